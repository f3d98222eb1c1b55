/**
 * Declaring a game: {@link defineGame} takes what is the game's own and fills in the rest,
 * as boardgame.io's `ProcessGameConfig` fills a game config's defaults (without writing to
 * the caller's object). A game states its id, its facts, its option tables, its set-up,
 * its steps, views, outcome and bots; the kernel derives:
 *
 * - the title from the id (`galactic-overlord` is `Galactic Overlord`), unless given;
 * - `setup`: the options read once into plain data (never thrown on), then the game's
 *   `newGame`;
 * - `readOptions` from the option tables (`../rules-options.ts`);
 * - `setup`'s check of the options, for a game that leaves its options to the kernel
 *   (option tables and no `fromText`): the options read by the tables
 *   (`readOptionValues`: unknown names and values out of range are typed issues), the
 *   set-up defaults filled in, so its `newGame` takes every set-up option checked;
 * - `players` from a state's `players` list, `step` from a state's `step`, and `reports`
 *   from a step's `reports`;
 * - `awaiting`, for a game whose steps are simultaneous: every seat while there is no
 *   outcome (K1), nobody after;
 * - `checkOrders` from a check that answers with a `Result` (its issues when it fails),
 *   or, for a game that lists its legal orders (K11) and gives no check, from the list:
 *   orders are accepted when they are one of the awaited player's legal orders;
 * - for a game whose state is plain JSON, `serialize` and `hash` from the state format
 *   and the state's canonical JSON, and `parse` from the format and the game's
 *   `readState`, or its `stateShape` (`./state-shape.ts`): a save is checked against
 *   it (a game with codecs of its own, such as Corporate War's, gives them);
 * - each bot's name from its key;
 * - the simulator plug-in, when the game makes its own from the finished game.
 *
 * And what no game should have to remember: everything the game hands out of its state
 * (each seat's view, the reports, the public post) is sealed on the way out
 * (`../seal.ts`), so a bot, a client or a frontend that writes to what it was given
 * changes neither the state nor any other seat's view.
 *
 * @example
 * ```ts
 * export const MY_GAME = defineGame({
 *   id: 'my-game',
 *   facts: { steps: 'simultaneous', information: 'imperfect', seats: { min: 2, max: 4 } },
 *   options: { setup: SETUP_OPTIONS, rules: RULE_OPTIONS },
 *   newGame: (options, seed) => newGame({ ...options, seed }),
 *   stateFormat: { name: 'my-game/state', version: 1 },
 *   stateShape: STATE_SHAPE,
 *   ...members, // legalOrders, resolve, view, outcome, bots
 * });
 * ```
 */

import { canonicalJson, hash64 } from '../hash.js';
import { isObj } from '../input-checks.js';
import type { IssueBase } from '../issue.js';
import { readInput } from '../read-input.js';
import { err, ok, type Result } from '../result.js';
import type { Rng } from '../rng.js';
import {
  type OptionTable,
  type OptionValueOf,
  type OptionValuesOf,
  type RuleOptionTable,
  readOptionText,
  readOptionValues,
  type TextOptionsOf,
} from '../rules-options.js';
import { sealed } from '../seal.js';
import type { Game, NamedBot, OrderCheck } from './contract.js';
import { gameIssue } from './issues.js';
import { checkByLegalOrders } from './legal-check.js';
import type { SimulationGame } from './simulation.js';
import { readVersioned, writeVersioned } from './state-format.js';
import { readShaped, type Shape } from './state-shape.js';
import { type Awaiting, NOBODY_AWAITED, type StepResult } from './steps.js';

/** A computer player as a game declares it: its name is its key in `bots`. */
export interface DeclaredBot<View> {
  /** A sentence on how it plays. */
  readonly summary: string;
  /** The bot itself: its player's view and a private generator to orders. */
  bot(view: View, rng: Rng): unknown;
}

/**
 * A game's options as it declares them: its two tables, and how the values read from
 * `name=value` text make the options its `newGame` takes (the seats' names from their
 * number, a map from its name). A game that leaves out `fromText` leaves its options to
 * the kernel: `readOptions` gives the values read, and `setup` reads the options it is
 * given by the same tables (see {@link GivenOptionsOf}).
 */
