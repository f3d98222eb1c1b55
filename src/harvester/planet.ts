/**
 * The planet (HV-3.1): the kernel's wrapping hexagon grid, one per radius, built once and
 * shared while it is among the last few used (a grid is immutable, and building one walks
 * every hex). The helpers here are the two walks the rules need, both visiting a bounded
 * neighbourhood, never the whole planet: a disc around a hex (scanners, HV-4.1) and a
 * step towards a hex (HV-5.2).
 */
import { type HexWrapGrid, hexWrapGrid } from '../kernel/grid/hex-wrap.js';

/** Grids kept, the most recently used: set-up tries a run of radii, and each grid takes 8 bytes a hex. */
const KEPT_GRIDS = 4;
const GRIDS = new Map<number, HexWrapGrid>();

/** The wrapping hexagon grid of this radius (cached). */
export function planetGrid(radius: number): HexWrapGrid {
  let g = GRIDS.get(radius);
  if (g === undefined) {
    g = hexWrapGrid({ radius });
    if (GRIDS.size >= KEPT_GRIDS) GRIDS.delete(GRIDS.keys().next().value as number);
  } else GRIDS.delete(radius);
  GRIDS.set(radius, g);
  return g;
}

const NAME_TABLES = new WeakMap<HexWrapGrid, (string | undefined)[]>();

/**
 * The planet's hex names (`q,r`), each made the first time it is asked and kept with the
 * grid, so that views of every state of the planet share one string a hex: every player's
 * view at 10,000 players names about a million hexes, and a name made for each was a
 * string apiece kept alive as long as the knowledge that held it.
 */
export function hexNames(grid: HexWrapGrid): (hex: number) => string {
  let table = NAME_TABLES.get(grid);
  if (table === undefined) {
    table = new Array<string | undefined>(grid.size);
    NAME_TABLES.set(grid, table);
  }
  const names = table;
  return (hex) => names[hex] ?? (names[hex] = grid.name(hex));
}

/** The number of hexes of a planet of this radius. */
export const planetSize = (radius: number): number => 3 * radius * (radius + 1) + 1;

/**
 * Calls `visit(hex, distance)` for every hex within `r` of `center` (each once while
 * `r` is at most the radius, which holds for every scanner: the planet's radius is at
 * least 6). Visits in a fixed order: by axial offset, west to east, north to south.
 */
export function eachInDisc(
  grid: HexWrapGrid,
  center: number,
  r: number,
  visit: (hex: number, distance: number) => void,
): void {
  const { q: q0, r: r0 } = grid.cube(center);
  const reach = Math.min(r, grid.radius);
  for (let dq = -reach; dq <= reach; dq++) {
    for (let dr = Math.max(-reach, -dq - reach); dr <= Math.min(reach, -dq + reach); dr++) {
      visit(grid.cellAt(q0 + dq, r0 + dr), (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2);
    }
  }
}

/**
 * The next hex on the way from `from` to `to` (HV-5.2): the first neighbour, north then
 * clockwise, one step nearer on the wrapped planet; `from` itself when they are the same.
 * A fixed tie-break, so the Harvester's road is a function of its position and target.
 */
export function stepToward(grid: HexWrapGrid, from: number, to: number): number {
  const d = grid.distance(from, to);
  if (d === 0) return from;
  for (const n of grid.neighbours(from)) if (grid.distance(n, to) < d) return n;
  return from; // unreachable on a connected planet
}

/** The index (0 north, clockwise) of the direction from `from` to its neighbour `to`, or -1. */
export function directionTo(grid: HexWrapGrid, from: number, to: number): number {
  return grid.neighbours(from).indexOf(to);
}
