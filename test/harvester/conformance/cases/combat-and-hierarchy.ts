/** Conformance cases for HV-6 (combat), HV-7 (destruction and rebuilding), HV-8 (the hierarchy), HV-9 and HV-10. */
import { expect } from 'vitest';
import {
  awaiting,
  HARVESTER,
  type HvState,
  idleOutOrders,
  parseState,
  playerView,
  resolveTurn,
  serializeState,
  victoryPoints,
} from '../../../../src/harvester/index.js';
import { rulersOf } from '../../../../src/harvester/state.js';
import { army, emptyPlanet, hexOf, idOf, unitsAt, withMachine, withUnits } from '../../support.js';
import { type ConformanceCase, refusedCodes } from '../case.js';

const turns = (s: HvState, n: number, orders: (s: HvState) => Record<string, unknown>): HvState => {
  let t = s;
  for (let k = 0; k < n; k++) t = resolveTurn(t, orders(t)).state;
  return t;
};
const res = (s: HvState, hex: string) => s.resources[hexOf(s, hex)];

export const combatCases: ConformanceCase[] = [
  {
    name: 'HV-6.1 fightTiming every-step: Scouts passing a General are caught on the way',
    clause: 'HV-6.1',
    option: ['fightTiming', 'every-step'],
    run: () => {
      const s = withUnits(emptyPlanet(), [
        ['p1', 'scout', '0,0'],
        ['p1', 'scout', '0,0'],
        ['p2', 'general', '0,-2'],
        ['p1', 'harvester', '4,0'],
        ['p2', 'harvester', '-4,0'],
      ]);
      const path = ['0,-1', '0,-2', '0,-3'];
      const t = resolveTurn(s, {
        p1: {
          moves: [
            { unit: 1, path },
            { unit: 2, path },
          ],
        },
        p2: {},
      });
      expect(unitsAt(t.state, 'p1')).toEqual(['harvester@4,0']);
      expect(res(t.state, '0,-2')).toBe(2);
    },
  },
  {
    name: 'HV-6.1 fightTiming destination: the same Scouts pass the General and arrive',
    clause: 'HV-6.1',
    option: ['fightTiming', 'destination'],
    run: () => {
      const s = withUnits(emptyPlanet(2, 8, { fightTiming: 'destination' }), [
        ['p1', 'scout', '0,0'],
        ['p1', 'scout', '0,0'],
        ['p2', 'general', '0,-2'],
        ['p1', 'harvester', '4,0'],
        ['p2', 'harvester', '-4,0'],
      ]);
      const path = ['0,-1', '0,-2', '0,-3'];
      const t = resolveTurn(s, {
        p1: {
          moves: [
            { unit: 1, path },
            { unit: 2, path },
          ],
        },
        p2: {},
      });
      expect(unitsAt(t.state, 'p1')).toEqual(['scout@0,-3', 'scout@0,-3', 'harvester@4,0']);
    },
  },
  {
    name: 'HV-6.2 General and Soldier (6) beat Lieutenant and Scout (4): they are destroyed, the hex gains 3 + 1',
    clause: 'HV-6.2',
    run: () => {
      const s = withUnits(emptyPlanet(), [
        ['p1', 'general', '0,0'],
        ['p1', 'soldier', '0,0'],
        ['p2', 'lieutenant', '0,-1'],
        ['p2', 'scout', '0,-1'],
        ['p1', 'harvester', '4,0'],
        ['p2', 'harvester', '-4,0'],
      ]);
      const t = resolveTurn(s, {
        p1: {
          moves: [
            { unit: 1, path: ['0,-1'] },
            { unit: 2, path: ['0,-1'] },
          ],
        },
        p2: {},
      });
      expect(unitsAt(t.state, 'p1')).toEqual(['general@0,-1', 'soldier@0,-1', 'harvester@4,0']);
      expect(unitsAt(t.state, 'p2')).toEqual(['harvester@-4,0']);
      expect(res(t.state, '0,-1')).toBe(4);
      expect(t.reports.p2!.fights).toEqual([
        {
          hex: '0,-1',
          sides: [
            { players: ['p1'], total: 6 },
            { players: ['p2'], total: 4 },
          ],
          result: 'lost',
        },
      ]);
    },
  },
  {
    name: 'HV-6.2 a hierarchy is one side: a ruler’s Scout and its subject’s Lieutenant (4) hold off two Soldiers (4)',
    clause: 'HV-6.2',
    run: () => {
      let s = withUnits(emptyPlanet(3), [
        ['p1', 'scout', '0,-1'],
        ['p2', 'lieutenant', '0,-1'],
        ['p3', 'soldier', '0,1'],
        ['p3', 'soldier', '0,1'],
        ['p1', 'harvester', '5,0'],
        ['p2', 'harvester', '-5,0'],
        ['p3', 'harvester', '0,5'],
      ]);
      s = withMachine(s, 'p2', { ruler: 'p1' });
      const path = ['0,0', '0,-1'];
      const t = resolveTurn(s, {
        p1: {},
        p2: {},
        p3: {
          moves: [
            { unit: 3, path },
            { unit: 4, path },
          ],
        },
      });
      expect(unitsAt(t.state, 'p3')).toEqual(['soldier@0,0', 'soldier@0,0', 'harvester@0,5']);
      expect(t.reports.p1!.fights[0]).toMatchObject({
        result: 'tie',
        sides: [
          { players: ['p1', 'p2'], total: 4 },
          { players: ['p3'], total: 4 },
        ],
      });
    },
  },
  {
    name: 'HV-6.3 two Soldiers (4) moving onto a General (4) stay where they were, and nobody is hurt',
    clause: 'HV-6.3',
    run: () => {
      const s = withUnits(emptyPlanet(), [
        ['p1', 'soldier', '0,1'],
        ['p1', 'soldier', '0,1'],
        ['p2', 'general', '0,0'],
        ['p1', 'harvester', '4,0'],
        ['p2', 'harvester', '-4,0'],
      ]);
      const t = resolveTurn(s, {
        p1: {
          moves: [
            { unit: 1, path: ['0,0', '0,-1'] },
            { unit: 2, path: ['0,0'] },
          ],
        },
        p2: {},
      });
      expect(unitsAt(t.state, 'p1')).toEqual(['soldier@0,1', 'soldier@0,1', 'harvester@4,0']);
      expect(unitsAt(t.state, 'p2')).toEqual(['general@0,0', 'harvester@-4,0']);
      expect(t.reports.p1!.outcomes.map((o) => o.outcome)).toEqual([
        'fell back from 0,0: the totals tied',
        'fell back from 0,0: the totals tied',
      ]);
    },
  },
  {
    name: 'HV-7.1 a destroyed General leaves 4 resources in its hex',
    clause: 'HV-7.1',
    run: () => {
      const s = withUnits(emptyPlanet(), [
        ['p1', 'lieutenant', '0,1'],
        ['p1', 'lieutenant', '0,1'],
        ['p2', 'general', '0,0'],
        ['p1', 'harvester', '4,0'],
        ['p2', 'harvester', '-4,0'],
      ]);
      const t = resolveTurn(s, {
        p1: {
          moves: [
            { unit: 1, path: ['0,0'] },
            { unit: 2, path: ['0,0'] },
          ],
        },
        p2: {},
      });
      expect(res(t.state, '0,0')).toBe(4);
      expect(t.state.ledger.salvage).toBe(4);
      expect(t.reports.p2!.lost).toEqual([{ id: 3, kind: 'general' }]);
    },
  },
  {
    name: 'HV-7.2 a conquered Harvester stays where it is with its load and its other units',
    clause: 'HV-7.2',
    run: () => {
      let s = withUnits(emptyPlanet(), [
        ['p1', 'scout', '0,1'],
        ['p2', 'harvester', '0,0'],
        ['p2', 'general', '3,3'],
        ['p1', 'harvester', '5,0'],
      ]);
      s = withMachine(s, 'p2', { load: 7 });
      const t = resolveTurn(s, { p1: { moves: [{ unit: 1, path: ['0,0'] }] }, p2: {} }).state;
      expect(unitsAt(t, 'p2')).toEqual(['harvester@0,0', 'general@3,3']);
      expect(t.machines.p2!.load).toBe(7);
      expect(t.machines.p2!.ruler).toBe('p1');
    },
  },
  {
    name: 'HV-7.3 rebuildCost scanners: a General ordered in turn 4 costs 4 and appears at the end of turn 7',
    clause: 'HV-7.3',
    option: ['rebuildCost', 'scanners'],
    run: () => {
      let s = withUnits(emptyPlanet(), [
        ...army('p1', '0,0').filter(([, k]) => k !== 'general'),
        ['p2', 'harvester', '0,6'],
      ]);
      s = withMachine({ ...s, turn: 4 }, 'p1', { load: 10 });
      expect(refusedCodes(s, 'p1', { rebuild: 'scout' })).toEqual(['rebuild/none-missing']);
      s = resolveTurn(s, { p1: { rebuild: 'general' }, p2: {} }).state;
      expect(s.machines.p1!.load).toBe(6);
      expect(refusedCodes(s, 'p1', { rebuild: 'general' })).toEqual(['rebuild/busy']);
      s = turns(s, 2, () => ({ p1: {}, p2: {} })); // turns 5 and 6
      expect(unitsAt(s, 'p1')).not.toContain('general@0,0');
      const t = resolveTurn(s, { p1: {}, p2: {} }); // turn 7
      expect(t.reports.p1!.built).toBe('general');
      expect(unitsAt(t.state, 'p1')).toContain('general@0,0');
    },
  },
  {
    name: 'HV-7.3 rebuildCost scanners-plus-combat: a Soldier costs 2 + 2',
    clause: 'HV-7.3',
    option: ['rebuildCost', 'scanners-plus-combat'],
    run: () => {
      let s = withUnits(emptyPlanet(2, 8, { rebuildCost: 'scanners-plus-combat' }), [
        ['p1', 'harvester', '0,0'],
        ['p2', 'harvester', '0,6'],
      ]);
      s = withMachine(s, 'p1', { load: 3 });
      expect(refusedCodes(s, 'p1', { rebuild: 'soldier' })).toEqual(['rebuild/too-expensive']);
      s = withMachine(s, 'p1', { load: 4 });
      const t = resolveTurn(s, { p1: { rebuild: 'soldier' }, p2: {} }).state;
      expect(t.machines.p1!.load).toBe(0);
      expect(t.ledger.spent).toBe(4);
    },
  },
  {
    name: 'HV-7.4 a self-destructed Scout leaves 1 in its hex; another player’s unit cannot be destroyed',
    clause: 'HV-7.4',
    run: () => {
      const s = withUnits(emptyPlanet(), [
        ['p1', 'scout', '2,0'],
        ['p1', 'harvester', '0,0'],
        ['p2', 'harvester', '0,6'],
      ]);
      expect(refusedCodes(s, 'p1', { destroy: [3] })).toEqual(['destroy/unknown-unit']);
      const t = resolveTurn(s, { p1: { destroy: [1] }, p2: {} }).state;
      expect(res(t, '2,0')).toBe(1);
      expect(unitsAt(t, 'p1')).toEqual(['harvester@0,0']);
    },
  },
  {
    name: 'HV-7.5 a self-destructed Harvester leaves 5 and its load, takes its units with it, frees its subjects; its player is out',
    clause: 'HV-7.5',
    run: () => {
      let s = withUnits(emptyPlanet(3), [
        ['p1', 'harvester', '0,0'],
        ['p1', 'general', '0,0'],
        ['p1', 'scout', '2,0'],
        ['p2', 'harvester', '0,6'],
        ['p3', 'harvester', '6,0'],
      ]);
      s = withMachine(withMachine(s, 'p1', { load: 7 }), 'p3', { ruler: 'p1' });
      const t = resolveTurn(s, { p1: { destroy: [1] }, p2: {}, p3: {} }).state;
      expect(res(t, '0,0')).toBe(5 + 7 + 4);
      expect(res(t, '2,0')).toBe(1);
      expect(t.machines.p1!.outAt).toBe(1);
      expect(t.machines.p3!.ruler).toBeNull();
      expect(victoryPoints(t, 'p1')).toBe(0);
      expect(awaiting(t).players).toEqual(['p2', 'p3']);
    },
  },
  {
    name: 'HV-7.6 idleOut seven-turns: seven turns without any orders take a player out; an empty list counts as orders',
    clause: 'HV-7.6',
    option: ['idleOut', 'seven-turns'],
    run: () => {
      let s = withUnits(emptyPlanet(3), [
        ['p1', 'harvester', '0,0'],
        ['p2', 'harvester', '0,6'],
        ['p2', 'general', '0,6'],
        ['p3', 'harvester', '6,0'],
      ]);
      const p3Sends = (turn: number) => (turn === 7 ? { p3: [] } : {});
      s = turns(s, 6, (t) => ({ p1: {}, ...p3Sends(t.turn) }));
      expect(awaiting(s).players).toEqual(['p1', 'p2', 'p3']);
      s = turns(s, 1, (t) => ({ p1: {}, ...p3Sends(t.turn) })); // turn 7
      expect(s.machines.p2!.outAt).toBe(7);
      expect(res(s, '0,6')).toBe(5 + 4);
      s = turns(s, 1, (t) => ({ p1: {}, ...p3Sends(t.turn) })); // turn 8
      expect(s.machines.p3!.outAt).toBeNull();
      expect(s.machines.p3!.idle).toBe(1);
    },
  },
  {
    name: 'HV-7.6 idleOut real-week: seven idle turns are counted but take nobody out; the referee’s idleOutOrders do',
    clause: 'HV-7.6',
    option: ['idleOut', 'real-week'],
    run: () => {
      let s = withUnits(emptyPlanet(2, 8, { idleOut: 'real-week' }), [
        ['p1', 'harvester', '0,0'],
        ['p2', 'harvester', '0,6'],
        ['p2', 'general', '0,6'],
      ]);
      s = turns(s, 9, () => ({ p1: {} }));
      expect(s.machines.p2!.outAt).toBeNull();
      expect(s.machines.p2!.idle).toBe(9);
      // A week of real time has passed: the referee sends p2's self-destruct in its name.
      const orders = idleOutOrders(s, 'p2');
      expect(orders).toEqual({ destroy: [idOf(s, 'p2', 'harvester')] });
      s = resolveTurn(s, { p1: {}, p2: orders }).state;
      expect(s.machines.p2!.outAt).toBe(10);
      expect(s.units.filter((u) => u.owner === 'p2')).toEqual([]);
      expect(idleOutOrders(s, 'p2')).toBeNull();
    },
  },
  {
    name: 'HV-8.1 a Scout entering a lone Harvester’s hex makes it a subject: its scans and points go to the conqueror',
    clause: 'HV-8.1',
    run: () => {
      let s = withUnits(emptyPlanet(3), [
        ['p1', 'scout', '0,1'],
        ['p1', 'harvester', '0,-5'],
        ['p2', 'harvester', '0,0'],
        ['p3', 'harvester', '5,0'],
      ]);
      s = withMachine(s, 'p2', { load: 6 });
      expect([...playerView(s, 'p1').known].some((k) => k.hex === '0,5')).toBe(false);
      const t = resolveTurn(s, { p1: { moves: [{ unit: 1, path: ['0,0'] }] }, p2: {}, p3: {} });
      expect(t.state.machines.p2!.ruler).toBe('p1');
      expect(t.reports.p1!.conquered).toEqual(['p2']);
      expect(t.reports.p2!.conqueredBy).toBe('p1');
      expect([...t.reports.p1!.known].some((k) => k.hex === '0,5')).toBe(true); // 5 from p2's Harvester
      expect(victoryPoints(t.state, 'p1')).toBe(1 + 6);
    },
  },
  {
    name: 'HV-8.1 a subject conquered by a third hierarchy serves its new conqueror and brings its own subjects',
    clause: 'HV-8.1',
    run: () => {
      let s = withUnits(emptyPlanet(4), [
        ['p3', 'scout', '0,1'],
        ['p1', 'harvester', '5,0'],
        ['p2', 'harvester', '0,0'],
        ['p3', 'harvester', '-5,0'],
        ['p4', 'harvester', '0,5'],
      ]);
      s = withMachine(withMachine(s, 'p2', { ruler: 'p1' }), 'p4', { ruler: 'p2' });
      const t = resolveTurn(s, { p1: {}, p2: {}, p3: { moves: [{ unit: 1, path: ['0,0'] }] }, p4: {} }).state;
      expect(rulersOf(t, 'p4')).toEqual(['p2', 'p3']);
    },
  },
  {
    name: 'HV-8.2 a subject’s Scout stops before a hex holding its ruler’s General; the ruler’s units may enter the subject’s hex',
    clause: 'HV-8.2',
    run: () => {
      let s = withUnits(emptyPlanet(3), [
        ['p2', 'scout', '0,1'],
        ['p1', 'general', '0,0'],
        ['p1', 'scout', '3,1'],
        ['p2', 'lieutenant', '3,0'],
        ['p1', 'harvester', '5,-2'],
        ['p2', 'harvester', '-5,0'],
        ['p3', 'harvester', '0,-6'],
      ]);
      s = withMachine(s, 'p2', { ruler: 'p1' });
      const t = resolveTurn(s, {
        p1: { moves: [{ unit: 3, path: ['3,0'] }] },
        p2: { moves: [{ unit: 1, path: ['0,0', '0,-1'] }] },
        p3: {},
      });
      expect(unitsAt(t.state, 'p2')).toEqual(['scout@0,1', 'lieutenant@3,0', 'harvester@-5,0']);
      expect(t.reports.p2!.outcomes).toEqual([
        { order: 'move 1', outcome: "stopped before 0,0: its ruler's units are there" },
      ]);
      expect(unitsAt(t.state, 'p1')).toContain('scout@3,0');
      expect(t.reports.p1!.fights).toEqual([]);
    },
  },
  {
    name: 'HV-8.3 a ruler knows what its subjects and their subjects scan; nothing passes down',
    clause: 'HV-8.3',
    run: () => {
      let s = withUnits(emptyPlanet(3), [
        ['p1', 'harvester', '0,0'],
        ['p2', 'harvester', '0,7'],
        ['p3', 'harvester', '7,0'],
      ]);
      s = withMachine(withMachine(s, 'p2', { ruler: 'p1' }), 'p3', { ruler: 'p2' });
      const hexes = (p: string) => new Set([...playerView(s, p).known].map((k) => k.hex));
      expect(hexes('p1').has('0,7') && hexes('p1').has('7,0')).toBe(true);
      expect(hexes('p2').has('7,0')).toBe(true);
      expect(hexes('p2').has('0,0') || hexes('p3').has('0,7')).toBe(false);
    },
  },
  {
    name: 'HV-8.4 rule is transitive and never circular: a chain’s top rules its bottom; a saved cycle is refused',
    clause: 'HV-8.4',
    run: () => {
      let s = withUnits(emptyPlanet(3), [
        ['p3', 'scout', '0,1'],
        ['p1', 'general', '0,0'],
        ['p1', 'harvester', '5,0'],
        ['p2', 'harvester', '-5,0'],
        ['p3', 'harvester', '0,5'],
      ]);
      s = withMachine(withMachine(s, 'p2', { ruler: 'p1' }), 'p3', { ruler: 'p2' });
      expect(rulersOf(s, 'p3')).toEqual(['p2', 'p1']);
      const t = resolveTurn(s, { p1: {}, p2: {}, p3: { moves: [{ unit: 1, path: ['0,0'] }] } });
      expect(unitsAt(t.state, 'p3')).toContain('scout@0,1');
      const cyclic = withMachine(s, 'p1', { ruler: 'p3' });
      const back = parseState(serializeState(cyclic));
      expect(back.ok ? [] : back.error.map((i) => i.code)).toEqual(['state/invalid-field']);
    },
  },
  {
    name: 'HV-9.1 holding 12 with a full army is 32; a subject holding 5 with an army of 10 adds 15: 47',
    clause: 'HV-9.1',
    run: () => {
      let s = withUnits(emptyPlanet(), [
        ...army('p1', '0,0'),
        ['p2', 'harvester', '0,6'],
        ['p2', 'general', '0,6'],
        ['p2', 'lieutenant', '0,6'],
        ['p2', 'soldier', '0,6'],
        ['p2', 'scout', '0,6'],
      ]);
      s = withMachine(withMachine(s, 'p1', { load: 12 }), 'p2', { load: 5, ruler: 'p1' });
      expect(victoryPoints(s, 'p2')).toBe(15);
      expect(victoryPoints(s, 'p1')).toBe(47);
    },
  },
  {
    name: 'HV-10.1 when one Harvester rules all the others the game is over and it is the One',
    clause: 'HV-10.1',
    run: () => {
      const s = withUnits(emptyPlanet(), [
        ['p1', 'scout', '0,1'],
        ['p2', 'harvester', '0,0'],
        ['p1', 'harvester', '5,0'],
      ]);
      const t = resolveTurn(s, { p1: { moves: [{ unit: 1, path: ['0,0'] }] }, p2: {} }).state;
      expect(awaiting(t).players).toEqual([]);
      expect(HARVESTER.outcome(t)).toMatchObject({ reason: 'the-one', winners: ['p1'] });
      const gone = resolveTurn(s, { p1: { destroy: [3] }, p2: { destroy: [2] } }).state;
      expect(HARVESTER.outcome(gone)).toMatchObject({ reason: 'all-gone', winners: [] });
    },
  },
  {
    name: 'HV-10.2 at the turn limit the most points win; players rank by points, those out below',
    clause: 'HV-10.2',
    run: () => {
      let s = withUnits(emptyPlanet(3), [
        ['p1', 'harvester', '0,0'],
        ['p1', 'general', '0,0'],
        ['p2', 'harvester', '0,6'],
        ['p3', 'harvester', '6,0'],
      ]);
      s = { ...s, turnLimit: 2 };
      s = resolveTurn(s, { p1: {}, p2: {}, p3: { destroy: [idOf(s, 'p3', 'harvester')] } }).state;
      s = resolveTurn(s, { p1: {}, p2: {} }).state;
      const o = HARVESTER.outcome(s)!;
      expect(o.reason).toBe('turn-limit');
      expect(o.winners).toEqual(['p1']);
      expect([o.seats.p1!.rank, o.seats.p2!.rank, o.seats.p3!.rank]).toEqual([1, 2, 3]);
      expect(o.seats.p3!.eliminatedAt).toBe(1);
    },
  },
];
