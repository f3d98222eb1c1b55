/**
 * The planet's hex names (`hexNames` in src/harvester/planet.ts): made once a planet and
 * shared by every state's views, each the grid's own name for the hex, whatever order
 * they are asked in and whichever planets are asked between.
 */
import { describe, expect, it } from 'vitest';
import { planetGrid } from '../../src/harvester/index.js';
import { hexNames } from '../../src/harvester/planet.js';

describe('hex names made once a planet', () => {
  it("each is the grid's name of the hex, asked in any order, on planets of several radii", () => {
    const small = planetGrid(6);
    const large = planetGrid(9);
    const a = hexNames(small);
    const b = hexNames(large);
    // Backwards on one planet, forwards on the other, then both again through fresh namers.
    for (let h = small.size - 1; h >= 0; h--) expect(a(h)).toBe(small.name(h));
    for (let h = 0; h < large.size; h++) expect(b(h)).toBe(large.name(h));
    const a2 = hexNames(small);
    const b2 = hexNames(large);
    for (let h = 0; h < small.size; h++) {
      expect(a2(h)).toBe(small.name(h));
      expect(b2(h)).toBe(large.name(h));
    }
    expect(new Set(Array.from({ length: large.size }, (_, h) => b(h))).size).toBe(large.size);
  });
});
