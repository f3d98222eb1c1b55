/**
 * The guide docs/guides/harvester.md: its TypeScript blocks are the regions of
 * harvester.example.ts, and that code does what the guide says when it runs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { publishedRegions, repoFile, tsBlocks } from './guide-blocks.js';

const GUIDE = repoFile('docs/guides/harvester.md');
const EXAMPLE = repoFile('test/guides/harvester.example.ts');

describe('the Harvester guide', () => {
  it('has the example file regions as its TypeScript blocks, with the package import path', () => {
    const regions = publishedRegions(EXAMPLE);
    expect(regions.map((r) => r.name)).toEqual(['setup', 'turn', 'sheet', 'client']);
    expect(regions[0]!.code).toContain("from 'simulturn/harvester'");
    expect(tsBlocks(GUIDE)).toEqual(regions.map((r) => r.code));
  });

  it('names the commands and the rules document', () => {
    expect(GUIDE).toContain('simulturn simulate harvester');
    expect(GUIDE).toContain('docs/rules/harvester.md');
  });
});

describe('the Harvester example, run', () => {
  let ex: typeof import('./harvester.example.js');
  beforeAll(async () => {
    ex = await import('./harvester.example.js');
  }, 120_000);

  it('sets up four players on a radius-6 planet and draws the known planet', () => {
    expect(ex.radius).toBe(6);
    // A row for each r from -6 to 6, between two lines labelling each q.
    expect(ex.map.split('\n').filter((l) => /^r\s+-?\d+ /.test(l))).toHaveLength(13);
    expect(ex.map.split('\n').filter((l) => l.trim().startsWith('q -6 -5 -4'))).toHaveLength(2);
  });

  it('carries out the orders and reports an outcome for each', () => {
    expect(ex.outcomes[0]!.order.startsWith('target ')).toBe(true);
    expect(ex.outcomes[0]!.outcome).toBe('set');
    expect(ex.report.split('\n')[0]).toMatch(
      /^Turn 1: your Harvester holds \d+ resources?; you have \d+ victory points\.$/,
    );
  });

  it('reads a sheet back and refuses a move of a unit the player does not have', () => {
    expect(ex.sheetIssues).toEqual(['move/unknown-unit']);
  });

  it("builds orders from the client's board: the order list, and checkOrders refusing only the rebuild", () => {
    expect(ex.orderList).toHaveLength(2);
    expect(ex.orderList[0]).toMatch(/^rebuild a scout for 1 \(1 turn\)$/);
    expect(ex.orderList[1]).toMatch(/^soldier \d+ moves to -?\d+,-?\d+ by /);
    expect(ex.refused.ok).toBe(false);
    if (!ex.refused.ok) expect(ex.refused.error.map((i) => i.code)).toEqual(['rebuild/none-missing']);
  });
});
