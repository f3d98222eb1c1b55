/**
 * The fog-of-war harness of `simulturn/testing` (K5, `src/testing/fog.ts`) with the toy
 * game: another player's secret lucky number is the one thing a player cannot perceive,
 * so changing it never changes what the player is shown. Two controls show the harness can fail: a leaky view
 * that shows every lucky number, and a "mutation" that changes a score everyone sees.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Bot } from '../../src/kernel/game/seat.js';
import { runMatch } from '../../src/kernel/match.js';
import { check, type FogWorld, fogChecker, fogProperty } from '../../src/testing/index.js';
import { TOY, type ToyState, type ToyView } from '../support/toy-game.js';

interface Case {
  readonly world: FogWorld<ToyState>;
  /** New lucky numbers for the seats, for world B. */
  readonly lucky: readonly number[];
}

const random = TOY.bots.random!.bot as Bot<ToyView>;

/** A toy game after some steps of random play, with orders for the awaited players (some garbage, some missing). */
const arbCase: fc.Arbitrary<Case> = fc
  .record({
    players: fc.integer({ min: 2, max: 4 }),
    seed: fc.string({ maxLength: 6 }),
    steps: fc.nat({ max: 12 }),
    orders: fc.array(
      fc.option(fc.oneof(fc.constant([]), fc.tuple(fc.integer({ min: 0, max: 3 })), fc.jsonValue()), {
        nil: undefined,
      }),
      { minLength: 4, maxLength: 4 },
    ),
    lucky: fc.array(fc.nat({ max: 9 }), { minLength: 4, maxLength: 4 }),
  })
  .map(({ players, seed, steps, orders, lucky }) => {
    const start = TOY.setup({ players }, seed);
    if (!start.ok) throw new Error('setup');
    const seats = Object.fromEntries(TOY.players(start.value).map((p) => [p, random]));
    const state = runMatch(TOY, { seed, start: start.value, seats, maxSteps: steps, record: false }).state;
    const given: Record<string, unknown> = {};
    TOY.awaiting(state).players.forEach((p, i) => {
      if (orders[i] !== undefined) given[p] = orders[i];
    });
    return { world: { state, orders: given }, lucky };
  });

/** World B: every other seat's lucky number replaced; nothing the observed player sees. */
function othersLucky(c: Case, observed: string, a: FogWorld<ToyState>): FogWorld<ToyState> | undefined {
  const lucky = { ...a.state.lucky };
  a.state.seats.forEach((p, i) => {
    if (p !== observed) lucky[p] = c.lucky[i]!;
  });
  return { state: { ...a.state, lucky }, orders: a.orders };
}

describe('fog of war, any game (K5)', () => {
  it('what a player cannot perceive never changes what it is shown', () => {
    const fog = fogChecker(TOY);
    check(fogProperty(TOY, arbCase, { worldA: (c) => c.world, unperceived: othersLucky }, fog), {
      numRuns: 300,
    });
    expect(fog.tally.pairs).toBeGreaterThan(600);
    // Most pairs differ in something: the property is not vacuous.
    expect(fog.tally.differing).toBeGreaterThan(fog.tally.pairs * 0.6);
  });

  it('fails on a view that shows what it should not', () => {
    const leaky = { ...TOY, view: (s: ToyState, me: string) => ({ ...TOY.view(s, me), all: s.lucky }) };
    const fog = fogChecker(leaky);
    expect(() =>
      check(fogProperty(leaky, arbCase, { worldA: (c) => c.world, unperceived: othersLucky }, fog), {
        numRuns: 50,
      }),
    ).toThrow(/Property failed/);
  });

  it('fails on a change the player can perceive', () => {
    const fog = fogChecker(TOY);
    const otherScores = (c: Case, observed: string, a: FogWorld<ToyState>) => {
      const scores = { ...a.state.scores };
      for (const p of a.state.seats) if (p !== observed) scores[p] = scores[p]! + 1 + c.lucky[0]!;
      return { state: { ...a.state, scores }, orders: a.orders };
    };
    expect(() =>
      check(fogProperty(TOY, arbCase, { worldA: (c) => c.world, unperceived: otherScores }, fog), {
        numRuns: 50,
      }),
    ).toThrow(/Property failed/);
  });
});
