/**
 * The `expander` computer player. It sends fast scouts to the nearest systems nobody
 * else's fleets stand on and keeps its warships together at home; once its main fleet is
 * large it strikes the enemy home, leaving a guard behind (an empty home is lost to any
 * enemy fleet that reaches it, TSG-4.1), and on the way falls on an enemy fleet it can
 * reach that is not larger than itself, so that two expanders fight rather than race each
 * other to the homes. How large, how early and what it leaves behind is its plan
 * ({@link ExpanderPlan}); the search player plays the same game with a plan of its own.
 */
import type { Rng } from '../kernel/rng.js';
import { toward } from './bots.js';
import { costOf, type Design } from './design.js';
import { gridOf } from './map.js';
import { MAX_ORDERS, type Order } from './orders.js';
import type { TsgView } from './view.js';

const speed = (f: TsgView['myFleets'][number]) => Math.min(...f.ships.map((s) => s.engine));
const homeOf = (v: TsgView, p: string) => v.map.homes[v.players.indexOf(p) === 1 ? 1 : 0];

/** A warship for Strategic Combat: 12 offensive BP (one die and most of another), 5 shields (a die and more), engine 3. */
export const WARSHIP: Design = { engine: 3, shields: 5, toHit: 4, weapons: 4 };
/** A scout: engine 5 to reach systems first, 10 BP. */
export const SCOUT: Design = { engine: 5, shields: 3, toHit: 0, weapons: 1 };
/** How an expander plays: when it strikes, what it leaves at home, what it turns aside for. */
export interface ExpanderPlan {
  /** Scouts built at the start. */
  readonly scouts: number;
  /** Warships held before the main fleet strikes. */
  readonly strikeAt: number;
  /** The turn from which the main fleet strikes with what it has. */
  readonly strikeTurn: number;
  /** Warships left at home when the main fleet strikes: an empty home is lost to any fleet that reaches it (TSG-4.1). */
  readonly guard: number;
  /** The fewest warships a strike sends out beside the guard. */
  readonly minWave: number;
  /** The fewest ships an enemy fleet must be seen to have for the main fleet to turn aside for it. */
  readonly minPrey: number;
}

/** The expander's plan. */
export const EXPANDER_PLAN: ExpanderPlan = {
  scouts: 8,
  strikeAt: 24,
  strikeTurn: 25,
  guard: 3,
  minWave: 8,
  minPrey: 3,
};

type MyFleet = TsgView['myFleets'][number];
const isScout = (f: MyFleet) => f.ships.every((s) => s.engine === SCOUT.engine);
/** The fleet with the most ships, the lowest id on ties. */
const largest = (fleets: readonly MyFleet[]): MyFleet | undefined =>
  fleets.reduce<MyFleet | undefined>(
    (best, f) =>
      best === undefined ||
      f.ships.length > best.ships.length ||
      (f.ships.length === best.ships.length && f.id < best.id)
        ? f
        : best,
    undefined,
  );

/**
 * The hex the striking main fleet goes for: the enemy home if it is within reach, else
 * the enemy fleet within reach that its sensors saw with at least `minPrey` ships
 * and no more than its own (the largest first, then the nearest, then the lowest hex), or
 * one that came into its hex, else the enemy home. Fleets that
 * pass each other never fight (TSG-6.2), so a strike that ignored the enemy's fleets
 * would race it to the homes: between two expanders, a draw by both homes at once.
 */
function strikeTarget(view: TsgView, main: MyFleet, enemy: string, minPrey: number): number {
  const grid = gridOf(view.map);
  const enemyHome = homeOf(view, enemy);
  const reach = speed(main);
  if (grid.distance(main.at, enemyHome) <= reach) return enemyHome;
  // The latest sweep's count of a fleet (a sweep lists each fleet once).
  const counted = (id: string) => view.contacts.find((c) => c.fleet === id)?.ships;
  let best: { at: number; ships: number; d: number } | undefined;
  for (const m of view.fleets) {
    if (m.owner !== enemy) continue;
    const d = grid.distance(main.at, m.at);
    // A fleet that came into the main fleet's own hex came to fight: it is met, seen or not.
    const ships = counted(m.id) ?? (d === 0 ? minPrey : undefined);
    if (d > reach || ships === undefined || ships < minPrey || ships > main.ships.length) continue;
    const known = ships;
    if (
      best === undefined ||
      known > best.ships ||
      (known === best.ships && (d < best.d || (d === best.d && m.at < best.at)))
    )
      best = { at: m.at, ships: known, d };
  }
  return best?.at ?? enemyHome;
}

