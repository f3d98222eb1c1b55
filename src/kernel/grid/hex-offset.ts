/**
 * A rectangle of flat-topped hexes in columns, odd columns shifted half a hex down
 * ("odd-q" in Red Blob Games' terms), as on the Strategic Game's example map (seed 003,
 * TSG-A18: 26 columns by 22 rows, where the first column's hexes stand half a hex above
 * the second's). A cell's index is `row * cols + col`. Names follow the wargame
 * convention of numbered hex maps, which the seed asks for ("preferably one with the
 * hexes numbered") without showing one: four digits, the column then the row, each
 * counted from 01, so `0803` is the eighth column's third hex. Counted from 01, the
 * shifted columns are the even-numbered ones (`02..`, `04..`). Distances go through cube
 * coordinates.
 */
import { AXIAL_STEPS, axialDistance, type Cube, cube } from './axial.js';
import { badGrid, byDistanceThenIndex, type Cell, checkRadius, type Grid, intIn } from './grid.js';
import { shortestPathOn } from './path.js';

/** The size of a hex offset grid: at most 99 columns and 99 rows (two digits each in a name). */
export interface HexOffsetSize {
  /** The number of columns, west to east. */
  readonly cols: number;
  /** The number of rows, north to south. */
  readonly rows: number;
}

/** A hex offset grid as a {@link Grid}, with offset and cube coordinates. */
export interface HexOffsetGrid extends Grid, HexOffsetSize {
  /** Column (0 = west) of a cell. */
  colOf(cell: Cell): number;
  /** Row (0 = north) of a cell. */
  rowOf(cell: Cell): number;
  /** The cell at a column and row (both from 0), or undefined off the map. */
  cellAt(col: number, row: number): Cell | undefined;
  /** The cell's cube coordinates (`q` is the column; `r` falls by half a row per column east). */
  cube(cell: Cell): Cube;
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : `${n}`);

/**
 * A map of `cols` × `rows` flat-topped hexes, odd columns (counting from 0) shifted
 * down. Names are `CCRR` from `0101` (north-west); neighbours go north, north-east,
 * south-east, south, south-west, north-west, leaving out those off the map; distance is
 * the number of hex steps. Throws a {@link SimulturnError} (`grid/bad-size`) unless both
 * sizes are integers from 1 to 99.
 *
 * @example
 * ```ts
 * import { hexOffsetGrid } from 'simulturn';
 * const map = hexOffsetGrid({ cols: 26, rows: 22 }); // the seed's example map
 * const home1 = map.parse('2302')!; // column 23, row 2
 * const home2 = map.parse('0321')!;
 * map.distance(home1, home2); // 29
 * map.neighbours(map.parse('0803')!).map(map.name); // ['0802', '0903', '0904', '0804', '0704', '0703']
 * ```
 */
export function hexOffsetGrid(size: HexOffsetSize): HexOffsetGrid {
  if (!intIn(size.cols, 1, 99))
    badGrid('grid/bad-size', `cols must be an integer from 1 to 99, not ${size.cols}`, 'cols');
  if (!intIn(size.rows, 1, 99))
    badGrid('grid/bad-size', `rows must be an integer from 1 to 99, not ${size.rows}`, 'rows');
  const { cols, rows } = size;
  const colOf = (s: Cell) => s % cols;
  const rowOf = (s: Cell) => Math.floor(s / cols);
  const cellAt = (col: number, row: number): Cell | undefined =>
    col >= 0 && col < cols && row >= 0 && row < rows ? row * cols + col : undefined;
  // odd-q: an odd column's hexes sit half a row lower, so its axial r is one less per two columns.
  const axialR = (col: number, row: number) => row - (col - (col & 1)) / 2;
  const cellOfAxial = (q: number, r: number) => cellAt(q, r + (q - (q & 1)) / 2);
  const distance = (a: Cell, b: Cell): number => {
    const qa = colOf(a);
    const qb = colOf(b);
    return axialDistance(qa, axialR(qa, rowOf(a)), qb, axialR(qb, rowOf(b)));
  };
  const neighbours = (s: Cell): Cell[] => {
    const q = colOf(s);
    const r = axialR(q, rowOf(s));
    const out: Cell[] = [];
    for (const [dq, dr] of AXIAL_STEPS) {
      const n = cellOfAxial(q + dq, r + dr);
      if (n !== undefined) out.push(n);
    }
    return out;
  };
  /** The cells within `r` of `center` on the map, with their distances, in no set order. */
  const hexagon = (center: Cell, r: number): { cells: Cell[]; dist: number[] } => {
    const cells: Cell[] = [];
    const dist: number[] = [];
    const q0 = colOf(center);
    const r0 = axialR(q0, rowOf(center));
    const reach = Math.min(r, cols + rows); // no two cells are farther apart than this
    for (let dq = -reach; dq <= reach; dq++) {
      for (let dr = Math.max(-reach, -dq - reach); dr <= Math.min(reach, -dq + reach); dr++) {
        const n = cellOfAxial(q0 + dq, r0 + dr);
        if (n === undefined) continue;
        cells.push(n);
        dist.push((Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2);
      }
    }
    return { cells, dist };
  };
  return {
    cols,
    rows,
    size: cols * rows,
    colOf,
    rowOf,
    cellAt,
    cube: (s) => {
      const q = colOf(s);
      return cube(q, axialR(q, rowOf(s)));
    },
    name: (s) => `${pad2(colOf(s) + 1)}${pad2(rowOf(s) + 1)}`,
    parse(name) {
      if (typeof name !== 'string') return undefined;
      const m = /^([0-9]{2})([0-9]{2})$/.exec(name.trim());
      if (!m) return undefined;
      return cellAt(Number(m[1]) - 1, Number(m[2]) - 1);
    },
    neighbours,
    distance,
    ring(center, r) {
      checkRadius(r);
      const { cells, dist } = hexagon(center, r);
      return cells.filter((_, k) => dist[k] === r).sort((x, y) => x - y);
    },
    range(center, r) {
      checkRadius(r);
      const { cells, dist } = hexagon(center, r);
      return byDistanceThenIndex(cells, dist);
    },
    shortestPath: (from, to, passable) =>
      shortestPathOn({ size: cols * rows, neighbours, distance }, from, to, passable),
  };
}
