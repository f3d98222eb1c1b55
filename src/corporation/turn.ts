/**
 * One step of play as a pure function (CO-2.2, CO-4, CO-5, CO-5.7): a placement, a turn,
 * or a challenge answer. `checkTurn` says whether input is a valid step for a player now;
 * `playTurn` carries it out. Invalid input gives typed issues and changes nothing; neither
 * function throws on any input.
 *
 * A turn is the seed's three parts in order (CO-4.3): the exchange, the entry, then the
 * promotions in the order listed; what the list leaves undone is settled by the
 * `missedPromotions` option (CO-5.7); then the end of the game is checked (CO-3).
 */
import { readInput } from '../kernel/read-input.js';
import { err, ok, type Result } from '../kernel/result.js';
import { buildingIndex } from './building.js';
import { describe, type Issue, issue } from './errors.js';
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
import { QUIET_ROUNDS } from './rules-options.js';
import {
  type Awaiting,
  awaiting,
  type CorporationState,
  countersLeft,
  type Ended,
  offBoard,
} from './state.js';
import { type AwaitingKind, CIRCLES, COLOURS, type Colour, isColour, PER_COLOUR } from './vocabulary.js';

/** A placement of one counter on an empty circle (CO-2.2): `{ "circle": 3, "colour": "red" }`. */
export interface PlaceOrder {
  /** Always `place`. */
  readonly kind: 'place';
  /** The circle, 0 to 11; pair k is circles 2k and 2k+1. */
  readonly circle: number;
  /** The counter's colour. */
  readonly colour: Colour;
}

/**
 * A turn (CO-4): `{ "swap": [2, 5], "enter": { "colour": "red", "area": "blue" }, "promote": ["reception-blue", "1c"] }`.
 * Every field may be left out: no exchange, no entry, and the promotions made by the
 * engine (CO-5.7).
 */
export interface TurnOrders {
  /** Always `turn`. */
  readonly kind: 'turn';
  /** Two circles whose counters change places, or null (CO-4.1). */
  readonly swap: readonly [number, number] | null;
  /** An employee to enter and the colour of the reception area he enters (his own when not given), or null (CO-4.2). */
  readonly enter: Entry | null;
  /** The rooms whose top employee is promoted, in order (CO-5.4). */
  readonly promote: readonly string[];
}

/** An answer to an open challenge window (CO-5.7): `{ "challenge": true }` names the missed promotions. */
export interface ChallengeOrder {
  /** Always `challenge`. */
  readonly kind: 'challenge';
  /** True to draw attention to the missed promotions, false to let them stand. */
  readonly challenge: boolean;
}

/** An entry (CO-4.2): the employee's colour and the colour of the reception area he enters. */
export interface Entry {
  /** The employee's colour. */
  readonly colour: Colour;
  /** The reception area's colour. */
  readonly area: Colour;
}

/** A validated step: what `checkTurn` returns. */
export type StepOrders = PlaceOrder | TurnOrders | ChallengeOrder;

