/**
 * A folder's dialect: how one kind of game folder names and writes its files, which the
 * referee's one engine (this folder) reads and writes through. The engine does the work
 * every game shares (the lock, the commit protocol with `game.json` last, who is awaited,
 * the computer players' orders, the checks of every file against the others); a dialect
 * says what each file is called and holds.
 *
 * Two dialects exist: games named by step (`game.json` version 2, `./step-dialect.ts`),
 * and Corporate War's folders named by day (version 1, `./corporate-war/day-dialect.ts`), which keep
 * the files, sheets, Markdown reports and messages they always had. The engine chooses by
 * the version `game.json` names.
 */
import type { AnyGame } from '../kernel/game/contract.js';
import type { GameRegistry } from '../kernel/game/registry.js';
import type { Result } from '../kernel/result.js';
import type { PlannedFile } from './env.js';
import type { StepDawn } from './game-file.js';
import type { RefereeIssue, RefereeProblem } from './issues.js';
import type { Seat } from './seat.js';

/** `game.json` as the engine reads it, whatever its version. */
export interface FolderFile {
  /** The game's registry id. */
  readonly game: string;
  /** The game's seed; also seeds the computer players' choices. */
  readonly seed: string;
  /** In seat order (`game.players`). */
  readonly seats: readonly Seat[];
  /** The step whose orders are due: the last dawn's. */
  readonly step: number;
  /** Every dawn so far, steps growing. */
  readonly dawns: readonly StepDawn[];
  /** The outcome as the file records it (the dialect's form), or null while the game goes on. */
  readonly outcome: unknown;
  /** The file as its dialect parsed it. */
  readonly native: unknown;
}

/** A human player's accepted orders, as the engine reads them. */
export interface AcceptedOrders {
  readonly player: string;
  readonly step: number;
  /** The hash of the dawn they were checked against. */
  readonly stateHash: string;
  /** K2: the receipt number (0 in a dialect that keeps none: its game takes no arrival order). */
  readonly receipt: number;
  /** How the player sent them. */
  readonly source: 'sheet' | 'json';
  /** The text the player sent. */
  readonly text: string;
  /** The raw orders the game's `checkOrders` and `resolve` take. */
  readonly orders: unknown;
}

/** A player's report file, as the engine reads it. */
export interface ReportRecord {
  readonly player: string;
  readonly step: number;
  /** The game's report, as JSON. */
  readonly report: unknown;
  /** The file as its dialect parsed it (to check the text beside it). */
  readonly native: unknown;
}

/** A step's archive, as the engine reads and writes it. */
export interface ArchiveRecord {
  readonly step: number;
  /** The hashes of the dawn the step started from and of the next. */
  readonly before: string;
  readonly after: string;
  /** The step after it. */
  readonly next: number;
  /** The players the step waited for (K1). */
  readonly awaited: readonly string[];
  /** The orders resolved, by awaited player; null for a human whose orders were missing. */
  readonly orders: Readonly<Record<string, unknown>>;
  /** K2: the arrival order given to the game. */
  readonly arrival: readonly string[];
}

/** What checking a submission found: the raw orders, how they came, the problems and the reply. */
export interface CheckedOrders {
  readonly source: AcceptedOrders['source'];
  readonly orders: unknown;
  /** Every problem, in words. */
  readonly problems: readonly string[];
  /** The game's answer in words (its sheet's reply), or ''. */
  readonly summary: string;
}

/** What a dialect is told of the game it serves. */
export interface FolderGame {
  readonly game: AnyGame;
  readonly file: FolderFile;
  /** The state at the current step. */
  readonly state: unknown;
}

/** The paths of a dialect's files, relative to the game's folder. */
export interface FolderPaths {
  state(step: number): string;
  orders(step: number, player: string): string;
  /** A report: the text sent to the player, or its JSON. */
  report(player: string, step: number, kind: 'text' | 'json'): string;
  sheet(player: string, step: number): string;
  archive(step: number): string;
  /** K5: the public report of a step, in a dialect that writes one. */
  public?(step: number): string;
}

