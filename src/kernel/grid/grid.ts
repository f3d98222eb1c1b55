/**
 * What every map shape offers the rules (K3): cells are integer indices inside the
 * engine, so states stay small and comparisons cheap, and names are used at every
 * boundary (orders, reports, files). Each shape fixes the order of everything it
 * returns, so a rule that walks neighbours, rings or paths gives the same result on
 * every machine and every run.
 */
import { type IssueBase, SimulturnError } from '../issue.js';

/** A cell of a grid: an integer index in `[0, grid.size)`. */
export type Cell = number;

/**
 * A map shape: the cells, their names, who borders whom, and how far apart they are.
 * Every list comes in a fixed, documented order; no method reads anything but its
 * arguments. Methods trust that the cells they are given are on the grid (call
 * {@link Grid.parse} at the boundary); only `parse` takes untrusted input.
 */
export interface Grid {
  /** The number of cells; the cells are `0 .. size - 1`. */
  readonly size: number;
  /** The name of a cell, as players write it (`F6`, `0803`, `2,-1`). */
  name(cell: Cell): string;
  /** The cell a name denotes, or undefined for anything else; never throws. */
  parse(name: unknown): Cell | undefined;
  /** The cells one step away, in the shape's fixed order: north first, then clockwise. */
  neighbours(cell: Cell): Cell[];
  /** The number of steps between two cells on an open map. A metric. */
  distance(a: Cell, b: Cell): number;
  /** The cells at exactly `r` steps from `center`, in ascending index order. Empty for `r < 0`. */
  ring(center: Cell, r: number): Cell[];
  /** The cells at most `r` steps from `center`, nearest first, then by ascending index. */
  range(center: Cell, r: number): Cell[];
  /**
   * The cells stepped into on a shortest walk from `from` to `to`: `from` itself is left
   * out and `to` ends the list, so the length is the number of steps (`[]` when they are
   * the same cell). Tie-break: every step goes to the first neighbour, in
   * {@link Grid.neighbours} order, that is one step nearer the goal. With `passable`,
   * every cell entered (the goal too, but not the start) must pass it, "nearer" counts
   * steps over passable cells, and the result is undefined when no walk exists.
   */
  shortestPath(from: Cell, to: Cell, passable?: (cell: Cell) => boolean): Cell[] | undefined;
}

/**
 * The codes of the problems a grid reports, as a {@link SimulturnError}: both are a
 * programmer's errors, never a player's (player input reaches a grid only through
 * {@link Grid.parse}, which answers undefined).
 */
export type GridIssueCode =
  /** A size no grid of the shape can be built with (or name). */
  | 'grid/bad-size'
  /** A ring or range radius that is not an integer. */
  | 'grid/bad-radius';

/** Throws a {@link SimulturnError} with one grid issue. */
export function badGrid(code: GridIssueCode, detail: string, path: string): never {
  const issue: IssueBase<GridIssueCode> = { code, path: [path], message: detail };
  throw new SimulturnError([issue]);
}

/** True when `n` is an integer in `[min, max]`. */
export const intIn = (n: unknown, min: number, max: number): n is number =>
  Number.isInteger(n) && (n as number) >= min && (n as number) <= max;

/** Throws unless a ring or range radius is an integer (negative radii are allowed: they give nothing). */
export function checkRadius(r: number): void {
  if (!Number.isInteger(r))
    badGrid('grid/bad-radius', `a ring or range radius must be an integer, not ${r}`, 'r');
}

/**
 * Orders the cells of a range: nearest first, then by ascending index. `cells` holds no
 * duplicates and `dist[k]` is the distance of `cells[k]`.
 */
export function byDistanceThenIndex(cells: readonly Cell[], dist: readonly number[]): Cell[] {
  const order = cells.map((_, k) => k);
  order.sort(
    (x, y) => (dist[x] as number) - (dist[y] as number) || (cells[x] as number) - (cells[y] as number),
  );
  return order.map((k) => cells[k] as number);
}
