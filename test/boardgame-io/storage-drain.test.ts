/**
 * drainingStorage (issue 30, B): a stopping server waits for every storage call it made,
 * the ones a settled call leads to included, and refuses, with a code, any call after.
 * The storage here is a fake whose calls end when the test says; the PostgreSQL test of
 * the online guide stops a real server in the middle of its writes.
 */
import { describe, expect, it } from 'vitest';
import { drainingStorage } from '../../src/boardgame-io/index.js';
import { SimulturnError } from '../../src/index.js';

/** A storage whose async calls end when `end()` is called, each recorded by name. */
function fakeStorage() {
  const calls: string[] = [];
  const ends: (() => void)[] = [];
  const later = (name: string) => {
    calls.push(name);
    return new Promise<void>((resolve) => ends.push(resolve));
  };
  return {
    calls,
    endAll: () => {
      for (const e of ends.splice(0)) e();
    },
    store: {
      label: 'fake',
      type: () => 1,
      fetch: () => later('fetch'),
      setMetadata: () => later('setMetadata'),
      fail: () => Promise.reject(new Error('refused by the database')),
    },
  };
}

const codeOf = (e: unknown) => (e instanceof SimulturnError ? e.issues[0]?.code : e);

describe('drainingStorage', () => {
  it('passes calls and values through, and the rejection of a call to its caller', async () => {
    const { store } = fakeStorage();
    const db = drainingStorage(store);
    expect(db.storage.label).toBe('fake');
    expect(db.storage.type()).toBe(1);
    await expect(db.storage.fail()).rejects.toThrow('refused by the database');
    expect(db.running).toBe(0);
  });

  it('waits for every call running, and for a call made when another ends', async () => {
    const fake = fakeStorage();
    const db = drainingStorage(fake.store);
    // boardgame.io's disconnection: a fetch, then the write it leads to.
    void db.storage.fetch().then(() => db.storage.setMetadata());
    expect(db.running).toBe(1);
    let drained = false;
    const draining = db.drain().then(() => {
      drained = true;
    });
    for (let i = 0; i < 5 && fake.calls.length < 2; i++) {
      fake.endAll();
      await new Promise((r) => setImmediate(r));
    }
    expect(fake.calls).toEqual(['fetch', 'setMetadata']);
    expect(drained).toBe(false);
    fake.endAll();
    await draining;
    expect(db.running).toBe(0);
  });

  it('refuses every call after the drain, with its code, and still answers type', async () => {
    const db = drainingStorage(fakeStorage().store);
    await db.drain();
    expect(db.storage.type()).toBe(1);
    let refused: unknown;
    try {
      db.storage.setMetadata();
    } catch (e) {
      refused = e;
    }
    expect(codeOf(refused)).toBe('storage/drained');
    expect((refused as SimulturnError).issues[0]!.path).toEqual(['setMetadata']);
  });

  it('gives up after its rounds when calls keep starting, and refuses from then on', async () => {
    const db = drainingStorage({ quick: () => new Promise((r) => setImmediate(r)) });
    // Each call, once ended, makes another (at most 100): a server still taking messages would.
    let stopped: unknown;
    let made = 0;
    const again = (): Promise<unknown> => {
      if (++made > 100) return Promise.resolve();
      try {
        return db.storage.quick().then(again);
      } catch (e) {
        stopped = e;
        return Promise.resolve();
      }
    };
    void again();
    const error = await db.drain(3).catch((e: unknown) => e);
    expect(codeOf(error)).toBe('storage/still-busy');
    await new Promise((r) => setImmediate(r));
    expect(codeOf(stopped)).toBe('storage/drained');
    expect(made).toBeLessThan(100);
  });
});
