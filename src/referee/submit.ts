/**
 * `orders`: a human player sends its orders for the coming day, as an order sheet or as
 * JSON. They are checked against the player's current forces; every problem is answered
 * with its line and column, what is wrong and what would be valid.
 *
 * The referee refuses a submission with any problem whole, and stores nothing: the player
 * fixes the sheet and sends it again (a submission replaces the last one whole, so a
 * half-carried-out sheet would only surprise). Orders accepted earlier stand until then.
 * A sheet with no orders (an empty mail, a sheet sent back unedited) is refused too,
 * unless it says `no orders`: it would replace accepted orders with none by mistake.
 */

import { checkOrderSheet, describeSheetResult } from '../corporate-war/order-sheet/sheet.js';
import type { OrderInput } from '../corporate-war/orders.js';
import type { PlayerId } from '../corporate-war/vocabulary.js';
import { err, ok, type Result } from '../kernel/result.js';
import { DEFAULT_ENV, exclusive, type RefereeEnv, writeAll } from './env.js';
import { jsonText } from './fields.js';
import { type RefereeProblem, refereeIssue } from './issues.js';
import { readJsonOrders } from './json-orders.js';
import { ordersFile } from './layout.js';
import { MAX_ORDERS_TEXT } from './limits.js';
import { type LoadedGame, loadGame, seatNamed } from './load.js';
import { makeOrdersFile, type OrdersFile } from './orders-file.js';

export { MAX_ORDERS_BYTES, MAX_ORDERS_TEXT } from './limits.js';

/** The problem of a sheet that gives no orders without saying so. */
const NO_ORDERS_PROBLEM =
  'line 1, column 1: the sheet gives no orders; to give none on purpose (every soldier stays ' +
  'where he is, CW-5.4), write a line "no orders"';

/** The referee's answer to a submission. */
export type Submission =
  | {
      readonly accepted: true;
      readonly player: PlayerId;
      readonly day: number;
      /** What was stored. */
      readonly file: OrdersFile;
      /** Whether earlier orders for the day were replaced. */
      readonly replaced: boolean;
      /** What each accepted order will do, in words. */
      readonly summary: string;
    }
  | {
      readonly accepted: false;
      readonly player: PlayerId;
      readonly day: number;
      /** Every problem, each starting with its line and column. */
      readonly problems: readonly string[];
      /** Whether orders accepted earlier for the day still stand. */
      readonly kept: boolean;
    };

/** The seat of `player`, checked to be a human player's in a game that goes on. */
export function humanSeat(loaded: LoadedGame, player: PlayerId): Result<void, RefereeProblem[]> {
  const seat = loaded.game.seats.find((s) => s.player === player);
  if (seat === undefined) {
    const players = loaded.game.seats.map((s) => s.player);
    return err([refereeIssue('referee/unknown-player', { player, players })]);
  }
  if (seat.bot !== null) return err([refereeIssue('referee/bot-seat', { player, bot: seat.bot })]);
  return ok(undefined);
}

/** Whether text sent as orders is JSON: its first character other than blanks opens a list or an object. */
export const looksLikeJson = (text: string): boolean => /^\s*[[{]/.test(text);

/** Checks orders against the game without storing them. */
export function checkSubmission(
  loaded: LoadedGame,
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

/**
 * Takes a human player's orders for the current day (a sheet, or JSON), checks them
 * against its forces and, if there is no problem, stores them in place of any earlier
 * ones. Fails only when the game cannot be used (damaged, locked, over) or the player
 * is not a human player of it; refused orders are a `Submission` with its problems.
 * `options.wait`: how long to wait for the folder's lock while another command holds it,
 * in milliseconds (default 0: `lock/held` at once).
 */
export function submitOrders(
  dir: string,
  player: PlayerId,
  text: string,
  env: RefereeEnv = DEFAULT_ENV,
  options: { readonly wait?: number } = {},
): Result<Submission, RefereeProblem[]> {
  return exclusive<Submission>(
    dir,
    env,
    () => {
      const loaded = loadGame(dir);
      if (!loaded.ok) return loaded;
      const g = loaded.value;
      // As a person writes it: PsiCorps, psicorps, Orchid Inc (issue 15).
      player = seatNamed(g, player);
      const seat = humanSeat(g, player);
      if (!seat.ok) return seat;
      if (g.state.outcome !== null) {
        return err([refereeIssue('referee/game-over', { day: g.state.outcome.day })]);
      }
      const day = g.game.day;
      const earlier = g.orders.has(player);
      const checked = checkSubmission(g, player, text);
      if (checked.problems.length > 0) {
        return ok({ accepted: false, player, day, problems: checked.problems, kept: earlier });
      }
      const file = makeOrdersFile(player, day, g.hash, checked.source, text, checked.orders);
      const written = writeAll(dir, [{ path: ordersFile(day, player), text: jsonText(file) }], env);
      if (!written.ok) return written;
      return ok({ accepted: true, player, day, file, replaced: earlier, summary: checked.summary });
    },
    options,
  );
}
