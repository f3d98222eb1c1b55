/**
 * A turn (CO-4): the seed's three parts in order (CO-4.3), the exchange, the entry, then
 * the promotions in the order listed; what the list leaves undone is settled by the
 * `missedPromotions` option (CO-5.7); then the end of the game is checked (CO-3) and the
 * next player named (CO-4.4).
 */
import { err, ok, type Result } from '../kernel/result.js';
import { buildingIndex } from './building.js';
import { describe, type Issue, issue } from './errors.js';
import type { Played, ReportEvent, TurnOrders } from './orders.js';
import {
  applicableRooms,
  pairsFor,
  promoteAt,
  promotionBound,
  type Work,
  winsNow,
  withWork,
  workOf,
} from './promotions.js';
import { MAX_TURNS, QUIET_ROUNDS } from './rules-options.js';
import { type CorporationState, type Ended, offBoard } from './state.js';
import { CIRCLES, COLOURS, type Colour, isColour, PER_COLOUR } from './vocabulary.js';

function readSwap(state: CorporationState, raw: unknown): Result<[number, number] | null, Issue[]> {
  if (raw === undefined || raw === null) return ok(null);
  if (
    !Array.isArray(raw) ||
    raw.length !== 2 ||
    !raw.every((c) => Number.isInteger(c) && c >= 0 && c < CIRCLES) ||
    raw[0] === raw[1]
  ) {
    return err([issue('swap/bad-circles', ['swap'], { value: describe(raw) })]);
  }
  const [a, b] = raw as [number, number];
  // CO-4.1: under `different-pairs`, the two circles of one pair may not be exchanged.
  if (state.rules.exchange === 'different-pairs' && Math.floor(a / 2) === Math.floor(b / 2)) {
    return err([issue('swap/same-pair', ['swap'], { pair: Math.floor(a / 2) + 1 })]);
  }
  return ok([a, b]);
}

function readEnter(state: CorporationState, raw: unknown): Result<TurnOrders['enter'], Issue[]> {
  if (raw === undefined || raw === null) return ok(null);
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    return err([issue('order/bad-colour', ['enter'], { field: 'enter', value: describe(raw) })]);
  }
  const e = raw as Record<string, unknown>;
  const issues: Issue[] = [];
  for (const k of Object.keys(e)) {
    if (k !== 'colour' && k !== 'area')
      issues.push(issue('orders/unknown-field', ['enter', k], { field: k, kind: 'turn' }));
  }
  if (!isColour(e.colour)) {
    issues.push(
      issue('order/bad-colour', ['enter', 'colour'], { field: 'enter.colour', value: describe(e.colour) }),
    );
  }
  const area = e.area ?? e.colour;
  if (e.area !== undefined && !isColour(area)) {
    issues.push(
      issue('order/bad-colour', ['enter', 'area'], { field: 'enter.area', value: describe(e.area) }),
    );
  }
  if (issues.length > 0) return err(issues);
  const colour = e.colour as Colour;
  if (offBoard(state)[colour] === 0) return err([issue('enter/none-left', ['enter', 'colour'], { colour })]);
  // CO-4.2: under `own-colour`, an employee enters only the area of his colour.
  if (state.rules.entryArea === 'own-colour' && area !== colour) {
    return err([issue('enter/wrong-area', ['enter', 'area'], { colour, area: area as Colour })]);
  }
  return ok({ colour, area: area as Colour });
}

/** Plays a turn for `player` (CO-4): exchange, entry, the listed promotions, then CO-5.7 and CO-3; or gives its issues. */
export function turn(
  state: CorporationState,
  player: Colour,
  o: Record<string, unknown>,
): Result<Played, Issue[]> {
  const swap = readSwap(state, o.swap);
  const enter = readEnter(state, o.enter);
  const bound = promotionBound(state);
  let list: string[] | null = null;
  const issues: Issue[] = [...(swap.ok ? [] : swap.error), ...(enter.ok ? [] : enter.error)];
  if (o.promote === undefined || o.promote === null) list = [];
  else if (!Array.isArray(o.promote))
    issues.push(issue('promote/not-a-list', ['promote'], { got: describe(o.promote) }));
  else if (o.promote.length > bound) issues.push(issue('promote/too-many', ['promote'], { limit: bound }));
  else list = o.promote as string[];
  if (!swap.ok || !enter.ok || list === null) return err(issues);

  const ix = buildingIndex(state.building);
  const rooms = state.building.rooms;
  const w = workOf(state);
  const events: ReportEvent[] = [];
  // CO-4.3, step 1: the exchange (CO-4.1).
  if (swap.value !== null) {
    const [a, b] = swap.value;
    const ca = w.table[a]!;
    const cb = w.table[b]!;
    w.table[a] = cb;
    w.table[b] = ca;
    events.push({ type: 'exchanged', circles: [a, b], colours: [ca, cb] });
  }
  // CO-4.3, step 2: the entry, on top of any stack in the area (CO-4.2).
  if (enter.value !== null) {
    const r = ix.reception[enter.value.area];
    w.stacks[r]!.push(enter.value.colour);
    events.push({ type: 'entered', colour: enter.value.colour, room: rooms[r]!.id });
  }
  // CO-4.3, step 3: the promotions in the order listed (CO-5.4).
  let winner: Colour | null = null;
  let promoted = 0;
  for (let k = 0; k < list.length && winner === null; k++) {
    const id = list[k];
    const r = typeof id === 'string' ? ix.indexOf.get(id) : undefined;
    if (r === undefined) return err([issue('promote/unknown-room', ['promote', k], { value: describe(id) })]);
    if (pairsFor(state, w, r).length === 0) {
      const applicable = applicableRooms(state, w).map((q) => rooms[q]!.id);
      return err([issue('promote/not-applicable', ['promote', k], { room: id as string, applicable })]);
    }
    winner = promote(state, w, r, 'player', events);
    promoted++;
  }
  const orders: TurnOrders = { kind: 'turn', swap: swap.value, enter: enter.value, promote: list.slice() };
  const notices: Issue[] = [];
  // CO-4.3, step 4: promotions the list left undone (CO-5.7).
  const left = winner === null ? applicableRooms(state, w) : [];
  if (left.length > 0) {
    const mode = state.rules.missedPromotions;
    if (mode === 'reject') {
      // CO-5.7 `reject`: a list that stops early is refused whole.
      return err([issue('promote/incomplete', ['promote'], { applicable: left.map((q) => rooms[q]!.id) })]);
    }
    if (mode === 'challenge' && state.players.length > 1) {
      // CO-5.7 `challenge`: the turn stands as given; the others may draw attention.
      events.push({ type: 'challenge-opened', applicable: left.map((q) => rooms[q]!.id) });
      const next = {
        ...withWork(state, w),
        step: state.step + 1,
        challenge: { mover: player, declined: [], moved: enter.value !== null || promoted > 0 },
      };
      return ok({ orders, state: next, report: { step: next.step, player, kind: 'turn', events, notices } });
    }
    if (mode === 'engine-completes') {
      const done = complete(state, w, events);
      winner = done.winner;
      promoted += done.rooms.length;
      notices.push(issue('promote/auto-completed', ['promote'], { rooms: done.rooms }));
    } else {
      // The solo puzzle under `challenge`: nobody can challenge, so the misses stand.
      events.push({ type: 'condoned', applicable: left.map((q) => rooms[q]!.id) });
    }
  }
  // CO-4.3, steps 5 and 6: the end of the game (CO-3), else the next player (CO-4.4).
  const quiet = enter.value === null && promoted === 0;
  const next = finishTurn(state, w, winner, quiet, events);
  return ok({ orders, state: next, report: { step: next.step, player, kind: 'turn', events, notices } });
}

