/**
 * Terrain (HV-3.5): rough hexes that only the nimble units enter, and shrouded hexes that
 * no scanner outside them sees into. A scenario gives them (none by default); they never
 * change, and the planet's map is public, so every player knows them. The lists of a
 * state are turned into sets once per terrain object (a state's turns share it).
 */
import type { HexWrapGrid } from '../kernel/grid/hex-wrap.js';
import type { Terrain } from './state.js';
import { NIMBLE_KINDS, type UnitKind } from './vocabulary.js';

/** No terrain: every hex open (the default, HV-3.5). */
export const NO_TERRAIN: Terrain = Object.freeze({ rough: [], shroud: [] });

/** The terrain as sets, for look-ups. */
export interface TerrainSets {
  /** Rough hexes. */
  readonly rough: ReadonlySet<number>;
  /** Shrouded hexes. */
  readonly shroud: ReadonlySet<number>;
}

const SETS = new WeakMap<Terrain, TerrainSets>();

/** The terrain's hexes as sets (cached per terrain object). */
export function terrainSets(t: Terrain): TerrainSets {
  let s = SETS.get(t);
  if (s === undefined) {
    s = { rough: new Set(t.rough), shroud: new Set(t.shroud) };
    SETS.set(t, s);
  }
  return s;
}

/** True when a unit of this kind may enter the hex (HV-3.5: rough hexes take only the nimble kinds). */
export const mayEnter = (t: Terrain, kind: UnitKind, hex: number): boolean =>
  t.rough.length === 0 || NIMBLE_KINDS.includes(kind) || !terrainSets(t).rough.has(hex);

/** True when a scanner standing in `from` sees into `hex` (HV-3.5: a shroud hides a hex from outside it). */
export const seesInto = (t: Terrain, from: number, hex: number): boolean =>
  t.shroud.length === 0 || from === hex || !terrainSets(t).shroud.has(hex);

/** The terrain as a player's view shows it: each kind's hexes by name (`q,r`), in cell order. */
export interface TerrainView {
  /** Rough hexes (only Soldiers and Scouts enter). */
  readonly rough: readonly string[];
  /** Shrouded hexes (no scanner outside them sees in). */
  readonly shroud: readonly string[];
}

const NAMES = new WeakMap<Terrain, TerrainView>();

/** The terrain's hexes by name (cached per terrain object: every view of a game shares it). */
export function terrainView(t: Terrain, grid: HexWrapGrid): TerrainView {
  let v = NAMES.get(t);
  if (v === undefined) {
    v = Object.freeze({
      rough: Object.freeze(t.rough.map((h) => grid.name(h))),
      shroud: Object.freeze(t.shroud.map((h) => grid.name(h))),
    });
    NAMES.set(t, v);
  }
  return v;
}
