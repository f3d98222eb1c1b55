/**
 * The fog harness (K5) on the Strategic Game (TSG-9.1): what a side cannot perceive, the
 * enemy's designs (changed so that offence, defence, engine and cost stay the same), the
 * enemy's sensor contacts and, outside production, the enemy's BP, changes nothing the
 * side is shown: its report, its rendered report and its next view.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Ship, STRATEGIC_GAME, type TsgState } from '../../src/strategic-game/index.js';
import { check, fogChecker, fogProperty } from '../../src/testing/index.js';
import { arbPlayed, arbStepInput, ordersFor } from './arbitraries.js';

/** A design with the same offence, defence, engine and cost: one weapon traded for 2 TO-HIT, or back. */
function twin(s: Ship): Ship {
  if (s.weapons >= 1 && s.toHit <= 3) return { ...s, weapons: s.weapons - 1, toHit: s.toHit + 2 };
  if (s.toHit >= 2 && s.weapons <= 5) return { ...s, weapons: s.weapons + 1, toHit: s.toHit - 2 };
  return s;
}

/** World A changed in what `observed` cannot perceive. */
function hidden(s: TsgState, observed: string): TsgState {
  const enemy = s.players.find((p) => p !== observed)!;
  const side = s.sides[enemy]!;
  return {
    ...s,
    fleets: s.fleets.map((f) => (f.owner === enemy ? { ...f, ships: f.ships.map(twin) } : f)),
    sides: {
      ...s.sides,
      [enemy]: {
        ...side,
        bp: s.phase === 'production' ? side.bp : side.bp + 37,
        contacts: [...side.contacts, { fleet: 'ghost', at: 0, ships: 9, turn: 99 }],
      },
    },
  };
}

describe('Strategic Game non-interference', () => {
  it("the enemy's designs, contacts and (outside production) BP change nothing a side is shown", () => {
    const fog = fogChecker(STRATEGIC_GAME);
    const arb = fc
      .record({ s: arbPlayed, t: arbStepInput })
      .map(({ s, t }) => ({ state: s, orders: ordersFor(s, t.kinds, t.junk, t.seed) }));
    check(
      fogProperty(
        STRATEGIC_GAME,
        arb,
        {
          worldA: (c) => c,
          unperceived: (_c, observed, a) => ({ state: hidden(a.state, observed), orders: a.orders }),
        },
        fog,
      ),
      {
        numRuns: 400,
      },
    );
    expect(fog.tally.pairs).toBe(800);
    expect(fog.tally.differing).toBeGreaterThan(700);
  });
});
