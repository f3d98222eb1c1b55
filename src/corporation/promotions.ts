/**
 * Promotions (CO-5): which apply, applying one, and every way the promotions of a turn
 * can end. The core works on a mutable copy of the position (`Work`); the exported
 * helpers take and return states and never change their argument.
 */
import { err, ok, type Result } from '../kernel/result.js';
import { type BuildingIndex, buildingIndex } from './building.js';
import { type Issue, issue } from './errors.js';
import type { CorporationState, Ended } from './state.js';
import { COLOURS, type Colour, PAIRS, PER_COLOUR } from './vocabulary.js';

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

/**
 * Whether some pair promotes the top employee of a room now: `pairsFor(…).length > 0`
 * without making the list, for the search of a turn's ends, which asks it of every room
 * of every position it visits.
 */
function promotes(state: CorporationState, w: Work, room: number): boolean {
  const stack = w.stacks[room]!;
  if (stack.length === 0) return false;
  const top = stack[stack.length - 1]!;
  const own = state.building.rooms[room]!.colour;
  const below = stack.length > 1 ? stack[stack.length - 2]! : own;
  const office = stack.length === 1 || state.rules.stackSupport === 'employee-or-office' ? own : below;
  for (let k = 0; k < PAIRS; k++) {
    if (w.table[2 * k] !== top) continue;
    const right = w.table[2 * k + 1];
    if (right === below || right === office) return true;
  }
  return false;
}

