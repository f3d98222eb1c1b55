/**
 * Fights (HV-6, HV-8): when units have entered a hex that holds units of another
 * hierarchy, each hierarchy's combat total there is compared. A hierarchy (a free
 * player and everyone below it, HV-8.4) is one side: its members never fight each other
 * (HV-6.4, HV-A7) and stand together. The highest total wins and destroys every other
 * side's defence units (HV-6.2, leaving their scanner rating in resources, HV-7.1) and
 * conquers their Harvesters (HV-7.2, HV-8.1). If the highest total is shared, the units
 * that entered this step go back where they came from (HV-6.3).
 */

import { UNIT_STATS } from './vocabulary.js';
import { destroyUnit, logOf, rootIn, type Work, type WUnit } from './work.js';

/** The player's Harvester in the working copy, if it is still on the planet. */
export function harvesterIn(w: Work, p: string): WUnit | undefined {
  const id = w.harvesterId.get(p);
  return id === undefined ? undefined : w.units.get(id);
}

/** Units by hex, kept up to date as units move and die. */
export type Occupancy = Map<number, Set<number>>;

/** The occupancy of the working copy. */
export function occupancy(w: Work): Occupancy {
  const at: Occupancy = new Map();
  for (const u of w.units.values()) {
    const s = at.get(u.hex);
    if (s === undefined) at.set(u.hex, new Set([u.id]));
    else s.add(u.id);
  }
  return at;
}

/** Moves a unit and keeps the occupancy in step. */
export function place(at: Occupancy, u: WUnit, hex: number): void {
  at.get(u.hex)?.delete(u.id);
  u.hex = hex;
  const s = at.get(hex);
  if (s === undefined) at.set(hex, new Set([u.id]));
  else s.add(u.id);
}

/** What a fight did: `none` (one side only), `won` (a side won), or `tie`. */
export type FightResult = 'none' | 'won' | 'tie';

/** True when every unit in the hex is one player's: one side, whatever the hierarchy (HV-6.2). */
function oneOwner(w: Work, ids: ReadonlySet<number>): boolean {
  let owner: string | undefined;
  for (const id of ids) {
    const o = w.units.get(id)!.owner;
    if (owner === undefined) owner = o;
    else if (o !== owner) return false;
  }
  return true;
}

/**
 * Resolves the fight in one hex, if there is one. `entrants` are the units that entered
 * it this step; a tie sends them back to `cameFrom` (the caller re-checks those hexes).
 * Returns what happened and the units sent back.
 */
export function fightAt(
  w: Work,
  at: Occupancy,
  hex: number,
  entrants: Set<number>,
  cameFrom: ReadonlyMap<number, number>,
): { result: FightResult; sentBack: WUnit[] } {
  const ids = at.get(hex);
  if (ids === undefined || oneOwner(w, ids)) return { result: 'none', sentBack: [] }; // one side
  const here = [...ids].sort((a, b) => a - b).map((id) => w.units.get(id)!);
  const sides = new Map<string, { players: Set<string>; total: number; units: WUnit[] }>();
  for (const u of here) {
    const root = rootIn(w, u.owner);
    let s = sides.get(root);
    if (s === undefined) {
      s = { players: new Set(), total: 0, units: [] };
      sides.set(root, s);
    }
    s.players.add(u.owner);
    s.total += UNIT_STATS[u.kind].combat;
    s.units.push(u);
  }
  if (sides.size < 2) return { result: 'none', sentBack: [] };
  const best = Math.max(...[...sides.values()].map((s) => s.total));
  const top = [...sides.entries()].filter(([, s]) => s.total === best);
  const bySeat = (a: string, b: string) => (w.seat.get(a) as number) - (w.seat.get(b) as number);
  const note = (winner: string | null) => {
    const list = [...sides.values()].map((s) => ({ players: [...s.players].sort(bySeat), total: s.total }));
    for (const [root, s] of sides)
      for (const p of s.players)
        logOf(w, p).fights.push({
          hex: w.grid.name(hex),
          sides: list,
          result: winner === null ? 'tie' : winner === root ? 'won' : 'lost',
        });
  };
  if (top.length > 1) {
    // HV-6.3: the moving units do not enter; nobody is hurt.
    const back = here.filter((u) => entrants.has(u.id));
    if (back.length === 0) return { result: 'tie', sentBack: [] }; // a stand-off of units already there
    note(null);
    for (const u of back) {
      entrants.delete(u.id);
      place(at, u, cameFrom.get(u.id) as number);
    }
    return { result: 'tie', sentBack: back };
  }
  const [winRoot, win] = top[0]!;
  note(winRoot);
  // HV-8.1: the conqueror is the winning side's player with the most combat here (lowest seat on a tie).
  const combatOf = new Map<string, number>();
  for (const u of win.units) combatOf.set(u.owner, (combatOf.get(u.owner) ?? 0) + UNIT_STATS[u.kind].combat);
  const conqueror = [...combatOf.entries()].sort((a, b) => b[1] - a[1] || bySeat(a[0], b[0]))[0]![0];
  for (const [root, s] of sides) {
    if (root === winRoot) continue;
    for (const u of s.units) {
      if (u.kind === 'harvester') {
        const m = w.machines[u.owner]!;
        m.ruler = conqueror;
        m.target = null; // reprogrammed (HV-7.2)
        logOf(w, u.owner).conqueredBy = conqueror;
        logOf(w, conqueror).conquered.push(u.owner);
      } else {
        at.get(hex)?.delete(u.id);
        destroyUnit(w, u);
      }
    }
  }
  return { result: 'won', sentBack: [] };
}
