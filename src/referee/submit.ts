/**
 * `orders`: an awaited human player sends its orders for the current step, as the game's
 * text sheet or as JSON, checked by the folder's dialect. Any problem refuses them whole
 * and stores nothing (a sheet is one plan: carrying out half of it could do what the
 * player never meant); accepted orders replace earlier ones whole and take the next
 * receipt number (K2), which gives the step its arrival order.
 */

import type { GameRegistry } from '../kernel/game/registry.js';
import { err, ok, type Result } from '../kernel/result.js';
import { type AcceptedOrders, type Dialect, unitOf } from './dialect.js';
import { DEFAULT_ENV, exclusive, type RefereeEnv, writeAll } from './env.js';
import { jsonText } from './fields.js';
import { type RefereeProblem, refereeIssue } from './issues.js';
import { type LoadedStepGame, loadStepGame, stepSeatNamed } from './load.js';
import { STEP_DIALECT } from './step-dialect.js';

/** The referee's answer to a submission for a step. */
export type StepSubmission =
  | {
      readonly accepted: true;
      readonly player: string;
      readonly step: number;
      /** What was stored. */
      readonly file: AcceptedOrders;
      /** Whether earlier orders for the step were replaced. */
      readonly replaced: boolean;
      /** The game's answer in words (its sheet's reply), or ''. */
      readonly summary: string;
    }
  | {
      readonly accepted: false;
      readonly player: string;
      readonly step: number;
      /** Every problem, in words. */
      readonly problems: readonly string[];
      /** Whether orders accepted earlier for the step still stand. */
      readonly kept: boolean;
    };

/** One more than every receipt number of the step's orders so far (K2). */
const nextReceipt = (g: LoadedStepGame): number =>
  1 + Math.max(0, ...[...g.orders.values()].map((o) => o.receipt));

/**
 * Takes an awaited human player's orders for the current step of the game in `dir`,
 * checks them and, without problems, stores them in place of earlier ones. Fails only when
 * the game cannot be used (damaged, locked, over), the player is not a human player of
 * it, or the step does not wait for it; refused orders are a `StepSubmission`.
 * `options.wait`: how long to wait for the folder's lock, in milliseconds (default 0).
 */
export function submitStepOrders(
  dir: string,
  games: GameRegistry,
  player: string,
  text: string,
  env: RefereeEnv = DEFAULT_ENV,
  options: { readonly wait?: number; readonly dialects?: readonly Dialect[] } = {},
): Result<StepSubmission, RefereeProblem[]> {
  return exclusive<StepSubmission>(
    dir,
    env,
    () => {
      const loaded = loadStepGame(dir, games, options.dialects ?? [STEP_DIALECT]);
      if (!loaded.ok) return loaded;
      const g = loaded.value;
      player = stepSeatNamed(g, player);
      const seat = g.file.seats.find((s) => s.player === player);
      if (seat === undefined) {
        return err([
          refereeIssue('referee/unknown-player', { player, players: g.file.seats.map((s) => s.player) }),
        ]);
      }
      if (seat.bot !== null) return err([refereeIssue('referee/bot-seat', { player, bot: seat.bot })]);
      const step = g.file.step;
      if (g.file.outcome !== null)
        return err([refereeIssue('referee/game-over', { day: g.dialect.overAt(g), ...unitOf(g.dialect) })]);
      const awaited = g.game.awaiting(g.state).players;
      if (!awaited.includes(player)) {
        return err([refereeIssue('referee/not-awaited', { player, step, awaited: [...awaited] })]);
      }
      const earlier = g.orders.has(player);
      const checked = g.dialect.check(g, player, text);
      if (checked.problems.length > 0) {
        return ok({ accepted: false, player, step, problems: checked.problems, kept: earlier });
      }
      // As JSON, so that the file holds exactly what will be resolved.
      const orders = JSON.parse(JSON.stringify(checked.orders ?? null)) as unknown;
      const receipt = nextReceipt(g);
      const file: AcceptedOrders = {
        player,
        step,
        stateHash: g.hash,
        receipt,
        source: checked.source,
        text,
        orders,
      };
      const path = g.dialect.paths.orders(step, player);
      const written = writeAll(dir, [{ path, text: jsonText(g.dialect.ordersFile(file)) }], env);
      if (!written.ok) return written;
      return ok({ accepted: true, player, step, file, replaced: earlier, summary: checked.summary });
    },
    options,
  );
}
