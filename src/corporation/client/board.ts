/**
 * The board model: the building as a person sees it, from the view alone (CO-1.3, CO-1.4),
 * with the labels the sheet takes. The Boardroom at the top; the offices floor by floor
 * (a floor is the offices as many promotions from the Boardroom, numbered from 1 at the
 * bottom), each with its colour, the room above and its stack bottom first; the four
 * reception areas numbered 1 to 4; the Directors Table's twelve circles in six pairs,
 * counted 1 to 12; the employees outside and the counters still in the pile; the
 * promotions that apply; who is asked for what; and a legend. Given a plan, the model
 * shows the position after it, so a board can draw a turn as it is put together.
 */
import { buildingIndex } from '../building.js';
import { pairsFor } from '../promotion-rule.js';
import { countersLeft, offBoard } from '../state.js';
import type { CorporationView } from '../view.js';
import { type AwaitingKind, type ByColour, COLOURS, type Colour, PAIRS } from '../vocabulary.js';
import { roomLabel } from './names.js';
import { outcomeWhy } from './outcome.js';
import { EMPTY_PLAN, plannedPosition, type TurnPlan } from './plan.js';

/** A room of the building on the board. */
export interface RoomModel {
  /** The room's id, as orders and the sheet's `promote` name it. */
  readonly id: string;
  /** The label a person reads and types: the id of an office, `1 red` for a reception area. */
  readonly label: string;
  /** The room's colour: what an employee alone in it stands on (CO-5.1). */
  readonly colour: Colour;
  /** The room a promoted employee moves to, or `boardroom`. */
  readonly up: string;
  /** The label of the room above: an office's id, or `Boardroom`. */
  readonly upLabel: string;
  /** The employees in it, bottom first; the last is the top, the only one who can move (CO-5.2). */
  readonly stack: readonly Colour[];
  /** The number (1 to 4) of a reception area, as the sheet's `enter` takes it; null for an office. */
  readonly reception: number | null;
  /** The floor (1 at the bottom), or 0 for a reception area. */
  readonly floor: number;
  /** The pairs (1 to 6) that promote its top employee now, after the plan; empty when none does. */
  readonly promotedBy: readonly number[];
}

/** A floor of offices. */
export interface FloorModel {
  /** Its number, 1 at the bottom. */
  readonly number: number;
  /** Its offices, in the building's order. */
  readonly rooms: readonly RoomModel[];
}

/** A circle of the Directors Table. */
export interface CircleModel {
  /** The circle as the JSON orders number it, 0 to 11. */
  readonly index: number;
  /** The circle as the sheet and the board number it, 1 to 12. */
  readonly number: number;
  /** Its pair, 1 to 6. */
  readonly pair: number;
  /** The left circle of a pair names the mover, the right one the support (CO-1.3). */
  readonly side: 'mover' | 'support';
  /** The counter on it, or null while it is empty. */
  readonly colour: Colour | null;
}

/** A pair of the Directors Table: a promotion of a mover's colour standing on a support's (CO-1.3). */
export interface PairModel {
  /** Its number, 1 to 6. */
  readonly number: number;
  /** The left circle (the mover). */
  readonly mover: CircleModel;
  /** The right circle (the support). */
  readonly support: CircleModel;
}

/** The whole board for one player. */
export interface BoardModel {
  /** The player the view is for. */
  readonly you: Colour;
  /** The colours played, in seat order. */
  readonly players: readonly Colour[];
  /** The public names the set-up gave colours, by colour (CO-2.1); a colour without one goes by its colour. */
  readonly names: Readonly<Partial<Record<Colour, string>>>;
  /** The step whose orders are due, from 1 (the number the sheet, the reports and every tool show). */
  readonly step: number;
  /** The turn being played, from 1 (placements are not turns); the last turn played once over. */
  readonly turn: number;
  /** What is asked now. */
  readonly kind: AwaitingKind;
  /** Who is asked. */
  readonly awaited: readonly Colour[];
  /** True when the view's player is among those asked. */
  readonly yourMove: boolean;
  /** The building's name, and whether it is invented (CO-1.4). */
  readonly building: {
    /** The building's name. */
    readonly name: string;
    /** Whether the building is invented, not the seed's (CO-1.4). */
    readonly invented: boolean;
  };
  /** The employees of each colour in the Boardroom. */
  readonly boardroom: ByColour<number>;
  /** The floors of offices, the top floor first. */
  readonly floors: readonly FloorModel[];
  /** The four reception areas, numbered 1 to 4 (red, green, blue, yellow). */
  readonly receptions: readonly RoomModel[];
  /** Every room, in the building's order. */
  readonly rooms: readonly RoomModel[];
  /** The twelve circles, 1 to 12. */
  readonly circles: readonly CircleModel[];
  /** The six pairs. */
  readonly pairs: readonly PairModel[];
  /** The employees of each colour still outside the building. */
  readonly outside: ByColour<number>;
  /** The counters of each colour not yet on the Table. */
  readonly pile: ByColour<number>;
  /** The rooms (ids) whose top employee can be promoted now, after the plan, in the building's order. */
  readonly open: readonly string[];
  /** A player who reached three in the Boardroom during the plan (the turn stops there), or null. */
  readonly planWinner: Colour | null;
  /** How the game ended, or null while it goes on. */
  readonly ended: {
    /** The colours that won (none when drawn). */
    readonly winners: readonly Colour[];
    /** Why it ended, as a code (`victory`, `stall`…). */
    readonly reason: string;
    /** The turn it ended on, counted from 1. */
    readonly turn: number;
    /** Why it ended, as a sentence. */
    readonly why: string;
  } | null;
  /** What the board's marks mean, one line each. */
  readonly legend: readonly string[];
}

