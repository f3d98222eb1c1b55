/** Conformance cases for the groups' reports (CW-11). */
import { expect } from 'vitest';
import { type DayResult, PICTURES, resolveDay } from '../../../../src/corporate-war/index.js';
import type { GroupReport, ReportEvent } from '../../../../src/corporate-war/report-events.js';
import type { ConformanceCase } from '../case.js';
import { stage } from '../stage.js';
import { bunny, grunt, seer, unit } from './units.js';

type Of<T extends ReportEvent['type']> = Extract<ReportEvent, { type: T }>;

/** A player's report of one group, by the group's id. */
const group = (r: DayResult, id: string, player = 'red'): GroupReport => {
  const groups = r.reports[player]!.groups;
  const g = groups.find((x) => x.id === id);
  expect(g, `group ${id} of ${player} among ${groups.map((x) => x.id).join(', ')}`).toBeDefined();
  return g!;
};
const ids = (r: DayResult, player = 'red') => r.reports[player]!.groups.map((g) => g.id);
/** A group's events as short strings: type, phase and sector. */
const story = (g: GroupReport) => g.events.map((e) => `${e.type}@${e.phase} ${e.sector}`);
const ofType = <T extends ReportEvent['type']>(g: GroupReport, type: T): Of<T>[] =>
  g.events.filter((e): e is Of<T> => e.type === type);
/** A soldier the player's side cannot see with Info 2 or less, and who sees nobody. */
const sneak = (id: string, at: string) => grunt(id, at, { escape: 2, info: 0 });
/** Far from everything, so that blue is seated and has a soldier. */
const farBlue = () => grunt('blue/grunt-9', 'K11');

