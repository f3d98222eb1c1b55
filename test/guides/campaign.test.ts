/**
 * The guide docs/guides/campaign.md: its TypeScript blocks are the regions of
 * campaign.example.ts (so the guide cannot drift from code that compiles), and that code
 * does what the guide says: the scenario is checked, the veterans fight with their new
 * ratings, and the survivors are read back.
 */
import { describe, expect, it } from 'vitest';
import { createGame, DEFAULT_SCENARIO, replay } from '../../src/corporate-war/index.js';
import { afterFirst, afterSecond, broken, DOCKS, first, roster, second } from './campaign.example.js';
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

/** A soldier's Kill by his unit type, as a recruit has it. */
function baseKill(id: string): number {
  const dawn = createGame({ seed: 'types', corporations: ['psicorps', 'orchid-inc'], scenario: DOCKS });
  if (!dawn.ok) throw new Error('the docks scenario is invalid');
  const soldier = dawn.value.soldiers.find((s) => s.id === id)!;
  return DOCKS.unitTypes[soldier.type]!.kill;
}

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

  it('fights the first battle on the docks from the fixed edges and sectors', () => {
    // The bots go for as many key sectors as the docks' claim needs: three.
    expect(first.outcome).toEqual({ reason: 'victory', winners: ['psicorps'], day: 8 });
    expect(first.log.setup).toMatchObject({ edges: { psicorps: 'west', 'orchid-inc': 'east' } });
    const start = createGame({
      seed: 'docks-3',
      corporations: ['psicorps', 'orchid-inc'],
      scenario: DOCKS,
      edges: { psicorps: 'west', 'orchid-inc': 'east' },
      deployments: { psicorps: 'F1', 'orchid-inc': 3 },
    });
    expect(start.ok).toBe(true);
    if (!start.ok) return;
    const at = (owner: string) =>
      new Set(start.value.soldiers.filter((s) => s.owner === owner).map((s) => s.sector));
    expect(at('psicorps').size).toBe(1);
    expect(start.value.soldiers.filter((s) => s.owner === 'psicorps').size).toBe(11);
    expect(replay(first.log).ok).toBe(true);
  });

  it('reads back survivors and fallen, and the survivors gain a point of Kill', () => {
    expect(afterFirst.won).toBe(true);
    expect(afterFirst.survivors.length + afterFirst.fallen.length).toBe(11);
    expect(Object.keys(afterFirst.roster)).toEqual(afterFirst.survivors);
    for (const id of afterFirst.survivors) expect(afterFirst.roster[id]).toEqual({ kill: baseKill(id) + 1 });
  });

  it('fights the second battle with the veterans ratings, and recruits in the fallen places', () => {
    expect(second.log.setup.soldierStats).toEqual(afterFirst.roster);
    const dawn = createGame({
      seed: 'docks-2',
      corporations: ['psicorps', 'orchid-inc'],
      scenario: DOCKS,
      soldierStats: afterFirst.roster,
    });
    expect(dawn.ok).toBe(true);
    if (!dawn.ok) return;
    for (const s of dawn.value.soldiers) {
      const veteran = afterFirst.roster[s.id];
      expect(s.kill).toBe(veteran?.kill ?? DOCKS.unitTypes[s.type]!.kill);
    }
    expect(roster).toBe(afterFirst.roster);
    for (const id of afterSecond.survivors) {
      expect(afterSecond.roster[id]!.kill).toBe((afterFirst.roster[id]?.kill ?? baseKill(id)) + 1);
    }
  });
});
