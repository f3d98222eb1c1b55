/**
 * The guide docs/guides/campaign-battles.md: its TypeScript blocks are the regions of
 * campaign-battles.example.ts, and that code does what the guide says: each battle of the
 * Strategic Game is one Corporate War match, ships map to soldiers and the fallen back to
 * lost ships, the survivors fight on, the resolver's name is saved and replayed, and a
 * program without it refuses the game.
 */
import { describe, expect, it } from 'vitest';
import { playerView } from '../../src/corporate-war/index.js';
import { replaySteps } from '../../src/kernel/match.js';
import { seededRng } from '../../src/kernel/rng.js';
import type { BattleSide } from '../../src/strategic-game/index.js';
import {
  battleLines,
  CORPS,
  campaign,
  corporateWarBattle,
  fleetsLeft,
  loads,
  matches,
  ratingsOf,
  refused,
  shipsLost,
  start,
  war,
} from './campaign-battles.example.js';
import { publishedRegions, repoFile, tsBlocks } from './guide-blocks.js';

const GUIDE = repoFile('docs/guides/campaign-battles.md');
const EXAMPLE = repoFile('test/guides/campaign-battles.example.ts');

describe('the campaign battles guide', () => {
  it('has the example file regions as its TypeScript blocks, with the package import paths', () => {
    const regions = publishedRegions(EXAMPLE);
    expect(regions.map((r) => r.name)).toEqual(['ground', 'resolver', 'campaign']);
    expect(regions[0]!.code).toContain("from 'simulturn/corporate-war'");
    expect(tsBlocks(GUIDE)).toEqual(regions.map((r) => r.code));
  });
});

describe('the campaign battles example, run', () => {
  it('fights each battle as one Corporate War match, and the search bot’s look-ahead as none', () => {
    // Every battle is told to both sides.
    expect(battleLines.length).toBeGreaterThanOrEqual(4);
    expect(matches.length).toBe(battleLines.length / 2);
    for (const line of battleLines) expect(line).toMatch(/^p[12]: \d{4} a Corporate War match, /);
    expect(matches.every((m) => m.outcome !== null)).toBe(true);
  });

  it('carries the survivors on: no ship reported lost is in a fleet at the end', () => {
    if (!start.ok) throw new Error('set-up');
    expect(war.state.rules.combat).toBe('corporate-war');
    const shipsLeft = new Set(war.state.fleets.flatMap((f) => f.ships.map((s) => s.id)));
    expect(fleetsLeft.length).toBe(war.state.fleets.length);
    expect(shipsLost.length).toBeGreaterThan(0);
    for (const id of shipsLost) expect(shipsLeft.has(id)).toBe(false);
    // Both sides still have ships: the survivors of the battles fought on.
    expect(new Set(war.state.fleets.map((f) => f.owner))).toEqual(new Set(['p1', 'p2']));
  });

  it('maps ships to soldiers and the fallen back to ships, spare places to nothing', () => {
    const ship = (id: string, weapons: number) => ({ id, engine: 3, shields: 2, toHit: 2, weapons });
    const side = (player: string, ships: BattleSide['ships']): BattleSide => ({
      player,
      ships,
      orders: { retreatAt: null, lossOrder: [] },
      canRetreat: true,
    });
    const attacker = side('p1', [ship('p1-s1', 4), ship('p1-s2', 4), ship('p1-s3', 4)]);
    const defender = side('p2', [ship('p2-s1', 1)]);
    const before = matches.length;
    const result = corporateWarBattle({ attacker, defender, rules: war.state.rules, rng: seededRng('one') });
    const match = matches[before]!;
    expect(matches.length).toBe(before + 1);
    const fallen = (corp: string) =>
      playerView(match.state, corp)!
        .soldiers.filter((s) => s.status === 'dead' && s.type === 'ship')
        .map((s) => s.id);
    // Ratings by design; the defender's two spare places are rated 0.
    const soldiers = (corp: string) =>
      playerView(match.state, corp)!.soldiers.filter((s) => s.type === 'ship');
    expect(
      soldiers(CORPS[0]).map((s) => ({ kill: s.kill, survive: s.survive, escape: s.escape, info: s.info })),
    ).toEqual(attacker.ships.map(ratingsOf));
    expect(
      soldiers(CORPS[1])
        .slice(1)
        .every((s) => s.kill + s.survive + s.escape + s.info === 0),
    ).toBe(true);
    // Each fallen soldier in a ship's place is that ship lost; spare places are no ships.
    expect(fallen(CORPS[0]).length + fallen(CORPS[1]).length).toBeGreaterThan(0);
    const placeOf = (corp: string, k: number) => `${corp}/ship-${k + 1}`;
    expect(result.lost.p1).toEqual(
      attacker.ships.flatMap((s, k) => (fallen(CORPS[0]).includes(placeOf(CORPS[0], k)) ? [s.id] : [])),
    );
    expect(result.lost.p2).toEqual(fallen(CORPS[1]).includes(placeOf(CORPS[1], 0)) ? ['p2-s1'] : []);
    // The same battle and generator give the same match.
    const again = corporateWarBattle({ attacker, defender, rules: war.state.rules, rng: seededRng('one') });
    expect(again).toEqual(result);
  });

  it('saves the resolver’s name; a program without the resolver refuses the game', () => {
    expect(loads).toBe(true);
    expect(refused).toBe('combat/unknown-resolver');
  });

  it('replays its log to the same chain, fighting the same matches again', () => {
    if (!start.ok) throw new Error('set-up');
    const before = matches.length;
    const fought = battleLines.length / 2;
    expect(replaySteps(campaign, start.value, war.start, war.days).divergence).toBeNull();
    expect(matches.length - before).toBe(fought);
    expect(matches.slice(before).map((m) => m.outcome)).toEqual(
      matches.slice(0, fought).map((m) => m.outcome),
    );
  });
});
