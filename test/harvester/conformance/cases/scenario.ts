/** Conformance cases for HV-1.5 (scenarios and saved games). */
import { expect } from 'vitest';
import {
  forcesOf,
  gathererBot,
  HARVESTER,
  type HarvesterScenario,
  type HvState,
  newGame,
  parseState,
  planetGrid,
  playerView,
  resolveTurn,
  serializeState,
} from '../../../../src/harvester/index.js';
import { seededRng } from '../../../../src/kernel/rng.js';
import { type ConformanceCase, refusedCodes } from '../case.js';

/** A game from a scenario, or a failed test. */
function fromScenario(scenario: unknown, extra: Record<string, unknown> = {}): HvState {
  const g = newGame({ seed: 'scenario', scenario, ...extra });
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  return g.value;
}

/** The codes and paths of a scenario's issues (empty when it is accepted). */
function problems(scenario: unknown, extra: Record<string, unknown> = {}): string[] {
  const g = newGame({ seed: 'scenario', scenario, ...extra });
  return g.ok ? [] : g.error.map((i) => `${i.code} ${i.path.join('.')}`);
}

/** A state as a save's JSON, to edit. */
type Mutable<T> = T extends readonly (infer U)[]
  ? Mutable<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: Mutable<T[K]> }
    : T;
type Saved = Mutable<HvState>;

/** A save of the state edited, read back: 'accepted' or its issues. */
function editedSave(state: HvState, edit: (s: Saved) => void): string | string[] {
  const doc = JSON.parse(serializeState(state));
  edit(doc.state);
  const r = parseState(JSON.stringify(doc));
  return r.ok ? 'accepted' : r.error.map((i) => `${i.code} ${i.path.join('.')}: ${i.message}`);
}

/** Plays `turns` turns with the gatherer in every seat, calling `each` after each. */
function play(state: HvState, turns: number, each: (s: HvState) => void): HvState {
  let s = state;
  for (let t = 0; t < turns && s.players.some((p) => s.machines[p]!.outAt === null); t++) {
    const orders: Record<string, unknown> = {};
    for (const p of s.players) orders[p] = gathererBot(playerView(s, p), seededRng(`${s.turn}:${p}`));
    s = resolveTurn(s, orders).state;
    each(s);
  }
  return s;
}

const DUEL: HarvesterScenario = {
  ground: {
    radius: 7,
    resources: { '0,0': 2, '1,0': 5, '0,-7': 4 },
    terrain: { rough: ['2,0', '2,-1'], shroud: ['-3,3'] },
    starts: ['0,0', '0,-7'],
  },
  sides: [
    { id: 'red', name: 'Red Hand', army: { general: 1, soldier: 1, scout: 2 }, load: 6 },
    { id: 'blue', load: 0 },
  ],
};