/** The room indices whose top employee can be promoted now, in the building's order. */
export function applicableRooms(state: CorporationState, w: Work): number[] {
  const out: number[] = [];
  for (let r = 0; r < w.stacks.length; r++) if (promotes(state, w, r)) out.push(r);
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

/** A promotion that applies now: the room, the employee, where he goes, and the pairs that allow it. */
export interface Promotion {
  /** The room whose top employee moves. */
  readonly room: string;
  /** His colour. */
  readonly colour: Colour;
  /** The room he moves to, or `boardroom`. */
  readonly to: string;
  /** The pairs of the Directors Table that allow it, numbered from 1 (CO-1.5). */
  readonly pairs: readonly number[];
}

/**
 * The promotions that apply in a position, in the building's room order (CO-5.1, CO-5.2):
 * one per room at most, as only a room's top employee moves.
 */
export function applicablePromotions(state: CorporationState): Promotion[] {
  const w = workOf(state);
  const out: Promotion[] = [];
  for (let r = 0; r < w.stacks.length; r++) {
    const pairs = pairsFor(state, w, r);
    if (pairs.length === 0) continue;
    const room = state.building.rooms[r]!;
    out.push({ room: room.id, colour: w.stacks[r]!.at(-1)!, to: room.up, pairs });
  }
  return out;
}

/** A state with a worked position written back (the rest unchanged). */
export function withWork(
  state: CorporationState,
  w: Work,
  ended: Ended | null = state.ended,
): CorporationState {
  return {
    ...state,
    table: w.table.slice(),
    stacks: w.stacks.map((s) => s.slice()),
    boardroom: { ...w.boardroom },
    ended,
  };
}

/**
 * Applies one promotion, for frontends that play a turn click by click: the state with the
 * top employee of the room moved up (CO-5.3), and ended if that arrival wins under
 * `first-in-order` (CO-3.3). The promotion is a room id or one of `applicablePromotions`.
 * The turn does not pass: when the clicks are done, send the rooms, in order, to
 * `playTurn`. Fails with `promote/unknown-room` or `promote/not-applicable`.
 *
 * @example
 * ```ts
 * const [first] = applicablePromotions(state);
 * const next = first === undefined ? undefined : applyPromotion(state, first);
 * ```
 */
export function applyPromotion(
  state: CorporationState,
  promotion: string | Pick<Promotion, 'room'>,
): Result<CorporationState, Issue[]> {
  const room = typeof promotion === 'string' ? promotion : promotion.room;
  const ix = buildingIndex(state.building);
  const r = ix.indexOf.get(room);
  if (r === undefined) return err([issue('promote/unknown-room', [], { value: room })]);
  const w = workOf(state);
  if (state.ended !== null || pairsFor(state, w, r).length === 0) {
    const applicable =
      state.ended !== null ? [] : applicableRooms(state, w).map((k) => state.building.rooms[k]!.id);
    return err([issue('promote/not-applicable', [], { room, applicable })]);
  }
  const winner = winsNow(state, w, promoteAt(ix, w, r));
  return ok(
    withWork(
      state,
      w,
      winner === null ? state.ended : { reason: 'three-in-boardroom', winners: [winner], turn: state.turn },
    ),
  );
}

/** A key naming a position: the stacks and the Boardroom (the Table does not change during promotions). */
export function positionKey(w: Work): string {
  // Written out rather than mapped and joined: the search of a turn's ends makes one key
  // for every position it visits.
  let key = '';
  for (const s of w.stacks) {
    for (let i = 0; i < s.length; i++) key += s[i]![0];
    key += '/';
  }
  for (const c of COLOURS) key += w.boardroom[c];
  return key;
}

/** One way the promotions of a turn can end. */
export interface PromotionEnd {
  /** The promotions made, by room, in order: one list that reaches this end. */
  readonly promote: readonly string[];
  /** The position at the end (the same table), and the winner if an arrival won on the way. */
  readonly work: Work;
  /** The colour that won on the way under `first-in-order`, or null. */
  readonly winner: Colour | null;
  /** `positionKey(work)`, made once by the search that found it. */
  readonly key: string;
}

/**
 * Every distinct end of the promotions from a position (CO-5.4 to CO-5.6): positions where
 * no promotion applies, or where an arrival won under `first-in-order`. Found by depth-first
 * search with a visited set; each end comes with the first list found that reaches it.
 * Ends are in the order found (rooms tried in the building's order), so the result is
 * deterministic.
 */
export function promotionEnds(state: CorporationState, start: Work): PromotionEnd[] {
  const ix = buildingIndex(state.building);
  const seen = new Set<string>();
  const out: PromotionEnd[] = [];
  const path: string[] = [];
  const visit = (w: Work, winner: Colour | null): void => {
    const key = positionKey(w);
    if (seen.has(key)) return;
    seen.add(key);
    const rooms = winner === null ? applicableRooms(state, w) : [];
    if (rooms.length === 0) {
      out.push({ promote: path.slice(), work: w, winner, key });
      return;
    }
    for (const r of rooms) {
      // The promotion changes two stacks and the Boardroom: only those are copied, the
      // other stacks are shared with `w` (no position is changed once made).
      const next: Work = { table: w.table, stacks: w.stacks.slice(), boardroom: { ...w.boardroom } };
      next.stacks[r] = w.stacks[r]!.slice();
      const up = ix.up[r]!;
      if (up >= 0) next.stacks[up] = w.stacks[up]!.slice();
      const won = winsNow(state, next, promoteAt(ix, next, r));
      path.push(state.building.rooms[r]!.id);
      visit(next, won);
      path.pop();
    }
  };
  // `start` itself is never changed (each promotion makes a new position), so it is not
  // copied: an end with no promotion is `start`.
  visit(start, null);
  return out;
}

/** One end of the promotions from a position, as a state. */
export interface PromotionEndState {
  /** The rooms promoted from, in order: one list that reaches this end. */
  readonly promote: readonly string[];
  /** The state at the end (the turn not yet passed; ended if an arrival won on the way). */
  readonly state: CorporationState;
}

/**
 * Every distinct end of the promotions from a state's position, with one list of rooms
 * reaching each (CO-5.6): what the mover may leave when the promotions stop. For a whole
 * turn, with the exchange and the entry, see `legalEndStates`.
 */
export function promotionEndStates(state: CorporationState): PromotionEndState[] {
  return promotionEnds(state, workOf(state)).map((e) => ({
    promote: e.promote,
    state: withWork(
      state,
      e.work,
      e.winner === null
        ? state.ended
        : { reason: 'three-in-boardroom', winners: [e.winner], turn: state.turn },
    ),
  }));
}

/** The most promotions one turn can hold: each employee climbs at most the building's height (CO-5.5). */
export function promotionBound(state: CorporationState): number {
  return COLOURS.length * PER_COLOUR * buildingIndex(state.building).maxHeight;
}
