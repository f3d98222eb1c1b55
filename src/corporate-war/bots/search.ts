/**
 * The search player: Monte Carlo over guessed worlds. It drafts candidate plans (the
 * rusher's plan; that plan with one squad held back; every soldier within reach closing
 * on enemies seen yesterday; tag carriers walking home to the Mobile Command; groups that
 * saw enemies stepping back; the cautious player's plan; standing still), guesses several
 * full worlds that agree with its view (`sampleWorld`), plays each plan a day forward in
 * each world, and keeps the plan whose futures score best on average. The rusher's plan
 * stands unless another beats it by a margin, so dice luck in a few futures does not
 * make it wander. Futures are played with the real rules without reports (`lookAheadDay`,
 * which builds no new state, for each future's last day), so what it weighs is the game
 * itself, not a model of it. Enemies in the guessed worlds
 * hold still: guessing their plans as well made it timid and lose.
 *
 * Two things a one-day future cannot weigh are left to the rusher's plan: a player that
 * can no longer win goes home (CW-9.4), and a player whose claim did not come although it
 * held four key sectors all yesterday reaches for others (`isStuck`): the enemy spoiling
 * it is by definition one the guessed worlds do not hold.
 */
import { type Rng, seededRng } from '../../kernel/rng.js';
import { distance, type Sector } from '../board.js';
import { advanceDay, type DayFuture, lookAheadDay } from '../resolve-day.js';
import { DEFAULT_SCENARIO, type Scenario } from '../scenario.js';
import { type Claim, type GameState, type Outcome, type SoldierProps, soldierRows } from '../state.js';
import { type PlayerView, playerView } from '../view.js';
import { ALIENS, type PlayerId } from '../vocabulary.js';
import { type World, worldOf } from '../world.js';
import type { CorporateWarBot, OrderInput } from './bot.js';
import { cautiousPlan } from './cautious.js';
import { canStillWin } from './endgame.js';
import { readView, type ViewReading } from './reading.js';
import { rusherBot, rusherPlan } from './rusher.js';
import { worldGuesser } from './sample-world.js';
import { isCommand, ordersFor, type Planned, stepTowards } from './tactics.js';
import { isStuck } from './targets.js';

/** What an enemy's claim (CW-9.1) costs in the score: a win for him the next day unless it is spoilt. */
const ENEMY_CLAIM = 40;

/** How hard the search player thinks. */
export interface SearchOptions {
  /** Worlds guessed per decision (default 3). */
  readonly samples?: number;
  /** Days each future is played (default 1; deeper futures need guesses of the enemy's plans, which hurt). */
  readonly depth?: number;
  /** How much better, per world, another plan must score to replace the rusher's (default 3). */
  readonly margin?: number;
}

/**
 * How good a world is for `me`: the game won or lost outright, key sectors held alone or
 * contested, soldiers standing (the Mobile Command above all, since it revives the
 * fallen, CW-8), enemies fallen, and a little for closing in on key sectors still free.
 */
export function scoreWorld(state: GameState, me: PlayerId): number {
  return score(state.scenario, state.outcome, soldierRows(state.soldiers), state.claims, me);
}

/** `scoreWorld` of a light future (`lookAheadDay`) looked at from a state of `scenario`. */
function scoreFuture(scenario: Scenario, future: DayFuture, me: PlayerId): number {
  return score(scenario, future.outcome, future.soldiers, future.claims, me);
}

function score(
  scenario: Scenario,
  outcome: Outcome | null,
  soldiers: readonly SoldierProps[],
  claims: Iterable<Claim>,
  me: PlayerId,
): number {
  if (outcome !== null) {
    if (outcome.winners.includes(me)) return outcome.winners.length === 1 ? 10_000 : 5_000;
    if (outcome.winners.length > 0) return -10_000;
  }
  const w = worldOf(scenario);
  const st = scoringTables(w);
  const { mineAt, enemyAt } = st;
  mineAt.fill(0);
  enemyAt.fill(0);
  let score = 0;
  for (const s of soldiers) {
    if (s.status !== 'alive') {
      if (s.owner === me) score -= s.tagsWith !== '' ? 3 : 8;
      else if (s.owner !== ALIENS) score += 16;
      continue;
    }
    if (s.owner === me) {
      mineAt[s.sector]!++;
      score += s.role === '' ? 8 : 25;
    } else enemyAt[s.sector]!++;
  }
  for (const k of st.targets) {
    if (mineAt[k]! > 0) score += enemyAt[k] === 0 ? 40 : 10;
  }
  for (const c of claims) score += c.player === me ? 60 : -ENEMY_CLAIM;
  // A little pull towards the nearest key sector nobody of ours holds, so plans that close in win ties.
  const free: Int32Array[] = [];
  for (let i = 0; i < st.targets.length; i++) if (mineAt[st.targets[i]!] === 0) free.push(st.distanceTo[i]!);
  if (free.length > 0) {
    for (let s = 0; s < mineAt.length; s++) {
      if (mineAt[s] === 0) continue;
      let near = Number.POSITIVE_INFINITY;
      for (const d of free) near = Math.min(near, d[s]!);
      score -= near * mineAt[s]! * 0.5;
    }
  }
  return score;
}