export const scenarioCases: ConformanceCase[] = [
  {
    name: 'HV-1.5 a scenario sets the ground and each side: ids, names, armies, loads, resources, terrain and starts',
    clause: 'HV-1.5',
    run: () => {
      const s = fromScenario(DUEL);
      const g = planetGrid(7);
      expect(s.players).toEqual(['red', 'blue']);
      expect(s.names).toEqual({ red: 'Red Hand' });
      expect(s.radius).toBe(7);
      const at = (p: string) => s.units.filter((u) => u.owner === p).map((u) => `${u.kind}@${g.name(u.hex)}`);
      expect(at('red')).toEqual(['harvester@0,0', 'general@0,0', 'soldier@0,0', 'scout@0,0', 'scout@0,0']);
      expect(at('blue')).toHaveLength(11); // the whole army, left out
      expect(s.machines.red!.army).toEqual({ general: 1, lieutenant: 0, soldier: 1, scout: 2 });
      expect(s.machines.red!.load).toBe(6);
      expect(s.resources.reduce((a, b) => a + b, 0)).toBe(11);
      expect(s.resources[g.parse('1,0')!]).toBe(5);
      expect(s.terrain.rough.map((h) => g.name(h)).sort()).toEqual(['2,-1', '2,0']);
      expect(s.ledger.placed).toBe(11 + 6); // the loads are placed too
      // Saved with the game: the save holds the scenario's effects.
      const back = parseState(serializeState(s));
      expect(back.ok && back.value).toEqual(s);
      expect(playerView(s, 'blue').terrain).toEqual({ rough: ['2,-1', '2,0'], shroud: ['-3,3'] });
      // The game plays under its ids: orders by id, the game's contract too.
      expect(refusedCodes(s, 'red', { target: '1,0' })).toEqual([]);
      expect(HARVESTER.setup({ scenario: DUEL }, 'x').ok).toBe(true);
    },
  },
  {
    name: 'HV-1.5 every problem of a scenario is an issue at its path; an unknown key is refused with the nearest',
    clause: 'HV-1.5',
    run: () => {
      expect(problems({ sides: [{ id: 'a' }, { id: 'b', armey: {} }] })).toEqual([
        'scenario/unknown-key scenario.sides.1.armey',
      ]);
      const typo = newGame({ seed: 's', scenario: { grund: {} } });
      expect(typo.ok ? [] : typo.error.map((i) => i.message)).toEqual([
        'unknown key "grund"; did you mean "ground"?',
      ]);
      expect(
        problems({
          sides: [
            { id: 'a', army: { general: 2 } },
            { id: 'b', load: 21 },
          ],
        }),
      ).toEqual([
        'scenario/over-cap scenario.sides.0.army.general',
        'scenario/over-cap scenario.sides.1.load',
      ]);
      expect(problems({ sides: [{ id: 'a' }, { id: 'a' }] })).toEqual([
        'scenario/duplicate scenario.sides.1.id',
      ]);
      expect(problems({ sides: [{ id: '1a' }, { id: 'b' }] })).toEqual([
        'scenario/bad-value scenario.sides.0.id',
      ]);
      expect(problems({ sides: [{ id: 'a' }] })).toEqual(['scenario/bad-value scenario.sides']);
      expect(problems({ sides: [{ id: 'a' }, { id: 'b' }] }, { players: 3 })).toEqual([
        'scenario/seat-count scenario.sides',
      ]);
      expect(problems({ ground: { starts: ['0,0', '0,6'] } }, { players: 2 })).toEqual([
        'scenario/bad-value scenario.ground.radius',
      ]);
      expect(problems({ ground: { radius: 7, starts: ['0,0', '0,5'] } }, { players: 2 })).toEqual([
        'scenario/starts-too-close scenario.ground.starts.1',
      ]);
      expect(
        problems(
          { ground: { radius: 7, starts: ['0,0', '0,7'], terrain: { rough: ['0,7'], shrowd: [] } } },
          { players: 2 },
        ),
      ).toEqual([
        'scenario/unknown-key scenario.ground.terrain.shrowd',
        'scenario/bad-value scenario.ground.starts.1',
      ]);
      expect(problems({ ground: { radius: 7, resources: { '9,9': 1, '1,1': -1 } } })).toEqual([
        'scenario/bad-value scenario.ground.resources.9,9',
        'scenario/bad-value scenario.ground.resources.1,1',
      ]);
      expect(problems({ ground: { radius: 8 } }, { radius: 7 })).toEqual([
        'scenario/bad-value scenario.ground.radius',
      ]);
      expect(
        problems(
          { ground: { radius: 7, starts: ['0,0', '0,7'] } },
          { players: 2, rules: { lateJoin: 'one-per-turn' } },
        ),
      ).toEqual(['scenario/bad-value scenario.ground.starts']);
      expect(problems('red and blue')).toEqual(['scenario/bad-value scenario']);
    },
  },
  {
    name: 'HV-1.5 newGame refuses an option key it does not know, with the nearest known key',
    clause: 'HV-1.5',
    run: () => {
      // Before, an unknown key was ignored: a misspelt turn limit played the default 60.
      const g = newGame({ seed: 's', players: 2, turnLimt: 10 } as never);
      expect(g.ok ? [] : g.error.map((i) => `${i.code} ${i.path.join('.')} ${i.message}`)).toEqual([
        'options/unknown-key turnLimt unknown option "turnLimt"; did you mean "turnLimit"? (the options: seed, players, turnLimit, radius, rules, scenario)',
      ]);
      const h = HARVESTER.setup({ players: 2, senario: {} } as never, 's');
      expect(h.ok ? [] : h.error.map((i) => i.code)).toEqual(['options/unknown-key']);
    },
  },
  {
    name: 'HV-1.5 a side’s army is what it may rebuild: a side with one Soldier never holds more, and its rebuild of one is refused',
    clause: 'HV-1.5',
    run: () => {
      let s = fromScenario({
        sides: [
          { id: 'few', army: { general: 1, lieutenant: 2, soldier: 1, scout: 4 }, load: 20 },
          { id: 'many' },
        ],
      });
      expect(refusedCodes(s, 'few', { rebuild: 'soldier' })).toEqual(['rebuild/none-missing']);
      let most = 0;
      s = play(s, 40, (t) => {
        most = Math.max(most, t.units.filter((u) => u.owner === 'few' && u.kind === 'soldier').length);
      });
      expect(most).toBe(1);
      expect(s.turn).toBeGreaterThan(2);
    },
  },
  {
    name: 'HV-1.5 forcesOf gives each side on the planet its survivors and load, in the shape the next scenario takes',
    clause: 'HV-1.5',
    run: () => {
      const start = fromScenario(DUEL);
      expect(forcesOf(start)).toEqual([
        { id: 'red', name: 'Red Hand', army: { general: 1, lieutenant: 0, soldier: 1, scout: 2 }, load: 6 },
        { id: 'blue', army: { general: 1, lieutenant: 2, soldier: 3, scout: 4 }, load: 0 },
      ]);
      // Red loses a Scout: the survivors, not the army it started with.
      const scout = start.units.find((u) => u.owner === 'red' && u.kind === 'scout')!.id;
      const after = resolveTurn(start, { red: { destroy: [scout] }, blue: {} }).state;
      const sides = forcesOf(after);
      expect(sides[0]!.army).toEqual({ general: 1, lieutenant: 0, soldier: 1, scout: 1 });
      const next = fromScenario({ sides });
      expect(next.units.filter((u) => u.owner === 'red')).toHaveLength(4);
      expect(next.machines.red!.army.scout).toBe(1);
      // A side out of the game has no forces.
      const h = after.units.find((u) => u.owner === 'blue' && u.kind === 'harvester')!.id;
      expect(
        forcesOf(resolveTurn(after, { red: {}, blue: { destroy: [h] } }).state).map((x) => x.id),
      ).toEqual(['red']);
    },
  },
  {
    name: 'HV-1.5 parseState refuses a save with what the rules forbid: two Generals where the army has one, and the rest',
    clause: 'HV-1.5',
    run: () => {
      const g = newGame({ seed: 'save', players: 3 });
      if (!g.ok) throw new Error('setup');
      const s = g.value;
      expect(editedSave(s, () => {})).toBe('accepted');
      const p1 = (d: Saved) => d.units.filter((u) => u.owner === 'p1');
      // Before, this save loaded: p1 held two Generals.
      const two = editedSave(s, (d) => {
        const general = p1(d).find((u) => u.kind === 'general')!;
        d.units.push({ ...general, id: d.nextUnit });
        d.nextUnit++;
      });
      expect(two).toEqual([
        'state/invalid-field state.units.33.kind: expected at most 1 general of p1 (HV-2.1: its army)',
      ]);
      const codes = (edit: (d: Saved) => void) => {
        const r = editedSave(s, edit);
        return typeof r === 'string' ? r : r.map((x) => x.split(':')[0]);
      };
      // An army larger than the rules' army.
      expect(codes((d) => (d.machines.p1!.army.general = 2))).toEqual([
        'state/invalid-field state.machines.p1.army',
      ]);
      // p2's Harvester moved onto p1's.
      expect(
        codes(
          (d) => (d.units.find((u) => u.owner === 'p2' && u.kind === 'harvester')!.hex = d.units[0]!.hex),
        ),
      ).toEqual(['state/invalid-field state.units.11.hex']);
      // A Harvester without its player, a player out with units, idle for a week, a rebuild of nothing lost.
      expect(
        codes((d) => (d.units = d.units.filter((u) => !(u.owner === 'p3' && u.kind === 'harvester')))),
      ).toEqual(['state/invalid-field state.units']);
      expect(codes((d) => (d.machines.p2!.outAt = 0))).toEqual(['state/invalid-field state.units.11.owner']);
      expect(codes((d) => (d.machines.p2!.idle = 7))).toEqual(['state/invalid-field state.machines.p2.idle']);
      expect(codes((d) => (d.machines.p2!.build = { kind: 'scout', done: 1 }))).toEqual([
        'state/invalid-field state.machines.p2.build',
      ]);
      // Resources that appear from nowhere.
      expect(codes((d) => (d.resources[0]! += 1))).toEqual(['state/invalid-field state.ledger']);
      // p1's Harvester (unit 1) on rough ground.
      expect(codes((d) => (d.terrain.rough = [d.units[0]!.hex]))).toEqual([
        'state/invalid-field state.units.0.hex',
      ]);
    },
  },
  {
    name: 'HV-1.5 a save with two Soldiers removed by hand and its army lowered to match plays to its end without rebuilding them',
    clause: 'HV-1.5',
    run: () => {
      const g = newGame({ seed: 'edited', players: 2 });
      if (!g.ok) throw new Error('setup');
      const doc = JSON.parse(serializeState(g.value)) as { state: Saved };
      const soldiers = doc.state.units.filter((u) => u.owner === 'p1' && u.kind === 'soldier').slice(0, 2);
      doc.state.units = doc.state.units.filter((u) => !soldiers.includes(u));
      // Removed alone, they would count as destroyed and be rebuilt (HV-7.3); the army says they never were.
      doc.state.machines.p1!.army.soldier = 1;
      doc.state.machines.p1!.load = 20;
      doc.state.ledger.placed += 20;
      const r = parseState(JSON.stringify(doc));
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      let most = 0;
      play(r.value, 40, (t) => {
        most = Math.max(most, t.units.filter((u) => u.owner === 'p1' && u.kind === 'soldier').length);
      });
      expect(most).toBe(1);
    },
  },
];
