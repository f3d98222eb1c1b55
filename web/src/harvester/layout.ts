/**
 * Where the board draws each hex. The planet wraps, so the board is centred on a hex of
 * the player's choosing (its Harvester at first): a planet of radius up to
 * {@link WHOLE_UP_TO} is drawn whole as the hexagon around that hex, which holds every hex
 * once (the hexagon of the planet's radius around any hex is one whole copy of it), so
 * the player's surroundings are never cut by an edge; a larger planet is drawn as the
 * hexagon of radius {@link WINDOW} around it. Flat-topped hexes, as the rules' directions
 * read: north is up.
 */
import { type Hex, hexName, offsetFrom, wrapHex } from 'simulturn/harvester/client';

/** The largest radius drawn whole. */
export const WHOLE_UP_TO = 12;
/** The radius of the part drawn of a larger planet. */
export const WINDOW = 8;

const SQRT3 = Math.sqrt(3);

/** One hex drawn: the hex, its name, and its centre in units of the hex's radius. */
export interface Spot {
  readonly hex: Hex;
  readonly name: string;
  readonly x: number;
  readonly y: number;
}

/** The radius of the hexagon drawn around the centre. */
export const drawnRadius = (radius: number): number => (radius <= WHOLE_UP_TO ? radius : WINDOW);

/** A hex's centre for an axial offset from the centre of the drawing. */
export const centreOf = (dq: number, dr: number): { x: number; y: number } => ({
  x: 1.5 * dq,
  y: SQRT3 * (dr + dq / 2),
});

/** Every hex drawn around `centre`, west to east, each column north to south. */
export function spotsAround(radius: number, centre: Hex): Spot[] {
  const n = drawnRadius(radius);
  const out: Spot[] = [];
  for (let dq = -n; dq <= n; dq++)
    for (let dr = Math.max(-n, -dq - n); dr <= Math.min(n, -dq + n); dr++) {
      const hex = wrapHex(radius, centre.q + dq, centre.r + dr);
      out.push({ hex, name: hexName(hex), ...centreOf(dq, dr) });
    }
  return out;
}

/** Where `hex` is drawn around `centre`, or undefined when it is outside the part drawn. */
export function spotOf(radius: number, centre: Hex, hex: Hex): { x: number; y: number } | undefined {
  const { dq, dr } = offsetFrom(radius, centre, hex);
  const n = drawnRadius(radius);
  if (Math.abs(dq) > n || Math.abs(dr) > n || Math.abs(dq + dr) > n) return undefined;
  return centreOf(dq, dr);
}

/** The six corners of a flat-topped hex of radius `size` around (x, y), for an SVG polygon. */
export function corners(x: number, y: number, size: number): string {
  const out: string[] = [];
  for (let k = 0; k < 6; k++) {
    const a = (Math.PI / 3) * k;
    out.push(`${(x + size * Math.cos(a)).toFixed(2)},${(y + size * Math.sin(a)).toFixed(2)}`);
  }
  return out.join(' ');
}

/**
 * The edge of a flat-topped hex facing a direction (0 north, clockwise), as two corner
 * points, for marking the sides a hex was entered from.
 */
export function edgeToward(
  x: number,
  y: number,
  size: number,
  direction: number,
): [number, number, number, number] {
  // Corners at 0°, 60°, … (screen y down): north is between the corners at 240° and 300°.
  const first = [4, 5, 0, 1, 2, 3][direction]!;
  const a = (Math.PI / 3) * first;
  const b = (Math.PI / 3) * (first + 1);
  return [x + size * Math.cos(a), y + size * Math.sin(a), x + size * Math.cos(b), y + size * Math.sin(b)];
}

/** The extent of the drawing in units of the hex's radius: half its width and half its height. */
export function extent(radius: number): { halfWidth: number; halfHeight: number } {
  const n = drawnRadius(radius);
  return { halfWidth: 1.5 * n + 1, halfHeight: SQRT3 * (n + 0.5) };
}

/**
 * The keys that move the board's cursor, to a direction index (0 north, clockwise):
 * arrows up and down go north and south; left and right alternate between the two
 * neighbours on that side so the cursor runs straight across; `q w e a s d` are the six
 * directions as they lie on the keyboard.
 */
export function directionOfKey(key: string, zig: boolean): number | undefined {
  switch (key) {
    case 'ArrowUp':
    case 'w':
      return 0;
    case 'ArrowDown':
    case 's':
      return 3;
    case 'ArrowRight':
      return zig ? 2 : 1;
    case 'ArrowLeft':
      return zig ? 4 : 5;
    case 'e':
      return 1;
    case 'd':
      return 2;
    case 'a':
      return 4;
    case 'q':
      return 5;
    default:
      return undefined;
  }
}
