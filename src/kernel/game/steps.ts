/**
 * Turn steps and the order envelope (K1, K2; see `docs/kernel.md`): what a game says about
 * who must act now, what reaches its resolve besides the orders themselves, and what the
 * resolve returns. Every generic tool (the match runner, the simulator, the referee)
 * drives a game through these types only, so one runner serves simultaneous days (Corporate War, Galactic
 * Overlord), one player at a time (Corporation) and phases that mix both (the strategic
 * game: production together, then moves one side after another).
 */

/**
 * K1: who must give orders at the current step, and for what kind of orders. All
 * players at once for a simultaneous day; one player for a sequential turn; any subset
 * for a phase. No players means the game is over: nobody is ever asked again.
 */
export interface Awaiting {
  /** The players whose orders the step waits for, in a fixed (seat) order; empty once the game is over. */
  readonly players: readonly string[];
  /**
   * What kind of orders the step takes, in the game's own words (`move`, `production`,
   * `bid`…): a bot or a client picks its form of orders by it.
   */
  readonly kind: string;
}

/** The awaited set of a finished game: nobody, for nothing. */
export const NOBODY_AWAITED: Awaiting = Object.freeze({ players: Object.freeze([]), kind: 'over' });

/**
 * K2: what reaches a resolve besides the orders.
 *
 * The orders themselves are a record by player, and the kernel keeps one distinction
 * every game must honour: a player whose key is **missing** gave no orders at all (no
 * sheet arrived, the seat was empty, the bot gave nothing), while a player whose value
 * is an **empty list** `[]` explicitly ordered nothing. A game may treat them alike
 * (Corporate War: soldiers without orders stay, CW-5.4) or not (a civil-disorder rule for
 * absent players), but it must say which; the runner and the replay log never turn one
 * into the other.
 */
export interface OrderEnvelope {
  /**
   * The order in which the players' orders arrived, first first: the referee's receipt
   * order, or in a match or a simulation a seeded order drawn from the match seed and the
   * step, written into the replay log. Only players with orders appear. Absent when the
   * game does not care (most games); Galactic Overlord resolves some conflicts by it.
   */
  readonly arrival?: readonly string[];
}

/** What resolving a step returns, at the least: the next state. */
export interface StepResult<State> {
  /** The state after the step. */
  readonly state: State;
}
