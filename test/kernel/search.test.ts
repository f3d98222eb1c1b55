/**
 * K11: the kernel's generic search (`monteCarloOrders`, `searchBot`) on the toy game,
 * whose `legalOrders` lists every choice.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameOutcome } from '../../src/kernel/game/contract.js';
import { monteCarloOrders, seatReward } from '../../src/kernel/game/search.js';
import type { Bot } from '../../src/kernel/game/seat.js';
import { botRng, runMatch } from '../../src/kernel/match.js';
import { seededRng } from '../../src/kernel/rng.js';
import { check } from '../support/fc.js';
import { TOY, type ToyState, type ToyView } from '../support/toy-game.js';

const legalOrders = TOY.legalOrders!;
const searchable = { ...TOY, legalOrders };
const bot = (name: string) => TOY.bots[name]!.bot as Bot<ToyView>;

/** A toy game after `steps` steps of random play. */
function position(players: number, seed: string, steps: number): ToyState {
  const start = TOY.setup({ players }, seed);
  if (!start.ok) throw new Error('toy setup');
  const seats = Object.fromEntries(TOY.players(start.value).map((p) => [p, bot('random')]));
  return runMatch(TOY, { seed, start: start.value, seats, maxSteps: steps, record: false }).state;
}

/** P(X >= k) for X ~ Binomial(n, 1/2): the one-sided sign test. */
function signTestP(k: number, n: number): number {
  let p = 0;
  let term = 0.5 ** n; // C(n, 0) / 2^n
  for (let i = 0; i <= n; i++) {
    if (i >= k) p += term;
    term = (term * (n - i)) / (i + 1);
  }
  return p;
}

describe('seatReward', () => {
  const outcome = (ranks: Record<string, number>, winners: string[]): GameOutcome => ({
    reason: 'test',
    winners,
    seats: Object.fromEntries(Object.entries(ranks).map(([p, rank]) => [p, { score: 0, rank }])),
  });

  it('gives 1 to first place, 0 to last, evenly between, and shared places their mean', () => {
    const o = outcome({ a: 1, b: 2, c: 2, d: 4 }, ['a']);
    // b and c cover places 2 and 3: (2/3 + 1/3) / 2.
    expect(['a', 'b', 'c', 'd'].map((p) => seatReward(o, p, 0))).toEqual([1, 0.5, 0.5, 0]);
    expect(seatReward(outcome({ a: 1, b: 1 }, ['a', 'b']), 'a', 0)).toBe(0.5);
    expect(seatReward(o, 'nobody')).toBe(0);
  });

  it("weighs the seat's share of the table's score by a fifth by default", () => {
    const o: GameOutcome = {
      reason: 'test',
      winners: ['a'],
      seats: { a: { score: 10, rank: 1 }, b: { score: 6, rank: 2 }, c: { score: 0, rank: 3 } },
    };
    expect(seatReward(o, 'a')).toBeCloseTo(0.8 * 1 + (0.2 * 10) / 16);
    expect(seatReward(o, 'b')).toBeCloseTo(0.8 * 0.5 + (0.2 * 6) / 16);
    expect(seatReward(o, 'c')).toBeCloseTo(0);
    // Negative scores are shifted so the lowest is 0: -2, 2 become 0, 4.
    const neg: GameOutcome = {
      reason: 'test',
      winners: ['a'],
      seats: { a: { score: 2, rank: 1 }, b: { score: -2, rank: 2 } },
    };
    expect(seatReward(neg, 'a')).toBeCloseTo(0.8 + 0.2);
    expect(seatReward(neg, 'b')).toBeCloseTo(0);
  });

  it('with one seat, the place part is 1 for a win and 0 otherwise', () => {
    expect(seatReward(outcome({ solo: 1 }, ['solo']), 'solo', 0)).toBe(1);
    expect(seatReward(outcome({ solo: 1 }, []), 'solo', 0)).toBe(0);
  });
});

