/**
 * `simulturn play <game>` with no flags (the default seed and the game's default line-up)
 * plays a game that is decided: someone wins, and not by reaching the turn limit.
 */
import { describe, expect, it } from 'vitest';
import { play } from '../../src/cli/play.js';

const played = async (game: string): Promise<string> => {
  const out: string[] = [];
  await play([game, '--quiet'], (t) => out.push(t));
  return out.join('\n');
};

describe('simulturn play <game>, no flags', () => {
  it('corporate-war ends in a victory', async () => {
    const text = await played('corporate-war');
    expect(text).toMatch(/^Outcome: victory on day [0-9]+, won by .+\.$/m);
  });

  for (const game of ['corporation', 'galactic-overlord', 'strategic-game', 'harvester']) {
    it(`${game} ends with a winner, before any limit`, async () => {
      const text = await played(game);
      const over = /^The game is over: ([a-z0-9-]+), won by (.+)\.$/m.exec(text);
      expect(over, text.slice(-400)).not.toBeNull();
      expect(over![1]).not.toMatch(/limit/);
    });
  }
}, 120_000);
