/**
 * Scanning (HV-4): what a player knows of each hex, graded in five levels by distance,
 * from its own units and those of every player below it in the hierarchy (HV-8.3). A
 * hex gets the best (lowest) level any of those units gives it.
 *
 * What a state's views need is worked out once per state and shared: each player's own
 * scans (a disc per hex its units stand in, the longest scanner there), each hex's
 * knowledge at each level (a frozen object every view that knows the hex at that level
 * holds), and each player's subtree's knowledge (`known-hexes.ts`): a player without
 * subjects its own scans as a list, one reference a hex; a ruler its largest subject's
 * trie with the other subjects' and its own scans merged into a copy of the paths they
 * change. Free players' views together cost the units' discs once, and a chain of
 * subjects each link its own scans, not its whole subtree again.
 */
import type { HexWrapGrid } from '../kernel/grid/hex-wrap.js';
import {
  type HexKnowledge,
  type KnownHexes,
  KnownHexesBuilder,
  type SeenUnit,
  SharedKnownHexes,
  trieDepth,
} from './known-hexes.js';
import { eachInDisc, hexNames, planetGrid } from './planet.js';
import { derived, type HvState, type Unit } from './state.js';
import { seesInto } from './terrain.js';
import { DIRECTIONS, type Direction, type Level, UNIT_STATS, type UnitKind } from './vocabulary.js';

/** What a player knows of one hex, and one unit seen there: declared beside the structure that holds them. */
export type { HexKnowledge, SeenUnit };

/**
 * The level a scanner of range `s` gives a hex `d` away (HV-4.2), or 0 when out of
 * range. `absolute` (default): level d, and 1 at d = 0. `relative`: 5 − s + d, at least 1.
 */
export function scanLevel(bands: 'absolute' | 'relative', s: number, d: number): Level | 0 {
  if (d > s) return 0;
  const level = bands === 'absolute' ? d : 5 - s + d;
  return Math.max(1, Math.min(5, level)) as Level;
}

/**
 * Hexes known and their levels, in cell order: each `hex * 8 + level` (a level is 1 to 5),
 * a plain list of small integers. Two typed arrays a player, as they were, cost an
 * allocation outside the heap apiece (at 10,000 players a tenth of every view's time).
 */
type Scans = readonly number[];

/** The hex of a packed scan. */
const hexOf = (scan: number): number => scan >>> 3;
/** The level of a packed scan. */
const levelOf = (scan: number): Level => (scan & 7) as Level;

/** What a state's views share, built as they ask for it. */
interface ScanCache {
  readonly grid: HexWrapGrid;
  /** The planet's hex names, one string a hex shared by every state of the planet. */
  readonly nameOf: (hex: number) => string;
  /** Each player's own units' scans. */
  readonly own: Map<string, Scans>;
  /** Each player's subtree's knowledge, as its views share it. */
  readonly subtrees: Map<string, Subtree>;
  /** The depth of the tries of this planet. */
  readonly depth: number;
  /** A table of the planet, 0 everywhere between two uses: the best level found of each hex. */
  readonly best: Uint8Array;
  /** Room to sort the hexes found, as many as the planet's. */
  readonly sorting: Int32Array;
  /** Each hex's knowledge at each level, frozen, built when first asked: its place in `known`, plus 1, at `hex * 5 + level − 1`. */
  readonly slots: Int32Array;
  /** The knowledge built. */
  readonly known: HexKnowledge[];
  /** Units by hex: the first unit's place in the state's list, plus 1 (0: none), then `nextAt` from unit to unit, in id order. */
  readonly firstAt: Int32Array;
  readonly nextAt: Int32Array;
  /** Units by hex, counted. */
  readonly count: Int32Array;
  /** 1 where a Harvester stands. */
  readonly harvesterAt: Uint8Array;
  /** By hex: the sides entered from last turn as bits 0 to 5, and bit 6 when something left (HV-4.2). */
  readonly traffic: Uint8Array;
}

/** Bit 6 of a hex's traffic: something left it. */
const LEFT = 1 << 6;

const CACHES = new WeakMap<HvState, ScanCache>();

