/**
 * The `search` computer player. It plays the expander's game with its own plan
 * ({@link SEARCH_PLAN}: the main fleet waits at home for more warships, so that an
 * expander's early strike breaks on it), and looks ahead at each of its movement steps:
 * it lists a few plans (its plan's orders, the expander's, and variants: a fleet that can
 * reach the enemy home goes there; the largest fleet goes home, holds or strikes) and
 * scores each by playouts. A playout starts from a state drawn consistent with the view
 * (the enemy's fleets filled with ships it guesses from sensor counts and the expander's
 * designs; the view shows no enemy ship), plays the plan, then itself by its plan and the
 * enemy by an expander's plan (the early striker's and its own in turn) to the end of the
 * next turn, and scores the end: a win or loss outright, else ships and systems. Every
 * plan is scored on the same drawn states, and a variant replaces its plan's orders only
 * when it wins (or escapes a loss in) more playouts: short playouts of a dice game do not
 * tell a better position from luck, and taking every small lead made it dither until the
 * turn limit. It searches drawn states, never the true one, so it knows only what its
 * view shows. Its playouts fight their battles with a cheap stand-in, Strategic Combat,
 * whatever resolver the game names (TSG-7.2): a resolver that plays a whole match per
 * battle would otherwise be called for every battle of every playout. `searchBotWith`
 * gives a search player that looks ahead with another resolver.
 */
import type { Rng } from '../kernel/rng.js';
import { seedRng } from '../kernel/rng.js';
import type { BattleResolvers } from './battle/registry.js';
import type { BattleResolver } from './battle/resolver.js';
import { strategicCombat } from './battle/strategic.js';
import { toward } from './bots.js';
import { defenceOf, offenceOf } from './design.js';
import { EXPANDER_PLAN, type ExpanderPlan, expanderOrders, SCOUT, WARSHIP } from './expander.js';
import { gridOf } from './map.js';
import type { MoveOrder, Order } from './orders.js';
import type { Fleet, TsgState } from './state.js';
import { sweep } from './steps/06-sensors.js';
import { resolveStep } from './turn.js';
import { playerView, type TsgView } from './view.js';

/** The search bot's own plan: the expander's, striking only with 30 warships. */
export const SEARCH_PLAN: ExpanderPlan = { ...EXPANDER_PLAN, strikeAt: 30 };
/** The plans the enemy is taken to play, in turn, playout by playout: an early striker and a patient one. */
const ENEMY_PLANS: readonly ExpanderPlan[] = [EXPANDER_PLAN, SEARCH_PLAN];
/** Playouts per plan. */
const PLAYOUTS = 6;
/** Turns a playout runs after the one being played. */
const HORIZON = 1;
/** How much better a variant must score, a playout, to replace the plan's own orders: a tenth of a win. */
const MARGIN = 1000;
/** Score of a won playout (a loss is its negative). */
const WIN = 10_000;

const homeOf = (v: TsgView, p: string) => v.map.homes[v.players.indexOf(p) === 1 ? 1 : 0];
const speed = (f: Fleet) => Math.min(...f.ships.map((s) => s.engine));

/** A state consistent with the view: the enemy's ships guessed, its BP taken equal to ours. */
export function drawState(view: TsgView, rng: Rng): TsgState {
  const enemy = view.players.find((p) => p !== view.me)!;
  const enemyHome = homeOf(view, enemy);
  const mine = view.myFleets.reduce((a, f) => a + f.ships.length, 0);
  let shipNo = 0;
  const fleets: Fleet[] = view.fleets.map((m) => {
    const own = view.myFleets.find((f) => f.id === m.id);
    if (own !== undefined) return own;
    const seen = view.contacts.find((c) => c.fleet === m.id && c.turn >= view.turn - 2);
    const count = seen?.ships ?? (m.at === enemyHome ? Math.max(1, mine) : 1);
    const design = count === 1 && m.at !== enemyHome ? SCOUT : WARSHIP;
    const ships = Array.from({ length: count }, () => ({ id: `guess-${shipNo++}`, ...design }));
    return { id: m.id, owner: m.owner, at: m.at, arrived: m.arrived, ships };
  });
  const side = {
    bp: view.bp,
    battle: view.battle,
    contacts: view.contacts,
    shipsBuilt: 10_000,
    fleetsFormed: 10_000,
  };
  const drawn: TsgState = {
    step: view.step,
    turn: view.turn,
    phase: view.phase,
    players: view.players,
    names: view.names,
    initiative: view.initiative,
    rules: view.rules,
    turnLimit: view.turnLimit,
    map: view.map,
    systems: view.systems.map((s) => ({ ...s, holder: null, holdSince: null })),
    fleets,
    sides: { [view.me]: side, [enemy]: { ...side, battle: { retreatAt: 60, lossOrder: [] } } },
    rng: seedRng(`search:${rng.int(0x7fff_ffff)}`),
    end: null,
  };
  // The enemy knows what its own last sweep would have shown of our fleets.
  const enemySide = { ...drawn.sides[enemy]!, contacts: sweep(drawn, enemy) };
  return { ...drawn, sides: { ...drawn.sides, [enemy]: enemySide } };
}

