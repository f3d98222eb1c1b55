/**
 * Planets beyond the old cap of 1,024 players (HV-1.1, HV-3.2, HV-3.3): a set-up of 2,000
 * players is valid (every Harvester at least 6 from every other, on or beside resources,
 * its army stacked on it, the radius one the search reaches), and the draw of starting
 * hexes keeps its promises on small planets, hex by hex as column by column.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES_OPTIONS, newGame, planetGrid, UNIT_STATS } from '../../src/harvester/index.js';
import { eachInDisc } from '../../src/harvester/planet.js';
import { startRadius } from '../../src/harvester/setup.js';
import { drawStarts, nextRadius, openHexes } from '../../src/harvester/starts.js';
import { restoreRng, seedRng } from '../../src/kernel/rng.js';

const ARMY = Object.values(UNIT_STATS).reduce((n, s) => n + s.count, 0);

/** Pairs of hexes closer than 6, found through each hex's disc of radius 5. */
function tooClose(radius: number, hexes: readonly number[]): [number, number][] {
  const grid = planetGrid(radius);
  const at = new Map<number, number>();
  const out: [number, number][] = [];
  hexes.forEach((h, k) => {
    if (at.has(h)) out.push([at.get(h)!, k]);
    at.set(h, k);
  });
  hexes.forEach((h, k) => {
    eachInDisc(grid, h, 5, (c, d) => {
      const j = at.get(c);
      if (d > 0 && j !== undefined && j > k) out.push([k, j]);
    });
  });
  return out;
}

describe('a planet of 2,000 players', () => {
  const g = newGame({ seed: 'large', players: 2000 });

  it('sets up every Harvester at least 6 from every other, on or beside resources, with its army', () => {
    expect(g.ok).toBe(true);
    if (!g.ok) return;
    const s = g.value;
    const grid = planetGrid(s.radius);
    expect(s.players).toHaveLength(2000);
    const harvesters = s.units.filter((u) => u.kind === 'harvester');
    expect(harvesters.map((u) => u.owner)).toEqual(s.players);
    expect(
      tooClose(
        s.radius,
        harvesters.map((u) => u.hex),
      ),
    ).toEqual([]);
    for (const h of harvesters) {
      let near = false;
      eachInDisc(grid, h.hex, 1, (c) => {
        if ((s.resources[c] as number) > 0) near = true;
      });
      expect(near).toBe(true);
    }
    expect(s.units).toHaveLength(2000 * ARMY);
    const home = new Map(harvesters.map((u) => [u.owner, u.hex]));
    expect(s.units.every((u) => u.hex === home.get(u.owner))).toBe(true);
  });

  it('has a radius the search reaches from the start radius, past radius 128 in steps of a 64th', () => {
    if (!g.ok) throw new Error('setup');
    const reached: number[] = [];
    for (let r = startRadius(2000, DEFAULT_RULES_OPTIONS); r <= g.value.radius; r = nextRadius(r))
      reached.push(r);
    expect(reached[0]).toBeGreaterThanOrEqual(128);
    expect(reached).toContain(g.value.radius);
    expect(nextRadius(127)).toBe(128);
    expect(nextRadius(128)).toBe(130);
    expect(nextRadius(391)).toBe(397);
  });
});

describe('drawing starting hexes', () => {
  it('takes hexes pairwise at least 6 apart until the planet is full, then fails', () => {
    const rng = restoreRng(seedRng('full'));
    for (let k = 0; k < 20; k++) {
      const starts = drawStarts(12, 8, rng);
      if (starts === null) continue;
      expect(new Set(starts).size).toBe(8);
      expect(tooClose(12, starts)).toEqual([]);
    }
    // Radius 6 holds at most 4 (HV-3.2); radius 3 holds one, and every hex is within 5 of it.
    expect(drawStarts(6, 5, rng)).toBeNull();
    expect(drawStarts(3, 1, rng)).toHaveLength(1);
    expect(drawStarts(3, 2, rng)).toBeNull();
  });

  it('draws the same hexes column by column as hex by hex, across the wrapped edges', () => {
    for (const radius of [6, 9, 14, 40]) {
      const grid = planetGrid(radius);
      expect(openHexes(grid).columns).not.toBeNull();
      const n = Math.floor(grid.size / 60);
      for (let k = 0; k < 5; k++) {
        const a = drawStarts(radius, n, restoreRng(seedRng(`same-${k}`)), openHexes(grid));
        const b = drawStarts(radius, n, restoreRng(seedRng(`same-${k}`)), {
          ...openHexes(grid),
          columns: null,
        });
        expect(a).toEqual(b);
        if (a !== null) expect(tooClose(radius, a)).toEqual([]);
      }
    }
  });
});