/** What `scoreWorld` needs of a map, made once per map: its key sectors but the craft, distances to each, and two counters it reuses. */
interface ScoringTables {
  readonly targets: readonly Sector[];
  /** For each of `targets`, every sector's distance to it. */
  readonly distanceTo: readonly Int32Array[];
  readonly mineAt: Int32Array;
  readonly enemyAt: Int32Array;
}
const scoring = new WeakMap<World, ScoringTables>();
function scoringTables(w: World): ScoringTables {
  let st = scoring.get(w);
  if (st === undefined) {
    const b = w.board;
    const n = b.rows * b.cols;
    const targets = w.keySectors.filter((k) => k !== w.craft);
    const distanceTo = targets.map((k) => Int32Array.from({ length: n }, (_, s) => distance(b, s, k)));
    st = { targets, distanceTo, mineAt: new Int32Array(n), enemyAt: new Int32Array(n) };
    scoring.set(w, st);
  }
  return st;
}

/**
 * Plays one future of `plan` in a guessed world and scores it. Every day but the last is
 * played on with `advanceDay` (the next day's orders are read from a view of it); the last
 * is only scored, so it is a light future (`lookAheadDay`: no new state is built).
 */
function rollout(
  world: GameState,
  me: PlayerId,
  plan: readonly OrderInput[],
  depth: number,
  seed: string,
): number {
  // Enemies are taken to hold where they are: only what the player has seen of them is
  // in the guessed world, and guessing their plans too made the search timid.
  const ordersOn = (state: GameState, d: number): Record<PlayerId, readonly OrderInput[]> => {
    const orders: Record<PlayerId, readonly OrderInput[]> = {};
    if (d === 0) orders[me] = plan;
    else {
      const v = playerView(state, me);
      if (v !== undefined) orders[me] = rusherBot(v, seededRng(`${seed}/${me}/${d}`));
    }
    return orders;
  };
  let state = world;
  let d = 0;
  for (; d < depth - 1 && state.outcome === null; d++) state = advanceDay(state, ordersOn(state, d));
  if (d >= depth || state.outcome !== null) return scoreWorld(state, me);
  return scoreFuture(state.scenario, lookAheadDay(state, ordersOn(state, d)), me);
}

/** The plan with `movers` taken out of their orders (orders left with nobody are dropped). */
function without(plan: readonly OrderInput[], movers: ReadonlySet<string>): OrderInput[] {
  const out: OrderInput[] = [];
  for (const o of plan) {
    if (o.soldier !== undefined) {
      if (!movers.has(o.soldier)) out.push(o);
    } else if (o.soldiers !== undefined) {
      const rest = o.soldiers.filter((id) => !movers.has(id));
      if (rest.length > 0) out.push({ ...o, soldiers: rest });
    } else out.push(o);
  }
  return out;
}

/**
 * Concentration plans: for each sector where enemies were seen yesterday, every soldier
 * (but the Mobile Command) within reach of it goes there, the rest follow the base plan.
 * Local superiority wins gunfights (CW-7.4: the side with more soldiers doubles up).
 */
function concentrations({ t, news, force }: ViewReading, base: readonly OrderInput[]): OrderInput[][] {
  const out: OrderInput[][] = [];
  news.forEach((n, x) => {
    if (n === undefined || n.enemies === 0 || n.age > 1) return;
    const planned: Planned[] = [];
    for (const m of force.living) {
      if (isCommand(m.soldier) || m.at === x || distance(t.board, m.at, x) > 2) continue;
      const step = stepTowards(t, m.at, x, () => true);
      if (step !== null && step.to === x) planned.push({ id: m.soldier.id, from: m.at, step });
    }
    if (planned.length === 0) return;
    const movers = new Set(planned.map((p) => p.id));
    out.push([...without(base, movers), ...ordersFor(t, planned)]);
  });
  return out;
}

/**
 * Tactical variants of the base plan: tag carriers walk to the Mobile Command so their
 * fallen can be revived (CW-8.3), and groups standing where enemies were seen yesterday
 * step back towards the Mobile Command instead.
 */
