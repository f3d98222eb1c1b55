/**
 * Step 5, movement (TSG-6.1, TSG-6.2): each fleet ordered moves to its destination, at
 * most its speed away; only the end hex matters, as fleets pass through any hex. A fleet
 * that moves records the step, which makes it the attacker where it meets an enemy (TSG-7.3).
 */
import { gridOf } from '../map.js';
import type { MoveOrder } from '../orders.js';
import type { TsgState } from '../state.js';

/** The state after one player's moves. */
export function applyMoves(s: TsgState, orders: readonly MoveOrder[]): TsgState {
  const grid = gridOf(s.map);
  const to = new Map(orders.map((o) => [o.fleet, grid.parse(o.to)!]));
  return {
    ...s,
    fleets: s.fleets.map((f) => {
      const dest = to.get(f.id);
      return dest === undefined || dest === f.at ? f : { ...f, at: dest, arrived: s.step };
    }),
  };
}
