/**
 * The match runner, shared by every game: seats (computer players or callbacks) give
 * orders from their player's view, the game resolves the day, and a replay log records
 * the orders and a chain of per-day state hashes. A game plugs in through
 * {@link MatchGame}, the one small interface every ruleset implements.
 */
import { hash64 } from './hash.js';
import { type Rng, seededRng } from './rng.js';

/**
 * What a game gives the match runner.
 * @typeParam State - the game state (immutable).
 * @typeParam View - what one player knows: the only thing a seat is shown.
 * @typeParam Day - what resolving a day returns; it carries the next state.
 */
export interface MatchGame<
  State,
  View,
  Day extends {
    /** The state at the next dawn, after the day. */
    readonly state: State;
  },
> {
  /** The game's id, such as `corporate-war`; written into replay logs. */
  readonly id: string;
  /** The players who give orders, in a fixed order. */
  players(state: State): readonly string[];
  /** What a player knows at dawn; the only input its seat gets. */
  view(state: State, player: string): View;
  /** Resolves one day from raw orders by player. Must never throw on any orders. */
  resolve(state: State, orders: Readonly<Record<string, unknown>>): Day;
  /** True once the game has ended; the runner stops there. */
  isOver(state: State): boolean;
  /** The day whose orders are due (1 for a new game). */
  day(state: State): number;
  /** A stable hash of the whole state, for the replay log's chain. */
  hash(state: State): string;
}

/**
 * A computer player: a function of its player's view and a private random generator to
 * that player's orders. It is never shown the state, so it cannot use what its player
 * does not know.
 */
export type Bot<View, Orders = unknown> = (view: View, rng: Rng) => Orders;

/** An external player: a callback asked for orders each day. Returning nothing keeps its soldiers where they are. */
export interface ExternalSeat<View> {
  /** Asked for the player's orders, given its view and the day. */
  readonly orders: (view: View, day: number) => unknown;
}

/** Who plays a seat: a bot or an external player. */
export type Seat<View> = Bot<View> | ExternalSeat<View>;

/** One day of a replay log. */
export interface LoggedDay {
  /** The orders given, by player, as JSON (players who gave none are absent). */
  readonly orders: Readonly<Record<string, unknown>>;
  /** The hash chain after the day: `hash64(previous + ':' + stateHash)`. */
  readonly hash: string;
}

/** What {@link runMatch} needs. */
export interface RunMatchOptions<
  State,
  View,
  Day extends {
    /** The state at the next dawn, after the day. */
    readonly state: State;
  },
> {
  /** Seeds the bots' private generators (the game's own RNG lives in its state). */
  readonly seed: string;
  /** The state at the first dawn. */
  readonly start: State;
  /** Who plays each player; a player with no seat gives no orders. */
  readonly seats: Readonly<Record<string, Seat<View>>>;
  /** Stop after this many days even if the game goes on (a safety net; default 1000). */
  readonly maxDays?: number;
  /** Keep the orders and the hash chain (default true); simulations switch it off for speed. */
  readonly record?: boolean;
  /** Called after each day with the game's day result and the orders that made it. */
  readonly onDay?: (day: Day, orders: Readonly<Record<string, unknown>>) => void;
}

/** What {@link runMatch} returns. */
export interface RunMatchResult<State> {
  /** The final state. */
  readonly state: State;
  /** How many days were resolved. */
  readonly daysPlayed: number;
  /** The first link of the hash chain (the start state's), or '' when not recording. */
  readonly start: string;
  /** Each day's orders and chain hash; empty when not recording. */
  readonly days: readonly LoggedDay[];
}

/**
 * The private generator of a bot for one player and day. It depends only on the match
 * seed, the player and the day, never on the game state, so a bot's draws reveal nothing
 * and a match replays exactly.
 */
export function botRng(seed: string, player: string, day: number): Rng {
  return seededRng(`${seed}\u0000bot\u0000${player}\u0000${day}`);
}

/** The first link of a hash chain. */
export function chainStart(stateHash: string): string {
  return hash64(`start:${stateHash}`);
}

/** The next link of a hash chain: a day's hash covers every day before it. */
export function chainNext(previous: string, stateHash: string): string {
  return hash64(`${previous}:${stateHash}`);
}

const isExternal = <View>(seat: Seat<View>): seat is ExternalSeat<View> =>
  typeof seat === 'object' && seat !== null && typeof (seat as ExternalSeat<View>).orders === 'function';

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
 * Plays a game from `start` until it ends: each day every seat is asked for orders, from
 * its player's view only, then the game resolves the day.
 * @example
 * ```ts
 * const result = runMatch(myGame, { seed: 's', start, seats: { red: randomBot, blue: { orders: () => [] } } });
 * ```
 */
export function runMatch<
  State,
  View,
  Day extends {
    /** The state at the next dawn, after the day. */
    readonly state: State;
  },
>(game: MatchGame<State, View, Day>, options: RunMatchOptions<State, View, Day>): RunMatchResult<State> {
  const record = options.record ?? true;
  const maxDays = options.maxDays ?? 1000;
  let state = options.start;
  let link = record ? chainStart(game.hash(state)) : '';
  const start = link;
  const days: LoggedDay[] = [];
  let played = 0;
  while (!game.isOver(state) && played < maxDays) {
    const today = game.day(state);
    const orders: Record<string, unknown> = {};
    for (const player of game.players(state)) {
      const seat = options.seats[player];
      if (seat === undefined) continue;
      const view = game.view(state, player);
      const given = isExternal(seat)
        ? seat.orders(view, today)
        : seat(view, botRng(options.seed, player, today));
      const value = record ? asJson(given) : given;
      if (value !== undefined && value !== null) orders[player] = value;
    }
    const result = game.resolve(state, orders);
    state = result.state;
    played++;
    if (record) {
      link = chainNext(link, game.hash(state));
      days.push({ orders, hash: link });
    }
    options.onDay?.(result, orders);
  }
  return { state, daysPlayed: played, start, days };
}

/** Where a replay first parted from its log. */
export interface Divergence {
  /** The day whose hash differs (0 for the start state). */
  readonly day: number;
  /** The hash the log records. */
  readonly expected: string;
  /** The hash the replay reached. */
  readonly actual: string;
}

/** What {@link replayDays} found. */
export interface ReplayOutcome<State> {
  /** The state after the last day replayed (up to the divergence, if any). */
  readonly state: State;
  /** How many days were replayed. */
  readonly daysReplayed: number;
  /** The first day whose hash differs from the log's, or null if none does. */
  readonly divergence: Divergence | null;
}

/**
 * Re-runs logged days from `start` and compares the hash chain day by day, stopping at the
 * first day that differs.
 */
export function replayDays<
  State,
  View,
  Day extends {
    /** The state at the next dawn, after the day. */
    readonly state: State;
  },
>(
  game: MatchGame<State, View, Day>,
  start: State,
  startHash: string,
  days: readonly LoggedDay[],
): ReplayOutcome<State> {
  let link = chainStart(game.hash(start));
  if (link !== startHash) {
    return { state: start, daysReplayed: 0, divergence: { day: 0, expected: startHash, actual: link } };
  }
  let state = start;
  let replayed = 0;
  for (const logged of days) {
    const dayNumber = game.day(state);
    state = game.resolve(state, logged.orders).state;
    replayed++;
    link = chainNext(link, game.hash(state));
    if (link !== logged.hash) {
      return {
        state,
        daysReplayed: replayed,
        divergence: { day: dayNumber, expected: logged.hash, actual: link },
      };
    }
  }
  return { state, daysReplayed: replayed, divergence: null };
}
