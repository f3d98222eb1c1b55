/**
 * What the adapter keeps in boardgame.io's `G` and what it sends each client instead. `G`
 * must be plain JSON (boardgame.io stores it, diffs it and sends it), so the simulturn
 * state is kept as the game's own serialized text (`game.serialize`, read back with
 * `game.parse`), beside the orders of the step that have arrived and their arrival order
 * (K2). A client never receives `G`: it receives a {@link SeatState}, made by the game's
 * own `view` for its player.
 */
import type { GameOutcome } from '../kernel/game/contract.js';

/** The format tag of {@link MatchState}, so a client's copy of the adapter can tell it from a {@link SeatState}. */
export const MATCH_STATE_TAG = 'simulturn/boardgame.io-match';

/** How a match was set up: public, since boardgame.io sends the first `G` to every client unfiltered. */
export interface MatchSetup {
  /** The options passed to the game's `setup`. */
  readonly options: unknown;
  /**
   * The public part of the seed (from `setupData.seed`, or drawn from boardgame.io's
   * generator). The game is set up from it and the server's secret ({@link matchSeed}).
   */
  readonly seed: string;
}

/** boardgame.io's `G` for a simulturn match: plain JSON, kept on the server only. */
export interface MatchState {
  /** Always {@link MATCH_STATE_TAG}. */
  readonly format: typeof MATCH_STATE_TAG;
  /** The game's id. */
  readonly game: string;
  /** Every seat's player, by boardgame.io player id (`'0'` is the first seat). */
  readonly seats: readonly string[];
  /** How the match was set up (public). */
  readonly setup: MatchSetup;
  /**
   * The simulturn state, serialized; `null` until the first orders arrive. boardgame.io
   * sends the first `G` to every client as it is (its `initialState`, not filtered by
   * `playerView`), so the first state is made from the setup and the secret when needed,
   * and written here only by the first move.
   */
  readonly state: string | null;
  /** K1: the step whose orders are due. */
  readonly step: number;
  /** K1: what kind of orders the step takes. */
  readonly kind: string;
  /** K1: the players awaited at this step, in seat order. */
  readonly awaited: readonly string[];
  /** K2: the players whose orders have arrived for this step, first first. */
  readonly arrival: readonly string[];
  /**
   * The orders that have arrived for this step, in the order they arrived: the i-th is the
   * orders of `arrival[i]` ({@link pendingOrders} gives them by player). A list, not a map
   * by player: a move adds one at the end, and copying a list of a thousand costs a
   * thousandth of copying a map of a thousand keys.
   */
  readonly received: readonly unknown[];
  /**
   * What each player was told of the last step resolved, by player, as JSON text: a
   * thousand reports are a thousand strings to copy, freeze and store, not every object of
   * every report (boardgame.io's immer walks and freezes what a move returns). A `G` of an
   * earlier version of the adapter held them as values; they are read as they were. Empty
   * when the adapter derives them ({@link MatchState.lastStep}).
   */
  readonly reports: Readonly<Record<string, string>>;
  /**
   * The last step as it was resolved, in place of its reports, when the adapter's
   * `reports` is `'derived'`: the reports are made again from it when a server reads the
   * match back (a step's resolution is pure and deterministic). Absent when the reports
   * are stored in {@link MatchState.reports}, and before the first step is resolved.
   */
  readonly lastStep?: ResolvedStep;
  /** K5: what the last step made public, for games with a public channel. */
  readonly publicReport: unknown;
  /** K9: how the game ended, or null while it goes on. */
  readonly outcome: GameOutcome | null;
}

/**
 * A step as it was resolved: the state before it and its orders in their order of arrival
 * (K2). Enough to resolve it again, and so to tell each player again what it was told.
 */
export interface ResolvedStep {
  /** The state the step was resolved from, serialized; null for the match's first state (made again from its setup and the server's secret). */
  readonly from: string | null;
  /** The players whose orders were taken, first first. */
  readonly arrival: readonly string[];
  /** Their orders: the i-th is the orders of `arrival[i]`. */
  readonly received: readonly unknown[];
}

/** What one client receives as `G`: its player's view and nothing else of the state. */
export interface SeatState {
  /** The game's id. */
  readonly game: string;
  /** The client's player, or null for an onlooker (who gets no view). */
  readonly player: string | null;
  /** Every seat's player, by boardgame.io player id. */
  readonly seats: readonly string[];
  /** K1: the step whose orders are due. */
  readonly step: number;
  /** K1: what kind of orders the step takes. */
  readonly kind: string;
  /** K1: the players awaited at this step. */
  readonly awaited: readonly string[];
  /** The awaited players whose orders have arrived (who, not what). */
  readonly sent: readonly string[];
  /** The game's `view` for this player (as JSON), or null for an onlooker. */
  readonly view: unknown;
  /** This player's own orders for the step, once sent; null before. */
  readonly orders: unknown;
  /** What this player was told of the last step resolved (as JSON), or null. */
  readonly report: unknown;
  /** K5: what the last step made public, or null. */
  readonly publicReport: unknown;
  /** K9: how the game ended, or null while it goes on. */
  readonly outcome: GameOutcome | null;
}

/**
 * The orders that have arrived for the step, by player. A `G` written by an earlier
 * version of the adapter kept them so, as `pending`; it is read as it was.
 */
export function pendingOrders(g: MatchState): Record<string, unknown> {
  const legacy = (g as { pending?: Record<string, unknown> }).pending;
  if (g.received === undefined && legacy !== undefined) return { ...legacy };
  const out: Record<string, unknown> = {};
  g.arrival.forEach((player, i) => {
    out[player] = g.received[i];
  });
  return out;
}

/** Whether a `G` is the server's {@link MatchState} (not a client's {@link SeatState}). */
export function isMatchState(g: unknown): g is MatchState {
  return typeof g === 'object' && g !== null && (g as { format?: unknown }).format === MATCH_STATE_TAG;
}

/**
 * Whether a move made on a match whose latest `G` is `g` may close the step: the adapter's
 * `G` ({@link MatchState}) awaiting one more player's orders. Any other `G` never does.
 */
export function closesStep(g: unknown): boolean {
  return isMatchState(g) && g.arrival.length + 1 >= g.awaited.length;
}

/** A value as plain JSON (what boardgame.io can store and send). */
export function asJson(value: unknown): unknown {
  if (value === undefined) return null;
  const text = JSON.stringify(value);
  return text === undefined ? null : JSON.parse(text);
}
