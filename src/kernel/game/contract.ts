/**
 * The game contract: the one interface every game implements and every generic tool
 * (the match runner, the simulator, the referee, the command line) uses. A game is a
 * plain object, as boardgame.io's game config is: an id and a title, setup from options
 * and a seed, who must act now (K1), validating and resolving orders (K2), a player's
 * view, reports, the outcome with per-seat scores and ranks (K9), a versioned state
 * format, hashing, bots by name, and optionally the text codecs a play-by-mail game
 * needs (order sheets, rendered reports, a text map). The codes K1 to K13 are the
 * kernel's requirements, each defined in `docs/kernel.md`.
 *
 * The contract is the kernel's ground floor, one concept a file in this folder: turn
 * steps (`steps.ts`), the turn-taking part (`match-game.ts`), seats and bots
 * (`seat.ts`), the simulator plug-in (`simulation.ts`, `simulation-issue.ts`). The match
 * runner, the simulator, the referee, the boardgame.io adapter and the command line
 * import them; nothing here imports any of those.
 *
 * @example
 * ```ts
 * const start = game.setup(options, 'seed');
 * if (start.ok) {
 *   const { players, kind } = game.awaiting(start.value); // who must act, for what
 *   const next = game.resolve(start.value, { [players[0]!]: [] }).state;
 * }
 * ```
 */
import type { IssueBase } from '../issue.js';
import type { Result } from '../result.js';
import type { Rng } from '../rng.js';
import type { OptionTables } from '../rules-options.js';
import type { GameFacts } from './facts.js';
import type { MatchGame } from './match-game.js';
import type { Bot } from './seat.js';
import type { SimulationGame } from './simulation.js';
import type { StepResult } from './steps.js';

/** K9: how one seat did, once the game is over. */
export interface SeatOutcome {
  /** The seat's score in the game's own measure (sectors held, ships, points); higher is better. */
  readonly score: number;
  /**
   * The seat's place, from 1: seats that tie share a place and the next place is skipped
   * (1, 2, 2, 4), so ranks are whole numbers and a summary can add them.
   */
  readonly rank: number;
  /** K9: the step at which the seat was eliminated, if it was. */
  readonly eliminatedAt?: number;
}

/** How a game ended: the winners and every seat's score and rank (K9). */
export interface GameOutcome {
  /** Why it ended, in the game's words: `victory`, `stalemate`, `day-limit`… */
  readonly reason: string;
  /** The players who won: one, several for a shared win, or none. */
  readonly winners: readonly string[];
  /** Every seat's score and rank, by player. */
  readonly seats: Readonly<Record<string, SeatOutcome>>;
  /**
   * Optional: why it ended, as a sentence a player reads: who won and what decided it
   * (the key sectors held and by whom, the last base standing, the step limit reached),
   * naming only what every player may know once the game is over.
   */
  readonly why?: string;
}

/** What every order check returns at the least: the problems found (empty when all is well). */
export interface OrderCheck {
  /** The problems found, typed (a game's own issue family). */
  readonly issues: readonly IssueBase[];
}

/** A game's state format: the tag and version its `serialize` writes and its `parse` checks. */
export interface StateFormat {
  /** The format tag, such as `simulturn/corporate-war`. */
  readonly name: string;
  /** The version `serialize` writes; `parse` refuses others with a typed issue (or upgrades them). */
  readonly version: number;
}

/** A computer player with its name and a sentence on how it plays, as listed in a game's `bots`. */
export interface NamedBot<View, Orders = unknown> {
  /** The name seats use, the same as its key in the game's `bots`. */
  readonly name: string;
  /** A sentence on how it plays. */
  readonly summary: string;
  /**
   * The bot itself (a {@link Bot}): its player's view and a private generator to orders.
   * Declared as a method so that a game's bots fit {@link AnyGame}.
   */
  bot(view: View, rng: Rng): Orders;
}

/** One step of a game's ladder of opponents (see {@link Game.ladder}). */
export interface LadderLevel {
  /** The level's name a person picks, such as `easy` or `hard`; never a bot's name. */
  readonly level: string;
  /** The bot that plays at this level, a key of the game's `bots`. */
  readonly bot: string;
  /** A sentence on what a person meets at this level. */
  readonly summary: string;
}

/** What reading a filled-in order sheet gives: the orders, and the referee's answer in words. */
export interface SheetReply {
  /** The orders read, in the raw form `checkOrders` and `resolve` take. */
  readonly orders: unknown;
  /** The answer for the player: what was read, accepted and refused, with lines and columns. */
  readonly reply: string;
  /**
   * The sheet's problems, each message placed on its line and column: lines that could not
   * be read, a header naming another player or step, orders `checkOrders` refuses. A
   * referee refuses a sheet with any and stores nothing; without this list it could only
   * re-check the orders read, and a line the codec could not read would be dropped unseen.
   */
  readonly issues: readonly IssueBase[];
}

/**
 * A text order-sheet codec: the sheet a player fills in, and reading it back. A sheet is
 * bound to its player and step by a header: `player:` and `step:` lines, the step being
 * the game's `step(state)` (Corporation's sheet counts its steps from 1, and Corporate
 * War's says `day:`, its step), which the kernel's `sheet-header.ts` writes and reads.
 */
export interface OrderSheetCodec<State, View> {
  /** The pre-filled sheet a player receives before a step, from its view only, opening with its header. */
  blank(view: View): string;
  /**
   * Reads a filled-in sheet of `player` at the state's step; never throws on any text. A
   * header naming another player or step is an issue and no order is read; a sheet without
   * header lines (written before they were) is read for `player`, and the reply says so.
   */
  read(text: string, state: State, player: string): SheetReply;
  /**
   * The reply to orders sent as JSON instead of on the sheet, once they check: what was
   * accepted, in the sheet's words, as `read`'s reply echoes a sheet (a referee's receipt
   * quotes it). Without it a JSON receipt only says the orders were accepted.
   */
  echo?(orders: unknown, state: State, player: string): string;
}

