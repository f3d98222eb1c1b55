/** Conformance cases for giving orders (CW-3.4, CW-5). */
import { expect } from 'vitest';
import type { OrderOutcome } from '../../../../src/corporate-war/orders.js';
import type { ConformanceCase } from '../case.js';
import { grunt, unit } from './units.js';

const outcomes = (r: { trace: { events: readonly { type: string }[] } }, player = 'red'): OrderOutcome[] => {
  const e = r.trace.events.find((x) => x.type === 'orders' && (x as { player?: string }).player === player) as
    | { outcomes: OrderOutcome[] }
    | undefined;
  return e?.outcomes ?? [];
};
const codes = (o: OrderOutcome | undefined) => o?.issues.map((i) => i.code);

/** One rejected order: the soldier stays and the outcome carries the code. */
const rejected = (name: string, clause: string, order: unknown, code: string): ConformanceCase => ({
  name,
  clause,
  pre: {
    units: [
      grunt('red/grunt-1', 'C3'),
      grunt('red/grunt-2', 'C3', {}),
      { ...grunt('red/grunt-3', 'C3'), dead: {} },
      grunt('blue/grunt-1', 'I3'),
    ],
  },
  orders: { red: [order] },
  expect: {
    at: { 'red/grunt-1': 'C3', 'red/grunt-2': 'C3' },
    check: (r) => {
      const o = outcomes(r)[0];
      expect(o?.status).toBe('rejected');
      expect(codes(o)).toContain(code);
      for (const i of o?.issues ?? []) expect(i.message.length).toBeGreaterThan(0);
    },
  },
});

