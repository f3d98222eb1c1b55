/** Conformance cases for HV-4 (scanning) and HV-5 (movement and gathering). */
import { expect } from 'vitest';
import { type HvState, playerView, resolveTurn } from '../../../../src/harvester/index.js';
import { emptyPlanet, hexOf, idOf, unitsAt, withMachine, withResources, withUnits } from '../../support.js';
import { type ConformanceCase, refusedCodes } from '../case.js';

const known = (s: HvState, p: string, hex: string) => [...playerView(s, p).known].find((k) => k.hex === hex);

export const scanCases: ConformanceCase[] = [
  {
    name: 'HV-4.1 a lone Scout knows its own hex and the six around it, nothing more',
    clause: 'HV-4.1',
    run: () => {
      const s = withUnits(emptyPlanet(), [
        ['p1', 'scout', '0,0'],
        ['p2', 'harvester', '0,5'],
      ]);
      const v = playerView(s, 'p1');
      expect([...v.known].map((k) => k.hex).sort()).toEqual(
        ['-1,0', '-1,1', '0,-1', '0,0', '0,1', '1,-1', '1,0'].sort(),
      );
      expect(known(s, 'p1', '0,2')).toBeUndefined();
    },
  },
  {
    name: 'HV-4.2 scanBands absolute: exact at 1, a count at 2, the side entered at 3, presence at 5, nothing beyond',
    clause: 'HV-4.2',
    option: ['scanBands', 'absolute'],
    run: () => {
      let s = withUnits(emptyPlanet(), [
        ['p1', 'harvester', '0,0'],
        ['p2', 'general', '0,-1'], // distance 1
        ['p2', 'soldier', '2,0'], // distance 2
        ['p2', 'scout', '0,4'], // will step north to 0,3: distance 3, entered from the south
        ['p2', 'harvester', '-5,0'], // distance 5
        ['p2', 'soldier', '-6,0'], // distance 6: beyond
      ]);
      s = withMachine(withResources(s, { '-5,0': 2 }), 'p2', { load: 20 }); // full: it leaves them
      const scout = idOf(s, 'p2', 'scout');
      s = resolveTurn(s, { p1: {}, p2: { moves: [{ unit: scout, path: ['0,3'] }] } }).state;
      expect(known(s, 'p1', '0,-1')).toMatchObject({
        level: 1,
        units: 1,
        contents: [{ owner: 'p2', kind: 'general' }],
      });
      const two = known(s, 'p1', '2,0')!;
      expect([two.level, two.units, two.contents]).toEqual([2, 1, undefined]);
      const three = known(s, 'p1', '0,3')!;
      expect([three.level, three.enteredFrom, three.moved, three.units]).toEqual([3, ['s'], true, undefined]);
      expect(known(s, 'p1', '0,4')).toMatchObject({ level: 4, moved: true });
      const five = known(s, 'p1', '-5,0')!;
      expect([five.level, five.harvester, five.resources, five.moved]).toEqual([5, true, true, undefined]);
      expect(known(s, 'p1', '-6,0')).toBeUndefined();
    },
  },
  {
    name: 'HV-4.2 scanBands relative: a Scout sees only presence next to it, the Harvester exact contents',
    clause: 'HV-4.2',
    option: ['scanBands', 'relative'],
    run: () => {
      const s = withUnits(emptyPlanet(2, 8, { scanBands: 'relative' }), [
        ['p1', 'scout', '0,0'],
        ['p2', 'general', '0,-1'],
        ['p2', 'harvester', '3,3'],
        ['p2', 'general', '3,2'],
      ]);
      const near = known(s, 'p1', '0,-1')!;
      expect([near.level, near.units]).toEqual([5, undefined]);
      expect(known(s, 'p2', '3,2')).toMatchObject({ level: 1, contents: [{ owner: 'p2', kind: 'general' }] });
    },
  },
  {
    name: 'HV-4.3 scans come after movement: a Scout walks into a General it could not see, and is destroyed',
    clause: 'HV-4.3',
    run: () => {
      const s = withUnits(emptyPlanet(), [
        ['p1', 'scout', '0,0'],
        ['p1', 'harvester', '3,0'],
        ['p2', 'general', '0,-3'],
        ['p2', 'harvester', '-4,0'],
      ]);
      expect(known(s, 'p1', '0,-3')).toBeUndefined();
      const t = resolveTurn(s, { p1: { moves: [{ unit: 1, path: ['0,-1', '0,-2', '0,-3'] }] }, p2: {} });
      expect(t.reports.p1!.lost).toEqual([{ id: 1, kind: 'scout' }]);
      expect(t.reports.p1!.fights[0]).toMatchObject({ hex: '0,-3', result: 'lost' });
    },
  },
  {
    name: 'HV-5.1 a unit steps through neighbouring hexes, at most its move; longer or broken paths are refused',
    clause: 'HV-5.1',
    run: () => {
      const s = withUnits(emptyPlanet(), [
        ['p1', 'scout', '0,0'],
        ['p1', 'harvester', '3,0'],
        ['p2', 'harvester', '-4,0'],
      ]);
      expect(
        refusedCodes(s, 'p1', { moves: [{ unit: 1, path: ['0,-1', '0,-2', '0,-3', '0,-4', '0,-5'] }] }),
      ).toEqual(['move/too-far']);
      expect(refusedCodes(s, 'p1', { moves: [{ unit: 1, path: ['0,-2'] }] })).toEqual(['move/not-adjacent']);
      expect(refusedCodes(s, 'p1', { moves: [{ unit: 1, path: ['9,9'] }] })).toEqual(['hex/unknown']);
      const next = resolveTurn(s, {
        p1: { moves: [{ unit: 1, path: ['1,-1', '2,-2', '2,-3', '2,-4'] }] },
        p2: {},
      });
      expect(unitsAt(next.state, 'p1')).toEqual(['scout@2,-4', 'harvester@3,0']);
      expect(next.reports.p1!.outcomes).toEqual([{ order: 'move 1', outcome: 'arrived' }]);
    },
  },
  {
    name: 'HV-5.2 the Harvester steps one hex a turn towards a known target, which holds until reached',
    clause: 'HV-5.2',
    run: () => {
      let s = withUnits(emptyPlanet(), [
        ['p1', 'harvester', '0,0'],
        ['p2', 'harvester', '0,6'],
      ]);
      s = withResources(s, { '0,-2': 3, '0,-1': 1 });
      expect(refusedCodes(s, 'p1', { moves: [{ unit: 1, path: ['0,-1'] }] })).toEqual(['move/harvester']);
      expect(refusedCodes(s, 'p1', { target: '1,1' })).toEqual(['target/no-resources']);
      s = resolveTurn(s, { p1: { target: '0,-2' }, p2: {} }).state;
      expect(unitsAt(s, 'p1')).toEqual(['harvester@0,-1']);
      expect(s.machines.p1!.target).toBe(hexOf(s, '0,-2'));
      expect(refusedCodes(s, 'p1', { target: '0,-1' })).toEqual(['target/locked']);
      // Its resources gone meanwhile, the target still holds (no deviation).
      s = withResources(s, { '0,-2': 0 });
      s = resolveTurn(s, { p1: {}, p2: {} }).state;
      expect(unitsAt(s, 'p1')).toEqual(['harvester@0,-2']);
      expect(s.machines.p1!.target).toBeNull();
    },
  },
  {
    name: 'HV-5.2 roadResources target: only the target need hold resources; the Harvester crosses empty hexes',
    clause: 'HV-5.2',
    option: ['roadResources', 'target'],
    run: () => {
      let s = withUnits(emptyPlanet(), [
        ['p1', 'harvester', '0,0'],
        ['p2', 'harvester', '0,6'],
      ]);
      s = withResources(s, { '0,-3': 2 }); // 0,-1 and 0,-2 on the road are empty
      expect(refusedCodes(s, 'p1', { target: '0,-3' })).toEqual([]);
      s = resolveTurn(s, { p1: { target: '0,-3' }, p2: {} }).state;
      for (let k = 0; k < 2; k++) s = resolveTurn(s, { p1: {}, p2: {} }).state;
      expect(unitsAt(s, 'p1')).toEqual(['harvester@0,-3']);
      expect(s.machines.p1!.load).toBe(2);
    },
  },
  {
    name: 'HV-5.2 roadResources every-hex: a road over a hex not known to hold resources is refused; a hex emptied on the way stops the Harvester and clears its target',
    clause: 'HV-5.2',
    option: ['roadResources', 'every-hex'],
    run: () => {
      let s = withUnits(emptyPlanet(2, 8, { roadResources: 'every-hex' }), [
        ['p1', 'harvester', '0,0'],
        ['p2', 'harvester', '0,6'],
      ]);
      s = withResources(s, { '0,-3': 2 });
      expect(refusedCodes(s, 'p1', { target: '0,-3' })).toEqual(['target/road-without-resources']);
      s = withResources(s, { '0,-1': 1, '0,-2': 1 });
      expect(refusedCodes(s, 'p1', { target: '0,-3' })).toEqual([]);
      s = resolveTurn(s, { p1: { target: '0,-3' }, p2: {} }).state;
      expect(unitsAt(s, 'p1')).toEqual(['harvester@0,-1']);
      expect(s.machines.p1!.load).toBe(1);
      // The next hex of its road is emptied (as by another Harvester) before it steps.
      s = withResources(s, { '0,-2': 0 });
      const t2 = resolveTurn(s, { p1: {}, p2: {} });
      expect(unitsAt(t2.state, 'p1')).toEqual(['harvester@0,-1']);
      expect(t2.state.machines.p1!.target).toBeNull();
      expect(t2.reports.p1!.outcomes).toEqual([
        { order: 'target 0,-3', outcome: 'stopped at 0,-1: 0,-2 holds no resources; the target is cleared' },
      ]);
    },
  },
  {
    name: 'HV-5.3 a Harvester whose next hex holds another Harvester waits and keeps its target; two stepping into one hex both wait',
    clause: 'HV-5.3',
    run: () => {
      let s = withUnits(emptyPlanet(3), [
        ['p1', 'harvester', '0,0'],
        ['p2', 'harvester', '0,-1'],
        ['p3', 'harvester', '0,-3'],
      ]);
      s = withResources(s, { '0,-2': 2 });
      s = withMachine(s, 'p1', { target: hexOf(s, '0,-2') });
      s = withMachine(s, 'p2', { target: null });
      const t = resolveTurn(s, { p1: {}, p2: {}, p3: {} }).state;
      expect(unitsAt(t, 'p1')).toEqual(['harvester@0,0']);
      expect(t.machines.p1!.target).toBe(hexOf(s, '0,-2'));
      // p1 heads for 0,-2 from 0,0 and p3 from 0,-4: after one step each, both step into it at once.
      let u = withUnits(emptyPlanet(3), [
        ['p1', 'harvester', '0,0'],
        ['p2', 'harvester', '3,-1'],
        ['p3', 'harvester', '0,-4'],
      ]);
      u = withResources(u, { '0,-2': 2 });
      u = withMachine(withMachine(u, 'p1', { target: hexOf(u, '0,-2') }), 'p3', { target: hexOf(u, '0,-2') });
      const v = resolveTurn(u, { p1: {}, p2: {}, p3: {} }).state;
      expect([...unitsAt(v, 'p1'), ...unitsAt(v, 'p3')]).toEqual(['harvester@0,-1', 'harvester@0,-3']);
      const w = resolveTurn(v, { p1: {}, p2: {}, p3: {} }).state;
      expect([...unitsAt(w, 'p1'), ...unitsAt(w, 'p3')]).toEqual(['harvester@0,-1', 'harvester@0,-3']);
    },
  },
  {
    name: 'HV-5.4 a Harvester gathers the hex it ends in even when it is not its target; the hex it left keeps its resources',
    clause: 'HV-5.4',
    run: () => {
      let s = withUnits(emptyPlanet(), [
        ['p1', 'harvester', '0,0'],
        ['p2', 'harvester', '0,6'],
      ]);
      s = withResources(s, { '0,0': 0, '0,-1': 2, '0,-3': 5 });
      s = withMachine(s, 'p1', { target: hexOf(s, '0,-3') });
      s = withResources(s, { '0,0': 3 }); // appeared after it was already heading away
      const t = resolveTurn(s, { p1: {}, p2: {} });
      expect(t.state.machines.p1!.load).toBe(2);
      expect(t.reports.p1!.gathered).toBe(2);
      expect(t.state.resources[hexOf(s, '0,0')]).toBe(3);
    },
  },
  {
    name: 'HV-5.5 a drop falls where the Harvester starts; more than it holds is refused; staying, it gathers it again',
    clause: 'HV-5.5',
    run: () => {
      let s = withUnits(emptyPlanet(), [
        ['p1', 'harvester', '0,0'],
        ['p2', 'harvester', '0,6'],
      ]);
      s = withResources(withMachine(s, 'p1', { load: 5, target: null }), { '0,-1': 1 });
      expect(refusedCodes(s, 'p1', { drop: 9 })).toEqual(['drop/too-much']);
      const moved = resolveTurn(s, { p1: { drop: 3, target: '0,-1' }, p2: {} }).state;
      expect(moved.resources[hexOf(s, '0,0')]).toBe(3);
      expect(moved.machines.p1!.load).toBe(2 + 1);
      const stayed = resolveTurn(s, { p1: { drop: 3 }, p2: {} }).state;
      expect(stayed.machines.p1!.load).toBe(5);
      expect(stayed.resources[hexOf(s, '0,0')]).toBe(0);
    },
  },
];
