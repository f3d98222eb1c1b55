/**
 * Why a game ended, as a sentence every player may read (CO-3): who won and what decided
 * it, or why nobody did. Everything is public in Corporation (CO-6.2), so the Boardroom's
 * counts may be named.
 */
import { MAX_TURNS, QUIET_ROUNDS } from '../rules-options.js';
import type { CorporationState } from '../state.js';
import { COLOURS } from '../vocabulary.js';
import { sideName } from './names.js';

/** The Boardroom's counts as words: `red 3, green 2, blue 0, yellow 1`. */
const boardroomText = (state: Pick<CorporationState, 'boardroom'>): string =>
  COLOURS.map((c) => `${c} ${state.boardroom[c]}`).join(', ');

/**
 * Why the game ended, or null while it goes on. A side the set-up named is named
 * `The Reds (red)` (CO-2.1).
 * @example
 * ```ts
 * outcomeWhy(view.state); // 'Red won: three red employees reached the Boardroom first, on turn 34 (the Boardroom: red 3, green 2, blue 0, yellow 1).'
 * ```
 */
export function outcomeWhy(
  state: Pick<CorporationState, 'ended' | 'players' | 'boardroom' | 'rules' | 'names'>,
): string | null {
  const ended = state.ended;
  if (ended === null) return null;
  const room = `(the Boardroom: ${boardroomText(state)})`;
  switch (ended.reason) {
    case 'three-in-boardroom': {
      const [first, ...more] = ended.winners;
      if (first === undefined) return `The game ended on turn ${ended.turn} ${room}.`;
      if (more.length === 0) {
        const how =
          state.rules.simultaneousThree === 'first-in-order'
            ? 'reached the Boardroom first'
            : 'were in the Boardroom at the end of the turn';
        return `${sideName(state.names, first)} won: three ${first} employees ${how}, on turn ${ended.turn} ${room}.`;
      }
      return `${ended.winners.map((c) => sideName(state.names, c)).join(' and ')} won together: each had three employees in the Boardroom at the end of turn ${ended.turn}, and the rules share the win ${room}.`;
    }
    case 'solved':
      return `The puzzle is solved: all twelve employees reached the Boardroom in ${ended.turn} turns.`;
    case 'stalled':
      if (ended.turn >= MAX_TURNS)
        return `Nobody won: turn ${ended.turn} is the engine's last, and the game was drawn there ${room}.`;
      return `Nobody won: for ${QUIET_ROUNDS} full rounds (${QUIET_ROUNDS * state.players.length} turns in a row) nobody entered or promoted an employee, so the game was drawn on turn ${ended.turn} ${room}.`;
  }
}
