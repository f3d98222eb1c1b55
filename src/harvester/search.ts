/**
 * The `search` player: a policy search over guessed worlds (other-seeds.md 2.5). From its
 * view alone it builds a world consistent with what it knows (hexes seen exactly as they
 * are; a Harvester seen from afar as an enemy's, with the units counted there as
 * Soldiers; resources seen from afar as 3 each; everything unseen empty), then plays each
 * candidate policy three turns ahead in that world, the others standing still, and gives
 * the real orders of the policy whose world is worth most (see `score`). Candidates: the
 * gatherer; a march of the whole army onto the nearest Harvester that is not its own;
 * raiders, whose Soldiers and Scouts, or whole army but the General, run for it; and a
 * turtle that keeps every unit on the Harvester.
 */
import type { Rng } from '../kernel/rng.js';
import { gathererBot, type HvBot } from './bots.js';
import type { RawMove, RawOrders } from './orders.js';
import { planetGrid, stepToward } from './planet.js';
import { DEFAULT_RULES_OPTIONS } from './rules-options.js';
import { type HvState, type Machine, subtreeOf, type Unit, victoryPoints } from './state.js';
import { resolveTurn } from './turn.js';
import { type HvView, playerView } from './view.js';
import { UNIT_STATS, type UnitKind } from './vocabulary.js';

/** Turns each candidate is played ahead. */
export const SEARCH_DEPTH = 3;

const seatNumber = (p: string): number => {
  const m = /^p(\d+)$/.exec(p);
  return m === null ? 0 : Number(m[1]);
};

/** A world consistent with the view (see the module comment). */
export function guessWorld(view: HvView): HvState {
  const grid = planetGrid(view.radius);
  const me = view.player;
  const named = new Set<string>([me, ...view.rulers, ...view.subjects]);
  for (const k of view.known) for (const c of k.contents ?? []) named.add(c.owner);
  let seats = Math.max(2, ...[...named].map(seatNumber));
  const units: Unit[] = [];
  let id = 1;
  const add = (owner: string, kind: UnitKind, hex: number) => units.push({ id: id++, owner, kind, hex });
  for (const u of view.units) add(me, u.kind, grid.parse(u.hex)!);
  const mine = new Set(view.units.map((u) => u.hex));
  const resources = new Array<number>(grid.size).fill(0);
  const phantoms: string[] = [];
  for (const k of view.known) {
    const hex = grid.parse(k.hex)!;
    resources[hex] = k.amount ?? (k.resources ? 3 : 0);
    if (k.contents !== undefined) {
      for (const c of k.contents) if (c.owner !== me) add(c.owner, c.kind, hex);
    } else if (k.harvester && !mine.has(k.hex)) {
      const p = `p${++seats}`;
      phantoms.push(p);
      add(p, 'harvester', hex);
      for (let n = 1; n < (k.units ?? 1); n++) add(p, 'soldier', hex);
    } else if ((k.units ?? 0) > 0 && !mine.has(k.hex)) {
      const p = `p${++seats}`;
      phantoms.push(p);
      for (let n = 0; n < (k.units ?? 0); n++) add(p, 'soldier', hex);
    }
  }
  const players = Array.from({ length: seats }, (_, k) => `p${k + 1}`);
  const machines: Record<string, Machine> = {};
  for (const p of players)
    machines[p] = { load: 0, target: null, ruler: null, idle: 0, build: null, joinedAt: 1, outAt: null };
  machines[me] = {
    ...machines[me]!,
    load: view.load,
    target: view.target === null ? null : grid.parse(view.target)!,
    build: view.build,
  };
  view.rulers.forEach((r, k) => {
    const below = k === 0 ? me : view.rulers[k - 1]!;
    machines[below] = { ...machines[below]!, ruler: r };
  });
  for (const s of view.subjects) machines[s] = { ...machines[s]!, ruler: me };
  return {
    turn: view.turn,
    turnLimit: view.turn + SEARCH_DEPTH + 1,
    radius: view.radius,
    players,
    rules: { ...DEFAULT_RULES_OPTIONS, ...view.rules, lateJoin: 'none', regrowth: 'none' },
    rng: { c: 1, s0: 0.5, s1: 0.25, s2: 0.125 },
    resources,
    units,
    nextUnit: id,
    machines,
    traffic: [],
    left: [],
    ledger: { placed: 0, grown: 0, salvage: 0, spent: 0 },
  };
}

/** The walk of up to `n` steps towards a hex, as names. */
function walk(view: HvView, from: string, to: number, n: number): string[] {
  const grid = planetGrid(view.radius);
  const out: string[] = [];
  let at = grid.parse(from)!;
  for (let k = 0; k < n && at !== to; k++) {
    at = stepToward(grid, at, to);
    out.push(grid.name(at));
  }
  return out;
}

/** A raider: the gatherer's orders, but units of `kinds` head for the nearest Harvester not its own. */
function raider(kinds: readonly UnitKind[]): HvBot {
  return (view, rng) => {
    const base = gathererBot(view, rng);
    const grid = planetGrid(view.radius);
    const home = view.units.find((u) => u.kind === 'harvester');
    if (home === undefined) return base;
    const h = grid.parse(home.hex)!;
    const friends = new Set([view.player, ...view.rulers, ...view.subjects]);
    const prey = view.known
      .filter(
        (k) =>
          k.harvester &&
          k.hex !== home.hex &&
          !(k.contents ?? []).some((c) => c.kind === 'harvester' && friends.has(c.owner)),
      )
      .map((k) => grid.parse(k.hex)!)
      .sort((a, b) => grid.distance(h, a) - grid.distance(h, b) || a - b)[0];
    if (prey === undefined) return base;
    const moves: RawMove[] = (base.moves ?? []).filter(
      (m) => !view.units.some((u) => u.id === m.unit && kinds.includes(u.kind)),
    );
    for (const u of view.units) {
      if (!kinds.includes(u.kind)) continue;
      const path = walk(view, u.hex, prey, UNIT_STATS[u.kind].move);
      if (path.length > 0) moves.push({ unit: u.id, path });
    }
    return { ...base, moves };
  };
}

