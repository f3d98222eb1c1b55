/** Conformance cases for promotions and the seed's worked example (CO-5, CO-8). */
import { expect } from 'vitest';
import {
  applicablePromotions,
  applyPromotion,
  awaiting,
  type CorporationState,
  DEFAULT_BUILDING,
  promotionEndStates,
  type RulesOptions,
} from '../../../../src/corporation/index.js';
import { promotionBound } from '../../../../src/corporation/promotions.js';
import { at, lineBuilding, tableOf } from '../../support.js';
import { type ConformanceCase, play, refused, stacks } from '../case.js';

/** (G,R) (R,B) (B,Y) (Y,G) (R,Y) (G,B). */
const T_GR = tableOf(
  ['green', 'red'],
  ['red', 'blue'],
  ['blue', 'yellow'],
  ['yellow', 'green'],
  ['red', 'yellow'],
  ['green', 'blue'],
);
/** (G,Y) (R,B) (B,R) (Y,G) (R,Y) (G,B). */
const T_GY = tableOf(
  ['green', 'yellow'],
  ['red', 'blue'],
  ['blue', 'red'],
  ['yellow', 'green'],
  ['red', 'yellow'],
  ['green', 'blue'],
);

/** The seed's worked example (CO-8.1): offices A–E and the pairs it numbers 2, 3, 5 and 6. */
export function seedExample(rules: Partial<RulesOptions> = {}): CorporationState {
  return at(
    {
      table: tableOf(
        ['green', 'blue'],
        ['red', 'yellow'],
        ['blue', 'green'],
        ['green', 'red'],
        ['red', 'blue'],
        ['yellow', 'yellow'],
      ),
      rooms: { A: ['blue', 'red'], B: ['yellow'] },
    },
    { building: lineBuilding(['green', 'yellow', 'red', 'yellow', 'green']), rules },
  );
}

/** Every legal end of the seed example's promotions, worked out by hand (docs/rules/corporation.md CO-8.1). */
export const SEED_EXAMPLE_ENDS: Record<string, string[]>[] = [
  { B: ['yellow', 'red', 'blue'] },
  { B: ['yellow', 'blue'], C: ['red'] },
  { B: ['blue'], C: ['red', 'yellow'] },
  { B: ['red', 'blue'], C: ['yellow'] },
  { B: ['blue'], C: ['yellow'], E: ['red'] },
];

const sortEnds = (ends: Record<string, string[]>[]) => ends.map((e) => JSON.stringify(e)).sort();

