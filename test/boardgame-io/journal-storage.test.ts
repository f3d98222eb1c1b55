/**
 * journalStorage over a storage and a journal kept in memory, whose writes end when the
 * test says: a move is journaled as what it changed and the state closing a step is
 * written whole; `kept` answers only once the write has ended; a match read back by a new
 * server is the state and log it had; metadata that changes on every move waits, metadata
 * that lasts is written before its caller is answered; a failed write is told to nobody.
 */
import { describe, expect, it } from 'vitest';
import { type JournalEntry, journalStorage, type MatchJournal } from '../../src/boardgame-io/index.js';

/** A promise per write, ended by the test (or at once when `open`). */
function gate() {
  const waiting: (() => void)[] = [];
  let open = true;
  return {
    set open(value: boolean) {
      open = value;
      if (value) for (const w of waiting.splice(0)) w();
    },
    pass: () => (open ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
    get waiting() {
      return waiting.length;
    },
  };
}

/** boardgame.io's storage, asynchronous, in memory: what each match holds, as JSON (nothing shared). */
function memoryStore() {
  const rows = new Map<
    string,
    { state?: unknown; initialState?: unknown; metadata?: unknown; log: unknown[] }
  >();
  const writes = gate();
  const calls: string[] = [];
  const copy = <T>(v: T): T => (v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T));
  return {
    rows,
    writes,
    calls,
    store: {
      async createMatch(id: string, o: { initialState: unknown; metadata: unknown }) {
        rows.set(id, {
          state: copy(o.initialState),
          initialState: copy(o.initialState),
          metadata: copy(o.metadata),
          log: [],
        });
      },
      async setState(id: string, state: unknown, deltalog: unknown[] = []) {
        calls.push('setState');
        await writes.pass();
        const row = rows.get(id)!;
        row.state = copy(state);
        row.log.push(...copy(deltalog));
      },
      async setMetadata(id: string, metadata: unknown) {
        calls.push('setMetadata');
        await writes.pass();
        rows.get(id)!.metadata = copy(metadata);
      },
      async fetch(id: string, _options?: object) {
        const row = rows.get(id);
        return row === undefined
          ? {}
          : copy({ state: row.state, initialState: row.initialState, metadata: row.metadata, log: row.log });
      },
      async wipe(id: string) {
        rows.delete(id);
      },
      async listMatches() {
        return [...rows.keys()];
      },
    },
  };
}

function memoryJournal() {
  const entries: JournalEntry[] = [];
  const appends = gate();
  const batches: number[] = [];
  let fail: Error | undefined;
  const journal: MatchJournal = {
    async append(list) {
      await appends.pass();
      if (fail !== undefined) throw fail;
      batches.push(list.length);
      entries.push(...(JSON.parse(JSON.stringify(list)) as JournalEntry[]));
    },
    async read(matchID, after) {
      return entries.filter((e) => e.matchID === matchID && e.stateID > after);
    },
    async forgetThrough(matchID, stateID) {
      for (let i = entries.length - 1; i >= 0; i--)
        if (entries[i]!.matchID === matchID && entries[i]!.stateID <= stateID) entries.splice(i, 1);
    },
  };
  return {
    journal,
    entries,
    appends,
    batches,
    failWith: (e: Error) => {
      fail = e;
    },
  };
}

/** States as boardgame.io's master makes them: a turn of moves, sharing what a move does not change. */
const seats = ['0', '1', '2'];
const metadata = {
  gameName: 'g',
  players: Object.fromEntries(
    seats.map((id) => [id, { id: Number(id), name: `seat ${id}`, credentials: `c${id}` }]),
  ),
};
const first = {
  _stateID: 0,
  ctx: { turn: 1, activePlayers: { '0': 'o', '1': 'o', '2': 'o' } },
  G: { big: 'x'.repeat(5000), orders: [] as unknown[] },
};
const moved = (s: typeof first, orders: unknown) => ({
  ...s,
  _stateID: s._stateID + 1,
  G: { ...s.G, orders: [...s.G.orders, orders] },
});
const logOf = (id: string, turn: number) => [
  { action: { type: 'MAKE_MOVE', payload: { playerID: id } }, turn },
];
const settle = () => new Promise((r) => setImmediate(r));

