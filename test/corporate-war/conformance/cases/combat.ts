/** Conformance cases for carrying out orders and two-way combat (CW-6, CW-7). */
import { expect } from 'vitest';
import { d6Duel, ratioDuel } from '../../../../src/corporate-war/duel.js';
import { marchingOrder } from '../../../../src/corporate-war/gunfight/marching-order.js';
import {
  classifyFight,
  type DuelModel,
  type FightGroup,
  type GunfightResolver,
  type Shot,
  type TraceEvent,
} from '../../../../src/corporate-war/index.js';
import { restoreRng, seedRng } from '../../../../src/index.js';
import type { ConformanceCase } from '../case.js';
import { bunny, grunt, seer, unit } from './units.js';

type Fight = Extract<TraceEvent, { type: 'fight' }>;
const fights = (r: { trace: { events: readonly TraceEvent[] } }): Fight[] =>
  r.trace.events.filter((e): e is Fight => e.type === 'fight');
const pairs = (f: Fight | undefined) =>
  f?.engagements.flatMap((e) => e.pairings.map((p) => `${p.attacker}>${p.target}:${p.kind}`));

/** A red seer moving from C2 into C3, where blue is; the usual two-way set-up. */
const arrive = (red: Parameters<typeof seer>[0][], blue: ReturnType<typeof seer>[]) => ({
  units: [...red.map((id) => seer(id, 'C2')), ...blue],
});

const alwaysKills: DuelModel = {
  name: 'always',
  description: 'every shot kills',
  probability: () => ({ num: 1, den: 1 }),
  shoot: () => ({ killed: true, roll: null }),
};

const pacifist: GunfightResolver = { name: 'pacifist', resolve: () => ({ engagements: [] }) };

function frequency(model: DuelModel, kill: number, survive: number, n: number): number {
  const rng = restoreRng(seedRng(`freq-${model.name}-${kill}-${survive}`));
  let k = 0;
  for (let i = 0; i < n; i++) if (model.shoot(kill, survive, rng).killed) k++;
  return k / n;
}

const checkShots = (r: { trace: { events: readonly TraceEvent[] } }, ok: (s: Shot) => boolean) => {
  const shots = fights(r).flatMap((f) => f.shots);
  expect(shots.length).toBeGreaterThan(0);
  for (const s of shots) expect(ok(s), JSON.stringify(s)).toBe(true);
};