/** The state's cache: tables of the planet by hex, read many times a view, so no maps. */
function cacheOf(state: HvState): ScanCache {
  let c = CACHES.get(state);
  if (c !== undefined) return c;
  const grid = planetGrid(state.radius);
  const firstAt = new Int32Array(grid.size);
  const nextAt = new Int32Array(state.units.length);
  const count = new Int32Array(grid.size);
  const harvesterAt = new Uint8Array(grid.size);
  // Backwards, so that each hex's list comes out in id order.
  for (let k = state.units.length - 1; k >= 0; k--) {
    const u = state.units[k] as Unit;
    nextAt[k] = firstAt[u.hex] as number;
    firstAt[u.hex] = k + 1;
    count[u.hex] = (count[u.hex] as number) + 1;
    if (u.kind === 'harvester') harvesterAt[u.hex] = 1;
  }
  const traffic = new Uint8Array(grid.size);
  for (const t of state.traffic) traffic[t.hex] = (traffic[t.hex] as number) | (t.entered & (LEFT - 1));
  for (const h of state.left) traffic[h] = (traffic[h] as number) | LEFT;
  c = {
    grid,
    nameOf: hexNames(grid),
    own: new Map(),
    subtrees: new Map(),
    depth: trieDepth(grid.size),
    best: new Uint8Array(grid.size),
    sorting: new Int32Array(grid.size),
    slots: new Int32Array(grid.size * 5),
    known: [],
    firstAt,
    nextAt,
    count,
    harvesterAt,
    traffic,
  };
  CACHES.set(state, c);
  return c;
}

/**
 * The hexes marked in `best` (listed in `touched`), in cell order with their levels, and
 * `best` cleared again. A list that covers much of the planet is read off the table in
 * order rather than sorted.
 */
function collect(c: ScanCache, touched: number[]): Scans {
  const { best } = c;
  const n = touched.length;
  const out = new Array<number>(n);
  if (n * 16 > best.length) {
    for (let h = 0, k = 0; k < n; h++) {
      const level = best[h] as number;
      if (level === 0) continue;
      out[k++] = h * 8 + level;
      best[h] = 0;
    }
    return out;
  }
  // Sorted as a typed array (no comparator to call): a view of the cache's room for it.
  const hexes = c.sorting.subarray(0, n);
  hexes.set(touched);
  hexes.sort();
  for (let k = 0; k < n; k++) {
    const h = hexes[k] as number;
    out[k] = h * 8 + (best[h] as number);
    best[h] = 0;
  }
  return out;
}

/** The player's own units' scans (HV-4.1): a disc for each hex they stand in. */
function ownScans(state: HvState, c: ScanCache, player: string): Scans {
  const had = c.own.get(player);
  if (had !== undefined) return had;
  // Stacked units add nothing to the longest scanner among them: under both bands a
  // longer range gives every hex a level at least as good.
  const longest = new Map<number, number>();
  for (const u of derived(state).unitsOf.get(player) ?? []) {
    const s = UNIT_STATS[u.kind].scanners;
    if (s > (longest.get(u.hex) ?? -1)) longest.set(u.hex, s);
  }
  const { best } = c;
  const bands = state.rules.scanBands;
  const { terrain } = state;
  const touched: number[] = [];
  for (const [hex, s] of longest) {
    eachInDisc(c.grid, hex, s, (h, d) => {
      if (!seesInto(terrain, hex, h)) return; // HV-3.5: a shroud hides a hex from scanners outside it
      const level = scanLevel(bands, s, d);
      const had = best[h] as number;
      if (had === 0) {
        touched.push(h);
        best[h] = level;
      } else if (level < had) best[h] = level;
    });
  }
  const scans = collect(c, touched);
  c.own.set(player, scans);
  return scans;
}

/**
 * What a player's subtree knows (HV-8.3), memoised per state: the knowledge its views
 * share, and for a player without subjects its own scans (the list has no hex indexes).
 */
interface Subtree {
  readonly known: SharedKnownHexes;
  readonly scans: Scans | null;
}

/**
 * The player's subtree's knowledge, built bottom-up and kept for the state: a player
 * without subjects has its own scans as a list; a ruler's is a copy of its largest
 * subject's trie (only the paths that change are copied), with the other subjects' and its
 * own scans merged in at the best level of each hex. A chain of subjects then costs each
 * link its own scans, not its whole subtree. Walked with a stack, not recursion: a chain
 * can be as long as the players.
 */