export const reportCases: ConformanceCase[] = [
  {
    name: 'CW-11.1 soldiers with the same start and orders report together, named by their path; the others hold',
    clause: 'CW-11.1',
    pre: {
      units: [grunt('red/grunt-1', 'B5'), grunt('red/grunt-2', 'B5'), grunt('red/grunt-3', 'B5'), farBlue()],
    },
    orders: { red: [{ soldiers: ['red/grunt-1', 'red/grunt-2'], to: 'D7' }] },
    expect: {
      check: (r) => {
        expect(ids(r)).toEqual(['B5>C6>D7', 'B5']);
        const moved = group(r, 'B5>C6>D7');
        expect(moved.soldiers).toEqual(['red/grunt-1', 'red/grunt-2']);
        expect(moved.events).toEqual([
          { type: 'left', sector: 'B5', sectors: ['B5'], picture: 'quiet', phase: 0 },
          { type: 'entered', sector: 'C6', retreat: false, sectors: ['C6'], picture: 'quiet', phase: 1 },
          { type: 'entered', sector: 'D7', retreat: false, sectors: ['D7'], picture: 'quiet', phase: 3 },
        ]);
        expect(moved.picture).toBe('quiet');
        const held = group(r, 'B5');
        expect(held.soldiers).toEqual(['red/grunt-3']);
        expect(held.events).toEqual([
          { type: 'held', sector: 'B5', sectors: ['B5'], picture: 'quiet', phase: 0 },
        ]);
        expect(ids(r, 'blue')).toEqual(['K11']);
      },
    },
  },
  {
    name: 'CW-11.1 soldiers that began apart report apart though they end together; the fallen before the day report nothing',
    clause: 'CW-11.1',
    pre: {
      units: [
        grunt('red/grunt-1', 'C2'),
        grunt('red/grunt-2', 'C4'),
        unit('red/grunt-3', 'grunt', 'C3', { dead: {} }),
        grunt('red/grunt-4', 'C5'),
        farBlue(),
      ],
    },
    orders: {
      red: [
        { soldier: 'red/grunt-1', to: 'C3' },
        { soldier: 'red/grunt-2', to: 'C3' },
        { soldier: 'red/grunt-4', to: 'C5' },
      ],
    },
    expect: {
      at: { 'red/grunt-1': 'C3', 'red/grunt-2': 'C3' },
      check: (r) => {
        // An order to stay where one stands is no move: the group is named by its sector alone.
        expect(ids(r)).toEqual(['C2>C3', 'C4>C3', 'C5']);
        expect(r.reports.red!.groups.flatMap((g) => g.soldiers)).not.toContain('red/grunt-3');
        expect(story(group(r, 'C2>C3'))).toEqual(['left@0 C2', 'entered@2 C3', 'corpses@2 C3']);
        expect(story(group(r, 'C4>C3'))).toEqual(['left@0 C4', 'entered@2 C3', 'corpses@2 C3']);
        expect(story(group(r, 'C5'))).toEqual(['held@0 C5']);
      },
    },
  },
  {
    name: 'CW-11.1 a group turned back enters its start sector again, as a retreat',
    clause: 'CW-11.1',
    pre: { units: [seer('red/grunt-1', 'C1', { survive: 5 }), grunt('blue/grunt-1', 'C2', { kill: 2 })] },
    orders: { red: [{ soldier: 'red/grunt-1', to: 'C3' }] },
    expect: {
      at: { 'red/grunt-1': 'C1' },
      events: [{ type: 'passing', allegiance: 'red', decision: 'retreat' }],
      check: (r) => {
        const g = group(r, 'C1>C2>C3');
        expect(story(g)).toEqual([
          'left@0 C1',
          'entered@1 C2',
          'fight@1 C2',
          'enemies-present@1 C2',
          'entered@3 C1',
          // Back in C1, it notices blue still standing next door (CW-11.4, `any-group`).
          'movement-nearby@3 C2',
        ]);
        expect(ofType(g, 'entered').map((e) => e.retreat)).toEqual([false, true]);
      },
    },
  },
  {
    name: 'CW-11.2 bodies from earlier days are reported in each sector entered, by insignia alone',
    clause: 'CW-11.2',
    pre: {
      units: [
        grunt('red/grunt-1', 'C1'),
        unit('red/grunt-2', 'grunt', 'C3', { dead: {} }),
        unit('blue/grunt-1', 'grunt', 'C2', { dead: { diedOn: 1 } }),
        unit('blue/commander', 'commander', 'C2', { dead: {} }),
        unit('aliens/E5/grunt-1', 'grunt', 'C3', { squad: 'E5', dead: {} }),
        farBlue(),
      ],
    },
    orders: { red: [{ soldier: 'red/grunt-1', to: 'C3', via: 'C2' }] },
    expect: {
      check: (r) => {
        const g = group(r, 'C1>C2>C3');
        expect(ofType(g, 'corpses')).toEqual([
          {
            type: 'corpses',
            sector: 'C2',
            insignia: ['phoenicae'],
            sectors: ['C2'],
            picture: 'corpses',
            phase: 1,
          },
          {
            type: 'corpses',
            sector: 'C3',
            insignia: ['aliens', 'psicorps'],
            sectors: ['C3'],
            picture: 'corpses',
            phase: 3,
          },
        ]);
        // Neither how many nor who: the Commander's body is a phoenicae body like the grunt's.
        expect(JSON.stringify(g)).not.toMatch(/commander|blue\/|aliens\/|red\/grunt-2/);
        expect(ofType(g, 'wreckage')).toEqual([]);
        expect(g.picture).toBe('corpses');
      },
    },
  },
  {
    name: 'CW-11.2 bodies of a fight earlier in the day are found, and the fighting was heard on the way',
    clause: 'CW-11.2',
    pre: {
      units: [
        // Red sees nobody and nobody sees it: it walks into C2 after the fight without one of its own.
        sneak('red/grunt-1', 'A2'),
        seer('blue/grunt-1', 'C2', { kill: 2 }),
        grunt('green/grunt-1', 'B1'),
      ],
    },
    orders: {
      red: [{ soldier: 'red/grunt-1', to: 'C2', via: 'B2' }],
      green: [{ soldier: 'green/grunt-1', to: 'C3', via: 'C2' }],
    },
    expect: {
      dead: ['green/grunt-1'],
      at: { 'red/grunt-1': 'C2', 'blue/grunt-1': 'C2' },
      events: [{ type: 'fight', phase: 1, sector: 'C2' }],
      check: (r) => {
        const g = group(r, 'A2>B2>C2');
        expect(g.events).toEqual([
          { type: 'left', sector: 'A2', sectors: ['A2'], picture: 'quiet', phase: 0 },
          { type: 'entered', sector: 'B2', retreat: false, sectors: ['B2'], picture: 'quiet', phase: 1 },
          {
            type: 'fighting-nearby',
            sector: 'C2',
            direction: 'south',
            sectors: ['C2'],
            picture: 'firefight',
            phase: 1,
          },
          { type: 'entered', sector: 'C2', retreat: false, sectors: ['C2'], picture: 'quiet', phase: 3 },
          {
            type: 'corpses',
            sector: 'C2',
            insignia: ['orchid-inc'],
            sectors: ['C2'],
            picture: 'corpses',
            phase: 3,
          },
        ]);
        // The fight outranks the bodies (CW-11.7).
        expect(g.picture).toBe('firefight');
      },
    },
  },
  {
    name: 'CW-11.2 the wreckage of a Mobile Command is found on a later day; on the day it falls only bodies lie there',
    clause: 'CW-11.2',
    run: () => {
      const pre = stage({
        units: [
          unit('red/grunt-1', 'grunt', 'A3', { stats: { escape: 5, info: 0 } }),
          unit('red/grunt-2', 'grunt', 'A3', { stats: { escape: 5, info: 0 } }),
          grunt('red/grunt-3', 'A3'),
          grunt('red/grunt-4', 'A3'),
          unit('blue/commander', 'commander', 'C2'),
          unit('blue/doc', 'doc', 'C2'),
          bunny('green/bunny-1', 'C3', { info: 4 }),
          bunny('green/bunny-2', 'C3', { info: 4 }),
        ],
      });
      // Day 2: blue's Mobile Command walks into the bunnies; red's two sneaks come in after.
      const day2 = resolveDay(pre, {
        blue: [{ group: 'C2', to: 'C3' }],
        red: [{ soldiers: ['red/grunt-1', 'red/grunt-2'], to: 'C3', via: 'B3' }],
      });
      expect(day2.trace.events).toContainEqual(
        expect.objectContaining({ type: 'mobile-command-wrecked', allegiance: 'blue', sector: 'C3' }),
      );
      expect(day2.state.outcome).toBeNull();
      const sneaks = group(day2, 'A3>B3>C3');
      // Heard from B3 in phase 2, then walked into in phase 3: bodies, but no wreckage yet.
      expect(story(sneaks)).toEqual([
        'left@0 A3',
        'entered@1 B3',
        'fighting-nearby@2 C3',
        'entered@3 C3',
        'corpses@3 C3',
      ]);
      expect(ofType(sneaks, 'corpses')[0]!.insignia).toEqual(['phoenicae']);
      // Day 3: the bunnies leave in phase 2; red's other two come in in phase 3.
      const day3 = resolveDay(day2.state, {
        green: [{ group: 'C3', to: 'D4' }],
        red: [{ soldiers: ['red/grunt-3', 'red/grunt-4'], to: 'C3', via: 'B3' }],
      });
      const g = group(day3, 'A3>B3>C3');
      expect(g.soldiers).toEqual(['red/grunt-3', 'red/grunt-4']);
      expect(g.events.slice(-2)).toEqual([
        {
          type: 'corpses',
          sector: 'C3',
          insignia: ['phoenicae'],
          sectors: ['C3'],
          picture: 'corpses',
          phase: 3,
        },
        { type: 'wreckage', sector: 'C3', sectors: ['C3'], picture: 'wreckage', phase: 3 },
      ]);
      // Whose wreck it was is not said; the wreckage outranks the bodies (CW-11.7).
      expect(g.picture).toBe('wreckage');
      // The sneaks who held in C3 walked through nothing today.
      expect(story(group(day3, 'C3'))).toEqual(['held@0 C3']);
    },
  },
  {
    name: 'CW-11.3 fighting next door is heard with its direction, whoever fights; two sectors away it is not',
    clause: 'CW-11.3',
    pre: {
      units: [
        grunt('red/grunt-1', 'B4'),
        grunt('red/grunt-2', 'A5', { info: 9 }),
        seer('blue/grunt-1', 'C3', { kill: 2 }),
        grunt('green/grunt-1', 'C2'),
      ],
    },
    orders: { green: [{ soldier: 'green/grunt-1', to: 'C3' }] },
    expect: {
      dead: ['green/grunt-1'],
      events: [{ type: 'fight', phase: 2, sector: 'C3' }],
      check: (r) => {
        expect(group(r, 'B4').events).toEqual([
          { type: 'held', sector: 'B4', sectors: ['B4'], picture: 'quiet', phase: 0 },
          {
            type: 'fighting-nearby',
            sector: 'C3',
            direction: 'southwest',
            sectors: ['C3'],
            picture: 'firefight',
            phase: 2,
          },
        ]);
        expect(group(r, 'B4').picture).toBe('firefight');
        // A5 is two sectors from C3: neither the fight nor the step into C3 reaches it.
        expect(group(r, 'A5').events).toEqual([
          { type: 'held', sector: 'A5', sectors: ['A5'], picture: 'quiet', phase: 0 },
        ]);
        expect(group(r, 'A5').picture).toBe('quiet');
        // The fighters report the fight itself, not fighting nearby (and the red seers
        // standing next door, CW-11.4).
        expect(story(group(r, 'C3', 'blue'))).toEqual([
          'held@0 C3',
          'movement-nearby@1 B4',
          'movement-nearby@1 C2',
          'fight@2 C3',
        ]);
      },
    },
  },
  {
    name: 'CW-11.3 a fight at dawn is heard next door',
    clause: 'CW-11.3',
    option: ['dawnSharing', 'fight'],
    pre: {
      rules: { dawnSharing: 'fight' },
      units: [
        grunt('red/grunt-1', 'D4'),
        seer('blue/grunt-1', 'C3', { kill: 2 }),
        grunt('green/grunt-1', 'C3'),
      ],
    },
    expect: {
      dead: ['green/grunt-1'],
      check: (r) => {
        expect(ofType(group(r, 'D4'), 'fighting-nearby')).toEqual([
          {
            type: 'fighting-nearby',
            sector: 'C3',
            direction: 'northwest',
            sectors: ['C3'],
            picture: 'firefight',
            phase: 0,
          },
        ]);
      },
    },
  },
  {
    name: 'CW-11.4 movementSighting exceeds: a step next door is noticed when the watchers\u2019 highest Info exceeds the mover\u2019s Escape',
    clause: 'CW-11.4',
    option: ['movementSighting', 'exceeds'],
    pre: {
      units: [
        grunt('red/grunt-1', 'C3', { info: 3 }),
        grunt('red/grunt-2', 'H3'),
        grunt('blue/grunt-1', 'C5'),
        grunt('blue/grunt-2', 'H5'),
        grunt('green/grunt-1', 'C3'),
      ],
    },
    orders: {
      blue: [
        { soldier: 'blue/grunt-1', to: 'C4' },
        { soldier: 'blue/grunt-2', to: 'H4' },
      ],
      // Leaving the watchers' own sector for the one next door is movement next door too.
      green: [{ soldier: 'green/grunt-1', to: 'C4' }],
    },
    expect: {
      check: (r) => {
        // Info 3 against Escape 1: noticed. Blue and green both step into C4: one event.
        expect(ofType(group(r, 'C3'), 'movement-nearby')).toEqual([
          {
            type: 'movement-nearby',
            sector: 'C4',
            direction: 'east',
            sectors: ['C4'],
            picture: 'movement',
            phase: 2,
          },
        ]);
        expect(group(r, 'C3').picture).toBe('movement');
        // Info 1 against Escape 1: not noticed.
        expect(group(r, 'H3').events).toEqual([
          { type: 'held', sector: 'H3', sectors: ['H3'], picture: 'quiet', phase: 0 },
        ]);
      },
    },
  },
  {
    name: 'CW-11.4 movementSighting exactly-one-higher: only an Info of exactly the mover\u2019s Escape plus one notices',
    clause: 'CW-11.4',
    option: ['movementSighting', 'exactly-one-higher'],
    pre: {
      rules: { movementSighting: 'exactly-one-higher' },
      units: [
        grunt('red/grunt-1', 'C3', { info: 3 }),
        seer('red/grunt-2', 'H3'),
        grunt('blue/grunt-1', 'C5'),
        grunt('blue/grunt-2', 'H5'),
      ],
    },
    orders: {
      blue: [
        { soldier: 'blue/grunt-1', to: 'C4' },
        { soldier: 'blue/grunt-2', to: 'H4' },
      ],
    },
    expect: {
      check: (r) => {
        // Info 3 is two above Escape 1: read literally, nothing is noticed.
        expect(story(group(r, 'C3'))).toEqual(['held@0 C3']);
        expect(ofType(group(r, 'H3'), 'movement-nearby')).toEqual([
          {
            type: 'movement-nearby',
            sector: 'H4',
            direction: 'east',
            sectors: ['H4'],
            picture: 'movement',
            phase: 2,
          },
        ]);
      },
    },
  },
  {
    name: 'CW-11.4 movementNearby any-group: enemies standing next door are noticed once, steps as before',
    clause: 'CW-11.4',
    option: ['movementNearby', 'any-group'],
    pre: {
      units: [
        seer('red/grunt-1', 'C3'),
        // Stands in C4 all day: noticed after phase 1, not repeated while nothing changes.
        grunt('blue/grunt-1', 'C4'),
        // Escape 3 standing in D3: Info 2 does not notice him.
        unit('blue/ghost-1', 'ghost', 'D3'),
        // Steps into B2 in phase 2 and stands there in phase 3: one event, in phase 2.
        grunt('green/grunt-1', 'A2'),
      ],
    },
    orders: { green: [{ soldier: 'green/grunt-1', to: 'B2' }] },
    expect: {
      check: (r) => {
        expect(
          ofType(group(r, 'C3'), 'movement-nearby').map((e) => `${e.phase} ${e.sector} ${e.direction}`),
        ).toEqual(['1 C4 east', '2 B2 northwest']);
        expect(group(r, 'C3').picture).toBe('movement');
        expect(JSON.stringify(group(r, 'C3'))).not.toContain('D3');
      },
    },
  },
  {
    name: 'CW-11.4 movementNearby any-group: a group that moves notices what stands beside its new sector',
    clause: 'CW-11.4',
    pre: { units: [seer('red/grunt-1', 'C1'), grunt('blue/grunt-1', 'C3'), grunt('blue/grunt-2', 'E3')] },
    orders: { red: [{ soldier: 'red/grunt-1', to: 'D2' }] },
    expect: {
      check: (r) => {
        // From C1 nothing is next door; from D2 (phase 2) both C3 and E3 are.
        expect(
          ofType(group(r, 'C1>D2'), 'movement-nearby').map((e) => `${e.phase} ${e.sector} ${e.direction}`),
        ).toEqual(['2 C3 northeast', '2 E3 southeast']);
      },
    },
  },
  {
    name: 'CW-11.4 movementNearby any-group: a step into a sector noticed after the last phase is reported again',
    clause: 'CW-11.4',
    pre: { units: [seer('red/grunt-1', 'C3'), grunt('blue/grunt-1', 'C4'), grunt('blue/grunt-2', 'C5')] },
    orders: { blue: [{ soldier: 'blue/grunt-2', to: 'C4' }] },
    expect: {
      check: (r) => {
        expect(
          ofType(group(r, 'C3'), 'movement-nearby').map((e) => `${e.phase} ${e.sector} ${e.direction}`),
        ).toEqual(['1 C4 east', '2 C4 east']);
      },
    },
  },
  {
    name: 'CW-11.4 movementNearby steps-only: enemies standing still next door make no movement',
    clause: 'CW-11.4',
    option: ['movementNearby', 'steps-only'],
    pre: {
      rules: { movementNearby: 'steps-only' },
      units: [
        seer('red/grunt-1', 'C3'),
        grunt('blue/grunt-1', 'C4'),
        unit('blue/ghost-1', 'ghost', 'D3'),
        grunt('green/grunt-1', 'A2'),
      ],
    },
    orders: { green: [{ soldier: 'green/grunt-1', to: 'B2' }] },
    expect: {
      check: (r) => {
        expect(
          ofType(group(r, 'C3'), 'movement-nearby').map((e) => `${e.phase} ${e.sector} ${e.direction}`),
        ).toEqual(['2 B2 northwest']);
      },
    },
  },
  {
    name: 'CW-11.4 an enemy whose Escape is not below the watchers\u2019 Info passes next door and walks in unnoticed',
    clause: 'CW-11.4',
    pre: { units: [seer('red/grunt-1', 'C3'), sneak('blue/grunt-1', 'C5'), seer('red/grunt-2', 'H8')] },
    orders: { blue: [{ soldier: 'blue/grunt-1', to: 'C3', via: 'C4' }] },
    expect: {
      at: { 'blue/grunt-1': 'C3', 'red/grunt-1': 'C3' },
      // Blue walks in on red, but neither sees the other.
      events: [{ type: 'encounter', phase: 3, sector: 'C3', detected: [] }],
      noEvents: ['fight'],
      check: (r) => {
        // No movement next door in phase 1, no sighting in its own sector after phase 3.
        expect(group(r, 'C3').events).toEqual([
          { type: 'held', sector: 'C3', sectors: ['C3'], picture: 'quiet', phase: 0 },
        ]);
        expect(group(r, 'C3').picture).toBe('quiet');
        expect(JSON.stringify(r.reports.red)).not.toContain('phoenicae');
      },
    },
  },
  {
    name: 'CW-11.4 every soldier of the player in the sector watches, whichever group he reports with',
    clause: 'CW-11.4',
    pre: {
      units: [grunt('red/grunt-1', 'C3'), unit('red/ghost-1', 'ghost', 'C2'), grunt('blue/grunt-1', 'C6')],
    },
    orders: { red: [{ soldier: 'red/ghost-1', to: 'C3' }], blue: [{ soldier: 'blue/grunt-1', to: 'C4' }] },
    expect: {
      at: { 'red/ghost-1': 'C3', 'blue/grunt-1': 'C4' },
      check: (r) => {
        // Blue steps into C5 in phase 1 (two from C3), into C4 in phase 3. The Ghost (Info 2)
        // is in C3 from phase 2 and lends his eyes to the grunt (Info 1).
        for (const id of ['C3', 'C2>C3']) {
          expect(
            ofType(group(r, id), 'movement-nearby').map((e) => `${e.phase} ${e.sector} ${e.direction}`),
          ).toEqual(['3 C4 east']);
        }
      },
    },
  },
  {
    name: 'CW-11.5 a fight is reported with the group\u2019s casualties and the enemies seen to fall, then those still there',
    clause: 'CW-11.5',
    pre: {
      units: [
        bunny('red/bunny-1', 'C2', { info: 2 }),
        grunt('red/grunt-1', 'C2'),
        seer('blue/grunt-1', 'C3', { kill: 2 }),
        seer('blue/grunt-2', 'C3', { kill: 2 }),
      ],
    },
    orders: { red: [{ group: 'C2', to: 'C3' }] },
    expect: {
      events: [{ type: 'fight', phase: 2, sector: 'C3' }],
      check: (r) => {
        const fight = r.trace.events.find((e) => e.type === 'fight');
        const killed = fight?.type === 'fight' ? fight.killed : [];
        const ownDead = killed.filter((k) => k.startsWith('red/'));
        const blueDead = killed.filter((k) => k.startsWith('blue/'));
        expect(ownDead.length).toBeGreaterThan(0);
        expect(ownDead.length).toBeLessThan(2);
        expect(blueDead.length).toBe(1);
        const g = group(r, 'C2>C3');
        expect(g.events).toEqual([
          { type: 'left', sector: 'C2', sectors: ['C2'], picture: 'quiet', phase: 0 },
          // Blue standing next door is noticed before red walks in (CW-11.4, `any-group`).
          {
            type: 'movement-nearby',
            sector: 'C3',
            direction: 'east',
            sectors: ['C3'],
            picture: 'movement',
            phase: 1,
          },
          { type: 'entered', sector: 'C3', retreat: false, sectors: ['C3'], picture: 'quiet', phase: 2 },
          {
            type: 'fight',
            sector: 'C3',
            casualties: ownDead,
            enemyFallen: [{ allegiance: 'phoenicae', count: 1 }],
            sectors: ['C3'],
            picture: 'firefight',
            phase: 2,
          },
          {
            type: 'enemies-present',
            sector: 'C3',
            sightings: [{ allegiance: 'phoenicae', count: 1 }],
            sectors: ['C3'],
            picture: 'movement',
            phase: 2,
          },
        ]);
        // The bodies of the fight it walked into are the fight's, not corpses it found.
        expect(ofType(g, 'corpses')).toEqual([]);
        expect(g.picture).toBe('firefight');
      },
    },
  },
  {
    name: 'CW-11.5 enemies the player\u2019s side did not see are not counted among the enemy fallen',
    clause: 'CW-11.5',
    pre: {
      units: [
        unit('blue/ghost-1', 'ghost', 'C3', { stats: { kill: 0 } }),
        grunt('blue/grunt-1', 'C3', { kill: 0 }),
        seer('red/grunt-1', 'C2', { kill: 2 }),
        bunny('green/bunny-1', 'C4', { info: 5, kill: 5 }),
      ],
    },
    orders: { red: [{ group: 'C2', to: 'C3' }], green: [{ group: 'C4', to: 'C3' }] },
    expect: {
      dead: ['blue/ghost-1', 'blue/grunt-1'],
      check: (r) => {
        // Both blue soldiers fall in the one fight; red (Info 2) never saw the Ghost (Escape 3).
        const red = ofType(group(r, 'C2>C3'), 'fight');
        expect(red).toHaveLength(1);
        expect(red[0]!.enemyFallen).toEqual([{ allegiance: 'phoenicae', count: 1 }]);
        expect(red[0]!.casualties).toEqual([]);
        // Green saw the Ghost and killed him.
        expect(ofType(group(r, 'C4>C3', 'green'), 'fight')[0]!.enemyFallen).toEqual([
          { allegiance: 'phoenicae', count: 1 },
        ]);
        // Red still sees green, the enemy left standing.
        expect(ofType(group(r, 'C2>C3'), 'enemies-present')[0]!.sightings).toEqual([
          { allegiance: 'orchid-inc', count: 1 },
        ]);
      },
    },
  },
  {
    name: 'CW-11.5 the enemies seen in the group\u2019s sector are counted by insignia, again only when the count changes',
    clause: 'CW-11.5',
    pre: {
      units: [
        seer('red/grunt-1', 'C3'),
        grunt('blue/grunt-1', 'C3'),
        unit('blue/ghost-1', 'ghost', 'C3'),
        grunt('blue/grunt-2', 'C4', { kill: 0 }),
        grunt('green/grunt-1', 'F3'),
      ],
    },
    orders: {
      blue: [{ soldier: 'blue/grunt-2', to: 'C3' }],
      green: [{ soldier: 'green/grunt-1', to: 'E3' }],
    },
    expect: {
      noEvents: ['kill'],
      check: (r) => {
        const g = group(r, 'C3');
        // Blue's grunt stood with red at dawn; the second walks in in phase 2 and they fight.
        // The Ghost (Escape 3) is never counted. Green's step to E3 is two sectors off; blue's
        // grunt waiting next door in C4 is noticed once (CW-11.4, `any-group`).
        expect(story(g)).toEqual([
          'held@0 C3',
          'movement-nearby@1 C4',
          'enemies-present@1 C3',
          'fight@2 C3',
          'enemies-present@2 C3',
        ]);
        expect(ofType(g, 'enemies-present').map((e) => e.sightings)).toEqual([
          [{ allegiance: 'phoenicae', count: 1 }],
          [{ allegiance: 'phoenicae', count: 2 }],
        ]);
        expect(ofType(g, 'enemies-present')[0]).toMatchObject({ sectors: ['C3'], picture: 'movement' });
      },
    },
  },
  {
    name: 'CW-11.6 a group wiped out reports only lost contact, at its start sector; what it saw dies with it',
    clause: 'CW-11.6',
    pre: {
      units: [
        seer('red/grunt-1', 'C1'),
        seer('red/grunt-2', 'C1'),
        grunt('red/grunt-3', 'B4'),
        unit('green/grunt-1', 'grunt', 'C2', { dead: {} }),
        bunny('blue/bunny-1', 'C3', { info: 4 }),
        bunny('blue/bunny-2', 'C3', { info: 4 }),
      ],
    },
    orders: { red: [{ group: 'C1', to: 'C3', via: 'C2' }] },
    expect: {
      dead: ['red/grunt-1', 'red/grunt-2'],
      events: [{ type: 'fight', phase: 3, sector: 'C3' }],
      check: (r) => {
        const g = group(r, 'C1>C2>C3');
        // It entered C2, found a body there and fought in C3: none of it is heard.
        expect(g).toEqual({
          id: 'C1>C2>C3',
          soldiers: ['red/grunt-1', 'red/grunt-2'],
          events: [
            { type: 'lost-contact', sector: 'C1', sectors: ['C1'], picture: 'lost-contact', phase: 3 },
          ],
          picture: 'lost-contact',
        });
        expect([...r.reports.red!.fallen].sort()).toEqual(['red/grunt-1', 'red/grunt-2']);
        // Another group of the player reports as usual: it heard the fight next door.
        expect(story(group(r, 'B4'))).toEqual(['held@0 B4', 'fighting-nearby@3 C3']);
      },
    },
  },
  {
    name: 'CW-11.7 each event has its picture and names its sectors; the report takes the most striking picture',
    clause: 'CW-11.7',
    pre: {
      units: [
        seer('red/grunt-1', 'A2'),
        unit('green/grunt-1', 'grunt', 'B2', { dead: {} }),
        grunt('blue/grunt-1', 'C4'),
        grunt('red/grunt-2', 'H8'),
      ],
    },
    orders: { red: [{ soldier: 'red/grunt-1', to: 'B2' }], blue: [{ soldier: 'blue/grunt-1', to: 'C3' }] },
    expect: {
      check: (r) => {
        expect([...PICTURES]).toEqual([
          'quiet',
          'movement',
          'firefight',
          'corpses',
          'wreckage',
          'lost-contact',
        ]);
        const g = group(r, 'A2>B2');
        expect(g.events.map((e) => `${e.type}:${e.picture}`)).toEqual([
          'left:quiet',
          'entered:quiet',
          'corpses:corpses',
          'movement-nearby:movement',
        ]);
        // Corpses are more striking than movement.
        expect(g.picture).toBe('corpses');
        expect(group(r, 'H8').picture).toBe('quiet');
        const all = r.reports.red!.groups.flatMap((x) => x.events);
        for (const e of all) expect(e.sectors).toEqual([e.sector]);
        // Every report about C3, as a frontend would gather it for the sector's status window.
        expect(all.filter((e) => e.sectors.includes('C3'))).toEqual([
          {
            type: 'movement-nearby',
            sector: 'C3',
            direction: 'southeast',
            sectors: ['C3'],
            picture: 'movement',
            phase: 2,
          },
        ]);
      },
    },
  },
  {
    name: 'CW-11.3 a fight in the group\u2019s own sector that it took no part in is heard there',
    clause: 'CW-11.3',
    pre: {
      units: [
        grunt('red/grunt-1', 'C3', { info: 0, escape: 5 }),
        grunt('blue/grunt-1', 'C3', { info: 2, kill: 2 }),
        grunt('green/grunt-1', 'C4'),
      ],
    },
    orders: { green: [{ soldier: 'green/grunt-1', to: 'C3' }] },
    expect: {
      dead: ['green/grunt-1'],
      check: (r) => expect(story(group(r, 'C3'))).toEqual(['held@0 C3', 'fighting-here@2 C3']),
    },
  },
  {
    name: 'CW-11.5 the same enemies seen in a new sector are reported again, for that sector',
    clause: 'CW-11.5',
    pre: {
      units: [
        seer('red/grunt-1', 'C1'),
        grunt('blue/grunt-1', 'C2', { kill: 0 }),
        grunt('blue/grunt-2', 'C3', { kill: 0 }),
      ],
    },
    orders: { red: [{ soldier: 'red/grunt-1', to: 'C3' }] },
    expect: {
      check: (r) => {
        const seen = ofType(group(r, 'C1>C2>C3'), 'enemies-present').map((e) => e.sector);
        expect(seen).toEqual(['C2', 'C3']);
      },
    },
  },
];
