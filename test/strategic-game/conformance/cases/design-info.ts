/** Conformance cases for TSG-8 and TSG-9: ship design, what each side knows, reports, saves. */
import { expect } from 'vitest';
import {
  DEFAULT_RULES_OPTIONS,
  designProblems,
  parseState,
  playerView,
  readSheet,
  renderMap,
  renderReport,
  resolveStep,
  STRATEGIC_GAME,
  serializeState,
  stateHash,
} from '../../../../src/strategic-game/index.js';
import { fleet, game, inPhase, moves, ship, WAR, withFleets } from '../../support.js';
import { type ConformanceCase, codes } from '../case.js';

const problems = (d: object, rules = DEFAULT_RULES_OPTIONS) =>
  designProblems(d, rules, []).map((i) => i.code);

export const designInfoCases: ConformanceCase[] = [
  {
    name: 'TSG-8.1 E5 S5 T5 W0 costs 15 and is valid; E6 is refused',
    clause: 'TSG-8.1',
    run: () => {
      expect(problems({ engine: 5, shields: 5, toHit: 5, weapons: 0 })).toEqual([]);
      expect(problems({ engine: 6, shields: 4, toHit: 5, weapons: 0 })).toEqual(['build/bad-design']);
      expect(problems({ engine: 3, shields: 4, toHit: 4, weapons: 2 })).toEqual([]);
      expect(problems({ engine: 3, shields: '4', toHit: 4, weapons: 2 })).toEqual(['build/bad-design']);
    },
  },
  {
    name: 'TSG-8.2 at most six weapons, and an engine of at least 1 (maxWeapons: six)',
    clause: 'TSG-8.2',
    option: ['maxWeapons', 'six'],
    run: () => {
      expect(problems({ engine: 1, shields: 0, toHit: 0, weapons: 7 })).toEqual(['build/bad-design']);
      expect(problems({ engine: 0, shields: 5, toHit: 5, weapons: 0 })).toEqual(['build/bad-design']);
      expect(problems({ engine: 1, shields: 0, toHit: 1, weapons: 4 })).toEqual([]);
    },
  },
  {
    name: 'TSG-8.2 under maxWeapons: unlimited seven weapons fit a 15-BP ship',
    clause: 'TSG-8.2',
    option: ['maxWeapons', 'unlimited'],
    run: () => {
      expect(
        problems(
          { engine: 1, shields: 0, toHit: 0, weapons: 7 },
          { ...DEFAULT_RULES_OPTIONS, maxWeapons: 'unlimited' },
        ),
      ).toEqual([]);
    },
  },
  {
    name: "TSG-9.1 a view holds every fleet's position but only its own ships, BP and contacts",
    clause: 'TSG-9.1',
    run: () => {
      const s0 = game();
      const s = withFleets(s0, [
        fleet(s0, 'p1-f1', 'p1', '0202', [ship('p1-s1')]),
        fleet(s0, 'p2-f1', 'p2', '0907', [ship('p2-s1'), ship('p2-s2')]),
      ]);
      const v = playerView(s, 'p1');
      expect(v.fleets).toEqual([
        { id: 'p1-f1', owner: 'p1', at: s.fleets[0]!.at, arrived: 0 },
        { id: 'p2-f1', owner: 'p2', at: s.fleets[1]!.at, arrived: 0 },
      ]);
      expect(v.myFleets.map((f) => f.id)).toEqual(['p1-f1']);
      const text = JSON.stringify(v);
      expect(text).not.toContain('p2-s1');
      expect(text).not.toContain('rng');
      expect(v.bp).toBe(s.sides.p1!.bp);
    },
  },
  {
    name: 'TSG-9.2 reports and maps as text; the order sheet reads orders and names lines it cannot read',
    clause: 'TSG-9.2',
    run: () => {
      const s = game();
      const sheet = readSheet('build E3 S5 T4 W4   # a warship\nbattle retreat 50\nfly away\n', s, 'p1');
      expect(sheet.orders).toEqual([
        { kind: 'build', ...WAR },
        { kind: 'battle', retreatAt: 50 },
      ]);
      expect(sheet.issues.map((i) => i.message)).toEqual([
        'line 3: cannot read "fly away": a line starts with build, merge, split, battle or move',
      ]);
      const r = resolveStep(s, { p1: sheet.orders, p2: [] });
      expect(renderReport(r.reports.p1!)).toContain('You built 1 ship: p1-s1.');
      expect(renderReport(r.reports.p1!)).toContain('Orders done: 1 build, 1 battle.');
      const map = renderMap(playerView(r.state, 'p1'));
      expect(map).toContain('p1-f1 at 0202, speed 3: 1 ship: E3 S5 T4 W4 (p1-s1)');
      // The grid's lines start with their row's label; the legend's example is not a hex.
      expect(map.split('\n').filter((l) => /^\d\d /.test(l) && l.includes('Om')).length).toBe(1);
      const moveSheet = readSheet('move p1-f1 to 0909', inPhase(r.state, 'move-1'), 'p1');
      expect(moveSheet.issues.map((i) => i.code)).toEqual(['move/bad-hex']);
      // The reports the contract hands out end with the reader's own map after the step;
      // the rules' resolve leaves it out.
      expect(r.reports.p1!.map).toBeUndefined();
      const sent = STRATEGIC_GAME.reports(r);
      for (const p of ['p1', 'p2']) {
        const own = renderMap(playerView(r.state, p));
        expect(sent[p]!.map).toBe(own);
        expect(STRATEGIC_GAME.renderReport!(sent[p]!).endsWith(own.trimEnd())).toBe(true);
      }
      expect(sent.p2!.map).not.toContain('p1-s1 E3 S5 T4 W4');
    },
  },
  {
    name: 'TSG-9.3 a saved game reads back to the same state; other versions and garbage are typed issues',
    clause: 'TSG-9.3',
    run: () => {
      const s = moves(
        inPhase(
          resolveStep(game(), { p1: [{ kind: 'build', ...WAR }], p2: [{ kind: 'build', ...WAR }] }).state,
          'move-1',
        ),
        {},
      ).two.state;
      const back = parseState(serializeState(s));
      expect(back.ok && stateHash(back.value)).toBe(stateHash(s));
      const other = parseState(serializeState(s).replace('"version":2', '"version":3'));
      expect(other.ok ? [] : other.error.map((i) => i.code)).toEqual(['state/wrong-version']);
      // A save of version 1, which had no names, reads with each player named by its id.
      const { names: _, ...v1 } = s;
      const old = parseState(JSON.stringify({ format: 'simulturn/strategic-game', state: v1, version: 1 }));
      expect(old.ok && old.value.names).toEqual({ p1: 'p1', p2: 'p2' });
      expect(old.ok && stateHash(old.value)).toBe(stateHash(s));
      const junk = parseState('{');
      expect(junk.ok ? [] : junk.error.map((i) => i.code)).toEqual(['state/invalid']);
      expect(codes(s, 'p1', [])).toEqual([]);
    },
  },
];
