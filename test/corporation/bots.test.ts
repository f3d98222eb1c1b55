/**
 * The bots: every step they give is accepted, in games of one to four seats under any
 * rules; they are pure functions of the view and the generator; and one ply of greed beats
 * chance.
 */
import { describe, expect, it } from 'vitest';
import {
  BOTS,
  type Colour,
  greedyBot,
  newGame,
  outcome,
  playerView,
  RULE_OPTION_NAMES,
  RULE_OPTIONS,
  randomBot,
} from '../../src/corporation/index.js';
import { seededRng } from '../../src/kernel/rng.js';
import { playOn } from './support.js';

const LINEUPS: Colour[][] = [
  ['red'],
  ['red', 'blue'],
  ['green', 'yellow', 'red'],
  ['red', 'green', 'blue', 'yellow'],
];

describe('Corporation bots', () => {
  it.each(Object.keys(BOTS))(
    '%s gives accepted orders for 40 steps, for one to four seats, under each option value',
    (name) => {
      const bot = BOTS[name as keyof typeof BOTS];
      let k = 0;
      for (const option of RULE_OPTION_NAMES) {
        for (const value of RULE_OPTIONS[option].values) {
          const players = LINEUPS[k++ % LINEUPS.length]!;
          const g = newGame({ seed: `${option}=${value}`, players, rules: { [option]: value } });
          expect(g.ok).toBe(true);
          if (!g.ok) continue;
          const bots = Object.fromEntries(players.map((p, i) => [p, i % 2 === 0 ? bot : randomBot]));
          playOn(g.value, bots, `${name}:${option}`, 40); // throws on a refused step
        }
      }
    },
  );

  it('a bot is a pure function of its view and generator', () => {
    const g = newGame({ seed: 'pure', players: ['red', 'blue'] });
    if (!g.ok) throw new Error('newGame');
    const mid = playOn(g.value, { red: randomBot, blue: randomBot }, 'mid', 20).state;
    for (const bot of [randomBot, greedyBot]) {
      const p = mid.players[mid.toMove]!;
      expect(bot(playerView(mid, p), seededRng('x'))).toEqual(bot(playerView(mid, p), seededRng('x')));
    }
  });

  it('greedy beats random in at least nine games of ten, seats alternating', () => {
    let greedyWins = 0;
    for (let g = 0; g < 10; g++) {
      const game = newGame({ seed: `duel${g}`, players: ['red', 'blue'] });
      if (!game.ok) throw new Error('newGame');
      const greedyIs: Colour = g % 2 === 0 ? 'red' : 'blue';
      const bots =
        greedyIs === 'red' ? { red: greedyBot, blue: randomBot } : { red: randomBot, blue: greedyBot };
      if (outcome(playOn(game.value, bots, `duel${g}`).state).winners.includes(greedyIs)) greedyWins++;
    }
    expect(greedyWins).toBeGreaterThanOrEqual(9);
  });
});
