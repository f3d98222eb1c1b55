/**
 * Seats that answer later (a person behind a client, a remote bot): the synchronous
 * runner refuses a promise with a typed error instead of taking it for no orders, and
 * `runMatchAsync` awaits it, within a time limit, to the same game `runMatch` plays.
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../src/kernel/game/seat.js';
import { SimulturnError } from '../../src/kernel/issue.js';
import { runMatch } from '../../src/kernel/match.js';
import { DEFAULT_SEAT_TIME_LIMIT_MS, runMatchAsync } from '../../src/kernel/match-async.js';
import type { Rng } from '../../src/kernel/rng.js';
import { DUEL_MAP, STRATEGIC_GAME } from '../../src/strategic-game/index.js';
import { type RaceView, race, randomStep, start } from './race.js';

/** The error `f` throws, or fails the test. */
function thrown(f: () => unknown): SimulturnError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(SimulturnError);
    return e as SimulturnError;
  }
  throw new Error('expected an error');
}

describe('runMatch refuses a seat that answers with a promise', () => {
  it('a bot returning a promise is a typed error naming the seat and the step', () => {
    const e = thrown(() =>
      runMatch(race, {
        seed: 's',
        start,
        seats: { ann: randomStep, bob: async (v: RaceView, rng) => randomStep(v, rng) },
      }),
    );
    expect(e.issues).toEqual([
      expect.objectContaining({ code: 'seat/promise', path: ['seats', 'bob'], player: 'bob', step: 1 }),
    ]);
    expect(e.message).toContain('runMatchAsync');
  });

  it('so does an external seat, and a promise that rejects later is not left unhandled', () => {
    const seat: Seat<RaceView> = { orders: () => Promise.reject(new Error('the client went away')) };
    const e = thrown(() => runMatch(race, { seed: 's', start, seats: { ann: seat } }));
    expect(e.issues[0]).toMatchObject({ code: 'seat/promise', path: ['seats', 'ann'], step: 1 });
  });
});

/** A bot that answers later with what `bot` answers now. */
const later =
  <V>(bot: (view: V, rng: Rng) => unknown) =>
  (view: V, rng: Rng) => {
    const orders = bot(view, rng);
    return new Promise((resolve) => setTimeout(() => resolve(orders), 0));
  };

