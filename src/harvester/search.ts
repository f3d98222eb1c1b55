/**
 * The `search` player: a policy search over guessed worlds (other-seeds.md 2.5). From its
 * view alone it builds a world consistent with what it knows (hexes seen exactly as they
 * are; a Harvester seen from afar as an enemy's, with the units counted there as
 * Soldiers; resources seen from afar as 3 each; everything unseen empty), then plays each
 * candidate policy three turns ahead in that world, the others playing the gatherer from
 * what they would see of it, and gives the real orders of the policy whose world is worth
 * most (see `score`), the first unless another is worth clearly more ({@link MARGIN}).
 * Candidates, all gatherers of a style: a hunter whose army but its General marches at
 * once on the nearest Harvester not its own (the first); the gatherer itself; an all-in
 * hunter that leaves nobody home; and a turtle that keeps every unit with its Harvester.
 */
import type { Rng } from '../kernel/rng.js';
import { gathererBot, gathererWith, type HvBot } from './bots.js';
import type { RawOrders } from './orders.js';
import { planetGrid } from './planet.js';
import { DEFAULT_RULES_OPTIONS } from './rules-options.js';
import { type HvState, isActive, type Machine, subtreeOf, type Unit, victoryPoints } from './state.js';
import { resolveTurn } from './turn.js';
import { type HvView, playerView } from './view.js';
import { FULL_ARMY, type UnitKind } from './vocabulary.js';

/** Turns each candidate is played ahead. */
export const SEARCH_DEPTH = 3;
/**
 * The points another candidate must gain over the first to be chosen instead: a guessed
 * world is rough, and a small gain in it is as likely noise as a gain on the planet.
 */
export const MARGIN = 3;

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
  // Seats p1 … pN keep their numbers, and phantoms take the next ones; other ids (a
  // scenario's, HV-1.5) are kept as they are, and phantoms take ids no player may have.
  const numbered = [...named].every((p) => seatNumber(p) > 0);
  let seats = numbered ? Math.max(2, ...[...named].map(seatNumber)) : 0;
  const phantom = () => (numbered ? `p${++seats}` : `?${++seats}`);
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
      const p = phantom();
      phantoms.push(p);
      add(p, 'harvester', hex);
      for (let n = 1; n < (k.units ?? 1); n++) add(p, 'soldier', hex);
    } else if ((k.units ?? 0) > 0 && !mine.has(k.hex)) {
      const p = phantom();
      phantoms.push(p);
      for (let n = 0; n < (k.units ?? 0); n++) add(p, 'soldier', hex);
    }
  }
  const players = numbered
    ? Array.from({ length: seats }, (_, k) => `p${k + 1}`)
    : [...[...named].sort(), ...phantoms];
  const machines: Record<string, Machine> = {};
  for (const p of players)
    machines[p] = {
      load: 0,
      target: null,
      ruler: null,
      idle: 0,
      build: null,
      joinedAt: 1,
      outAt: null,
      army: FULL_ARMY,
    };
  machines[me] = {
    ...machines[me]!,
    army: view.army,
    load: view.load,
    target: view.target === null ? null : grid.parse(view.target)!,
    build: view.build,
  };
  let below = me;
  for (const r of view.rulers) {
    machines[below] = { ...machines[below]!, ruler: r };
    below = r;
  }
  for (const s of view.subjects) machines[s] = { ...machines[s]!, ruler: me };
  return {
    turn: view.turn,
    turnLimit: view.turn + SEARCH_DEPTH + 1,
    radius: view.radius,
    players,
    names: {},
    rules: { ...DEFAULT_RULES_OPTIONS, ...view.rules, lateJoin: 'none', regrowth: 'none' },
    rng: { c: 1, s0: 0.5, s1: 0.25, s2: 0.125 },
    resources,
    terrain: {
      rough: view.terrain.rough.map((h) => grid.parse(h)!).sort((a, b) => a - b),
      shroud: view.terrain.shroud.map((h) => grid.parse(h)!).sort((a, b) => a - b),
    },
    units,
    nextUnit: id,
    machines,
    traffic: [],
    left: [],
    ledger: { placed: 0, grown: 0, salvage: 0, spent: 0 },
  };
}

/** The candidate policies, in the order ties are broken: gatherers of five styles. */
export const CANDIDATES: readonly (readonly [string, HvBot])[] = [
  ['hunt', gathererWith({ hunt: 'now', guards: 1 })],
  ['gatherer', gathererBot],
  ['all-in', gathererWith({ hunt: 'now', guards: 0 })],
  ['turtle', gathererWith({ hunt: 'never', guards: 3 })],
];

/**
 * A rolled-out world's worth to `me`: its points, 20 a subject, 30 off if it serves (a
 * subject's points are its ruler's, HV-9.1), and -1000 if it is out.
 */
function score(s: HvState, me: string): number {
  if (s.machines[me]?.outAt !== null) return -1000;
  const subjects = subtreeOf(s, me).length - 1;
  const ruled = s.machines[me]!.ruler !== null ? 30 : 0;
  return victoryPoints(s, me) + 20 * subjects - ruled;
}

/** The search player (see the module comment). */
export const searchBot: HvBot = (view: HvView, rng: Rng): RawOrders => {
  if (!view.active) return {};
  const world = guessWorld(view);
  let best = -Infinity;
  let choice: HvBot = CANDIDATES[0]![1];
  for (const [, policy] of CANDIDATES) {
    let s = world;
    for (let t = 0; t < SEARCH_DEPTH; t++) {
      const orders: Record<string, unknown> = {};
      // The others play the gatherer in the guessed world, from what they would see of it.
      for (const p of s.players)
        orders[p] =
          p === view.player
            ? policy(playerView(s, p), rng)
            : isActive(s, p)
              ? gathererBot(playerView(s, p), rng)
              : {};
      s = resolveTurn(s, orders).state;
      if (s.machines[view.player]!.outAt !== null) break;
    }
    const v = score(s, view.player) - (best === -Infinity ? 0 : MARGIN);
    if (v > best) {
      best = v;
      choice = policy;
    }
  }
  return choice(view, rng);
};
