/**
 * `lookAheadDay`, the light future for a search: the same rules as `advanceDay`, so every
 * field of its future must equal the one of the state `advanceDay` returns for the same
 * state and orders (random positions, random and garbled orders, random rules options;
 * fixed seed, see test/support/fc.ts), and it must leave the state it was given alone.
 */
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  advanceDay,
  type DayFuture,
  type GameState,
  lookAheadDay,
  newGame,
  resolveDay,
  stateHash,
} from '../../src/corporate-war/index.js';
import { soldierRows } from '../../src/corporate-war/state.js';
import { restoreRng, seedRng } from '../../src/kernel/rng.js';
import {
  arbOrdersFor,
  arbPlayedGame,
  arbRulesOptions,
  check,
  playDays,
  randomOrders,
} from '../support/fc.js';

/** The differences between a future and a state, by field; empty when they agree. */
function disagreements(future: DayFuture, state: GameState, before: GameState): string[] {
  const out: string[] = [];
  if (future.day !== state.day) out.push(`day ${future.day} vs ${state.day}`);
  const rows = soldierRows(state.soldiers);
  if (!isDeepStrictEqual([...future.soldiers], [...rows])) out.push('soldiers');
  if (!isDeepStrictEqual([...future.claims], state.claims.toArray())) out.push('claims');
  if (!isDeepStrictEqual(future.outcome, state.outcome)) out.push('outcome');
  if (!isDeepStrictEqual(future.aliens, state.aliens)) out.push('aliens');
  if (!isDeepStrictEqual(future.rng, state.rng)) out.push('rng');
  const wrecks = state.wrecks.toArray().slice(before.wrecks.size);
  if (!isDeepStrictEqual([...future.newWrecks], wrecks)) out.push('newWrecks');
  return out;
}

describe('lookAheadDay', () => {
  it('gives the future advanceDay gives, field by field, for random days (fixed seed)', () => {
    check(
      fc.property(
        arbPlayedGame(6).chain((s) => fc.tuple(fc.constant(s), arbOrdersFor(s), arbRulesOptions())),
        ([state, orders, rules]) => {
          const hash = stateHash(state);
          const future = lookAheadDay(state, orders, rules);
          expect(stateHash(state)).toBe(hash); // the state it looked from is left alone
          const next = advanceDay(state, orders, rules);
          expect(disagreements(future, next, state)).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('agrees with advanceDay and resolveDay over whole games, day after day, to the end', () => {
    // Long games reach fights, revivals and claims, which short ones rarely do; the day
    // limit makes sure each reaches an outcome.
    for (const seed of ['la/1', 'la/2', 'la/3', 'la/4']) {
      let state = newGame({
        seed,
        corporations: ['psicorps', 'phoenicae', 'orchid-inc', 'tanker-toys'],
        rules: { dayLimit: 30 },
      });
      const rng = restoreRng(seedRng(seed));
      while (state.outcome === null) {
        const orders = randomOrders(state, rng);
        const future = lookAheadDay(state, orders);
        const next = resolveDay(state, orders).state;
        expect(disagreements(future, next, state), `${seed} day ${state.day}`).toEqual([]);
        // advanceDay's state is resolveDay's but for the players' intel, which it leaves as it was.
        expect(disagreements(future, advanceDay(state, orders), state)).toEqual([]);
        state = next;
      }
      // A finished game stays finished: the future is the state as it is.
      expect(disagreements(lookAheadDay(state, {}), state, state)).toEqual([]);
    }
  });

  it('gives each plan its own future when many are looked at from one state, as a search does', () => {
    // The aliens' moves are worked out once a state for days that keep no trace
    // (day/alien-orders.ts): what one plan's day leaves behind must not reach the next.
    check(
      fc.property(
        arbPlayedGame(6).chain((s) =>
          fc.tuple(fc.constant(s), fc.array(arbOrdersFor(s), { minLength: 2, maxLength: 4 })),
        ),
        ([state, plans]) => {
          for (const orders of plans) {
            const future = lookAheadDay(state, orders);
            // resolveDay keeps a trace, so it works the aliens' moves out afresh.
            expect(disagreements(future, resolveDay(state, orders).state, state)).toEqual([]);
            expect(disagreements(future, advanceDay(state, orders), state)).toEqual([]);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('shares the rows of the soldiers the day did not change', () => {
    const state = playDays(state0(), 2, 'share');
    const future = lookAheadDay(state, {});
    const before = soldierRows(state.soldiers);
    // With no orders only the aliens move: every player's soldier keeps its row.
    const players = new Set(state.players.map((p) => p.id));
    for (let i = 0; i < before.length; i++) {
      if (
        players.has(before[i]!.owner) &&
        before[i]!.status === 'alive' &&
        future.soldiers[i]!.status === 'alive'
      )
        expect(future.soldiers[i]).toBe(before[i]);
    }
  });
});

function state0(): GameState {
  return newGame({ seed: 'look-ahead', corporations: ['psicorps', 'phoenicae'] });
}