function subtreeOf(state: HvState, c: ScanCache, player: string): Subtree {
  const had = c.subtrees.get(player);
  if (had !== undefined) return had;
  const { subjectsOf } = derived(state);
  if ((subjectsOf.get(player)?.length ?? 0) === 0) {
    // Most players: no walk of the hierarchy, and their list not kept (its scans are, in
    // `own`), as before lists were shared: a list kept for each of 10,000 players outlives
    // the young generation. Every view of 10,000 free players on an idle machine, in
    // alternated runs of test/bench/harvester-scale.ts: lists kept 0.51–1.08 s (median
    // 0.88 s, nine runs), not kept 0.55–1.05 s (median 0.75 s, five runs): within the
    // machine's spread, so kept out for the memory, not for a proven speed.
    return ownSubtree(state, c, player);
  }
  const stack = [player];
  while (stack.length > 0) {
    const p = stack[stack.length - 1] as string;
    if (c.subtrees.has(p)) {
      stack.pop();
      continue;
    }
    const subjects = subjectsOf.get(p) ?? [];
    let ready = true;
    for (const s of subjects)
      if (!c.subtrees.has(s)) {
        stack.push(s);
        ready = false;
      }
    if (!ready) continue;
    stack.pop();
    c.subtrees.set(p, subjects.length === 0 ? ownSubtree(state, c, p) : rulerSubtree(state, c, p, subjects));
  }
  return c.subtrees.get(player) as Subtree;
}

/** A player without subjects: its own scans, as a list of the shared knowledge. */
function ownSubtree(state: HvState, c: ScanCache, player: string): Subtree {
  return listSubtree(state, c, ownScans(state, c, player));
}

/** Scans as a list of the shared knowledge, in cell order. */
function listSubtree(state: HvState, c: ScanCache, scans: Scans): Subtree {
  const list = new Array<HexKnowledge>(scans.length);
  for (let i = 0; i < scans.length; i++) {
    const scan = scans[i] as number;
    list[i] = hexKnowledge(state, c, hexOf(scan), levelOf(scan));
  }
  return { known: SharedKnownHexes.ofList(list), scans };
}

/**
 * The most hexes a ruler's subtree may scan, all told, and still be merged into a list of
 * its own, through the state's table of the planet: most rulers in play have a few subjects
 * and know a few hundred hexes, for which a trie's nodes cost more than the list (the free
 * players' views at 1,000 players took a tenth longer with a trie for every ruler). A chain
 * passes it within some 10 links, and from there on each link costs its own scans.
 */
const LIST_MOST = 1024;

/** Scans merged at the best level of each hex, in cell order (`best` is left cleared). */
function mergeScans(c: ScanCache, all: readonly Scans[]): Scans {
  const { best } = c;
  const touched: number[] = [];
  for (const scans of all) {
    for (let i = 0; i < scans.length; i++) {
      const scan = scans[i] as number;
      const h = hexOf(scan);
      const level = levelOf(scan);
      const had = best[h] as number;
      if (had === 0) {
        touched.push(h);
        best[h] = level;
      } else if (level < had) best[h] = level;
    }
  }
  return collect(c, touched);
}

/**
 * A ruler: a list when its subtree is small (below), else its largest subject's trie with
 * the others' knowledge and its own scans merged in.
 */
function rulerSubtree(state: HvState, c: ScanCache, player: string, subjects: readonly string[]): Subtree {
  const parts = subjects.map((s) => c.subtrees.get(s) as Subtree);
  const own = ownScans(state, c, player);
  let listed = own.length;
  for (const part of parts) listed += part.scans === null ? LIST_MOST + 1 : part.scans.length;
  if (listed <= LIST_MOST)
    return listSubtree(state, c, mergeScans(c, [own, ...parts.map((p) => p.scans as Scans)]));
  let largest = 0;
  for (let k = 1; k < parts.length; k++)
    if ((parts[k] as Subtree).known.length > (parts[largest] as Subtree).known.length) largest = k;
  const base = parts[largest] as Subtree;
  const b = new KnownHexesBuilder(c.depth, base.scans === null ? base.known : null);
  const offer = (hex: number, level: number): void => {
    const had = b.levelAt(hex);
    if (had === 0 || level < had) b.put(hex, hexKnowledge(state, c, hex, level as Level));
  };
  const offerScans = (scans: Scans): void => {
    for (let i = 0; i < scans.length; i++) offer(hexOf(scans[i] as number), levelOf(scans[i] as number));
  };
  if (base.scans !== null) offerScans(base.scans);
  parts.forEach((part, k) => {
    if (k === largest) return;
    if (part.scans !== null) offerScans(part.scans);
    else
      part.known.eachIndexed((hex, known) => {
        const had = b.levelAt(hex);
        if (had === 0 || known.level < had) b.put(hex, known);
      });
  });
  offerScans(own);
  return { known: b.done(), scans: null };
}

