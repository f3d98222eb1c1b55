/**
 * Checking a Corporate War player's orders for the coming day without storing them: an
 * order sheet, or JSON (text whose first character opens a list or an object). Every
 * problem is placed on its line and column, with what is wrong and what would be valid.
 * A sheet with no orders is refused unless it says `no orders`: sent by mistake (an
 * empty mail, a sheet sent back unedited), it would replace accepted orders with none.
 */
import { checkOrderSheet, describeSheetResult } from '../../corporate-war/order-sheet/sheet.js';
import type { OrderInput } from '../../corporate-war/orders.js';
import type { GameState } from '../../corporate-war/state.js';
import type { PlayerId } from '../../corporate-war/vocabulary.js';
import { MAX_ORDERS_TEXT } from '../limits.js';
import { readJsonOrders } from './json-orders.js';
import type { OrdersFile } from './orders-file.js';

/** The problem of a sheet that gives no orders without saying so. */
const NO_ORDERS_PROBLEM =
  'line 1, column 1: the sheet gives no orders; to give none on purpose (every soldier stays ' +
  'where he is, CW-5.4), write a line "no orders"';

/** Whether text sent as orders is JSON: its first character other than blanks opens a list or an object. */
export const looksLikeJson = (text: string): boolean => /^\s*[[{]/.test(text);

/** Checks orders against the game without storing them. */
export function checkSubmission(
  loaded: { readonly state: GameState },
  player: PlayerId,
  text: string,
): {
  source: OrdersFile['source'];
  orders: readonly OrderInput[];
  problems: readonly string[];
  summary: string;
} {
  const state = loaded.state;
  if (text.length > MAX_ORDERS_TEXT) {
    const problem = `line 1, column 1: the orders are ${text.length} characters long; at most ${MAX_ORDERS_TEXT} are read`;
    return { source: 'sheet', orders: [], problems: [problem], summary: '' };
  }
  if (looksLikeJson(text)) {
    const r = readJsonOrders(text, state, player);
    const summary =
      r.validated === null
        ? ''
        : describeSheetResult({
            player,
            day: state.day,
            refused: false,
            orders: r.orders,
            lines: r.lines,
            validated: r.validated,
            issues: [],
            board: { rows: state.scenario.board.rows, cols: state.scenario.board.cols },
            saysNoOrders: false,
            prose: null,
          });
    return { source: 'json', orders: r.orders, problems: r.problems, summary };
  }
  const r = checkOrderSheet(text, state, player);
  const problems = r.issues.map((i) => i.message);
  if (problems.length === 0 && !r.refused && r.orders.length === 0 && !r.saysNoOrders) {
    problems.push(NO_ORDERS_PROBLEM);
  }
  return { source: 'sheet', orders: r.orders, problems, summary: describeSheetResult(r) };
}
