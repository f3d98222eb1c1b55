/**
 * Where the Harvesters start (HV-3.2, HV-3.3): a draw of hexes pairwise at least 6 apart,
 * and the radius the `fit` search tries after six failed draws. A draw costs one random
 * number and one disc of radius 5 a Harvester, whatever the planet's size, so that a
 * planet of 10,000 players is set up in about the time its hexes take to fill.
 */
import type { HexWrapGrid } from '../kernel/grid/hex-wrap.js';
import type { Rng } from '../kernel/rng.js';
import { planetGrid } from './planet.js';
import { MIN_START_DISTANCE } from './vocabulary.js';

/**
 * The search grows the radius by one, or by this share of it from radius 128 (about 2,000
 * players): with a step of one the radii tried would grow in number with the radius, and
 * set-up faster than the planet.
 */
const GROWTH_SHARE = 64;

/** The radius the search tries after six failed draws at `radius` (HV-3.2). */
export const nextRadius = (radius: number): number => radius + Math.max(1, Math.floor(radius / GROWTH_SHARE));

/**
 * The hexes a draw may still take: `free[0, count)` are those no taken hex lies within 5
 * of, and `where[h]` is `h`'s place in `free`. Blocking a hex swaps it past `count`, so
 * `free` stays a permutation of the planet and the next draw on the same planet starts
 * again from `count = size`, with nothing to reset.
 */
export interface OpenHexes {
  readonly free: Int32Array;
  readonly where: Int32Array;
  /** The cell of each column's first hex (column q at `q + radius`), or null if the grid's columns are not runs of cells. */
  readonly columns: Int32Array | null;
}

/** Every hex of the planet open, for draws on it. */
export function openHexes(grid: HexWrapGrid): OpenHexes {
  const free = new Int32Array(grid.size);
  for (let h = 0; h < grid.size; h++) free[h] = h;
  return { free, where: free.slice(), columns: columnStarts(grid) };
}

/**
 * The cell of each column's first hex, when every column of the planet is a run of
 * consecutive cells (checked hex by hex, once a planet), which lets a disc be blocked
 * column by column; null otherwise, and the disc goes hex by hex.
 */
function columnStarts(grid: HexWrapGrid): Int32Array | null {
  const R = grid.radius;
  const first = new Int32Array(2 * R + 1);
  for (let q = -R; q <= R; q++) {
    const lo = Math.max(-R, -q - R);
    const start = grid.cellAt(q, lo);
    first[q + R] = start;
    for (let r = lo; r <= Math.min(R, -q + R); r++) if (grid.cellAt(q, r) !== start + r - lo) return null;
  }
  return first;
}

/**
 * Draws `n` hexes pairwise at least 6 apart (HV-3.3), or null: each uniformly among the
 * hexes no hex taken before lies within 5 of, until `n` are taken or fewer hexes are open
 * than Harvesters are left. The same draw as taking the planet's hexes in a shuffled
 * order, each unless a taken one lies within 5 (the next hex taken there is uniform among
 * those still open), without a random number for every hex of the planet.
 */
export function drawStarts(radius: number, n: number, rng: Rng, hexes?: OpenHexes): number[] | null {
  const grid = planetGrid(radius);
  const open = hexes ?? openHexes(grid);
  const { free, where } = open;
  const reach = Math.min(MIN_START_DISTANCE - 1, grid.radius);
  const R = grid.radius;
  let count = grid.size;
  const block = (c: number): void => {
    const at = where[c] as number;
    if (at >= count) return; // blocked already
    count--;
    const last = free[count] as number;
    free[at] = last;
    where[last] = at;
    free[count] = c;
    where[c] = count;
  };
  const out: number[] = [];
  while (out.length < n) {
    if (count < n - out.length) return null;
    const h = free[rng.int(count)] as number;
    out.push(h);
    const { q, r } = grid.cube(h);
    for (let dq = -reach; dq <= reach; dq++) {
      const cq = q + dq;
      const from = r + Math.max(-reach, -dq - reach);
      const to = r + Math.min(reach, -dq + reach);
      if (open.columns === null || cq < -R || cq > R) {
        for (let cr = from; cr <= to; cr++) block(grid.cellAt(cq, cr));
        continue;
      }
      // The column's hexes on the planet are a run of cells; those beyond it wrap.
      const lo = Math.max(-R, -cq - R);
      const hi = Math.min(R, -cq + R);
      const base = (open.columns[cq + R] as number) - lo;
      for (let cr = from; cr <= to; cr++) block(cr < lo || cr > hi ? grid.cellAt(cq, cr) : base + cr);
    }
  }
  return out;
}
