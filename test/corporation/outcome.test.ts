/**
 * How a game ends, as a person reads it (CO-3): the contract's outcome says why in a
 * sentence, and the default line-up (the bots that play when nobody names them) ends its
 * games decided.
 */
import { describe, expect, it } from 'vitest';
import { CORPORATION, type CorporationState } from '../../src/corporation/index.js';
import { runMatch } from '../../src/kernel/match.js';
import { game } from './support.js';

/** A Table whose pair 1 promotes a red standing on blue (office 5a is blue). */
const TABLE = [
  'red',
  'blue',
  'green',
  'green',
  'green',
  'yellow',
  'yellow',
  'yellow',
  'blue',
  'blue',
  'red',
  'red',
] as const;

describe('the outcome says why (CO-3)', () => {
  it('a win names the winner, the third arrival and the Boardroom', () => {
    const s = game({
      seed: 'w',
      players: ['red', 'blue'],
      rules: { firstPlayer: 'first-seat' },
      start: { table: [...TABLE], rooms: { '5a': ['red'] }, boardroom: { red: 2, blue: 1 } },
    });
    const end = CORPORATION.resolve(s, { red: { promote: ['5a'] } }).state;
    expect(CORPORATION.outcome(end)?.why).toBe(
      'Red won: three red employees reached the Boardroom first, on turn 1 (the Boardroom: red 3, green 0, blue 1, yellow 0).',
    );
  });

  it('a stall says that nobody entered or promoted for three rounds', () => {
    let s: CorporationState = game({
      seed: 'q',
      players: ['red', 'blue'],
      rules: { firstPlayer: 'first-seat' },
      start: { table: [...TABLE] },
    });
    for (let k = 0; k < 6; k++) {
      const p = CORPORATION.awaiting(s).players[0]!;
      s = CORPORATION.resolve(s, { [p]: {} }).state;
    }
    const o = CORPORATION.outcome(s);
    expect(o?.reason).toBe('stalled');
    expect(o?.why).toBe(
      'Nobody won: for 3 full rounds (6 turns in a row) nobody entered or promoted an employee, so the game was drawn on turn 6 (the Boardroom: red 0, green 0, blue 0, yellow 0).',
    );
  });
});

describe('the default line-up', () => {
  it('names bots of the game, and its games end with a winner', () => {
    const lineUp = CORPORATION.defaultLineUp ?? [Object.keys(CORPORATION.bots)[0]!];
    for (const b of lineUp) expect(Object.keys(CORPORATION.bots)).toContain(b);
    let decided = 0;
    const games = 4;
    for (let g = 0; g < games; g++) {
      const seed = `lineup/${g}`;
      const start = CORPORATION.setup({ players: ['red', 'green'] }, seed);
      if (!start.ok) throw new Error('setup');
      const seats = {
        red: CORPORATION.bots[lineUp[0]!]!.bot,
        green: CORPORATION.bots[lineUp[1 % lineUp.length]!]!.bot,
      };
      const { state } = runMatch(CORPORATION, { seed, start: start.value, seats, maxSteps: 2000 });
      if ((CORPORATION.outcome(state)?.winners.length ?? 0) > 0) decided++;
    }
    // Measured with `simulturn simulate` over 200 games: every one decided (see the rules, CO-3.4).
    expect(decided).toBe(games);
  });
});