/** A promise and the function that settles it. */
function deferred<T>(): { promise: Promise<T>; resolve: (v: T) => void } {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** The error a promise rejects with, or fails the test. */
async function rejected(p: Promise<unknown>): Promise<SimulturnError> {
  const e = await p.then(
    () => new Error('expected a rejection'),
    (e: unknown) => e,
  );
  expect(e).toBeInstanceOf(SimulturnError);
  return e as SimulturnError;
}

describe('runMatchAsync plays the game runMatch plays', () => {
  const seats = { ann: randomStep, bob: { orders: () => 2 } };

  it('with bots that answer at once: the same log, state and chain', async () => {
    for (const options of [{}, { arrival: true }, { record: false }, { maxSteps: 2 }]) {
      const sync = runMatch(race, { seed: 'same', start, seats, ...options });
      const async_ = await runMatchAsync(race, { seed: 'same', start, seats, ...options });
      expect(async_).toEqual(sync);
    }
  });

  it('with the same bots answering later: the same log', async () => {
    const sync = runMatch(race, { seed: 'l', start, seats, arrival: true });
    const r = await runMatchAsync(race, {
      seed: 'l',
      start,
      seats: { ann: later(randomStep), bob: { orders: () => Promise.resolve(2) } },
      arrival: true,
    });
    expect(r).toEqual(sync);
    expect(r.days.length).toBeGreaterThan(3);
  });

  it('a real game, its bots answering later: the same log as runMatch', async () => {
    const start = STRATEGIC_GAME.setup({ map: DUEL_MAP, budget: 40, turnLimit: 6 }, 'tsg');
    if (!start.ok) throw new Error('set-up');
    const bots = { p1: STRATEGIC_GAME.bots.random!.bot, p2: STRATEGIC_GAME.bots.expander!.bot };
    const sync = runMatch(STRATEGIC_GAME, { seed: 'g', start: start.value, seats: bots });
    const r = await runMatchAsync(STRATEGIC_GAME, {
      seed: 'g',
      start: start.value,
      seats: { p1: later(bots.p1), p2: bots.p2 },
    });
    expect(r.days).toEqual(sync.days);
    expect(STRATEGIC_GAME.hash(r.state)).toBe(STRATEGIC_GAME.hash(sync.state));
  });

  it('asks every awaited seat before awaiting any answer', async () => {
    // ann answers only once bob has been asked: asking one after the other would never end.
    const bobAsked = deferred<void>();
    const r = await runMatchAsync(race, {
      seed: 's',
      start,
      seats: {
        ann: { orders: () => bobAsked.promise.then(() => 3) },
        bob: {
          orders: () => {
            bobAsked.resolve();
            return 1;
          },
        },
      },
      maxSteps: 1,
      timeLimitMs: 5_000,
    });
    expect(r.days[0]!.orders).toEqual({ ann: 3, bob: 1 });
  });
});

describe('runMatchAsync: a seat that fails or keeps the game waiting', () => {
  it('a seat that never answers is a typed error once its limit has passed', async () => {
    const e = await rejected(
      runMatchAsync(race, {
        seed: 's',
        start,
        seats: { ann: randomStep, bob: { orders: () => new Promise(() => undefined) } },
        timeLimitMs: 10,
      }),
    );
    expect(e.issues).toEqual([
      expect.objectContaining({ code: 'seat/timeout', path: ['seats', 'bob'], step: 1, limitMs: 10 }),
    ]);
  });

  it('limits are per player; a player not named gets the default', async () => {
    const e = await rejected(
      runMatchAsync(race, {
        seed: 's',
        start,
        seats: { ann: later(randomStep), bob: { orders: () => new Promise(() => undefined) } },
        timeLimitMs: { ann: null, bob: 5 },
      }),
    );
    expect(e.issues[0]).toMatchObject({ code: 'seat/timeout', player: 'bob', limitMs: 5 });
    expect(DEFAULT_SEAT_TIME_LIMIT_MS).toBe(60_000);
  });

  it('a rejected promise is a typed error with the reason, and the rejection as its cause', async () => {
    const reason = new Error('the connection was closed');
    const e = await rejected(
      runMatchAsync(race, {
        seed: 's',
        start,
        seats: { ann: randomStep, bob: (v: RaceView) => (v.day === 3 ? Promise.reject(reason) : 1) },
      }),
    );
    expect(e.issues).toEqual([
      expect.objectContaining({
        code: 'seat/rejected',
        path: ['seats', 'bob'],
        step: 3,
        reason: 'the connection was closed',
      }),
    ]);
    expect(e.cause).toBe(reason);
    expect(e.message).toContain('bob');
  });

  it('a seat that throws rejects with what it threw, as runMatch throws it', async () => {
    const boom = new Error('a bug in the bot');
    const seats = {
      ann: { orders: () => Promise.reject(new Error('abandoned')) },
      bob: () => {
        throw boom;
      },
    };
    await expect(runMatchAsync(race, { seed: 's', start, seats })).rejects.toBe(boom);
  });

  it('a limit that is not one is the caller’s error, before any seat is asked', async () => {
    let asked = 0;
    const seats = { ann: () => asked++ };
    for (const [timeLimitMs, path] of [
      [0, ['timeLimitMs']],
      [1.5, ['timeLimitMs']],
      [2 ** 31, ['timeLimitMs']],
      ['10', ['timeLimitMs']],
      [{ ann: -1 }, ['timeLimitMs', 'ann']],
    ] as const) {
      const e = await rejected(
        runMatchAsync(race, { seed: 's', start, seats, timeLimitMs: timeLimitMs as never }),
      );
      expect(e.issues[0]).toMatchObject({ code: 'options/invalid', path });
    }
    expect(asked).toBe(0);
  });
});
