/**
 * `resolve` for a game named by step: once every awaited human player's orders are in
 * (or, forced, without the missing ones, whose keys stay missing: K2), the computer
 * players' orders are chosen from their views with `botRng(seed, player, step)`, and the
 * game resolves the step with the arrival order (K2): the human players by receipt
 * number, then the computer players in seat order, whose orders are made at resolve.
 *
 * The commit protocol is Corporate War's (`../resolve.ts`): every file of the new step
 * first, each atomically, then `game.json` naming the new dawn. A resolve killed before
 * that rename leaves the game at the old step; the next one writes the same files again.
 */
import { rmSync } from 'node:fs';
import type { GameOutcome } from '../../kernel/game/contract.js';
import type { GameRegistry } from '../../kernel/game/registry.js';
import { botRng } from '../../kernel/match.js';
import { err, ok, type Result } from '../../kernel/result.js';
import { DEFAULT_ENV, exclusive, type PlannedFile, type RefereeEnv, writeAll } from '../env.js';
import { jsonText } from '../fields.js';
import { layoutEntry } from '../folder.js';
import { type RefereeProblem, refereeIssue } from '../issues.js';
import { at, GAME_FILE } from '../layout.js';
import { awaitedHumans, stepDawnFiles } from './dawn.js';
import { stepGameFileOf } from './game-file.js';
import { stepArchiveFile, stepReportFile, stepSheetFile } from './layout.js';
import { type LoadedStepGame, loadStepGame, stepHumans } from './load.js';
import {
  makeStepReportFile,
  STEP_ARCHIVE_FORMAT,
  STEP_FILES_VERSION,
  type StepArchiveFile,
} from './step-files.js';

/** How to resolve. */
export interface StepResolveOptions {
  /** Resolve even if some awaited human players' orders are missing. */
  readonly force?: boolean;
  /** The step meant; a step already resolved is then not resolved again (default: the current step). */
  readonly step?: number;
}

/** What `resolveGameStep` did. */
export type StepResolution =
  | {
      readonly kind: 'resolved';
      readonly step: number;
      /** The step the game is at now. */
      readonly next: number;
      /** The awaited human players whose orders were missing (with `force`). */
      readonly missing: readonly string[];
      readonly outcome: GameOutcome | null;
      /** The files written, in the game's folder, `game.json` last. */
      readonly files: readonly string[];
    }
  | { readonly kind: 'already-resolved'; readonly step: number; readonly current: number };

/** A player's report as text: the game's rendering, or its JSON. */
export function reportText(g: Pick<LoadedStepGame, 'game'>, report: unknown): string {
  const text = g.game.renderReport?.(report) ?? JSON.stringify(report, null, 2);
  return text.endsWith('\n') ? text : `${text}\n`;
}

/** The orders of the step by awaited player (null: a human's missing) and their arrival order. */
function ordersOfStep(
  g: LoadedStepGame,
): Result<{ orders: Record<string, unknown>; arrival: string[] }, RefereeProblem[]> {
  const orders: Record<string, unknown> = {};
  const awaited = g.game.awaiting(g.state).players;
  const humans = [...g.orders.values()].sort((x, y) => x.receipt - y.receipt).map((o) => o.player);
  const bots: string[] = [];
  for (const seat of g.file.seats) {
    if (!awaited.includes(seat.player)) continue;
    if (seat.bot === null) {
      orders[seat.player] = g.orders.get(seat.player)?.orders ?? null;
      continue;
    }
    const entry = Object.hasOwn(g.game.bots, seat.bot) ? g.game.bots[seat.bot] : undefined;
    if (entry === undefined) {
      const detail = `${seat.player} is played by the bot "${seat.bot}", which ${g.game.title} does not have`;
      return err([refereeIssue('referee/mismatch', { file: at(g.dir, GAME_FILE), detail })]);
    }
    const chosen = entry.bot(
      g.game.view(g.state, seat.player),
      botRng(g.file.seed, seat.player, g.file.step),
    );
    // As JSON, so that the archive holds exactly what was resolved.
    orders[seat.player] = JSON.parse(JSON.stringify(chosen ?? [])) as unknown;
    bots.push(seat.player);
  }
  return ok({ orders, arrival: [...humans.filter((p) => awaited.includes(p)), ...bots] });
}

