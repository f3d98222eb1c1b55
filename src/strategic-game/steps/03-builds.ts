/**
 * Step 3, builds (TSG-5.2, TSG-5.3): each build spends its cost and puts a new ship at
 * home, in the fleet named or as a new one-ship fleet. Ship and fleet ids count up per
 * player (`p1-s4`, `p1-f2`).
 */
import { costOf } from '../design.js';
import type { BuildOrder } from '../orders.js';
import { type Fleet, homeOf, type TsgState } from '../state.js';

/** The state after one player's builds, and the ids of the ships built. */
export function applyBuilds(
  s: TsgState,
  player: string,
  orders: readonly BuildOrder[],
): { state: TsgState; built: string[] } {
  const side = s.sides[player]!;
  let { bp, shipsBuilt, fleetsFormed } = side;
  let fleets: Fleet[] = s.fleets.slice();
  const built: string[] = [];
  for (const { kind: _k, into, ...design } of orders) {
    shipsBuilt += 1;
    bp -= costOf(design);
    const ship = { id: `${player}-s${shipsBuilt}`, ...design };
    built.push(ship.id);
    if (into !== undefined)
      fleets = fleets.map((f) => (f.id === into ? { ...f, ships: [...f.ships, ship] } : f));
    else {
      fleetsFormed += 1;
      fleets.push({
        id: `${player}-f${fleetsFormed}`,
        owner: player,
        at: homeOf(s, player),
        arrived: s.step,
        ships: [ship],
      });
    }
  }
  return {
    state: { ...s, fleets, sides: { ...s.sides, [player]: { ...side, bp, shipsBuilt, fleetsFormed } } },
    built,
  };
}
