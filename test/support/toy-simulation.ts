/**
 * A toy game for the simulator's kernel tests: each game's length, winners (none, one or
 * a shared win), seat edges, flags and counters are drawn from the kernel's RNG seeded
 * with the game's seed, so a record depends on its spec only, as the simulator requires.
 */

import type { GameRecord, SimulationGame } from '../../src/kernel/game/simulation.js';
import { restoreRng, seedRng } from '../../src/kernel/rng.js';
import type { StudyMeta } from '../../src/kernel/simulate/summary.js';

const EDGES = ['north', 'east', 'south', 'west'];

/** Three seats; bots `a`, `b`, `c`; option `bias` (0 to 9) favours seat 0. */
export const TOY_GAME: SimulationGame = {
  id: 'toy',
  title: 'Toy',
  seatCount: 3,
  bots: ['a', 'b', 'c'],
  categories: [
    { name: 'bot', title: 'bot', description: 'who played the seat' },
    { name: 'edge', title: 'edge', description: 'where the seat started' },
  ],
  flags: [
    { name: 'undecided', title: 'undecided', description: 'nobody won' },
    { name: 'long', title: 'long game', description: 'more than eight days' },
  ],
  counters: [
    { name: 'shots', title: 'shots', description: 'shots fired' },
    { name: 'hits', title: 'hits', description: 'shots that hit', shareOf: 'shots' },
  ],
  checkSetup: ({ bots }) =>
    bots
      .filter((b) => !['a', 'b', 'c'].includes(b))
      .map((bot) => ({
        code: 'setup/unknown-bot' as const,
        path: ['bots'],
        message: `no bot ${bot}`,
        bot,
        known: ['a', 'b', 'c'],
      })),
  playGame: ({ seed, index, bots, options }) => toyRecord(seed, index, bots, Number(options.bias ?? 0)),
};

/** The record of one toy game. */
export function toyRecord(seed: string, index: number, bots: readonly string[], bias = 0): GameRecord {
  const rng = restoreRng(seedRng(seed));
  const days = 1 + rng.int(12);
  const kind = rng.int(10);
  const winners = kind < 2 ? [] : kind < 4 ? [0, 1 + rng.int(2)] : [rng.int(10) < bias ? 0 : rng.int(3)];
  const shots = rng.int(50);
  return {
    index,
    days,
    reason: winners.length === 0 ? (days === 12 ? 'day-limit' : 'stalemate') : 'victory',
    winners,
    seats: bots.map((bot) => ({ categories: { bot, edge: EDGES[rng.int(4)]! } })),
    flags: { undecided: winners.length === 0, long: days > 8 },
    counters: { shots, hits: rng.int(shots + 1) },
  };
}

/** A toy study of `gamesTotal` games. */
export function toyMeta(gamesTotal: number, seed = 'toy'): StudyMeta {
  return { game: 'toy', seed, bots: ['a', 'b', 'c'], options: {}, gamesTotal };
}
