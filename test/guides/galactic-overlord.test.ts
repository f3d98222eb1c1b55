/**
 * The guide docs/guides/galactic-overlord.md: its TypeScript blocks are the regions of
 * galactic-overlord.example.ts (so the guide cannot drift from code that compiles), and
 * that code does what the guide says when it runs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { publishedRegions, repoFile, tsBlocks } from './guide-blocks.js';

const GUIDE = repoFile('docs/guides/galactic-overlord.md');
const EXAMPLE = repoFile('test/guides/galactic-overlord.example.ts');

describe('the Galactic Overlord guide', () => {
  it('has the example file regions as its TypeScript blocks, with the package import path', () => {
    const regions = publishedRegions(EXAMPLE);
    expect(regions.map((r) => r.name)).toEqual(['setup', 'turn', 'bots', 'sheet']);
    expect(regions[0]!.code).toContain("from 'simulturn/galactic-overlord'");
    expect(tsBlocks(GUIDE)).toEqual(regions.map((r) => r.code));
  });

  it('says spies, alliances and gifts are played, and shows the board', () => {
    // They were once listed as not built; GO-9 and GO-11 have been in the rules since.
    expect(GUIDE).not.toMatch(/not built/i);
    for (const line of ['spy: ', 'counter-espionage', 'ally: ', 'break alliance: ', 'give: ', 'accept: '])
      expect(GUIDE).toContain(line);
    expect(GUIDE).toContain('![');
    expect(GUIDE).toContain('../images/galactic-overlord-board.png');
    expect(GUIDE).toContain('simulturn/galactic-overlord/client');
  });

  it('names the commands, the rules document and the study', () => {
    expect(GUIDE).toContain('simulturn simulate galactic-overlord');
    expect(GUIDE).toContain('simulturn referee new');
    expect(GUIDE).toContain('docs/rules/galactic-overlord.md');
    expect(GUIDE).toContain('docs/research/galactic-overlord-2026-11-24/README.md');
  });
});

describe('the Galactic Overlord example, run', () => {
  let ex: typeof import('./galactic-overlord.example.js');
  beforeAll(async () => {
    ex = await import('./galactic-overlord.example.js');
  }, 120_000);

  it('shows a view and refuses a hull the bases do not allow (GO-3.3)', () => {
    expect(ex.annView.me.bp).toBe(32);
    expect(ex.tooBig.ok).toBe(false);
    expect(!ex.tooBig.ok && ex.tooBig.error[0]!.code).toBe('build/hull-needs-bases');
  });

  it('resolves the turn as the guide says', () => {
    // GO-10, by hand: round 1 is ann's F against bob's T: 30 fighter units ×2 (fighters beat
    // torpedoes) = 60 against 30 torpedo units ×0.5 (ann spreads) = 15, so bob takes 45 of
    // his 60 HP; rounds 2 and 3 meet no ships; round 4 is F against T again: bob is destroyed.
    expect(ex.battle.attacker).toBe('bob');
    expect(ex.battle.winner).toBe('defender');
    expect(ex.battle.captured).toEqual([]);
    // GO-2.2, GO-3: 32 + 3 × 5 = 47; a base (16) and ten battleships (30) cost 46.
    expect(ex.annBook).toEqual({ before: 32, income: 15, spent: 46, forfeited: 0, after: 1 });
  });

  it('plays the bots to one survivor', () => {
    expect(ex.survivors).toHaveLength(1);
  });

  it('reads a sheet, refuses a slip and a sheet filed as another faction’s, and draws the map', () => {
    expect(ex.blank).toContain('# BP available: 47');
    expect(ex.blank).toContain('# Prices in BP: next base 16');
    expect(ex.blank).toContain('\nplayer: p1\nstep: 1\n');
    expect(ex.sheet.reply).toContain(
      'orders accepted:\n  Build 1 base: 16 BP\n  Build 10 fighter battleships: 30 BP\n',
    );
    expect(ex.sheet.reply).toContain('  BP: 47 to spend, 46 spent, 1 left for later turns.');
    expect(ex.misfiled).toContain("line 2: this sheet is p1's, not p2's; none of its orders were read");
    expect(ex.sheet.orders).toMatchObject({ bases: 1, special: { kind: 'attack', target: 'p2' } });
    expect(ex.slip).toContain('line 1: "lazer" is not a weapon and a hull; did you mean "laser"?');
    expect(ex.slip).toContain('sheet refused');
    expect(ex.map).toContain('p1 (you)');
    expect(ex.map).toContain('Legend:');
  });
});
