/**
 * K11: a generic search player for any game that can list a player's legal orders.
 *
 * The method is flat Monte Carlo with UCB1 at the root (the first level of MCTS): each
 * legal choice of the searching player is tried in playouts to the end of the game, the
 * other players' orders drawn by a rollout policy (uniform over their legal orders unless
 * the game gives a better one), and the choice with the best mean reward is played. It is
 * the weakest search worth having, and deliberately so: it needs nothing of a game but the
 * contract and `legalOrders`, so it serves as the common baseline every game's own search
 * bot must beat, and as a search player for a new game on its first day.
 *
 * Hidden information: the search runs on a *state*, never a view. A bot built with
 * {@link searchBot} asks the game for a state consistent with its view (`position`): a
 * game of perfect information (Corporation) returns the state its view carries; a game
 * with secrets draws the unknowns from the bot's own generator (a determinization), and
 * must never copy them from the true state, which a bot never sees.
 *
 * Deterministic: every draw comes from the generator passed in, candidates are taken in
 * the order `legalOrders` lists them, and ties go to the earlier candidate.
 */
import type { Rng } from '../rng.js';
import { shuffled } from '../rng.js';
import type { GameOutcome } from './contract.js';
import type { Awaiting, OrderEnvelope } from './steps.js';

/** What the search needs of a game: the contract's turn-taking part and `legalOrders`. */
export interface SearchableGame<State> {
  /** Who must act now (K1). */
  awaiting(state: State): Awaiting;
  /** Resolves a step, as the contract's `resolve`. */
  resolve(
    state: State,
    orders: Readonly<Record<string, unknown>>,
    envelope?: OrderEnvelope,
  ): {
    /** The state after the step. */
    readonly state: State;
  };
  /** How the game ended, or null while it goes on. */
  outcome(state: State): GameOutcome | null;
  /** Every legal set of orders of `player` at the current step (see the contract's `legalOrders`). */
  legalOrders(state: State, player: string): readonly unknown[];
}

/** How hard and how far {@link monteCarloOrders} looks. */
export interface MonteCarloOptions<State> {
  /** Playouts in all, shared among the candidates by UCB1 (at least one each while the budget lasts). */
  readonly playouts: number;
  /** Steps a playout may run before it is cut off and scored by `evaluate` (default 200). */
  readonly maxSteps?: number;
  /** UCB1's exploration constant (default √2, the textbook value for rewards in [0, 1]). */
  readonly exploration?: number;
  /**
   * The orders a player gives inside a playout. Default: uniform over `legalOrders`. A
   * game whose legal lists are long or dear to build passes its random bot instead.
   */
  readonly rollout?: (state: State, player: string, rng: Rng) => unknown;
  /** The reward of a playout cut off at `maxSteps`, in [0, 1] (default 0.5: nothing known). */
  readonly evaluate?: (state: State, player: string) => number;
  /**
   * A seat's reward for a finished playout, in [0, 1] (default {@link seatReward}: its place,
   * with a fifth for its share of the score).
   */
  readonly reward?: (outcome: GameOutcome, player: string) => number;
  /** Whether to pass a drawn arrival order to `resolve` (K2), for games that use it (default true). */
  readonly arrival?: boolean;
}

/**
 * A seat's reward for a finished game, in [0, 1]. Most of it (`1 - scoreWeight`) is the
 * seat's place: 1 for a lone first, 0 for a lone last, evenly between, and seats that
 * share a place share the places they cover (two seats tied first of two get 0.5 each, as
 * a draw). The rest is the seat's share of the table's score (scores shifted up so the
 * lowest is 0 when any is negative), so that when every choice leads to the same place (a
 * search sure to win, or sure to lose, perhaps from a wrong guess at what it cannot see)
 * it still prefers the larger margin to any move at all. With one seat, the place part is
 * 1 for a win and 0 otherwise.
 */
export function seatReward(outcome: GameOutcome, player: string, scoreWeight = 0.2): number {
  const seats = Object.values(outcome.seats);
  const seat = outcome.seats[player];
  if (seat === undefined) return 0;
  const n = seats.length;
  let place = outcome.winners.includes(player) ? 1 : 0;
  if (n > 1) {
    // The places this seat's rank covers: rank .. rank + (seats sharing it) - 1.
    const sharing = seats.filter((s) => s.rank === seat.rank).length;
    place = 1 - (seat.rank - 1 + (sharing - 1) / 2) / (n - 1);
  }
  const shift = Math.min(0, ...seats.map((s) => s.score));
  const total = seats.reduce((sum, s) => sum + s.score - shift, 0);
  const share = total === 0 ? 1 / n : (seat.score - shift) / total;
  return (1 - scoreWeight) * place + scoreWeight * share;
}