export const combatCases: ConformanceCase[] = [
  {
    name: 'CW-6.1 two-sector moves step in phases 1 and 3, one-sector moves in phase 2',
    clause: 'CW-6.1',
    pre: { units: [grunt('red/grunt-1', 'A1'), grunt('red/grunt-2', 'A5'), grunt('blue/grunt-1', 'K11')] },
    orders: {
      red: [
        { soldier: 'red/grunt-1', to: 'C1' },
        { soldier: 'red/grunt-2', to: 'B5' },
      ],
    },
    expect: {
      events: [
        { type: 'phase', phase: 1 },
        { type: 'step', phase: 1, soldiers: ['red/grunt-1'], from: 'A1', to: 'B1' },
        { type: 'phase', phase: 2 },
        { type: 'step', phase: 2, soldiers: ['red/grunt-2'], from: 'A5', to: 'B5' },
        { type: 'phase', phase: 3 },
        { type: 'step', phase: 3, soldiers: ['red/grunt-1'], from: 'B1', to: 'C1' },
      ],
    },
  },
  {
    name: 'CW-6.1 a one-sector mover meets a two-sector mover still between its steps',
    clause: 'CW-6.1',
    pre: { units: [seer('red/grunt-1', 'A1'), seer('blue/grunt-1', 'B3')] },
    orders: {
      red: [{ soldier: 'red/grunt-1', to: 'C1', via: 'B2' }],
      blue: [{ soldier: 'blue/grunt-1', to: 'B2' }],
    },
    expect: {
      events: [
        { type: 'encounter', phase: 2, sector: 'B2' },
        { type: 'fight', phase: 2, sector: 'B2' },
      ],
    },
  },
  {
    name: 'CW-6.2 groups that are already together do not start an encounter',
    clause: 'CW-6.2',
    pre: { units: [seer('red/grunt-1', 'C3'), seer('blue/grunt-1', 'C3')] },
    expect: { noEvents: ['encounter', 'fight'] },
  },
  {
    name: 'CW-6.2 moving into a sector held by an enemy is an encounter',
    clause: 'CW-6.2',
    pre: { units: [seer('red/grunt-1', 'C3'), seer('blue/grunt-1', 'C4')] },
    orders: { blue: [{ soldier: 'blue/grunt-1', to: 'C3' }] },
    expect: {
      events: [
        {
          type: 'encounter',
          phase: 2,
          sector: 'C3',
          groups: [
            { allegiance: 'red', arriving: false },
            { allegiance: 'blue', arriving: true },
          ],
          detected: [['red', 'blue']],
        },
      ],
    },
  },
  {
    name: 'CW-6.3 detection per-soldier: highest Info must exceed each enemy\u2019s Escape',
    clause: 'CW-6.3',
    option: ['detection', 'per-soldier'],
    pre: {
      units: [
        unit('red/ghost-1', 'ghost', 'C2'),
        grunt('red/grunt-1', 'C2'),
        unit('blue/ghost-1', 'ghost', 'C3'),
        grunt('blue/grunt-1', 'C3'),
      ],
    },
    orders: { red: [{ group: 'C2', to: 'C3' }] },
    expect: {
      events: [
        {
          type: 'fight',
          engagements: [
            {
              sides: [
                { allegiance: 'red', seen: ['red/grunt-1'], unseen: ['red/ghost-1'] },
                { allegiance: 'blue', seen: ['blue/grunt-1'], unseen: ['blue/ghost-1'] },
              ],
            },
          ],
        },
      ],
    },
  },
  {
    name: 'CW-6.3 detection whole-group: a group seen at all is seen whole',
    clause: 'CW-6.3',
    option: ['detection', 'whole-group'],
    pre: {
      units: [
        unit('red/ghost-1', 'ghost', 'C2'),
        grunt('red/grunt-1', 'C2'),
        unit('blue/ghost-1', 'ghost', 'C3'),
        grunt('blue/grunt-1', 'C3'),
      ],
      rules: { detection: 'whole-group' },
    },
    orders: { red: [{ group: 'C2', to: 'C3' }] },
    expect: {
      events: [
        {
          type: 'fight',
          engagements: [
            {
              sides: [
                { allegiance: 'red', seen: ['red/grunt-1', 'red/ghost-1'], unseen: [] },
                { allegiance: 'blue', seen: ['blue/grunt-1', 'blue/ghost-1'], unseen: [] },
              ],
            },
          ],
        },
      ],
    },
  },
  {
    name: 'CW-6.3 Info equal to Escape does not see: two plain Grunts pass unnoticed',
    clause: 'CW-6.3',
    pre: { units: [grunt('red/grunt-1', 'C2'), grunt('blue/grunt-1', 'C3')] },
    orders: { red: [{ soldier: 'red/grunt-1', to: 'C3' }] },
    expect: { events: [{ type: 'encounter', sector: 'C3', detected: [] }], noEvents: ['fight'] },
  },
  {
    name: 'CW-6.4 soldiers that see an enemy on the way fight, whatever their orders',
    clause: 'CW-6.4',
    pre: { units: [seer('red/grunt-1', 'C3'), seer('blue/grunt-1', 'C4')] },
    orders: { red: [{ soldier: 'red/grunt-1', to: 'C5' }] },
    expect: { events: [{ type: 'fight', phase: 1, sector: 'C4' }] },
  },
  {
    name: 'CW-6.5 headToHeadSwap pass: groups trading sectors do not meet',
    clause: 'CW-6.5',
    option: ['headToHeadSwap', 'pass'],
    pre: { units: [seer('red/grunt-1', 'C3'), seer('blue/grunt-1', 'C4')] },
    orders: { red: [{ soldier: 'red/grunt-1', to: 'C4' }], blue: [{ soldier: 'blue/grunt-1', to: 'C3' }] },
    expect: { at: { 'red/grunt-1': 'C4', 'blue/grunt-1': 'C3' }, noEvents: ['fight', 'swap'] },
  },
  {
    name: 'CW-6.5 headToHeadSwap fight: groups trading sectors fight as passing groups',
    clause: 'CW-6.5',
    option: ['headToHeadSwap', 'fight'],
    pre: {
      units: [seer('red/grunt-1', 'C3'), seer('blue/grunt-1', 'C4')],
      rules: { headToHeadSwap: 'fight' },
    },
    orders: { red: [{ soldier: 'red/grunt-1', to: 'C4' }], blue: [{ soldier: 'blue/grunt-1', to: 'C3' }] },
    expect: {
      at: { 'red/grunt-1': 'C3', 'blue/grunt-1': 'C4' },
      events: [
        { type: 'swap', phase: 2, between: ['C3', 'C4'], encounter: true },
        { type: 'fight', phase: 2, kind: 'two-way' },
        { type: 'passing', allegiance: 'red', decision: 'stop', ownKill: 1, enemyKill: 1 },
        { type: 'passing', allegiance: 'blue', decision: 'stop' },
      ],
    },
  },
  {
    name: 'CW-6.6 dawnSharing no-fight: enemies sharing a sector at dawn do not fight',
    clause: 'CW-6.6',
    option: ['dawnSharing', 'no-fight'],
    pre: { units: [bunny('red/bunny-1', 'C3', { info: 2 }), bunny('blue/bunny-1', 'C3', { info: 2 })] },
    expect: { at: { 'red/bunny-1': 'C3', 'blue/bunny-1': 'C3' }, noEvents: ['fight'] },
  },
  {
    name: 'CW-6.6 dawnSharing fight: enemies sharing a sector at dawn fight before anyone moves',
    clause: 'CW-6.6',
    option: ['dawnSharing', 'fight'],
    pre: {
      units: [bunny('red/bunny-1', 'C3', { info: 2 }), bunny('blue/bunny-1', 'C3', { info: 2 })],
      rules: { dawnSharing: 'fight' },
    },
    expect: { dead: ['red/bunny-1', 'blue/bunny-1'], events: [{ type: 'fight', phase: 0, sector: 'C3' }] },
  },
  {
    name: 'CW-7.1 unseen soldiers are kept out of the marching order the enemy fights',
    clause: 'CW-7.1',
    pre: { units: [unit('red/ghost-1', 'ghost', 'C2'), seer('blue/grunt-1', 'C3')] },
    orders: { red: [{ soldier: 'red/ghost-1', to: 'C3' }] },
    expect: {
      check: (r) => {
        const f = fights(r)[0];
        expect(f?.engagements[0]?.sides).toEqual([
          { allegiance: 'red', part: 0, parts: 1, seen: [], unseen: ['red/ghost-1'] },
          { allegiance: 'blue', part: 0, parts: 1, seen: ['blue/grunt-1'], unseen: [] },
        ]);
        expect(pairs(f)).toEqual(['red/ghost-1>blue/grunt-1:unseen']);
      },
    },
  },
  {
    name: 'CW-7.2 marching order: Kill first, then lower Escape, lower Survive, higher Info, then id',
    clause: 'CW-7.2',
    run: () => {
      const f = (id: string, kill: number, esc: number, survive: number, info: number) => ({
        id,
        kill,
        escape: esc,
        survive,
        info,
      });
      const order = marchingOrder([
        f('e', 1, 1, 1, 1),
        f('d', 1, 1, 1, 1),
        f('c', 1, 1, 1, 3),
        f('b2', 1, 1, 2, 9),
        f('b', 1, 2, 1, 9),
        f('a', 5, 9, 9, 0),
      ]);
      expect(order.map((x) => x.id)).toEqual(['a', 'c', 'd', 'e', 'b2', 'b']);
    },
  },
  {
    name: 'CW-7.2 marching order decides who faces whom in a fight',
    clause: 'CW-7.2',
    pre: {
      units: [
        seer('red/grunt-1', 'C2'),
        seer('red/grunt-2', 'C2', { kill: 2 }),
        seer('blue/grunt-1', 'C3', { escape: 0 }),
        seer('blue/grunt-2', 'C3'),
      ],
    },
    orders: { red: [{ group: 'C2', to: 'C3' }] },
    expect: {
      events: [
        {
          type: 'fight',
          engagements: [
            {
              sides: [{ seen: ['red/grunt-2', 'red/grunt-1'] }, { seen: ['blue/grunt-1', 'blue/grunt-2'] }],
            },
          ],
        },
      ],
    },
  },
  {
    name: 'CW-7.3 seen soldiers are paired front to front and both shoot',
    clause: 'CW-7.3',
    pre: arrive(
      ['red/grunt-1', 'red/grunt-2'],
      [seer('blue/grunt-1', 'C3'), seer('blue/grunt-2', 'C3', { kill: 3 })],
    ),
    orders: { red: [{ group: 'C2', to: 'C3' }] },
    expect: {
      check: (r) =>
        expect(pairs(fights(r)[0])).toEqual([
          'red/grunt-1>blue/grunt-2:front',
          'blue/grunt-2>red/grunt-1:front',
          'red/grunt-2>blue/grunt-1:front',
          'blue/grunt-1>red/grunt-2:front',
        ]),
    },
  },
  {
    name: 'CW-7.4 excessDoubling wrap: extra soldiers double up from the front and start again',
    clause: 'CW-7.4',
    option: ['excessDoubling', 'wrap'],
    pre: arrive(
      ['red/grunt-1', 'red/grunt-2', 'red/grunt-3', 'red/grunt-4'],
      [seer('blue/grunt-1', 'C3'), seer('blue/grunt-2', 'C3')],
    ),
    orders: { red: [{ group: 'C2', to: 'C3' }] },
    expect: {
      check: (r) =>
        expect(pairs(fights(r)[0])).toEqual([
          'red/grunt-1>blue/grunt-1:front',
          'blue/grunt-1>red/grunt-1:front',
          'red/grunt-2>blue/grunt-2:front',
          'blue/grunt-2>red/grunt-2:front',
          'red/grunt-3>blue/grunt-1:double',
          'red/grunt-4>blue/grunt-2:double',
        ]),
    },
  },
  {
    name: 'CW-7.4 excessDoubling wrap: more extras than enemies go round again',
    clause: 'CW-7.4',
    option: ['excessDoubling', 'wrap'],
    pre: arrive(['red/grunt-1', 'red/grunt-2', 'red/grunt-3'], [seer('blue/grunt-1', 'C3')]),
    orders: { red: [{ group: 'C2', to: 'C3' }] },
    expect: {
      check: (r) =>
        expect(pairs(fights(r)[0])).toEqual([
          'red/grunt-1>blue/grunt-1:front',
          'blue/grunt-1>red/grunt-1:front',
          'red/grunt-2>blue/grunt-1:double',
          'red/grunt-3>blue/grunt-1:double',
        ]),
    },
  },
  {
    name: 'CW-7.4 excessDoubling once: extras beyond one each have no target',
    clause: 'CW-7.4',
    option: ['excessDoubling', 'once'],
    pre: {
      ...arrive(['red/grunt-1', 'red/grunt-2', 'red/grunt-3'], [seer('blue/grunt-1', 'C3')]),
      rules: { excessDoubling: 'once' },
    },
    orders: { red: [{ group: 'C2', to: 'C3' }] },
    expect: {
      check: (r) =>
        expect(pairs(fights(r)[0])).toEqual([
          'red/grunt-1>blue/grunt-1:front',
          'blue/grunt-1>red/grunt-1:front',
          'red/grunt-2>blue/grunt-1:double',
        ]),
    },
  },
  {
    name: 'CW-7.5 unseen soldiers double up on the enemy\u2019s seen marching order',
    clause: 'CW-7.5',
    pre: {
      units: [
        seer('red/grunt-1', 'C2'),
        unit('red/ghost-1', 'ghost', 'C2'),
        unit('red/ghost-2', 'ghost', 'C2'),
        seer('blue/grunt-1', 'C3'),
        seer('blue/grunt-2', 'C3'),
      ],
    },
    orders: { red: [{ group: 'C2', to: 'C3' }] },
    expect: {
      check: (r) =>
        expect(pairs(fights(r)[0])).toEqual([
          'red/grunt-1>blue/grunt-1:front',
          'blue/grunt-1>red/grunt-1:front',
          'blue/grunt-2>red/grunt-1:double',
          'red/ghost-1>blue/grunt-1:unseen',
          'red/ghost-2>blue/grunt-2:unseen',
        ]),
    },
  },
  {
    name: 'CW-7.6 duelModel ratio: a shot kills with probability Kill/(Kill+Survive)',
    clause: 'CW-7.6',
    option: ['duelModel', 'ratio'],
    pre: {
      ...arrive(['red/grunt-1', 'red/grunt-2'], [bunny('blue/bunny-1', 'C3', { info: 2 })]),
      rules: { duelModel: 'ratio' },
    },
    orders: { red: [{ group: 'C2', to: 'C3' }] },
    expect: {
      check: (r) => {
        checkShots(
          r,
          (s) =>
            s.model === 'ratio' &&
            s.roll !== null &&
            s.roll >= 0 &&
            s.roll < s.kill + s.survive &&
            s.killed === s.roll < s.kill,
        );
        expect(frequency(ratioDuel, 3, 2, 20_000)).toBeCloseTo(0.6, 1);
        expect(frequency(ratioDuel, 1, 3, 20_000)).toBeCloseTo(0.25, 1);
        expect(frequency(ratioDuel, 0, 0, 100)).toBe(0);
      },
    },
  },
  {
    name: 'CW-7.6 duelModel d6: die + Kill - Survive >= 4 kills, a 6 always, a 1 never',
    clause: 'CW-7.6',
    option: ['duelModel', 'd6'],
    pre: {
      ...arrive(['red/grunt-1', 'red/grunt-2'], [bunny('blue/bunny-1', 'C3', { info: 2 })]),
      rules: { duelModel: 'd6' },
    },
    orders: { red: [{ group: 'C2', to: 'C3' }] },
    expect: {
      check: (r) => {
        checkShots(
          r,
          (s) =>
            s.model === 'd6' &&
            s.roll !== null &&
            s.roll >= 1 &&
            s.roll <= 6 &&
            s.killed === (s.roll === 6 || (s.roll !== 1 && s.roll + s.kill - s.survive >= 4)),
        );
        expect(frequency(d6Duel, 1, 5, 30_000)).toBeCloseTo(1 / 6, 1);
        expect(frequency(d6Duel, 2, 2, 30_000)).toBeCloseTo(3 / 6, 1);
      },
    },
  },
  {
    name: 'CW-7.6 duelModel compare: no dice, a shot kills exactly when Kill exceeds Survive',
    clause: 'CW-7.6',
    option: ['duelModel', 'compare'],
    pre: arrive(['red/grunt-1', 'red/grunt-2'], [bunny('blue/bunny-1', 'C3', { info: 2 })]),
    orders: { red: [{ group: 'C2', to: 'C3' }] },
    expect: {
      dead: ['red/grunt-1'],
      at: { 'red/grunt-2': 'C3', 'blue/bunny-1': 'C3' },
      check: (r) =>
        checkShots(r, (s) => s.model === 'compare' && s.roll === null && s.killed === s.kill > s.survive),
    },
  },
  {
    name: 'CW-7.6 a duel model passed in the rules is the one used',
    clause: 'CW-7.6',
    pre: arrive(['red/grunt-1'], [seer('blue/grunt-1', 'C3')]),
    orders: { red: [{ group: 'C2', to: 'C3' }] },
    rules: { duelModel: 'always', duelModels: { always: alwaysKills } },
    expect: {
      dead: ['red/grunt-1', 'blue/grunt-1'],
      check: (r) => checkShots(r, (s) => s.model === 'always'),
    },
  },
  {
    name: 'CW-7.7 one round, every shot fired before anyone falls',
    clause: 'CW-7.7',
    pre: { units: [bunny('red/bunny-1', 'C2', { info: 2 }), bunny('blue/bunny-1', 'C3', { info: 2 })] },
    orders: { red: [{ soldier: 'red/bunny-1', to: 'C3' }] },
    expect: {
      dead: ['red/bunny-1', 'blue/bunny-1'],
      check: (r) => expect(fights(r)).toHaveLength(1),
    },
  },
  {
    name: 'CW-7.8 a group that meets enemies at its target fights one round and stays',
    clause: 'CW-7.8',
    pre: arrive(['red/grunt-1', 'red/grunt-2'], [bunny('blue/bunny-1', 'C3', { info: 2 })]),
    orders: { red: [{ group: 'C2', to: 'C3' }] },
    expect: { dead: ['red/grunt-1'], at: { 'red/grunt-2': 'C3' }, noEvents: ['passing'] },
  },
  {
    name: 'CW-7.9 a passing group with the higher total Kill after the round goes on',
    clause: 'CW-7.9',
    pre: { units: [bunny('red/bunny-1', 'C3', { info: 2 }), seer('blue/grunt-1', 'C4')] },
    orders: { red: [{ soldier: 'red/bunny-1', to: 'C5' }] },
    expect: {
      at: { 'red/bunny-1': 'C5' },
      dead: ['blue/grunt-1'],
      events: [
        { type: 'passing', sector: 'C4', allegiance: 'red', decision: 'continue', ownKill: 3, enemyKill: 0 },
      ],
    },
  },
  {
    name: 'CW-7.9 a passing group with equal total Kill stops where it fought',
    clause: 'CW-7.9',
    pre: { units: [seer('red/grunt-1', 'C3'), seer('blue/grunt-1', 'C4')] },
    orders: { red: [{ soldier: 'red/grunt-1', to: 'C5' }] },
    expect: {
      at: { 'red/grunt-1': 'C4' },
      events: [{ type: 'passing', sector: 'C4', decision: 'stop', ownKill: 1, enemyKill: 1 }],
    },
  },
  {
    name: 'CW-7.9 a passing group with the lower total Kill retreats to its start in phase 3',
    clause: 'CW-7.9',
    pre: {
      units: [seer('red/grunt-1', 'C3'), seer('red/grunt-2', 'C3'), bunny('blue/bunny-1', 'C4', { info: 2 })],
    },
    orders: { red: [{ group: 'C3', to: 'C5' }] },
    expect: {
      dead: ['red/grunt-1'],
      at: { 'red/grunt-2': 'C3' },
      events: [
        { type: 'passing', sector: 'C4', decision: 'retreat', ownKill: 1, enemyKill: 3 },
        { type: 'step', phase: 3, soldiers: ['red/grunt-2'], from: 'C4', to: 'C3', retreat: true },
      ],
    },
  },
  {
    name: 'CW-7.10 the classifier names the kind of fight',
    clause: 'CW-7.10',
    run: () => {
      const g = (a: string, arriving: boolean): FightGroup => ({ allegiance: a, fighters: [], arriving });
      expect(classifyFight([g('a', true), g('b', false)])).toBe('two-way');
      expect(classifyFight([g('a', false), g('b', false), g('c', true)])).toBe('three-way-two-established');
      expect(classifyFight([g('a', false), g('b', true), g('c', true)])).toBe('three-way-one-established');
      expect(classifyFight([g('a', true), g('b', true), g('c', true)])).toBe('three-arriving');
      expect(classifyFight([g('a', true), g('b', true), g('c', true), g('d', true)])).toBe('gold-rush');
      expect(classifyFight([g('a', false), g('b', false), g('c', false), g('d', true)])).toBe(
        'three-way-two-established',
      );
      expect(classifyFight([g('a', false), g('b', true), g('c', true), g('d', true)])).toBe(
        'three-way-one-established',
      );
      expect(classifyFight([g('a', false), g('b', false), g('c', true), g('d', true)])).toBe('mixed');
    },
  },
  {
    name: 'CW-7.10 a resolver passed in the rules replaces the default for its kind only',
    clause: 'CW-7.10',
    pre: arrive(['red/grunt-1'], [bunny('blue/bunny-1', 'C3', { info: 2 })]),
    orders: { red: [{ group: 'C2', to: 'C3' }] },
    rules: { gunfightResolvers: { 'three-arriving': pacifist } },
    expect: { dead: ['red/grunt-1'], events: [{ type: 'fight', kind: 'two-way', resolver: 'two-way' }] },
  },
  {
    name: 'CW-7.10 a custom two-way resolver is the one used',
    clause: 'CW-7.10',
    pre: arrive(['red/grunt-1'], [bunny('blue/bunny-1', 'C3', { info: 2 })]),
    orders: { red: [{ group: 'C2', to: 'C3' }] },
    rules: { gunfightResolvers: { 'two-way': pacifist } },
    expect: {
      at: { 'red/grunt-1': 'C3' },
      events: [{ type: 'fight', kind: 'two-way', resolver: 'pacifist', shots: [] }],
    },
  },
  {
    name: 'CW-7.11 fights of three or more groups go to their own resolvers, each soldier in one part',
    clause: 'CW-7.11',
    pre: {
      units: [
        seer('red/grunt-1', 'C2'),
        seer('red/grunt-2', 'C2'),
        seer('blue/grunt-1', 'C3'),
        seer('green/grunt-1', 'C3'),
      ],
    },
    orders: { red: [{ group: 'C2', to: 'C3' }] },
    expect: {
      check: (r) => {
        const f = fights(r)[0];
        expect(f?.kind).toBe('three-way-two-established');
        expect(f?.resolver).toBe('established-hold');
        const red = f!.engagements.flatMap((e) => e.sides.filter((s) => s.allegiance === 'red'));
        expect(red.map((s) => [s.part, s.parts, s.seen.length])).toEqual([
          [1, 2, 1],
          [0, 2, 1],
        ]);
      },
    },
  },
  // CW-7.12: under the `compare` duel nobody here can kill anybody (every Kill is at most
  // the target's Survive), so the round changes no totals and only the rule decides.
  {
    name: 'CW-7.12 fightBeforeStep passing-rule: caught in his start sector with the higher total Kill, he still goes',
    clause: 'CW-7.12',
    option: ['fightBeforeStep', 'passing-rule'],
    pre: {
      rules: { duelModel: 'compare' },
      units: [bunny('red/bunny-1', 'C3', { info: 2 }), grunt('blue/grunt-1', 'C2', { survive: 5 })],
    },
    orders: {
      red: [{ soldier: 'red/bunny-1', to: 'D3' }],
      blue: [{ soldier: 'blue/grunt-1', to: 'C4', via: 'C3' }],
    },
    expect: {
      at: { 'red/bunny-1': 'D3', 'blue/grunt-1': 'C2' },
      events: [
        { type: 'fight', phase: 1, sector: 'C3' },
        {
          type: 'passing',
          phase: 1,
          sector: 'C3',
          allegiance: 'red',
          soldiers: ['red/bunny-1'],
          decision: 'continue',
          ownKill: 3,
          enemyKill: 1,
          fromStart: true,
        },
        {
          type: 'passing',
          phase: 1,
          sector: 'C3',
          allegiance: 'blue',
          decision: 'retreat',
          fromStart: false,
        },
        { type: 'step', phase: 2, soldiers: ['red/bunny-1'], from: 'C3', to: 'D3' },
      ],
    },
  },
  {
    name: 'CW-7.12 fightBeforeStep passing-rule: caught in his start sector with the lower total Kill, he stays',
    clause: 'CW-7.12',
    option: ['fightBeforeStep', 'passing-rule'],
    pre: {
      rules: { duelModel: 'compare' },
      units: [
        seer('red/grunt-1', 'C3', { survive: 5 }),
        bunny('blue/bunny-1', 'C2', { info: 2, survive: 5 }),
      ],
    },
    orders: {
      red: [{ soldier: 'red/grunt-1', to: 'D3' }],
      blue: [{ soldier: 'blue/bunny-1', to: 'C4', via: 'C3' }],
    },
    expect: {
      at: { 'red/grunt-1': 'C3', 'blue/bunny-1': 'C4' },
      events: [
        {
          type: 'passing',
          phase: 1,
          allegiance: 'red',
          decision: 'retreat',
          ownKill: 1,
          enemyKill: 3,
          fromStart: true,
        },
      ],
      check: (r) => {
        // A retreat to where he stands is no step at all.
        const redSteps = r.trace.events.filter((e) => e.type === 'step' && e.allegiance === 'red');
        expect(redSteps).toEqual([]);
      },
    },
  },
  {
    name: 'CW-7.12 fightBeforeStep stay: caught in his start sector, he stays whatever the totals',
    clause: 'CW-7.12',
    option: ['fightBeforeStep', 'stay'],
    pre: {
      rules: { duelModel: 'compare', fightBeforeStep: 'stay' },
      units: [bunny('red/bunny-1', 'C3', { info: 2 }), grunt('blue/grunt-1', 'C2', { survive: 5 })],
    },
    orders: {
      red: [{ soldier: 'red/bunny-1', to: 'D3' }],
      blue: [{ soldier: 'blue/grunt-1', to: 'C4', via: 'C3' }],
    },
    expect: {
      at: { 'red/bunny-1': 'C3', 'blue/grunt-1': 'C2' },
      events: [
        {
          type: 'passing',
          phase: 1,
          allegiance: 'red',
          decision: 'stop',
          ownKill: 3,
          enemyKill: 1,
          fromStart: true,
        },
      ],
    },
  },
  {
    name: 'CW-7.12 fightBeforeStep move-on: caught in his start sector, he makes his move as if nothing had happened',
    clause: 'CW-7.12',
    option: ['fightBeforeStep', 'move-on'],
    pre: {
      rules: { duelModel: 'compare', fightBeforeStep: 'move-on' },
      units: [
        seer('red/grunt-1', 'C3', { survive: 5 }),
        bunny('blue/bunny-1', 'C2', { info: 2, survive: 5 }),
      ],
    },
    orders: {
      red: [{ soldier: 'red/grunt-1', to: 'D3' }],
      blue: [{ soldier: 'blue/bunny-1', to: 'C4', via: 'C3' }],
    },
    expect: {
      at: { 'red/grunt-1': 'D3', 'blue/bunny-1': 'C4' },
      events: [
        { type: 'fight', phase: 1, sector: 'C3' },
        { type: 'step', phase: 2, soldiers: ['red/grunt-1'], from: 'C3', to: 'D3' },
      ],
      check: (r) => {
        const red = r.trace.events.filter((e) => e.type === 'passing' && e.allegiance === 'red');
        expect(red).toEqual([]);
      },
    },
  },
  {
    name: 'CW-7.12 under dawn fights, a two-sector mover beaten on Kill at dawn stays in his start sector',
    clause: 'CW-7.12',
    pre: {
      rules: { duelModel: 'compare', dawnSharing: 'fight' },
      units: [
        seer('red/grunt-1', 'C3', { survive: 5 }),
        seer('red/grunt-2', 'H8'),
        bunny('blue/bunny-1', 'C3', { info: 2, survive: 5 }),
      ],
    },
    orders: {
      red: [
        { soldier: 'red/grunt-1', to: 'C5', via: 'C4' },
        { soldier: 'red/grunt-2', to: 'H6' },
      ],
    },
    expect: {
      at: { 'red/grunt-1': 'C3', 'red/grunt-2': 'H6' },
      events: [
        { type: 'fight', phase: 0, sector: 'C3' },
        {
          type: 'passing',
          phase: 0,
          sector: 'C3',
          allegiance: 'red',
          soldiers: ['red/grunt-1'],
          decision: 'retreat',
          fromStart: true,
        },
      ],
    },
  },
  {
    name: 'CW-7.12 fightBeforeStep passing-rule: with equal totals he stops, so he stays in his start sector',
    clause: 'CW-7.12',
    pre: {
      rules: { duelModel: 'compare' },
      units: [seer('red/grunt-1', 'C3', { survive: 5 }), seer('blue/grunt-1', 'C2', { survive: 5 })],
    },
    orders: {
      red: [{ soldier: 'red/grunt-1', to: 'D3' }],
      blue: [{ soldier: 'blue/grunt-1', to: 'C4', via: 'C3' }],
    },
    expect: {
      at: { 'red/grunt-1': 'C3', 'blue/grunt-1': 'C3' },
      events: [
        {
          type: 'passing',
          phase: 1,
          allegiance: 'red',
          decision: 'stop',
          ownKill: 1,
          enemyKill: 1,
          fromStart: true,
        },
        { type: 'passing', phase: 1, allegiance: 'blue', decision: 'stop', fromStart: false },
      ],
    },
  },
  {
    name: 'CW-7.12 under dawn fights, a one-sector mover beaten on Kill at dawn stays too',
    clause: 'CW-7.12',
    pre: {
      rules: { duelModel: 'compare', dawnSharing: 'fight' },
      units: [
        seer('red/grunt-1', 'C3', { survive: 5 }),
        bunny('blue/bunny-1', 'C3', { info: 2, survive: 5 }),
      ],
    },
    orders: { red: [{ soldier: 'red/grunt-1', to: 'D3' }] },
    expect: {
      at: { 'red/grunt-1': 'C3' },
      events: [{ type: 'passing', phase: 0, allegiance: 'red', decision: 'retreat', fromStart: true }],
    },
  },
  {
    name: 'CW-7.12 fightBeforeStep stay under dawn fights: the stronger side stays as well',
    clause: 'CW-7.12',
    pre: {
      rules: { duelModel: 'compare', dawnSharing: 'fight', fightBeforeStep: 'stay' },
      units: [bunny('red/bunny-1', 'C3', { info: 2 }), grunt('blue/grunt-1', 'C3', { survive: 5, info: 2 })],
    },
    orders: { red: [{ soldier: 'red/bunny-1', to: 'D3' }] },
    expect: {
      at: { 'red/bunny-1': 'C3' },
      events: [
        { type: 'passing', phase: 0, allegiance: 'red', decision: 'stop', ownKill: 3, fromStart: true },
      ],
    },
  },
];
