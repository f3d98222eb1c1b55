/**
 * Computer players (a bot is `(view, rng) => orders`, as the kernel's `Bot`): `random`
 * picks uniformly among the legal ends of a turn; `greedy` looks one ply ahead, weighing
 * its own progress against its opponents' and against the promotions an opponent could
 * make at once if nothing changed (the seed's tactic of covering pieces that could move).
 */
import type { Bot } from '../kernel/match.js';
import type { Rng } from '../kernel/rng.js';
import { buildingIndex } from './building.js';
import { afterExchangeAndEntry, distinctSwaps, legalEndStates, possibleEntries } from './end-states.js';
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

/** The bots by name. */
export const BOTS: {
  /** {@link randomBot}. */
  readonly random: CorporationBot;
  /** {@link greedyBot}. */
  readonly greedy: CorporationBot;
} = { random: randomBot, greedy: greedyBot };
/** A bot's name. */
export type BotName = keyof typeof BOTS;
