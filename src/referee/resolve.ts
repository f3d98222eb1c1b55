/**
 * `resolve`: once every awaited human player's orders are in (or, forced, without the
 * missing ones, whose keys stay missing: K2), the computer
 * players' orders are chosen from their views with `botRng(seed, player, step)`, and the
 * game resolves the step with the arrival order (K2): the human players by receipt
 * number, then the computer players in seat order, whose orders are made at resolve.
 *
 * The commit protocol: every file of the new step first, each atomically (the next
 * dawn's state and sheets, every player's report, the archive), then `game.json`, naming
 * the new dawn, replaces the old one atomically: that rename is the one instant the step
 * becomes resolved. A resolve killed before it leaves the game at the old step, with
 * files that nothing reads and that the next resolve writes again, identical. A resolve
 * of a step already resolved does nothing and says so.
 */
import { rmSync } from 'node:fs';
import type { GameRegistry } from '../kernel/game/registry.js';
import { botRng } from '../kernel/match.js';
import { err, ok, type Result } from '../kernel/result.js';
import { awaitedHumans, stepDawnFiles } from './dawn.js';
import { type ArchiveRecord, type Dialect, type FolderGame, unitOf } from './dialect.js';
import { DEFAULT_ENV, exclusive, type PlannedFile, type RefereeEnv, writeAll } from './env.js';
import { jsonText } from './fields.js';
import { layoutEntry } from './folder.js';
import { type RefereeProblem, refereeIssue } from './issues.js';
import { at, GAME_FILE } from './layout.js';
import { type LoadedStepGame, loadStepGame, stepHumans } from './load.js';
import { STEP_DIALECT } from './step-dialect.js';

/** How to resolve. */
export interface StepResolveOptions {
  /** Resolve even if some awaited human players' orders are missing. */
  readonly force?: boolean;
  /** The step meant; a step already resolved is then not resolved again (default: the current step). */
  readonly step?: number;
  /** The dialects the folder may be written in (default: games named by step). */
  readonly dialects?: readonly Dialect[];
  /** K10: when the next step's orders are due (UTC, as `readDeadline` gives it); kept unless the game ends. */
  readonly deadline?: string;
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
      /** The outcome as `game.json` records it (the dialect's form), or null. */
      readonly outcome: unknown;
      /** The files written, in the game's folder, `game.json` last. */
      readonly files: readonly string[];
    }
  | { readonly kind: 'already-resolved'; readonly step: number; readonly current: number };

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
      const detail = g.dialect.unknownBot(g.game, seat.player, seat.bot);
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
  g: Pick<FolderGame, 'game'>,
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
    const loaded = loadStepGame(dir, games, options.dialects ?? [STEP_DIALECT]);
    if (!loaded.ok) return loaded;
    const g = loaded.value;
    const d = g.dialect;
    const unit = unitOf(d);
    const current = g.file.step;
    const step = options.step ?? current;
    if (step < current) return ok({ kind: 'already-resolved', step, current });
    if (step > current)
      return err([refereeIssue('referee/day-not-reached', { day: step, current, ...unit })]);
    if (g.file.outcome !== null)
      return err([refereeIssue('referee/game-over', { day: d.overAt(g), ...unit })]);
    const humans = stepHumans(g.file);
    const missing = awaitedHumans(g.game, g.state, humans).filter((p) => !g.orders.has(p));
    if (missing.length > 0 && options.force !== true) {
      return err([refereeIssue('referee/waiting', { day: step, missing, ...unit })]);
    }
    const of = ordersOfStep(g);
    if (!of.ok) return of;
    const resolved = resolveArchived(g, g.state, of.value.orders, of.value.arrival);
    const next = resolved.state;
    const nextStep = g.game.step(next);
    const over = g.game.outcome(next) !== null;
    const dawn = stepDawnFiles(d, g.game, next, over ? [] : humans);
    const files: PlannedFile[] = [...dawn.files];
    const reports = g.game.reports(resolved);
    for (const seat of g.file.seats) {
      if (!Object.hasOwn(reports, seat.player)) continue;
      files.push(...d.reportFiles(g.game, next, seat.player, step, reports[seat.player]));
    }
    // K5: what the step made public, for everyone, beside the private reports.
    const post = g.game.publicReport?.(resolved);
    if (post !== undefined && d.publicFiles !== undefined) files.push(...d.publicFiles(g.game, step, post));
    const archive: ArchiveRecord = {
      step,
      before: g.hash,
      after: dawn.hash,
      next: nextStep,
      awaited: [...g.game.awaiting(g.state).players],
      orders: of.value.orders,
      arrival: of.value.arrival,
    };
    files.push({ path: d.paths.archive(step), text: jsonText(d.archiveFile(archive, resolved)) });
    if (over) {
      // Sheets an earlier, interrupted resolve of this step may have written for a step that will not come.
      for (const p of humans) {
        const there = layoutEntry(dir, d.paths.sheet(p, nextStep));
        if (!there.ok) return err([there.error]);
        if (there.value === 'present') rmSync(at(dir, d.paths.sheet(p, nextStep)));
      }
    }
    const deadline = over || options.deadline === undefined ? {} : { deadline: options.deadline };
    const dawns = [...g.file.dawns, { step: nextStep, hash: dawn.hash, ...deadline }];
    const file = d.gameFile(g.game, { seed: g.file.seed, seats: g.file.seats, dawns }, next);
    // The commit: game.json last.
    files.push({ path: GAME_FILE, text: jsonText(file) });
    const written = writeAll(dir, files, env);
    if (!written.ok) return written;
    const outcome = d.outcomeOf(g.game, next);
    return ok({ kind: 'resolved', step, next: nextStep, missing, outcome, files: files.map((f) => f.path) });
  });
}
