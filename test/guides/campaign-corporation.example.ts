/**
 * The code of docs/guides/campaign-corporation.md (the guide's block is this region with
 * the package import path): each side's forces set through `start` and its name through
 * `names`, a game played by bots, and the position read back with `forcesOf` (the names
 * from the state) to start the next game from.
 */
// #region campaign
import {
  awaiting,
  BOTS,
  CORPORATION,
  type CorporationState,
  forcesOf,
  newGame,
  playerView,
  playTurn,
  type SideNames,
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

/** The sides' public names, by colour (a colour is its side's id). */
export const NAMES: SideNames = { red: 'The Red Tape Co.', blue: 'Blue Chip Holdings' };

/** One game of the campaign from a position, bots on both seats, at most `steps` steps. */
export function playFrom(
  seed: string,
  start: StartPosition,
  names: SideNames,
  steps: number,
): CorporationState {
  const made = newGame({ seed, players: ['red', 'blue'], names, start });
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

// A name for a colour that does not play is refused at its path.
const unseated = newGame({ seed: 'x', players: ['red', 'blue'], names: { green: 'Green Party' } });
export const refusedName = unseated.ok ? [] : unseated.error.map((i) => `${i.code} at ${i.path.join('.')}`);
// [ 'options/name-not-seated at names.green' ]

// The first game stops after four steps (the campaign's own clock); its position goes on.
export const first = playFrom('campaign-1', OPENING, NAMES, 4);
export const carried = forcesOf(first)!; // the Table, the rooms, the Boardroom, who moves
export const names = first.names ?? {}; // the names, read back from the state (public in every view)
export const second = playFrom('campaign-2', carried, names, 200);
export const result = second.ended; // { reason: 'three-in-boardroom', winners: [...], turn }
export const why = CORPORATION.outcome(second)?.why; // 'Blue Chip Holdings (blue) won: three blue employees ...'
// #endregion
