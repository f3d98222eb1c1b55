/**
 * The guide docs/guides/campaign-strategic-game.md: its TypeScript blocks are the regions
 * of campaign-strategic-game.example.ts, and that code does what the guide says: the
 * scenario sets the ground and each side's forces, a typo is refused, the war is played
 * to an end, and the survivors start the next war.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { publishedRegions, repoFile, tsBlocks } from './guide-blocks.js';

const GUIDE = repoFile('docs/guides/campaign-strategic-game.md');
const EXAMPLE = repoFile('test/guides/campaign-strategic-game.example.ts');

describe('the Strategic Game campaign guide', () => {
  it('has the example file regions as its TypeScript blocks, with the package import path', () => {
    const regions = publishedRegions(EXAMPLE);
    expect(regions.map((r) => r.name)).toEqual(['ground', 'war', 'survivors']);
    expect(regions[0]!.code).toContain("from 'simulturn/strategic-game'");
    expect(tsBlocks(GUIDE)).toEqual(regions.map((r) => r.code));
  });
});

describe('the Strategic Game campaign example, run', () => {
  let ex: typeof import('./campaign-strategic-game.example.js');
  beforeAll(async () => {
    ex = await import('./campaign-strategic-game.example.js');
  }, 120_000);

  it('sets the ground and each side’s forces, and refuses a typo with the nearest key', () => {
    expect(ex.start.players).toEqual(['red', 'blue']);
    expect(ex.start.map.cols).toBe(12);
    expect(ex.redAtStart.name).toBe('The Red Marches');
    expect(ex.redAtStart.fleets.map((f) => [f.id, f.ships.map((x) => x.id)])).toEqual([
      ['red-veterans', ['red-s1', 'red-s2', 'red-s3', 'red-s4', 'red-s5']],
    ]);
    // 200 and 160 BP, with turn 1's income: Red's home; Blue's home and its system.
    expect([ex.start.sides.red!.bp, ex.start.sides.blue!.bp]).toEqual([201, 162]);
    expect(ex.typoMessage).toBe('scenario.sides[0] has no budjet; did you mean budget?');
  });

  it('plays the war to a decided end and saves the names with the game', () => {
    expect(ex.firstOutcome?.winners).toHaveLength(1);
    expect(ex.savedNames).toEqual({ red: 'The Red Marches', blue: 'The Blue League' });
  });

  it('starts the next war from the survivors unchanged, then from survivors a campaign changed', () => {
    const strip = (sides: typeof ex.survivors) => sides.map(({ budget: _, ...rest }) => rest);
    expect(strip(ex.secondStart)).toEqual(strip(ex.survivors));
    // The budget grows by turn 1's income only: one BP a system owned.
    for (const [k, side] of ex.secondStart.entries())
      expect(side.budget - ex.survivors[k]!.budget).toBe(1 + side.holdings.length);
    expect(ex.secondOutcome?.winners).toHaveLength(1);
    expect(ex.afterSecond.map((s) => s.id)).toEqual(['red', 'blue']);
  });
});
