/**
 * The wrapping planet's arithmetic for a client (HV-3.1), without the rules engine's
 * grid: that grid tabulates every hex of the planet, which a client of a planet of
 * thousands of players must not pay for. Here each answer costs a few additions, so a
 * board model stays linear in what the player knows. The formulas are the kernel grid's
 * (`hexWrapGrid`, Red Blob Games' mirror centres), and a test checks both agree.
 *
 * Hexes are named `q,r` as the order sheet writes them (`-1,4`): `q` grows to the east,
 * `r` to the south, `0,0` is the planet's middle.
 */
import { AXIAL_STEPS, axialDistance } from '../../kernel/grid/axial.js';
import { DIRECTIONS, type Direction } from '../vocabulary.js';

/** A hex by its axial coordinates, on the planet (each of q, r and q + r within the radius). */
export interface Hex {
  /** The column: grows to the east. */
  readonly q: number;
  /** The row: grows to the south. */
  readonly r: number;
}

/** The number of hexes of a planet of this radius. */
export const hexCount = (radius: number): number => 3 * radius * (radius + 1) + 1;

/** A hex's name as the order sheet writes it: `q,r`. */
export const hexName = (h: Hex): string => `${h.q},${h.r}`;

/** True when the coordinates lie on the planet's own hexagon (no wrapping needed). */
export const onPlanet = (radius: number, q: number, r: number): boolean =>
  Math.abs(q) <= radius && Math.abs(r) <= radius && Math.abs(q + r) <= radius;

/** The six mirror centres of a planet (its copies around it), then its own. */
function centres(R: number): readonly (readonly [number, number])[] {
  return [
    [0, 0],
    [2 * R + 1, -R - 1],
    [R + 1, R],
    [-R, 2 * R + 1],
    [-2 * R - 1, R + 1],
    [-R - 1, -R],
    [R, -2 * R - 1],
  ];
}

/** Any integer coordinates brought onto the planet: leaving by one edge enters by the opposite one. */
export function wrapHex(radius: number, q: number, r: number): Hex {
  const R = radius;
  if (onPlanet(R, q, r)) return { q: q + 0, r: r + 0 };
  // Whole lattice steps first, then the one mirror centre within R (the kernel grid's method).
  const D = hexCount(R);
  const x = Math.round((R * q - (R + 1) * r) / D);
  const y = Math.round(((R + 1) * q + (2 * R + 1) * r) / D);
  const pq = q - x * (2 * R + 1) - y * (R + 1);
  const pr = r + x * (R + 1) - y * R;
  for (const [cq, cr] of centres(R))
    if (axialDistance(pq, pr, cq, cr) <= R) return { q: pq - cq + 0, r: pr - cr + 0 };
  return { q: 0, r: 0 }; // unreachable: the seven hexagons cover every point within 2R + 1
}

// A hex name as a person may type it: `-1,4`, `-1, 4`, `(-1,4)`, with a typographic minus.
const TYPED = /^\(?\s*([-−–]?\d{1,7})\s*,\s*([-−–]?\d{1,7})\s*\)?$/;

/**
 * The hex a person typed, or undefined when the text is not two whole numbers separated
 * by a comma or the hex is off the planet (no wrapping: a typed name names one hex).
 */
export function readHex(radius: number, text: string): Hex | undefined {
  const m = TYPED.exec(String(text).trim());
  if (m === null) return undefined;
  const num = (s: string) => Number(s.replace(/[−–]/, '-'));
  const q = num(m[1]!) + 0;
  const r = num(m[2]!) + 0;
  return onPlanet(radius, q, r) ? { q, r } : undefined;
}

/** Steps between two hexes on the wrapping planet (never more than the radius). */
export function hexDistance(radius: number, a: Hex, b: Hex): number {
  let best = axialDistance(a.q, a.r, b.q, b.r);
  if (best <= radius) return best;
  for (const [cq, cr] of centres(radius).slice(1)) {
    const d = axialDistance(a.q, a.r, b.q + cq, b.r + cr);
    if (d < best) best = d;
  }
  return best;
}

/**
 * The shortest step from `from` to `to` on the wrapping planet, as axial differences
 * (`dq`, `dr`): where to draw `to` on a map centred on `from`. Of equal ways round, the
 * first of the planet's own copies, a fixed choice.
 */
export function offsetFrom(
  radius: number,
  from: Hex,
  to: Hex,
): {
  /** Columns from `from` to `to` on the board. */
  readonly dq: number;
  /** Rows from `from` to `to` on the board. */
  readonly dr: number;
} {
  let best = { dq: to.q - from.q, dr: to.r - from.r };
  let bestD = axialDistance(0, 0, best.dq, best.dr);
  if (bestD <= radius) return best;
  for (const [cq, cr] of centres(radius).slice(1)) {
    const dq = to.q + cq - from.q;
    const dr = to.r + cr - from.r;
    const d = axialDistance(0, 0, dq, dr);
    if (d < bestD) [best, bestD] = [{ dq, dr }, d];
  }
  return best;
}

/** The six neighbours: north, then clockwise (the rules' order, HV-3.1). */
export const hexNeighbours = (radius: number, h: Hex): Hex[] =>
  AXIAL_STEPS.map(([dq, dr]) => wrapHex(radius, h.q + dq, h.r + dr));

/** The neighbour in a direction. */
export function hexToward(radius: number, h: Hex, d: Direction): Hex {
  const [dq, dr] = AXIAL_STEPS[DIRECTIONS.indexOf(d)]!;
  return wrapHex(radius, h.q + dq, h.r + dr);
}

/** True when both name the same hex. */
export const sameHex = (a: Hex, b: Hex): boolean => a.q === b.q && a.r === b.r;

/**
 * The next hex from `from` towards `to`: the first neighbour, north then clockwise, one
 * step nearer, as the rules walk a Harvester (HV-5.2); `from` when they are the same.
 */
export function stepTowards(radius: number, from: Hex, to: Hex): Hex {
  const d = hexDistance(radius, from, to);
  if (d === 0) return from;
  for (const n of hexNeighbours(radius, from)) if (hexDistance(radius, n, to) < d) return n;
  return from;
}

/** The hexes stepped into on the way from `from` to `to`, at most `most` of them. */
export function pathTowards(radius: number, from: Hex, to: Hex, most: number): Hex[] {
  const out: Hex[] = [];
  let at = from;
  for (let k = 0; k < most && !sameHex(at, to); k++) {
    at = stepTowards(radius, at, to);
    out.push(at);
  }
  return out;
}

/**
 * The hexes within `reach` of `center` with their distances, each once (up to the radius
 * the hexagon around any hex is one whole copy of the planet), by axial offset: west to
 * east, north to south.
 */
export function hexesWithin(
  radius: number,
  center: Hex,
  reach: number,
): {
  /** A hex within reach. */
  hex: Hex;
  /** Its distance from the centre. */
  distance: number;
}[] {
  const n = Math.min(reach, radius);
  const out: { hex: Hex; distance: number }[] = [];
  for (let dq = -n; dq <= n; dq++)
    for (let dr = Math.max(-n, -dq - n); dr <= Math.min(n, -dq + n); dr++)
      out.push({
        hex: wrapHex(radius, center.q + dq, center.r + dr),
        distance: axialDistance(0, 0, dq, dr),
      });
  return out;
}
