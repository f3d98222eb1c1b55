/**
 * Harvester's computer players. Each sees only its player's view (HV-4) and draws from
 * its own generator. `random` gives any legal orders; `gatherer` plays the heuristic of
 * the analysis (other-seeds.md 2.5) and hunts: the Harvester heads for the nearest known
 * resources, its General and a Lieutenant escort it, units that can beat an enemy
 * Harvester seen next to them strike at it, Scouts otherwise spread out to scan, the
 * cheapest missing unit is rebuilt first, and once the Harvester is nearly full, has
 * nothing left to gather, or the game has gone on a while, the other units march together
 * onto the nearest Harvester it knows of that is not its side's. A gatherer mirror that
 * never hunted reached the turn limit in 7 games of 10; hunting, it ends with the One.
 * Every bot keeps to the rules a view shows: terrain (HV-3.5) and the Harvester's road
 * (HV-5.2).
 */
import type { HexWrapGrid } from '../kernel/grid/hex-wrap.js';
import type { Rng } from '../kernel/rng.js';
import type { HexKnowledge } from './knowledge.js';
import type { RawMove, RawOrders } from './orders.js';
import { planetGrid, stepToward } from './planet.js';
import { roadFault } from './road.js';
import type { Terrain } from './state.js';
import { mayEnter } from './terrain.js';
import type { HvView, OwnUnit } from './view.js';
import { CAPACITY, DEFENCE_KINDS, type DefenceKind, UNIT_STATS, type UnitKind } from './vocabulary.js';

/** A Harvester bot: a view and a generator to orders. */
export type HvBot = (view: HvView, rng: Rng) => RawOrders;

/** The walk of up to `n` steps from `from` towards `to`, as hex names. */
function pathToward(grid: HexWrapGrid, from: number, to: number, n: number): string[] {
  const out: string[] = [];
  let at = from;
  for (let k = 0; k < n && at !== to; k++) {
    at = stepToward(grid, at, to);
    out.push(grid.name(at));
  }
  return out;
}

const TERRAIN = new WeakMap<object, Terrain>();

/** The view's terrain (public, HV-3.5) as hexes, for the rules' own checks. */
export function terrainOf(view: HvView): Terrain {
  let t = TERRAIN.get(view.terrain);
  if (t === undefined) {
    const grid = planetGrid(view.radius);
    const cells = (names: readonly string[]) => names.map((h) => grid.parse(h)!).sort((a, b) => a - b);
    t = { rough: cells(view.terrain.rough), shroud: cells(view.terrain.shroud) };
    TERRAIN.set(view.terrain, t);
  }
  return t;
}

/** The path cut before the first hex a unit of this kind may not enter (HV-3.5: rough ground). */
export function clipPath(view: HvView, kind: UnitKind, path: readonly string[]): string[] {
  if (view.terrain.rough.length === 0) return [...path];
  const grid = planetGrid(view.radius);
  const t = terrainOf(view);
  const k = path.findIndex((h) => !mayEnter(t, kind, grid.parse(h)!));
  return k < 0 ? [...path] : path.slice(0, k);
}

/** True when the player may give its Harvester this target now, as far as its view tells (HV-5.2, HV-3.5). */
export function mayTarget(view: HvView, grid: HexWrapGrid, from: number, to: number): boolean {
  if (view.terrain.rough.length === 0 && view.rules.roadResources === 'target') return true;
  return roadFault(grid, view.rules, terrainOf(view), from, to, (hex) => rich(view).has(hex)) === null;
}

/** The hexes of the view's knowledge that pass `keep`, in cell order. */
function knownWhere(view: HvView, keep: (k: HexKnowledge) => boolean): HexKnowledge[] {
  const out: HexKnowledge[] = [];
  for (const k of view.known) if (keep(k)) out.push(k);
  return out;
}

const RICH = new WeakMap<HvView, ReadonlySet<number>>();

/** The hexes the view knows to hold resources. */
function rich(view: HvView): ReadonlySet<number> {
  let r = RICH.get(view);
  if (r === undefined) {
    const grid = planetGrid(view.radius);
    r = new Set(knownWhere(view, (k) => k.resources).map((k) => grid.parse(k.hex)!));
    RICH.set(view, r);
  }
  return r;
}

