/**
 * The guide docs/guides/campaign.md: its TypeScript blocks are the regions of
 * campaign.example.ts (so the guide cannot drift from code that compiles), and that code
 * does what the guide says: the scenario is checked, each side fields its own soldiers, and
 * the survivors are read back and fight the next battle.
 */
import { describe, expect, it } from 'vitest';
import { createGame, DEFAULT_SCENARIO, forcesOf, replay } from '../../src/corporate-war/index.js';
import { afterFirst, afterSecond, broken, DOCKS, first, OPENING, second } from './campaign.example.js';
import { publishedRegions, repoFile, tsBlocks } from './guide-blocks.js';

const GUIDE = repoFile('docs/guides/campaign.md');
const EXAMPLE = repoFile('test/guides/campaign.example.ts');

describe('the campaign guide', () => {
  it('has the example file regions as its TypeScript blocks, with the package import path', () => {
    const regions = publishedRegions(EXAMPLE);
    expect(regions.map((r) => r.name)).toEqual(['scenario', 'battle', 'after', 'campaign']);
    expect(regions[0]!.code).toContain("from 'simulturn/corporate-war'");
    expect(tsBlocks(GUIDE)).toEqual(regions.map((r) => r.code));
  });
});

describe('the campaign example, run', () => {
  it('has a valid scenario, and a broken one is refused with the path of the problem', () => {
    expect(createGame({ seed: 's', corporations: ['psicorps', 'orchid-inc'], scenario: DOCKS }).ok).toBe(
      true,
    );
    expect(DEFAULT_SCENARIO.sectorsToWin).toBe(4); // the copy left the default alone
    expect(broken.ok).toBe(false);
    if (broken.ok) return;
    expect(broken.error.map((i) => i.path)).toEqual([['scenario', 'sectorsToWin']]);
  });

  it('fights the first battle with each side its own soldiers, from the fixed edges and sectors', () => {
    expect(first.log.setup).toMatchObject({ edges: { psicorps: 'west', 'orchid-inc': 'east' } });
    const start = createGame({
      seed: 'docks-3',
      corporations: ['psicorps', 'orchid-inc'],
      scenario: { ...DOCKS, sides: OPENING },
      edges: { psicorps: 'west', 'orchid-inc': 'east' },
    });
    expect(start.ok).toBe(true);
    if (!start.ok) return;
    const of = (owner: string) => start.value.soldiers.filter((s) => s.owner === owner);
    expect([of('psicorps').size, of('orchid-inc').size]).toEqual([8, 11]); // unequal sides, no filler
    expect(of('psicorps').find((s) => s.type === 'telepath')?.kill).toBe(4);
    expect(replay(first.log).ok).toBe(true);
  });

  it('reads back the survivors: the fallen left out, the survivors a point of Kill better', () => {
    const dead = first.state.soldiers.filter((s) => s.status === 'dead' && s.owner !== 'aliens');
    expect(dead.size).toBeGreaterThan(0); // the battle cost someone, so leaving out is tested
    expect(afterFirst.fallen).toEqual(
      dead
        .filter((s) => s.owner === 'psicorps')
        .map((s) => s.id)
        .toArray(),
    );
    const read = forcesOf(first.state);
    for (const side of afterFirst.sides) {
      const before = read.find((r) => r.id === side.id)!;
      expect(side.soldiers.map((s) => s.id)).toEqual(before.soldiers.map((s) => s.id));
      side.soldiers.forEach((s, i) => {
        const was = before.soldiers[i]!.kill;
        expect(s.kill).toBe(side.id === 'psicorps' ? Math.min(9, was + 1) : was);
      });
    }
  });

  it('fights the second battle with the survivors and no one else, with their new ratings', () => {
    const dawn = createGame({
      seed: 'docks-2',
      corporations: ['psicorps', 'orchid-inc'],
      scenario: { ...DOCKS, sides: afterFirst.sides },
    });
    expect(dawn.ok).toBe(true);
    if (!dawn.ok) return;
    expect(forcesOf(dawn.value).filter((s) => afterFirst.sides.some((x) => x.id === s.id))).toEqual(
      afterFirst.sides,
    );
    for (const id of afterFirst.fallen) expect(dawn.value.soldiers.some((s) => s.id === id)).toBe(false);
    expect(second.log.setup.scenario).toMatchObject({ sides: afterFirst.sides });
    expect(afterSecond.sides.length).toBeGreaterThan(0);
  });
});
