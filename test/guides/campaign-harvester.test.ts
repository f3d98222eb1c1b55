/**
 * The guide docs/guides/campaign-harvester.md: its TypeScript blocks are the regions of
 * campaign-harvester.example.ts (so the guide cannot drift from code that compiles), and
 * that code does what the guide says: the scenario is checked, the battle is fought on its
 * ground with its forces, and the survivors carried into the next battle are what the first
 * one left.
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/harvester/index.js';
import { brokenIssues, carried, first, second } from './campaign-harvester.example.js';
import { publishedRegions, repoFile, tsBlocks } from './guide-blocks.js';

const GUIDE = repoFile('docs/guides/campaign-harvester.md');
const EXAMPLE = repoFile('test/guides/campaign-harvester.example.ts');

describe('the Harvester campaign guide', () => {
  it('has the example file regions as its TypeScript blocks, with the package import paths', () => {
    const regions = publishedRegions(EXAMPLE);
    expect(regions.map((r) => r.name)).toEqual(['scenario', 'battle', 'after']);
    expect(regions[0]!.code).toContain("from 'simulturn/harvester'");
    expect(tsBlocks(GUIDE)).toEqual(regions.map((r) => r.code));
  });
});

describe('the Harvester campaign example, run', () => {
  it('refuses a scenario with two Generals at the path of the problem', () => {
    expect(brokenIssues).toEqual([
      'scenario.sides.0.army.general: 2 generals in an army is more than the rules allow: at most 1',
    ]);
  });

  it('fights the first battle to its end with the forces given, and reads back the survivors', () => {
    expect(first.outcome.reason).toBe('turn-limit');
    expect(first.turns).toBe(40);
    expect(first.outcome.winners).toEqual(['raiders']);
    // The outcome names the sides by the names the scenario gave them.
    expect(first.outcome.why).toMatch(
      /^The turn limit \(40\) was reached with 2 Harvesters still free \(The Rust Raiders \(raiders\) and The Wardens \(wardens\)\): The Rust Raiders \(raiders\) won/,
    );
    expect(first.survivors.map((s) => s.id)).toEqual(['raiders', 'wardens']);
    const raiders = first.survivors[0]!;
    // No General to start with, none ever: an army is what a side may rebuild.
    expect(raiders.army.general).toBe(0);
    expect(raiders.name).toBe('The Rust Raiders');
    // The wardens lost three Scouts, as the guide says.
    expect(first.survivors[1]!.army).toEqual({ general: 1, lieutenant: 2, soldier: 3, scout: 1 });
  });

  it('carries the survivors into the second battle as they are, the fallen left out', () => {
    const start = newGame({
      seed: 'plain-2',
      scenario: { ground: { radius: 7 }, sides: carried },
      turnLimit: 40,
    });
    expect(start.ok).toBe(true);
    if (!start.ok) return;
    for (const side of carried) {
      const units = start.value.units.filter((u) => u.owner === side.id && u.kind !== 'harvester');
      expect(units).toHaveLength(Object.values(side.army).reduce((a, b) => a + b, 0));
      expect(start.value.machines[side.id]!.load).toBe(side.load);
    }
    expect(second.outcome.reason).toBeDefined();
    // Nothing the second battle leaves exceeds what it was given.
    for (const s of second.survivors) {
      const given = carried.find((c) => c.id === s.id)!;
      for (const kind of ['general', 'lieutenant', 'soldier', 'scout'] as const)
        expect(s.army[kind]).toBeLessThanOrEqual(given.army[kind]);
    }
  });
});