describe('monteCarloOrders', () => {
  it('takes the whole pile on the last take of the game', () => {
    // Two seats, one round, ann to take last with 3 counters left: taking 3 is the only
    // best choice (scores 0 and 0, lucky numbers equal, so the take decides the winner).
    const start = position(2, 'last-take', 0);
    const state: ToyState = {
      ...start,
      rounds: 1,
      phase: 'take',
      turns: ['ann'],
      pile: 3,
      scores: { ann: 0, bob: 2 },
      lucky: { ann: 5, bob: 5 },
    };
    expect(legalOrders(state, 'ann')).toEqual([[], [1], [2], [3]]);
    expect(monteCarloOrders(searchable, state, 'ann', seededRng('t'), { playouts: 40 })).toEqual([3]);
  });

  it('chooses among the legal orders, deterministically, in any position', () => {
    check(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.string({ maxLength: 6 }),
        fc.nat(12),
        (n, seed, steps) => {
          const state = position(n, seed, steps);
          for (const p of TOY.awaiting(state).players) {
            const a = monteCarloOrders(searchable, state, p, seededRng(`${seed}/${p}`), { playouts: 12 });
            const b = monteCarloOrders(searchable, state, p, seededRng(`${seed}/${p}`), { playouts: 12 });
            expect(b).toEqual(a);
            expect(legalOrders(state, p)).toContainEqual(a);
            expect(TOY.checkOrders(state, p, a).issues).toEqual([]);
          }
          // Nobody else has a choice to make.
          expect(monteCarloOrders(searchable, state, 'not-a-seat', seededRng(seed), { playouts: 4 })).toBe(
            undefined,
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('cuts long playouts off and scores them with evaluate', () => {
    const state = position(2, 'cut', 0);
    let evaluated = 0;
    const orders = monteCarloOrders(searchable, state, 'ann', seededRng('c'), {
      playouts: 8,
      maxSteps: 1,
      evaluate: () => {
        evaluated++;
        return 0.5;
      },
    });
    expect(legalOrders(state, 'ann')).toContainEqual(orders);
    expect(evaluated).toBe(8);
  });
});

describe('the toy search bot', () => {
  it('beats the random bot (sign test, p < 0.001 over 120 two-player games, seats alternated)', () => {
    let wins = 0;
    let losses = 0;
    for (let g = 0; g < 120; g++) {
      const seed = `search-vs-random-${g}`;
      const start = TOY.setup({ players: 2 }, seed);
      if (!start.ok) throw new Error('toy setup');
      const [first, second] = TOY.players(start.value) as [string, string];
      const searcher = g % 2 === 0 ? first : second;
      const seats = {
        [first]: bot(g % 2 === 0 ? 'search' : 'random'),
        [second]: bot(g % 2 === 0 ? 'random' : 'search'),
      };
      const end = runMatch(TOY, { seed, start: start.value, seats, maxSteps: 100, record: false }).state;
      const o = TOY.outcome(end)!;
      const mine = o.seats[searcher]!.rank;
      const theirs = o.seats[searcher === first ? second : first]!.rank;
      if (mine < theirs) wins++;
      else if (mine > theirs) losses++;
    }
    const p = signTestP(wins, wins + losses);
    expect(wins, `search ${wins}, random ${losses}, p = ${p}`).toBeGreaterThan(losses);
    expect(p).toBeLessThan(0.001);
  });

  it("plays from its view only: the others' true lucky numbers do not change its orders", () => {
    const state = position(3, 'fog', 0);
    const other: ToyState = { ...state, lucky: { ...state.lucky, bob: 9 - state.lucky.bob!, cy: 0 } };
    const me = 'ann';
    const a = bot('search')(TOY.view(state, me), botRng('fog', me, 1));
    const b = bot('search')(TOY.view(other, me), botRng('fog', me, 1));
    expect(b).toEqual(a);
  });
});
