/**
 * The code of docs/guides/campaign-corporation.md (the guide's block is this region with
 * the package import path): each side's forces set through `start`, a game played by
 * bots, and the position read back with `forcesOf` to start the next game from.
 */
// #region campaign
import {
  awaiting,
  BOTS,
  type CorporationState,
  forcesOf,
  newGame,
  playerView,
  playTurn,
  type StartPosition,
} from '../../src/corporation/index.js';
import { seededRng } from '../../src/index.js';

/** The campaign's position: red has two employees in the Boardroom, blue one; one of each waits in reception. */
export const OPENING: StartPosition = {
  table: [
    'red',
    'blue',
    'green',
    'yellow',
    'blue',
    'red',
    'yellow',
    'green',
    'red',
    'blue',
    'green',
    'yellow',
  ],
  rooms: { 'reception-red': ['red'], 'reception-blue': ['blue'] },
  boardroom: { red: 2, blue: 1 },
  toMove: 'blue',
};

/** One game of the campaign from a position, bots on both seats, at most `steps` steps. */
export function playFrom(seed: string, start: StartPosition, steps: number): CorporationState {
  const made = newGame({ seed, players: ['red', 'blue'], start });
  if (!made.ok) throw new Error(made.error.map((i) => i.message).join('; '));
  let state = made.value;
  for (let step = 0; step < steps && awaiting(state).kind !== 'over'; step++) {
    const who = awaiting(state).players[0]!;
    const bot = who === 'red' ? BOTS.greedy : BOTS.search;
    const played = playTurn(state, who, bot(playerView(state, who), seededRng(`${seed}:${step}`)));
    if (!played.ok) throw new Error(played.error[0]!.message);
    state = played.value.state;
  }
  return state;
}

// A typo in an option is refused with the nearest known key, never ignored.
const typo = newGame({ seed: 'x', players: ['red', 'blue'], strat: OPENING } as never);
export const refused = typo.ok ? [] : typo.error.map((i) => i.message);
// [ 'unknown option "strat"; did you mean "start"?' ]

// The first game stops after four steps (the campaign's own clock); its position goes on.
export const first = playFrom('campaign-1', OPENING, 4);
export const carried = forcesOf(first)!; // the Table, the rooms, the Boardroom, who moves
export const second = playFrom('campaign-2', carried, 200);
export const result = second.ended; // { reason: 'three-in-boardroom', winners: [...], turn }
// #endregion
