/**
 * The guide docs/guides/getting-started.md: its TypeScript blocks are the regions of
 * getting-started.example.ts (so the guide cannot drift from code that compiles), and that
 * code does what the guide says when it runs.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { publishedRegions, repoFile, tsBlocks } from './guide-blocks.js';

const GUIDE = repoFile('docs/guides/getting-started.md');
const EXAMPLE = repoFile('test/guides/getting-started.example.ts');

describe('the getting-started guide', () => {
  it('has the example file regions as its TypeScript blocks, with the package import path', () => {
    const regions = publishedRegions(EXAMPLE);
    expect(regions.map((r) => r.name)).toEqual(['create', 'orders', 'resolve', 'save', 'match']);
    expect(regions[0]!.code).toContain("from 'simulturn/corporate-war'");
    expect(tsBlocks(GUIDE)).toEqual(regions.map((r) => r.code));
  });
});

describe('the getting-started example, run', () => {
  const logged: string[] = [];
  let example: typeof import('./getting-started.example.js');
  beforeAll(async () => {
    const log = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
    });
    example = await import('./getting-started.example.js');
    log.mockRestore();
  }, 60_000);
  afterAll(() => vi.restoreAllMocks());

  it('starts PsiCorps with 17 soldiers in the middle of the north edge', () => {
    expect(logged[0]).toBe('1 north 17');
    expect(example.view.soldiers.every((s) => s.sector === 'A6' && s.status === 'alive')).toBe(true);
  });

  it('accepts the orders and explains the bad one', () => {
    expect(example.checked.ok).toBe(true);
    const { wrong } = example;
    expect(wrong.ok).toBe(false);
    if (wrong.ok) return;
    expect(wrong.error.map((i) => [i.code, i.path])).toEqual([['order/too-far', [0, 'to']]]);
  });

  it('moves the group to C6 and the Ghost to C4, and reports it', () => {
    const { report, day1 } = example;
    expect(report.orders.map((o) => [o.status, o.soldiers.length, o.to])).toEqual([
      ['accepted', 16, 'C6'],
      ['accepted', 1, 'C4'],
    ]);
    expect(report.groups.map((g) => g.id)).toEqual(['A6>B6>C6', 'A6>B5>C4']);
    expect(day1.state.day).toBe(2);
    expect(logged.some((l) => l.startsWith('Day 1: report to psicorps'))).toBe(true);
  });

  it('saves and loads the same state', () => {
    expect(example.loaded.ok).toBe(true);
    expect(logged).toContain('true');
    expect(JSON.parse(example.saved).day).toBe(2);
  });

  it('plays a whole match that PsiCorps wins, and the log replays exactly', () => {
    const { match, again } = example;
    expect(match.outcome).toEqual({ reason: 'victory', winners: ['psicorps'], day: 14 });
    expect(match.log.days).toHaveLength(14);
    expect(again.ok).toBe(true);
    if (!again.ok) return;
    expect(again.value.divergence).toBeNull();
    expect(again.value.daysReplayed).toBe(14);
  });
});