/** One thing that happened in a step, for the report (everyone sees everything: CO-6.2). */
export type ReportEvent =
  | {
      /** A counter was placed. */
      readonly type: 'placed';
      /** The circle. */
      readonly circle: number;
      /** The counter's colour. */
      readonly colour: Colour;
    }
  | {
      /** Two counters changed places. */
      readonly type: 'exchanged';
      /** The two circles. */
      readonly circles: readonly [number, number];
      /** Their counters' colours before the exchange. */
      readonly colours: readonly [Colour, Colour];
    }
  | {
      /** An employee entered a reception area. */
      readonly type: 'entered';
      /** His colour. */
      readonly colour: Colour;
      /** The reception area's room id. */
      readonly room: string;
    }
  | {
      /** An employee was promoted. */
      readonly type: 'promoted';
      /** The room he left. */
      readonly room: string;
      /** His colour. */
      readonly colour: Colour;
      /** The room he reached, or `boardroom`. */
      readonly to: string;
      /** Who chose it: the player's list, or the engine completing it (CO-5.7). */
      readonly by: 'player' | 'engine';
    }
  | {
      /** The list left promotions unmade; the other players may challenge (CO-5.7). */
      readonly type: 'challenge-opened';
      /** The rooms where promotions still apply. */
      readonly applicable: readonly string[];
    }
  | {
      /** A player answered a challenge window. */
      readonly type: 'challenge-answered';
      /** Who answered. */
      readonly by: Colour;
      /** True if they challenged. */
      readonly challenge: boolean;
    }
  | {
      /** Nobody challenged: the missed promotions stand unmade (CO-5.7). */
      readonly type: 'condoned';
      /** The rooms where promotions still applied. */
      readonly applicable: readonly string[];
    }
  | {
      /** The game ended. */
      readonly type: 'ended';
      /** How, and who won. */
      readonly ended: Ended;
    };

/** What a step did: the same for every player, as information is perfect (CO-6.2). */
export interface StepReport {
  /** The step's number, from 1. */
  readonly step: number;
  /** Who acted. */
  readonly player: Colour;
  /** What kind of step it was. */
  readonly kind: Exclude<AwaitingKind, 'over'>;
  /** What happened, in order. */
  readonly events: readonly ReportEvent[];
  /** Notices that are not errors, such as `promote/auto-completed`. */
  readonly notices: readonly Issue[];
}

/** The state after a step and its report. */
export interface StepResult {
  /** The next state. */
  readonly state: CorporationState;
  /** What happened. */
  readonly report: StepReport;
}

/** Result of checking and playing a step. */
type Played = StepResult & {
  /** The validated orders. */
  readonly orders: StepOrders;
};

const FIELDS: Record<Exclude<AwaitingKind, 'over'>, readonly string[]> = {
  place: ['circle', 'colour'],
  turn: ['swap', 'enter', 'promote'],
  challenge: ['challenge'],
};

/** Whether `raw` is a valid step for `player` now: the validated orders, or the issues. Never throws. */
export function checkTurn(
  state: CorporationState,
  player: string,
  raw: unknown,
): Result<StepOrders, Issue[]> {
  const r = resolveStep(state, player, raw);
  return r.ok ? ok(r.value.orders) : r;
}

/**
 * Plays one step for `player`: a placement, a turn or a challenge answer, whichever is
 * awaited (see `awaiting`). Pure: the state passed in is never changed. Invalid input gives
 * typed issues and no new state.
 *
 * @example
 * ```ts
 * const r = playTurn(state, 'red', { enter: { colour: 'red', area: 'red' }, promote: ['reception-red'] });
 * if (r.ok) state = r.value.state;
 * ```
 */
export function playTurn(state: CorporationState, player: string, raw: unknown): Result<StepResult, Issue[]> {
  const r = resolveStep(state, player, raw);
  return r.ok ? ok({ state: r.value.state, report: r.value.report }) : r;
}

function resolveStep(state: CorporationState, player: string, raw: unknown): Result<Played, Issue[]> {
  const wait: Awaiting = awaiting(state);
  if (wait.kind === 'over') return err([issue('orders/game-over', [], {})]);
  if (!(wait.players as readonly string[]).includes(player)) {
    return err([issue('orders/not-your-turn', [], { player: String(player), awaited: wait.players })]);
  }
  const read = readInput(raw, { maxDepth: 8, maxValues: 10_000 });
  if (!read.ok) return err([issue('orders/unreadable', read.error.path, { detail: read.error.detail })]);
  const value = read.value ?? {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    return err([issue('orders/not-an-object', [], { got: describe(value) })]);
  }
  const o = value as Record<string, unknown>;
  const unknown = Object.keys(o).filter(
    (k) => !FIELDS[wait.kind as Exclude<AwaitingKind, 'over'>].includes(k),
  );
  if (unknown.length > 0) {
    return err(unknown.map((field) => issue('orders/unknown-field', [field], { field, kind: wait.kind })));
  }
  const mover = player as Colour;
  if (wait.kind === 'place') return place(state, mover, o);
  if (wait.kind === 'challenge') return answer(state, mover, o);
  return turn(state, mover, o);
}

