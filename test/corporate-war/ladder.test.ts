/**
 * Corporate War's ladder for a person (docs/research/corporate-war-ladder-2026-11-28 has
 * the 1,000-game steps): named levels, easiest first, the search bot at the top; and a
 * sample of the first step, medium over easy, in two-player games with seats swapped.
 */
import { describe, expect, it } from 'vitest';
import { CORPORATE_WAR } from '../../src/corporate-war/index.js';
import { runMatch } from '../../src/kernel/match.js';

describe("Corporate War's ladder", () => {
  it('names four levels, easiest first, the search bot at the top', () => {
    expect((CORPORATE_WAR.ladder ?? []).map((l) => `${l.level}:${l.bot}`)).toEqual([
      'easy:random',
      'medium:cautious',
      'hard:rusher',
      'hardest:search',
    ]);
  });

  // The study measured 973 of 993 decided games won; 10 or more of 12 then fail to come
  // about about once in 600 draws of the games.
  it('medium beats easy in at least 10 of 12 two-player games, seats swapped', () => {
    let wins = 0;
    for (let g = 0; g < 12; g++) {
      const [a, b] = g % 2 === 0 ? ['cautious', 'random'] : ['random', 'cautious'];
      const start = CORPORATE_WAR.setup({ corporations: ['psicorps', 'phoenicae'] }, `ladder/${g}`);
      if (!start.ok) throw new Error('setup');
      const [p1, p2] = CORPORATE_WAR.players(start.value) as [string, string];
      const { state } = runMatch(CORPORATE_WAR, {
        seed: `ladder/${g}`,
        start: start.value,
        seats: { [p1]: CORPORATE_WAR.bots[a!]!.bot, [p2]: CORPORATE_WAR.bots[b!]!.bot },
        record: false,
      });
      const winners = CORPORATE_WAR.outcome(state)?.winners ?? [];
      if (winners.length === 1 && winners[0] === (a === 'cautious' ? p1 : p2)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(10);
  });
});
