/**
 * Every problem the play-by-mail referee reports, for any game, besides the storage
 * issues of its files (`file/...`, `lock/...`) and a game's own order issues: one family
 * of the kernel's `issueFamily`, keyed by a stable `code`, with one sentence per code.
 */

import type { IssueBase } from '../kernel/issue.js';
import { type IssueOf, issueFamily } from '../kernel/issue-family.js';
import type { StorageIssue } from '../kernel/storage/issues.js';

/** A code that carries no data. */
type NoData = Readonly<Record<never, never>>;

/** The data each referee issue code carries, by code. */
export interface RefereeIssueData {
  /** The folder holds no game (no `game.json`). */
  'referee/no-game': { readonly dir: string };
  /** The folder holds a game's files but no `game.json`: it was lost, or `new` was interrupted. */
  'referee/no-game-file': { readonly file: string };
  /** `new` was asked for a folder that already holds a game. */
  'referee/game-exists': { readonly dir: string };
  /** `new` was asked for a folder that holds files of something else. */
  'referee/folder-in-use': { readonly dir: string; readonly entry: string };
  /** The options of a new game are not valid. */
  'referee/bad-options': { readonly detail: string };
  /** K10: a deadline that is not a date and time with its zone. */
  'referee/deadline-form': { readonly text: string };
  /** K10: a deadline's month that no year has (`2026-13-01`). */
  'referee/deadline-month': { readonly date: string; readonly month: number };
  /** K10: a deadline's day that its month does not have (`2026-02-30`, `2026-04-31`, `2026-12-00`). */
  'referee/deadline-day': {
    readonly date: string;
    readonly year: number;
    readonly month: number;
    readonly day: number;
    /** The days the month has that year. */
    readonly days: number;
  };
  /** K10: a deadline's time that no day has (`24:00`, `18:60`, `18:00:60`). */
  'referee/deadline-time': {
    readonly time: string;
    readonly unit: 'hour' | 'minute' | 'second';
    readonly value: number;
  };
  /** No player of the game has this id. */
  'referee/unknown-player': { readonly player: string; readonly players: readonly string[] };
  /** The player is a computer player: the referee gives its orders. */
  'referee/bot-seat': { readonly player: string; readonly bot: string };
  /**
   * The game is over (it ended on `day`): no more orders, no more days. `unit` is `step`
   * for a game whose files are named by step (`day` then holds the step); Corporate War's
   * days leave it out, so their messages and data stay as they were.
   */
  'referee/game-over': { readonly day: number; readonly unit?: 'step' };
  /** Not every awaited human player's orders are in (`unit`: see `referee/game-over`). */
  'referee/waiting': { readonly day: number; readonly missing: readonly string[]; readonly unit?: 'step' };
  /** A day after the current one was named (`unit`: see `referee/game-over`). */
  'referee/day-not-reached': { readonly day: number; readonly current: number; readonly unit?: 'step' };
  /** No report of that day exists yet (`unit`: see `referee/game-over`). */
  'referee/no-report': {
    readonly player: string;
    readonly day: number;
    readonly current: number;
    readonly unit?: 'step';
  };
  /** K1: orders came from a player the current step does not wait for. */
  'referee/not-awaited': {
    readonly player: string;
    readonly step: number;
    readonly awaited: readonly string[];
  };
  /** The game's folder names a game this referee does not know (its registry has no such id). */
  'referee/unknown-game': { readonly game: string; readonly games: readonly string[] };
  /** JSON orders that are not JSON. */
  'referee/orders-json': { readonly line: number; readonly column: number; readonly detail: string };
  /** A file of the game is whole but does not agree with the others (a hash, a player, a day). */
  'referee/mismatch': { readonly file: string; readonly detail: string };
  /** A referee file whose checksum is not its content's (wrapped in `file/invalid`). */
  'referee/checksum': NoData;
  /** A field of a referee file is missing or of the wrong kind (wrapped in `file/invalid`). */
  'referee/invalid-field': { readonly expected: string };
  /** A referee file of another format or version (wrapped in `file/invalid`). */
  'referee/wrong-version': { readonly got: string; readonly expected: string };
}

/** A referee issue's code. */
export type RefereeIssueCode = keyof RefereeIssueData;

/** One problem found by the referee. */
export type RefereeIssue = IssueOf<RefereeIssueData>;

