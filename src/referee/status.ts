/**
 * `status` and `report`: who the step waits for (K1) and whose orders are in, and a
 * player's report of a resolved step, as its text or its JSON.
 */

import { err, ok, type Result } from '../kernel/result.js';
import { awaitedHumans } from './dawn.js';
import { unitOf } from './dialect.js';
import { readLayoutJson, readLayoutText } from './folder.js';
import { type RefereeProblem, refereeIssue } from './issues.js';
import { at } from './layout.js';
import { type LoadedStepGame, stepHumans, stepSeatNamed } from './load.js';

/** One seat in the status. */
export interface StepSeatStatus {
  readonly player: string;
  /** The bot's name, or null for a human player. */
  readonly bot: string | null;
  /** Whether the current step waits for this seat's orders. */
  readonly awaited: boolean;
  /** For an awaited human player: its receipt number when its orders are in, else null. */
  readonly receipt: number | null;
  /**
   * K10: how many of the last steps that awaited this seat, one after another up to the
   * current one, went without its orders (resolved with `--force`); 0 for a computer
   * player. Sending orders, even none (`[]`), counts as acting; steps that did not await
   * the seat are passed over.
   */
  readonly idle: number;
}

/** A game's status. */
export interface StepGameStatus {
  readonly game: string;
  readonly title: string;
  /** The step whose orders are due. */
  readonly step: number;
  /** K10: when they are due (UTC), or null when no deadline was given. */
  readonly deadline: string | null;
  /** What kind of orders the step takes (K1). */
  readonly kind: string;
  readonly seats: readonly StepSeatStatus[];
  /** The awaited human players whose orders are not in. */
  readonly missing: readonly string[];
  /** The outcome as `game.json` records it (the dialect's form), or null. */
  readonly outcome: unknown;
}

/** The status of a loaded game. */
export function stepGameStatus(g: LoadedStepGame): StepGameStatus {
  const awaiting = g.game.awaiting(g.state);
  const idle = idleCounts(g);
  return {
    game: g.game.id,
    title: g.game.title,
    step: g.file.step,
    deadline: g.file.dawns[g.file.dawns.length - 1]!.deadline ?? null,
    kind: awaiting.kind,
    seats: g.file.seats.map((s) => ({
      player: s.player,
      bot: s.bot,
      awaited: awaiting.players.includes(s.player),
      receipt: g.orders.get(s.player)?.receipt ?? null,
      idle: idle[s.player] ?? 0,
    })),
    missing: awaitedHumans(g.game, g.state, stepHumans(g.file)).filter((p) => !g.orders.has(p)),
    outcome: g.file.outcome,
  };
}

/**
 * K10: each human seat's count of steps without its orders, read from the archives of the
 * resolved steps, the last first (an archive that cannot be read ends the count there;
 * `status` reports it). A seat's count stops at the last step it acted in.
 */
export function idleCounts(g: LoadedStepGame): Record<string, number> {
  const counts: Record<string, number> = {};
  const open = new Set(stepHumans(g.file));
  for (const p of open) counts[p] = 0;
  for (const step of resolvedSteps(g).reverse()) {
    if (open.size === 0) break;
    const a = readLayoutJson(g.dir, g.dialect.paths.archive(step), g.dialect.parseArchive);
    if (!a.ok) break;
    for (const p of [...open]) {
      if (!Object.hasOwn(a.value.orders, p)) continue;
      if (a.value.orders[p] === null) counts[p] = (counts[p] ?? 0) + 1;
      else open.delete(p);
    }
  }
  return counts;
}

/** The steps resolved so far, in order. */
export const resolvedSteps = (g: LoadedStepGame): number[] => g.file.dawns.slice(0, -1).map((d) => d.step);

/**
 * A player's report of a resolved step (default: the last one), as the text sent to the
 * player (checked against its JSON) or as the JSON report.
 */
export function readStepReport(
  g: LoadedStepGame,
  player: string,
  options: { readonly step?: number; readonly format?: 'text' | 'json' } = {},
): Result<string, RefereeProblem[]> {
  const d = g.dialect;
  const players = g.file.seats.map((s) => s.player);
  player = stepSeatNamed(g, player);
  if (!players.includes(player)) return err([refereeIssue('referee/unknown-player', { player, players })]);
  const steps = resolvedSteps(g);
  const current = g.file.step;
  const step = options.step ?? steps[steps.length - 1] ?? current;
  const noReport = () =>
    err([refereeIssue('referee/no-report', { player, day: step, current, ...unitOf(d) })]);
  if (!steps.includes(step)) return noReport();
  const jsonPath = d.paths.report(player, step, 'json');
  const json = readLayoutJson(g.dir, jsonPath, d.parseReport);
  // A step may tell some players nothing: no file is then no report.
  if (!json.ok)
    return !d.everySeatReported && json.error.some((p) => p.code === 'file/missing') ? noReport() : json;
  if (json.value.player !== player || json.value.step !== step) {
    const detail = `it is not ${player}'s report of ${d.unit} ${step}`;
    return err([refereeIssue('referee/mismatch', { file: at(g.dir, jsonPath), detail })]);
  }
  if (options.format === 'json') return ok(`${JSON.stringify(json.value.report, null, 2)}\n`);
  const textPath = d.paths.report(player, step, 'text');
  const text = readLayoutText(g.dir, textPath);
  if (!text.ok) return err([text.error]);
  if (!d.isReportText(text.value, json.value, g.state)) {
    const detail = `it is not the ${d.reportText} of ${at(g.dir, jsonPath)}`;
    return err([refereeIssue('referee/mismatch', { file: at(g.dir, textPath), detail })]);
  }
  return ok(text.value);
}
