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

/** A player's orders for the current step, as `submitStepOrders` and `submitStepOrdersMany` take them. */
export interface StepOrdersText {
  /** The player (a seat's name, in any case). */
  readonly player: string;
  /** The game's text sheet or JSON. */
  readonly text: string;
}

/**
 * Checks one submission against the loaded game: a refusal, a problem that stops the
 * command (the player is not a human player, or not awaited), or the orders file to write.
 */
function checkSubmission(
  g: LoadedStepGame,
  awaited: ReadonlySet<string>,
  seats: ReadonlyMap<string, string | null>,
  given: StepOrdersText,
  receipt: number,
): Result<StepSubmission & { path?: string; json?: string }, RefereeProblem[]> {
  // A seat's own name needs no search of the seats (a batch names thousands).
  const player = seats.has(given.player) ? given.player : stepSeatNamed(g, given.player);
  const { text } = given;
  const step = g.file.step;
  const bot = seats.get(player);
  if (bot === undefined) {
    return err([
      refereeIssue('referee/unknown-player', { player, players: g.file.seats.map((s) => s.player) }),
    ]);
  }
  if (bot !== null) return err([refereeIssue('referee/bot-seat', { player, bot })]);
  if (g.file.outcome !== null)
    return err([refereeIssue('referee/game-over', { day: g.dialect.overAt(g), ...unitOf(g.dialect) })]);
  if (!awaited.has(player)) {
    return err([refereeIssue('referee/not-awaited', { player, step, awaited: [...awaited] })]);
  }
  const earlier = g.orders.has(player);
  const checked = g.dialect.check(g, player, text);
  if (checked.problems.length > 0) {
    return ok({ accepted: false, player, step, problems: checked.problems, kept: earlier });
  }
  // As JSON, so that the file holds exactly what will be resolved.
  const orders = JSON.parse(JSON.stringify(checked.orders ?? null)) as unknown;
  const file: AcceptedOrders = {
    player,
    step,
    stateHash: g.hash,
    receipt,
    source: checked.source,
    text,
    orders,
  };
  return ok({
    accepted: true,
    player,
    step,
    file,
    replaced: earlier,
    summary: checked.summary,
    path: g.dialect.paths.orders(step, player),
    json: jsonText(g.dialect.ordersFile(file)),
  });
}

/**
 * Takes awaited human players' orders for the current step of the game in `dir`, in the
 * order given, with the game loaded once: each checked and, without problems, stored in
 * place of earlier ones with the next receipt number (K2), as if each had been sent by
 * `submitStepOrders` in turn (a player named twice: its later orders stand, with the
 * later receipt). What a referee does with a mailbox of sheets: for thousands of players,
 * one load of the game instead of one a sheet. Fails, storing nothing, when the game
 * cannot be used or any player is not an awaited human player of it; refused orders are
 * answers in the list, in the order given.
 */
export function submitStepOrdersMany(
  dir: string,
  games: GameRegistry,
  submissions: readonly StepOrdersText[],
  env: RefereeEnv = DEFAULT_ENV,
  options: { readonly wait?: number; readonly dialects?: readonly Dialect[] } = {},
): Result<StepSubmission[], RefereeProblem[]> {
  return withSeats<StepSubmission[]>(dir, games, env, options, (g, awaited, seats) => {
    let receipt = nextReceipt(g);
    const answers: StepSubmission[] = [];
    const files = new Map<string, string>();
    const accepted = new Set(g.orders.keys());
    for (const given of submissions) {
      const r = checkSubmission(g, awaited, seats, given, receipt);
      if (!r.ok) return r;
      const { path, json, ...answer } = r.value;
      if (answer.accepted) {
        receipt++;
        // A player's earlier orders in this batch are replaced too.
        answers.push({ ...answer, replaced: accepted.has(answer.player) });
        accepted.add(answer.player);
        files.delete(path as string);
        files.set(path as string, json as string);
      } else answers.push({ ...answer, kept: accepted.has(answer.player) });
    }
    const written = writeAll(
      dir,
      [...files].map(([path, text]) => ({ path, text })),
      env,
    );
    return written.ok ? ok(answers) : written;
  });
}

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
  return withSeats<StepSubmission>(dir, games, env, options, (g, awaited, seats) => {
    const r = checkSubmission(g, awaited, seats, { player, text }, nextReceipt(g));
    if (!r.ok) return r;
    const { path, json, ...answer } = r.value;
    if (!answer.accepted) return ok(answer);
    const written = writeAll(dir, [{ path: path as string, text: json as string }], env);
    return written.ok ? ok(answer) : written;
  });
}

/**
 * Runs `work` on the game in `dir` with its folder held (K2), the players its step awaits
 * and each seat's bot (null for a person's), as both ways of taking orders need them.
 */
function withSeats<T>(
  dir: string,
  games: GameRegistry,
  env: RefereeEnv,
  options: { readonly wait?: number; readonly dialects?: readonly Dialect[] },
  work: (
    g: LoadedStepGame,
    awaited: ReadonlySet<string>,
    seats: ReadonlyMap<string, string | null>,
  ) => Result<T, RefereeProblem[]>,
): Result<T, RefereeProblem[]> {
  return exclusive<T>(
    dir,
    env,
    () => {
      const loaded = loadStepGame(dir, games, options.dialects ?? [STEP_DIALECT]);
      if (!loaded.ok) return loaded;
      const g = loaded.value;
      const awaited = new Set(g.game.awaiting(g.state).players);
      const seats = new Map(g.file.seats.map((s) => [s.player, s.bot]));
      return work(g, awaited, seats);
    },
    options,
  );
}