/** Whatever can stop a referee command: its own issues and its files' storage issues. */
export type RefereeProblem = RefereeIssue | StorageIssue;

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The referee's family: its codes, their sentences, and the builder. */
const REFEREE_ISSUES = issueFamily<RefereeIssueData>({
  'referee/no-game': (d) => `${d.dir} holds no game (it has no game.json); start one with "referee new"`,
  'referee/no-game-file': (d) =>
    `${d.file} is missing, but the folder holds a game's files: if "referee new" was interrupted, ` +
    'run it again; otherwise restore game.json from a backup',
  'referee/game-exists': (d) => `${d.dir} already holds a game; choose another folder`,
  'referee/folder-in-use': (d) =>
    `${d.dir} is not empty (it holds "${d.entry}"); start a game in a new or empty folder`,
  'referee/bad-options': (d) => d.detail,
  'referee/deadline-form': (d) =>
    `a deadline is a date and time with its zone, such as 2026-12-01T18:00Z, not "${d.text}"`,
  'referee/deadline-month': (d) =>
    `${d.date}: there is no month ${String(d.month).padStart(2, '0')}; months are 01 to 12`,
  'referee/deadline-day': (d) =>
    d.day === 0
      ? `${d.date}: the days of a month are numbered from 01`
      : `${d.date}: ${MONTH_NAMES[d.month - 1]} ${d.year} has ${d.days} days`,
  'referee/deadline-time': (d) =>
    `${d.time}: there is no ${d.unit} ${String(d.value).padStart(2, '0')}; ${d.unit}s are 00 to ` +
    (d.unit === 'hour' ? '23 (midnight is 00:00 of the next day)' : '59'),
  'referee/unknown-player': (d) =>
    `there is no player "${d.player}"; the players are ${d.players.join(', ')}`,
  'referee/bot-seat': (d) => `${d.player} is a computer player (${d.bot}); the referee gives its orders`,
  'referee/game-over': (d) =>
    d.unit === 'step'
      ? `the game is over (it ended at step ${d.day}); there are no more orders or steps`
      : `the game is over (it ended on day ${d.day}); there are no more orders or days`,
  'referee/waiting': (d) =>
    d.unit === 'step'
      ? `step ${d.day} is waiting for the orders of ${d.missing.join(', ')}; resolve it when they ` +
        'are in, or with --force to resolve it without them (the game says what missing orders do)'
      : `day ${d.day} is waiting for the orders of ${d.missing.join(', ')}; ` +
        'resolve it when they are in, or with --force to leave their soldiers where they stand',
  'referee/day-not-reached': (d) =>
    `${d.unit ?? 'day'} ${d.day} has not come yet; the game is at ${d.unit ?? 'day'} ${d.current}`,
  'referee/no-report': (d) =>
    d.unit === 'step'
      ? `there is no report for ${d.player} of step ${d.day}; the game is at step ${d.current}`
      : d.current <= 1
        ? `there is no report for ${d.player} yet: no day has been resolved`
        : `there is no report for ${d.player} of day ${d.day}; the days resolved are 1 to ${d.current - 1}`,
  'referee/not-awaited': (d) =>
    d.awaited.length === 0
      ? `step ${d.step} waits for nobody's orders`
      : `step ${d.step} waits only for the orders of ${d.awaited.join(', ')}, not ${d.player}'s`,
  'referee/unknown-game': (d) =>
    `the folder holds a game of "${d.game}", which this referee does not know; it knows ${d.games.join(', ')}`,
  'referee/orders-json': (d) =>
    `line ${d.line}, column ${d.column}: the orders are not valid JSON: ${d.detail}`,
  'referee/mismatch': (d) => `${d.file} is damaged: ${d.detail}`,
  'referee/checksum': () => 'its checksum does not match its content: it was changed after it was written',
  'referee/invalid-field': (d) => `expected ${d.expected}`,
  'referee/wrong-version': (d) => `the file is "${d.got}", expected "${d.expected}"`,
});

/** The sentence for a referee issue's code and data. */
export function refereeIssueMessage<C extends RefereeIssueCode>(code: C, data: RefereeIssueData[C]): string {
  return REFEREE_ISSUES.message(code, data);
}

/** Builds a typed referee issue with its message. */
export function refereeIssue<C extends RefereeIssueCode>(
  code: C,
  data: RefereeIssueData[C],
  path: readonly (string | number)[] = [],
): IssueBase<C> & RefereeIssueData[C] {
  return REFEREE_ISSUES.issue(code, path, data);
}

/** Every referee issue code, for tests. */
export const REFEREE_ISSUE_CODES: readonly RefereeIssueCode[] = REFEREE_ISSUES.codes;

/** A problem with the game's files (exit code 3): damaged, missing, locked. */
export function isFileProblem(p: RefereeProblem): boolean {
  return (
    p.code.startsWith('file/') ||
    p.code.startsWith('lock/') ||
    p.code === 'referee/mismatch' ||
    p.code === 'referee/no-game-file'
  );
}
