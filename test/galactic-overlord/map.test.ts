/**
 * The text map (`renderMap`, the contract's optional codec): it shows a faction's view,
 * all of it that matters, and nothing the faction could not know.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GALACTIC_OVERLORD, playerView, renderMap } from '../../src/galactic-overlord/index.js';
import { check } from '../support/fc.js';
import { arbPlayed } from './arbitraries.js';
import { game, ships, withFaction } from './support.js';

describe('Galactic Overlord text map', () => {
  it('is the contract’s renderMap', () => {
    expect(GALACTIC_OVERLORD.renderMap).toBe(renderMap);
  });

  it('shows every faction, every base with its holder, and the faction’s own ships', () => {
    let s = game({}, ['ann', 'bob', 'cy']);
    s = withFaction(s, 'ann', { ships: ships(2, 'cruiser', 'torpedo', 1), bp: 7, generators: 2 });
    s = withFaction(s, 'bob', { ships: ships(3, 'frigate', 'laser', 3) });
    s = { ...s, nextShip: 6, bases: s.bases.map((b) => (b.id === 4 ? { ...b, holder: 'ann' } : b)) };
    const map = renderMap(playerView(s, 'ann'));
    expect(map).toContain('ann (you)');
    // GO-2.2: ann holds base 4, built by bob: a captured base, marked with a star.
    // ann: 3 home + 1 captured, 7 BP, income 3 × 5 + 2 = 17, 2 cruisers worth 4 BP.
    expect(map).toMatch(/ann \(you\) +in +7 +\+17 +4 +B1, B2, B3, B4\*\n +navy: 2 torpedo cruisers\n/);
    expect(map).toMatch(/bob +in +32 +\+10 +3 +B5, B6\n +navy: 3 laser frigates\n/);
    expect(map).toMatch(/cy +in +32 +\+15 +0 +B7, B8, B9\n/);
    // The faction's own ships by the names the sheet takes.
    expect(map).toContain('2 torpedo cruisers (4 HP each): S1, S2');
    expect(map).toContain('2 shield generators');
    // The prices of the turn, and the legend of the marks.
    expect(map).toContain('Prices in BP: next base 16 (then 16, 16); repair 1 a ship');
    expect(map).toContain('ships: frigate 1, cruiser 2, battleship 3 (not yet: dreadnaught 4, titan 5)');
    expect(map).toMatch(/Legend:\n {2}B7 +base 7/);
  });

  it('fits an 80-column terminal and summarises long lists', () => {
    let s = game({}, ['ann', 'bob']);
    s = withFaction(s, 'ann', { ships: ships(150, 'frigate', 'laser', 1) });
    s = { ...s, nextShip: 151, bases: s.bases.map((b) => ({ ...b, holder: 'ann' })) };
    const map = renderMap(playerView(s, 'ann'));
    for (const line of map.split('\n')) expect(line.length, line).toBeLessThanOrEqual(90);
    expect(map).toContain('150 laser frigates (2 HP each): S1–S150');
    expect(map.split('\n').length).toBeLessThan(40);
  });

  it('shows nothing the faction could not know: hidden facts of others do not change it', () => {
    check(
      fc.property(arbPlayed(5), fc.nat(), (s, k) => {
        const me = s.players[k % s.players.length]!;
        const other = s.players[(k + 1) % s.players.length]!;
        const f = s.factions[other]!;
        // GO-7.1: another faction's stocks and its ships' damage are not in the post.
        const hidden = withFaction(s, other, {
          generators: 3 - f.generators,
          counterEspionage: f.counterEspionage + 1,
          ships: f.ships.map((x) => ({ ...x, damage: x.damage === 0 ? 1 : 0 })),
        });
        expect(renderMap(playerView(hidden, me))).toBe(renderMap(playerView(s, me)));
        // …while the faction's own stocks do show.
        const mine = withFaction(s, me, { generators: (s.factions[me]!.generators + 1) % 4 });
        expect(renderMap(playerView(mine, me))).not.toBe(renderMap(playerView(s, me)));
      }),
      { numRuns: 300 },
    );
  });
});
