/**
 * `resolve`: the day is resolved once every human player's orders are in (or, forced,
 * without the missing ones: their soldiers stay). The computer players' orders are
 * computed now, from their views, with the generator `botRng(seed, player, day)`, so the
 * same day always resolves to the same files.
 *
 * The commit protocol: every file of the new day is written first, each atomically (the
 * next dawn's state, every player's report as JSON and Markdown, the archive, the human
 * players' sheets), and then `game.json`, naming the new dawn, replaces the old one
 * atomically: that rename is the one instant the day becomes resolved. A resolve killed
 * before it leaves the game at the old day, with files of the new day that nothing reads
 * and that the next resolve writes again, identical. A resolve of a day already resolved
 * does nothing and says so.
 */
import { rmSync } from 'node:fs';
import { DEFAULT_BOTS } from '../corporate-war/bots/registry.js';
import type { OrderInput } from '../corporate-war/orders.js';
import { renderReport } from '../corporate-war/render.js';
import { resolveDay } from '../corporate-war/resolve-day.js';
import type { GameState, Outcome } from '../corporate-war/state.js';
import { playerView } from '../corporate-war/view.js';
import type { PlayerId } from '../corporate-war/vocabulary.js';
import { botRng } from '../kernel/match.js';
import { err, ok, type Result } from '../kernel/result.js';
import { dawnText, sheetOf } from './dawn.js';
import { ARCHIVE_FILE_FORMAT, ARCHIVE_FILE_VERSION, type ArchiveFile, makeReportFile } from './day-files.js';
import { DEFAULT_ENV, exclusive, type PlannedFile, type RefereeEnv, writeAll } from './env.js';
import { jsonText } from './fields.js';
import { layoutEntry } from './folder.js';
import { gameFileOf, humans } from './game-file.js';
import { type RefereeProblem, refereeIssue } from './issues.js';
import { archiveFile, at, GAME_FILE, reportFile, sheetFile, stateFile } from './layout.js';
import { displayNames, type LoadedGame, loadGame } from './load.js';

/** How to resolve. */
export interface ResolveOptions {
  /** Resolve even if some human players' orders are missing: their soldiers stay. */
  readonly force?: boolean;
  /** The day meant; a day already resolved is then not resolved again (default: the current day). */
  readonly day?: number;
}

/** What `resolveGameDay` did. */
export type Resolution =
  | {
      readonly kind: 'resolved';
      readonly day: number;
      /** The human players whose orders were missing (with `force`). */
      readonly missing: readonly PlayerId[];
      readonly outcome: Outcome | null;
      /** The files written, in the game's folder, `game.json` last. */
      readonly files: readonly string[];
    }
  | { readonly kind: 'already-resolved'; readonly day: number; readonly current: number };

/** Every player's orders for the day: human players' accepted ones, computer players' chosen now. */
function ordersOfDay(
  g: LoadedGame,
  env: RefereeEnv,
): Result<Record<PlayerId, readonly OrderInput[] | null>, RefereeProblem[]> {
  const out: Record<PlayerId, readonly OrderInput[] | null> = {};
  for (const seat of g.game.seats) {
    if (seat.bot === null) {
      out[seat.player] = g.orders.get(seat.player)?.orders ?? null;
      continue;
    }
    const bots = env.bots ?? DEFAULT_BOTS;
    const entry = Object.hasOwn(bots, seat.bot) ? bots[seat.bot] : undefined;
    if (entry === undefined) {
      const detail = `${seat.player} is played by the bot "${seat.bot}", which this referee does not know`;
      return err([refereeIssue('referee/mismatch', { file: at(g.dir, GAME_FILE), detail })]);
    }
    const view = playerView(g.state, seat.player)!;
    const chosen = entry.bot(view, botRng(g.game.seed, seat.player, g.game.day));
    // As JSON, so that the archive holds exactly what was resolved.
    out[seat.player] = JSON.parse(JSON.stringify(chosen ?? [])) as OrderInput[];
  }
  return ok(out);
}

/** The files of the new day, `game.json` excepted. */
function dayFiles(
  g: LoadedGame,
  orders: Record<PlayerId, readonly OrderInput[] | null>,
): { files: PlannedFile[]; next: GameState; hash: string } {
  const day = g.game.day;
  const given: Record<PlayerId, readonly OrderInput[]> = {};
  for (const [p, o] of Object.entries(orders)) if (o !== null) given[p] = o;
  const result = resolveDay(g.state, given);
  const next = result.state;
  const dawn = dawnText(next);
  const names = displayNames(next);
  const files: PlannedFile[] = [{ path: stateFile(next.day), text: dawn.text }];
  for (const seat of g.game.seats) {
    const report = result.reports[seat.player]!;
    const markdown = renderReport(report, { format: 'markdown', names });
    files.push(
      {
        path: reportFile(seat.player, day, 'json'),
        text: jsonText(makeReportFile(seat.player, day, report, markdown)),
      },
      { path: reportFile(seat.player, day, 'md'), text: markdown },
    );
  }
  const archive: ArchiveFile = {
    format: ARCHIVE_FILE_FORMAT,
    version: ARCHIVE_FILE_VERSION,
    day,
    before: g.hash,
    after: dawn.hash,
    orders,
    trace: result.trace,
  };
  files.push({ path: archiveFile(day), text: jsonText(archive) });
  if (next.outcome === null) {
    for (const p of humans(g.game)) files.push({ path: sheetFile(p, next.day), text: sheetOf(next, p) });
  }
  return { files, next, hash: dawn.hash };
}

/**
 * Resolves the current day of the game in `dir` (see the module's commit protocol).
 * @example
 * ```ts
 * const r = resolveGameDay('games/g1', { day: 3 });
 * if (r.ok && r.value.kind === 'already-resolved') console.log('nothing to do');
 * ```
 */
export function resolveGameDay(
  dir: string,
  options: ResolveOptions = {},
  env: RefereeEnv = DEFAULT_ENV,
): Result<Resolution, RefereeProblem[]> {
  return exclusive<Resolution>(dir, env, () => {
    const loaded = loadGame(dir);
    if (!loaded.ok) return loaded;
    const g = loaded.value;
    const current = g.game.day;
    const day = options.day ?? current;
    if (day < current) return ok({ kind: 'already-resolved', day, current });
    if (day > current) return err([refereeIssue('referee/day-not-reached', { day, current })]);
    if (g.state.outcome !== null) {
      return err([refereeIssue('referee/game-over', { day: g.state.outcome.day })]);
    }
    const missing = humans(g.game).filter((p) => !g.orders.has(p));
    if (missing.length > 0 && options.force !== true) {
      return err([refereeIssue('referee/waiting', { day, missing })]);
    }
    const orders = ordersOfDay(g, env);
    if (!orders.ok) return orders;
    const { files, next, hash } = dayFiles(g, orders.value);
    if (next.outcome !== null) {
      // Sheets an earlier, interrupted resolve of this day may have written for a day that will not come.
      for (const p of humans(g.game)) {
        const there = layoutEntry(dir, sheetFile(p, next.day));
        if (!there.ok) return err([there.error]);
        if (there.value === 'present') rmSync(at(dir, sheetFile(p, next.day)));
      }
    }
    const game = gameFileOf(g.game.seed, g.game.seats, [...g.game.dawns, { day: next.day, hash }], next);
    // The commit: game.json last.
    files.push({ path: GAME_FILE, text: jsonText(game) });
    const written = writeAll(dir, files, env);
    if (!written.ok) return written;
    return ok({ kind: 'resolved', day, missing, outcome: next.outcome, files: files.map((f) => f.path) });
  });
}
