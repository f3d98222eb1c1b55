/**
 * Computer players (a bot is `(view, rng) => orders`, as the kernel's `Bot`): `random`
 * picks uniformly among the legal ends of a turn; `greedy` looks one ply ahead, weighing
 * its own progress against its opponents' and against the promotions an opponent could
 * make at once if nothing changed (the seed's tactic of covering pieces that could move);
 * `search` looks two plies ahead, each of its best turns against every reply of the next
 * player, within a fixed budget.
 */
import type { Bot } from '../kernel/game/seat.js';
import type { Rng } from '../kernel/rng.js';
import { buildingIndex } from './building.js';
import {
  afterExchangeAndEntry,
  distinctSwaps,
  endStates,
  legalEndStates,
  possibleEntries,
  type TurnChoice,
} from './end-states.js';
import { applicablePromotions, promotionEnds } from './promotions.js';
import { type CorporationState, countersLeft } from './state.js';
import type { CorporationView } from './view.js';
import { CIRCLES, COLOURS, type Colour, PER_COLOUR } from './vocabulary.js';

/** A Corporation bot. */
export type CorporationBot = Bot<CorporationView, unknown>;

function randomPlacement(state: CorporationState, rng: Rng): { circle: number; colour: Colour } {
  const circles = [...Array(CIRCLES).keys()].filter((k) => state.table[k] === null);
  const left = countersLeft(state);
  const colours = COLOURS.filter((c) => left[c] > 0);
  return { circle: circles[rng.int(circles.length)]!, colour: colours[rng.int(colours.length)]! };
}

/**
 * Plays at random: a random placement; for a turn, no exchange half the time and
 * otherwise a random one, a random entry or none, then a random end of the promotions
 * that follow; a coin for challenges.
 */
export const randomBot: CorporationBot = (view, rng) => {
  const { state, awaiting } = view;
  if (awaiting.kind === 'place') return randomPlacement(state, rng);
  if (awaiting.kind === 'challenge') return { challenge: rng.int(2) === 0 };
  if (awaiting.kind !== 'turn') return null;
  const swaps = distinctSwaps(state);
  const swap = rng.int(2) === 0 ? null : swaps[rng.int(swaps.length)]!;
  const entries = possibleEntries(state);
  const enter = entries[rng.int(entries.length)]!;
  const w = afterExchangeAndEntry(state, swap, enter);
  const ends = promotionEnds({ ...state, table: w.table }, w);
  const end = ends[rng.int(ends.length)]!;
  return { ...(swap === null ? {} : { swap }), ...(enter === null ? {} : { enter }), promote: end.promote };
};

/**
 * How far a colour has come: ten a head in the Boardroom, and for each employee in the
 * building, the promotions he has made of the most he could need.
 */
export function progress(state: CorporationState, colour: Colour): number {
  const ix = buildingIndex(state.building);
  let v = 10 * (ix.maxHeight + 1) * state.boardroom[colour];
  state.stacks.forEach((stack, r) => {
    for (const c of stack) if (c === colour) v += 1 + ix.maxHeight - ix.height[r]!;
  });
  return v;
}

/** The greedy bot's score of a state for `me`: a win, a loss, or progress against the best opponent and his open promotions. */
export function greedyScore(state: CorporationState, me: Colour): number {
  if (state.ended !== null) {
    if (state.ended.winners.includes(me)) return 1e9;
    return state.ended.winners.length > 0 ? -1e9 : 0;
  }
  const others = state.players.filter((p) => p !== me);
  const mine = progress(state, me);
  if (others.length === 0) return mine;
  const best = Math.max(...others.map((p) => progress(state, p)));
  const now = applicablePromotions(state);
  const open = now.filter((p) => p.colour !== me && others.includes(p.colour)).length;
  const ownOpen = now.filter((p) => p.colour === me).length;
  return mine - best - 3 * open + ownOpen;
}

/**
 * One ply: every legal end of the turn, scored by {@link greedyScore}, the best taken (ties
 * broken by the generator). Placements put the player's colour on a free left circle when
 * it can, else at random; it always challenges.
 */
