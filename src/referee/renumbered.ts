/**
 * Folders of a game that has since counted its steps anew. Corporation's `step` was the
 * number of steps played, from 0, until its sheet, map, reports and contract were all
 * numbered from 1 (its `step` became the state's count + 1; the state itself is as it
 * was). A folder begun before names its files by the old count and records it in
 * `game.json`, its orders, reports and archives, so the state of its last dawn reads as a
 * step one higher than the dawn it is filed under, and the folder would not load.
 *
 * Such a folder is read through {@link renumbered}: the dialect it was written in with
 * every step number shifted, so the referee speaks the game's count today while the
 * folder keeps its own on disk (file names and the numbers in its files), and the files
 * it writes from then on follow the folder's count. Nothing is rewritten: the folder is
 * upgraded as it is loaded, each time, as a saved game of an earlier version is.
 */
import type { AnyGame } from '../kernel/game/contract.js';
import { ok } from '../kernel/result.js';
import type { Dialect, FolderFile } from './dialect.js';
import type { StepDawn } from './game-file.js';

/**
 * How much higher than a folder's own count each game's steps are counted now, for the
 * games that renumbered them: Corporation counts from 1 where it counted from 0.
 */
export const STEP_RENUMBERING: Readonly<Record<string, number>> = { corporation: 1 };

/** Dawns with their steps shifted by `by`. */
const shifted = (dawns: readonly StepDawn[], by: number): StepDawn[] =>
  dawns.map((d) => ({ ...d, step: d.step + by }));

/** `game.json` as the folder wrote it, in the game's count today. */
export const renumberedFile = (file: FolderFile, by: number): FolderFile => ({
  ...file,
  step: file.step + by,
  dawns: shifted(file.dawns, by),
});

/**
 * Whether the folder of `file` was written in an earlier count of `game`'s steps: the
 * game renumbered them, and the state of the folder's last dawn is, by the game's count
 * today, that much higher than the dawn it is filed under.
 */
export function renumberingOf(game: AnyGame, file: FolderFile, state: unknown): number {
  const by = STEP_RENUMBERING[game.id];
  return by !== undefined && game.step(state) === file.step + by ? by : 0;
}

/**
 * `d` for a folder whose own count is `by` lower than the game's: paths and the step
 * numbers files hold are the folder's, every step the engine sees the game's.
 */
export function renumbered(d: Dialect, by: number): Dialect {
  const own = (step: number) => step - by;
  return {
    ...d,
    paths: {
      state: (step) => d.paths.state(own(step)),
      orders: (step, player) => d.paths.orders(own(step), player),
      report: (player, step, kind) => d.paths.report(player, own(step), kind),
      sheet: (player, step) => d.paths.sheet(player, own(step)),
      archive: (step) => d.paths.archive(own(step)),
      ...(d.paths.public !== undefined ? { public: (step: number) => d.paths.public!(own(step)) } : {}),
    },
    parseGameFile: (raw) => {
      const f = d.parseGameFile(raw);
      return f.ok ? ok(renumberedFile(f.value, by)) : f;
    },
    gameFile: (game, head, state) => d.gameFile(game, { ...head, dawns: shifted(head.dawns, -by) }, state),
    parseOrders: (raw) => {
      const o = d.parseOrders(raw);
      return o.ok ? ok({ ...o.value, step: o.value.step + by }) : o;
    },
    ordersFile: (o) => d.ordersFile({ ...o, step: own(o.step) }),
    reportFiles: (game, state, player, step, report) => d.reportFiles(game, state, player, own(step), report),
    parseReport: (raw) => {
      const r = d.parseReport(raw);
      return r.ok ? ok({ ...r.value, step: r.value.step + by }) : r;
    },
    ...(d.publicFiles !== undefined
      ? { publicFiles: (game: AnyGame, step: number, post: unknown) => d.publicFiles!(game, own(step), post) }
      : {}),
    archiveFile: (a, resolved) => d.archiveFile({ ...a, step: own(a.step), next: own(a.next) }, resolved),
    parseArchive: (raw) => {
      const a = d.parseArchive(raw);
      return a.ok ? ok({ ...a.value, step: a.value.step + by, next: a.value.next + by }) : a;
    },
  };
}