export interface DeclaredOptions<Setup extends OptionTable, Rules extends RuleOptionTable, Options> {
  /** The set-up options: seats, limits, maps. */
  readonly setup: Setup;
  /** The rules options, if the game has any. */
  readonly rules?: Rules;
  /** The options from the values read (each checked against its table, the set-up defaults filled). */
  fromText?(values: TextOptionsOf<Setup, Rules>): Options;
}

/**
 * What `setup` takes of a game that leaves its options to the kernel: any of its set-up
 * options (the others at their defaults) and, if it has rules options, any of them under
 * `rules`. Its `newGame` takes them read: {@link TextOptionsOf}.
 */
export type GivenOptionsOf<Setup extends OptionTable, Rules extends RuleOptionTable> = {
  -readonly [K in keyof Setup]?: OptionValueOf<Setup[K]>;
} & ([keyof Rules] extends [never]
  ? unknown
  : {
      /** The rules options given. */
      rules?: Partial<OptionValuesOf<Rules>>;
    });

/** What a game answers when its orders are checked: an {@link OrderCheck}, or a `Result` failing with the issues. */
export type OrderCheckAnswer = OrderCheck | Result<unknown, readonly IssueBase[]>;

/**
 * What a game declares besides `players` and `reports`: the members of {@link Game} that
 * are its own, and in place of the derived ones, their sources (`newGame`, the option
 * tables, `readState`).
 */
export type DeclaredMembers<
  State,
  Options,
  View,
  Resolved extends StepResult<State>,
  Report,
  Public,
  Setup extends OptionTable,
  Rules extends RuleOptionTable,
> = Omit<
  Game<State, Options, View, Resolved, Report, Public>,
  // What the kernel derives, or takes in another form.
  | 'title'
  | 'setup'
  | 'readOptions'
  | 'options'
  | 'players'
  | 'awaiting'
  | 'step'
  | 'checkOrders'
  | 'reports'
  | 'serialize'
  | 'parse'
  | 'hash'
  | 'bots'
  | 'simulation'
> & {
  /** The display name (default: the id, its words capitalised). */
  readonly title?: string;
  /** The option tables and how text makes options; with them, `readOptions`. */
  readonly options?: DeclaredOptions<Setup, Rules, Options>;
  /**
   * The state at the first step from options (read into plain data: an object, no
   * getters or functions; checked by the tables when the game has no `fromText`) and a
   * seed, or the typed problems of the options. Never throws.
   */
  newGame(options: Options, seed: string): Result<State, readonly IssueBase[]>;
  /**
   * K1: who must give orders now, and for what (default, for a game whose steps are
   * simultaneous: every seat, for `orders`, while there is no outcome; nobody after).
   */
  awaiting?(state: State): Awaiting;
  /**
   * Validates one player's raw orders for the current step. Never throws. Default, for a
   * game with `legalOrders`: `orders/not-awaited` for a player not awaited, and
   * `orders/not-legal` for orders that are not one of the player's legal orders.
   */
  checkOrders?(state: State, player: string, raw: unknown): OrderCheckAnswer;
  /** The state as text (default: the state format and the state, as canonical JSON). */
  serialize?(state: State): string;
  /** Reads a serialized state (default: the format checked, then `readState`). */
  parse?(text: string): Result<State, readonly IssueBase[]>;
  /** For the default `parse`: the state inside a save of the format, as plain JSON, checked. */
  readState?(json: unknown): Result<State, readonly IssueBase[]>;
  /**
   * For the default `parse`, in place of `readState`: the state's shape, which a save's
   * state must fit (`readShaped`).
   */
  readonly stateShape?: Shape<State>;
  /** A hash of the state (default: 64 bits of its canonical JSON). */
  hash?(state: State): string;
  /** The game's computer players, by name. */
  readonly bots: Readonly<Record<string, DeclaredBot<View>>>;
  /** The game's simulator plug-in, or how it makes one from the finished game. */
  readonly simulation?:
    | SimulationGame
    | ((game: Game<State, Options, View, Resolved, Report, Public>) => SimulationGame);
};

