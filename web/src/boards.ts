/**
 * The games' own boards: a game listed here is played on its board (web/src/<game>/),
 * drawn from its client entry (`simulturn/<game>/client`) and played with the mouse and the
 * keyboard; any other game of the registry is played on the generic board. Each board is
 * loaded only when its game is opened, so one game's board stays out of another's chunk.
 * A board takes the same session as the generic board (web/src/generic/session.ts), so
 * saves, "Play to the end" and the outcome work alike on both.
 */
import type { Board } from './board-props.js';

export type { Board, BoardProps } from './board-props.js';

/** The games' own boards by game id, each a loader of its module. */
export const BOARDS: Readonly<Record<string, () => Promise<Board>>> = {
  // One line a game, sorted by id: 'corporation': () => import('./corporation/board.js').then((m) => m.CorporationBoard),
  corporation: () => import('./corporation/board.js').then((m) => m.CorporationBoard),
  'strategic-game': () => import('./strategic-game/board.js').then((m) => m.StrategicGameBoard),
  'galactic-overlord': () => import('./galactic-overlord/board.js').then((m) => m.GalacticOverlordBoard),
  harvester: () => import('./harvester/board.js').then((m) => m.HarvesterBoard),
};
