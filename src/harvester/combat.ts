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
import { destroyUnit, logOf, rootIn, setRuler, type Work, type WUnit } from './work.js';

/** The player's Harvester in the working copy, if it is still on the planet. */
export function harvesterIn(w: Work, p: string): WUnit | undefined {
  const id = w.harvesterId.get(p);
  return id === undefined ? undefined : w.units.get(id);
}

/**
 * Units by hex during the movement step, kept up to date as units move and die. A unit is
 * known by its index in `list` (the working copy's units at the step's start, in id order,
 * so that ordering by index is ordering by id), and each hex's units are a doubly linked
 * list through typed arrays. At 10,000 players (105,000 units on 460,000 hexes) a `Map`
 * of units by id and a `Map` of a `Set` per occupied hex were the movement step's hottest
 * lines, their lookups missing the processor's caches. Measured with the step's other
 * tables by index (05-movement.ts), in CPU profiles of a turn: the step with its fights took
 * 28–32 ms at 1,000 players and 485–578 ms at 10,000 with the maps, 12.6–13.5 ms and
 * 177–200 ms with these (docs/performance.md, "Movement by index").
 */
export interface Occupancy {
  /** The units at the step's start, in id order; a unit's index is its place here. */
  readonly list: readonly WUnit[];
  /** Their ids, in the same order (searched by id). */
  readonly ids: Int32Array;
  /** Per hex: the index of a unit there, or -1. */
  readonly first: Int32Array;
  /** Per unit: the index of the next unit in its hex, or -1. */
  readonly next: Int32Array;
  /** Per unit: the index of the unit before it in its hex, or -1 when it is first. */
  readonly prev: Int32Array;
  /** Per unit: 1 once destroyed. */
  readonly gone: Uint8Array;
  /**
   * Per unit: the hex it stands in now. The unit objects are the state's, shared by the
   * working copy and never changed (copying every unit each turn was 105,000 objects at
   * 10,000 players, most of them unmoved); {@link settle} gives each unit that moved a new
   * object at the step's end.
   */
  readonly hex: Int32Array;
}

/** The occupancy of the working copy. */
export function occupancy(w: Work): Occupancy {
  const list = [...w.units.values()];
  // The copy keeps the state's units, which are in id order; sort only if they are not.
  for (let i = 1; i < list.length; i++)
    if ((list[i - 1] as WUnit).id > (list[i] as WUnit).id) {
      list.sort((a, b) => a.id - b.id);
      break;
    }
  const n = list.length;
  const at: Occupancy = {
    list,
    ids: Int32Array.from(list, (u) => u.id),
    first: new Int32Array(w.grid.size).fill(-1),
    next: new Int32Array(n),
    prev: new Int32Array(n),
    gone: new Uint8Array(n),
    hex: Int32Array.from(list, (u) => u.hex),
  };
  for (let i = 0; i < n; i++) link(at, i, at.hex[i] as number);
  return at;
}

/** The working copy's units brought up to the occupancy: each surviving unit that moved, a new object where it stands. */
export function settle(w: Work, at: Occupancy): void {
  for (let i = 0; i < at.list.length; i++) {
    const u = at.list[i] as WUnit;
    const hex = at.hex[i] as number;
    // Map.set on a key already there keeps its place: the copy's order stays the id order.
    if (at.gone[i] === 0 && u.hex !== hex) w.units.set(u.id, { ...u, hex });
  }
}