function tactical({ t, news, force }: ViewReading, base: readonly OrderInput[]): OrderInput[][] {
  const home = force.commandAt;
  if (home === null) return [];
  const out: OrderInput[][] = [];
  const back = (ids: ReadonlySet<string>) => {
    const planned: Planned[] = [];
    for (const m of force.living) {
      if (!ids.has(m.soldier.id) || isCommand(m.soldier) || m.at === home) continue;
      const step = stepTowards(t, m.at, home, () => true);
      if (step !== null) planned.push({ id: m.soldier.id, from: m.at, step });
    }
    if (planned.length > 0)
      out.push([...without(base, new Set(planned.map((p) => p.id))), ...ordersFor(t, planned)]);
  };
  if (force.canRevive && force.carriers.length > 0) back(new Set(force.carriers));
  const bySector = new Map<number, Set<string>>();
  for (const m of force.living) {
    const n = news[m.at];
    if (n === undefined || n.enemies === 0 || n.age > 1) continue;
    bySector.set(m.at, (bySector.get(m.at) ?? new Set()).add(m.soldier.id));
  }
  for (const ids of bySector.values()) back(ids);
  return out;
}

/**
 * The candidate plans: the rusher's plan; the same with one of its orders held back
 * (that squad stays a day); concentrations on enemies seen yesterday; the cautious
 * player's plan; and standing still. The rusher's plan comes first, so it stands unless
 * another does strictly better.
 */
function draftPlans(view: PlayerView, reading: ViewReading, rng: Rng): (readonly OrderInput[])[] {
  // The rusher and the cautious player draw nothing from a generator; each still gets a
  // draw, as when they were handed generators of their own, so the draws that follow
  // (the guessed worlds) stay the same.
  rng.int(1 << 30);
  const base = rusherPlan(view, reading);
  const plans: (readonly OrderInput[])[] = [base];
  const seen = new Set<string>([JSON.stringify(base)]);
  const add = (p: readonly OrderInput[]) => {
    const key = JSON.stringify(p);
    if (seen.has(key)) return;
    seen.add(key);
    plans.push(p);
  };
  for (let i = 0; i < base.length; i++) add(base.filter((_, j) => j !== i));
  for (const p of concentrations(reading, base)) add(p);
  for (const p of tactical(reading, base)) add(p);
  rng.int(1 << 30);
  add(cautiousPlan(view, reading));
  add([]);
  return plans;
}

const STANDARD = worldOf(DEFAULT_SCENARIO);
const STANDARD_KEYS = STANDARD.keySectors.map(STANDARD.name).join(',');
/** Whether the view is of the seed's map, the only one `sampleWorld` can guess. */
const isStandardMap = (view: PlayerView): boolean =>
  view.board.rows === STANDARD.board.rows &&
  view.board.cols === STANDARD.board.cols &&
  view.keySectors.join(',') === STANDARD_KEYS &&
  view.craft === STANDARD.name(STANDARD.craft);

/**
 * Makes a search player. Each decision plays `plans × samples × depth` days, so more
 * samples and depth cost more; measured head to head, four or five worlds did not play
 * better than three (`docs/research/search-tuning-2026-11-24`).
 * @example
 * ```ts
 * const deepSearch = makeSearchBot({ samples: 4, depth: 3 });
 * playMatch({ seed: 's', seats: [deepSearch, 'rusher', 'cautious', 'random'] });
 * ```
 */
export function makeSearchBot(options: SearchOptions = {}): CorporateWarBot {
  const samples = options.samples ?? 3;
  const depth = options.depth ?? 1;
  const margin = options.margin ?? 3;
  return (view, rng) => {
    if (view.outcome !== null) return [];
    const reading = readView(view);
    if (!canStillWin(reading.force, view.victory.sectorsToWin) || isStuck(reading.keys))
      return rusherPlan(view, reading);
    const plans = draftPlans(view, reading, rng);
    // The guessed worlds are of the seed's scenario; on another map play the rusher's plan.
    if (plans.length === 1 || !isStandardMap(view)) return plans[0]!;
    const guess = worldGuesser(view);
    const worlds = Array.from({ length: samples }, () => guess(rng));
    const seeds = worlds.map(() => `search/${rng.int(1 << 30)}`);
    let best = 0;
    let bestScore = Number.NEGATIVE_INFINITY;
    plans.forEach((plan, i) => {
      let total = 0;
      worlds.forEach((world, j) => {
        total += rollout(world, view.player, plan, depth, seeds[j]!);
      });
      // Another plan must beat the rusher's by a margin, not by the luck of a few rollouts.
      const bonus = i === 0 ? margin * worlds.length : 0;
      if (total + bonus > bestScore) {
        bestScore = total + bonus;
        best = i;
      }
    });
    return plans[best]!;
  };
}

/** The search player with its default effort (three worlds, one day ahead). */
export const searchBot: CorporateWarBot = makeSearchBot();
