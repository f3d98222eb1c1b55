/**
 * The promotion rule itself (CO-5.1 to CO-5.3, CO-3.3): which pairs of the Directors Table
 * promote a room's top employee, the rooms where one applies, moving him up, and a win on
 * his arrival. Pure and small, with no issue messages: the client entry
 * (`simulturn/corporation/client`) offers promotions with it, and the engine plays them
 * with it, so the two cannot disagree.
 */
import type { BuildingIndex } from './building.js';
import type { CorporationState } from './state.js';
import { type Colour, PAIRS, PER_COLOUR } from './vocabulary.js';

/** A mutable copy of the position, for the rules' inner loops. */
export interface Work {
  /** The Directors Table. */
  table: (Colour | null)[];
  /** The stacks, by room index, bottom first. */
  stacks: Colour[][];
  /** Employees in the Boardroom, by colour. */
  boardroom: Record<Colour, number>;
}

/** A copy of a state's position to work on. */
export function workOf(state: CorporationState): Work {
  return {
    table: state.table.slice(),
    stacks: state.stacks.map((s) => s.slice()),
    boardroom: { ...state.boardroom },
  };
}

/** The pairs (numbered from 1) that promote the top employee of a room now; empty when none (CO-5.1, CO-5.2). */
export function pairsFor(state: CorporationState, w: Work, room: number): number[] {
  const stack = w.stacks[room]!;
  if (stack.length === 0) return [];
  const top = stack[stack.length - 1]!; // CO-5.2: only the top employee
  const own = state.building.rooms[room]!.colour;
  // CO-5.1: alone, he stands on the room's colour; in a stack, on the employee beneath,
  // and under `employee-or-office` on the room's colour as well.
  const below = stack.length > 1 ? stack[stack.length - 2]! : own;
  const office = stack.length === 1 || state.rules.stackSupport === 'employee-or-office' ? own : below;
  const out: number[] = [];
  for (let k = 0; k < PAIRS; k++) {
    if (w.table[2 * k] !== top) continue;
    const right = w.table[2 * k + 1];
    if (right === below || right === office) out.push(k + 1);
  }
  return out;
}

/** The room indices whose top employee can be promoted now, in the building's order. */
export function applicableRooms(state: CorporationState, w: Work): number[] {
  const out: number[] = [];
  for (let r = 0; r < w.stacks.length; r++) if (pairsFor(state, w, r).length > 0) out.push(r);
  return out;
}

/**
 * Moves the top employee of a room to the room above, onto its stack, or into the
 * Boardroom (CO-5.3). Returns the colour that arrived in the Boardroom, or null.
 */
export function promoteAt(ix: BuildingIndex, w: Work, room: number): Colour | null {
  const c = w.stacks[room]!.pop()!;
  const up = ix.up[room]!;
  if (up < 0) {
    w.boardroom[c]++;
    return c;
  }
  w.stacks[up]!.push(c);
  return null;
}

/**
 * The colour that wins when `arrived` reaches the Boardroom in the middle of a turn, under
 * `simultaneousThree: first-in-order` (CO-3.1, CO-3.3): a player's colour with three there.
 * Colours nobody plays score for no one (CO-3.5); the solo puzzle has no winner mid-turn.
 */
export function winsNow(state: CorporationState, w: Work, arrived: Colour | null): Colour | null {
  if (arrived === null || state.players.length < 2 || state.rules.simultaneousThree !== 'first-in-order')
    return null;
  return state.players.includes(arrived) && w.boardroom[arrived] >= PER_COLOUR ? arrived : null;
}
