/**
 * The guide docs/guides/strategic-game.md: its TypeScript blocks are the regions of
 * strategic-game.example.ts, and that code does what the guide says when it runs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { publishedRegions, repoFile, tsBlocks } from './guide-blocks.js';

const GUIDE = repoFile('docs/guides/strategic-game.md');
const EXAMPLE = repoFile('test/guides/strategic-game.example.ts');

describe('the Strategic Game guide', () => {
  it('has the example file regions as its TypeScript blocks, with the package import path', () => {
    const regions = publishedRegions(EXAMPLE);
    expect(regions.map((r) => r.name)).toEqual(['setup', 'moves', 'sheet', 'client', 'bots']);
    expect(regions[0]!.code).toContain("from 'simulturn/strategic-game'");
    expect(tsBlocks(GUIDE)).toEqual(regions.map((r) => r.code));
  });

  it('names the commands and the rules document, and shows the board', () => {
    expect(GUIDE).toContain('simulturn simulate strategic-game');
    expect(GUIDE).toContain('![');
    expect(GUIDE).toContain('../images/strategic-game-board.png');
    expect(GUIDE).toContain('docs/rules/strategic-game.md');
  });
});

describe('the Strategic Game example, run', () => {
  let ex: typeof import('./strategic-game.example.js');
  beforeAll(async () => {
    ex = await import('./strategic-game.example.js');
  }, 120_000);

  it('builds together, then awaits Player 1', () => {
    expect(ex.afterProduction).toBe('move-1');
    expect(['p1', 'p2']).toContain(ex.firstMover);
    expect(ex.p1Built).toEqual(['p1-s1', 'p1-s2', 'p1-s3']);
  });

  it('moves, shows positions but not ships, and reports in text', () => {
    expect(ex.turnTwo).toBe(2);
    expect(ex.scoutAt).toBeDefined();
    expect(ex.p2SeesShips).toBe(false);
    expect(ex.report).toContain('Orders done: 1 move.');
    expect(ex.map).toContain('p1-f3 at 0502');
  });

  it('reads the sheet and names the bad line', () => {
    expect(ex.blank).toContain('# Strategic Game: orders of p1, turn 2, production');
    expect(ex.sheetOrders).toHaveLength(3);
    expect(ex.blank).toContain('\nplayer: p1\nstep: 4\n');
    expect(ex.sheetProblems).toEqual(['line 5: bad design: engine is 1 to 5']);
  });

  it('draws the board and builds an order the rules accept from the view alone', () => {
    expect(ex.homeHex).toMatch(/^0202: your home; your fleets p1-f1, p1-f2, p1-f3$|^0907: your home/);
    expect(ex.clientLine).toMatch(/^move p[12]-f1 to \d{4}$/);
    expect(ex.clientIssues).toEqual([]);
  });

  it('plays the search bot against the expander to an end', () => {
    expect(ex.ended?.winners).toEqual(['p1']);
  });
});