/** A turtle: the gatherer's target and rebuilds, every unit walking with the Harvester. */
const turtle: HvBot = (view, rng) => {
  const base = gathererBot(view, rng);
  const grid = planetGrid(view.radius);
  const home = view.units.find((u) => u.kind === 'harvester');
  if (home === undefined) return base;
  const target = base.target ?? view.target;
  const next =
    target == null ? grid.parse(home.hex)! : stepToward(grid, grid.parse(home.hex)!, grid.parse(target)!);
  const moves: RawMove[] = [];
  for (const u of view.units) {
    if (u.kind === 'harvester') continue;
    const path = walk(view, u.hex, next, UNIT_STATS[u.kind].move);
    if (path.length > 0) moves.push({ unit: u.id, path });
  }
  const { moves: _, ...rest } = base;
  return moves.length > 0 ? { ...rest, moves } : rest;
};

/** The nearest Harvester to `from` that is not the player's or a friend's, as the view knows it. */
function nearestPrey(view: HvView, from: number): number | undefined {
  const grid = planetGrid(view.radius);
  const friends = new Set([view.player, ...view.rulers, ...view.subjects]);
  const home = view.units.find((u) => u.kind === 'harvester')?.hex;
  return view.known
    .filter(
      (k) =>
        k.harvester &&
        k.hex !== home &&
        !(k.contents ?? []).some((c) => c.kind === 'harvester' && friends.has(c.owner)),
    )
    .map((k) => grid.parse(k.hex)!)
    .sort((a, b) => grid.distance(from, a) - grid.distance(from, b) || a - b)[0];
}

/** A march: the whole army but the Harvester walks together, one hex a turn, onto the nearest foreign Harvester. */
const march: HvBot = (view, rng) => {
  const base = gathererBot(view, rng);
  const grid = planetGrid(view.radius);
  const general =
    view.units.find((u) => u.kind === 'general') ?? view.units.find((u) => u.kind !== 'harvester');
  if (general === undefined) return base;
  const prey = nearestPrey(view, grid.parse(general.hex)!);
  if (prey === undefined) return base;
  const step = stepToward(grid, grid.parse(general.hex)!, prey);
  const moves: RawMove[] = [];
  for (const u of view.units) {
    if (u.kind === 'harvester') continue;
    const path = walk(view, u.hex, step, UNIT_STATS[u.kind].move);
    if (path.length > 0) moves.push({ unit: u.id, path });
  }
  const { moves: _, ...rest } = base;
  return moves.length > 0 ? { ...rest, moves } : rest;
};

/** The candidate policies, in the order ties are broken. */
export const CANDIDATES: readonly (readonly [string, HvBot])[] = [
  ['gatherer', gathererBot],
  ['march', march],
  ['raid-light', raider(['soldier', 'scout'])],
  ['raid-heavy', raider(['lieutenant', 'soldier', 'scout'])],
  ['turtle', turtle],
];

/**
 * A rolled-out world's worth to `me`: its points, 20 a subject, 30 off if it serves, and
 * 2 for each hex its strongest unit came nearer the nearest foreign Harvester it knew at
 * the start (conquest is the only way past the 40 points a quiet Harvester reaches, and
 * three turns rarely reach one).
 */
function score(s: HvState, me: string, prey: number | undefined, before: number): number {
  if (s.machines[me]?.outAt !== null) return -1000;
  const subjects = subtreeOf(s, me).length - 1;
  const ruled = s.machines[me]!.ruler !== null ? 30 : 0;
  let approach = 0;
  if (prey !== undefined) {
    const grid = planetGrid(s.radius);
    const lead = s.units
      .filter((u) => u.owner === me && u.kind !== 'harvester')
      .sort((a, b) => UNIT_STATS[b.kind].combat - UNIT_STATS[a.kind].combat || a.id - b.id)[0];
    if (lead !== undefined) approach = before - grid.distance(lead.hex, prey);
  }
  return victoryPoints(s, me) + 20 * subjects - ruled + 2 * approach;
}

/** The search player (see the module comment). */
export const searchBot: HvBot = (view: HvView, rng: Rng): RawOrders => {
  if (!view.active) return {};
  const world = guessWorld(view);
  const grid = planetGrid(view.radius);
  const lead = [...view.units]
    .filter((u) => u.kind !== 'harvester')
    .sort((a, b) => UNIT_STATS[b.kind].combat - UNIT_STATS[a.kind].combat || a.id - b.id)[0];
  const from = grid.parse(lead?.hex ?? view.units[0]?.hex ?? '0,0')!;
  const prey = nearestPrey(view, from);
  const before = prey === undefined ? 0 : grid.distance(from, prey);
  let best = -Infinity;
  let choice: HvBot = gathererBot;
  for (const [, policy] of CANDIDATES) {
    let s = world;
    for (let t = 0; t < SEARCH_DEPTH; t++) {
      const orders: Record<string, unknown> = {};
      for (const p of s.players) orders[p] = p === view.player ? policy(playerView(s, p), rng) : {};
      s = resolveTurn(s, orders).state;
      if (s.machines[view.player]!.outAt !== null) break;
    }
    const v = score(s, view.player, prey, before);
    if (v > best) {
      best = v;
      choice = policy;
    }
  }
  return choice(view, rng);
};