// ---------------------------------------------------------------------------------------
// CO-2.2 placements

function place(state: CorporationState, player: Colour, o: Record<string, unknown>): Result<Played, Issue[]> {
  const issues: Issue[] = [];
  const circle = o.circle;
  if (!Number.isInteger(circle) || (circle as number) < 0 || (circle as number) >= CIRCLES) {
    issues.push(issue('place/bad-circle', ['circle'], { value: describe(circle) }));
  } else if (state.table[circle as number] !== null) {
    issues.push(issue('place/circle-taken', ['circle'], { circle: circle as number }));
  }
  if (!isColour(o.colour))
    issues.push(issue('order/bad-colour', ['colour'], { field: 'colour', value: describe(o.colour) }));
  else if (countersLeft(state)[o.colour] === 0) {
    issues.push(issue('place/no-counter-left', ['colour'], { colour: o.colour }));
  }
  if (issues.length > 0) return err(issues);
  const orders: PlaceOrder = { kind: 'place', circle: circle as number, colour: o.colour as Colour };
  const table = state.table.slice();
  table[orders.circle] = orders.colour;
  const next: CorporationState = {
    ...state,
    table,
    toMove: (state.toMove + 1) % state.players.length,
    step: state.step + 1,
  };
  return ok({
    orders,
    state: next,
    report: {
      step: next.step,
      player,
      kind: 'place',
      events: [{ type: 'placed', circle: orders.circle, colour: orders.colour }],
      notices: [],
    },
  });
}

// ---------------------------------------------------------------------------------------
// CO-4 a turn

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

function turn(state: CorporationState, player: Colour, o: Record<string, unknown>): Result<Played, Issue[]> {
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
function complete(
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

// ---------------------------------------------------------------------------------------
// CO-5.7 challenge answers

function answer(
  state: CorporationState,
  player: Colour,
  o: Record<string, unknown>,
): Result<Played, Issue[]> {
  if (typeof o.challenge !== 'boolean') {
    return err([issue('challenge/bad-answer', ['challenge'], { value: describe(o.challenge) })]);
  }
  const orders: ChallengeOrder = { kind: 'challenge', challenge: o.challenge };
  const open = state.challenge!;
  const events: ReportEvent[] = [{ type: 'challenge-answered', by: player, challenge: o.challenge }];
  const notices: Issue[] = [];
  const w = workOf(state);
  if (o.challenge) {
    // The named promotions are made, in the engine's order, and the mover's turn ends.
    const done = complete(state, w, events);
    notices.push(issue('promote/auto-completed', [], { rooms: done.rooms }));
    const next = finishTurn(state, w, done.winner, !open.moved && done.rooms.length === 0, events);
    return ok({
      orders,
      state: next,
      report: { step: next.step, player, kind: 'challenge', events, notices },
    });
  }
  const declined = [...open.declined, player];
  if (declined.length < state.players.length - 1) {
    const next = { ...state, step: state.step + 1, challenge: { ...open, declined } };
    return ok({
      orders,
      state: next,
      report: { step: next.step, player, kind: 'challenge', events, notices },
    });
  }
  // Everyone declined: the misses are condoned (CO-5.7); the turn is quiet if the mover did nothing (CO-3.4).
  events.push({
    type: 'condoned',
    applicable: applicableRooms(state, w).map((q) => state.building.rooms[q]!.id),
  });
  const next = finishTurn(state, w, null, !open.moved, events);
  return ok({ orders, state: next, report: { step: next.step, player, kind: 'challenge', events, notices } });
}
