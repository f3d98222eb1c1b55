/**
 * The names a person reads for what the view holds: rooms by the label the sheet takes
 * (`1a`, the reception areas by colour and number), circles counted 1 to 12 as the sheet
 * counts them, pairs 1 to 6, colours. Everything here reads plain data: no engine.
 */
import type { Building } from '../building.js';
import { BOARDROOM, COLOURS, type Colour } from '../vocabulary.js';

/** A colour with a capital, as a sentence begins with it: `Red`. */
export const colourName = (c: Colour): string => `${c[0]!.toUpperCase()}${c.slice(1)}`;

/**
 * A side as a person reads it (CO-2.1): its name and colour when the set-up named it,
 * `The Reds (red)`, else its colour with a capital, `Red`.
 */
export function sideName(names: Readonly<Partial<Record<Colour, string>>> | undefined, c: Colour): string {
  const name = names !== undefined && Object.hasOwn(names, c) ? names[c] : undefined;
  return name === undefined ? colourName(c) : `${name} (${c})`;
}

/** The number (1 to 4) of a colour's reception area, as the sheet's `enter` takes it: red 1, green 2, blue 3, yellow 4. */
export const receptionNumber = (c: Colour): number => COLOURS.indexOf(c) + 1;

/** A circle (0 to 11 in the JSON orders) as the sheet counts it, 1 to 12. */
export const circleNumber = (circle: number): number => circle + 1;

/** The pair (1 to 6) a circle (0 to 11) belongs to. */
export const pairOf = (circle: number): number => Math.floor(circle / 2) + 1;

/** Which side of its pair a circle is: the left circle names the mover, the right one the support (CO-1.3). */
export const sideOf = (circle: number): 'mover' | 'support' => (circle % 2 === 0 ? 'mover' : 'support');

/** A circle as a person reads it: `circle 3 (pair 2, mover)`. */
export const circleName = (circle: number): string =>
  `circle ${circleNumber(circle)} (pair ${pairOf(circle)}, ${sideOf(circle)})`;

/**
 * A room, or the Boardroom, as a person reads it: `office 2a`, `the red reception area (1)`,
 * `the Boardroom`. An id the building does not have is given as it is.
 * @example
 * ```ts
 * roomName(view.state.building, 'reception-blue'); // 'the blue reception area (3)'
 * ```
 */
export function roomName(building: Building, id: string): string {
  if (id === BOARDROOM) return 'the Boardroom';
  const room = building.rooms.find((r) => r.id === id);
  if (room === undefined) return id;
  return room.reception === true
    ? `the ${room.colour} reception area (${receptionNumber(room.colour)})`
    : `office ${room.id}`;
}

/** The short label of a room on the board and the sheet: its id for an office, `1 red` for a reception area, `Boardroom`. */
export function roomLabel(building: Building, id: string): string {
  if (id === BOARDROOM) return 'Boardroom';
  const room = building.rooms.find((r) => r.id === id);
  if (room === undefined) return id;
  return room.reception === true ? `${receptionNumber(room.colour)} ${room.colour}` : room.id;
}