export const orderCases: ConformanceCase[] = [
  {
    name: 'CW-3.4 an order for the Commander moves the Doc with him',
    clause: 'CW-3.4',
    pre: {
      units: [
        unit('red/commander', 'commander', 'C3'),
        unit('red/doc', 'doc', 'C3'),
        grunt('blue/grunt-1', 'I9'),
      ],
    },
    orders: { red: [{ soldier: 'red/commander', to: 'D4' }] },
    expect: {
      at: { 'red/commander': 'D4', 'red/doc': 'D4' },
      check: (r) =>
        expect(outcomes(r)[0]).toMatchObject({ status: 'accepted', soldiers: ['red/commander', 'red/doc'] }),
    },
  },
  {
    name: 'CW-3.4 a different order for the Doc is refused; he follows the Commander',
    clause: 'CW-3.4',
    pre: {
      units: [
        unit('red/commander', 'commander', 'C3'),
        unit('red/doc', 'doc', 'C3'),
        grunt('blue/grunt-1', 'I9'),
      ],
    },
    orders: {
      red: [
        { soldier: 'red/doc', to: 'B2' },
        { soldier: 'red/commander', to: 'D4' },
      ],
    },
    expect: {
      at: { 'red/commander': 'D4', 'red/doc': 'D4' },
      check: (r) => expect(codes(outcomes(r)[0])).toEqual(['order/mobile-command-split']),
    },
  },
  {
    name: 'CW-5.1 soldiers of one side in one sector fight as one group',
    clause: 'CW-5.1',
    pre: {
      units: [
        grunt('red/grunt-1', 'C3', { info: 2 }),
        grunt('red/grunt-2', 'C2', { info: 2 }),
        grunt('blue/grunt-1', 'C4', { info: 2 }),
      ],
    },
    orders: { red: [{ soldier: 'red/grunt-2', to: 'C3' }], blue: [{ soldier: 'blue/grunt-1', to: 'C3' }] },
    expect: {
      events: [
        {
          type: 'encounter',
          sector: 'C3',
          groups: [
            { allegiance: 'red', soldiers: ['red/grunt-1', 'red/grunt-2'], arriving: true },
            { allegiance: 'blue', soldiers: ['blue/grunt-1'], arriving: true },
          ],
        },
        { type: 'fight', sector: 'C3', kind: 'two-way' },
      ],
    },
  },
  {
    name: 'CW-5.2 one soldier, a list or a whole group may move up to two sectors, splitting groups',
    clause: 'CW-5.2',
    pre: {
      units: [
        grunt('red/grunt-1', 'A6'),
        grunt('red/grunt-2', 'A6'),
        grunt('red/grunt-3', 'A6'),
        grunt('red/grunt-4', 'A6'),
        grunt('blue/grunt-1', 'K6'),
      ],
    },
    orders: {
      red: [
        { soldier: 'red/grunt-1', to: 'C8' },
        { soldiers: ['red/grunt-2', 'red/grunt-3'], to: 'B5' },
      ],
      blue: [{ group: 'K6', to: 'I4' }],
    },
    expect: {
      at: {
        'red/grunt-1': 'C8',
        'red/grunt-2': 'B5',
        'red/grunt-3': 'B5',
        'red/grunt-4': 'A6',
        'blue/grunt-1': 'I4',
      },
    },
  },
  rejected(
    'CW-5.2 a target three sectors away is refused',
    'CW-5.2',
    { soldier: 'red/grunt-1', to: 'F3' },
    'order/too-far',
  ),
  {
    name: 'CW-5.3 pathChoice diagonal-first: a knight-like move steps diagonally first',
    clause: 'CW-5.3',
    option: ['pathChoice', 'diagonal-first'],
    pre: { units: [grunt('red/grunt-1', 'A1'), grunt('blue/grunt-1', 'K11')] },
    orders: { red: [{ soldier: 'red/grunt-1', to: 'C2' }] },
    expect: {
      events: [
        { type: 'step', phase: 1, from: 'A1', to: 'B2' },
        { type: 'step', phase: 3, from: 'B2', to: 'C2' },
      ],
    },
  },
  {
    name: 'CW-5.3 pathChoice orthogonal-first: a knight-like move steps straight first',
    clause: 'CW-5.3',
    option: ['pathChoice', 'orthogonal-first'],
    pre: {
      units: [grunt('red/grunt-1', 'A1'), grunt('blue/grunt-1', 'K11')],
      rules: { pathChoice: 'orthogonal-first' },
    },
    orders: { red: [{ soldier: 'red/grunt-1', to: 'C2' }] },
    expect: {
      events: [
        { type: 'step', phase: 1, from: 'A1', to: 'B1' },
        { type: 'step', phase: 3, from: 'B1', to: 'C2' },
      ],
    },
  },
  {
    name: 'CW-5.3 a named intermediate sector is followed; straight moves go through the middle',
    clause: 'CW-5.3',
    pre: { units: [grunt('red/grunt-1', 'C3'), grunt('red/grunt-2', 'C3'), grunt('blue/grunt-1', 'K11')] },
    orders: {
      red: [
        { soldier: 'red/grunt-1', to: 'E4', via: 'D3' },
        { soldier: 'red/grunt-2', to: 'E3' },
      ],
    },
    expect: {
      events: [{ type: 'step', phase: 1, soldiers: ['red/grunt-1', 'red/grunt-2'], from: 'C3', to: 'D3' }],
      at: { 'red/grunt-1': 'E4', 'red/grunt-2': 'E3' },
    },
  },
  rejected(
    'CW-5.3 an intermediate sector off every path is refused',
    'CW-5.3',
    { soldier: 'red/grunt-1', to: 'E3', via: 'D5' },
    'order/bad-intermediate',
  ),
  rejected(
    'CW-5.3 an intermediate sector on a one-sector move is refused',
    'CW-5.3',
    { soldier: 'red/grunt-1', to: 'D3', via: 'D3' },
    'order/bad-intermediate',
  ),
  {
    name: 'CW-5.5 a hole in a list of soldiers names nobody, as in any list the engine reads',
    clause: 'CW-5.5',
    pre: { units: [grunt('red/grunt-1', 'C3'), grunt('red/grunt-2', 'C3'), grunt('blue/grunt-1', 'I3')] },
    // biome-ignore lint/suspicious/noSparseArray: the hole is the case
    orders: { red: [{ soldiers: ['red/grunt-1', , 'red/grunt-2'], to: 'D4' }] },
    expect: {
      at: { 'red/grunt-1': 'D4', 'red/grunt-2': 'D4' },
      check: (r) => expect(outcomes(r)[0]).toMatchObject({ status: 'accepted', issues: [] }),
    },
  },
  {
    name: 'CW-5.4 soldiers without orders stay, and a player with no entry gives none',
    clause: 'CW-5.4',
    pre: { units: [grunt('red/grunt-1', 'C3'), grunt('red/grunt-2', 'C3'), grunt('blue/grunt-1', 'I3')] },
    orders: { red: [{ soldier: 'red/grunt-1', to: 'C4' }] },
    expect: {
      at: { 'red/grunt-1': 'C4', 'red/grunt-2': 'C3', 'blue/grunt-1': 'I3' },
      check: (r) =>
        expect(
          r.trace.events.filter((e) => e.type === 'orders').map((e) => (e as { player: string }).player),
        ).toEqual(['red']),
    },
  },
  rejected(
    'CW-5.5 an unknown soldier is refused',
    'CW-5.5',
    { soldier: 'red/grunt-9', to: 'C4' },
    'order/unknown-soldier',
  ),
  rejected(
    'CW-5.5 another player\u2019s soldier is refused as unknown, as an id nobody has is',
    'CW-5.5',
    { soldier: 'blue/grunt-1', to: 'I4' },
    'order/unknown-soldier',
  ),
  rejected(
    'CW-5.5 a fallen soldier cannot move',
    'CW-5.5',
    { soldier: 'red/grunt-3', to: 'C4' },
    'order/dead-soldier',
  ),
  rejected(
    'CW-5.5 a target off the map is refused',
    'CW-5.5',
    { soldier: 'red/grunt-1', to: 'C12' },
    'order/bad-sector',
  ),
  rejected(
    'CW-5.5 an order that is not an object is refused',
    'CW-5.5',
    'move everyone to C6',
    'order/not-an-object',
  ),
  rejected(
    'CW-5.5 an unknown field is refused',
    'CW-5.5',
    { soldier: 'red/grunt-1', too: 'C4' },
    'order/unknown-field',
  ),
  rejected(
    'CW-5.5 a group order for an empty sector is refused',
    'CW-5.5',
    { group: 'E5', to: 'E6' },
    'order/empty-group',
  ),
  {
    name: 'CW-5.5 orders that are not a list are refused whole, and nothing moves',
    clause: 'CW-5.5',
    pre: { units: [grunt('red/grunt-1', 'C3'), grunt('blue/grunt-1', 'I3')] },
    orders: { red: { soldier: 'red/grunt-1', to: 'C4' }, nobody: [] },
    expect: {
      at: { 'red/grunt-1': 'C3' },
      events: [
        { type: 'orders', player: 'red', issues: [{ code: 'orders/not-a-list' }] },
        { type: 'orders', player: 'nobody', issues: [{ code: 'orders/unknown-player' }] },
      ],
    },
  },
  {
    name: 'CW-5.5 a partly valid order moves the valid soldiers and reports the rest',
    clause: 'CW-5.5',
    pre: { units: [grunt('red/grunt-1', 'C3'), grunt('red/grunt-2', 'C3'), grunt('blue/grunt-1', 'I3')] },
    orders: { red: [{ soldiers: ['red/grunt-1', 'red/nobody', 'red/grunt-2'], to: 'D4' }] },
    expect: {
      at: { 'red/grunt-1': 'D4', 'red/grunt-2': 'D4' },
      check: (r) => {
        expect(outcomes(r)[0]).toMatchObject({ status: 'partial', soldiers: ['red/grunt-1', 'red/grunt-2'] });
        expect(outcomes(r)[0]!.issues[0]).toMatchObject({
          code: 'order/unknown-soldier',
          path: [0, 'soldiers', 1],
        });
      },
    },
  },
  {
    name: 'CW-5.6 an individual order overrides a group order, whatever the listing order',
    clause: 'CW-5.6',
    pre: { units: [grunt('red/grunt-1', 'A6'), grunt('red/grunt-2', 'A6'), grunt('blue/grunt-1', 'K6')] },
    orders: {
      red: [
        { group: 'A6', to: 'C6' },
        { soldier: 'red/grunt-2', to: 'B5' },
      ],
    },
    expect: {
      at: { 'red/grunt-1': 'C6', 'red/grunt-2': 'B5' },
      check: (r) => expect(outcomes(r).map((o) => o.status)).toEqual(['accepted', 'accepted']),
    },
  },
  {
    name: 'CW-5.6 a soldier named twice keeps its first order',
    clause: 'CW-5.6',
    pre: { units: [grunt('red/grunt-1', 'A6'), grunt('blue/grunt-1', 'K6')] },
    orders: {
      red: [
        { soldier: 'red/grunt-1', to: 'B6' },
        { soldier: 'red/grunt-1', to: 'B7' },
      ],
    },
    expect: {
      at: { 'red/grunt-1': 'B6' },
      check: (r) => {
        expect(outcomes(r)[1]).toMatchObject({
          status: 'rejected',
          issues: [{ code: 'order/duplicate-soldier', firstOrder: 0 }],
        });
      },
    },
  },
];
