/**
 * The map (CW-1): a grid of sectors named by row letter (A is the north row) and column
 * number (1 is the west column), so the north-west corner is A1. Inside the engine a
 * sector is its index `row * cols + col`; names are used at every boundary.
 */
import { parseSquareName, squareName } from '../kernel/grid/square.js';
import type { Direction, Edge } from './vocabulary.js';

/** An index into the board's sectors. */
export type Sector = number;

/** The size of the grid. At most 26 rows (one letter each) and 99 columns. */
export interface BoardSize {
  /** The number of rows, lettered from A. */
  readonly rows: number;
  /** The number of columns, numbered from 1. */
  readonly cols: number;
}

/** Row (0 = north) of a sector. */
export const rowOf = (b: BoardSize, s: Sector): number => Math.floor(s / b.cols);
/** Column (0 = west) of a sector. */
export const colOf = (b: BoardSize, s: Sector): number => s % b.cols;
/** The sector at a row and column, or undefined off the board. */
export function sectorAt(b: BoardSize, row: number, col: number): Sector | undefined {
  return row >= 0 && row < b.rows && col >= 0 && col < b.cols ? row * b.cols + col : undefined;
}

/** The name of a sector, such as `F6` (the kernel's square grid names them). */
export function sectorName(b: BoardSize, s: Sector): string {
  return squareName(b, s);
}

/** The sector a name denotes (case-insensitive, `f6` is F6), or undefined if none. */
export function parseSector(b: BoardSize, name: unknown): Sector | undefined {
  return parseSquareName(b, name);
}

// The board is the kernel's square grid (src/kernel/grid/square.ts), which names sectors
// for it. distance and neighbours, with the rowOf, colOf and sectorAt they use, keep
// their own bodies here, the same as squareDistance's and squareNeighbours' (a test
// checks they agree on every cell): rules and bots call them in their innermost loops,
// and a call through another module costs there under vitest, where the tests, the
// corpus and `npm run bench` run. Measured 2026-11-24 on the 12x12 board, one run each:
// - `npx vitest bench --run` on a loop over all 20,736 pairs: 26,606 passes/s inline,
//   4,408 through a wrapper calling squareDistance (6x slower); neighbours of every
//   sector x 20: 6,202 against 5,693 passes/s (8% slower).
// - The same loops bundled by esbuild and run by node 20 (as the built package runs):
//   medians of 41 rounds 142.1 µs inline against 143.1 µs delegated for distance, 174.4
//   against 173.9 µs for neighbours: no difference.

/**
 * Moves counted as a king moves in chess (CW-1.4): diagonal steps count as one, so the
 * distance is the larger of the row and column differences.
 */
export function distance(b: BoardSize, a: Sector, c: Sector): number {
  const cols = b.cols;
  const dr = Math.abs(Math.floor(a / cols) - Math.floor(c / cols));
  const dc = Math.abs((a % cols) - (c % cols));
  return dr > dc ? dr : dc;
}

/** The sectors one step from `s`, in a fixed order (north first, clockwise). */
export function neighbours(b: BoardSize, s: Sector): Sector[] {
  const out: Sector[] = [];
  for (const [dr, dc] of STEPS) {
    const n = sectorAt(b, rowOf(b, s) + dr, colOf(b, s) + dc);
    if (n !== undefined) out.push(n);
  }
  return out;
}

const STEPS: readonly (readonly [number, number])[] = [
  [-1, 0],
  [-1, 1],
  [0, 1],
  [1, 1],
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, -1],
];

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
