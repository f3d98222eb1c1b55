/**
 * A registry of games by id, which the command line, the simulator and the referee read.
 * The kernel imports no game: the registry is filled where the games are gathered
 * (`src/games.ts` for the games simulturn ships), and a user gathers their own the same
 * way, `gameRegistry([CORPORATE_WAR, myGame])`. It is an immutable value, not a global
 * one can register into: nothing leaks between tests, and a bundler that drops unused
 * modules cannot drop a registration.
 */
import { SimulturnError } from '../issue.js';
import type { AnyGame } from './contract.js';
import { gameIssue } from './issues.js';

/** Games by id. */
export interface GameRegistry {
  /** Every game, in the order given. */
  readonly games: readonly AnyGame[];
  /** Every id, in the order given. */
  readonly ids: readonly string[];
  /** The game with this id, if there is one. */
  named(id: string): AnyGame | undefined;
}

/**
 * A registry of these games. Throws `SimulturnError` (`registry/duplicate-id`) if two
 * share an id: that is a programmer's error, not input.
 * @example
 * ```ts
 * const games = gameRegistry([CORPORATE_WAR, myGame]);
 * const game = games.named('corporate-war');
 * ```
 */
export function gameRegistry(games: readonly AnyGame[]): GameRegistry {
  const byId = new Map<string, AnyGame>();
  for (const game of games) {
    if (byId.has(game.id))
      throw new SimulturnError([gameIssue('registry/duplicate-id', ['games'], { id: game.id })]);
    byId.set(game.id, game);
  }
  const list = Object.freeze([...games]);
  return Object.freeze({
    games: list,
    ids: Object.freeze(list.map((g) => g.id)),
    named: (id: string) => byId.get(id),
  });
}