/** Promotes the top of room `r`, records it, and returns the colour that won by it, if any. */
function promote(
  state: CorporationState,
  w: Work,
  r: number,
  by: 'player' | 'engine',
  events: ReportEvent[],
): Colour | null {
  const ix = buildingIndex(state.building);
  const room = state.building.rooms[r]!;
  const colour = w.stacks[r]!.at(-1)!;
  const arrived = promoteAt(ix, w, r);
  events.push({ type: 'promoted', room: room.id, colour, to: room.up, by });
  return winsNow(state, w, arrived);
}

/**
 * The engine's completion (CO-5.7): while a promotion applies, promote the top of the
 * first room in the building's order where one does. It ends, as every chain does (CO-5.5).
 */
export function complete(
  state: CorporationState,
  w: Work,
  events: ReportEvent[],
): { winner: Colour | null; rooms: string[] } {
  const rooms: string[] = [];
  for (;;) {
    const left = applicableRooms(state, w);
    if (left.length === 0) return { winner: null, rooms };
    rooms.push(state.building.rooms[left[0]!]!.id);
    const winner = promote(state, w, left[0]!, 'engine', events);
    if (winner !== null) return { winner, rooms };
  }
}

/**
 * The end of a turn (CO-3): who has won, a stall, or the next player to move (CO-4.4).
 * Internal: `legalEndStates` uses it too, so that its ends are exactly `playTurn`'s.
 */
export function finishTurn(
  state: CorporationState,
  w: Work,
  winner: Colour | null,
  quiet: boolean,
  events: ReportEvent[],
): CorporationState {
  const n = state.players.length;
  const turnNo = state.turn + 1;
  let ended: Ended | null = null;
  if (winner !== null) ended = { reason: 'three-in-boardroom', winners: [winner], turn: turnNo };
  else if (n > 1) {
    // CO-3.3: under `mover-first` and `shared`, three are counted at the end of the turn, in seat order from the mover.
    const three: Colour[] = [];
    for (let k = 0; k < n; k++) {
      const c = state.players[(state.toMove + k) % n]!;
      if (w.boardroom[c] >= PER_COLOUR) three.push(c);
    }
    if (three.length > 0) {
      ended = {
        reason: 'three-in-boardroom',
        winners: state.rules.simultaneousThree === 'shared' ? three : three.slice(0, 1),
        turn: turnNo,
      };
    }
  } else if (COLOURS.every((c) => w.boardroom[c] === PER_COLOUR)) {
    ended = { reason: 'solved', winners: state.players.slice(), turn: turnNo }; // CO-7.1
  }
  const quietTurns = quiet ? state.quietTurns + 1 : 0;
  // CO-3.4: `quiet-rounds` draws after three full rounds with no entry and no promotion.
  if (ended === null && state.rules.stall === 'quiet-rounds' && quietTurns >= QUIET_ROUNDS * n) {
    ended = { reason: 'stalled', winners: [], turn: turnNo };
  }
  // CO-3.4: whatever the option, turn MAX_TURNS is the last; the game is drawn at its end.
  if (ended === null && turnNo >= MAX_TURNS) ended = { reason: 'stalled', winners: [], turn: turnNo };
  if (ended !== null) events.push({ type: 'ended', ended });
  return {
    ...withWork(state, w, ended),
    toMove: ended === null ? (state.toMove + 1) % n : state.toMove,
    step: state.step + 1,
    turn: turnNo,
    quietTurns,
    challenge: null,
  };
}
