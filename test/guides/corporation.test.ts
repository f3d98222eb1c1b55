/**
 * The guide docs/guides/corporation.md: its TypeScript blocks are the regions of
 * corporation.example.ts (so the guide cannot drift from code that compiles), and that
 * code does what the guide says when it runs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { publishedRegions, repoFile, tsBlocks } from './guide-blocks.js';

const GUIDE = repoFile('docs/guides/corporation.md');
const EXAMPLE = repoFile('test/guides/corporation.example.ts');

describe('the Corporation guide', () => {
  it('has the example file regions as its TypeScript blocks, with the package import path', () => {
    const regions = publishedRegions(EXAMPLE);
    expect(regions.map((r) => r.name)).toEqual(['setup', 'clicks', 'bots', 'sheet', 'client', 'solo']);
    expect(regions[0]!.code).toContain("from 'simulturn/corporation'");
    expect(tsBlocks(GUIDE)).toEqual(regions.map((r) => r.code));
  });

  it('names the commands and the rules document', () => {
    expect(GUIDE).toContain('simulturn simulate corporation');
    expect(GUIDE).toContain('docs/rules/corporation.md');
  });
});

describe('the Corporation example, run', () => {
  let ex: typeof import('./corporation.example.js');
  beforeAll(async () => {
    ex = await import('./corporation.example.js');
  }, 120_000);

  it('places twelve counters, then awaits the first player for a turn', () => {
    expect(ex.afterPlacements.kind).toBe('turn');
    expect(ex.events).toContain('entered');
    expect(ex.clickedOk).toBe(true);
    expect(ex.ends.length).toBeGreaterThan(1);
  });

  it('plays the bots to a winner', () => {
    expect(ex.ended?.reason).toBe('three-in-boardroom');
    expect(ex.ended?.winners).toHaveLength(1);
  });

  it('reads the sheet and names the mistyped circle', () => {
    expect(ex.read.orders).toEqual({ circle: 3, colour: 'red' });
    expect(ex.mistyped).toEqual([
      { line: 1, column: 7, message: '"13" is not a circle: circles are numbered 1 to 12' },
    ]);
    expect(ex.picture).toContain('Directors Table');
  });

  it('draws the board from the view and turns a pick and a target into orders', () => {
    expect(ex.board.floors.map((f) => f.number)).toEqual([5, 4, 3, 2, 1]);
    expect(ex.board.circles.map((c) => c.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(ex.choice).toEqual({ kind: 'place', circle: 0, colour: 'red' });
  });

  it('solves the straight solo puzzle in twelve turns', () => {
    expect(ex.solved.status === 'solved' && ex.solved.turns).toBe(12);
  });
});
