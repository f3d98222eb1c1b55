/** Conformance cases for the map, setup and forces (CW-1 to CW-3). */
import { expect } from 'vitest';
import {
  CORPORATIONS,
  createGame,
  DEFAULT_SCENARIO,
  distance,
  type GameState,
  neighbours,
  newGame,
  parseSector,
  sectorName,
} from '../../../../src/corporate-war/index.js';
import { EDGES } from '../../../../src/corporate-war/vocabulary.js';
import type { ConformanceCase } from '../case.js';

const B = DEFAULT_SCENARIO.board;
const FOUR = ['psicorps', 'phoenicae', 'orchid-inc', 'tanker-toys'];
const s = (n: string) => parseSector(B, n)!;
const game = (seed = 'setup', extra: Partial<Parameters<typeof newGame>[0]> = {}) =>
  newGame({ seed, corporations: FOUR, ...extra });
const at = (g: GameState, owner: string) => [
  ...new Set(g.soldiers.filter((x) => x.owner === owner).map((x) => sectorName(B, x.sector))),
];

export const setupCases: ConformanceCase[] = [
  {
    name: 'CW-1.1 rows are letters from A in the north, columns numbers from 1 in the west',
    clause: 'CW-1.1',
    run: () => {
      expect(s('A1')).toBe(0);
      expect(s('A11')).toBe(10);
      expect(s('K1')).toBe(110);
      expect(s('f6')).toBe(5 * 11 + 5);
      expect(sectorName(B, 120)).toBe('K11');
      for (const bad of ['L1', 'A12', 'A0', '', 'F', '6F', 'FF6'])
        expect(parseSector(B, bad)).toBeUndefined();
    },
  },
  {
    name: 'CW-1.2 the nine key sectors',
    clause: 'CW-1.2',
    run: () =>
      expect(DEFAULT_SCENARIO.keySectors).toEqual(['C3', 'C6', 'C9', 'F3', 'F6', 'F9', 'I3', 'I6', 'I9']),
  },
  {
    name: 'CW-1.3 the craft is in F6 and the aliens start in it and the sectors around it',
    clause: 'CW-1.3',
    run: () => {
      expect(DEFAULT_SCENARIO.craft).toBe('F6');
      expect(at(game(), 'aliens').sort()).toEqual(['E5', 'E7', 'F6', 'G5', 'G7']);
    },
  },
  {
    name: 'CW-1.4 diagonal steps count as one; corners have three neighbours',
    clause: 'CW-1.4',
    run: () => {
      expect(distance(B, s('A1'), s('C3'))).toBe(2);
      expect(distance(B, s('A1'), s('C2'))).toBe(2);
      expect(distance(B, s('A1'), s('D1'))).toBe(3);
      expect(neighbours(B, s('A1')).map((n) => sectorName(B, n))).toEqual(['A2', 'B2', 'B1']);
      expect(neighbours(B, s('F6'))).toHaveLength(8);
    },
  },
  {
    name: 'CW-2.1 edges are dealt at random from the seed, one per player',
    clause: 'CW-2.1',
    run: () => {
      const edges = (seed: string) =>
        game(seed)
          .players.map((p) => p.edge)
          .toArray();
      expect(edges('x')).toEqual(edges('x'));
      expect(new Set(edges('x')).size).toBe(4);
      const seen = new Set<string>();
      for (let i = 0; i < 40; i++) seen.add(edges(`seed-${i}`)[0]!);
      expect([...seen].sort()).toEqual([...EDGES].sort());
      const fixed = game('y', { edges: { psicorps: 'west' } });
      expect(fixed.players.find((p) => p.id === 'psicorps')!.edge).toBe('west');
    },
  },
  {
    name: 'CW-2.2 deployment middle: each force in the middle sector of its edge',
    clause: 'CW-2.2',
    option: ['deployment', 'middle'],
    run: () => {
      const g = game('mid', {
        edges: { psicorps: 'north', phoenicae: 'south', 'orchid-inc': 'west', 'tanker-toys': 'east' },
      });
      expect([at(g, 'psicorps'), at(g, 'phoenicae'), at(g, 'orchid-inc'), at(g, 'tanker-toys')]).toEqual([
        ['A6'],
        ['K6'],
        ['F1'],
        ['F11'],
      ]);
    },
  },
  {
    name: 'CW-2.2 deployment random: one sector of the edge, never a corner, varying with the seed',
    clause: 'CW-2.2',
    option: ['deployment', 'random'],
    run: () => {
      const seen = new Set<string>();
      for (let i = 0; i < 30; i++) {
        const g = game(`r${i}`, { rules: { deployment: 'random' }, edges: { psicorps: 'north' } });
        const where = at(g, 'psicorps');
        expect(where).toHaveLength(1);
        expect(where[0]).toMatch(/^A([2-9]|10)$/);
        seen.add(where[0]!);
      }
      expect(seen.size).toBeGreaterThan(3);
    },
  },
  {
    name: 'CW-2.2 a chosen deployment sector must be on the player\u2019s edge and not a corner',
    clause: 'CW-2.2',
    run: () => {
      const ok = game('d', { edges: { psicorps: 'north' }, deployments: { psicorps: 'A3', phoenicae: 2 } });
      expect(at(ok, 'psicorps')).toEqual(['A3']);
      for (const bad of ['A1', 'B3', 'Z9']) {
        const r = createGame({
          seed: 'd',
          corporations: FOUR,
          edges: { psicorps: 'north' },
          deployments: { psicorps: bad },
        });
        expect(r.ok).toBe(false);
        if (!r.ok) expect(r.error[0]!.path).toEqual(['deployments', 'psicorps']);
      }
    },
  },
  {
    name: 'CW-3.1 every player has seventeen soldiers as the force table gives',
    clause: 'CW-3.1',
    run: () => {
      const g = game();
      for (const p of FOUR) {
        const mine = g.soldiers.filter((x) => x.owner === p);
        const count = (t: string) => mine.filter((x) => x.type === t).size;
        expect(mine.size).toBe(17);
        expect([
          count('grunt'),
          count('combat-bunny'),
          count('ghost'),
          count('rider'),
          count('doc'),
          count('commander'),
        ]).toEqual([8, 2, 2, 2, 1, 1]);
      }
    },
  },
  {
    name: 'CW-3.2 ratings are the unit type\u2019s, per soldier, and a campaign may change one soldier\u2019s',
    clause: 'CW-3.2',
    run: () => {
      const g = game('stats', { soldierStats: { 'psicorps/grunt-3': { kill: 4, info: 2 } } });
      const get = (id: string) => g.soldiers.find((x) => x.id === id)!;
      expect([
        get('psicorps/rider-1').kill,
        get('psicorps/rider-1').survive,
        get('psicorps/rider-1').escape,
        get('psicorps/rider-1').info,
      ]).toEqual([2, 3, 1, 1]);
      expect([
        get('psicorps/grunt-3').kill,
        get('psicorps/grunt-3').survive,
        get('psicorps/grunt-3').info,
      ]).toEqual([4, 1, 2]);
      expect(get('psicorps/grunt-4').kill).toBe(1);
      const bad = createGame({
        seed: 'x',
        corporations: FOUR,
        soldierStats: { 'psicorps/grunt-3': { kill: -1 } },
      });
      expect(bad.ok).toBe(false);
    },
  },
  {
    name: 'CW-3.3 each corporation fields its own specialist',
    clause: 'CW-3.3',
    run: () => {
      const table: Record<string, [string, number, number, number, number]> = {
        biotechnologies: ['jengin-man', 3, 5, 2, 2],
        psicorps: ['telepath', 2, 2, 3, 5],
        'atlantic-securities': ['tactician', 2, 3, 2, 5],
        'industrial-union': ['marksman', 5, 2, 3, 2],
        'tanker-toys': ['warbot', 5, 3, 2, 2],
        phoenicae: ['necromancer', 2, 5, 3, 2],
        'the-inquisition': ['inquisitor', 5, 2, 2, 3],
        'totemic-tech': ['shaman', 2, 5, 2, 3],
        'orchid-inc': ['assassin', 3, 2, 2, 5],
      };
      expect(Object.keys(table).sort()).toEqual([...CORPORATIONS].sort());
      for (const [corp, [type, k, sv, e, i]] of Object.entries(table)) {
        const g = newGame({
          seed: 's',
          corporations: [corp, corp === 'psicorps' ? 'phoenicae' : 'psicorps'],
        });
        const spec = g.soldiers.find((x) => x.owner === corp && x.type === type);
        expect(spec && [spec.id, spec.kill, spec.survive, spec.escape, spec.info]).toEqual([
          `${corp}/${type}`,
          k,
          sv,
          e,
          i,
        ]);
      }
    },
  },
];