/**
 * A game, as every generic tool sees it. Implement it as a plain object; the type
 * parameters keep a game's own types, and {@link AnyGame} serves tools that handle any
 * game. Every method is pure and deterministic; none throws on a player's input.
 *
 * @typeParam State - the game state (immutable).
 * @typeParam Options - what `setup` takes.
 * @typeParam View - what one player knows.
 * @typeParam Resolved - what `resolve` returns; it carries the next state.
 * @typeParam Report - what one player is told of a step.
 * @typeParam Public - what everybody is told of a step (K5), for games with a public channel.
 */
export interface Game<
  State,
  Options = unknown,
  View = unknown,
  Resolved extends StepResult<State> = StepResult<State>,
  Report = unknown,
  Public = unknown,
> extends MatchGame<State, View, Resolved> {
  /** The display name, such as `Corporate War`. */
  readonly title: string;
  /** The game's facts: simultaneous or sequential steps (K1), perfect or imperfect information (K5), seats (K9). */
  readonly facts: GameFacts;
  /**
   * Optional: the game's options as tables (`../rules-options.ts`), the set-up options and
   * the rules options, each with its values, default and clause; `readOptions` reads by
   * them, and each rules document's options table is made from them.
   */
  readonly options?: OptionTables;
  /**
   * The state at the first step, made from options and a seed, or the typed problems of
   * the options. Tools pass options read from files and command lines, so it checks them
   * and never throws.
   */
  setup(options: Options, seed: string): Result<State, readonly IssueBase[]>;
  /**
   * Optional: the options from `name=value` text, as a command line or a study gives
   * them, or their typed problems (`setup/unknown-option`, `setup/bad-option-value`).
   * With it, generic tools (`simulationFor`) can set the game up from text. The number of
   * seats must follow from the options alone, not the seed. `defineGame` derives it from
   * the game's {@link Game.options} tables.
   */
  readOptions?(text: Readonly<Record<string, string>>): Result<Options, readonly IssueBase[]>;
  /** K9: every seat's player, in seat order (eliminated ones included). */
  players(state: State): readonly string[];
  /** Validates one player's raw orders for the current step. Never throws. */
  checkOrders(state: State, player: string, raw: unknown): OrderCheck;
  /**
   * Optional (K11): every legal set of orders of `player` at the current step, each one
   * `checkOrders` accepts, in a fixed order, without duplicates that lead to the same
   * state where the game can tell; empty when `player` is not awaited. With it, the
   * kernel's generic search (`monteCarloOrders`, `searchBot`) plays the game. A game
   * whose choices are too many to list may leave it out, or list a representative few
   * and say so.
   */
  legalOrders?(state: State, player: string): readonly unknown[];
  /** What each player is told of a resolved step, by player. */
  reports(resolved: Resolved): Readonly<Record<string, Report>>;
  /**
   * Optional (K5): what a step makes public, beside each player's private report: the post
   * a game master publishes for every player and any onlooker (Galactic Overlord's), so it
   * must hold nothing one player may know and another may not. Games without public news
   * leave it out; tools then show private reports only.
   */
  publicReport?(resolved: Resolved): Public;
  /** Optional: the public report as text. */
  renderPublic?(post: Public): string;
  /** How the game ended, or null while it goes on (exactly while somebody is awaited). */
  outcome(state: State): GameOutcome | null;
  /** The format `serialize` writes. */
  readonly stateFormat: StateFormat;
  /** The state as text, tagged with {@link Game.stateFormat}; `parse` reads it back to an equal state. */
  serialize(state: State): string;
  /** Reads a serialized state; another format or version is a typed issue, never an exception. */
  parse(text: string): Result<State, readonly IssueBase[]>;
  /** The game's computer players, by name. */
  readonly bots: Readonly<Record<string, NamedBot<View>>>;
  /**
   * Optional: the bots that play when nobody names them, one a seat in seat order (the
   * list repeats over more seats): the line-up of `simulturn play`, the web client's seats
   * and a study's default, chosen so that its games end decided. Without it, the first bot
   * in every seat. Every name is a key of {@link Game.bots}.
   */
  readonly defaultLineUp?: readonly string[];
  /**
   * Optional: the game's ladder of named opponents for people, from the easiest to the
   * hardest, each a bot of {@link Game.bots} (`simulturn play --bots` and the web client's
   * seats take a level's name as well as a bot's). Each level is measured to beat the one
   * below it (the game's study in `docs/research/`).
   */
  readonly ladder?: readonly LadderLevel[];
  /** Optional: the text order sheet of a play-by-mail game. */
  readonly orderSheet?: OrderSheetCodec<State, View>;
  /** Optional: a player's report as text. */
  renderReport?(report: Report): string;
  /** Optional: a player's view as a text map. */
  renderMap?(view: View): string;
  /**
   * Optional: the game's own simulator plug-in, with its own categories, flags and
   * counters; without it `simulationFor` makes a plain one from `readOptions`.
   */
  readonly simulation?: SimulationGame;
}

/**
 * Any game, for generic tools (a registry, the simulator, the command line): its types
 * are `unknown`, so a tool can pass one game's values only back to the same game.
 */
export type AnyGame = Game<unknown, unknown, unknown, StepResult<unknown>, unknown, unknown>;
