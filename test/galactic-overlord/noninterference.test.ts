/**
 * The fog harness (K5) on Galactic Overlord: what a faction cannot perceive (GO-7.1,
 * GO-A19: other factions' stocks of shield generators and counter-espionage) changes
 * nothing it is shown: its report, its rendered report and its next view.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GALACTIC_OVERLORD, type GoState } from '../../src/galactic-overlord/index.js';
import { check } from '../support/fc.js';
import { fogChecker, fogProperty } from '../support/fog.js';
import { arbPlayed, arbTurnInput, ordersFor } from './arbitraries.js';

/** Every faction's stocks set: generators 1 or 2 keep every special order as valid as before. */
function withStocks(
  s: GoState,
  stock: (p: string) => { generators: number; counterEspionage: number },
): GoState {
  const factions = Object.fromEntries(s.players.map((p) => [p, { ...s.factions[p]!, ...stock(p) }]));
  return { ...s, factions };
}

describe('Galactic Overlord non-interference', () => {
  it('other factions’ generator and counter-espionage stocks change nothing a faction is shown', () => {
    const fog = fogChecker(GALACTIC_OVERLORD);
    const arb = fc.record({ s: arbPlayed(), t: arbTurnInput }).map(({ s, t }) => {
      const state = withStocks(s, () => ({ generators: 1, counterEspionage: 2 }));
      return { state, orders: ordersFor(state, t.kinds, t.junk, t.seed) };
    });
    check(
      fogProperty(
        GALACTIC_OVERLORD,
        arb,
        {
          worldA: (c) => c,
          unperceived: (_c, observed, a) => ({
            state: withStocks(a.state, (p) =>
              p === observed
                ? { generators: 1, counterEspionage: 2 }
                : { generators: 2, counterEspionage: 1 },
            ),
            orders: a.orders,
          }),
        },
        fog,
      ),
      { numRuns: 300 },
    );
    expect(fog.tally.pairs).toBeGreaterThan(600);
    expect(fog.tally.differing).toBe(fog.tally.pairs);
  });
});
