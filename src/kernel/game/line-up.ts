/**
 * The bots that play when nobody names them: a game's `defaultLineUp` (one a seat in seat
 * order, repeated over more seats), or its first bot in every seat. One rule for every
 * tool that fills seats (`simulturn play`, the simulator, the web client's seats).
 */
import type { AnyGame } from './contract.js';

/**
 * The bot of each of `seats` seats when nobody names them: the game's `defaultLineUp`
 * repeated over the seats, else its first bot everywhere (empty if it has no bot).
 * @example
 * ```ts
 * lineUpFor({ bots: { a, b, c }, defaultLineUp: ['b', 'c'] }, 3); // ['b', 'c', 'b']
 * lineUpFor({ bots: { a, b, c } }, 2); // ['a', 'a']
 * ```
 */
export function lineUpFor(game: Pick<AnyGame, 'bots' | 'defaultLineUp'>, seats: number): string[] {
  const named = game.defaultLineUp ?? [];
  const lineUp = named.length > 0 ? named : Object.keys(game.bots).slice(0, 1);
  if (lineUp.length === 0) return [];
  return Array.from({ length: seats }, (_, i) => lineUp[i % lineUp.length]!);
}

/**
 * The bot a seat named `name` plays: a ladder level's bot when `name` is one of the game's
 * ladder levels, else `name` itself (a bot's name, checked by the caller as before).
 * @example
 * ```ts
 * botOfName({ ladder: [{ level: 'easy', bot: 'random', summary: '…' }] }, 'easy'); // 'random'
 * botOfName({ ladder: [] }, 'greedy'); // 'greedy'
 * ```
 */
export function botOfName(game: Pick<AnyGame, 'ladder'>, name: string): string {
  return game.ladder?.find((l) => l.level === name)?.bot ?? name;
}
