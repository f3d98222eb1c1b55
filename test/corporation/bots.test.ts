/**
 * The bots: every step they give is accepted, in games of one to four seats under any
 * rules; they are pure functions of the view and the generator; and one ply of greed beats
 * chance, and two plies beat one.
 */
import { describe, expect, it } from 'vitest';
import { greedyBot, randomBot, searchTurn } from '../../src/corporation/bots.js';
import {
  awaiting,
  BOTS,
  type Colour,
  legalEndStates,
  newGame,
  outcome,
  playerView,
  RULE_OPTIONS,
  searchBot,
} from '../../src/corporation/index.js';
import { seededRng } from '../../src/kernel/rng.js';
import { optionNames } from '../../src/kernel/rules-options.js';
import { playOn } from './support.js';

const LINEUPS: Colour[][] = [
  ['red'],
  ['red', 'blue'],
  ['green', 'yellow', 'red'],
  ['red', 'green', 'blue', 'yellow'],
];

// The search bot's games take seconds each: the 32 against greedy took 65 s, and its
// 40-step games under each option value 40 s, in a full run under a load of 8 to 10 on two
// cores (about a third of that on an idle machine), too near npm test's 120 s.
describe('Corporation bots', { timeout: 300_000 }, () => {
  it.each(Object.keys(BOTS))(
    '%s gives accepted orders for 40 steps, for one to four seats, under each option value',
    (name) => {
      const bot = BOTS[name as keyof typeof BOTS];
      let k = 0;
      for (const option of optionNames(RULE_OPTIONS)) {
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
    for (const bot of [randomBot, greedyBot, searchBot]) {
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

  it('search takes a win at once, and refuses a turn that lets the next player win when it can', () => {
    const g = newGame({ seed: 'guard', players: ['red', 'blue'] });
    if (!g.ok) throw new Error('newGame');
    // A greedy game to its end, remembering each position where a turn is awaited.
    const turns: (typeof g.value)[] = [];
    let s = g.value;
    while (awaiting(s).kind !== 'over') {
      if (awaiting(s).kind === 'turn') turns.push(s);
      s = playOn(s, { red: greedyBot, blue: greedyBot }, 'guard', 1).state;
    }
    const winsFor = (c: ReturnType<typeof legalEndStates>[number], p: Colour) =>
      c.state.ended?.winners.includes(p) === true;
    for (const t of turns) {
      const me = awaiting(t).players[0]!;
      const pick = searchTurn(t, me, seededRng('guard'));
      if (legalEndStates(t, me).some((c) => winsFor(c, me))) expect(pick!.state.ended?.winners).toContain(me);
    }
    // Before the winning turn, the loser had a turn that left no winning reply, and search finds one.
    const before = turns.at(-2)!;
    const me = awaiting(before).players[0]!;
    const loses = (c: ReturnType<typeof legalEndStates>[number]) => {
      if (c.state.ended !== null) return false;
      const next = awaiting(c.state).players[0]!;
      return legalEndStates(c.state, next).some((r) => winsFor(r, next));
    };
    expect(legalEndStates(before, me).some((c) => !loses(c))).toBe(true); // greedy missed it
    expect(loses(searchTurn(before, me, seededRng('guard'))!)).toBe(false);
  });

  it('search beats greedy in at least 24 games of 32, seats alternating, the first player drawn', () => {
    let searchWins = 0;
    for (let g = 0; g < 32; g++) {
      const game = newGame({ seed: `match${g}`, players: ['red', 'blue'] });
      if (!game.ok) throw new Error('newGame');
      const searchIs: Colour = g % 2 === 0 ? 'red' : 'blue';
      const bots =
        searchIs === 'red' ? { red: searchBot, blue: greedyBot } : { red: greedyBot, blue: searchBot };
      if (outcome(playOn(game.value, bots, `match${g}`).state).winners.includes(searchIs)) searchWins++;
    }
    // Under the null hypothesis of even strength, P(X >= 24 of 32) is about 0.002.
    expect(searchWins).toBeGreaterThanOrEqual(24);
  });
});
