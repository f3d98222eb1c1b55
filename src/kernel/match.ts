/**
 * The match runner, shared by every game: at each step the game says who is awaited
 * (K1), only those seats are asked for orders, from their player's view, and the game
 * resolves the step; a replay log records each step's number, its orders, their arrival
 * order when there is one (K2), and a chain of state hashes. A game plugs in through
 * {@link MatchGame}, the part of the game contract (`Game`) that taking turns needs.
 */
import { gameIssue } from './game/issues.js';
import type { MatchGame } from './game/match-game.js';
import type { ExternalSeat, Seat } from './game/seat.js';
import type { Awaiting, StepResult } from './game/steps.js';
import { hash64 } from './hash.js';
import { SimulturnError } from './issue.js';
import { type Rng, seededRng, shuffled } from './rng.js';
import { sealed } from './seal.js';

/**
 * One step of a replay log. Logs written before games had steps (when every step was a
 * day) have no `step` field; they still replay, the step being the game's own at that
 * point, so that no recorded game is lost.
 */
export interface LoggedStep {
  /** K1: the step resolved (absent in logs written before steps). */
  readonly step?: number;
  /** The orders given, by player, as JSON (players who gave none are absent, K2). */
  readonly orders: Readonly<Record<string, unknown>>;
  /** K2: the order in which the orders arrived, when the match drew one. */
  readonly arrival?: readonly string[];
  /** The hash chain after the step: `hash64(previous + ':' + stateHash)`. */
  readonly hash: string;
}

/**
 * One day of a replay log: the name {@link LoggedStep} had when every game's step was a day.
 * @deprecated Use {@link LoggedStep}.
 */
export type LoggedDay = LoggedStep;

/** What {@link runMatch} needs. */
export interface RunMatchOptions<State, View, Resolved extends StepResult<State> = StepResult<State>> {
  /** Seeds the bots' private generators (the game's own RNG lives in its state). */
  readonly seed: string;
  /** The state at the first step. */
  readonly start: State;
  /** Who plays each player; a player with no seat gives no orders. */
  readonly seats: Readonly<Record<string, Seat<View>>>;
  /** Stop after this many steps even if the game goes on (a safety net; default 1000). */
  readonly maxSteps?: number;
  /**
   * The former name of {@link RunMatchOptions.maxSteps}, used when that is not given.
   * @deprecated Use {@link RunMatchOptions.maxSteps}.
   */
  readonly maxDays?: number;
  /**
   * K2: draw an arrival order for each step (the players who gave orders, shuffled by a
   * generator seeded from the match seed and the step), pass it to the resolve and log it.
   * Default false: the resolve gets no arrival order.
   */
  readonly arrival?: boolean;
  /** Keep the orders and the hash chain (default true); simulations switch it off for speed. */
  readonly record?: boolean;
  /** Called after each step with the game's step result and the orders that made it. */
  readonly onStep?: (resolved: Resolved, orders: Readonly<Record<string, unknown>>) => void;
  /**
   * The former name of {@link RunMatchOptions.onStep}, called when that is not given.
   * @deprecated Use {@link RunMatchOptions.onStep}.
   */
  readonly onDay?: (resolved: Resolved, orders: Readonly<Record<string, unknown>>) => void;
}

/** What {@link runMatch} returns. */
export interface RunMatchResult<State> {
  /** The final state. */
  readonly state: State;
  /** How many steps were resolved. */
  readonly stepsPlayed: number;
  /**
   * The same as {@link RunMatchResult.stepsPlayed} (its name when every step was a day).
   * @deprecated Use {@link RunMatchResult.stepsPlayed}.
   */
  readonly daysPlayed: number;
  /** The first link of the hash chain (the start state's), or '' when not recording. */
  readonly start: string;
  /** Each step's number, orders and chain hash; empty when not recording. */
  readonly days: readonly LoggedStep[];
}

/**
 * The private generator of a bot for one player and step (K1). It depends only on the
 * match seed, the player and the step, never on the game state, so a bot's draws reveal
 * nothing and a match replays exactly. Steps never repeat within a game, so neither do
 * the streams. Corporate War's step is its day: its streams are those of the days.
 */
export function botRng(seed: string, player: string, step: number): Rng {
  return seededRng(`${seed}\u0000bot\u0000${player}\u0000${step}`);
}

/**
 * K2: the arrival order a match draws for a step: the players who gave orders, shuffled
 * by a generator seeded from the match seed and the step (a stream apart from the bots').
 */
export function drawnArrival(seed: string, step: number, players: readonly string[]): string[] {
  return shuffled(seededRng(`${seed}\u0000arrival\u0000${step}`), players);
}

