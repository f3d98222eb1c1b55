/**
 * Step 1, sanitize orders (CW-5.5): validate every player's raw orders. Invalid orders
 * are dropped with their reasons; a player with no entry gives no orders and its soldiers
 * stay (CW-5.4). Entries for players not in the game are recorded and ignored.
 */
import { issue } from '../errors.js';
import { checkOrders } from '../orders.js';
import type { Day } from './context.js';

/** Validates the orders of every player, in seat order. */
export function sanitizeOrders(day: Day, orders: unknown): void {
  const table: Record<string, unknown> =
    orders !== null && typeof orders === 'object' && !Array.isArray(orders)
      ? (orders as Record<string, unknown>)
      : {};
  for (const p of day.state.players) {
    if (!Object.hasOwn(table, p.id) || table[p.id] === undefined) continue;
    const v = checkOrders(day.state, p.id, table[p.id], day.rules);
    day.moves.push(...v.moves);
    day.events.push({ type: 'orders', player: p.id, outcomes: v.outcomes, issues: v.issues });
  }
  const known = new Set(day.state.players.map((p) => p.id));
  for (const key of Object.keys(table).sort()) {
    if (known.has(key) || table[key] === undefined) continue;
    day.events.push({
      type: 'orders',
      player: key,
      outcomes: [],
      issues: [issue('orders/unknown-player', [key], { player: key })],
    });
  }
}
