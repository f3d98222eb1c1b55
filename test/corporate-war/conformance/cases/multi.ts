/** Conformance cases for gunfights of three or more groups (CW-10). */
import { expect } from 'vitest';
import type { TraceEvent } from '../../../../src/corporate-war/index.js';
import type { ConformanceCase } from '../case.js';
import { bunny, seer, unit } from './units.js';

type Fight = Extract<TraceEvent, { type: 'fight' }>;
const fightOf = (r: { trace: { events: readonly TraceEvent[] } }): Fight => {
  const f = r.trace.events.find((e): e is Fight => e.type === 'fight');
  expect(f, 'a fight').toBeDefined();
  return f!;
};
/** Each engagement as "red.1/2 v blue.0/1", parts numbered from the front. */
const matches = (f: Fight) =>
  f.engagements.map((e) => e.sides.map((s) => `${s.allegiance}.${s.part}/${s.parts}`).join(' v '));
/** The soldiers of one side's part in the engagement against another allegiance. */
const partAgainst = (f: Fight, side: string, foe: string) => {
  const e = f.engagements.find(
    (x) => x.sides.some((s) => s.allegiance === side) && x.sides.some((s) => s.allegiance === foe),
  );
  const s = e?.sides.find((x) => x.allegiance === side);
  return s ? [...s.seen, ...s.unseen] : undefined;
};
/** `n` soldiers of a player, Info 2, Kill from n down to 1 so their marching order is known. */
const squad = (player: string, at: string, n: number, info = 2) =>
  Array.from({ length: n }, (_, i) =>
    seer(`${player}/grunt-${i + 1}`, at, { kill: Math.min(5, n - i), info }),
  );

const garrison = () =>
  ['alien-commander', 'alien-doc', 'alien-specialist'].map((t) =>
    unit(`aliens/garrison/${t}`, t, 'F6', { squad: 'garrison' }),
  );