/** The cheapest missing defence unit the Harvester can pay for now, if no rebuild is under way. */
function cheapestRebuild(view: HvView): DefenceKind | undefined {
  if (view.build !== null) return undefined;
  for (const kind of [...DEFENCE_KINDS].reverse()) {
    const have = view.units.filter((u) => u.kind === kind).length;
    const s = UNIT_STATS[kind];
    const cost = view.rules.rebuildCost === 'scanners' ? s.scanners : s.scanners + s.combat;
    if (have < view.army[kind] && view.load >= cost) return kind;
  }
  return undefined;
}

/** Any legal orders: a random target the player knows, random walks, now and then a rebuild. */
export const randomBot: HvBot = (view, rng) => {
  if (!view.active) return {};
  const grid = planetGrid(view.radius);
  const orders: { -readonly [K in keyof RawOrders]: RawOrders[K] } = {};
  const harvester = view.units.find((u) => u.kind === 'harvester');
  if (view.target === null && harvester !== undefined) {
    const from = grid.parse(harvester.hex)!;
    const rich = knownWhere(view, (k) => k.resources && mayTarget(view, grid, from, grid.parse(k.hex)!));
    if (rich.length > 0) orders.target = rich[rng.int(rich.length)]!.hex;
  }
  const t = terrainOf(view);
  const moves: RawMove[] = [];
  for (const u of view.units) {
    if (u.kind === 'harvester' || rng.int(2) === 0) continue;
    const steps = 1 + rng.int(UNIT_STATS[u.kind].move);
    let at = grid.parse(u.hex)!;
    const path: string[] = [];
    for (let k = 0; k < steps; k++) {
      const ns = grid.neighbours(at).filter((n) => mayEnter(t, u.kind, n)); // HV-3.5
      if (ns.length === 0) break;
      at = ns[rng.int(ns.length)]!;
      path.push(grid.name(at));
    }
    if (path.length > 0) moves.push({ unit: u.id, path });
  }
  if (moves.length > 0) orders.moves = moves;
  const kind = cheapestRebuild(view);
  if (kind !== undefined && rng.int(2) === 0) orders.rebuild = kind;
  return orders;
};

/** The players on the view's player's side: itself, its rulers and its direct subjects. */
const friendsOf = (view: HvView): Set<string> => new Set([view.player, ...view.rulers, ...view.subjects]);

/** The combat total of the units a hex is known to hold that are not the player's side. */
function enemyTotal(view: HvView, k: HexKnowledge): number {
  const friends = friendsOf(view);
  return (k.contents ?? [])
    .filter((c) => !friends.has(c.owner))
    .reduce((s, c) => s + UNIT_STATS[c.kind].combat, 0);
}

/** An enemy Harvester seen exactly in the hex. */
function enemyHarvester(view: HvView, k: HexKnowledge): boolean {
  const friends = friendsOf(view);
  return (k.contents ?? []).some((c) => c.kind === 'harvester' && !friends.has(c.owner));
}

/**
 * The nearest Harvester to `from` the view knows of that is not the player's own nor, when
 * seen exactly, a friend's: at the farthest scanner band only its presence is known, so a
 * Harvester seen there may be anybody's.
 */
export function nearestPrey(view: HvView, from: number): number | undefined {
  const grid = planetGrid(view.radius);
  const friends = friendsOf(view);
  const home = view.units.find((u) => u.kind === 'harvester')?.hex;
  let best: number | undefined;
  let bestD = Infinity;
  for (const k of view.known) {
    if (!k.harvester || k.hex === home) continue;
    if ((k.contents ?? []).some((c) => c.kind === 'harvester' && friends.has(c.owner))) continue;
    const hex = grid.parse(k.hex)!;
    const d = grid.distance(from, hex);
    if (d < bestD || (d === bestD && hex < (best as number))) {
      best = hex;
      bestD = d;
    }
  }
  return best;
}

/**
 * The turn from which the gatherer hunts even with resources still to gather: the
 * planet's resources do not run out when they grow back, and a game of Harvesters that
 * never attack never ends (HV-10.1).
 */
export const HUNT_TURN = 12;
/** The load at which the gatherer hunts: a Harvester near its capacity has little left to gain but subjects (HV-9). */
export const HUNT_LOAD = 16;
/** The units that stay with the Harvester while the rest hunt: its General and a Lieutenant. */
export const GUARDS = 2;

