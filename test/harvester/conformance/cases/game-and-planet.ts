/** Conformance cases for HV-1 (the game), HV-2 (units) and HV-3 (the planet). */
import { expect } from 'vitest';
import {
  awaiting,
  MAX_PLAYERS,
  newGame,
  planetGrid,
  playerView,
  resolveTurn,
  UNIT_STATS,
  victoryPoints,
} from '../../../../src/harvester/index.js';
import {
  army,
  emptyPlanet,
  hexOf,
  idOf,
  nameOf,
  unitsAt,
  withMachine,
  withResources,
  withTerrain,
  withUnits,
} from '../../support.js';
import { type ConformanceCase, refusedCodes } from '../case.js';

const total = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

export const gameCases: ConformanceCase[] = [
  {
    name: 'HV-1.1 seats are p1 to pN and every player on the planet is awaited together',
    clause: 'HV-1.1',
    run: () => {
      const g = newGame({ seed: 's', players: 5 });
      expect(g.ok).toBe(true);
      if (!g.ok) return;
      expect(g.value.players).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
      expect(awaiting(g.value)).toEqual({ players: ['p1', 'p2', 'p3', 'p4', 'p5'], kind: 'turn' });
      expect(MAX_PLAYERS).toBe(10_000);
      for (const bad of [1, 0, 2.5, MAX_PLAYERS + 1]) {
        const r = newGame({ seed: 's', players: bad });
        expect(r.ok ? [] : r.error.map((i) => i.code)).toEqual(['options/invalid']);
      }
    },
  },
  {
    name: 'HV-1.2 drops come before rebuilds are paid, self-destructs before movement',
    clause: 'HV-1.2',
    run: () => {
      let s = withUnits(emptyPlanet(), [...army('p1', '0,0'), ...army('p2', '0,6')]);
      s = withMachine(s, 'p1', { load: 6 });
      s = { ...s, units: s.units.filter((u) => !(u.owner === 'p1' && u.kind === 'general')) };
      // Drop 3 leaves 3, less than a General's 4: the rebuild is refused though 6 were held.
      expect(refusedCodes(s, 'p1', { drop: 3, rebuild: 'general' })).toEqual(['rebuild/too-expensive']);
      expect(refusedCodes(s, 'p1', { rebuild: 'general' })).toEqual([]);
      const scout = idOf(s, 'p1', 'scout');
      const t = resolveTurn(s, {
        p1: { destroy: [scout], moves: [{ unit: scout, path: ['0,-1'] }] },
        p2: {},
      });
      expect(t.reports.p1!.outcomes.map((o) => o.outcome)).toEqual(['destroyed at 0,0', 'the unit is gone']);
    },
  },
  {
    name: 'HV-1.3 with lateJoin none every seat starts on the planet',
    clause: 'HV-1.3',
    option: ['lateJoin', 'none'],
    run: () => {
      const g = newGame({ seed: 'j', players: 6 });
      if (!g.ok) throw new Error('setup');
      expect(awaiting(g.value).players).toHaveLength(6);
      expect(g.value.units).toHaveLength(66);
    },
  },
  {
    name: 'HV-1.3 with lateJoin one-per-turn seats 5 and 6 land after turns 1 and 2, 6 from every Harvester',
    clause: 'HV-1.3',
    option: ['lateJoin', 'one-per-turn'],
    run: () => {
      const g = newGame({ seed: 'j', players: 6, rules: { lateJoin: 'one-per-turn' } });
      if (!g.ok) throw new Error('setup');
      let s = g.value;
      expect(awaiting(s).players).toEqual(['p1', 'p2', 'p3', 'p4']);
      s = resolveTurn(s, { p1: [], p2: [], p3: [], p4: [] }).state;
      expect(awaiting(s).players).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
      expect(s.machines.p5!.joinedAt).toBe(2);
      s = resolveTurn(s, { p1: [], p2: [], p3: [], p4: [], p5: [] }).state;
      expect(awaiting(s).players).toHaveLength(6);
      const grid = planetGrid(s.radius);
      const hs = s.units.filter((u) => u.kind === 'harvester');
      expect(hs).toHaveLength(6);
      for (const a of hs)
        for (const b of hs) if (a !== b) expect(grid.distance(a.hex, b.hex)).toBeGreaterThanOrEqual(6);
    },
  },
  {
    name: 'HV-1.4 each order is checked on its own: sound ones are carried out, refused ones reported',
    clause: 'HV-1.4',
    run: () => {
      let s = withUnits(emptyPlanet(), [...army('p1', '0,0'), ...army('p2', '0,6')]);
      s = withResources(s, { '0,-2': 3 });
      const scout = idOf(s, 'p1', 'scout');
      const t = resolveTurn(s, {
        p1: {
          target: '0,-2',
          moves: [{ unit: scout, path: ['0,-1', '0,-2', '0,-3', '0,-4', '0,-5'] }],
          colour: 'red',
        },
        p2: 'attack!',
      });
      expect(t.reports.p1!.refused.map((i) => i.code).sort()).toEqual([
        'move/too-far',
        'orders/unknown-field',
      ]);
      expect(t.reports.p1!.outcomes).toEqual([{ order: 'target 0,-2', outcome: 'set' }]);
      expect(t.reports.p2!.refused.map((i) => i.code)).toEqual(['orders/not-an-object']);
      expect(refusedCodes(s, 'p9', {})).toEqual(['orders/not-awaited']);
      expect(refusedCodes(s, 'p1', [])).toEqual([]);
    },
  },
  {
    name: 'HV-1.4 a target the player has not scanned is refused with the same words whether or not it holds resources',
    clause: 'HV-1.4',
    run: () => {
      let s = withUnits(emptyPlanet(), [...army('p1', '0,0'), ...army('p2', '0,7')]);
      s = withResources(s, { '0,-7': 4 }); // 7 away: beyond every scanner of p1
      const a = refusedCodes(s, 'p1', { target: '0,-7' });
      const b = refusedCodes(s, 'p1', { target: '1,-7' });
      expect(a).toEqual(['target/no-resources']);
      expect(b).toEqual(['target/no-resources']);
    },
  },
  {
    name: 'HV-2.1 each player starts with 1 Harvester, 1 General, 2 Lieutenants, 3 Soldiers, 4 Scouts, stacked, combat 20',
    clause: 'HV-2.1',
    run: () => {
      const g = newGame({ seed: 'army', players: 4 });
      if (!g.ok) throw new Error('setup');
      for (const p of g.value.players) {
        const mine = g.value.units.filter((u) => u.owner === p);
        const count = (k: string) => mine.filter((u) => u.kind === k).length;
        expect([
          count('harvester'),
          count('general'),
          count('lieutenant'),
          count('soldier'),
          count('scout'),
        ]).toEqual([1, 1, 2, 3, 4]);
        expect(new Set(mine.map((u) => u.hex)).size).toBe(1);
        expect(total(mine.map((u) => UNIT_STATS[u.kind].combat))).toBe(20);
      }
      expect(UNIT_STATS.harvester).toEqual({ count: 1, scanners: 5, combat: 0, move: 1 });
      expect(UNIT_STATS.scout).toEqual({ count: 4, scanners: 1, combat: 1, move: 4 });
    },
  },
  {
    name: 'HV-2.2 a Harvester holding 15 ends on a hex with 7: it holds 20 and 2 stay',
    clause: 'HV-2.2',
    run: () => {
      let s = withUnits(emptyPlanet(), [
        ['p1', 'harvester', '0,0'],
        ['p2', 'harvester', '0,6'],
      ]);
      s = withResources(withMachine(s, 'p1', { load: 15 }), { '0,0': 7 });
      const t = resolveTurn(s, { p1: {}, p2: {} });
      expect(t.state.machines.p1!.load).toBe(20);
      expect(t.state.resources[hexOf(s, '0,0')]).toBe(2);
    },
  },
  {
    name: 'HV-3.1 the planet wraps: the far east edge is next to the far west one, and no distance exceeds the radius',
    clause: 'HV-3.1',
    run: () => {
      const g = planetGrid(6);
      expect(g.distance(g.parse('6,-3')!, g.parse('-6,3')!)).toBe(1);
      let max = 0;
      for (let a = 0; a < g.size; a++) for (let b = 0; b < g.size; b++) max = Math.max(max, g.distance(a, b));
      expect(max).toBe(6);
      // A Scout on the east edge steps off it and lands on the west side.
      let s = withUnits(emptyPlanet(2, 8), [
        ['p1', 'scout', '8,-4'],
        ['p1', 'harvester', '0,0'],
        ['p2', 'harvester', '-3,0'],
      ]);
      const east = planetGrid(8).neighbours(hexOf(s, '8,-4'))[2]!; // south-east, off the map
      expect(nameOf(s, east)).toBe('-8,5');
      s = resolveTurn(s, { p1: { moves: [{ unit: 1, path: ['-8,5'] }] }, p2: {} }).state;
      expect(unitsAt(s, 'p1')).toContain('scout@-8,5');
    },
  },
  {
    name: 'HV-3.2 planetSize fit: 4 players get radius 6, the least that holds them 6 apart; a radius 5 for 2 is refused',
    clause: 'HV-3.2',
    option: ['planetSize', 'fit'],
    run: () => {
      for (const seed of ['a', 'b', 'c']) {
        const g = newGame({ seed, players: 4 });
        expect(g.ok && g.value.radius).toBe(6);
      }
      const small = newGame({ seed: 'a', players: 2, radius: 5 });
      expect(small.ok ? [] : small.error.map((i) => i.code)).toEqual(['options/planet-too-small']);
    },
  },
  {
    name: 'HV-3.2 planetSize width-as-radius: radius 10 for 4 players, 20 for 16',
    clause: 'HV-3.2',
    option: ['planetSize', 'width-as-radius'],
    run: () => {
      const four = newGame({ seed: 'w', players: 4, rules: { planetSize: 'width-as-radius' } });
      const sixteen = newGame({ seed: 'w', players: 16, rules: { planetSize: 'width-as-radius' } });
      expect(four.ok && four.value.radius).toBe(10);
      expect(sixteen.ok && sixteen.value.radius).toBe(20);
    },
  },
  {
    name: 'HV-3.3 over 200 seeds, 4 Harvesters start pairwise at least 6 apart, each on or beside resources',
    clause: 'HV-3.3',
    run: () => {
      for (let k = 0; k < 200; k++) {
        const g = newGame({ seed: `start-${k}`, players: 4 });
        if (!g.ok) throw new Error('setup');
        const s = g.value;
        const grid = planetGrid(s.radius);
        const hs = s.units.filter((u) => u.kind === 'harvester').map((u) => u.hex);
        for (const a of hs)
          for (const b of hs) if (a !== b) expect(grid.distance(a, b)).toBeGreaterThanOrEqual(6);
        for (const h of hs) expect(grid.range(h, 1).some((c) => (s.resources[c] as number) > 0)).toBe(true);
      }
    },
  },
  {
    name: 'HV-3.4 regrowth none: a quarter of the hexes hold 1 to 5 and nothing grows back',
    clause: 'HV-3.4',
    option: ['regrowth', 'none'],
    run: () => {
      const g = newGame({ seed: 'res', players: 16 });
      if (!g.ok) throw new Error('setup');
      const s = g.value;
      const held = s.resources.filter((n) => n > 0);
      expect(held.length / s.resources.length).toBeGreaterThan(0.2);
      expect(held.length / s.resources.length).toBeLessThan(0.3);
      // Only the start fix-up (3, HV-3.3) may exceed 5.
      expect(Math.max(...s.resources)).toBeLessThanOrEqual(5);
      const empty = Object.fromEntries(s.players.map((p) => [p, []]));
      const next = resolveTurn(s, empty).state;
      expect(next.ledger.grown).toBe(0);
    },
  },
  {
    name: 'HV-3.4 regrowth slow: one resource per player on the planet each turn, and the books balance',
    clause: 'HV-3.4',
    option: ['regrowth', 'slow'],
    run: () => {
      let s = withUnits(emptyPlanet(3, 8, { regrowth: 'slow' }), [
        ['p1', 'harvester', '0,0'],
        ['p2', 'harvester', '0,6'],
        ['p3', 'harvester', '6,0'],
      ]);
      s = resolveTurn(s, { p1: {}, p2: {}, p3: {} }).state;
      expect(s.ledger.grown).toBe(3);
      const loads = total(s.players.map((p) => s.machines[p]!.load));
      expect(total(s.resources) + loads + s.ledger.spent).toBe(
        s.ledger.placed + s.ledger.grown + s.ledger.salvage,
      );
      expect(victoryPoints(s, 'p1')).toBe(s.machines.p1!.load);
    },
  },
  {
    name: 'HV-3.5 a planet has no terrain unless a scenario gives it: no rough or shrouded hex, in the state and every view',
    clause: 'HV-3.5',
    run: () => {
      for (const players of [2, 4, 16]) {
        const g = newGame({ seed: `bare-${players}`, players });
        if (!g.ok) throw new Error('setup');
        expect(g.value.terrain).toEqual({ rough: [], shroud: [] });
        for (const p of g.value.players)
          expect(playerView(g.value, p).terrain).toEqual({ rough: [], shroud: [] });
      }
    },
  },
  {
    name: 'HV-3.5 rough ground takes a Soldier and a Scout; a General’s step into it and a road across it are refused',
    clause: 'HV-3.5',
    run: () => {
      let s = withUnits(emptyPlanet(), [...army('p1', '0,0'), ['p2', 'harvester', '0,6']]);
      s = withResources(s, { '0,3': 2, '2,0': 2 });
      s = withTerrain(s, { rough: ['0,1'] });
      const soldier = idOf(s, 'p1', 'soldier');
      const scout = idOf(s, 'p1', 'scout');
      const general = idOf(s, 'p1', 'general');
      const lieutenant = idOf(s, 'p1', 'lieutenant');
      expect(refusedCodes(s, 'p1', { moves: [{ unit: general, path: ['0,1'] }] })).toEqual(['move/rough']);
      expect(refusedCodes(s, 'p1', { moves: [{ unit: lieutenant, path: ['1,0', '1,1'] }] })).toEqual([]);
      expect(refusedCodes(s, 'p1', { moves: [{ unit: lieutenant, path: ['0,1', '0,2'] }] })).toEqual([
        'move/rough',
      ]);
      // The road to 0,3 runs through 0,1 and 0,2: refused; the road to 2,0 is open.
      expect(refusedCodes(s, 'p1', { target: '0,3' })).toEqual(['target/rough']);
      expect(refusedCodes(s, 'p1', { target: '2,0' })).toEqual([]);
      const t = resolveTurn(s, {
        p1: {
          moves: [
            { unit: soldier, path: ['0,1', '0,2'] },
            { unit: scout, path: ['0,1'] },
          ],
        },
        p2: {},
      });
      expect(unitsAt(t.state, 'p1').filter((u) => !u.endsWith('@0,0'))).toEqual(['soldier@0,2', 'scout@0,1']);
      expect(playerView(t.state, 'p1').terrain).toEqual({ rough: ['0,1'], shroud: [] });
    },
  },
  {
    name: 'HV-3.5 a shrouded hex is not scanned from outside at any distance; a unit inside scans it and around it',
    clause: 'HV-3.5',
    run: () => {
      let s = withUnits(emptyPlanet(), [
        ['p1', 'harvester', '0,0'],
        ['p1', 'scout', '3,0'],
        ['p2', 'harvester', '0,6'],
        ['p2', 'general', '0,1'],
      ]);
      s = withResources(s, { '0,1': 4 });
      const known = (st: typeof s, hex: string) => [...playerView(st, 'p1').known].find((k) => k.hex === hex);
      expect(known(s, '0,1')?.contents).toEqual([{ owner: 'p2', kind: 'general' }]);
      s = withTerrain(s, { shroud: ['0,1', '3,0'] });
      expect(known(s, '0,1')).toBeUndefined(); // next to the Harvester, and hidden
      expect(refusedCodes(s, 'p1', { target: '0,1' })).toEqual(['target/no-resources']);
      // The Scout stands in a shroud: it scans its own hex and the six around it.
      expect(known(s, '3,0')?.level).toBe(1);
      expect(known(s, '4,0')?.level).toBe(1);
      expect([...playerView(s, 'p1').known].filter((k) => k.hex !== '0,1')).toHaveLength(
        playerView(withTerrain(s, {}), 'p1').known.length - 1,
      );
    },
  },
];
