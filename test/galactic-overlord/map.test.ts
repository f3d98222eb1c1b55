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
    // Base 4 was built by bob and is held by ann (GO-2.2: a captured base).
    expect(map).toMatch(/ann: +1, 2, 3, 4 \(built by bob\)/);
    expect(map).toMatch(/bob: +5, 6\n/);
    expect(map).toMatch(/cy: +7, 8, 9/);
    // ann: 3 home + 1 captured, 7 BP, 2 cruisers worth 4 BP; bob's navy by kind (GO-7.1).
    expect(map).toMatch(/ann \(you\) +in +3\+1 +7 +4 +2 cruiser\/torpedo/);
    expect(map).toMatch(/bob +in +2\+0 +32 +3 +3 frigate\/laser/);
    expect(map).toMatch(/1 +cruiser +torpedo +4\/4 HP/);
    expect(map).toContain('2 shield generators');
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