export const promotionCases: ConformanceCase[] = [
  {
    name: 'CO-5.1 employee-below: a green on a red employee is promoted by (green, red); the office beneath does not count',
    clause: 'CO-5.1',
    option: ['stackSupport', 'employee-below'],
    run: () => {
      const b = lineBuilding(['yellow', 'blue']);
      expect(
        applicablePromotions(at({ table: T_GR, rooms: { A: ['red', 'green'] } }, { building: b })),
      ).toEqual([{ room: 'A', colour: 'green', to: 'B', pairs: [1] }]);
      expect(
        applicablePromotions(at({ table: T_GY, rooms: { A: ['red', 'green'] } }, { building: b })),
      ).toEqual([]);
    },
  },
  {
    name: 'CO-5.1 employee-or-office: a green on a red employee in a yellow office is promoted by (green, yellow)',
    clause: 'CO-5.1',
    option: ['stackSupport', 'employee-or-office'],
    run: () => {
      const s = at(
        { table: T_GY, rooms: { A: ['red', 'green'] } },
        { building: lineBuilding(['yellow', 'blue']), rules: { stackSupport: 'employee-or-office' } },
      );
      expect(applicablePromotions(s)).toEqual([{ room: 'A', colour: 'green', to: 'B', pairs: [1] }]);
    },
  },
  {
    name: "CO-5.1 an employee alone in a reception area stands on the area's colour",
    clause: 'CO-5.1',
    run: () => {
      const s = at({ table: T_GR, rooms: { 'reception-yellow': ['red'], 'reception-red': ['red'] } });
      expect(applicablePromotions(s).map((p) => p.room)).toEqual(['reception-yellow']);
    },
  },
  {
    name: 'CO-5.2 a covered employee cannot be promoted, even when a pair names him',
    clause: 'CO-5.2',
    run: () => {
      const s = at({ table: T_GR, rooms: { A: ['red', 'blue'] } }, { building: lineBuilding(['yellow']) });
      expect(applicablePromotions(s)).toEqual([]);
      expect(refused(s, 'red', { promote: ['A'] })).toEqual(['promote/not-applicable']);
    },
  },
  {
    name: 'CO-5.3 a promoted employee lands on top of the stack above, and from the top office enters the Boardroom',
    clause: 'CO-5.3',
    run: () => {
      const s = at(
        { table: T_GR, rooms: { A: ['red'], B: ['blue'] } },
        { building: lineBuilding(['yellow', 'green']) },
      );
      const one = applyPromotion(s, 'A');
      expect(one.ok && stacks(one.value)).toEqual({ B: ['blue', 'red'] });
      const two = one.ok ? applyPromotion(one.value, 'B') : one;
      expect(two.ok && stacks(two.value)).toEqual({ B: ['blue'] });
      expect(two.ok && two.value.boardroom.red).toBe(1);
    },
  },
  {
    name: 'CO-5.4 one pair is used four times in a turn: a red climbs over three yellows',
    clause: 'CO-5.4',
    run: () => {
      const table = tableOf(
        ['red', 'yellow'],
        ['blue', 'blue'],
        ['green', 'green'],
        ['yellow', 'yellow'],
        ['red', 'blue'],
        ['green', 'red'],
      );
      const s = at(
        { table, rooms: { A: ['yellow'], B: ['yellow'], C: ['yellow'] } },
        { building: lineBuilding(['green', 'green', 'green', 'red']) },
      );
      const r = play(s, 'red', {
        enter: { colour: 'red', area: 'yellow' },
        promote: ['reception-yellow', 'A', 'B', 'C'],
      });
      expect(stacks(r.state)).toEqual({ A: ['yellow'], B: ['yellow'], C: ['yellow'], D: ['red'] });
      expect(r.report.notices).toEqual([]);
    },
  },
  {
    name: 'CO-5.4 a listed room that cannot be promoted at that point refuses the whole turn',
    clause: 'CO-5.4',
    run: () => {
      const s = seedExample();
      expect(refused(s, 'red', { promote: ['A', 'C'] })).toEqual(['promote/not-applicable']);
      expect(refused(s, 'red', { promote: ['Z'] })).toEqual(['promote/unknown-room']);
    },
  },
  {
    name: 'CO-5.5 no legal end leaves a promotion applicable, and a list longer than any turn is refused',
    clause: 'CO-5.5',
    run: () => {
      for (const end of promotionEndStates(seedExample()))
        expect(applicablePromotions(end.state)).toEqual([]);
      const s = seedExample();
      expect(promotionBound(s)).toBe(12 * 6);
      expect(refused(s, 'red', { promote: Array.from({ length: 73 }, () => 'A') })).toEqual([
        'promote/too-many',
      ]);
      expect(promotionBound(at({ table: T_GR }, { building: DEFAULT_BUILDING }))).toBe(12 * 6);
    },
  },
  {
    name: 'CO-5.6 a runner left part way uncovered is not a legal end',
    clause: 'CO-5.6',
    run: () => {
      const s = seedExample({ missedPromotions: 'reject' });
      // The seed's second line, stopped with the red in C: "red on yellow" still applies.
      expect(refused(s, 'red', { promote: ['B', 'A', 'B', 'A'] })).toEqual(['promote/incomplete']);
      const ends = promotionEndStates(s).map((e) => JSON.stringify(stacks(e.state)));
      expect(ends).not.toContain(JSON.stringify({ B: ['blue'], C: ['yellow', 'red'] }));
      // Covered, the red may stay in B.
      expect(stacks(play(s, 'red', { promote: ['A', 'A'] }).state)).toEqual({ B: ['yellow', 'red', 'blue'] });
    },
  },
  {
    name: 'CO-5.7 engine-completes: the engine makes the promotions the list left, lowest room first, and says so',
    clause: 'CO-5.7',
    option: ['missedPromotions', 'engine-completes'],
    run: () => {
      const r = play(seedExample(), 'red', { promote: ['B', 'A', 'B', 'A'] });
      expect(stacks(r.state)).toEqual({ B: ['blue'], C: ['yellow'], E: ['red'] });
      expect(r.report.notices.map((n) => [n.code, 'rooms' in n ? n.rooms : []])).toEqual([
        ['promote/auto-completed', ['C', 'D']],
      ]);
      expect(r.report.events.filter((e) => e.type === 'promoted' && e.by === 'engine')).toHaveLength(2);
      // An empty turn is completed the same way, from the lowest room.
      expect(stacks(play(seedExample(), 'red', {}).state)).toEqual({ B: ['yellow', 'red', 'blue'] });
    },
  },
  {
    name: 'CO-5.7 reject: a list that stops while a promotion applies is refused',
    clause: 'CO-5.7',
    option: ['missedPromotions', 'reject'],
    run: () => {
      const s = seedExample({ missedPromotions: 'reject' });
      expect(refused(s, 'red', {})).toEqual(['promote/incomplete']);
      expect(stacks(play(s, 'red', { promote: ['A', 'B', 'A'] }).state)).toEqual({
        B: ['yellow', 'blue'],
        C: ['red'],
      });
    },
  },
  {
    name: 'CO-5.7 challenge: the turn stands, the others may challenge; a challenge has the misses made, declines condone them',
    clause: 'CO-5.7',
    option: ['missedPromotions', 'challenge'],
    run: () => {
      const s = seedExample({ missedPromotions: 'challenge' });
      const open = play(s, 'red', { promote: ['B', 'A', 'B', 'A'] }).state;
      expect(awaiting(open)).toEqual({ players: ['blue'], kind: 'challenge' });
      expect(refused(open, 'red', { challenge: true })).toEqual(['orders/not-your-turn']);
      expect(refused(open, 'blue', { challenge: 'yes' })).toEqual(['challenge/bad-answer']);
      const made = play(open, 'blue', { challenge: true }).state;
      expect(stacks(made)).toEqual({ B: ['blue'], C: ['yellow'], E: ['red'] });
      expect(awaiting(made)).toEqual({ players: ['blue'], kind: 'turn' });
      const condoned = play(open, 'blue', { challenge: false });
      expect(stacks(condoned.state)).toEqual({ B: ['blue'], C: ['yellow', 'red'] });
      expect(condoned.report.events.map((e) => e.type)).toEqual(['challenge-answered', 'condoned']);
      expect(awaiting(condoned.state)).toEqual({ players: ['blue'], kind: 'turn' });
      // With three players, both others must decline before the misses stand.
      const three = at(
        {
          table: tableOf(
            ['green', 'blue'],
            ['red', 'yellow'],
            ['blue', 'green'],
            ['green', 'red'],
            ['red', 'blue'],
            ['yellow', 'yellow'],
          ),
          rooms: { A: ['blue', 'red'], B: ['yellow'] },
        },
        { players: ['red', 'green', 'blue'], rules: { missedPromotions: 'challenge' } },
      );
      const o3 = play(three, 'red', { promote: ['B', 'A', 'B', 'A'] }).state;
      expect(awaiting(o3).players).toEqual(['green', 'blue']);
      const one = play(o3, 'blue', { challenge: false }).state;
      expect(awaiting(one)).toEqual({ players: ['green'], kind: 'challenge' });
      expect(awaiting(play(one, 'green', { challenge: false }).state)).toEqual({
        players: ['green'],
        kind: 'turn',
      });
    },
  },
  {
    name: "CO-8.1 the seed's example has exactly the five legal ends worked out by hand",
    clause: 'CO-8.1',
    run: () => {
      const ends = promotionEndStates(seedExample()).map((e) => stacks(e.state));
      expect(sortEnds(ends)).toEqual(sortEnds(SEED_EXAMPLE_ENDS));
    },
  },
  {
    name: "CO-8.1 the seed's two narrated lines reach ends 2 and 5",
    clause: 'CO-8.1',
    run: () => {
      const s = seedExample({ missedPromotions: 'reject' });
      expect(stacks(play(s, 'red', { promote: ['A', 'B', 'A'] }).state)).toEqual(SEED_EXAMPLE_ENDS[1]);
      expect(stacks(play(s, 'red', { promote: ['B', 'A', 'B', 'A', 'C', 'D'] }).state)).toEqual(
        SEED_EXAMPLE_ENDS[4],
      );
    },
  },
];
