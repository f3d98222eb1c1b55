/**
 * Declaring a game: {@link defineGame} takes a game's own members and returns the game
 * every tool plays. What it adds is what no game should have to remember: everything the
 * game hands out of its state (each seat's view, the reports, the public post) is sealed
 * on the way out (`../seal.ts`), so a bot, a client or a frontend that writes to what it
 * was given changes neither the state nor any other seat's view.
 *
 * @example
 * ```ts
 * export const MY_GAME = defineGame({ id: 'my-game', title: 'My Game', ...members });
 * ```
 */

import { sealed } from '../seal.js';
import type { Game } from './contract.js';
import type { StepResult } from './steps.js';

/**
 * The game as every tool sees it, built from its own members: the same members, with
 * `view`, `reports` and `publicReport` sealing what they return. The result is frozen;
 * a game that adds members later (a simulator plug-in made from the game) spreads it
 * into a new object, which keeps the sealing members.
 */
export function defineGame<
  State,
  Options,
  View,
  Resolved extends StepResult<State>,
  Report,
  Public = unknown,
>(
  game: Game<State, Options, View, Resolved, Report, Public>,
): Game<State, Options, View, Resolved, Report, Public> {
  const { view, reports, publicReport } = game;
  return Object.freeze({
    ...game,
    view: (state: State, player: string) => sealed(view(state, player)),
    reports: (resolved: Resolved) => sealed(reports(resolved)),
    ...(publicReport === undefined
      ? {}
      : { publicReport: (resolved: Resolved) => sealed(publicReport(resolved)) }),
  });
}
