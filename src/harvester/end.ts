/**
 * The end of the game (HV-10): one Harvester rules all the others, nobody is left, or
 * the turn limit has passed. While late joiners wait (HV-1.3), the game goes on.
 */
import { activePlayers, type HvState } from './state.js';
import type { EndReason } from './vocabulary.js';

const ENDS = new WeakMap<HvState, EndReason | null>();

/** Why the game is over, or null while it goes on (cached per state: every order check asks). */
export function endReason(state: HvState): EndReason | null {
  const known = ENDS.get(state);
  if (known !== undefined) return known;
  const reason = reasonOf(state);
  ENDS.set(state, reason);
  return reason;
}

function reasonOf(state: HvState): EndReason | null {
  const active = activePlayers(state);
  const waiting = state.players.some((p) => state.machines[p]!.joinedAt === null);
  // Nobody left to give orders ends the game even with joiners waiting: no turn could be played.
  if (active.length === 0) return 'all-gone';
  const roots = active.filter((p) => state.machines[p]!.ruler === null);
  if (!waiting && roots.length === 1) return 'the-one';
  if (state.turn > state.turnLimit) return 'turn-limit';
  return null;
}

/** True once the game is over. */
export const isOver = (state: HvState): boolean => endReason(state) !== null;
