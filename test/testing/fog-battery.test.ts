/**
 * The fog battery of `simulturn/testing` (`checkFog`, `arbWorld`): worlds drawn by playing
 * a game's bots, never at or past the game's end, with every kind of orders (K2); and
 * the battery fails a view that leaks, a change the player can perceive, and a change
 * that changes nothing. The game is the new-game guide's Sealed Bids.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbWorld, checkFog, type FogWorld } from '../../src/testing/index.js';
import { type BidState, SEALED_BIDS } from '../guides/sealed-bids.js';

const options = fc.record({
  players: fc.integer({ min: 2, max: 4 }),
  rounds: fc.integer({ min: 1, max: 4 }),
});

/** World B: every player's values but `me`'s shifted. */
const othersValues = ({ state, orders }: FogWorld<BidState>, me: string, noise: number) => ({
  orders,
  state: {
    ...state,
    values: Object.fromEntries(
      Object.entries(state.values).map(([p, vs]) => [
        p,
        p === me ? vs : vs.map((v) => 1 + ((v + noise) % 9)),
      ]),
    ),
  },
});

describe('arbWorld', () => {
  it('draws worlds where somebody is awaited, with orders of every kind for the awaited only', () => {
    const worlds = fc.sample(arbWorld(SEALED_BIDS, { options, maxSteps: 6 }), { numRuns: 120, seed: 7 });
    const kinds = new Set<string>();
    let later = 0;
    for (const { world, noise } of worlds) {
      const awaited = SEALED_BIDS.awaiting(world.state).players;
      expect(awaited.length).toBeGreaterThan(0);
      expect(SEALED_BIDS.outcome(world.state)).toBeNull();
      expect(noise).toBeGreaterThanOrEqual(1);
      if (world.state.step > 1) later++;
      for (const p of Object.keys(world.orders)) expect(awaited).toContain(p);
      for (const p of awaited) {
        const o = world.orders[p];
        kinds.add(
          !Object.hasOwn(world.orders, p)
            ? 'none'
            : Array.isArray(o) && o.length === 0
              ? 'empty'
              : SEALED_BIDS.checkOrders(world.state, p, o).issues.length === 0
                ? 'legal'
                : 'garbage',
        );
      }
    }
    expect([...kinds].sort()).toEqual(['empty', 'garbage', 'legal', 'none']);
    // Steps are played before the world: not every world is the first step.
    expect(later).toBeGreaterThan(30);
  });
});

describe('checkFog', () => {
  it('passes the game, counting the pairs whose worlds differ', () => {
    const tally = checkFog(SEALED_BIDS, { options, unperceived: othersValues, numRuns: 40 });
    expect(tally.pairs).toBeGreaterThan(80);
    expect(tally.differing).toBeGreaterThan(40);
  });

  it('fails a view that shows every player the others’ values', () => {
    const leaky = {
      ...SEALED_BIDS,
      view: (s: BidState, me: string) => ({ ...SEALED_BIDS.view(s, me), all: s.values }),
    };
    expect(() => checkFog(leaky, { options, unperceived: othersValues, numRuns: 40 })).toThrow(
      /Property failed/,
    );
  });

  it('fails a change the player can perceive: its own value', () => {
    const own = ({ state, orders }: FogWorld<BidState>, me: string, noise: number) =>
      othersValues({ state, orders }, `not ${me}`, noise);
    expect(() => checkFog(SEALED_BIDS, { options, unperceived: own, numRuns: 40 })).toThrow(
      /Property failed/,
    );
  });

  it('fails a change that changes nothing, which would prove nothing', () => {
    expect(() => checkFog(SEALED_BIDS, { options, unperceived: (a) => a, numRuns: 10 })).toThrow(
      /no world B differed from its world A/,
    );
  });
});