export const multiCases: ConformanceCase[] = [
  {
    name: 'CW-10.1 a marching order is divided in parts that differ by one at most, the middle soldier to the front',
    clause: 'CW-10.1',
    pre: { units: [...squad('red', 'C2', 5), ...squad('blue', 'C3', 1), ...squad('green', 'C3', 1)] },
    orders: { red: [{ group: 'C2', to: 'C3' }] },
    expect: {
      check: (r) => {
        const f = fightOf(r);
        expect(partAgainst(f, 'red', 'green')).toEqual(['red/grunt-1', 'red/grunt-2', 'red/grunt-3']);
        expect(partAgainst(f, 'red', 'blue')).toEqual(['red/grunt-4', 'red/grunt-5']);
      },
    },
  },
  {
    name: 'CW-10.1 who is seen is decided only against the groups one fights, not bystanders',
    clause: 'CW-10.1',
    pre: {
      units: [
        ...squad('red', 'C2', 2),
        unit('blue/ghost-1', 'ghost', 'C3'),
        seer('blue/grunt-1', 'C3'),
        seer('green/grunt-1', 'C3', { info: 5 }),
      ],
    },
    orders: { red: [{ group: 'C2', to: 'C3' }] },
    expect: {
      check: (r) => {
        const blue = fightOf(r)
          .engagements.flatMap((e) => e.sides)
          .find((s) => s.allegiance === 'blue');
        // Red (Info 2) cannot see the Ghost (Escape 3); green could, but green does not fight blue.
        expect(blue).toMatchObject({ seen: ['blue/grunt-1'], unseen: ['blue/ghost-1'] });
      },
    },
  },
  {
    name: 'CW-10.1 infoTieBreak seat-order: of two groups with equal Info, the earlier seat ranks higher',
    clause: 'CW-10.1',
    option: ['infoTieBreak', 'seat-order'],
    pre: {
      units: [
        ...squad('red', 'C2', 2),
        seer('blue/grunt-1', 'C3'),
        bunny('green/bunny-1', 'C3', { info: 2 }),
      ],
    },
    orders: { red: [{ group: 'C2', to: 'C3' }] },
    expect: { check: (r) => expect(partAgainst(fightOf(r), 'red', 'blue')).toEqual(['red/grunt-2']) },
  },
  {
    name: 'CW-10.1 infoTieBreak total-kill: of two groups with equal Info, the one with more Kill ranks higher',
    clause: 'CW-10.1',
    option: ['infoTieBreak', 'total-kill'],
    pre: {
      rules: { infoTieBreak: 'total-kill' },
      units: [
        ...squad('red', 'C2', 2),
        seer('blue/grunt-1', 'C3'),
        bunny('green/bunny-1', 'C3', { info: 2 }),
      ],
    },
    orders: { red: [{ group: 'C2', to: 'C3' }] },
    expect: { check: (r) => expect(partAgainst(fightOf(r), 'red', 'green')).toEqual(['red/grunt-2']) },
  },
  {
    name: 'CW-10.1 infoTieBreak random: a tie is drawn from the game\u2019s RNG, the same way for the same state',
    clause: 'CW-10.1',
    option: ['infoTieBreak', 'random'],
    pre: {
      rules: { infoTieBreak: 'random' },
      units: [
        ...squad('red', 'C2', 2),
        seer('blue/grunt-1', 'C3'),
        bunny('green/bunny-1', 'C3', { info: 2 }),
      ],
    },
    orders: { red: [{ group: 'C2', to: 'C3' }] },
    expect: {
      check: (r, pre) => {
        const rear = [partAgainst(fightOf(r), 'red', 'blue'), partAgainst(fightOf(r), 'red', 'green')];
        expect(rear).toContainEqual(['red/grunt-2']);
        expect(r.state.rng).not.toEqual(pre.rng);
      },
    },
  },
  {
    name: 'CW-10.2 the waiting group with more Info takes the arrival\u2019s rear half, the other its front; they do not fight each other',
    clause: 'CW-10.2',
    pre: { units: [...squad('red', 'C2', 4), ...squad('blue', 'C3', 1), ...squad('green', 'C3', 2)] },
    orders: { red: [{ group: 'C2', to: 'C3' }] },
    expect: {
      check: (r) => {
        const f = fightOf(r);
        expect(f.kind).toBe('three-way-two-established');
        expect(partAgainst(f, 'red', 'green')).toEqual(['red/grunt-3', 'red/grunt-4']);
        expect(partAgainst(f, 'red', 'blue')).toEqual(['red/grunt-1', 'red/grunt-2']);
        expect(matches(f)).toEqual(['red.1/2 v green.0/1', 'red.0/2 v blue.0/1']);
      },
    },
  },
  {
    name: 'CW-10.3 the group already there is divided among the arrivals, the one with more Info taking its rear',
    clause: 'CW-10.3',
    pre: { units: [...squad('red', 'C3', 4), ...squad('blue', 'C2', 2), ...squad('green', 'C4', 1)] },
    orders: { blue: [{ group: 'C2', to: 'C3' }], green: [{ group: 'C4', to: 'C3' }] },
    expect: {
      check: (r) => {
        const f = fightOf(r);
        expect(f.kind).toBe('three-way-one-established');
        expect(partAgainst(f, 'red', 'blue')).toEqual(['red/grunt-3', 'red/grunt-4']);
        expect(partAgainst(f, 'red', 'green')).toEqual(['red/grunt-1', 'red/grunt-2']);
        expect(matches(f)).toEqual(['red.1/2 v blue.0/1', 'red.0/2 v green.0/1']);
      },
    },
  },
  {
    name: 'CW-10.4 threeArriving ring: each top half meets the next group\u2019s bottom half, the lowest the highest\u2019s',
    clause: 'CW-10.4',
    option: ['threeArriving', 'ring'],
    pre: {
      rules: { threeArriving: 'ring' },
      units: [...squad('red', 'C2', 4), ...squad('blue', 'C4', 3), ...squad('green', 'B3', 2)],
    },
    orders: {
      red: [{ group: 'C2', to: 'C3' }],
      blue: [{ group: 'C4', to: 'C3' }],
      green: [{ group: 'B3', to: 'C3' }],
    },
    expect: {
      check: (r) => {
        const f = fightOf(r);
        expect(f.kind).toBe('three-arriving');
        expect(matches(f)).toEqual(['red.0/2 v blue.1/2', 'red.1/2 v green.0/2', 'blue.0/2 v green.1/2']);
        expect(partAgainst(f, 'red', 'blue')).toEqual(['red/grunt-1', 'red/grunt-2']);
        expect(partAgainst(f, 'blue', 'red')).toEqual(['blue/grunt-3']);
      },
    },
  },
  {
    name: 'CW-10.4 threeArriving two-matches: the seed\u2019s two matches only; the first\u2019s bottom half and the third\u2019s top half hold fire',
    clause: 'CW-10.4',
    option: ['threeArriving', 'two-matches'],
    pre: { units: [...squad('red', 'C2', 4), ...squad('blue', 'C4', 3), ...squad('green', 'B3', 2)] },
    orders: {
      red: [{ group: 'C2', to: 'C3' }],
      blue: [{ group: 'C4', to: 'C3' }],
      green: [{ group: 'B3', to: 'C3' }],
    },
    expect: {
      check: (r) => {
        const f = fightOf(r);
        expect(f.kind).toBe('three-arriving');
        // Ranked red (Info 8), blue (6), green (4).
        expect(matches(f)).toEqual(['red.0/2 v blue.1/2', 'blue.0/2 v green.1/2']);
        expect(partAgainst(f, 'red', 'blue')).toEqual(['red/grunt-1', 'red/grunt-2']);
        expect(partAgainst(f, 'blue', 'green')).toEqual(['blue/grunt-1', 'blue/grunt-2']);
        expect(partAgainst(f, 'green', 'blue')).toEqual(['green/grunt-2']);
        // Red's bottom half and green's top half neither shoot nor are shot at.
        const idle = ['red/grunt-3', 'red/grunt-4', 'green/grunt-1'];
        for (const s of f.shots) {
          expect(idle).not.toContain(s.attacker);
          expect(idle).not.toContain(s.target);
        }
        expect(f.shots.length).toBeGreaterThan(0);
      },
    },
  },
  {
    name: 'CW-10.5 gold rush: four groups, three parts each, paired as the seed spells out',
    clause: 'CW-10.5',
    pre: {
      units: [
        ...squad('red', 'C2', 3, 5),
        ...squad('blue', 'C4', 3, 4),
        ...squad('green', 'B3', 3, 3),
        ...squad('gold', 'D3', 3, 2),
      ],
    },
    orders: {
      red: [{ group: 'C2', to: 'C3' }],
      blue: [{ group: 'C4', to: 'C3' }],
      green: [{ group: 'B3', to: 'C3' }],
      gold: [{ group: 'D3', to: 'C3' }],
    },
    expect: {
      check: (r) => {
        const f = fightOf(r);
        expect(f.kind).toBe('gold-rush');
        const m = matches(f);
        // The seed: highest's first part v lowest's last; highest's second v next-to-lowest's last;
        // second's first v lowest's next-to-last; second's second v next-to-lowest's next-to-last.
        expect(m).toContain('red.0/3 v gold.2/3');
        expect(m).toContain('red.1/3 v green.2/3');
        expect(m).toContain('blue.0/3 v gold.1/3');
        expect(m).toContain('blue.1/3 v green.1/3');
        // The rule goes on: the rear parts meet, and the two lowest's front parts.
        expect(m).toContain('red.2/3 v blue.2/3');
        expect(m).toContain('green.0/3 v gold.0/3');
        expect(m).toHaveLength(6);
      },
    },
  },
  {
    name: 'CW-10.5 gold rush with the aliens: five groups arriving at once, four parts each, every two meet once',
    clause: 'CW-10.5',
    pre: {
      day: 1,
      units: [
        unit('aliens/E5/combat-bunny', 'combat-bunny', 'E5', { squad: 'E5' }),
        unit('aliens/E5/grunt-1', 'grunt', 'E5', { squad: 'E5' }),
        unit('aliens/E5/grunt-2', 'grunt', 'E5', { squad: 'E5' }),
        ...squad('red', 'I5', 4),
        ...squad('blue', 'G3', 4),
        ...squad('green', 'I7', 4),
        ...squad('gold', 'E3', 4),
      ],
    },
    orders: {
      red: [{ group: 'I5', to: 'G5' }],
      blue: [{ group: 'G3', to: 'G5' }],
      green: [{ group: 'I7', to: 'G5' }],
      gold: [{ group: 'E3', to: 'G5', via: 'F4' }],
    },
    expect: {
      check: (r) => {
        const f = fightOf(r);
        expect(f).toMatchObject({ phase: 3, sector: 'G5', kind: 'gold-rush' });
        const m = matches(f);
        expect(m).toHaveLength(10);
        expect(m.filter((x) => x.includes('aliens.'))).toEqual([
          'red.0/4 v aliens.3/4',
          'blue.0/4 v aliens.2/4',
          'green.0/4 v aliens.1/4',
          'gold.0/4 v aliens.0/4',
        ]);
      },
    },
  },
  {
    name: 'CW-10.6 groups already there never fight each other and are divided only among the arrivals',
    clause: 'CW-10.6',
    pre: {
      units: [
        ...squad('blue', 'C3', 4),
        ...squad('green', 'C3', 2),
        ...squad('red', 'C2', 3),
        ...squad('gold', 'C4', 3),
      ],
    },
    orders: { red: [{ group: 'C2', to: 'C3' }], gold: [{ group: 'C4', to: 'C3' }] },
    expect: {
      check: (r) => {
        const f = fightOf(r);
        expect(f.kind).toBe('mixed');
        const m = matches(f);
        expect(m.some((x) => x.includes('blue') && x.includes('green'))).toBe(false);
        expect(m).toHaveLength(5);
        expect(m).toContain('blue.0/2 v gold.2/3');
        expect(m).toContain('red.1/3 v gold.1/3');
      },
    },
  },
  {
    name: 'CW-10.6 a five-way fight with the aliens: the garrison and a group already on the craft, three arrivals',
    clause: 'CW-10.6',
    pre: {
      units: [
        ...garrison(),
        ...squad('blue', 'F6', 2),
        ...squad('red', 'F5', 2),
        ...squad('green', 'E6', 2),
        ...squad('gold', 'G6', 2),
      ],
    },
    orders: {
      red: [{ group: 'F5', to: 'F6' }],
      green: [{ group: 'E6', to: 'F6' }],
      gold: [{ group: 'G6', to: 'F6' }],
    },
    expect: {
      check: (r) => {
        const f = fightOf(r);
        expect(f.kind).toBe('mixed');
        const m = matches(f);
        expect(m).toHaveLength(9);
        expect(m.some((x) => x.includes('aliens') && x.includes('blue'))).toBe(false);
        expect(m.filter((x) => x.startsWith('aliens.'))).toEqual([
          'aliens.2/3 v red.3/4',
          'aliens.1/3 v green.3/4',
          'aliens.0/3 v gold.3/4',
        ]);
      },
    },
  },
  {
    name: 'CW-10.7 a passing group weighs its Kill against the groups it fought, not the bystanders',
    clause: 'CW-10.7',
    pre: {
      units: [
        seer('blue/grunt-1', 'C3'),
        seer('red/grunt-1', 'C2', { kill: 2 }),
        bunny('green/bunny-1', 'B3', { info: 2 }),
      ],
    },
    orders: { red: [{ soldier: 'red/grunt-1', to: 'C4' }], green: [{ soldier: 'green/bunny-1', to: 'D3' }] },
    expect: {
      at: { 'red/grunt-1': 'C4', 'green/bunny-1': 'D3' },
      dead: ['blue/grunt-1'],
      events: [
        { type: 'fight', phase: 1, sector: 'C3', kind: 'three-way-one-established' },
        { type: 'passing', allegiance: 'red', decision: 'continue', ownKill: 2, enemyKill: 0 },
        { type: 'passing', allegiance: 'green', decision: 'continue', ownKill: 3, enemyKill: 0 },
      ],
    },
  },
];
