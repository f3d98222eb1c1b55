/**
 * The building as scenario data (CO-1.4): rooms with a colour and the room above, four of
 * them reception areas, and the Boardroom at the top. The seed's picture of the building
 * is missing, so {@link DEFAULT_BUILDING} is invented (CO-1.4) and any other building
 * can be passed to `newGame`.
 */
import { BOARDROOM, COLOURS, type Colour, isColour } from './vocabulary.js';

/** A room of the building: a reception area or an office. */
export interface Room {
  /** The room's id, used in orders (`promote`) and reports. Never `boardroom`. */
  readonly id: string;
  /** The room's colour: the support of an employee alone in it (CO-5.1). */
  readonly colour: Colour;
  /** The room an employee promoted from here moves to, or `boardroom` (CO-5.3). */
  readonly up: string;
  /** True for the four reception areas at the bottom, where employees enter (CO-4.2). */
  readonly reception?: boolean;
}

/** A building: its rooms, bottom first, and whether it is invented. */
export interface Building {
  /** A name for people. */
  readonly name: string;
  /** True when the building is not the published board (CO-1.4). */
  readonly invented: boolean;
  /**
   * The rooms, in the building's order: the order the engine completes promotions in
   * (CO-5.7) and lists them in. Four are reception areas, one of each colour.
   */
  readonly rooms: readonly Room[];
}

const office = (id: string, colour: Colour, up: string): Room => ({ id, colour, up });
const reception = (colour: Colour, up: string): Room => ({
  id: `reception-${colour}`,
  colour,
  up,
  reception: true,
});

/**
 * The default building, **invented** (CO-1.4): the seed's picture is missing. Four
 * reception areas lead to a first floor of four offices, then floors of four, three, two
 * and one offices that merge towards the Boardroom, so every path from reception takes six
 * promotions (the seed's example needs at least five). Office ids are the floor and a
 * letter: `1a` … `5a`.
 *
 * ```text
 *                    [ Boardroom ]
 *                         5a blue
 *                4a red          4b green
 *          3a yellow     3b blue      3c red
 *       2a green  2b red   2c yellow   2d blue
 *       1a blue   1b yellow 1c red     1d green
 *   reception: red   green   blue   yellow
 * ```
 */
export const DEFAULT_BUILDING: Building = {
  name: 'invented default: a narrowing tower of five floors',
  invented: true,
  rooms: [
    reception('red', '1a'),
    reception('green', '1b'),
    reception('blue', '1c'),
    reception('yellow', '1d'),
    office('1a', 'blue', '2a'),
    office('1b', 'yellow', '2b'),
    office('1c', 'red', '2c'),
    office('1d', 'green', '2d'),
    office('2a', 'green', '3a'),
    office('2b', 'red', '3b'),
    office('2c', 'yellow', '3b'),
    office('2d', 'blue', '3c'),
    office('3a', 'yellow', '4a'),
    office('3b', 'blue', '4a'),
    office('3c', 'red', '4b'),
    office('4a', 'red', '5a'),
    office('4b', 'green', '5a'),
    office('5a', 'blue', BOARDROOM),
  ],
};

/** A building's index: rooms by id, the room above each, heights, reception areas. */
export interface BuildingIndex {
  /** The room index of each id. */
  readonly indexOf: ReadonlyMap<string, number>;
  /** The room index above each room, or -1 for the Boardroom. */
  readonly up: readonly number[];
  /** Promotions from each room to the Boardroom. */
  readonly height: readonly number[];
  /** The room index of the reception area of each colour. */
  readonly reception: Readonly<Record<Colour, number>>;
  /** The most promotions any employee can make from entry to the Boardroom. */
  readonly maxHeight: number;
}

const indexes = new WeakMap<Building, BuildingIndex>();

/**
 * Problems with a building, as sentences (empty when it is sound): ids unique and not
 * `boardroom`, every `up` a room or the Boardroom, no room above itself, four reception
 * areas of four colours, and no promotion into a reception area.
 */
