/**
 * The guide docs/guides/new-game.md: its TypeScript blocks are the regions of the toy game
 * (`test/support/toy-game.ts`), of new-game.example.ts and of new-game-battery.example.ts,
 * with the package's import paths, so the guide cannot drift from code the suite compiles and runs; and that code
 * does what the guide says of it.
 */
import { describe, expect, it } from 'vitest';
import { replaySteps } from '../../src/index.js';
import { TOY } from '../support/toy-game.js';
import { publishedRegions, repoFile, tsBlocks } from './guide-blocks.js';
import { MY_GAMES, playToy, studyToy } from './new-game.example.js';
import { proveToy } from './new-game-battery.example.js';

const GUIDE = repoFile('docs/guides/new-game.md');

describe('the new-game guide', () => {
  it('shows the toy game and its use as they are, region by region, with the package paths', () => {
    const regions = [
      ...publishedRegions(repoFile('test/support/toy-game.ts')),
      ...publishedRegions(repoFile('test/guides/new-game.example.ts')),
      ...publishedRegions(repoFile('test/guides/new-game-battery.example.ts')),
    ];
    expect(regions.map((r) => r.name)).toEqual([
      'words',
      'setup',
      'steps',
      'outcome',
      'contract',
      'search',
      'use',
      'battery',
    ]);
    const local = regions.map((r) =>
      r.code.split("from '../support/toy-game.js'").join("from './toy-game.js'"),
    );
    expect(tsBlocks(GUIDE)).toEqual(local);
    for (const code of local) expect(code).not.toContain('../../src/');
  });

  it('plays a whole game between bots, each step logged with its arrival order, and it replays', () => {
    const { played, outcome } = playToy('guide');
    expect(outcome).not.toBeNull();
    expect(Object.keys(outcome!.seats)).toEqual(['ann', 'bob', 'cy']);
    expect(outcome!.winners.every((p) => outcome!.seats[p]!.rank === 1)).toBe(true);
    // One bid step for everyone, then one take step per player: several steps per round.
    expect(played.stepsPlayed).toBeGreaterThan(3);
    expect(played.days.some((d) => (d.arrival?.length ?? 0) > 1)).toBe(true);
    const start = TOY.setup({ players: 3 }, 'guide');
    expect(start.ok).toBe(true);
    if (start.ok) {
      const again = replaySteps(TOY, start.value, played.start, played.days);
      expect(again.divergence).toBeNull();
    }
  });

  it('registers the game by id, and studies it: the greedy bot outplays the random one', () => {
    expect(MY_GAMES.named(TOY.id)).toBe(TOY);
    const table = studyToy(200);
    expect(table).toMatch(/^Bid and take: 200 of 200 games/);
    const rate = (bot: string) =>
      Number(new RegExp(`^ {2}${bot} +\\d+ +\\d+ +\\d+ +([0-9.]+)%`, 'm').exec(table)?.[1]);
    expect(rate('greedy')).toBeGreaterThan(rate('random'));
    expect(table).toContain('mean rank');
    // A game on the contract counts its length in steps, not days.
    expect(table).toContain('Game length (steps)');
  });

  it('proves the toy with the contract battery of simulturn/testing, games played to their end', () => {
    const tally = proveToy();
    expect(tally.games).toBe(40);
    expect(tally.over).toBeGreaterThan(20);
    expect(tally.tamper.landed).toBe(0);
  });
});