/** How a gatherer hunts (see {@link gathererWith}). */
export interface GathererStyle {
  /** When its army hunts: `auto` as {@link gathererBot} does, `now` every turn, `never`. */
  readonly hunt: 'auto' | 'now' | 'never';
  /** How many of its strongest units (General, then Lieutenants) stay with the Harvester. */
  readonly guards: number;
}

/**
 * A gatherer of a given style: gathers, escorts, strikes what it can beat next to it, and
 * hunts: its hunters (every defence unit but its guards) march together, at the pace of
 * the slowest, onto the nearest Harvester it knows of that is not its side's.
 */
export function gathererWith(style: GathererStyle): HvBot {
  return (view, rng) => gatherer(view, rng, style);
}

/**
 * The heuristic harvester (see the module comment): gathers, escorts, strikes what it can
 * beat next to it, and hunts once its Harvester is nearly full, has nothing left to
 * gather, or the game has gone on 12 turns (`HUNT_TURN`), its General and a Lieutenant
 * staying with the Harvester.
 */
export const gathererBot: HvBot = (view, rng) => gatherer(view, rng, { hunt: 'auto', guards: GUARDS });

function gatherer(view: HvView, rng: Rng, style: GathererStyle): RawOrders {
  if (!view.active) return {};
  const grid = planetGrid(view.radius);
  const orders: { -readonly [K in keyof RawOrders]: RawOrders[K] } = {};
  const mine = view.units;
  const harvester = mine.find((u) => u.kind === 'harvester');
  if (harvester === undefined) return {};
  const home = grid.parse(harvester.hex)!;
  const friends = friendsOf(view);
  // Hexes with enemy units seen: the Harvester keeps 2 away from them.
  const danger = knownWhere(view, (k) =>
    (k.contents ?? []).some((c) => !friends.has(c.owner) && c.kind !== 'harvester'),
  ).map((k) => grid.parse(k.hex)!);
  let target = view.target === null ? null : grid.parse(view.target)!;
  let gathering = target !== null;
  if (target === null) {
    const choices = knownWhere(view, (k) => k.resources && !k.harvester)
      .map((k) => ({ hex: grid.parse(k.hex)!, amount: k.amount ?? 1 }))
      .filter((c) => c.hex !== home && danger.every((d) => grid.distance(d, c.hex) > 2))
      .filter((c) => mayTarget(view, grid, home, c.hex))
      .sort(
        (a, b) =>
          grid.distance(home, a.hex) - grid.distance(home, b.hex) || b.amount - a.amount || a.hex - b.hex,
      );
    if (choices.length > 0 && view.load < CAPACITY) {
      target = choices[0]!.hex;
      orders.target = grid.name(target);
      gathering = true;
    }
  }
  const next = target === null ? home : stepToward(grid, home, target);
  const moves: RawMove[] = [];
  const used = new Set<number>();
  const send = (u: OwnUnit, to: number) => {
    const path = clipPath(view, u.kind, pathToward(grid, grid.parse(u.hex)!, to, UNIT_STATS[u.kind].move));
    if (path.length > 0) moves.push({ unit: u.id, path });
    used.add(u.id);
  };
  // Strike: the nearest enemy Harvester seen exactly, if the units that reach it outweigh what is seen there.
  const prey = knownWhere(view, (k) => k.level === 1 && enemyHarvester(view, k))
    .map((k) => ({ hex: grid.parse(k.hex)!, total: enemyTotal(view, k) }))
    .sort((a, b) => grid.distance(home, a.hex) - grid.distance(home, b.hex) || a.hex - b.hex);
  for (const p of prey) {
    const reach = mine
      .filter((u) => u.kind !== 'harvester' && !used.has(u.id))
      .filter((u) => grid.distance(grid.parse(u.hex)!, p.hex) <= UNIT_STATS[u.kind].move)
      .sort((a, b) => UNIT_STATS[b.kind].combat - UNIT_STATS[a.kind].combat || a.id - b.id);
    const sum = reach.reduce((s, u) => s + UNIT_STATS[u.kind].combat, 0);
    if (sum <= p.total + 1) continue;
    let sent = 0;
    for (const u of reach) {
      if (sent > p.total + 1) break;
      const path = clipPath(
        view,
        u.kind,
        pathToward(grid, grid.parse(u.hex)!, p.hex, UNIT_STATS[u.kind].move),
      );
      if (path.length === 0 || path[path.length - 1] !== grid.name(p.hex)) continue;
      moves.push({ unit: u.id, path });
      used.add(u.id);
      sent += UNIT_STATS[u.kind].combat;
    }
  }
  // Hunt: the army marches together onto the nearest Harvester that is not its side's.
  // The General stays with the Harvester as its guard (a lone Harvester falls to any Scout).
  const guard = new Set(
    mine
      .filter((u) => u.kind === 'general' || u.kind === 'lieutenant')
      .sort((a, b) => UNIT_STATS[b.kind].combat - UNIT_STATS[a.kind].combat || a.id - b.id)
      .slice(0, style.guards)
      .map((u) => u.id),
  );
  const army = mine.filter((u) => u.kind !== 'harvester' && !guard.has(u.id) && !used.has(u.id));
  const lead = [...army].sort(
    (a, b) => UNIT_STATS[b.kind].combat - UNIT_STATS[a.kind].combat || a.id - b.id,
  )[0];
  const hunting =
    style.hunt === 'now' ||
    (style.hunt === 'auto' && (view.load >= HUNT_LOAD || !gathering || view.turn >= HUNT_TURN));
  const quarry = lead === undefined || !hunting ? undefined : nearestPrey(view, grid.parse(lead.hex)!);
  if (lead !== undefined && quarry !== undefined) {
    const step = marchStep(view, grid, grid.parse(lead.hex)!, quarry, lead.kind, army, rng);
    for (const u of army) send(u, step);
  }
  for (const u of mine) {
    if (u.kind === 'harvester' || used.has(u.id)) continue;
    const at = grid.parse(u.hex)!;
    let path: string[];
    // A hunter that knows no prey sends its Scouts out across the planet to find some.
    if (u.kind === 'scout') path = scoutWalk(grid, at, home, u, hunting ? grid.radius : 3, view.turn);
    else path = pathToward(grid, at, next, UNIT_STATS[u.kind].move); // escort the Harvester
    path = clipPath(view, u.kind, path);
    if (path.length > 0) moves.push({ unit: u.id, path });
  }
  if (moves.length > 0) orders.moves = moves;
  const kind = cheapestRebuild(view);
  if (kind !== undefined && view.load >= 8) orders.rebuild = kind;
  return orders;
}