export function buildingProblems(raw: unknown): string[] {
  const out: string[] = [];
  if (typeof raw !== 'object' || raw === null) return ['the building must be an object'];
  const b = raw as Record<string, unknown>;
  if (typeof b.name !== 'string') out.push('building.name must be a string');
  if (typeof b.invented !== 'boolean') out.push('building.invented must be true or false');
  if (!Array.isArray(b.rooms)) return [...out, 'building.rooms must be a list'];
  if (b.rooms.length > 200) return [...out, 'building.rooms may hold at most 200 rooms'];
  const ids = new Set<string>();
  const receptions = new Set<string>();
  b.rooms.forEach((r: unknown, k) => {
    if (typeof r !== 'object' || r === null) {
      out.push(`building.rooms[${k}] must be an object`);
      return;
    }
    const room = r as Record<string, unknown>;
    for (const key of Object.keys(room)) {
      if (!['id', 'colour', 'up', 'reception'].includes(key))
        out.push(`building.rooms[${k}] has unknown field ${key}`);
    }
    if (typeof room.id !== 'string' || room.id === '' || room.id === BOARDROOM || room.id.length > 40) {
      out.push(`building.rooms[${k}].id must be a short non-empty string other than "${BOARDROOM}"`);
    } else if (ids.has(room.id)) out.push(`building.rooms[${k}].id "${room.id}" is used twice`);
    else ids.add(room.id);
    if (!isColour(room.colour)) out.push(`building.rooms[${k}].colour must be one of ${COLOURS.join(', ')}`);
    if (typeof room.up !== 'string') out.push(`building.rooms[${k}].up must be a room id or "${BOARDROOM}"`);
    if (room.reception !== undefined && typeof room.reception !== 'boolean') {
      out.push(`building.rooms[${k}].reception must be true or false`);
    }
    if (room.reception === true && isColour(room.colour)) {
      if (receptions.has(room.colour)) out.push(`two reception areas are ${room.colour}`);
      receptions.add(room.colour);
    }
  });
  if (out.length > 0) return out;
  const rooms = b.rooms as Room[];
  if (receptions.size !== COLOURS.length)
    out.push('the building needs four reception areas, one of each colour');
  const receptionIds = new Set(rooms.filter((r) => r.reception === true).map((r) => r.id));
  for (const r of rooms) {
    if (r.up !== BOARDROOM && !ids.has(r.up))
      out.push(`room ${r.id} leads to "${r.up}", which is not a room`);
    if (receptionIds.has(r.up)) out.push(`room ${r.id} leads into a reception area`);
  }
  if (out.length > 0) return out;
  const byId = new Map(rooms.map((r) => [r.id, r] as const));
  for (const r of rooms) {
    let at: Room | undefined = r;
    for (let steps = 0; at !== undefined; steps++) {
      if (steps > rooms.length) {
        out.push(`room ${r.id} never reaches the Boardroom (a cycle)`);
        break;
      }
      at = at.up === BOARDROOM ? undefined : byId.get(at.up);
    }
  }
  return out;
}

/** The index of a sound building (kept per building object). */
export function buildingIndex(building: Building): BuildingIndex {
  let ix = indexes.get(building);
  if (ix !== undefined) return ix;
  const indexOf = new Map(building.rooms.map((r, k) => [r.id, k] as const));
  const up = building.rooms.map((r) => (r.up === BOARDROOM ? -1 : (indexOf.get(r.up) ?? -1)));
  const height = building.rooms.map((_, k) => {
    let h = 0;
    for (let at = k; at >= 0; at = up[at]!) h++;
    return h;
  });
  const reception = {} as Record<Colour, number>;
  building.rooms.forEach((r, k) => {
    if (r.reception === true) reception[r.colour] = k;
  });
  ix = { indexOf, up, height, reception, maxHeight: Math.max(0, ...height) };
  indexes.set(building, ix);
  return ix;
}