/** The plans tried: the expander's orders first, then variants, without repeats. */
export function plans(view: TsgView): Order[][] {
  const grid = gridOf(view.map);
  const base = expanderOrders(view, SEARCH_PLAN) as MoveOrder[];
  const enemy = view.players.find((p) => p !== view.me)!;
  const target = homeOf(view, enemy);
  const with_ = (fleet: Fleet, to: number): Order[] => [
    ...base.filter((o) => o.fleet !== fleet.id),
    ...(to === fleet.at ? [] : [{ kind: 'move' as const, fleet: fleet.id, to: grid.name(to) }]),
  ];
  const out: Order[][] = [base, expanderOrders(view, EXPANDER_PLAN)];
  for (const f of view.myFleets) if (grid.distance(f.at, target) <= speed(f)) out.push(with_(f, target));
  const largest = [...view.myFleets].sort(
    (a, b) => b.ships.length - a.ships.length || (a.id < b.id ? -1 : 1),
  )[0];
  if (largest !== undefined) {
    const s = speed(largest);
    out.push(with_(largest, toward(view, largest.at, homeOf(view, view.me), s)));
    out.push(with_(largest, largest.at));
    out.push(with_(largest, toward(view, largest.at, target, s)));
  }
  const seen = new Set<string>();
  return out.filter((p) => {
    const key = JSON.stringify([...p].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))));
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A playout's score for `me`: a win or loss outright, else ships' worth and systems. */
function score(s: TsgState, me: string): number {
  if (s.end !== null) return s.end.winners.includes(me) ? WIN : s.end.winners.length > 0 ? -WIN : 0;
  let total = 0;
  for (const f of s.fleets)
    for (const x of f.ships) total += (f.owner === me ? 1 : -1) * (1 + offenceOf(x) + defenceOf(x));
  for (const x of s.systems) if (x.owner !== null) total += x.owner === me ? 10 : -10;
  return total;
}

/**
 * Plays `plan`, then itself by its plan and the enemy as an expander, to the end of the
 * next turn, battles fought by `lookAhead`.
 */
function playout(
  start: TsgState,
  me: string,
  plan: readonly Order[],
  enemyPlan: ExpanderPlan,
  lookAhead: BattleResolver,
): number {
  // The stand-in under the name the rules give, so the playout's state names the game's resolver.
  const resolvers: BattleResolvers = { [start.rules.combat]: lookAhead };
  let s = resolveStep(start, { [me]: plan }, resolvers).state;
  const until = start.turn + HORIZON;
  for (let k = 0; k < 3 * HORIZON + 3 && s.end === null && s.turn <= until; k++) {
    const orders: Record<string, unknown> = {};
    for (const p of s.phase === 'production'
      ? s.players
      : [s.phase === 'move-1' ? s.initiative[0] : s.initiative[1]])
      orders[p] = expanderOrders(playerView(s, p), p === me ? SEARCH_PLAN : enemyPlan);
    s = resolveStep(s, orders, resolvers).state;
  }
  return score(s, me);
}

/** What {@link searchBotWith} may be told. */
export interface SearchOptions {
  /** The resolver its playouts fight battles with (default: Strategic Combat, a cheap stand-in). */
  readonly lookAhead?: BattleResolver;
}

/**
 * A search player whose playouts fight their battles with `options.lookAhead`, such as
 * the game's own resolver when it is cheap enough to call in every playout.
 */
export function searchBotWith(options: SearchOptions = {}): (view: TsgView, rng: Rng) => Order[] {
  const lookAhead = options.lookAhead ?? strategicCombat;
  return (view, rng) => search(view, rng, lookAhead);
}

/** The search player (see the module comment). */
export function searchBot(view: TsgView, rng: Rng): Order[] {
  return search(view, rng, strategicCombat);
}

function search(view: TsgView, rng: Rng, lookAhead: BattleResolver): Order[] {
  if (view.phase === 'production' || !view.awaiting.includes(view.me))
    return expanderOrders(view, SEARCH_PLAN);
  const tried = plans(view);
  if (tried.length === 1) return tried[0]!;
  const drawn = Array.from({ length: PLAYOUTS }, () => drawState(view, rng));
  const scoreOf = (plan: readonly Order[]) =>
    drawn.reduce(
      (a, start, k) => a + playout(start, view.me, plan, ENEMY_PLANS[k % ENEMY_PLANS.length]!, lookAhead),
      0,
    );
  // A variant replaces the plan's own orders only when it scores clearly better: by more
  // than the dice of a battle or two can give (playouts are few and short).
  let best = tried[0]!;
  let bestScore = scoreOf(best) + MARGIN * PLAYOUTS;
  for (const plan of tried.slice(1)) {
    const total = scoreOf(plan);
    if (total > bestScore) {
      best = plan;
      bestScore = total;
    }
  }
  return best;
}
