/**
 * A hexagon-shaped map of flat-topped hexes that wraps around (Harvester's planet,
 * HV-3.1): stepping off any edge lands on the opposite one. This is Red Blob Games'
 * method ("Hexagonal Grids", wraparound maps): the plane is tiled by copies of the map
 * whose centres are the seven "mirror centres" (the map's own and six around it), so
 *
 * - a coordinate off the map is brought back by subtracting the one mirror centre within
 *   `radius` of it, and
 * - the distance between two cells is the least, over the seven centres, of the plain
 *   hex distance to the other cell's copy: at most seven checks, and never more than
 *   the radius.
 *
 * Cells are named by their axial coordinates `q,r` (the centre is `0,0`; `q` grows to
 * the east, `r` to the south, and `q + r` to the south-west), because a planet has no
 * corner to count from and these names make distances easy to check by hand. A cell's
 * index counts the columns west to east (`q` from `-radius`), each column north to
 * south, so ascending index is reading order down the columns.
 */
import { AXIAL_STEPS, axialDistance, type Cube, cube } from './axial.js';
import { badGrid, byDistanceThenIndex, type Cell, checkRadius, type Grid, intIn } from './grid.js';
import { shortestPathOn } from './path.js';

/** The largest radius a wrap map may have (3,003,001 cells). */
const MAX_RADIUS = 1000;

/** The size of a hexagon wrap map: the number of steps from the centre to an edge. */
export interface HexWrapSize {
  /** From 1 (7 cells) to 1000; a map of radius R has `3R(R+1) + 1` cells. */
  readonly radius: number;
}

/** A hexagon wrap map as a {@link Grid}, with axial coordinates. */
export interface HexWrapGrid extends Grid, HexWrapSize {
  /** The cell's axial coordinates on the map (each of q, r, s within `radius`). */
  cube(cell: Cell): Cube;
  /** The cell at any integer axial coordinates, wrapped onto the map (never undefined: the planet has no edge). */
  cellAt(q: number, r: number): Cell;
}

/**
 * A hexagon of flat-topped hexes, `radius` steps from the centre to each edge, wrapping
 * around. Names are axial `q,r`; neighbours go north, north-east, south-east, south,
 * south-west, north-west (always six, all different); distance is at most `radius`.
 * Throws a {@link SimulturnError} (`grid/bad-size`) unless `radius` is an integer from
 * 1 to 1000.
 *
 * @example
 * ```ts
 * import { hexWrapGrid } from 'simulturn';
 * const planet = hexWrapGrid({ radius: 6 }); // 127 hexes, HV-A1's default for 4 players
 * const east = planet.parse('6,-3')!; // on the east edge
 * planet.distance(east, planet.parse('-6,3')!); // 1: across the edge, not 12 across the map
 * planet.neighbours(planet.parse('0,0')!).map(planet.name); // ['0,-1', '1,-1', '1,0', '0,1', '-1,1', '-1,0']
 * ```
 */
