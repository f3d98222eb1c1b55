/**
 * Harvester's computer players. Each sees only its player's view (HV-4) and draws from
 * its own generator. `random` gives any legal orders; `gatherer` plays the heuristic of
 * the analysis (other-seeds.md 2.5): the Harvester heads for the nearest known
 * resources, the General and Lieutenants escort it, Soldiers and Scouts strike at enemy
 * Harvesters they can beat with what they see, Scouts otherwise spread out to scan, and
 * the cheapest missing unit is rebuilt first.
 */
import type { HexWrapGrid } from '../kernel/grid/hex-wrap.js';
import type { Rng } from '../kernel/rng.js';
import type { HexKnowledge } from './knowledge.js';
import type { RawMove, RawOrders } from './orders.js';
import { planetGrid, stepToward } from './planet.js';
import type { HvView, OwnUnit } from './view.js';
import { DEFENCE_KINDS, type DefenceKind, UNIT_STATS } from './vocabulary.js';

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

/** The cheapest missing defence unit the Harvester can pay for now, if no rebuild is under way. */
function cheapestRebuild(view: HvView): DefenceKind | undefined {
  if (view.build !== null) return undefined;
  for (const kind of [...DEFENCE_KINDS].reverse()) {
    const have = view.units.filter((u) => u.kind === kind).length;
    const s = UNIT_STATS[kind];
    const cost = view.rules.rebuildCost === 'scanners' ? s.scanners : s.scanners + s.combat;
    if (have < UNIT_STATS[kind].count && view.load >= cost) return kind;
  }
  return undefined;
}

/** Any legal orders: a random target the player knows, random walks, now and then a rebuild. */
export const randomBot: HvBot = (view, rng) => {
  if (!view.active) return {};
  const grid = planetGrid(view.radius);
  const orders: { -readonly [K in keyof RawOrders]: RawOrders[K] } = {};
  if (view.target === null) {
    const rich = view.known.filter((k) => k.resources);
    if (rich.length > 0) orders.target = rich[rng.int(rich.length)]!.hex;
  }
  const moves: RawMove[] = [];
  for (const u of view.units) {
    if (u.kind === 'harvester' || rng.int(2) === 0) continue;
    const steps = 1 + rng.int(UNIT_STATS[u.kind].move);
    let at = grid.parse(u.hex)!;
    const path: string[] = [];
    for (let k = 0; k < steps; k++) {
      const ns = grid.neighbours(at);
      at = ns[rng.int(ns.length)]!;
      path.push(grid.name(at));
    }
    moves.push({ unit: u.id, path });
  }
  if (moves.length > 0) orders.moves = moves;
  const kind = cheapestRebuild(view);
  if (kind !== undefined && rng.int(2) === 0) orders.rebuild = kind;
  return orders;
};

/** The combat total of the units a hex is known to hold that are not the player's side. */
function enemyTotal(view: HvView, k: HexKnowledge): number {
  const friends = new Set([view.player, ...view.rulers, ...view.subjects]);
  return (k.contents ?? [])
    .filter((c) => !friends.has(c.owner))
    .reduce((s, c) => s + UNIT_STATS[c.kind].combat, 0);
}

/** An enemy Harvester seen exactly in the hex. */
function enemyHarvester(view: HvView, k: HexKnowledge): boolean {
  const friends = new Set([view.player, ...view.rulers, ...view.subjects]);
  return (k.contents ?? []).some((c) => c.kind === 'harvester' && !friends.has(c.owner));
}

/** The heuristic harvester (see the module comment). */
export const gathererBot: HvBot = (view, _rng) => {
  if (!view.active) return {};
  const grid = planetGrid(view.radius);
  const orders: { -readonly [K in keyof RawOrders]: RawOrders[K] } = {};
  const mine = view.units;
  const harvester = mine.find((u) => u.kind === 'harvester');
  if (harvester === undefined) return {};
  const home = grid.parse(harvester.hex)!;
  const friends = new Set([view.player, ...view.rulers, ...view.subjects]);
  // Hexes with enemy units seen: the Harvester keeps 2 away from them.
  const danger = view.known
    .filter((k) => (k.contents ?? []).some((c) => !friends.has(c.owner) && c.kind !== 'harvester'))
    .map((k) => grid.parse(k.hex)!);
  let target = view.target === null ? null : grid.parse(view.target)!;
  if (target === null) {
    const choices = view.known
      .filter((k) => k.resources && !k.harvester)
      .map((k) => ({ hex: grid.parse(k.hex)!, amount: k.amount ?? 1 }))
      .filter((c) => c.hex !== home && danger.every((d) => grid.distance(d, c.hex) > 2))
      .sort(
        (a, b) =>
          grid.distance(home, a.hex) - grid.distance(home, b.hex) || b.amount - a.amount || a.hex - b.hex,
      );
    if (choices.length > 0 && view.load < 20) {
      target = choices[0]!.hex;
      orders.target = grid.name(target);
    }
  }
  const next = target === null ? home : stepToward(grid, home, target);
  const moves: RawMove[] = [];
  const used = new Set<number>();
  // Strike: the nearest enemy Harvester seen exactly, if the units that reach it outweigh what is seen there.
  const prey = view.known
    .filter((k) => k.level === 1 && enemyHarvester(view, k))
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
      const path = pathToward(grid, grid.parse(u.hex)!, p.hex, UNIT_STATS[u.kind].move);
      if (path.length === 0) continue;
      moves.push({ unit: u.id, path });
      used.add(u.id);
      sent += UNIT_STATS[u.kind].combat;
    }
  }
  for (const u of mine) {
    if (u.kind === 'harvester' || used.has(u.id)) continue;
    const at = grid.parse(u.hex)!;
    let path: string[];
    if (u.kind === 'scout') path = scoutWalk(grid, at, home, u);
    else path = pathToward(grid, at, next, UNIT_STATS[u.kind].move); // escort the Harvester
    if (path.length > 0) moves.push({ unit: u.id, path });
  }
  if (moves.length > 0) orders.moves = moves;
  const kind = cheapestRebuild(view);
  if (kind !== undefined && view.load >= 8) orders.rebuild = kind;
  return orders;
};

/** A Scout ranges in its own direction (by id) up to 3 hexes from the Harvester, then back. */
function scoutWalk(grid: HexWrapGrid, at: number, home: number, u: OwnUnit): string[] {
  const dir = u.id % 6;
  let goal = home;
  for (let k = 0; k < 3; k++) goal = grid.neighbours(goal)[dir]!;
  return pathToward(grid, at, goal, UNIT_STATS.scout.move);
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
