/**
 * The search player: Monte Carlo over guessed worlds. It drafts a few candidate plans
 * (the rusher's, the cautious player's, variants of them and standing still), guesses
 * several full worlds that agree with its view (`sampleWorld`), plays each plan forward a
 * day or two in each world with the opponents played by the rusher, and keeps the plan
 * whose futures score best on average. Futures are played with `advanceDay`, the real
 * rules without reports, so what it weighs is the game itself, not a model of it.
 */
import { type Rng, restoreRng, seedRng } from '../../kernel/rng.js';
import { advanceDay } from '../resolve-day.js';
import { type GameState, soldierRows } from '../state.js';
import { playerView } from '../view.js';
import { ALIENS, type PlayerId } from '../vocabulary.js';
import { worldOf } from '../world.js';
import type { CorporateWarBot, OrderInput } from './bot.js';
import { cautiousBot } from './cautious.js';
import { rusherBot } from './rusher.js';
import { sampleWorld } from './sample-world.js';

/** How hard the search player thinks. */
export interface SearchOptions {
  /** Worlds guessed per decision (default 2). */
  readonly samples?: number;
  /** Days each future is played (default 2). */
  readonly depth?: number;
  /** Variants of the rusher's and the cautious player's plans drafted besides the originals (default 1). */
  readonly variants?: number;
}

/**
 * How good a world is for `me`: the game won or lost outright, key sectors held alone or
 * contested, soldiers standing (the Mobile Command above all, since it revives the
 * fallen, CW-8), enemies fallen, and a little for closing in on key sectors still free.
 */
export function scoreWorld(state: GameState, me: PlayerId): number {
  if (state.outcome !== null) {
    if (state.outcome.winners.includes(me)) return 10_000;
    if (state.outcome.winners.length > 0) return -10_000;
  }
  const w = worldOf(state.scenario);
  const b = w.board;
  const mineAt = new Int32Array(b.rows * b.cols);
  const enemyAt = new Int32Array(b.rows * b.cols);
  let score = 0;
  for (const s of soldierRows(state.soldiers)) {
    if (s.status !== 'alive') {
      if (s.owner === me) score -= s.tagsWith !== '' ? 3 : 8;
      else if (s.owner !== ALIENS) score += 2;
      continue;
    }
    if (s.owner === me) {
      mineAt[s.sector]!++;
      score += s.role === '' ? 8 : 25;
    } else enemyAt[s.sector]!++;
  }
  for (const k of w.keySectors) {
    if (k === w.craft) continue;
    if (mineAt[k]! > 0) score += enemyAt[k] === 0 ? 40 : 10;
  }
  for (const c of state.claims) if (c.player === me) score += 60;
  // A little pull towards the nearest key sector nobody of ours holds, so plans that close in win ties.
  const free = w.keySectors.filter((k) => k !== w.craft && mineAt[k] === 0);
  if (free.length > 0) {
    for (let s = 0; s < mineAt.length; s++) {
      if (mineAt[s] === 0) continue;
      let near = Number.POSITIVE_INFINITY;
      for (const k of free) {
        const dr = Math.abs(Math.floor(s / b.cols) - Math.floor(k / b.cols));
        const dc = Math.abs((s % b.cols) - (k % b.cols));
        near = Math.min(near, Math.max(dr, dc));
      }
      score -= near * mineAt[s]! * 0.5;
    }
  }
  return score;
}

const opponentsOf = (state: GameState, me: PlayerId): PlayerId[] =>
  state.players
    .map((p) => p.id)
    .filter((p) => p !== me)
    .toArray();

/** Plays one future of `plan` in a guessed world and scores it. */
function rollout(
  world: GameState,
  me: PlayerId,
  plan: readonly OrderInput[],
  depth: number,
  seed: string,
): number {
  let state = world;
  for (let d = 0; d < depth && state.outcome === null; d++) {
    const orders: Record<PlayerId, readonly OrderInput[]> = {};
    for (const p of opponentsOf(state, me)) {
      const v = playerView(state, p);
      if (v !== undefined) orders[p] = rusherBot(v, restoreRng(seedRng(`${seed}/${p}/${d}`)));
    }
    if (d === 0) orders[me] = plan;
    else {
      const v = playerView(state, me);
      if (v !== undefined) orders[me] = rusherBot(v, restoreRng(seedRng(`${seed}/${me}/${d}`)));
    }
    state = advanceDay(state, orders);
  }
  return scoreWorld(state, me);
}

/** The candidate plans: each source bot's plan, some variants, and standing still. */
function draftPlans(
  view: Parameters<CorporateWarBot>[0],
  rng: Rng,
  variants: number,
): (readonly OrderInput[])[] {
  const plans: (readonly OrderInput[])[] = [];
  const seen = new Set<string>();
  const add = (p: readonly OrderInput[]) => {
    const key = JSON.stringify(p);
    if (seen.has(key)) return;
    seen.add(key);
    plans.push(p);
  };
  for (let v = 0; v <= variants; v++) {
    add(rusherBot(view, restoreRng(seedRng(`rusher/${rng.int(1 << 30)}`))));
    add(cautiousBot(view, restoreRng(seedRng(`cautious/${rng.int(1 << 30)}`))));
  }
  add([]);
  return plans;
}

/**
 * Makes a search player. More samples and depth play better and cost more: each decision
 * plays `plans × samples × depth` days.
 * @example
 * ```ts
 * const deepSearch = makeSearchBot({ samples: 4, depth: 3 });
 * playMatch({ seed: 's', seats: [deepSearch, 'rusher', 'cautious', 'random'] });
 * ```
 */
export function makeSearchBot(options: SearchOptions = {}): CorporateWarBot {
  const samples = options.samples ?? 2;
  const depth = options.depth ?? 2;
  const variants = options.variants ?? 1;
  return (view, rng) => {
    if (view.outcome !== null) return [];
    const plans = draftPlans(view, rng, variants);
    if (plans.length === 1) return plans[0]!;
    const worlds = Array.from({ length: samples }, () => sampleWorld(view, rng));
    const seeds = worlds.map(() => `search/${rng.int(1 << 30)}`);
    let best = 0;
    let bestScore = Number.NEGATIVE_INFINITY;
    plans.forEach((plan, i) => {
      let total = 0;
      worlds.forEach((world, j) => {
        total += rollout(world, view.player, plan, depth, seeds[j]!);
      });
      // Strictly better only: on a tie the earlier (rusher, then cautious) plan stands.
      if (total > bestScore) {
        bestScore = total;
        best = i;
      }
    });
    return plans[best]!;
  };
}

/** The search player with its default effort (two worlds, two days ahead). */
export const searchBot: CorporateWarBot = makeSearchBot();
