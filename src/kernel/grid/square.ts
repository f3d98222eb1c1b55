/**
 * A rectangle of square cells where a step goes to any of the eight cells around, as a
 * king moves in chess (Corporate War's board, CW-1). Rows are lettered from A (north),
 * columns numbered from 1 (west), so the north-west corner is `A1`; a cell's index is
 * `row * cols + col`. The functions take the size as plain data, so a game keeps the
 * size in its state and calls them without building anything; {@link squareGrid} wraps
 * them as a {@link Grid}.
 */

import { badGrid, byDistanceThenIndex, type Cell, checkRadius, type Grid, intIn } from './grid.js';
import { shortestPathOn } from './path.js';

/** The size of a square grid: at most 26 rows (one letter each) and 99 columns. */
export interface SquareSize {
  /** The number of rows, lettered from A. */
  readonly rows: number;
  /** The number of columns, numbered from 1. */
  readonly cols: number;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Row (0 = north) of a cell. */
export const squareRowOf = (b: SquareSize, s: Cell): number => Math.floor(s / b.cols);
/** Column (0 = west) of a cell. */
export const squareColOf = (b: SquareSize, s: Cell): number => s % b.cols;
/** The cell at a row and column, or undefined off the grid. */
export function squareCellAt(b: SquareSize, row: number, col: number): Cell | undefined {
  return row >= 0 && row < b.rows && col >= 0 && col < b.cols ? row * b.cols + col : undefined;
}

/** The name of a cell, such as `F6`. */
export function squareName(b: SquareSize, s: Cell): string {
  return `${LETTERS[squareRowOf(b, s)]}${squareColOf(b, s) + 1}`;
}

/** The cell a name denotes (case-insensitive, `f6` is F6), or undefined if none. */
export function parseSquareName(b: SquareSize, name: unknown): Cell | undefined {
  if (typeof name !== 'string') return undefined;
  const m = /^([A-Za-z])([1-9][0-9]?)$/.exec(name.trim());
  if (!m) return undefined;
  const row = LETTERS.indexOf((m[1] as string).toUpperCase());
  const col = Number(m[2]) - 1;
  return squareCellAt(b, row, col);
}

/**
 * Steps counted as a king moves (CW-1.4): a diagonal step counts as one, so the distance
 * is the larger of the row and column differences (Chebyshev distance). Written out
 * with no helper calls because rules and bots call it in their innermost loops.
 */
export function squareDistance(b: SquareSize, a: Cell, c: Cell): number {
  const cols = b.cols;
  const dr = Math.abs(Math.floor(a / cols) - Math.floor(c / cols));
  const dc = Math.abs((a % cols) - (c % cols));
  return dr > dc ? dr : dc;
}

/** The cells one step from `s`, in a fixed order: north first, then clockwise. */
export function squareNeighbours(b: SquareSize, s: Cell): Cell[] {
  const out: Cell[] = [];
  for (const [dr, dc] of STEPS) {
    const n = squareCellAt(b, squareRowOf(b, s) + dr, squareColOf(b, s) + dc);
    if (n !== undefined) out.push(n);
  }
  return out;
}

/** Row and column steps: N, NE, E, SE, S, SW, W, NW. */
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

/** A square grid as a {@link Grid}, with its rows and columns. */
export interface SquareGrid extends Grid, SquareSize {
  /** Row (0 = north) of a cell. */
  rowOf(cell: Cell): number;
  /** Column (0 = west) of a cell. */
  colOf(cell: Cell): number;
  /** The cell at a row and column (both from 0), or undefined off the grid. */
  cellAt(row: number, col: number): Cell | undefined;
}

/**
 * A square grid of `rows` × `cols` cells with king moves: names `A1` (north-west) to
 * e.g. `L12`, neighbours north first then clockwise, Chebyshev distance. Throws a
 * {@link SimulturnError} (`grid/bad-size`) unless `rows` is 1–26 and `cols` 1–99.
 *
 * @example
 * ```ts
 * import { squareGrid } from 'simulturn';
 * const board = squareGrid({ rows: 12, cols: 12 });
 * const f6 = board.parse('F6')!;
 * board.distance(f6, board.parse('H9')!); // 3: two rows, three columns
 * board.neighbours(board.parse('A1')!).map(board.name); // ['A2', 'B2', 'B1']
 * ```
 */
export function squareGrid(size: SquareSize): SquareGrid {
  if (!intIn(size.rows, 1, 26))
    badGrid('grid/bad-size', `rows must be an integer from 1 to 26, not ${size.rows}`, 'rows');
  if (!intIn(size.cols, 1, 99))
    badGrid('grid/bad-size', `cols must be an integer from 1 to 99, not ${size.cols}`, 'cols');
  const b: SquareSize = { rows: size.rows, cols: size.cols };
  const distance = (a: Cell, c: Cell) => squareDistance(b, a, c);
  const neighbours = (s: Cell) => squareNeighbours(b, s);
  /** Every cell of the square of side `2r + 1` around `center`, clipped to the grid, with distances. */
  const square = (center: Cell, r: number): { cells: Cell[]; dist: number[] } => {
    const cells: Cell[] = [];
    const dist: number[] = [];
    const row = squareRowOf(b, center);
    const col = squareColOf(b, center);
    for (let i = Math.max(0, row - r); i <= Math.min(b.rows - 1, row + r); i++) {
      for (let j = Math.max(0, col - r); j <= Math.min(b.cols - 1, col + r); j++) {
        cells.push(i * b.cols + j);
        dist.push(Math.max(Math.abs(i - row), Math.abs(j - col)));
      }
    }
    return { cells, dist };
  };
  return {
    rows: b.rows,
    cols: b.cols,
    size: b.rows * b.cols,
    rowOf: (s) => squareRowOf(b, s),
    colOf: (s) => squareColOf(b, s),
    cellAt: (row, col) => squareCellAt(b, row, col),
    name: (s) => squareName(b, s),
    parse: (name) => parseSquareName(b, name),
    neighbours,
    distance,
    ring(center, r) {
      checkRadius(r);
      const { cells, dist } = square(center, r);
      // Cells come out row by row, west to east: ascending index already.
      return cells.filter((_, k) => dist[k] === r);
    },
    range(center, r) {
      checkRadius(r);
      const { cells, dist } = square(center, r);
      return byDistanceThenIndex(cells, dist);
    },
    shortestPath: (from, to, passable) =>
      shortestPathOn({ size: b.rows * b.cols, neighbours, distance }, from, to, passable),
  };
}
