/**
 * The names a person or a tool seats: ladder levels (`botOfName`), unknown keys with the
 * nearest known one (`unknownKeys`), and the contract battery's check that a game's default
 * line-up and ladder name its own bots.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { botOfName, unknownKeys } from '../../src/index.js';
import { checkContract } from '../../src/testing/index.js';
import { SEALED_BIDS } from '../guides/sealed-bids.js';

const options = fc.record({ players: fc.constant(2), rounds: fc.constant(1) });

describe('botOfName', () => {
  const game = { ladder: [{ level: 'easy', bot: 'random', summary: 'plays at random' }] };
  it("takes a level's name to its bot and leaves any other name as it is", () => {
    expect(botOfName(game, 'easy')).toBe('random');
    expect(botOfName(game, 'greedy')).toBe('greedy');
    expect(botOfName({}, 'easy')).toBe('easy');
  });
});

describe('unknownKeys', () => {
  it('lists the keys not known, in the order given, each with the nearest known key', () => {
    expect(unknownKeys({ maxTurn: 9, seats: 2, zzzzzz: 1 }, ['maxTurns', 'seats'])).toEqual([
      { key: 'maxTurn', nearest: 'maxTurns' },
      { key: 'zzzzzz' },
    ]);
    expect(unknownKeys({ seats: 2 }, ['seats'])).toEqual([]);
  });
});

describe('the contract battery checks the names a game seats', () => {
  const bot = Object.keys(SEALED_BIDS.bots)[0]!;
  it('passes a ladder of its own bots', () => {
    const game = { ...SEALED_BIDS, ladder: [{ level: 'easy', bot, summary: 's' }] };
    expect(checkContract(game, { options, numRuns: 1 }).games).toBe(1);
  });
  it('refuses a ladder level that plays no bot of the game', () => {
    const game = { ...SEALED_BIDS, ladder: [{ level: 'easy', bot: 'nobody', summary: 's' }] };
    expect(() => checkContract(game, { options, numRuns: 1 })).toThrow(/ladder level easy plays bot nobody/);
  });
  it("refuses a level named as a bot, and a default line-up's unknown bot", () => {
    const named = { ...SEALED_BIDS, ladder: [{ level: bot, bot, summary: 's' }] };
    expect(() => checkContract(named, { options, numRuns: 1 })).toThrow(/is not a bot's name/);
    const lineUp = { ...SEALED_BIDS, defaultLineUp: ['nobody'] };
    expect(() => checkContract(lineUp, { options, numRuns: 1 })).toThrow(/default line-up names bot nobody/);
  });
});
