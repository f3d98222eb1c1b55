/**
 * `orders` for a game named by step: an awaited human player sends its orders for the
 * current step, as the game's text sheet (when it has one) or as JSON (always). Any
 * problem refuses them whole and stores nothing; accepted orders replace earlier ones
 * whole and take the next receipt number (K2), which gives the step its arrival order.
 */

import type { GameRegistry } from '../../kernel/game/registry.js';
import { formatPath } from '../../kernel/issue.js';
import { err, ok, type Result } from '../../kernel/result.js';
import { DEFAULT_ENV, exclusive, type RefereeEnv, writeAll } from '../env.js';
import { jsonText } from '../fields.js';
import { type RefereeProblem, refereeIssue } from '../issues.js';
import { foundAt, placesOf, scanJson } from '../json-scan.js';
import { MAX_ORDERS_TEXT } from '../limits.js';
import { stepOrdersFile } from './layout.js';
import { type LoadedStepGame, loadStepGame, stepSeatNamed } from './load.js';
import { makeStepOrdersFile, type StepOrdersFile } from './step-files.js';

/** The referee's answer to a submission for a step. */
export type StepSubmission =
  | {
      readonly accepted: true;
      readonly player: string;
      readonly step: number;
      /** What was stored. */
      readonly file: StepOrdersFile;
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

/** What checking a submission found: the raw orders, how they came, the problems and the game's reply. */
export interface CheckedStepOrders {
  readonly source: StepOrdersFile['source'];
  readonly orders: unknown;
  readonly problems: readonly string[];
  readonly summary: string;
}

/** JSON text: parsed, or its first problem placed on its line and column. */
function readJson(text: string): { orders: unknown; problem: string | null } {
  const scan = scanJson(text);
  if (scan.error !== null) {
    const p = placesOf(text, [scan.error.index])[0]!;
    const detail = `expected ${scan.error.expected}, found ${foundAt(text, scan.error.index)}`;
    return { orders: null, problem: refereeIssue('referee/orders-json', { ...p, detail }).message };
  }
  try {
    return { orders: JSON.parse(text) as unknown, problem: null };
  } catch (e) {
    return { orders: null, problem: `line 1, column 1: ${e instanceof Error ? e.message : String(e)}` };
  }
}

/** Checks a player's orders for the current step against the game, without storing them. */
export function checkStepSubmission(g: LoadedStepGame, player: string, text: string): CheckedStepOrders {
  if (text.length > MAX_ORDERS_TEXT) {
    const problem = `line 1, column 1: the orders are ${text.length} characters long; at most ${MAX_ORDERS_TEXT} are read`;
    return { source: 'json', orders: null, problems: [problem], summary: '' };
  }
  const sheet = g.game.orderSheet;
  // Games without a text sheet take JSON only; with one, text that opens a list or an object is JSON.
  if (sheet === undefined || /^\s*[[{]/.test(text)) {
    const read = readJson(text);
    if (read.problem !== null) return { source: 'json', orders: null, problems: [read.problem], summary: '' };
    const issues = g.game.checkOrders(g.state, player, read.orders).issues;
    const problems = issues.map((i) =>
      i.path.length === 0 ? i.message : `${formatPath(i.path)}: ${i.message}`,
    );
    return { source: 'json', orders: read.orders, problems, summary: '' };
  }
  const reply = sheet.read(text, g.state, player);
  // The sheet's own problems, then whatever the game's check still finds in the orders read.
  const problems = reply.issues.map((i) => i.message);
  if (problems.length === 0)
    problems.push(...g.game.checkOrders(g.state, player, reply.orders).issues.map((i) => i.message));
  return { source: 'sheet', orders: reply.orders, problems, summary: reply.reply };
}

/** One more than every receipt number of the step's orders so far (K2). */
const nextReceipt = (g: LoadedStepGame): number =>
  1 + Math.max(0, ...[...g.orders.values()].map((o) => o.receipt));

/**
 * Takes an awaited human player's orders for the current step of the game in `dir`,
 * checks them and, without problems, stores them in place of earlier ones. Fails only when
 * the game cannot be used (damaged, locked, over), the player is not a human player of
 * it, or the step does not wait for it; refused orders are a `StepSubmission`.
 */
export function submitStepOrders(
  dir: string,
  games: GameRegistry,
  player: string,
  text: string,
  env: RefereeEnv = DEFAULT_ENV,
  options: { readonly wait?: number } = {},
): Result<StepSubmission, RefereeProblem[]> {
  return exclusive<StepSubmission>(
    dir,
    env,
    () => {
      const loaded = loadStepGame(dir, games);
      if (!loaded.ok) return loaded;
      const g = loaded.value;
      player = stepSeatNamed(g.file, player);
      const seat = g.file.seats.find((s) => s.player === player);
      if (seat === undefined) {
        return err([
          refereeIssue('referee/unknown-player', { player, players: g.file.seats.map((s) => s.player) }),
        ]);
      }
      if (seat.bot !== null) return err([refereeIssue('referee/bot-seat', { player, bot: seat.bot })]);
      const step = g.file.step;
      if (g.file.outcome !== null)
        return err([refereeIssue('referee/game-over', { day: step, unit: 'step' })]);
      const awaited = g.game.awaiting(g.state).players;
      if (!awaited.includes(player)) {
        return err([refereeIssue('referee/not-awaited', { player, step, awaited: [...awaited] })]);
      }
      const earlier = g.orders.has(player);
      const checked = checkStepSubmission(g, player, text);
      if (checked.problems.length > 0) {
        return ok({ accepted: false, player, step, problems: checked.problems, kept: earlier });
      }
      // As JSON, so that the file holds exactly what will be resolved.
      const orders = JSON.parse(JSON.stringify(checked.orders ?? null)) as unknown;
      const file = makeStepOrdersFile(player, step, g.hash, nextReceipt(g), checked.source, text, orders);
      const written = writeAll(dir, [{ path: stepOrdersFile(step, player), text: jsonText(file) }], env);
      if (!written.ok) return written;
      return ok({ accepted: true, player, step, file, replaced: earlier, summary: checked.summary });
    },
    options,
  );
}
