/**
 * Orders sent as JSON instead of a sheet: the raw form `checkOrders` reads (a list of
 * `{soldier | soldiers | group, to, via?}`). Every problem is placed on a line and column
 * like a sheet's: a syntax error where the text goes wrong, an order's issue where that
 * order starts.
 */
import type { OrderInput } from '../../corporate-war/orders.js';
import { checkOrders, type ValidatedOrders } from '../../corporate-war/orders.js';
import type { GameState } from '../../corporate-war/state.js';
import type { PlayerId } from '../../corporate-war/vocabulary.js';
import { type RefereeIssue, refereeIssue } from '../issues.js';
import { foundAt, type Place, placesOf, scanJson } from '../json-scan.js';
import { isOrderInput } from './orders-file.js';

export { type Place, placesOf, scanJson } from '../json-scan.js';

/** What was read from JSON orders. */
export interface JsonOrdersReading {
  /** The orders, when the text is JSON. */
  readonly orders: readonly OrderInput[];
  /** The line of each order. */
  readonly lines: readonly number[];
  /** `checkOrders` of the orders, or null when the text is not JSON. */
  readonly validated: ValidatedOrders | null;
  /** Every problem, each message starting with its line and column. */
  readonly problems: readonly string[];
}

/** Reads orders sent as JSON and checks them against the player's forces. Never throws. */
export function readJsonOrders(text: string, state: GameState, player: PlayerId): JsonOrdersReading {
  const scan = scanJson(text);
  if (scan.error !== null) {
    const p = placesOf(text, [scan.error.index])[0]!;
    const issue: RefereeIssue = refereeIssue('referee/orders-json', {
      ...p,
      detail: `expected ${scan.error.expected}, found ${foundAt(text, scan.error.index)}`,
    });
    return { orders: [], lines: [], validated: null, problems: [issue.message] };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    // The scan and the parser agree on what JSON is; this is for what the scan cannot see (size).
    const detail = e instanceof Error ? e.message : String(e);
    return { orders: [], lines: [], validated: null, problems: [`line 1, column 1: ${detail}`] };
  }
  const starts = placesOf(text, scan.elements);
  const at = (order: number): Place => starts[order] ?? { line: 1, column: 1 };
  const validated = checkOrders(state, player, raw, state.rules);
  const problems: string[] = validated.issues.map((i) => `line 1, column 1: ${i.message}`);
  for (const o of validated.outcomes) {
    const p = at(o.order);
    for (const i of o.issues) {
      const field = i.path.slice(1).map(String).join('.');
      problems.push(
        `line ${p.line}, column ${p.column}: order ${o.order + 1}${field === '' ? '' : ` (${field})`}: ${i.message}`,
      );
    }
  }
  const list = Array.isArray(raw) ? (raw as unknown[]) : [];
  const orders = list.filter(isOrderInput);
  if (problems.length === 0 && orders.length !== list.length) {
    problems.push('line 1, column 1: every order must be {soldier | soldiers | group, to, via?}');
  }
  return { orders, lines: orders.map((_, k) => at(k).line), validated, problems };
}
