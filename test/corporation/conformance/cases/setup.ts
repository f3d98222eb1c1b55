/** Conformance cases for the components, setup and the solo puzzle (CO-1, CO-2, CO-7). */
import { expect } from 'vitest';
import { buildingIndex, buildingProblems } from '../../../../src/corporation/building.js';
import {
  applicablePromotions,
  awaiting,
  COLOURS,
  DEFAULT_BUILDING,
  newGame,
  outcome,
  solveSolo,
} from '../../../../src/corporation/index.js';
import { countersLeft, offBoard } from '../../../../src/corporation/state.js';
import { at, FLAT, game, tableOf } from '../../support.js';
import { type ConformanceCase, play, refused } from '../case.js';

const TABLE = tableOf(
  ['red', 'yellow'],
  ['green', 'green'],
  ['blue', 'blue'],
  ['yellow', 'yellow'],
  ['red', 'green'],
  ['blue', 'red'],
);

export const setupCases: ConformanceCase[] = [
  {
    name: 'CO-1.1 two to four different colours play, or one alone for the puzzle',
    clause: 'CO-1.1',
    run: () => {
      for (const players of [['red'], ['red', 'blue'], ['green', 'red', 'yellow'], [...COLOURS]] as const) {
        expect(newGame({ seed: 's', players }).ok, players.join()).toBe(true);
      }
      for (const players of [[], ['red', 'red'], ['red', 'purple'], [...COLOURS, 'red']]) {
        const r = newGame({ seed: 's', players: players as never });
        expect(r.ok ? [] : r.error.map((i) => i.code), players.join()).toContain('options/invalid');
      }
    },
  },
  {
    name: 'CO-1.2 three employees of each colour; a fourth cannot enter',
    clause: 'CO-1.2',
    run: () => {
      const s = at({ table: TABLE, rooms: { 'reception-blue': ['red', 'red'], C: ['red'] } });
      expect(offBoard(s)).toEqual({ red: 0, green: 3, blue: 3, yellow: 3 });
      expect(refused(s, 'red', { enter: { colour: 'red', area: 'green' } })).toEqual(['enter/none-left']);
    },
  },
  {
    name: 'CO-1.3 the left circle names the employee who moves, the right what he stands on',
    clause: 'CO-1.3',
    run: () => {
      // Pair 1 is (red, yellow): a red on the yellow office B moves; a yellow on the red office C does not.
      const s = at({ table: TABLE, rooms: { B: ['red'], C: ['yellow'] } });
      expect(applicablePromotions(s)).toEqual([{ room: 'B', colour: 'red', to: 'C', pairs: [1] }]);
    },
  },
  {
    name: 'CO-1.4 the default building is marked invented, and every path from reception takes at least five promotions',
    clause: 'CO-1.4',
    run: () => {
      expect(DEFAULT_BUILDING.invented).toBe(true);
      expect(buildingProblems(DEFAULT_BUILDING)).toEqual([]);
      const ix = buildingIndex(DEFAULT_BUILDING);
      for (const c of COLOURS) expect(ix.height[ix.reception[c]]).toBeGreaterThanOrEqual(5);
      expect(DEFAULT_BUILDING.rooms.filter((r) => r.reception).map((r) => r.colour)).toEqual([...COLOURS]);
    },
  },
  {
    name: 'CO-1.4 a building with a cycle, a missing room or three reception areas is refused',
    clause: 'CO-1.4',
    run: () => {
      const cycle = {
        ...FLAT,
        rooms: [
          ...FLAT.rooms.slice(0, 3),
          { ...FLAT.rooms[3]!, up: 'X' },
          { id: 'X', colour: 'red', up: 'Y' },
          { id: 'Y', colour: 'red', up: 'X' },
        ],
      };
      expect(buildingProblems(cycle).join()).toMatch(/cycle/);
      const missing = { ...FLAT, rooms: [...FLAT.rooms.slice(0, 3), { ...FLAT.rooms[3]!, up: 'nowhere' }] };
      expect(buildingProblems(missing).join()).toMatch(/not a room/);
      const three = { ...FLAT, rooms: FLAT.rooms.slice(0, 3) };
      expect(buildingProblems(three).join()).toMatch(/four reception areas/);
      const r = newGame({ seed: 's', players: ['red', 'blue'], building: three as never });
      expect(r.ok).toBe(false);
    },
  },
  {
    name: 'CO-2.1 the players are the colours given, in seat order',
    clause: 'CO-2.1',
    run: () => {
      expect(game({ seed: 's', players: ['yellow', 'red', 'green'] }).players).toEqual([
        'yellow',
        'red',
        'green',
      ]);
    },
  },
  {
    name: 'CO-2.2 the placers go round in seat order, any colour, until twelve counters lie three of each colour',
    clause: 'CO-2.2',
    run: () => {
      for (const players of [['red', 'blue'], ['red', 'blue', 'green'], [...COLOURS]] as const) {
        let s = game({ seed: 's', players, rules: { firstPlayer: 'first-seat' } });
        const placed: Record<string, number> = {};
        for (let k = 0; k < 12; k++) {
          const w = awaiting(s);
          expect(w).toEqual({ players: [players[k % players.length]], kind: 'place' });
          placed[w.players[0]!] = (placed[w.players[0]!] ?? 0) + 1;
          s = play(s, w.players[0]!, { circle: 11 - k, colour: COLOURS[k % 4] }).state;
        }
        expect(awaiting(s).kind).toBe('turn');
        expect(countersLeft(s)).toEqual({ red: 0, green: 0, blue: 0, yellow: 0 });
        expect(Object.values(placed)).toEqual(players.map(() => 12 / players.length));
      }
    },
  },
  {
    name: 'CO-2.2 a placement on a taken circle, off the Table, or of a colour used up is refused',
    clause: 'CO-2.2',
    run: () => {
      let s = game({ seed: 's', players: ['red', 'blue'], rules: { firstPlayer: 'first-seat' } });
      s = play(s, 'red', { circle: 0, colour: 'green' }).state;
      expect(refused(s, 'blue', { circle: 0, colour: 'green' })).toEqual(['place/circle-taken']);
      expect(refused(s, 'blue', { circle: 12, colour: 'green' })).toEqual(['place/bad-circle']);
      expect(refused(s, 'blue', { circle: 1, colour: 'pink' })).toEqual(['order/bad-colour']);
      s = play(s, 'blue', { circle: 1, colour: 'green' }).state;
      s = play(s, 'red', { circle: 2, colour: 'green' }).state;
      expect(refused(s, 'blue', { circle: 3, colour: 'green' })).toEqual(['place/no-counter-left']);
    },
  },
  {
    name: 'CO-2.3 every employee starts off the board',
    clause: 'CO-2.3',
    run: () => {
      const s = game({ seed: 's', players: ['red', 'blue'] });
      expect(offBoard(s)).toEqual({ red: 3, green: 3, blue: 3, yellow: 3 });
      expect(s.stacks.every((st) => st.length === 0)).toBe(true);
    },
  },
  {
    name: 'CO-2.4 drawn: the seed draws the first player, the same seed the same one, and seats vary',
    clause: 'CO-2.4',
    option: ['firstPlayer', 'drawn'],
    run: () => {
      const firsts = new Set<string>();
      for (let k = 0; k < 20; k++) {
        const a = game({ seed: `s${k}`, players: ['red', 'blue', 'green'] });
        expect(game({ seed: `s${k}`, players: ['red', 'blue', 'green'] }).first).toBe(a.first);
        firsts.add(awaiting(a).players[0]!);
      }
      expect(firsts.size).toBe(3);
    },
  },
  {
    name: 'CO-2.4 first-seat: the first colour places first and moves first',
    clause: 'CO-2.4',
    option: ['firstPlayer', 'first-seat'],
    run: () => {
      let s = game({ seed: 'x', players: ['green', 'red', 'blue'], rules: { firstPlayer: 'first-seat' } });
      expect(awaiting(s).players).toEqual(['green']);
      for (let k = 0; k < 12; k++)
        s = play(s, awaiting(s).players[0]!, { circle: k, colour: COLOURS[k % 4] }).state;
      expect(awaiting(s)).toEqual({ players: ['green'], kind: 'turn' });
    },
  },
  {
    name: 'CO-7.1 solo: the Table is dealt from the seed, three of each colour, and play starts at once',
    clause: 'CO-7.1',
    run: () => {
      const s = game({ seed: 'solo', players: ['red'] });
      expect(awaiting(s)).toEqual({ players: ['red'], kind: 'turn' });
      expect(countersLeft(s)).toEqual({ red: 0, green: 0, blue: 0, yellow: 0 });
      expect(game({ seed: 'solo', players: ['red'] }).table).toEqual(s.table);
      expect(game({ seed: 'other', players: ['red'] }).table).not.toEqual(s.table);
    },
  },
  {
    name: 'CO-7.1 solo: twelve straight entries solve the puzzle in twelve turns, the least possible',
    clause: 'CO-7.1',
    run: () => {
      // CO-T8: every reception area leads to the Boardroom and each colour is promoted on its own colour.
      const table = tableOf(
        ['red', 'red'],
        ['green', 'green'],
        ['blue', 'blue'],
        ['yellow', 'yellow'],
        ['red', 'green'],
        ['blue', 'yellow'],
      );
      let s = at({ table }, { players: ['red'], building: FLAT });
      for (let k = 0; k < 12; k++) {
        expect(outcome(s).over).toBe(false);
        const colour = COLOURS[k % 4]!;
        s = play(s, 'red', { enter: { colour, area: colour }, promote: [`reception-${colour}`] }).state;
      }
      expect(outcome(s)).toEqual({ over: true, winners: ['red'], reason: 'solved' });
      expect(s.ended?.turn).toBe(12);
    },
  },
  {
    name: 'CO-7.2 solo: the solver finds twelve turns on the straight building, and no line of eleven',
    clause: 'CO-7.2',
    run: () => {
      const table = tableOf(
        ['red', 'red'],
        ['green', 'green'],
        ['blue', 'blue'],
        ['yellow', 'yellow'],
        ['red', 'green'],
        ['blue', 'yellow'],
      );
      const s = at({ table }, { players: ['red'], building: FLAT });
      const r = solveSolo(s, 20);
      expect(r.status === 'solved' && r.turns).toBe(12);
      expect(solveSolo(s, 11).status).toBe('none'); // eleven is under the lower bound: proven at once
    },
  },
];