/** The index of the unit with this id, or -1 when it was not on the planet at the step's start. */
export function indexOf(at: Occupancy, id: number): number {
  const { ids } = at;
  let lo = 0;
  let hi = ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = ids[mid] as number;
    if (v === id) return mid;
    if (v < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** Puts unit `i` first in `hex`'s list (its `hex` is set by the caller). */
function link(at: Occupancy, i: number, hex: number): void {
  const head = at.first[hex] as number;
  at.next[i] = head;
  at.prev[i] = -1;
  if (head >= 0) at.prev[head] = i;
  at.first[hex] = i;
}

/** Takes unit `i` out of its hex's list. */
function unlink(at: Occupancy, i: number): void {
  const p = at.prev[i] as number;
  const nx = at.next[i] as number;
  if (p >= 0) at.next[p] = nx;
  else at.first[at.hex[i] as number] = nx;
  if (nx >= 0) at.prev[nx] = p;
}

/** Moves unit `i` and keeps the occupancy in step. */
export function place(at: Occupancy, i: number, hex: number): void {
  unlink(at, i);
  at.hex[i] = hex;
  link(at, i, hex);
}

/** What a fight did: `none` (one side only), `won` (a side won), or `tie`. */
export type FightResult = 'none' | 'won' | 'tie';

/** True when every unit in the hex is one player's: one side, whatever the hierarchy (HV-6.2). */
function oneOwner(at: Occupancy, hex: number): boolean {
  let i = at.first[hex] as number;
  const owner = (at.list[i] as WUnit).owner;
  for (i = at.next[i] as number; i >= 0; i = at.next[i] as number)
    if ((at.list[i] as WUnit).owner !== owner) return false;
  return true;
}

/** Most hexes entered hold one side: one answer for them all, not an object each. */
const NO_FIGHT = { result: 'none', sentBack: [] } as const;

/**
 * Resolves the fight in one hex, if there is one. `entrant` marks (by index) the units that
 * entered it this step; a tie sends them back to `cameFrom` (the caller re-checks those
 * hexes). Returns what happened and the indexes of the units sent back.
 */
export function fightAt(
  w: Work,
  at: Occupancy,
  hex: number,
  entrant: Uint8Array,
  cameFrom: Int32Array,
): { readonly result: FightResult; readonly sentBack: readonly number[] } {
  if ((at.first[hex] as number) < 0 || oneOwner(at, hex)) return NO_FIGHT; // one side
  const order: number[] = [];
  for (let i = at.first[hex] as number; i >= 0; i = at.next[i] as number) order.push(i);
  order.sort((a, b) => a - b); // by index, so by id
  const sides = new Map<string, { players: Set<string>; total: number; units: number[] }>();
  for (const i of order) {
    const u = at.list[i] as WUnit;
    const root = rootIn(w, u.owner);
    let s = sides.get(root);
    if (s === undefined) {
      s = { players: new Set(), total: 0, units: [] };
      sides.set(root, s);
    }
    s.players.add(u.owner);
    s.total += UNIT_STATS[u.kind].combat;
    s.units.push(i);
  }
  if (sides.size < 2) return NO_FIGHT;
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
    const back = order.filter((i) => entrant[i] === 1);
    if (back.length === 0) return { result: 'tie', sentBack: [] }; // a stand-off of units already there
    note(null);
    for (const i of back) {
      entrant[i] = 0;
      place(at, i, cameFrom[i] as number);
    }
    return { result: 'tie', sentBack: back };
  }
  const [winRoot, win] = top[0]!;
  note(winRoot);
  // HV-8.1: the conqueror is the winning side's player with the most combat here (lowest seat on a tie).
  const combatOf = new Map<string, number>();
  for (const i of win.units) {
    const u = at.list[i] as WUnit;
    combatOf.set(u.owner, (combatOf.get(u.owner) ?? 0) + UNIT_STATS[u.kind].combat);
  }
  const conqueror = [...combatOf.entries()].sort((a, b) => b[1] - a[1] || bySeat(a[0], b[0]))[0]![0];
  for (const [root, s] of sides) {
    if (root === winRoot) continue;
    for (const i of s.units) {
      const u = at.list[i] as WUnit;
      if (u.kind === 'harvester') {
        const m = w.machines[u.owner]!;
        setRuler(w, u.owner, conqueror);
        m.target = null; // reprogrammed (HV-7.2)
        logOf(w, u.owner).conqueredBy = conqueror;
        logOf(w, conqueror).conquered.push(u.owner);
      } else {
        unlink(at, i);
        at.gone[i] = 1;
        destroyUnit(w, u, hex);
      }
    }
  }
  return { result: 'won', sentBack: [] };
}