/** One playout from `state` to the end (or the step limit): `player`'s reward. */
function playout<State>(
  game: SearchableGame<State>,
  start: State,
  first: Readonly<Record<string, unknown>>,
  player: string,
  rng: Rng,
  options: MonteCarloOptions<State>,
): number {
  const rollout =
    options.rollout ?? ((s: State, p: string, r: Rng) => pickUniform(game.legalOrders(s, p), r));
  const maxSteps = options.maxSteps ?? 200;
  let state = start;
  let given: Readonly<Record<string, unknown>> | null = first;
  for (let steps = 0; ; steps++) {
    const done = game.outcome(state);
    if (done !== null) return (options.reward ?? seatReward)(done, player);
    if (steps >= maxSteps) return options.evaluate?.(state, player) ?? 0.5;
    const awaited = game.awaiting(state).players;
    if (awaited.length === 0) return 0.5; // Not over, yet nobody awaited: a broken game; score it neutral.
    const orders: Record<string, unknown> = {};
    for (const p of awaited) {
      const o = given !== null && Object.hasOwn(given, p) ? given[p] : rollout(state, p, rng);
      if (o !== undefined && o !== null) orders[p] = o;
    }
    given = null;
    const arrival = options.arrival === false ? undefined : shuffled(rng, Object.keys(orders));
    state = (arrival === undefined ? game.resolve(state, orders) : game.resolve(state, orders, { arrival }))
      .state;
  }
}

function pickUniform(items: readonly unknown[], rng: Rng): unknown {
  return items.length === 0 ? undefined : items[rng.int(items.length)];
}

/**
 * The orders the search chooses for `player` at `state`: the legal choice with the best
 * mean reward over the playouts. `undefined` when `player` has no legal orders (it is not
 * awaited, or the game lists none). With one legal choice, no playout is run.
 */
export function monteCarloOrders<State>(
  game: SearchableGame<State>,
  state: State,
  player: string,
  rng: Rng,
  options: MonteCarloOptions<State>,
): unknown {
  const candidates = game.legalOrders(state, player);
  if (candidates.length <= 1) return candidates[0];
  const c = options.exploration ?? Math.SQRT2;
  const visits = new Array<number>(candidates.length).fill(0);
  const totals = new Array<number>(candidates.length).fill(0);
  for (let n = 0; n < options.playouts; n++) {
    // UCB1: every candidate once, then the best upper bound (ties to the earlier one).
    let pick = visits.indexOf(0);
    if (pick < 0) {
      let best = -1;
      for (let k = 0; k < candidates.length; k++) {
        const bound = totals[k]! / visits[k]! + c * Math.sqrt(Math.log(n) / visits[k]!);
        if (bound > best) [best, pick] = [bound, k];
      }
    }
    totals[pick] = totals[pick]! + playout(game, state, { [player]: candidates[pick] }, player, rng, options);
    visits[pick] = visits[pick]! + 1;
  }
  let chosen = 0;
  let bestMean = -1;
  for (let k = 0; k < candidates.length; k++) {
    const mean = visits[k] === 0 ? -1 : totals[k]! / visits[k]!;
    if (mean > bestMean) [bestMean, chosen] = [mean, k];
  }
  return candidates[chosen];
}

/** How a {@link searchBot} finds the state to search from, and whose orders it chooses. */
export interface SearchPosition<State> {
  /** A state consistent with the view: the view's own state under perfect information, else one drawn with `rng`. */
  readonly state: State;
  /** The player the view belongs to. */
  readonly player: string;
}

/**
 * A computer player (a kernel `Bot`: view and generator to orders) that searches with
 * {@link monteCarloOrders}. `position` turns the bot's view into a state to search from;
 * it must use only the view and the generator (see the module comment on hidden
 * information).
 * @example
 * ```ts
 * const bot = searchBot(game, (view) => ({ state: view.state, player: view.player }), { playouts: 200 });
 * const orders = bot(view, rng);
 * ```
 */
export function searchBot<State, View>(
  game: SearchableGame<State>,
  position: (view: View, rng: Rng) => SearchPosition<State>,
  options: MonteCarloOptions<State>,
): (view: View, rng: Rng) => unknown {
  return (view, rng) => {
    const at = position(view, rng);
    return monteCarloOrders(game, at.state, at.player, rng, options);
  };
}
