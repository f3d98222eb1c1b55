/**
 * The guide docs/guides/campaign-galactic-overlord.md: its TypeScript blocks are the
 * regions of campaign-galactic-overlord.example.ts (so the guide cannot drift from code
 * that compiles), and that code does what the guide says: the scenario sets each side's
 * forces and is checked, a battle is played by bots, the survivors are read back in the
 * scenario's shape, and they start the next battle as they ended the first, repaired.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { GALACTIC_OVERLORD, type GoState, newGame } from '../../src/galactic-overlord/index.js';
import { publishedRegions, repoFile, tsBlocks } from './guide-blocks.js';

const GUIDE = repoFile('docs/guides/campaign-galactic-overlord.md');
const EXAMPLE = repoFile('test/guides/campaign-galactic-overlord.example.ts');

/** Ships of a faction by kind and damage, counted: `titan/laser/0 × 3`. */
const fleet = (state: GoState, p: string, repaired = false) => {
  const out: Record<string, number> = {};
  for (const s of state.factions[p]!.ships) {
    const key = `${s.hull}/${s.weapon}/${repaired ? 0 : s.damage}`;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
};
/** Bases a faction holds, counted by builder. */
const holdings = (state: GoState, p: string) => {
  const out: Record<string, number> = {};
  for (const b of state.bases) if (b.holder === p) out[b.builder] = (out[b.builder] ?? 0) + 1;
  return out;
};

describe('the Galactic Overlord campaign guide', () => {
  it('has the example file regions as its TypeScript blocks, with the package import paths', () => {
    const regions = publishedRegions(EXAMPLE);
    expect(regions.map((r) => r.name)).toEqual(['scenario', 'battle', 'survivors', 'next']);
    expect(regions[0]!.code).toContain("from 'simulturn/galactic-overlord'");
    expect(tsBlocks(GUIDE)).toEqual(regions.map((r) => r.code));
  });

  it('names the rules it follows and the function that reads the survivors', () => {
    expect(GUIDE).toContain('docs/rules/galactic-overlord.md');
    expect(GUIDE).toContain('GO-2.5');
    expect(GUIDE).toContain('forcesOf');
  });
});

describe('the Galactic Overlord campaign example, run', () => {
  let ex: typeof import('./campaign-galactic-overlord.example.js');
  beforeAll(async () => {
    ex = await import('./campaign-galactic-overlord.example.js');
  }, 120_000);

  it('refuses a scenario with a typo and a stock over the cap, as the comment says', () => {
    expect(ex.typo.ok ? [] : ex.typo.error.map((i) => i.message)).toEqual([
      'scenario.sides[0].shps: unknown key "shps"; did you mean "ships"?',
      'scenario.sides[1].generators: 5 is more than the rules allow, 3 (GO-4.5: at most three shield generators are stocked)',
    ]);
  });

  it('starts the first battle with each side’s forces, and plays it to a winner', () => {
    const start = newGame({ seed: 'border-1', turnLimit: 40, scenario: ex.border });
    if (!start.ok) throw new Error('the border scenario is refused');
    const s = start.value;
    expect(s.names).toEqual({ ann: 'The Ann Hegemony', bob: 'Free Worlds of Bob' });
    expect(holdings(s, 'ann')).toEqual({ ann: 5 });
    expect(holdings(s, 'bob')).toEqual({ bob: 2, ann: 1 });
    expect(fleet(s, 'ann')).toEqual({ 'battleship/laser/0': 6 });
    expect(fleet(s, 'bob')).toEqual({ 'cruiser/torpedo/0': 9, 'cruiser/torpedo/2': 3 });
    expect(s.factions.ann).toMatchObject({ bp: 20, generators: 0 });
    // bob was given no BP: the edition's 32 (GO-2.1); and the generator asked for.
    expect(s.factions.bob).toMatchObject({ bp: 32, generators: 1 });
    expect(ex.firstOutcome?.reason).toBe('overlord');
    expect(ex.firstOutcome?.winners).toHaveLength(1);
  });

  it('reads back exactly the survivors of the first battle, in the scenario’s shape', () => {
    const s = ex.first.state;
    const alive = s.players.filter((p) => s.factions[p]!.outAt === null);
    expect(ex.survivors.map((x) => x.id)).toEqual(alive);
    for (const side of ex.survivors) {
      const f = s.factions[side.id]!;
      const ships: Record<string, number> = {};
      for (const g of side.ships) ships[`${g.hull}/${g.weapon}/${g.damage}`] = g.count;
      expect(ships).toEqual(fleet(s, side.id));
      expect(Object.fromEntries(side.bases.map((g) => [g.builder, g.count]))).toEqual(holdings(s, side.id));
      expect([side.bp, side.built, side.generators, side.spies, side.counterEspionage]).toEqual([
        f.bp,
        f.built,
        f.generators,
        f.spies,
        f.counterEspionage,
      ]);
      expect(side.name).toBe(s.names[side.id]);
    }
  });

  it('starts the next battle with the survivors as they ended, repaired, beside the new enemy', () => {
    const end = ex.first.state;
    const next = ex.nextStart;
    expect(next.players).toEqual([...ex.survivors.map((x) => x.id), 'cy']);
    for (const side of ex.survivors) {
      expect(fleet(next, side.id)).toEqual(fleet(end, side.id, true));
      expect(holdings(next, side.id)).toEqual(holdings(end, side.id));
      expect(next.factions[side.id]!.bp).toBe(end.factions[side.id]!.bp);
      expect(next.names[side.id]).toBe(end.names[side.id]);
    }
    expect(holdings(next, 'cy')).toEqual({ cy: 4 });
    expect(GALACTIC_OVERLORD.outcome(ex.second.state)?.reason).toBe('overlord');
    const alive = ex.second.state.players.filter((p) => ex.second.state.factions[p]!.outAt === null);
    expect(ex.afterSecond.map((x) => x.id)).toEqual(alive);
  });
});
