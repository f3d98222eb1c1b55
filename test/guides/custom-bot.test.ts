/**
 * The guide docs/guides/custom-bot.md: its TypeScript blocks are the regions of
 * custom-bot.example.ts (so the guide cannot drift from code that compiles), and the bot
 * does what the guide says: every order carried out, the force gathered on a key sector,
 * the same orders for the same view and seed.
 */
import { describe, expect, it } from 'vitest';
import { playerView, replay } from '../../src/corporate-war/index.js';
import { restoreRng, seedRng } from '../../src/index.js';
import { camperBot, match, once, statuses, twice, view } from './custom-bot.example.js';
import { publishedRegions, repoFile, tsBlocks } from './guide-blocks.js';

const GUIDE = repoFile('docs/guides/custom-bot.md');
const EXAMPLE = repoFile('test/guides/custom-bot.example.ts');

describe('the custom bot guide', () => {
  it('has the example file regions as its TypeScript blocks, with the package import paths', () => {
    const regions = publishedRegions(EXAMPLE);
    expect(regions.map((r) => r.name)).toEqual(['bot', 'seat', 'deterministic']);
    expect(regions[0]!.code).toContain("from 'simulturn/corporate-war'");
    expect(regions[0]!.code).toContain("from 'simulturn'");
    expect(tsBlocks(GUIDE)).toEqual(regions.map((r) => r.code));
  });

  it('links the bots document', () => {
    expect(GUIDE).toContain('(../bots.md)');
  });
});

describe('the camper bot', () => {
  it('gives orders that are all carried out, every day of the match', () => {
    expect(match.log.days.length).toBeGreaterThan(0);
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['accepted']));
    expect(match.log.seats).toEqual({ psicorps: 'camper', phoenicae: 'random', 'orchid-inc': 'camper' });
  });

  it('gathers its living force on one key sector and holds it', () => {
    for (const player of ['psicorps', 'orchid-inc']) {
      const end = playerView(match.state, player)!;
      const sectors = new Set(end.soldiers.filter((s) => s.status === 'alive').map((s) => s.sector));
      if (sectors.size === 0) continue; // wiped out
      expect(sectors.size).toBe(1);
      expect(end.keySectors).toContain([...sectors][0]);
      expect(camperBot(end, restoreRng(seedRng('hold')))).toEqual([]);
    }
  });

  it('orders the same for the same view and seed, and its match replays exactly', () => {
    expect(once.length).toBeGreaterThan(0);
    expect(twice).toEqual(once);
    // Day 1: the whole force stands in one sector of its edge and walks two sectors.
    expect(once).toHaveLength(1);
    expect(once[0]).toMatchObject({ group: view.mobileCommand.sector });
    expect(once[0]!.via).toBeDefined();
    const again = replay(JSON.parse(JSON.stringify(match.log)));
    expect(again.ok && again.value.divergence).toBeNull();
  });
});
