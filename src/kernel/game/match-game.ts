/**
 * The turn-taking part of the game contract: what the match runner, the referee and the
 * search need of a game to play it step by step. At each step the game says who is
 * awaited (K1), takes their orders and resolves (K2), and hashes its state for the replay
 * log's chain. `Game` (`./contract.ts`) extends it with everything else a tool may ask.
 */
import type { Awaiting, OrderEnvelope, StepResult } from './steps.js';

/**
 * What a game gives the match runner: the turn-taking part of the game contract.
 * @typeParam State - the game state (immutable).
 * @typeParam View - what one player knows: the only thing a seat is shown.
 * @typeParam Resolved - what resolving a step returns; it carries the next state.
 */
export interface MatchGame<State, View, Resolved extends StepResult<State> = StepResult<State>> {
  /** The game's id, such as `corporate-war`; written into replay logs. */
  readonly id: string;
  /**
   * K1: who must give orders now, and for what kind of orders; no players once the game
   * is over (the runner stops there).
   */
  awaiting(state: State): Awaiting;
  /**
   * K1: the step whose orders are due: a number that grows by at least one with every
   * resolve (Corporate War's is its day). Bots' streams and the referee's files are keyed
   * by it, so no two steps of a game may share one.
   */
  step(state: State): number;
  /** What a player knows now; the only input its seat gets. */
  view(state: State, player: string): View;
  /**
   * Resolves one step from raw orders by player (K2: a missing key is a player who gave
   * no orders, `[]` one who ordered nothing; see `OrderEnvelope`). Must never throw on
   * any orders.
   */
  resolve(state: State, orders: Readonly<Record<string, unknown>>, envelope?: OrderEnvelope): Resolved;
  /** A stable hash of the whole state, for the replay log's chain. */
  hash(state: State): string;
}
