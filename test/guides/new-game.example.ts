/**
 * The last part of docs/guides/new-game.md: the toy game of `test/support/toy-game.ts`
 * (whose regions are the guide's first blocks) played by the kernel's generic tools.
 */
// #region use
import {
  addRecords,
  emptySummary,
  gameRegistry,
  playRange,
  renderSummary,
  runMatch,
  simulationFor,
} from '../../src/index.js';
import { TOY } from '../support/toy-game.js';

/** A whole game between the toy's bots: only the awaited players are asked, step by step. */
export function playToy(seed: string) {
  const start = TOY.setup({ players: 3 }, seed);
  if (!start.ok) throw new Error(start.error.map((i) => i.message).join('; '));
  const seats = { ann: TOY.bots.greedy!.bot, bob: TOY.bots.random!.bot, cy: TOY.bots.random!.bot };
  const played = runMatch(TOY, { seed, start: start.value, seats, arrival: true });
  return { played, outcome: TOY.outcome(played.state) };
}

/** The games a program offers, by id: the command line gathers simulturn's own the same way. */
export const MY_GAMES = gameRegistry([TOY]);

/** A small study of the toy: win rates and mean ranks by bot, from its `readOptions`. */
export function studyToy(games: number): string {
  const game = simulationFor(TOY)!;
  const meta = {
    game: TOY.id,
    seed: 'guide',
    bots: ['greedy', 'random'],
    options: { players: '2' },
    gamesTotal: games,
  };
  return renderSummary(addRecords(emptySummary(meta), playRange(game, meta, 0, games)), game);
}
// #endregion