/** The first link of a hash chain. */
export function chainStart(stateHash: string): string {
  return hash64(`start:${stateHash}`);
}

/** The next link of a hash chain: a step's hash covers every step before it. */
export function chainNext(previous: string, stateHash: string): string {
  return hash64(`${previous}:${stateHash}`);
}

const isExternal = <View>(seat: Seat<View>): seat is ExternalSeat<View> =>
  typeof seat === 'object' && seat !== null && typeof (seat as ExternalSeat<View>).orders === 'function';

/**
 * Whether a seat answered with a promise (or any thenable): orders that only the
 * asynchronous runner can await. Orders are JSON, which holds no function, so no order
 * is taken for one.
 */
export function isThenable(value: unknown): value is PromiseLike<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  try {
    return typeof (value as { then?: unknown }).then === 'function';
  } catch {
    // A hostile object (a proxy, a throwing getter) is no promise: it goes on as orders,
    // which the JSON copy then refuses as it refuses any value JSON cannot hold.
    return false;
  }
}

/** Orders as plain JSON, so that what is logged is exactly what was resolved. */
function asJson(value: unknown): unknown {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return undefined;
  try {
    const text = JSON.stringify(value);
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    // Values JSON cannot hold (cycles, BigInt) are orders no game accepts: the seat gives none.
    return undefined;
  }
}

/**
 * Orders a seat can no longer change once given: sealed where they are plain data (the
 * cheap way, for simulations that do not record), copied as JSON where they are not (a
 * seat's garbage, for the game to refuse). A seat that kept its orders and wrote to them
 * after the step would otherwise change a state that holds them.
 */
function detached(value: unknown): unknown {
  try {
    return sealed(value);
  } catch {
    return asJson(value);
  }
}

/**
 * A match under way, a step at a time: the state, the hash chain and the log. Both
 * runners drive one ({@link runMatch} and `runMatchAsync`), so they play the same game
 * and write the same log; they differ only in how they wait for a seat's answer.
 * @internal
 */
export interface OpenMatch<State> {
  /** Who is awaited now, or null once nobody is or the step limit is reached. */
  awaiting(): Awaiting | null;
  /** The step whose orders are due. */
  step(): number;
  /** The seat of `player` asked for its orders, from its player's view only; undefined when it has no seat. */
  ask(player: string, step: number, kind: string): unknown;
  /** A seat's answer detached from the seat, as the step's orders hold it (undefined or null: none, K2). */
  detach(given: unknown): unknown;
  /** Resolves the step from its orders, logs it and reports it. */
  settle(step: number, orders: Record<string, unknown>): void;
  /** What the match gives once over. */
  result(): RunMatchResult<State>;
}

/** Opens a match from `options.start`; see {@link OpenMatch}. @internal */
export function openMatch<State, View, Resolved extends StepResult<State>>(
  game: MatchGame<State, View, Resolved>,
  options: RunMatchOptions<State, View, Resolved>,
): OpenMatch<State> {
  const record = options.record ?? true;
  const maxSteps = options.maxSteps ?? options.maxDays ?? 1000;
  const onStep = options.onStep ?? options.onDay;
  let state = options.start;
  let link = record ? chainStart(game.hash(state)) : '';
  const start = link;
  const steps: LoggedStep[] = [];
  let played = 0;
  return {
    awaiting() {
      if (played >= maxSteps) return null;
      const awaited = game.awaiting(state);
      return awaited.players.length > 0 ? awaited : null;
    },
    step: () => game.step(state),
    ask(player, step, kind) {
      const seat = options.seats[player];
      if (seat === undefined) return undefined;
      // Sealed here too, not only by `defineGame`: a game passed in by a caller may be a
      // plain object, and a seat must not reach the state through its view either way.
      const view = sealed(game.view(state, player));
      return isExternal(seat)
        ? seat.orders(view, step, kind)
        : seat(view, botRng(options.seed, player, step));
    },
    detach: (given) => (record ? asJson(given) : detached(given)),
    settle(step, orders) {
      const arrival =
        options.arrival === true ? drawnArrival(options.seed, step, Object.keys(orders)) : undefined;
      const result =
        arrival === undefined ? game.resolve(state, orders) : game.resolve(state, orders, { arrival });
      state = result.state;
      played++;
      if (record) {
        link = chainNext(link, game.hash(state));
        steps.push(
          arrival === undefined ? { step, orders, hash: link } : { step, orders, arrival, hash: link },
        );
      }
      onStep?.(result, orders);
    },
    result: () => ({ state, stepsPlayed: played, daysPlayed: played, start, days: steps }),
  };
}

/**
 * A seat answered the synchronous runner with a promise: a typed error (taking it for no
 * orders would lose the game for that player without a word). A rejection the promise
 * brings later is caught, so that it does not stop the process as unhandled.
 */