/**
 * A Scout ranges in its own direction (by id, turning every four turns while it hunts)
 * up to `reach` hexes from the Harvester, then back.
 */
function scoutWalk(
  grid: HexWrapGrid,
  at: number,
  home: number,
  u: OwnUnit,
  reach: number,
  turn: number,
): string[] {
  const dir = (u.id + (reach > 3 ? Math.floor(turn / 4) : 0)) % 6;
  let goal = home;
  for (let k = 0; k < reach; k++) goal = grid.neighbours(goal)[dir]!;
  return pathToward(grid, at, goal, UNIT_STATS.scout.move);
}

/**
 * The hex the marching army's lead steps into next: the first one nearer the quarry, but
 * where that hex is next to a stack seen to match the army's total, which would only
 * send it back (HV-6.3), a neighbour no farther from the quarry that is not, drawn at
 * random, so two equal armies do not butt heads until the turn limit.
 */
function marchStep(
  view: HvView,
  grid: HexWrapGrid,
  from: number,
  quarry: number,
  kind: UnitKind,
  army: readonly OwnUnit[],
  rng: Rng,
): number {
  const straight = stepToward(grid, from, quarry);
  const ours = army.reduce((s, u) => s + UNIT_STATS[u.kind].combat, 0);
  const walls = knownWhere(view, (k) => k.contents !== undefined && enemyTotal(view, k) >= ours).map(
    (k) => grid.parse(k.hex)!,
  );
  const blocked = (hex: number) => hex !== quarry && walls.some((w) => grid.distance(w, hex) <= 1);
  if (walls.length === 0 || !blocked(straight)) return straight;
  const d = grid.distance(from, quarry);
  const t = terrainOf(view);
  const ways = grid
    .neighbours(from)
    .filter((n) => grid.distance(n, quarry) <= d && !blocked(n) && mayEnter(t, kind, n));
  return ways.length === 0 ? (rng.int(2) === 0 ? from : straight) : ways[rng.int(ways.length)]!;
}

/** The bots by name. */
export const BOTS = {
  /** {@link randomBot}. */
  random: randomBot,
  /** {@link gathererBot}. */
  gatherer: gathererBot,
} as const;
/** A bot's name. */
export type BotName = keyof typeof BOTS;
