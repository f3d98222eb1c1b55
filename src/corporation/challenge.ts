/**
 * Answers to a challenge window (CO-5.7, option `missedPromotions: challenge`): the first
 * `true` has the missed promotions made and ends the mover's turn; when every other player
 * has answered `false`, the misses stand.
 */
import { err, ok, type Result } from '../kernel/result.js';
import { describe, type Issue, issue } from './errors.js';
import type { ChallengeOrder, Played, ReportEvent } from './orders.js';
import { applicableRooms, workOf } from './promotions.js';
import type { CorporationState } from './state.js';
import { complete, finishTurn } from './turn.js';
import type { Colour } from './vocabulary.js';

/** Plays a challenge answer for `player` (CO-5.7), or gives its issues. */
export function answer(
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