export const greedyBot: CorporationBot = (view, rng) => {
  const { state, player, awaiting } = view;
  if (awaiting.kind === 'place') {
    const left = countersLeft(state);
    const free = [...Array(CIRCLES).keys()].filter((k) => state.table[k] === null && k % 2 === 0);
    if (left[player] > 0 && left[player] <= PER_COLOUR && free.length > 0) {
      return { circle: free[rng.int(free.length)]!, colour: player };
    }
    return randomPlacement(state, rng);
  }
  if (awaiting.kind === 'challenge') return { challenge: true };
  if (awaiting.kind !== 'turn') return null;
  const choices = legalEndStates(state, player);
  let best: typeof choices = [];
  let bestScore = -Infinity;
  for (const c of choices) {
    const s = greedyScore(c.state, player);
    if (s > bestScore) {
      bestScore = s;
      best = [c];
    } else if (s === bestScore) best.push(c);
  }
  return best.length === 0 ? {} : best[rng.int(best.length)]!.orders;
};

/**
 * The `search` bot's fixed budget (no clock): two plies of minimax over whole turns
 * (`legalEndStates`). Its own turns are ordered by the greedy score; the best
 * `candidates` of them that do not lose at once are searched against every reply of the
 * next player, who is taken to answer with the reply worst for the bot (paranoid search
 * when there are more than two players). Leaves are scored by {@link greedyScore}.
 */
export interface SearchBudget {
  /** Turns searched against every reply, counting only those that do not lose at once. */
  readonly candidates: number;
  /** The most of its own turns searched at all, losing ones included. */
  readonly maxTried: number;
}

/** The budget of {@link searchBot}: six candidates, at most two hundred turns searched. */
export const SEARCH_BUDGET: SearchBudget = { candidates: 6, maxTried: 200 };

const WIN = 1e9;

/** The value for `me` of a turn's end, the next player answering with the reply worst for `me`. */
function replyValue(state: CorporationState, me: Colour, bound: number): number {
  if (state.ended !== null) return greedyScore(state, me);
  const next = state.players[state.toMove]!;
  if (next === me) return greedyScore(state, me); // the solo puzzle: nobody replies
  let worst = Infinity;
  for (const reply of endStates(state, next)) {
    const v = greedyScore(reply.state, me);
    if (v < worst) worst = v;
    // A reply that wins for the next player is the worst there is; one worse than the best
    // found already cannot be chosen: either way the rest need not be looked at (alpha cut).
    if (worst <= -WIN || worst < bound) return worst;
  }
  return worst === Infinity ? greedyScore(state, me) : worst;
}

/**
 * The best turn for `player` from `state` within a budget, by two plies of minimax:
 * every legal end ordered by its greedy score, a winning one taken at once, then the best
 * of the first `budget.candidates` that survive the reply worst for the player. Ties are
 * broken by `rng`. Returns null when the player has no turn to take.
 */
export function searchTurn(
  state: CorporationState,
  player: Colour,
  rng: Rng,
  budget: SearchBudget = SEARCH_BUDGET,
): TurnChoice | null {
  const choices = legalEndStates(state, player);
  if (choices.length === 0) return null;
  const scored = choices.map((c, k) => ({ c, k, s: greedyScore(c.state, player) }));
  // Best greedy score first; the generator's order breaks ties, so the sort is deterministic.
  scored.sort((a, b) => b.s - a.s || a.k - b.k);
  if (scored[0]!.s >= WIN) return scored[0]!.c;
  let best: TurnChoice[] = [];
  let bestValue = -Infinity;
  let surviving = 0;
  for (let k = 0; k < scored.length && k < budget.maxTried && surviving < budget.candidates; k++) {
    const v = replyValue(scored[k]!.c.state, player, bestValue);
    if (v > -WIN) surviving++;
    if (v > bestValue) {
      bestValue = v;
      best = [scored[k]!.c];
    } else if (v === bestValue) best.push(scored[k]!.c);
  }
  return best[rng.int(best.length)] ?? scored[0]!.c;
}

/**
 * Plays by {@link searchTurn} with {@link SEARCH_BUDGET}; placements and challenges as
 * the greedy bot. Deterministic given its generator.
 */
export const searchBot: CorporationBot = (view, rng) => {
  if (view.awaiting.kind !== 'turn') return greedyBot(view, rng);
  return searchTurn(view.state, view.player, rng)?.orders ?? {};
};

/** The bots by name. */
export const BOTS: {
  /** {@link randomBot}. */
  readonly random: CorporationBot;
  /** {@link greedyBot}. */
  readonly greedy: CorporationBot;
  /** {@link searchBot}. */
  readonly search: CorporationBot;
} = { random: randomBot, greedy: greedyBot, search: searchBot };
/** A bot's name. */
export type BotName = keyof typeof BOTS;
