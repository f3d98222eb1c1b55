/**
 * Step 1, sanitize orders (CW-5.5): validate every player's raw orders. Invalid orders
 * are dropped with their reasons; a player with no entry gives no orders and its soldiers
 * stay (CW-5.4). Entries for players not in the game are recorded and ignored.
 */
import { describeError } from '../../kernel/read-input.js';
import { issue } from '../errors.js';
import { checkOrdersFor } from '../orders.js';
import type { Day } from './context.js';

/** Validates the orders of every player, in seat order. */
export function sanitizeOrders(day: Day, orders: unknown): void {
  // The table of orders by player is read once, shallowly: each player's entry is then read
  // by `checkOrders`, so one player's unreadable orders cost no one else theirs.
  const read = readTable(orders);
  const table = read.ok ? read.value : new Map<string, unknown>();
  for (const p of day.state.players) {
    const raw = table.get(p.id);
    if (raw === undefined) {
      if (!read.ok) {
        // Nobody's orders could be told apart: every player hears why it gave none.
        const unreadable = issue('orders/unreadable', [], { detail: read.error });
        if (day.recording)
          day.events.push({ type: 'orders', player: p.id, outcomes: [], issues: [unreadable] });
      }
      continue;
    }
    const v = checkOrdersFor(day.state, p.id, raw, day.rules, day.recording);
    day.moves.push(...v.moves);
    if (day.recording)
      day.events.push({ type: 'orders', player: p.id, outcomes: v.outcomes, issues: v.issues });
  }
  if (!day.recording) return;
  const known = new Set(day.state.players.map((p) => p.id));
  for (const key of [...table.keys()].sort()) {
    if (known.has(key)) continue;
    day.events.push({
      type: 'orders',
      player: key,
      outcomes: [],
      issues: [issue('orders/unknown-player', [key], { player: key })],
    });
  }
}

/**
 * The entries of an orders table, each value read once; entries that are `undefined` are
 * no entry. Anything but an object (or a list) is an empty table, as before.
 */
function readTable(
  orders: unknown,
): { ok: true; value: Map<string, unknown> } | { ok: false; error: string } {
  const out = new Map<string, unknown>();
  try {
    if (orders === null || typeof orders !== 'object' || Array.isArray(orders))
      return { ok: true, value: out };
    for (const key of Object.keys(orders)) {
      const value = (orders as Record<string, unknown>)[key];
      if (value !== undefined) out.set(key, value);
    }
    return { ok: true, value: out };
  } catch (e) {
    return { ok: false, error: `the table of orders by player could not be read: ${describeError(e)}` };
  }
}
