/**
 * The games simulturn ships, gathered: the one place that imports every game, so that
 * the kernel imports none. The command line (and the referee, the simulator's workers)
 * look a game up here by id; a user with games of their own gathers them the same way,
 * `gameRegistry([CORPORATE_WAR, myGame])`. It is also the package's `simulturn/games`
 * subpath, for a generic tool (a game picker, a server) that offers every game: importing
 * it brings every game's engine, so a client that loads games one at a time imports each
 * game's own subpath instead.
 *
 * @example
 * ```ts
 * import { GAMES, gameNamed } from 'simulturn/games';
 * for (const game of GAMES.games) console.log(game.id, game.title, Object.keys(game.bots));
 * const corporation = gameNamed('corporation');
 * ```
 * @module
 */
import { CORPORATE_WAR } from './corporate-war/game.js';
import { CORPORATION } from './corporation/game.js';
import { GALACTIC_OVERLORD } from './galactic-overlord/game.js';
import { HARVESTER } from './harvester/game.js';
import type { AnyGame } from './kernel/game/contract.js';
import { type GameRegistry, gameRegistry } from './kernel/game/registry.js';
import { STRATEGIC_GAME } from './strategic-game/game.js';

/** Every game simulturn ships, by id: `corporate-war`, `corporation`, `galactic-overlord`, `strategic-game`, `harvester`. */
export const GAMES: GameRegistry = gameRegistry([
  CORPORATE_WAR,
  CORPORATION,
  GALACTIC_OVERLORD,
  STRATEGIC_GAME,
  HARVESTER,
]);

/** The shipped game with this id, if there is one. */
export function gameNamed(id: string): AnyGame | undefined {
  return GAMES.named(id);
}