/** The legend of the board and the text map. */
export const LEGEND: readonly string[] = [
  'Rooms: id (colour): its employees bottom first, the last on top; -> the room above.',
  'Reception areas are numbered 1 to 4 (red, green, blue, yellow), as "enter" takes them.',
  'Only the top employee of a room can be promoted; * marks one a pair promotes now.',
  'Directors Table: pair k is circles 2k-1 (the mover, left) and 2k (the support, right).',
  'A pair promotes a top employee of the mover colour standing on the support colour:',
  "  on the employee below him, or, alone in a room, on the room's colour.",
];

/**
 * The board of a view, after `plan` when one is given (the position the turn being chosen
 * would leave, before the engine's completion).
 * @example
 * ```ts
 * const board = boardModel(view);
 * board.floors[0]!.rooms.map((r) => `${r.label}: ${r.stack.join(' ')}`);
 * ```
 */
export function boardModel(view: CorporationView, plan: TurnPlan = EMPTY_PLAN): BoardModel {
  const state = view.state;
  const ix = buildingIndex(state.building);
  const planned = plannedPosition(view, plan);
  const w = planned.work;
  const rooms = state.building.rooms;
  // Floors: the offices by their distance from the Boardroom, the farthest at floor 1.
  const heights = [
    ...new Set(rooms.flatMap((room, r) => (room.reception === true ? [] : [ix.height[r]!]))),
  ].sort((a, b) => b - a);
  const floorOf = (r: number): number =>
    rooms[r]!.reception === true ? 0 : heights.indexOf(ix.height[r]!) + 1;
  const models: RoomModel[] = rooms.map((room, r) => ({
    id: room.id,
    label: roomLabel(state.building, room.id),
    colour: room.colour,
    up: room.up,
    upLabel: roomLabel(state.building, room.up),
    stack: w.stacks[r]!.slice(),
    reception: room.reception === true ? COLOURS.indexOf(room.colour) + 1 : null,
    floor: floorOf(r),
    promotedBy: planned.winner === null ? pairsFor(state, w, r) : [],
  }));
  const floors: FloorModel[] = heights
    .map((_, k) => ({ number: k + 1, rooms: models.filter((m) => m.floor === k + 1) }))
    .reverse();
  const circles: CircleModel[] = w.table.map((colour, index) => ({
    index,
    number: index + 1,
    pair: (index >> 1) + 1,
    side: index % 2 === 0 ? 'mover' : 'support',
    colour,
  }));
  const pairs: PairModel[] = [];
  for (let p = 0; p < PAIRS; p++)
    pairs.push({ number: p + 1, mover: circles[2 * p]!, support: circles[2 * p + 1]! });
  const outside = offBoard({ stacks: w.stacks, boardroom: w.boardroom });
  const why = outcomeWhy(state);
  return {
    you: view.player,
    players: state.players,
    // A view of a save from before names has none.
    names: state.names ?? {},
    step: state.step + 1,
    turn: state.ended === null ? state.turn + 1 : state.ended.turn,
    kind: view.awaiting.kind,
    awaited: view.awaiting.players,
    yourMove: (view.awaiting.players as readonly string[]).includes(view.player),
    building: { name: state.building.name, invented: state.building.invented },
    boardroom: { ...w.boardroom },
    floors,
    receptions: COLOURS.map((c) => models[ix.reception[c]]!),
    rooms: models,
    circles,
    pairs,
    outside,
    pile: countersLeft({ table: w.table }),
    open: models.filter((m) => m.promotedBy.length > 0).map((m) => m.id),
    planWinner: planned.winner,
    ended:
      state.ended === null || why === null
        ? null
        : { winners: state.ended.winners, reason: state.ended.reason, turn: state.ended.turn, why },
    legend: LEGEND,
  };
}
