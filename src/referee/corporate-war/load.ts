/**
 * Loading a Corporate War game by day: the one referee's `loadStepGame` in the day
 * dialect (`./day-dialect.ts`), seen with Corporate War's own types: `game.json` as
 * version 1 writes it, the dawn's `GameState`, and the orders files by player.
 */

import type { GameState } from '../../corporate-war/state.js';
import type { PlayerId } from '../../corporate-war/vocabulary.js';
import { ok, type Result } from '../../kernel/result.js';
import type { RefereeProblem } from '../issues.js';
import { type LoadedStepGame, loadStepGame } from '../load.js';
import { DAY_DIALECT_ONLY, NO_GAMES } from './day-dialect.js';
import type { GameFile } from './game-file.js';
import type { OrdersFile } from './orders-file.js';

export { displayNames } from './dawn.js';

/** A game as loaded from its folder. */
export interface LoadedGame {
  readonly dir: string;
  readonly game: GameFile;
  /** The state at dawn of the current day (`game.day`). */
  readonly state: GameState;
  /** Its `stateHash`. */
  readonly hash: string;
  /** The orders accepted for the current day, by human player (absent: not in yet). */
  readonly orders: ReadonlyMap<PlayerId, OrdersFile>;
  /** The same game as the one referee sees it. */
  readonly folder: LoadedStepGame;
}

/** The Corporate War view of a loaded folder by day. */
const asDayGame = (g: LoadedStepGame): LoadedGame => ({
  dir: g.dir,
  game: g.file.native as GameFile,
  state: g.state as GameState,
  hash: g.hash,
  orders: g.orders as unknown as ReadonlyMap<PlayerId, OrdersFile>,
  folder: g,
});

/**
 * Loads the game in `dir`: `game.json`, the current dawn and the current day's orders.
 * @example
 * ```ts
 * const r = loadGame('games/g1');
 * if (!r.ok) for (const p of r.error) console.error(p.message); // games/g1/state/day-3.json is damaged: ...
 * ```
 */
export function loadGame(dir: string): Result<LoadedGame, RefereeProblem[]> {
  const r = loadStepGame(dir, NO_GAMES, DAY_DIALECT_ONLY);
  return r.ok ? ok(asDayGame(r.value)) : r;
}