/** The best level the player holds of each hex it scans, by hex. */
export function scannedLevels(state: HvState, player: string): Map<number, Level> {
  const { known, scans } = subtreeOf(state, cacheOf(state), player);
  const out = new Map<number, Level>();
  if (scans === null) known.eachIndexed((hex, k) => out.set(hex, k.level));
  else for (let i = 0; i < scans.length; i++) out.set(hexOf(scans[i] as number), levelOf(scans[i] as number));
  return out;
}

/** True when the player's scans, or its subjects', reach the hex (HV-4.1, HV-8.3). */
export function scansHex(state: HvState, player: string, hex: number): boolean {
  const { known, scans } = subtreeOf(state, cacheOf(state), player);
  if (scans === null) return known.at(hex) !== undefined;
  let lo = 0;
  let hi = scans.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (hexOf(scans[mid] as number) < hex) lo = mid + 1;
    else hi = mid;
  }
  return lo < scans.length && hexOf(scans[lo] as number) === hex;
}

const KIND_ORDER: Readonly<Record<UnitKind, number>> = {
  harvester: 0,
  general: 1,
  lieutenant: 2,
  soldier: 3,
  scout: 4,
};

/** The sides entered from, one frozen list for each set of bits. */
const ENTERED_FROM: readonly (readonly Direction[])[] = Array.from({ length: 64 }, (_, mask) =>
  Object.freeze(DIRECTIONS.filter((_d, i) => (mask & (1 << i)) !== 0)),
);

/** What anyone knows of the hex at this level (HV-4.2), sealed, built once a state. */
function hexKnowledge(state: HvState, c: ScanCache, hex: number, level: Level): HexKnowledge {
  const slot = hex * 5 + level - 1;
  const had = c.slots[slot] as number;
  if (had !== 0) return c.known[had - 1] as HexKnowledge;
  const amount = state.resources[hex] as number;
  const bits = c.traffic[hex] as number;
  const name = c.nameOf(hex);
  const harvester = c.harvesterAt[hex] === 1;
  const resources = amount > 0;
  const moved = bits !== 0;
  const enteredFrom = ENTERED_FROM[bits & (LEFT - 1)] as readonly Direction[];
  const units = c.count[hex] as number;
  // One literal a level, its fields in the order of HexKnowledge: each level one shape,
  // and frozen here (every part is frozen or a primitive), so sealing has nothing to walk.
  let k: HexKnowledge;
  if (level === 5) k = { hex: name, level, harvester, resources };
  else if (level === 4) k = { hex: name, level, harvester, resources, moved };
  else if (level === 3) k = { hex: name, level, harvester, resources, moved, enteredFrom };
  else if (level === 2) k = { hex: name, level, harvester, resources, moved, enteredFrom, units };
  else {
    const { seat } = derived(state);
    const contents: SeenUnit[] = [];
    for (let i = c.firstAt[hex] as number; i !== 0; i = c.nextAt[i - 1] as number) {
      const u = state.units[i - 1] as Unit;
      contents.push(Object.freeze({ owner: u.owner, kind: u.kind }));
    }
    contents.sort(
      (a, b) =>
        (seat.get(a.owner) as number) - (seat.get(b.owner) as number) ||
        KIND_ORDER[a.kind] - KIND_ORDER[b.kind],
    );
    k = {
      hex: name,
      level,
      harvester,
      resources,
      moved,
      enteredFrom,
      units,
      contents: Object.freeze(contents),
      amount,
    };
  }
  Object.freeze(k);
  c.slots[slot] = c.known.push(k);
  return k;
}

/**
 * Everything the player knows of the planet, hex by hex in cell order (HV-4.2, HV-8.3):
 * frozen all the way down and shared with the state's other views (a ruler's with its
 * subjects'), so that sealing a view walks none of it.
 */
export function knowledgeOf(state: HvState, player: string): KnownHexes {
  return subtreeOf(state, cacheOf(state), player).known;
}
