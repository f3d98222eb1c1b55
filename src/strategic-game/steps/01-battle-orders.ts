/**
 * Step 1, battle orders (TSG-7.6, TSG-7.7; K7): a `battle` order replaces the side's
 * standing battle orders; without one they stand.
 */
import type { BattleOrder } from '../orders.js';
import type { TsgState } from '../state.js';

/** The state with each player's new battle orders, if it gave any. */
export function applyBattleOrders(
  s: TsgState,
  orders: Readonly<Record<string, readonly BattleOrder[]>>,
): TsgState {
  const sides = { ...s.sides };
  for (const p of s.players) {
    const o = orders[p]?.[0];
    if (o !== undefined)
      sides[p] = { ...sides[p]!, battle: { retreatAt: o.retreatAt, lossOrder: o.lossOrder ?? [] } };
  }
  return { ...s, sides };
}
