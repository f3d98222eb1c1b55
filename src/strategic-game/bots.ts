/**
 * The computer players. Each is a function of its player's view and a private generator
 * (never the state), so it cannot use what its side does not know. `random` gives legal
 * orders at random; `expander` sends fast scouts to the nearest systems nobody else's
 * fleets stand on, keeps its warships together at home and strikes the enemy home once
 * its main fleet is large.
 */
import type { Rng } from '../kernel/rng.js';
import { costOf, type Design } from './design.js';
import { gridOf } from './map.js';
import { MAX_ORDERS, type Order } from './orders.js';
import type { TsgView } from './view.js';
import { MAX_STAT, SHIP_SIZES, SIX_WEAPONS } from './vocabulary.js';

/** A design of exactly `size` BP drawn at random within the limits, or null if none was found. */
export function randomDesign(rng: Rng, size: number, maxWeapons: number): Design | null {
  for (let tries = 0; tries < 60; tries++) {
    const engine = 1 + rng.int(MAX_STAT);
    const shields = rng.int(MAX_STAT + 1);
    const toHit = rng.int(MAX_STAT + 1);
    const rest = size - engine - shields - toHit;
    if (rest >= 0 && rest % 2 === 0 && rest / 2 <= maxWeapons)
      return { engine, shields, toHit, weapons: rest / 2 };
  }
  return null;
}

/** The hex within `speed` of `from` nearest `target`; on ties the first in the grid's range order. */
export function toward(view: TsgView, from: number, target: number, speed: number): number {
  const grid = gridOf(view.map);
  let best = from;
  let bestD = grid.distance(from, target);
  for (const c of grid.range(from, speed)) {
    const d = grid.distance(c, target);
    if (d < bestD) {
      best = c;
      bestD = d;
    }
  }
  return best;
}

const speed = (f: TsgView['myFleets'][number]) => Math.min(...f.ships.map((s) => s.engine));
const homeOf = (v: TsgView, p: string) => v.map.homes[v.players.indexOf(p) === 1 ? 1 : 0];

/** Random legal orders. */
export function randomBot(view: TsgView, rng: Rng): Order[] {
  const grid = gridOf(view.map);
  const out: Order[] = [];
  if (view.phase === 'production') {
    let bp = view.bp;
    const cap = view.rules.maxWeapons === 'six' ? SIX_WEAPONS : 9;
    for (let n = 0; n < 40; n++) {
      const sizes = SHIP_SIZES.filter((s) => s <= bp);
      // Stop at random, but never before a side without ships has one.
      if (sizes.length === 0 || (rng.int(8) === 0 && (out.length > 0 || view.myFleets.length > 0))) break;
      const d = randomDesign(rng, sizes[rng.int(sizes.length)]!, cap);
      if (d === null) continue;
      bp -= costOf(d);
      out.push({ kind: 'build', ...d });
    }
    if (rng.int(3) === 0) out.push({ kind: 'battle', retreatAt: rng.int(2) === 0 ? null : 1 + rng.int(100) });
  } else if (view.awaiting.includes(view.me)) {
    for (const f of view.myFleets) {
      const cells = grid.range(f.at, speed(f));
      out.push({ kind: 'move', fleet: f.id, to: grid.name(cells[rng.int(cells.length)]!) });
    }
  }
  return out;
}

/** A warship for Strategic Combat: 12 offensive BP (one die and most of another), 5 shields (a die and more), engine 3. */
export const WARSHIP: Design = { engine: 3, shields: 5, toHit: 4, weapons: 4 };
/** A scout: engine 5 to reach systems first, 10 BP. */
export const SCOUT: Design = { engine: 5, shields: 3, toHit: 0, weapons: 1 };
/** Scouts the expander builds at the start. */
const SCOUTS = 8;
/** Warships the main fleet holds before it strikes. */
const STRIKE_AT = 24;

const isScout = (f: TsgView['myFleets'][number]) => f.ships.every((s) => s.engine === SCOUT.engine);

/** The heuristic expander (see the module comment). */
export function expanderBot(view: TsgView, _rng: Rng): Order[] {
  const grid = gridOf(view.map);
  const home = homeOf(view, view.me);
  const enemy = view.players.find((p) => p !== view.me)!;
  const out: Order[] = [];
  if (view.phase === 'production') {
    let bp = view.bp;
    const scoutsNow = view.myFleets.filter(isScout).length;
    for (let k = scoutsNow; k < SCOUTS && view.turn === 1 && bp >= costOf(SCOUT); k++) {
      out.push({ kind: 'build', ...SCOUT });
      bp -= costOf(SCOUT);
    }
    const main = view.myFleets.find((f) => f.at === home && !isScout(f));
    // A rich side builds no more than one list can hold beside its merges and battle
    // orders: a longer list is refused whole, and the loop would never end on a stock so
    // large that paying for a ship does not change it.
    const room = MAX_ORDERS - view.myFleets.length - 1;
    while (bp >= costOf(WARSHIP) && out.length < room) {
      out.push({ kind: 'build', ...WARSHIP, ...(main !== undefined ? { into: main.id } : {}) });
      bp -= costOf(WARSHIP);
    }
    // Warship fleets at home join the main fleet.
    if (main !== undefined)
      for (const f of view.myFleets)
        if (f.id !== main.id && f.at === home && !isScout(f))
          out.push({ kind: 'merge', fleet: f.id, into: main.id });
    if (view.turn === 1) out.push({ kind: 'battle', retreatAt: 60 });
    return out;
  }
  if (!view.awaiting.includes(view.me)) return out;
  const targeted = new Set<number>();
  const enemyAt = new Set(view.fleets.filter((f) => f.owner === enemy).map((f) => f.at));
  const warships = view.myFleets.filter((f) => !isScout(f)).reduce((a, f) => a + f.ships.length, 0);
  for (const f of view.myFleets) {
    let target: number;
    if (isScout(f)) {
      // The nearest open system, ties to the lower cell: one pass, where sorting every
      // system (and measuring distances in the comparison) cost systems × log systems.
      const enemyHome = homeOf(view, enemy);
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
    } else target = warships >= STRIKE_AT || view.turn >= 25 ? homeOf(view, enemy) : home;
    const to = toward(view, f.at, target, speed(f));
    if (to !== f.at) out.push({ kind: 'move', fleet: f.id, to: grid.name(to) });
  }
  return out;
}