function refusePromise(given: PromiseLike<unknown>, player: string, step: number): never {
  try {
    given.then(undefined, () => undefined);
  } catch {
    // A thenable whose `then` throws has nothing left to catch.
  }
  throw new SimulturnError([gameIssue('seat/promise', ['seats', player], { player, step })]);
}

/**
 * Plays a game from `start` until nobody is awaited: at each step the awaited seats (and
 * only they) are asked for orders, from their player's view only, then the game resolves
 * the step. A seat that gives `undefined` or `null` gives no orders (its key is missing,
 * K2); one that gives `[]` ordered nothing. A seat that answers with a promise (a person
 * behind a client, a remote bot) is a `SimulturnError` (`seat/promise`): such seats are
 * played by `runMatchAsync`, which awaits them.
 * @example
 * ```ts
 * const result = runMatch(myGame, { seed: 's', start, seats: { red: randomBot, blue: { orders: () => [] } } });
 * ```
 */
export function runMatch<State, View, Resolved extends StepResult<State>>(
  game: MatchGame<State, View, Resolved>,
  options: RunMatchOptions<State, View, Resolved>,
): RunMatchResult<State> {
  const match = openMatch(game, options);
  for (let awaited = match.awaiting(); awaited !== null; awaited = match.awaiting()) {
    const step = match.step();
    const orders: Record<string, unknown> = {};
    for (const player of awaited.players) {
      const given = match.ask(player, step, awaited.kind);
      if (isThenable(given)) refusePromise(given, player, step);
      const value = match.detach(given);
      if (value !== undefined && value !== null) orders[player] = value;
    }
    match.settle(step, orders);
  }
  return match.result();
}

/** Where a replay first parted from its log. */
export interface Divergence {
  /** The step whose hash differs (0 for the start state), or whose number differs from the log's. */
  readonly step: number;
  /**
   * The same as {@link Divergence.step} (its name when every step was a day).
   * @deprecated Use {@link Divergence.step}.
   */
  readonly day: number;
  /** The hash the log records (or, when the step numbers differ, `step <n>`). */
  readonly expected: string;
  /** The hash the replay reached (or `step <n>`). */
  readonly actual: string;
}

/** What {@link replaySteps} found. */
export interface ReplayOutcome<State> {
  /** The state after the last step replayed (up to the divergence, if any). */
  readonly state: State;
  /** How many steps were replayed. */
  readonly stepsReplayed: number;
  /**
   * The same as {@link ReplayOutcome.stepsReplayed} (its name when every step was a day).
   * @deprecated Use {@link ReplayOutcome.stepsReplayed}.
   */
  readonly daysReplayed: number;
  /** The first step whose hash differs from the log's, or null if none does. */
  readonly divergence: Divergence | null;
}

const replayOutcome = <State>(
  state: State,
  count: number,
  divergence: Divergence | null,
): ReplayOutcome<State> => ({
  state,
  stepsReplayed: count,
  daysReplayed: count,
  divergence,
});

const diverged = (step: number, expected: string, actual: string): Divergence => ({
  step,
  day: step,
  expected,
  actual,
});

/**
 * Re-runs logged steps from `start` and compares the hash chain step by step, stopping
 * at the first that differs. A logged step number (logs written since games have steps)
 * must be the game's step at that point, so a log cannot be replayed against the wrong
 * step; logs without step numbers replay as they always did.
 */
export function replaySteps<State, View, Resolved extends StepResult<State>>(
  game: MatchGame<State, View, Resolved>,
  start: State,
  startHash: string,
  days: readonly LoggedStep[],
): ReplayOutcome<State> {
  let link = chainStart(game.hash(start));
  if (link !== startHash) {
    return replayOutcome(start, 0, diverged(0, startHash, link));
  }
  let state = start;
  let count = 0;
  for (const logged of days) {
    const step = game.step(state);
    if (logged.step !== undefined && logged.step !== step) {
      return replayOutcome(state, count, diverged(step, `step ${logged.step}`, `step ${step}`));
    }
    const envelope = logged.arrival === undefined ? undefined : { arrival: logged.arrival };
    state = (
      envelope === undefined
        ? game.resolve(state, logged.orders)
        : game.resolve(state, logged.orders, envelope)
    ).state;
    count++;
    link = chainNext(link, game.hash(state));
    if (link !== logged.hash) {
      return replayOutcome(state, count, diverged(step, logged.hash, link));
    }
  }
  return replayOutcome(state, count, null);
}

/**
 * {@link replaySteps} by the name it had when every game's step was a day.
 * @deprecated Use {@link replaySteps}.
 */
export const replayDays = replaySteps;
