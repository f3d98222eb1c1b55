/**
 * The games simulturn ships, gathered: the one place that imports every game, so that
 * the kernel imports none. The command line (and the referee, the simulator's workers)
 * look a game up here by id; a user with games of their own gathers them the same way,
 * `gameRegistry([CORPORATE_WAR, myGame])`.
 */
import { CORPORATE_WAR } from './corporate-war/game.js';
import { CORPORATION } from './corporation/game.js';
import { GALACTIC_OVERLORD } from './galactic-overlord/game.js';
import type { AnyGame } from './kernel/game/contract.js';
import { type GameRegistry, gameRegistry } from './kernel/game/registry.js';

/** Every game simulturn ships, by id: `corporate-war`, `corporation`, `galactic-overlord`. */
export const GAMES: GameRegistry = gameRegistry([CORPORATE_WAR, CORPORATION, GALACTIC_OVERLORD]);

/** The shipped game with this id, if there is one. */
export function gameNamed(id: string): AnyGame | undefined {
  return GAMES.named(id);
}
