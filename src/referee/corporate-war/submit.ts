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

import type { PlayerId } from '../../corporate-war/vocabulary.js';
import { ok, type Result } from '../../kernel/result.js';
import { DEFAULT_ENV, type RefereeEnv } from '../env.js';
import type { RefereeProblem } from '../issues.js';
import { submitStepOrders } from '../submit.js';
import { DAY_DIALECT_ONLY, NO_GAMES } from './day-dialect.js';
import type { OrdersFile } from './orders-file.js';

export { MAX_ORDERS_BYTES, MAX_ORDERS_TEXT } from '../limits.js';
export { checkSubmission, looksLikeJson } from './day-check.js';

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
  const r = submitStepOrders(dir, NO_GAMES, player, text, env, { ...options, dialects: DAY_DIALECT_ONLY });
  if (!r.ok) return r;
  const { step: day, ...s } = r.value;
  return ok(s.accepted ? { ...s, day, file: s.file as unknown as OrdersFile } : { ...s, day });
}
