/**
 * The simulator plug-in, as the contract states it: what a game gives the simulator
 * ({@link SimulationGame}) and what one simulated game yields ({@link GameRecord}), the
 * one interface of rules research. A game is a plain object; the simulator never sees
 * its state, only the records it returns. The simulator (`../simulate/`) plays studies
 * through these types and the contract never reaches back into it.
 */
import type { SimulationIssue } from './simulation-issue.js';

/** What a seat was in one game: its values of the game's categories, such as `{ bot: 'rusher', edge: 'north' }`. */
export interface SeatRecord {
  /** Category name to the seat's value. */
  readonly categories: Readonly<Record<string, string>>;
}

/**
 * What one simulated game yields. It must be a function of the game's {@link GameSpec}
 * only, so that a study gives the same records on any machine and any number of workers.
 */
export interface GameRecord {
  /** The game's index in the study, 0 to `gamesTotal - 1`. */
  readonly index: number;
  /** How long the game lasted, in days (or turns). */
  readonly days: number;
  /** Why the game ended, such as `victory`, `stalemate` or `day-limit`. */
  readonly reason: string;
  /** The seats that won (indices into `seats`); several for a shared win, none if nobody won. */
  readonly winners: readonly number[];
  /** Every seat, in seat order. */
  readonly seats: readonly SeatRecord[];
  /** K9, optional: each seat's score in the game's own measure, in seat order. */
  readonly scores?: readonly number[];
  /**
   * K9, optional: each seat's place from 1, in seat order (ties share a place: 1, 2, 2, 4).
   * With ranks the summary and the table give each category's mean place.
   */
  readonly ranks?: readonly number[];
  /** K9, optional: the step at which each seat was eliminated, or null if it was not, in seat order. */
  readonly eliminatedAt?: readonly (number | null)[];
  /** Yes-or-no facts about the game, by the names the game declares in {@link SimulationGame.flags}. */
  readonly flags: Readonly<Record<string, boolean>>;
  /** Whole-number tallies of the game, by the names declared in {@link SimulationGame.counters}. */
  readonly counters: Readonly<Record<string, number>>;
}

/** What one game of a study is played from. */
export interface GameSpec {
  /** The game's own seed: the study's seed and the game's index (see `gameSeed`). */
  readonly seed: string;
  /** The game's index in the study. */
  readonly index: number;
  /** The bot of each seat, already rotated for this game (see `seatBots`). */
  readonly bots: readonly string[];
  /** The study's game options, as given on the command line (validated by {@link SimulationGame.checkSetup}). */
  readonly options: Readonly<Record<string, string>>;
}

/** A name the game declares, with a sentence for the table and the help. */
export interface Described {
  /** The key in records and summaries, such as `aliensDecided`. */
  readonly name: string;
  /** A short title for the table, such as `starting edge`. */
  readonly title: string;
  /** What it means, in a sentence. */
  readonly description: string;
}

/** A counter the game declares. */
export interface CounterInfo extends Described {
  /**
   * Another counter this one is a part of: the table shows this counter as a share of
   * that one (such as alien kills of all corporate deaths). Without it, the table shows
   * the total and the mean per game.
   */
  readonly shareOf?: string;
  /**
   * A flag this counter is counted under: the counter sums a value over the games with
   * the flag set only (the turn of a first conquest, over the games that had one), and
   * the table shows its mean over those games and how many they were, not a mean over
   * every game.
   */
  readonly meanOver?: string;
}

/**
 * K9: how many seats a game has: a number, or a function of the study's options (such as
 * a `players` option). The function must accept any options and never throw; the
 * options' problems are `checkSetup`'s to report.
 */
export type SeatCount = number | ((options: Readonly<Record<string, string>>) => number);

/** A study's set-up as the game checks it before any game is played. */
export interface SimulationSetup {
  /** The bots named for the study (before rotation). */
  readonly bots: readonly string[];
  /** The game options. */
  readonly options: Readonly<Record<string, string>>;
}

/**
 * A game as the simulator sees it: a plain object in the manner of boardgame.io's game
 * configs. Register it by id (the CLI's `SIMULATION_GAMES`) so that worker threads can
 * find it.
 * @example
 * ```ts
 * const coinToss: SimulationGame = {
 *   id: 'coin-toss', title: 'Coin toss', seatCount: 2, bots: ['heads'],
 *   categories: [{ name: 'bot', title: 'bot', description: 'who played the seat' }],
 *   flags: [], counters: [],
 *   checkSetup: () => [],
 *   playGame: ({ index, bots }) => ({
 *     index, days: 1, reason: 'toss', winners: [index % 2],
 *     seats: bots.map((bot) => ({ categories: { bot } })), flags: {}, counters: {},
 *   }),
 * };
 * ```
 */
export interface SimulationGame {
  /** The game's id, as named on the command line and written into summaries. */
  readonly id: string;
  /** The game's name for the table's heading. */
  readonly title: string;
  /** What a game's length counts, as the table names it: `days` (the default), `steps`, `turns`. */
  readonly lengthUnit?: string;
  /**
   * The game's version, written into every summary so that `merge` can refuse shards
   * played by other code: a contract game's state format version (`simulationOf` and
   * `simulationFor` fill it in).
   */
  readonly version?: number;
  /** How many seats a game has: a number, or a function of the study's options (K9). */
  readonly seatCount: SeatCount;
  /** The bots a study may name. */
  readonly bots: readonly string[];
  /** The categories every seat record carries, in the order the table shows them. */
  readonly categories: readonly Described[];
  /** The flags every game record carries, in table order. */
  readonly flags: readonly Described[];
  /** The counters every game record carries, in table order. */
  readonly counters: readonly CounterInfo[];
  /** The problems with a study's set-up (unknown bots, bad options); empty if it can be played. */
  checkSetup(setup: SimulationSetup): readonly SimulationIssue[];
  /** Plays one game. Must depend on `spec` only (no clock, no shared state). */
  playGame(spec: GameSpec): GameRecord;
}