describe('journalStorage', () => {
  it('journals a move as what it changed, writes a step whole, and reads a match back as it was', async () => {
    const mem = memoryStore();
    const jr = memoryJournal();
    const db = journalStorage(mem.store, jr.journal);
    await db.storage.createMatch('m', { initialState: first, metadata });
    const s1 = moved(first, { by: '0' });
    const s2 = moved(s1, { by: '1' });
    await db.storage.setState('m', s1, logOf('0', 1));
    await db.storage.setState('m', s2, logOf('1', 1));
    await db.flush();
    // Two entries, each a few operations, not the state: the store still has the first state.
    expect(jr.entries.map((e) => [e.stateID, e.base])).toEqual([
      [1, 0],
      [2, 1],
    ]);
    expect(JSON.stringify(jr.entries).length).toBeLessThan(600);
    expect(mem.calls).not.toContain('setState');
    // Read back by another server: the state and the log as they were.
    const again = journalStorage(mem.store, jr.journal);
    expect(await again.storage.fetch('m', { state: true, log: true })).toEqual({
      state: s2,
      log: [...logOf('0', 1), ...logOf('1', 1)],
    });

    // The step closes: written whole, its moves' log with it, the journal emptied.
    const s3 = { ...moved(s2, { by: '2' }), ctx: { turn: 2, activePlayers: {} } };
    await db.storage.setState('m', s3, logOf('2', 1));
    await db.flush();
    expect(mem.rows.get('m')!.state).toEqual(s3);
    expect(mem.rows.get('m')!.log).toEqual([...logOf('0', 1), ...logOf('1', 1), ...logOf('2', 1)]);
    expect(jr.entries).toEqual([]);
    const third = journalStorage(mem.store, jr.journal);
    expect(await third.storage.fetch('m', { state: true, log: true })).toEqual({
      state: s3,
      log: mem.rows.get('m')!.log,
    });
  });

  it('answers the master at once, says a state is kept only once written, and writes the waiting moves together', async () => {
    const mem = memoryStore();
    const jr = memoryJournal();
    const db = journalStorage(mem.store, jr.journal);
    await db.storage.createMatch('m', { initialState: first, metadata });
    jr.appends.open = false;
    let state = first;
    const kept: number[] = [];
    for (const id of seats.slice(0, 2)) {
      state = moved(state, { by: id });
      const stateID = state._stateID;
      await db.storage.setState('m', state, logOf(id, 1));
      void db.kept('m', stateID).then(() => kept.push(stateID));
    }
    await settle();
    expect(kept).toEqual([]);
    // A third move while the first write is held: it waits, and goes with the next write.
    const s3 = moved(state, { by: 'x' });
    await db.storage.setState('m', s3, []);
    jr.appends.open = true;
    await db.kept('m', s3._stateID);
    expect(kept).toEqual([1, 2]);
    expect(jr.batches).toEqual([1, 2]);
    // A state already kept, or of a match this storage does not hold, is kept.
    await db.kept('m', 1);
    await db.kept('other', 9);
  });

  it('writes metadata that changes on every move after the fact, and what lasts before answering', async () => {
    const mem = memoryStore();
    const jr = memoryJournal();
    const db = journalStorage(mem.store, jr.journal);
    await db.storage.createMatch('m', { initialState: first, metadata });
    const { metadata: read } = (await db.storage.fetch('m', { metadata: true })) as {
      metadata: typeof metadata;
    };
    // The master's copy on every move: a new updatedAt, the same players.
    await db.storage.setMetadata('m', { ...read, updatedAt: 5 });
    await settle();
    expect(mem.calls).toEqual([]);
    // A seat's connection, changed in place: waits too.
    (read.players['1'] as { isConnected?: boolean }).isConnected = true;
    await db.storage.setMetadata('m', read);
    expect(mem.calls).toEqual([]);
    // A player's new credentials, changed in place as the lobby does: written before the answer.
    mem.writes.open = false;
    read.players['2']!.credentials = 'new';
    let answered = false;
    const written = db.storage.setMetadata('m', read).then(() => {
      answered = true;
    });
    await settle();
    expect(mem.calls).toEqual(['setMetadata']);
    expect(answered).toBe(false);
    mem.writes.open = true;
    await written;
    expect((mem.rows.get('m')!.metadata as typeof metadata).players['2']!.credentials).toBe('new');
    expect(
      (mem.rows.get('m')!.metadata as { players: Record<string, { isConnected?: boolean }> }).players['1']!
        .isConnected,
    ).toBe(true);
  });

  it('tells nobody of a state whose write failed, and reads the match back from what was written', async () => {
    const mem = memoryStore();
    const jr = memoryJournal();
    const errors: unknown[] = [];
    const db = journalStorage(mem.store, jr.journal, { onError: (e) => errors.push(e) });
    await db.storage.createMatch('m', { initialState: first, metadata });
    const s1 = moved(first, { by: '0' });
    await db.storage.setState('m', s1, logOf('0', 1));
    await db.kept('m', 1);
    jr.failWith(new Error('disk full'));
    const s2 = moved(s1, { by: '1' });
    await db.storage.setState('m', s2, logOf('1', 1));
    await expect(db.kept('m', 2)).rejects.toThrow('disk full');
    expect(errors).toEqual([expect.objectContaining({ message: 'disk full' })]);
    // The match is read again from what was written: the state the failed move came from.
    expect(await db.storage.fetch('m', { state: true })).toEqual({ state: s1 });
  });
});