/** Resolves the step from archived orders: what `resolve` and `verify --replay` both do. */
export function resolveArchived(
  g: Pick<LoadedStepGame, 'game'>,
  state: unknown,
  orders: Readonly<Record<string, unknown>>,
  arrival: readonly string[],
) {
  // K2: a human whose orders were missing keeps its key missing, never `[]`.
  const given = Object.fromEntries(Object.entries(orders).filter(([, o]) => o !== null));
  return g.game.resolve(state, given, { arrival });
}

/**
 * Resolves the current step of the game in `dir` (see the module's commit protocol).
 * @example
 * ```ts
 * const r = resolveGameStep('games/t1', GAMES, { step: 3 });
 * if (r.ok && r.value.kind === 'already-resolved') console.log('nothing to do');
 * ```
 */
export function resolveGameStep(
  dir: string,
  games: GameRegistry,
  options: StepResolveOptions = {},
  env: RefereeEnv = DEFAULT_ENV,
): Result<StepResolution, RefereeProblem[]> {
  return exclusive<StepResolution>(dir, env, () => {
    const loaded = loadStepGame(dir, games);
    if (!loaded.ok) return loaded;
    const g = loaded.value;
    const current = g.file.step;
    const step = options.step ?? current;
    if (step < current) return ok({ kind: 'already-resolved', step, current });
    if (step > current)
      return err([refereeIssue('referee/day-not-reached', { day: step, current, unit: 'step' })]);
    if (g.file.outcome !== null)
      return err([refereeIssue('referee/game-over', { day: current, unit: 'step' })]);
    const humans = stepHumans(g.file);
    const missing = awaitedHumans(g.game, g.state, humans).filter((p) => !g.orders.has(p));
    if (missing.length > 0 && options.force !== true) {
      return err([refereeIssue('referee/waiting', { day: step, missing, unit: 'step' })]);
    }
    const of = ordersOfStep(g);
    if (!of.ok) return of;
    const resolved = resolveArchived(g, g.state, of.value.orders, of.value.arrival);
    const next = resolved.state;
    const nextStep = g.game.step(next);
    const outcome = g.game.outcome(next);
    const dawn = stepDawnFiles(g.game, next, outcome === null ? humans : []);
    const files: PlannedFile[] = [...dawn.files];
    const reports = g.game.reports(resolved);
    for (const seat of g.file.seats) {
      if (!Object.hasOwn(reports, seat.player)) continue;
      const report = JSON.parse(JSON.stringify(reports[seat.player] ?? null)) as unknown;
      const text = reportText(g, reports[seat.player]);
      files.push(
        {
          path: stepReportFile(seat.player, step, 'json'),
          text: jsonText(makeStepReportFile(seat.player, step, report, text)),
        },
        { path: stepReportFile(seat.player, step, 'txt'), text },
      );
    }
    const archive: StepArchiveFile = {
      format: STEP_ARCHIVE_FORMAT,
      version: STEP_FILES_VERSION,
      step,
      before: g.hash,
      after: dawn.hash,
      next: nextStep,
      awaited: [...g.game.awaiting(g.state).players],
      orders: of.value.orders,
      arrival: of.value.arrival,
    };
    files.push({ path: stepArchiveFile(step), text: jsonText(archive) });
    if (outcome !== null) {
      // Sheets an earlier, interrupted resolve of this step may have written for a step that will not come.
      for (const p of humans) {
        const there = layoutEntry(dir, stepSheetFile(p, nextStep));
        if (!there.ok) return err([there.error]);
        if (there.value === 'present') rmSync(at(dir, stepSheetFile(p, nextStep)));
      }
    }
    const file = stepGameFileOf(
      g.file.game,
      g.file.seed,
      g.file.seats,
      [...g.file.dawns, { step: nextStep, hash: dawn.hash }],
      outcome,
    );
    // The commit: game.json last.
    files.push({ path: GAME_FILE, text: jsonText(file) });
    const written = writeAll(dir, files, env);
    if (!written.ok) return written;
    return ok({ kind: 'resolved', step, next: nextStep, missing, outcome, files: files.map((f) => f.path) });
  });
}
