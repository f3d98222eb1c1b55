/**
 * The "Using it" part of docs/guides/new-game.md: the example game of `sealed-bids.ts`
 * played, gathered and studied by the kernel's generic tools.
 */
// #region use
import { GAMES } from '../../src/games.js';
import {
  addRecords,
  emptySummary,
  gameRegistry,
  playRange,
  renderSummary,
  runMatch,
  simulationFor,
} from '../../src/index.js';
import { SEALED_BIDS } from './sealed-bids.js';

/** One whole game between bots: the kernel's runner asks the awaited players, from their views only. */
export function playSealedBids(seed: string) {
  const start = SEALED_BIDS.setup({ players: 3 }, seed);
  if (!start.ok) throw new Error(start.error.map((i) => i.message).join('; '));
  const { shade, honest, random } = SEALED_BIDS.bots;
  const seats = { p1: shade!.bot, p2: honest!.bot, p3: random!.bot };
  const played = runMatch(SEALED_BIDS, { seed, start: start.value, seats });
  return { played, outcome: SEALED_BIDS.outcome(played.state) };
}

/** simulturn's games and this one, by id: a program's menu, or a command line's. */
export const MY_GAMES = gameRegistry([...GAMES.games, SEALED_BIDS]);

/** A study: win rates and mean ranks by bot, the options given as `name=value` text. */
export function studySealedBids(games: number): string {
  const game = simulationFor(SEALED_BIDS)!;
  const bots = ['shade', 'honest', 'random'];
  const meta = { game: SEALED_BIDS.id, seed: 'guide', bots, options: { players: '3' }, gamesTotal: games };
  return renderSummary(addRecords(emptySummary(meta), playRange(game, meta, 0, games)), game);
}
// #endregion