/** The heuristic expander (see the module comment). */
export function expanderBot(view: TsgView, _rng: Rng): Order[] {
  return expanderOrders(view, EXPANDER_PLAN);
}

/** An expander's orders under a plan (see the module comment). */
export function expanderOrders(view: TsgView, plan: ExpanderPlan): Order[] {
  const grid = gridOf(view.map);
  const home = homeOf(view, view.me);
  const enemy = view.players.find((p) => p !== view.me)!;
  const out: Order[] = [];
  const war = view.myFleets.filter((f) => !isScout(f));
  const warships = war.reduce((a, f) => a + f.ships.length, 0);
  const striking = warships >= plan.strikeAt || view.turn >= plan.strikeTurn;
  const main = largest(war);
  if (view.phase === 'production') {
    let bp = view.bp;
    const scoutsNow = view.myFleets.filter(isScout).length;
    for (let k = scoutsNow; k < plan.scouts && view.turn === 1 && bp >= costOf(SCOUT); k++) {
      out.push({ kind: 'build', ...SCOUT });
      bp -= costOf(SCOUT);
    }
    // The warship fleets at home join the largest of them, which the builds join too.
    const atHome = war.filter((f) => f.at === home);
    const keep = largest(atHome);
    if (keep !== undefined)
      for (const f of atHome) if (f.id !== keep.id) out.push({ kind: 'merge', fleet: f.id, into: keep.id });
    // A main fleet about to strike from home leaves a guard behind (TSG-6.3: a split of its
    // own ships, as the state has them). A fleet split takes no builds in the same step, so
    // the builds then form fleets of their own, which stay home with the guard.
    const gathered = atHome.reduce((a, f) => a + f.ships.length, 0);
    const split =
      striking &&
      keep !== undefined &&
      keep.id === main?.id &&
      keep.ships.length > plan.guard &&
      gathered >= plan.guard + plan.minWave;
    if (split)
      out.push({ kind: 'split', fleet: keep.id, ships: keep.ships.slice(-plan.guard).map((x) => x.id) });
    const into = keep !== undefined && !split ? { into: keep.id } : {};
    // A rich side builds no more than one list can hold beside its merges and battle
    // orders: a longer list is refused whole, and the loop would never end on a stock so
    // large that paying for a ship does not change it.
    const room = MAX_ORDERS - view.myFleets.length - 2;
    while (bp >= costOf(WARSHIP) && out.length < room) {
      out.push({ kind: 'build', ...WARSHIP, ...into });
      bp -= costOf(WARSHIP);
    }
    if (view.turn === 1) out.push({ kind: 'battle', retreatAt: 60 });
    return out;
  }
  if (!view.awaiting.includes(view.me)) return out;
  const targeted = new Set<number>();
  const enemyAt = new Set(view.fleets.filter((f) => f.owner === enemy).map((f) => f.at));
  const enemyHome = homeOf(view, enemy);
  for (const f of view.myFleets) {
    let target: number;
    if (isScout(f)) {
      // The nearest open system, ties to the lower cell: one pass, where sorting every
      // system (and measuring distances in the comparison) cost systems × log systems.
      let best: number | undefined;
      let bestDistance = Number.POSITIVE_INFINITY;
      for (const s of view.systems) {
        if (s.owner === view.me || targeted.has(s.cell) || enemyAt.has(s.cell) || s.cell === enemyHome)
          continue;
        const d = grid.distance(f.at, s.cell);
        if (d < bestDistance || (d === bestDistance && s.cell < best!)) {
          best = s.cell;
          bestDistance = d;
        }
      }
      target = best ?? f.at;
      targeted.add(target);
    } else {
      // The main fleet strikes, unless it is the last warship fleet at home; the others guard home.
      const leaves = f.at !== home || war.some((g) => g.id !== f.id && g.at === home);
      target = striking && f.id === main?.id && leaves ? strikeTarget(view, f, enemy, plan.minPrey) : home;
    }
    const to = toward(view, f.at, target, speed(f));
    if (to !== f.at) out.push({ kind: 'move', fleet: f.id, to: grid.name(to) });
  }
  return out;
}
