/**
 * Where everything of a Corporate War game by day lives in its folder: the layout its
 * folders have always had, with the day for the step. Paths are relative to the game's
 * folder, with `/` on every system; `at(dir, path)` (from `../layout.ts`) makes them real.
 *
 * ```text
 * game.json                        the commit point: seats, the current day, every dawn's hash
 * state/day-<N>.json               the whole state at dawn of day N (never rewritten once committed)
 * orders/day-<N>/<player>.json     a human player's accepted orders for day N, with the text sent
 * reports/<player>/day-<N>.md      the player's report of day N, to send to the player
 * reports/<player>/day-<N>.json    the same report as JSON
 * sheets/<player>/day-<N>.txt      the player's order sheet for day N, to send to the player
 * archive/day-<N>.json             the referee's record of day N: every player's orders and the trace
 * .lock                            held while a command changes the folder
 * ```
 */
import type { PlayerId } from '../../corporate-war/vocabulary.js';

export const stateFile = (day: number) => `state/day-${day}.json`;
export const ordersFile = (day: number, player: PlayerId) => `orders/day-${day}/${player}.json`;
export const reportFile = (player: PlayerId, day: number, kind: 'md' | 'json') =>
  `reports/${player}/day-${day}.${kind}`;
export const sheetFile = (player: PlayerId, day: number) => `sheets/${player}/day-${day}.txt`;
export const archiveFile = (day: number) => `archive/day-${day}.json`;