/**
 * What a game declares: {@link DeclaredMembers}, and `players`, `step` and `reports`,
 * which may be left out when the state lists its seats' players as `players` and counts
 * its steps as `step`, and a resolved step carries its reports as `reports`. See the
 * module's comment for what is derived and from what.
 */
export type GameDeclaration<
  State,
  Options,
  View,
  Resolved extends StepResult<State>,
  Report,
  Public = unknown,
  Setup extends OptionTable = Record<never, never>,
  Rules extends RuleOptionTable = Record<never, never>,
> = DeclaredMembers<State, Options, View, Resolved, Report, Public, Setup, Rules> &
  (State extends {
    /** The seats' players, in seat order. */
    readonly players: readonly string[];
  }
    ? {
        /** K9: every seat's player, in seat order (default: the state's `players`). */
        players?(state: State): readonly string[];
      }
    : {
        /** K9: every seat's player, in seat order (eliminated ones included). */
        players(state: State): readonly string[];
      }) &
  (State extends {
    /** The step whose orders are due. */
    readonly step: number;
  }
    ? {
        /** K1: the step whose orders are due (default: the state's `step`). */
        step?(state: State): number;
      }
    : {
        /** K1: the step whose orders are due; it grows by at least one with every resolve. */
        step(state: State): number;
      }) &
  (Resolved extends {
    /** Each player's report of the step. */
    readonly reports: Readonly<Record<string, Report>>;
  }
    ? {
        /** What each player is told of a resolved step (default: the step's `reports`). */
        reports?(resolved: Resolved): Readonly<Record<string, Report>>;
      }
    : {
        /** What each player is told of a resolved step, by player. */
        reports(resolved: Resolved): Readonly<Record<string, Report>>;
      });

/** `corporate-war` as `Corporate War`. */
export const titleOfId = (id: string): string =>
  id
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** An order check's answer as an {@link OrderCheck}. */
export const asOrderCheck = (answer: OrderCheckAnswer): OrderCheck =>
  'issues' in answer ? answer : { issues: answer.ok ? [] : answer.error };

/**
 * The game as every tool sees it, built from its declaration (see the module's comment).
 * The result is frozen; the caller's object is neither written nor kept. A game that
 * leaves its options to the kernel (option tables and no `fromText`) takes at set-up any
 * of its options ({@link GivenOptionsOf}), and its `newGame` takes them read and checked.
 */
export function defineGame<
  State,
  View,
  Resolved extends StepResult<State>,
  Report,
  Public = unknown,
  Setup extends OptionTable = Record<never, never>,
  Rules extends RuleOptionTable = Record<never, never>,
>(
  declaration: GameDeclaration<
    State,
    TextOptionsOf<Setup, Rules>,
    View,
    Resolved,
    Report,
    Public,
    Setup,
    Rules
  > & {
    readonly options: {
      readonly setup: Setup;
      readonly rules?: Rules;
      readonly fromText?: undefined;
    };
  },
): Game<State, GivenOptionsOf<Setup, Rules>, View, Resolved, Report, Public>;
export function defineGame<
  State,
  Options,
  View,
  Resolved extends StepResult<State>,
  Report,
  Public = unknown,
  Setup extends OptionTable = Record<never, never>,
  Rules extends RuleOptionTable = Record<never, never>,
>(
  declaration: GameDeclaration<State, Options, View, Resolved, Report, Public, Setup, Rules>,
): Game<State, Options, View, Resolved, Report, Public>;
export function defineGame<
  State,
  Options,
  View,
  Resolved extends StepResult<State>,
  Report,
  Public = unknown,
  Setup extends OptionTable = Record<never, never>,
  Rules extends RuleOptionTable = Record<never, never>,
