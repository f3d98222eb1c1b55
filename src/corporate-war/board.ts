/**
 * The map (CW-1): a grid of sectors named by row letter (A is the north row) and column
 * number (1 is the west column), so the north-west corner is A1. Inside the engine a
 * sector is its index `row * cols + col`; names are used at every boundary.
 */
import type { Cell } from '../kernel/grid/grid.js';
import {
  parseSquareName,
  type SquareSize,
  squareCellAt,
  squareColOf,
  squareDistance,
  squareName,
  squareNeighbours,
  squareRowOf,
} from '../kernel/grid/square.js';
import type { Direction, Edge } from './vocabulary.js';

// The board is the kernel's square grid (src/kernel/grid/square.ts): the names below are
// its functions under the board's names, the same function objects, not wrappers (issue
// 31). distance and neighbours kept copies of the kernel's bodies here until then, for
// speed under vitest; with no wrapper between, neither vitest nor a bundle sees a
// difference. Measured 2026-11-28 against the copies, on a loaded two-core machine:
// - bundled `test/bench/loop.ts random` (esbuild, node 20), whole runs alternated:
//   instructions of 40 games (callgrind, less start-up) median of 7 runs 5.827e9 before,
//   5.838e9 after (+0.2%, inside the runs' own ±3%); CPU time of 300 games median of 10
//   runs 3.12 s before, 3.10 s after.
// - `vitest bench` on the 12x12 board, fastest round: distance over all 20,736 pairs
//   0.219 ms before, 0.218 ms after; neighbours of every sector x 20 0.153 ms before,
//   0.155 ms after.

/** An index into the board's sectors (a cell of the square grid). */
export type Sector = Cell;

/** The size of the grid. At most 26 rows (one letter each) and 99 columns. */
export type BoardSize = SquareSize;

/** Row (0 = north) of a sector. */
export const rowOf: (b: BoardSize, s: Sector) => number = squareRowOf;
/** Column (0 = west) of a sector. */
export const colOf: (b: BoardSize, s: Sector) => number = squareColOf;
/** The sector at a row and column, or undefined off the board. */
export const sectorAt: (b: BoardSize, row: number, col: number) => Sector | undefined = squareCellAt;

/** The name of a sector, such as `F6`. */
export const sectorName: (b: BoardSize, s: Sector) => string = squareName;

/** The sector a name denotes (case-insensitive, `f6` is F6), or undefined if none. */
export const parseSector: (b: BoardSize, name: unknown) => Sector | undefined = parseSquareName;

/**
 * Moves counted as a king moves in chess (CW-1.4): diagonal steps count as one, so the
 * distance is the larger of the row and column differences.
 */
export const distance: (b: BoardSize, a: Sector, c: Sector) => number = squareDistance;

/** The sectors one step from `s`, in a fixed order (north first, clockwise). */
export const neighbours: (b: BoardSize, s: Sector) => Sector[] = squareNeighbours;

/** The compass direction from `from` to an adjacent or distant `to` (by sign of the difference). */
export function directionTo(b: BoardSize, from: Sector, to: Sector): Direction | undefined {
  const dr = Math.sign(rowOf(b, to) - rowOf(b, from));
  const dc = Math.sign(colOf(b, to) - colOf(b, from));
  return COMPASS[(dr + 1) * 3 + (dc + 1)];
}

/** Directions by (sign of row difference + 1) * 3 + (sign of column difference + 1). */
const COMPASS: readonly (Direction | undefined)[] = [
  'northwest',
  'north',
  'northeast',
  'west',
  undefined,
  'east',
  'southwest',
  'south',
  'southeast',
];

/**
 * The sectors a two-sector move can pass through: those one step from both ends
 * (CW-5.3). A straight move of two has three, a knight-like move two, a diagonal one.
 */
export function intermediates(b: BoardSize, from: Sector, to: Sector): Sector[] {
  if (distance(b, from, to) !== 2) return [];
  return neighbours(b, from).filter((n) => distance(b, n, to) === 1);
}

/** The sectors along an edge, corners excluded (CW-2.2), west to east or north to south. */
export function edgeSectors(b: BoardSize, edge: Edge): Sector[] {
  const out: Sector[] = [];
  const horizontal = edge === 'north' || edge === 'south';
  const length = horizontal ? b.cols : b.rows;
  for (let i = 1; i < length - 1; i++) {
    const s =
      edge === 'north'
        ? sectorAt(b, 0, i)
        : edge === 'south'
          ? sectorAt(b, b.rows - 1, i)
          : edge === 'west'
            ? sectorAt(b, i, 0)
            : sectorAt(b, i, b.cols - 1);
    if (s !== undefined) out.push(s);
  }
  return out;
}

/** The edge a sector lies on, corners excluded, or undefined. */
export function edgeOf(b: BoardSize, s: Sector): Edge | undefined {
  const r = rowOf(b, s);
  const c = colOf(b, s);
  const corner = (r === 0 || r === b.rows - 1) && (c === 0 || c === b.cols - 1);
  if (corner) return undefined;
  if (r === 0) return 'north';
  if (r === b.rows - 1) return 'south';
  if (c === 0) return 'west';
  if (c === b.cols - 1) return 'east';
  return undefined;
}

/** Whether two paths step through the same sectors in the same order. */
export function samePath(a: readonly Sector[], b: readonly Sector[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
