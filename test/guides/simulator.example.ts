import {
  type GameRecord,
  isComplete,
  mergeSummaries,
  renderSummary,
  restoreRng,
  type SimulationGame,
  type StudyMeta,
  seedRng,
  simulationIssue,
} from '../../src/index.js';
import { runSimulation } from '../../src/node.js';

/** Two players toss a coin each day; the first to lead by two tosses wins. */
export const coinRace: SimulationGame = {
  id: 'coin-race',
  title: 'Coin race',
  seatCount: 2,
  bots: ['fair', 'lucky'],
  categories: [{ name: 'bot', title: 'bot', description: 'who tossed for the seat' }],
  flags: [{ name: 'undecided', title: 'undecided', description: 'nobody led by two before the day limit' }],
  counters: [{ name: 'tosses', title: 'tosses', description: 'coins tossed' }],
  checkSetup: ({ bots, options }) => [
    ...bots.flatMap((bot, i) =>
      ['fair', 'lucky'].includes(bot)
        ? []
        : [simulationIssue('setup/unknown-bot', ['bots', i], { bot, known: ['fair', 'lucky'] })],
    ),
    ...Object.keys(options).map((option) =>
      simulationIssue('setup/unknown-option', ['options', option], { option, known: [] }),
    ),
  ],
  playGame: ({ seed, index, bots }): GameRecord => {
    const rng = restoreRng(seedRng(seed)); // everything from the game's own seed
    const heads = (bot: string) => rng.float() < (bot === 'lucky' ? 0.6 : 0.5);
    let lead = 0;
    let day = 0;
    while (Math.abs(lead) < 2 && day < 20) {
      day++;
      lead += (heads(bots[0]!) ? 1 : 0) - (heads(bots[1]!) ? 1 : 0);
    }
    const winners = lead >= 2 ? [0] : lead <= -2 ? [1] : [];
    return {
      index,
      days: day,
      reason: winners.length > 0 ? 'victory' : 'day-limit',
      winners,
      seats: bots.map((bot) => ({ categories: { bot } })),
      flags: { undecided: winners.length === 0 },
      counters: { tosses: 2 * day },
    };
  },
};

/** A study of 1,000 races in two shards, merged; the same as one run of all 1,000. */
export async function coinRaceStudy(): Promise<string> {
  const meta: StudyMeta = {
    game: 'coin-race',
    seed: 'guide',
    bots: ['fair', 'lucky'],
    options: {},
    gamesTotal: 1000,
  };
  const first = await runSimulation({ meta, game: coinRace, range: [0, 500] });
  const second = await runSimulation({ meta, game: coinRace, range: [500, 1000] });
  const merged = mergeSummaries([second, first]);
  if (!merged.ok || !isComplete(merged.value)) throw new Error('the shards do not make the study');
  return renderSummary(merged.value, coinRace);
}
