/**
 * Step 1 (HV-1.4): read every awaited player's orders. Sound orders are kept, refused
 * ones logged with their issues; a player whose key is missing sent nothing (K2), which
 * counts towards idleness (HV-7.6), while `[]` or `{}` are orders that order nothing.
 */
import { readOrders } from '../orders.js';
import type { HvState } from '../state.js';
import { logOf, type Work } from '../work.js';

/** Reads the orders of every awaited player. */
export function readAllOrders(
  w: Work,
  state: HvState,
  awaited: readonly string[],
  raw: Readonly<Record<string, unknown>>,
): void {
  for (const p of awaited) {
    if (!Object.hasOwn(raw, p)) continue;
    w.submitted.add(p);
    const { orders, issues } = readOrders(state, p, raw[p]);
    w.orders.set(p, orders);
    logOf(w, p).refused.push(...issues);
  }
}
