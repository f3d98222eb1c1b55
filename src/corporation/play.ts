/**
 * One step of play as a pure function (CO-6.1): a placement, a turn or a challenge answer,
 * whichever `awaiting` names. `checkTurn` says whether input is a valid step for a player
 * now; `playTurn` carries it out. Invalid input gives typed issues and changes nothing;
 * neither function throws on any input. The input is read once into plain data
 * (`readInput`), then handed to the step's own file.
 */
import { readInput } from '../kernel/read-input.js';
import { err, ok, type Result } from '../kernel/result.js';
import { answer } from './challenge.js';
import { describe, type Issue, issue } from './errors.js';
import type { Played, StepOrders, StepResult } from './orders.js';
import { place } from './place.js';
import { type Awaiting, awaiting, type CorporationState } from './state.js';
import { turn } from './turn.js';
import type { AwaitingKind, Colour } from './vocabulary.js';

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
