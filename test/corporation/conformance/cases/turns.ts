/** Conformance cases for winning and ending, and for the parts of a turn (CO-3, CO-4). */
import { expect } from 'vitest';
import {
  applicablePromotions,
  awaiting,
  MAX_TURNS,
  outcome,
  parseState,
  serializeState,
} from '../../../../src/corporation/index.js';
import { QUIET_ROUNDS } from '../../../../src/corporation/rules-options.js';
import { at, FLAT, lineBuilding, tableOf } from '../../support.js';
import { type ConformanceCase, play, refused, stacks } from '../case.js';

/** Each colour promoted on its own colour, plus (red, green) and (blue, yellow). */
const SAME = tableOf(
  ['red', 'red'],
  ['green', 'green'],
  ['blue', 'blue'],
  ['yellow', 'yellow'],
  ['red', 'green'],
  ['blue', 'yellow'],
);
/** A Table under which the tests' entrants stay where they are. */
const STILL_TABLE = tableOf(
  ['red', 'blue'],
  ['blue', 'red'],
  ['green', 'yellow'],
  ['yellow', 'green'],
  ['red', 'yellow'],
  ['blue', 'green'],
);

export const turnCases: ConformanceCase[] = [
  {
    name: 'CO-3.1 the third red in the Boardroom wins for red at once',
    clause: 'CO-3.1',
    run: () => {
      const s = at(
        { table: SAME, rooms: { 'reception-red': ['red'] }, boardroom: { red: 2 } },
        { building: FLAT },
      );
      const r = play(s, 'red', { promote: ['reception-red'] });
      expect(outcome(r.state)).toEqual({ over: true, winners: ['red'], reason: 'three-in-boardroom' });
      expect(r.report.events.at(-1)).toMatchObject({ type: 'ended', ended: { winners: ['red'] } });
      expect(awaiting(r.state)).toEqual({ players: [], kind: 'over' });
    },
  },
  {
    name: "CO-3.2 blue forced to promote red's third employee makes red the winner",
    clause: 'CO-3.2',
    run: () => {
      const s = at(
        { table: SAME, rooms: { 'reception-red': ['red'] }, boardroom: { red: 2 }, toMove: 'blue' },
        { building: FLAT },
      );
      const r = play(s, 'blue', {});
      expect(outcome(r.state).winners).toEqual(['red']);
    },
  },
  {
    name: 'CO-3.3 first-in-order: the first colour to reach three in the order made wins, and the turn stops',
    clause: 'CO-3.3',
    option: ['simultaneousThree', 'first-in-order'],
    run: () => {
      const s = at(
        {
          table: SAME,
          rooms: { 'reception-red': ['red'], 'reception-blue': ['blue'] },
          boardroom: { red: 2, blue: 2 },
        },
        { building: FLAT },
      );
      const blueFirst = play(s, 'red', { promote: ['reception-blue', 'reception-red'] });
      expect(outcome(blueFirst.state).winners).toEqual(['blue']);
      expect(stacks(blueFirst.state)).toEqual({ 'reception-red': ['red'] });
      expect(outcome(play(s, 'red', { promote: ['reception-red'] }).state).winners).toEqual(['red']);
    },
  },
  {
    name: 'CO-3.3 mover-first: counted at the end of the turn, the mover wins if among them, else the next in seat order',
    clause: 'CO-3.3',
    option: ['simultaneousThree', 'mover-first'],
    run: () => {
      const start = {
        table: SAME,
        rooms: { 'reception-red': ['red'], 'reception-blue': ['blue'], 'reception-green': ['green'] },
        boardroom: { red: 2, blue: 2, green: 2 },
      } as const;
      const opts = {
        building: FLAT,
        players: ['red', 'green', 'blue'],
        rules: { simultaneousThree: 'mover-first' },
      } as const;
      const s = at(start, opts);
      expect(outcome(play(s, 'red', { promote: ['reception-blue', 'reception-red'] }).state).winners).toEqual(
        ['red'],
      );
      const noRed = at(
        { ...start, rooms: { 'reception-blue': ['blue'], 'reception-green': ['green'] } },
        opts,
      );
      expect(
        outcome(play(noRed, 'red', { promote: ['reception-blue', 'reception-green'] }).state).winners,
      ).toEqual(['green']);
    },
  },
  {
    name: 'CO-3.3 shared: everyone with three at the end of the turn wins',
    clause: 'CO-3.3',
    option: ['simultaneousThree', 'shared'],
    run: () => {
      const s = at(
        {
          table: SAME,
          rooms: { 'reception-red': ['red'], 'reception-blue': ['blue'] },
          boardroom: { red: 2, blue: 2 },
        },
        { building: FLAT, rules: { simultaneousThree: 'shared' } },
      );
      expect(outcome(play(s, 'red', { promote: ['reception-blue', 'reception-red'] }).state).winners).toEqual(
        ['red', 'blue'],
      );
    },
  },
  {
    name: 'CO-3.4 quiet-rounds: three full rounds with no entry and no promotion end the game drawn',
    clause: 'CO-3.4',
    option: ['stall', 'quiet-rounds'],
    run: () => {
      let s = at({ table: STILL_TABLE });
      for (let k = 0; k < QUIET_ROUNDS * 2; k++) {
        expect(outcome(s).over).toBe(false);
        s = play(s, awaiting(s).players[0]!, { swap: [0, 2] }).state;
      }
      expect(outcome(s)).toEqual({ over: true, winners: [], reason: 'stalled' });
      // An entry resets the count.
      let t = at({ table: STILL_TABLE });
      for (let k = 0; k < 5; k++) t = play(t, awaiting(t).players[0]!, {}).state;
      t = play(t, awaiting(t).players[0]!, { enter: { colour: 'green', area: 'red' } }).state;
      expect(t.quietTurns).toBe(0);
    },
  },
  {
    name: 'CO-3.4 quiet-rounds: a challenged turn whose misses were condoned and where nobody moved counts as quiet',
    clause: 'CO-3.4',
    run: () => {
      // The exchange makes (red, blue) but red lists nothing: blue condones, and nothing moved.
      const table = tableOf(
        ['blue', 'red'],
        ['green', 'green'],
        ['blue', 'blue'],
        ['yellow', 'yellow'],
        ['red', 'green'],
        ['red', 'yellow'],
      );
      const s = at(
        { table, rooms: { 'reception-blue': ['red'] } },
        { building: lineBuilding(['red']), rules: { missedPromotions: 'challenge' } },
      );
      const open = play(s, 'red', { swap: [0, 1] }).state;
      expect(awaiting(open).kind).toBe('challenge');
      expect(play(open, 'blue', { challenge: false }).state.quietTurns).toBe(1);
      // Had the mover entered someone, it would not be quiet.
      const moved = play(s, 'red', { swap: [0, 1], enter: { colour: 'green', area: 'green' } }).state;
      expect(play(moved, 'blue', { challenge: false }).state.quietTurns).toBe(0);
    },
  },
  {
    name: 'CO-3.4 never: quiet turns go on for ever',
    clause: 'CO-3.4',
    option: ['stall', 'never'],
    run: () => {
      let s = at({ table: STILL_TABLE }, { rules: { stall: 'never' } });
      for (let k = 0; k < 30; k++) s = play(s, awaiting(s).players[0]!, {}).state;
      expect(outcome(s).over).toBe(false);
      expect(s.quietTurns).toBe(30);
    },
  },
  {
    name: 'CO-3.4 whatever the option, turn MAX_TURNS is the last, and its end is a save that loads (issue 30)',
    clause: 'CO-3.4',
    option: ['stall', 'never'],
    run: () => {
      const s = { ...at({ table: STILL_TABLE }, { rules: { stall: 'never' } }), turn: MAX_TURNS - 1 };
      const last = play(s, awaiting(s).players[0]!, {}).state;
      expect(last.ended).toEqual({ reason: 'stalled', winners: [], turn: MAX_TURNS });
      expect(parseState(serializeState(last)).ok).toBe(true);
      // A save still going at that turn could not play on into one: it is refused.
      const going = parseState(serializeState({ ...last, ended: null }));
      expect(going.ok ? [] : going.error.map((i) => i.code)).toEqual(['state/inconsistent']);
    },
  },
  {
    name: 'CO-3.5 three green in the Boardroom win nothing when nobody plays green',
    clause: 'CO-3.5',
    run: () => {
      const s = at(
        { table: SAME, rooms: { 'reception-green': ['green'] }, boardroom: { green: 2 } },
        { building: FLAT },
      );
      const r = play(s, 'red', {});
      expect(r.state.boardroom.green).toBe(3);
      expect(outcome(r.state).over).toBe(false);
    },
  },
  {
    name: 'CO-4.1 any-two: exchanging the two circles of one pair turns it round and enables a promotion this turn',
    clause: 'CO-4.1',
    option: ['exchange', 'any-two'],
    run: () => {
      // (blue, red) becomes (red, blue): the red alone in the blue reception area climbs.
      const table = tableOf(
        ['blue', 'red'],
        ['green', 'green'],
        ['blue', 'blue'],
        ['yellow', 'yellow'],
        ['red', 'green'],
        ['red', 'yellow'],
      );
      const s = at({ table, rooms: { 'reception-blue': ['red'] } }, { building: lineBuilding(['red']) });
      expect(applicablePromotions(s)).toEqual([]);
      const r = play(s, 'red', { swap: [0, 1], promote: ['reception-blue'] });
      expect(r.state.table.slice(0, 2)).toEqual(['red', 'blue']);
      expect(stacks(r.state)).toEqual({ A: ['red'] });
      // Two counters of one colour: allowed, and nothing changes.
      const same = play(s, 'red', { swap: [2, 3] });
      expect(same.state.table).toEqual(s.table);
      expect(refused(s, 'red', { swap: [4, 4] })).toEqual(['swap/bad-circles']);
      expect(refused(s, 'red', { swap: [0, 12] })).toEqual(['swap/bad-circles']);
    },
  },
  {
    name: 'CO-4.1 different-pairs: the two circles of one pair cannot be exchanged',
    clause: 'CO-4.1',
    option: ['exchange', 'different-pairs'],
    run: () => {
      const s = at({ table: SAME }, { rules: { exchange: 'different-pairs' } });
      expect(refused(s, 'red', { swap: [0, 1] })).toEqual(['swap/same-pair']);
      expect(play(s, 'red', { swap: [1, 2] }).state.table.slice(0, 3)).toEqual(['red', 'green', 'red']);
    },
  },
  {
    name: 'CO-4.2 any: an employee of any colour enters any area, on top of whoever is there',
    clause: 'CO-4.2',
    option: ['entryArea', 'any'],
    run: () => {
      const s = at({ table: STILL_TABLE, rooms: { 'reception-green': ['yellow'] } });
      const r = play(s, 'red', { enter: { colour: 'blue', area: 'green' } });
      expect(stacks(r.state)).toEqual({ 'reception-green': ['yellow', 'blue'] });
      expect(r.report.events[0]).toEqual({ type: 'entered', colour: 'blue', room: 'reception-green' });
      // Without an area, an employee enters his own colour's area.
      expect(stacks(play(s, 'red', { enter: { colour: 'red' } }).state)).toMatchObject({
        'reception-red': ['red'],
      });
    },
  },
  {
    name: 'CO-4.2 own-colour: an employee enters only the area of his colour',
    clause: 'CO-4.2',
    option: ['entryArea', 'own-colour'],
    run: () => {
      const s = at({ table: STILL_TABLE }, { rules: { entryArea: 'own-colour' } });
      expect(refused(s, 'red', { enter: { colour: 'green', area: 'blue' } })).toEqual(['enter/wrong-area']);
      expect(stacks(play(s, 'red', { enter: { colour: 'green', area: 'green' } }).state)).toEqual({
        'reception-green': ['green'],
      });
    },
  },
  {
    name: 'CO-4.3 the exchange comes first, then the entry, then the promotions',
    clause: 'CO-4.3',
    run: () => {
      // The exchange makes (red, yellow); the red entered in the yellow area then climbs on it.
      const table = tableOf(
        ['yellow', 'red'],
        ['green', 'green'],
        ['blue', 'blue'],
        ['green', 'blue'],
        ['red', 'red'],
        ['yellow', 'yellow'],
      );
      const s = at({ table }, { building: lineBuilding(['green']) });
      const r = play(s, 'red', {
        swap: [0, 1],
        enter: { colour: 'red', area: 'yellow' },
        promote: ['reception-yellow'],
      });
      expect(r.report.events.map((e) => e.type)).toEqual(['exchanged', 'entered', 'promoted']);
      expect(stacks(r.state)).toEqual({ A: ['red'] });
    },
  },
  {
    name: 'CO-4.4 turns go round in seat order; nobody else may act, and nobody after the end',
    clause: 'CO-4.4',
    run: () => {
      let s = at({ table: STILL_TABLE }, { players: ['red', 'green', 'blue'] });
      expect(refused(s, 'blue', {})).toEqual(['orders/not-your-turn']);
      s = play(s, 'red', {}).state;
      expect(awaiting(s)).toEqual({ players: ['green'], kind: 'turn' });
      s = play(s, 'green', {}).state;
      s = play(s, 'blue', {}).state;
      expect(awaiting(s).players).toEqual(['red']);
      const over = at(
        { table: SAME, rooms: { 'reception-red': ['red'] }, boardroom: { red: 2 } },
        { building: FLAT },
      );
      const done = play(over, 'red', {}).state;
      expect(refused(done, 'blue', {})).toEqual(['orders/game-over']);
    },
  },
];
