/**
 * The guide docs/guides/new-game.md: its TypeScript blocks are the regions of the example
 * game (`sealed-bids.ts`), of its test file (`sealed-bids.test.ts`, which the suite runs
 * as any game's) and of `new-game.example.ts`, with the package's import paths; the two
 * files of the game are shown whole, and the line counts the guide gives are theirs. So
 * the guide cannot drift from code the suite compiles and runs; and that code does what
 * the guide says of it, the command line included.
 */
import { describe, expect, it } from 'vitest';
import { play } from '../../src/cli/play.js';
import { replaySteps } from '../../src/index.js';
import { publishedRegions, repoFile, tsBlocks } from './guide-blocks.js';
import { MY_GAMES, playSealedBids, studySealedBids } from './new-game.example.js';
import { SEALED_BIDS } from './sealed-bids.js';

const GUIDE = repoFile('docs/guides/new-game.md');
const GAME_FILE = 'test/guides/sealed-bids.ts';
const TEST_FILE = 'test/guides/sealed-bids.test.ts';

/** A file's lines outside its regions, neither region markers nor blank. */
const outsideRegions = (text: string): string[] =>
  text
    .replace(/^\/\/ #region \S+\r?\n[\s\S]*?^\/\/ #endregion$/gm, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');

/** A file's lines, as `wc -l` counts them. */
const lineCount = (text: string): number => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

describe('the new-game guide', () => {
  it('shows the game, its test file and their use as they are, region by region, with the package paths', () => {
    const regions = [
      ...publishedRegions(repoFile(GAME_FILE)),
      ...publishedRegions(repoFile(TEST_FILE)),
      ...publishedRegions(repoFile('test/guides/new-game.example.ts')),
    ];
    expect(regions.map((r) => r.name)).toEqual(['rules', 'state', 'resolve', 'game', 'test', 'use']);
    expect(tsBlocks(GUIDE)).toEqual(regions.map((r) => r.code));
    for (const { code } of regions) expect(code).not.toContain('../../src/');
  });

  it('shows the game file whole and the test file but its opening comment, and gives their true lengths', () => {
    expect(outsideRegions(repoFile(GAME_FILE))).toEqual([]);
    const testOutside = outsideRegions(repoFile(TEST_FILE)).join('\n');
    expect(testOutside).toMatch(/^\/\*\*\n( \*.*\n)* \*\/$/);
    const game = lineCount(repoFile(GAME_FILE));
    const test = lineCount(repoFile(TEST_FILE));
    expect(game).toBeLessThan(80);
    expect(GUIDE).toContain(`The whole game is ${game} lines`);
    expect(GUIDE).toContain(`its whole test file ${test} lines`);
  });

  it('plays a whole game between bots, one step a round, and it replays', () => {
    const { played, outcome } = playSealedBids('guide');
    expect(outcome?.reason).toBe('rounds');
    expect(Object.keys(outcome!.seats)).toEqual(['p1', 'p2', 'p3']);
    // The honest bot never makes a profit, nor loses one.
    expect(outcome!.seats.p2!.score).toBe(0);
    expect(played.stepsPlayed).toBe(5);
    const start = SEALED_BIDS.setup({ players: 3 }, 'guide');
    expect(
      start.ok && replaySteps(SEALED_BIDS, start.value, played.start, played.days).divergence,
    ).toBeNull();
  });

  it('registers the game by id beside the shipped ones, and the command line plays it from the registry', async () => {
    expect(MY_GAMES.named('sealed-bids')).toBe(SEALED_BIDS);
    expect(MY_GAMES.ids).toContain('corporate-war');
    const out: string[] = [];
    await play(['sealed-bids', '--seed', 'guide', '--options', 'rounds=3'], (t) => out.push(t), MY_GAMES);
    const text = out.join('\n');
    expect(text.startsWith('Sealed Bids, seed "guide"\n')).toBe(true);
    expect(text).toMatch(/Round 3: (nobody wins|p\d wins for \d)\./);
    expect(text).toMatch(/The game is over: rounds, .+\nScores: p\d -?\d+ \(1st\)/);
  });

  it('studies the game: the bot that bids half its value wins more than the others', () => {
    const table = studySealedBids(150);
    expect(table).toMatch(/^Sealed Bids: 150 of 150 games/);
    const rate = (bot: string) =>
      Number(new RegExp(`^ {2}${bot} +\\d+ +\\d+ +\\d+ +([0-9.]+)%`, 'm').exec(table)?.[1]);
    expect(rate('shade')).toBeGreaterThan(rate('honest'));
    expect(rate('shade')).toBeGreaterThan(rate('random'));
  });
});