export function hexWrapGrid(size: HexWrapSize): HexWrapGrid {
  if (!intIn(size.radius, 1, MAX_RADIUS)) {
    badGrid(
      'grid/bad-size',
      `radius must be an integer from 1 to ${MAX_RADIUS}, not ${size.radius}`,
      'radius',
    );
  }
  const R = size.radius;
  const count = 3 * R * (R + 1) + 1;
  const D = count; // the determinant of the mirror lattice, equal to the cell count
  // The six mirror centres, axial: (2R+1, -R-1) and its turns by 60 degrees, then the map's own.
  const centres: readonly (readonly [number, number])[] = [
    [0, 0],
    [2 * R + 1, -R - 1],
    [R + 1, R],
    [-R, 2 * R + 1],
    [-2 * R - 1, R + 1],
    [-R - 1, -R],
    [R, -2 * R - 1],
  ];
  // Cell <-> axial tables. Column q holds r from max(-R, -q-R) to min(R, -q+R).
  const qOf = new Int32Array(count);
  const rOf = new Int32Array(count);
  const colStart = new Int32Array(2 * R + 1);
  for (let q = -R, k = 0; q <= R; q++) {
    colStart[q + R] = k;
    for (let r = Math.max(-R, -q - R); r <= Math.min(R, -q + R); r++, k++) {
      qOf[k] = q;
      rOf[k] = r;
    }
  }
  const indexOn = (q: number, r: number): Cell => (colStart[q + R] as number) + r - Math.max(-R, -q - R);
  const onMap = (q: number, r: number) => Math.abs(q) <= R && Math.abs(r) <= R && Math.abs(q + r) <= R;

  const cellAt = (q: number, r: number): Cell => {
    if (onMap(q, r)) return indexOn(q, r);
    // Far away: first remove whole lattice steps, rounding the point's coordinates in the
    // basis (2R+1, -R-1), (R+1, R); what is left is within 2R+1 of the centre, so in the
    // map or one of its six copies around it.
    const x = Math.round((R * q - (R + 1) * r) / D);
    const y = Math.round(((R + 1) * q + (2 * R + 1) * r) / D);
    let pq = q - x * (2 * R + 1) - y * (R + 1);
    let pr = r + x * (R + 1) - y * R;
    for (const [cq, cr] of centres) {
      if (axialDistance(pq, pr, cq, cr) <= R) {
        pq -= cq;
        pr -= cr;
        return indexOn(pq, pr);
      }
    }
    // Unreachable: the seven hexagons cover every point within 2R+1 of the centre.
    throw new Error(`hexWrapGrid: ${q},${r} did not wrap`);
  };

  // The six mirror centres flat (q0, r0, q1, r1, ...), for the distance's inner loop.
  const mirrors = Int32Array.from(centres.slice(1).flat());
  const distance = (a: Cell, b: Cell): number => {
    const qa = qOf[a] as number;
    const ra = rOf[a] as number;
    const qb = qOf[b] as number;
    const rb = rOf[b] as number;
    let best = axialDistance(qa, ra, qb, rb);
    // Within R on the map itself, no copy can be nearer: every other copy of b lies in
    // another copy of the hexagon around a, so at least R + 1 away. Saves the six checks
    // for most pairs.
    if (best <= R) return best;
    for (let k = 0; k < 12; k += 2) {
      const d = axialDistance(qa, ra, qb + (mirrors[k] as number), rb + (mirrors[k + 1] as number));
      if (d < best) best = d;
    }
    return best;
  };
  const neighbours = (s: Cell): Cell[] => {
    const q = qOf[s] as number;
    const r = rOf[s] as number;
    return AXIAL_STEPS.map(([dq, dr]) => cellAt(q + dq, r + dr));
  };
  /**
   * The cells within `r` of `center`, with distances. Up to the radius, the hexagon of
   * radius R around any cell is a whole copy of the map, so every cell appears once and
   * its distance is its plain distance from the centre of that copy.
   */
  const hexagon = (center: Cell, r: number): { cells: Cell[]; dist: number[] } => {
    const cells: Cell[] = [];
    const dist: number[] = [];
    const q0 = qOf[center] as number;
    const r0 = rOf[center] as number;
    const reach = Math.min(r, R);
    for (let dq = -reach; dq <= reach; dq++) {
      for (let dr = Math.max(-reach, -dq - reach); dr <= Math.min(reach, -dq + reach); dr++) {
        cells.push(cellAt(q0 + dq, r0 + dr));
        dist.push((Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2);
      }
    }
    return { cells, dist };
  };
  const NAME = /^(0|-?[1-9][0-9]*),(0|-?[1-9][0-9]*)$/;
  return {
    radius: R,
    size: count,
    cube: (s) => cube(qOf[s] as number, rOf[s] as number),
    cellAt,
    name: (s) => `${qOf[s]},${rOf[s]}`,
    parse(name) {
      if (typeof name !== 'string') return undefined;
      const m = NAME.exec(name.trim());
      if (!m) return undefined;
      const q = Number(m[1]);
      const r = Number(m[2]);
      return onMap(q, r) ? indexOn(q, r) : undefined;
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
      shortestPathOn({ size: count, neighbours, distance }, from, to, passable),
  };
}
