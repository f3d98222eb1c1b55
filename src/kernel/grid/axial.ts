/**
 * Hexagon arithmetic in axial coordinates `(q, r)`, the third cube coordinate being
 * `s = -q - r` (Red Blob Games, "Hexagonal Grids"). Both hex grids convert their cells
 * to these coordinates for distance and direction, so the maths lives once, here.
 */

/**
 * A hex in cube coordinates: `q + r + s === 0`. Axial coordinates are `q` and `r`; `s`
 * is kept so that distance reads as the cube formula.
 */
export interface Cube {
  /** The column axis. */
  readonly q: number;
  /** The row axis. */
  readonly r: number;
  /** Always `-q - r`. */
  readonly s: number;
}

/** The cube of axial `(q, r)`. */
export const cube = (q: number, r: number): Cube => ({ q, r, s: 0 - q - r }); // 0 - …: never -0

/** Steps between two hexes on an open plane: half the sum of the cube differences. */
export function axialDistance(q1: number, r1: number, q2: number, r2: number): number {
  const dq = q1 - q2;
  const dr = r1 - r2;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/**
 * The six axial steps in the order both hex grids list neighbours. Both are drawn
 * flat-topped (the seed maps' way), so these point north, north-east, south-east, south,
 * south-west and north-west: north first, then clockwise, as on the square board.
 */
export const AXIAL_STEPS: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, -1],
  [1, 0],
  [0, 1],
  [-1, 1],
  [-1, 0],
];
