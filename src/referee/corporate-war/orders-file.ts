/**
 * `orders/day-<N>/<player>.json`: a human player's accepted orders for day N, as the
 * orders `checkOrders` reads, with the text the player sent (a sheet or JSON) and the hash
 * of the dawn they were checked against. Sending orders again replaces the file whole.
 */

import type { OrderInput } from '../../corporate-war/orders.js';
import type { PlayerId } from '../../corporate-war/vocabulary.js';
import { isInt, isObj } from '../../kernel/input-checks.js';
import { err, ok, type Result } from '../../kernel/result.js';
import { fields, isHash, isPlayerId, versioned } from '../fields.js';
import type { RefereeIssue } from '../issues.js';

/** The format tag of an orders file. */
export const ORDERS_FILE_FORMAT = 'simulturn/referee-orders';
/** The version of the orders file's format. */
export const ORDERS_FILE_VERSION = 1;

/** What an orders file holds. */
export interface OrdersFile {
  readonly format: typeof ORDERS_FILE_FORMAT;
  readonly version: typeof ORDERS_FILE_VERSION;
  readonly player: PlayerId;
  readonly day: number;
  /** The `stateHash` of the dawn the orders were checked against. */
  readonly stateHash: string;
  /** How the player sent them: an order sheet, or JSON. */
  readonly source: 'sheet' | 'json';
  /** The text the player sent, as it was. */
  readonly text: string;
  /** The orders, in the form `checkOrders` reads. */
  readonly orders: readonly OrderInput[];
}

const ORDER_FIELDS = new Set(['soldier', 'soldiers', 'group', 'to', 'via']);

/** Whether a value is one order in `checkOrders`'s raw form, with fields of the right kinds. */
export function isOrderInput(o: unknown): o is OrderInput {
  if (!isObj(o) || !Object.keys(o).every((k) => ORDER_FIELDS.has(k))) return false;
  const named = ['soldier', 'soldiers', 'group'].filter((k) => o[k] !== undefined);
  return (
    named.length === 1 &&
    (o.soldier === undefined || typeof o.soldier === 'string') &&
    (o.soldiers === undefined ||
      (Array.isArray(o.soldiers) && o.soldiers.every((s: unknown) => typeof s === 'string'))) &&
    (o.group === undefined || typeof o.group === 'string') &&
    typeof o.to === 'string' &&
    (o.via === undefined || typeof o.via === 'string')
  );
}

/** Checks an orders file's JSON. */
export function parseOrdersFile(raw: unknown): Result<OrdersFile, RefereeIssue[]> {
  const doc = versioned(raw, ORDERS_FILE_FORMAT, ORDERS_FILE_VERSION);
  if (!doc.ok) return doc;
  const o = doc.value;
  const f = fields();
  if (!isPlayerId(o.player)) f.bad(['player'], 'a player id');
  if (!isInt(o.day, 1, 1_000_000)) f.bad(['day'], 'a day number from 1');
  if (!isHash(o.stateHash)) f.bad(['stateHash'], 'the hash of a dawn');
  if (o.source !== 'sheet' && o.source !== 'json') f.bad(['source'], '"sheet" or "json"');
  if (typeof o.text !== 'string') f.bad(['text'], 'the text the player sent');
  if (!Array.isArray(o.orders)) f.bad(['orders'], 'a list of orders');
  else o.orders.forEach((x: unknown, i: number) => isOrderInput(x) || f.bad(['orders', i], 'an order'));
  if (f.issues.length > 0) return err(f.issues);
  return ok(o as unknown as OrdersFile);
}

/** An orders file's content. */
export function makeOrdersFile(
  player: PlayerId,
  day: number,
  stateHash: string,
  source: OrdersFile['source'],
  text: string,
  orders: readonly OrderInput[],
): OrdersFile {
  return {
    format: ORDERS_FILE_FORMAT,
    version: ORDERS_FILE_VERSION,
    player,
    day,
    stateHash,
    source,
    text,
    orders: orders.map(cleanOrder),
  };
}

/** An order with only its own fields, in a fixed order, so that equal orders are written alike. */
function cleanOrder(o: OrderInput): OrderInput {
  const target = { to: o.to, ...(o.via !== undefined ? { via: o.via } : {}) };
  if (o.soldier !== undefined) return { soldier: o.soldier, ...target };
  if (o.soldiers !== undefined) return { soldiers: [...o.soldiers], ...target };
  return { group: o.group, ...target };
}