>(
  declaration: GameDeclaration<State, Options, View, Resolved, Report, Public, Setup, Rules>,
): Game<State, Options, View, Resolved, Report, Public> {
  type Built = Game<State, Options, View, Resolved, Report, Public>;
  // One shape for reading the declaration: its optional members are optional whatever the state's.
  type Loose = DeclaredMembers<State, Options, View, Resolved, Report, Public, Setup, Rules> & {
    players?(state: State): readonly string[];
    step?(state: State): number;
    reports?(resolved: Resolved): Readonly<Record<string, Report>>;
  };
  const {
    title,
    options,
    newGame,
    awaiting,
    step,
    checkOrders,
    readState,
    stateShape,
    bots,
    simulation,
    players,
    reports,
    serialize,
    parse,
    hash,
    view,
    publicReport,
    ...own
  }: Loose = declaration as unknown as Loose;
  const format = own.stateFormat;
  const readSave =
    readState ?? (stateShape === undefined ? undefined : (json: unknown) => readShaped(json, stateShape));
  if (parse === undefined && readSave === undefined)
    throw new Error(`defineGame: ${own.id} gives neither parse, readState nor stateShape`);
  if (awaiting === undefined && own.facts.steps !== 'simultaneous')
    throw new Error(`defineGame: ${own.id} gives no awaiting, and its steps are not simultaneous`);
  if (checkOrders === undefined && own.legalOrders === undefined)
    throw new Error(`defineGame: ${own.id} gives neither checkOrders nor legalOrders`);
  const seats = players ?? ((s: State) => (s as unknown as { players: readonly string[] }).players);
  const awaited =
    awaiting ??
    ((s: State): Awaiting =>
      own.outcome(s) === null ? { players: seats(s), kind: 'orders' } : NOBODY_AWAITED);
  const check =
    checkOrders === undefined
      ? checkByLegalOrders(awaited, own.legalOrders!)
      : (s: State, player: string, raw: unknown) => asOrderCheck(checkOrders(s, player, raw));
  // Options left to the kernel: read by the tables at set-up, as they are from text.
  const byTables = options !== undefined && options.fromText === undefined;
  const report = reports ?? ((r: Resolved) => (r as unknown as { reports: Record<string, Report> }).reports);
  const base: Built = Object.freeze({
    ...own,
    title: title ?? titleOfId(own.id),
    setup: (raw: Options, seed: string) => {
      // Options come from files and command lines: read once into plain data, never thrown on.
      const read = readInput(raw);
      if (!read.ok)
        return err([gameIssue('options/invalid', read.error.path, { detail: read.error.detail })]);
      if (!isObj(read.value))
        return err([gameIssue('options/invalid', [], { detail: 'the options are an object' })]);
      if (!byTables) return newGame(read.value as Options, seed);
      const values = readOptionValues(options, read.value);
      return values.ok ? newGame(values.value as Options, seed) : values;
    },
    ...(options === undefined
      ? {}
      : {
          options: Object.freeze({ setup: options.setup, rules: options.rules ?? {} }),
          readOptions: (text: Readonly<Record<string, string>>) => {
            const read = readOptionText(options, text);
            if (!read.ok) return read;
            return ok(
              options.fromText === undefined ? (read.value as Options) : options.fromText(read.value),
            );
          },
        }),
    players: seats,
    awaiting: awaited,
    step: step ?? ((s: State) => (s as unknown as { step: number }).step),
    checkOrders: check,
    view: (s: State, player: string): View => sealed(view(s, player)),
    reports: (r: Resolved): Readonly<Record<string, Report>> => sealed(report(r)),
    ...(publicReport === undefined ? {} : { publicReport: (r: Resolved): Public => sealed(publicReport(r)) }),
    serialize: serialize ?? ((s: State) => writeVersioned(format, s)),
    parse:
      parse ??
      ((text: string) => {
        const read = readVersioned(text, format);
        return read.ok ? readSave!(read.value) : read;
      }),
    hash: hash ?? ((s: State) => hash64(canonicalJson(s))),
    bots: Object.freeze(
      Object.fromEntries(
        Object.entries(bots).map(([name, b]): [string, NamedBot<View>] => [
          name,
          (b as Partial<NamedBot<View>>).name === name
            ? (b as NamedBot<View>)
            : { name, summary: b.summary, bot: b.bot },
        ]),
      ),
    ),
    ...(simulation === undefined || typeof simulation === 'function' ? {} : { simulation }),
  });
  return typeof simulation === 'function' ? Object.freeze({ ...base, simulation: simulation(base) }) : base;
}
