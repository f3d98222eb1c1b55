/**
 * The guide docs/guides/campaign-corporation.md: its TypeScript block is the region of
 * campaign-corporation.example.ts, and that code does what the guide says: each side's
 * forces are set through `start`, a typo is refused, and the position read back by
 * `forcesOf` starts the next game where the first one stopped.
 */
import { describe, expect, it } from 'vitest';
import { forcesOf, newGame } from '../../src/corporation/index.js';
import { carried, first, OPENING, refused, result, second } from './campaign-corporation.example.js';
import { publishedRegions, repoFile, tsBlocks } from './guide-blocks.js';

const GUIDE = repoFile('docs/guides/campaign-corporation.md');
const EXAMPLE = repoFile('test/guides/campaign-corporation.example.ts');

describe('the Corporation campaign guide', () => {
  it('has the example file region as its TypeScript block, with the package import path', () => {
    const regions = publishedRegions(EXAMPLE);
    expect(regions.map((r) => r.name)).toEqual(['campaign']);
    expect(regions[0]!.code).toContain("from 'simulturn/corporation'");
    expect(tsBlocks(GUIDE)).toEqual(regions.map((r) => r.code));
  });
});

describe('the Corporation campaign example, run', () => {
  it('refuses a typo in the options with the nearest key', () => {
    expect(refused).toEqual(['unknown option "strat"; did you mean "start"?']);
  });

  it('starts from the campaign position: each side where the campaign put it', () => {
    const made = newGame({ seed: 'check', players: ['red', 'blue'], start: OPENING });
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    expect(made.value.boardroom).toMatchObject({ red: 2, blue: 1 });
    expect(forcesOf(made.value)).toEqual({
      table: OPENING.table,
      rooms: OPENING.rooms,
      boardroom: { red: 2, green: 0, blue: 1, yellow: 0 },
      toMove: 'blue',
    });
  });

  it('carries the first game position into the second, which is decided', () => {
    expect(first.ended).toBeNull();
    expect(first.step).toBeGreaterThan(0);
    expect(carried).toEqual(forcesOf(first));
    expect(carried.boardroom).toEqual(first.boardroom);
    const again = newGame({ seed: 'campaign-2', players: ['red', 'blue'], start: carried });
    expect(again.ok && again.value.stacks).toEqual(first.stacks);
    expect(result?.reason).toBe('three-in-boardroom');
    expect(second.ended?.winners).toHaveLength(1);
  });
});
