/**
 * Promotions (CO-5): which apply, applying one, and every way the promotions of a turn
 * can end. The core works on a mutable copy of the position (`Work`); the exported
 * helpers take and return states and never change their argument.
 */
import { err, ok, type Result } from '../kernel/result.js';
import { buildingIndex } from './building.js';
import { type Issue, issue } from './errors.js';
import { applicableRooms, pairsFor, promoteAt, type Work, winsNow, workOf } from './promotion-rule.js';
import type { CorporationState, Ended } from './state.js';
import { COLOURS, type Colour, PER_COLOUR } from './vocabulary.js';

export { applicableRooms, pairsFor, promoteAt, type Work, winsNow, workOf } from './promotion-rule.js';

function copyWork(w: Work): Work {
  return { table: w.table, stacks: w.stacks.map((s) => s.slice()), boardroom: { ...w.boardroom } };
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
  let key = '';
  for (const s of w.stacks) key += `${s.map((c) => c[0]).join('')}/`;
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
      out.push({ promote: path.slice(), work: w, winner });
      return;
    }
    for (const r of rooms) {
      const next = copyWork(w);
      const won = winsNow(state, next, promoteAt(ix, next, r));
      path.push(state.building.rooms[r]!.id);
      visit(next, won);
      path.pop();
    }
  };
  visit(copyWork(start), null);
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