/** One kind of game folder (see the module's comment). */
export interface Dialect {
  /** The version of `game.json` it reads and writes. */
  readonly version: number;
  /** What its turns are called in messages: `day` or `step`. */
  readonly unit: 'day' | 'step';
  readonly paths: FolderPaths;
  /** A dawn, and the state of a step, in mismatch messages (`dawn 3`, `the dawn of day 3`). */
  readonly dawnName: (step: number) => string;
  readonly stateName: (step: number) => string;
  /** What a report's text is to its JSON, in mismatch messages: `text`, or `rendering`. */
  readonly reportText: string;
  /** Whether every seat has a report of every resolved step (a missing one is then a damaged folder). */
  readonly everySeatReported: boolean;

  /** Checks `game.json`'s JSON. */
  parseGameFile(raw: unknown): Result<FolderFile, RefereeIssue[]>;
  /** The game `game.json` names. */
  gameOf(file: FolderFile, games: GameRegistry): Result<AnyGame, RefereeProblem[]>;
  /** The outcome `game.json` records for `state` (compared, as JSON, with the file's). */
  outcomeOf(game: AnyGame, state: unknown): unknown;
  /** `game.json`'s content for a game whose dawns so far are `dawns`, at `state`. */
  gameFile(
    game: AnyGame,
    head: { readonly seed: string; readonly seats: readonly Seat[]; readonly dawns: readonly StepDawn[] },
    state: unknown,
  ): object;
  /** Reads a state file: the state, and every hash `game.json` may record for it. */
  readState(
    dir: string,
    path: string,
    game: AnyGame,
  ): Result<{ readonly state: unknown; readonly hashes: readonly string[] }, RefereeProblem[]>;
  /** An awaited human player's blank sheet, or undefined when the game has none. */
  sheet(game: AnyGame, state: unknown, player: string): string | undefined;
  /** Whether `text` is a sheet this referee wrote (or an earlier version of it) for `player` at `state`. */
  isSheet(text: string, game: AnyGame, state: unknown, player: string): boolean;
  /** The seat a person means by `name`; `name` itself when it matches none. */
  seatNamed(g: FolderGame, name: string): string;
  /** Checks a submission against the current step, storing nothing. */
  check(g: FolderGame, player: string, text: string): CheckedOrders;
  parseOrders(raw: unknown): Result<AcceptedOrders, RefereeIssue[]>;
  /** The orders file's content. */
  ordersFile(o: AcceptedOrders): object;
  /** A report's files, its JSON first, then its text; `state` is the dawn after the step. */
  reportFiles(game: AnyGame, state: unknown, player: string, step: number, report: unknown): PlannedFile[];
  parseReport(raw: unknown): Result<ReportRecord, RefereeIssue[]>;
  /**
   * K5: the files of a step's public report, for a game with a public channel; none
   * written when absent (Corporate War has no public report, so its folders are unchanged).
   */
  publicFiles?(game: AnyGame, step: number, post: unknown): PlannedFile[];
  /** Whether `text` is the text written with the report file `r`. */
  isReportText(text: string, r: ReportRecord, state: unknown): boolean;
  /** The archive's content; `resolved` is what the game's `resolve` returned. */
  archiveFile(a: ArchiveRecord, resolved: unknown): object;
  parseArchive(raw: unknown): Result<ArchiveRecord, RefereeIssue[]>;
  /** The step a game that is over ended on, for `referee/game-over`. */
  overAt(g: FolderGame): number;
  /** Why a seat's bot cannot play: the game has no bot of that name. */
  unknownBot(game: AnyGame, player: string, bot: string): string;
}

/** The `unit` field of the referee's issues in a dialect's words. */
export const unitOf = (d: Dialect): { readonly unit?: 'step' } => (d.unit === 'step' ? { unit: 'step' } : {});
