/** Conformance cases for TSG-1 to TSG-4: players, definitions, the turn, setup and victory. */
import { expect } from 'vitest';
import { defenceOf, offenceOf } from '../../../../src/strategic-game/design.js';
import {
  costOf,
  DEFAULT_MAP,
  DUEL_MAP,
  FAIR_MAP,
  newGame,
  parseAsciiMap,
  readMap,
  resolveStep,
  STRATEGIC_GAME,
  stateHash,
} from '../../../../src/strategic-game/index.js';
import { gridOf } from '../../../../src/strategic-game/map.js';
import { at, fleet, game, inPhase, moves, ship, WAR, withFleets } from '../../support.js';
import { type ConformanceCase, codes } from '../case.js';

export const gameCases: ConformanceCase[] = [
  {
    name: 'TSG-1.1 two players in seat order; the same id twice is refused',
    clause: 'TSG-1.1',
    run: () => {
      const r = newGame({ players: ['ann', 'bob'] }, 's');
      expect(r.ok && r.value.players).toEqual(['ann', 'bob']);
      const bad = newGame({ players: ['ann', 'ann'] as unknown as [string, string] }, 's');
      expect(bad.ok ? [] : bad.error.map((i) => i.code)).toEqual(['options/invalid']);
    },
  },
  {
    name: 'TSG-1.2 offensive BP are weapons and to-hit, defensive BP shields (E3 S4 T4 W2: 15 BP, offence 8, defence 4)',
    clause: 'TSG-1.2',
    run: () => {
      const d = { engine: 3, shields: 4, toHit: 4, weapons: 2 };
      expect([costOf(d), offenceOf(d), defenceOf(d)]).toEqual([15, 8, 4]);
    },
  },
  {
    name: 'TSG-2.1 production together, then Player 1 alone, then Player 2 alone, then the next turn',
    clause: 'TSG-2.1',
    run: () => {
      const s = game();
      expect([s.step, s.turn, s.phase, STRATEGIC_GAME.awaiting(s).players]).toEqual([
        1,
        1,
        'production',
        ['p1', 'p2'],
      ]);
      const built = resolveStep(s, {
        p1: [{ kind: 'build', ...WAR }],
        p2: [{ kind: 'build', ...WAR }],
      }).state;
      expect([built.step, built.phase, STRATEGIC_GAME.awaiting(built).players]).toEqual([
        2,
        'move-1',
        [built.initiative[0]],
      ]);
      const one = resolveStep(built, {}).state;
      expect([one.step, one.phase, STRATEGIC_GAME.awaiting(one).players]).toEqual([
        3,
        'move-2',
        [built.initiative[1]],
      ]);
      const two = resolveStep(one, {}).state;
      expect([two.step, two.turn, two.phase]).toEqual([4, 2, 'production']);
    },
  },
  {
    name: 'TSG-2.2 the higher roll moves first; ties are rolled again',
    clause: 'TSG-2.2',
    run: () => {
      let tied = 0;
      for (let k = 0; k < 40; k++) {
        const r = resolveStep(game({}, {}, `init-${k}`), {});
        const rolls = r.reports.p1!.initiative!.rolls;
        for (const round of rolls.slice(0, -1)) expect(round[0]).toBe(round[1]);
        const last = rolls[rolls.length - 1]!;
        expect(last[0]).not.toBe(last[1]);
        expect(r.state.initiative[0]).toBe(last[0]! > last[1]! ? 'p1' : 'p2');
        expect(r.reports.p2!.initiative).toEqual(r.reports.p1!.initiative);
        if (rolls.length > 1) tied++;
      }
      // One roll in six ties: among 40 games some must have been re-rolled.
      expect(tied).toBeGreaterThan(0);
    },
  },
  {
    name: 'TSG-2.3 every order gets an outcome; lists, kinds and steps are checked; missing orders are []',
    clause: 'TSG-2.3',
    run: () => {
      const s = game();
      expect(codes(s, 'p1', 'build')).toEqual(['orders/not-a-list']);
      expect(codes(s, 'p1', [{ kind: 'fly' }])).toEqual(['order/unknown-kind']);
      expect(codes(s, 'p1', [{ kind: 'move', fleet: 'x', to: '0101' }])).toEqual(['order/wrong-step']);
      expect(codes(s, 'zed', [])).toEqual(['orders/not-awaited']);
      const r = resolveStep(s, {
        p1: [
          { kind: 'build', ...WAR },
          { kind: 'build', ...WAR, engine: 9 },
        ],
      });
      expect(r.reports.p1!.outcomes.map((o) => o.result)).toEqual(['done', 'build/bad-design']);
      expect(stateHash(resolveStep(s, {}).state)).toBe(stateHash(resolveStep(s, { p1: [], p2: [] }).state));
    },
  },
  {
    name: "TSG-3.1 the seed's map parses to 26x22 = 572 hexes, 32 systems, homes 2302 and 0321 29 apart; bad maps are refused",
    clause: 'TSG-3.1',
    run: () => {
      const m = readMap(DEFAULT_MAP);
      expect(m.ok).toBe(true);
      if (!m.ok) return;
      const grid = gridOf(m.value);
      expect([grid.size, m.value.systems.length, DEFAULT_MAP.homes]).toEqual([572, 32, ['2302', '0321']]);
      expect(grid.distance(m.value.homes[0], m.value.homes[1])).toBe(29);
      // A drawing of 4 columns by 2 rows: a home in column 1 row 1, a system in column 2 row 1, a home in column 4 row 2.
      const small = parseAsciiMap(
        [' _   _', '/H\\_/ \\_', '\\_/*\\_/ \\', '/ \\_/ \\_/', '\\_/ \\_/H\\'].join('\n'),
      );
      expect(small.ok && small.value).toEqual({
        cols: 4,
        rows: 2,
        homes: ['0101', '0402'],
        systems: ['0201'],
      });
      expect(readMap({ cols: 4, rows: 2, homes: ['0101', '0909'], systems: [] }).ok).toBe(false);
      const r = newGame({ map: 'no map' }, 's');
      expect(r.ok ? [] : r.error.map((i) => i.code)).toEqual(['map/invalid']);
    },
  },
  {
    name: 'TSG-3.1 map=seed (the default) is the seed’s example map, as `readOptions` names it',
    clause: 'TSG-3.1',
    option: ['map', 'seed'],
    run: () => {
      const named = STRATEGIC_GAME.readOptions!({ map: 'seed' });
      expect(named.ok && named.value.map).toEqual(DEFAULT_MAP);
      const unnamed = STRATEGIC_GAME.readOptions!({});
      expect(unnamed.ok && unnamed.value.map).toEqual(DEFAULT_MAP);
      const r = newGame({}, 's');
      expect(r.ok && gridOf(r.value.map).name(r.value.map.homes[1])).toBe('0321');
    },
  },
  {
    name: 'TSG-3.1 map=fair turns into itself half a turn round; each home sees the same systems at the same distances',
    clause: 'TSG-3.1',
    option: ['map', 'fair'],
    run: () => {
      const named = STRATEGIC_GAME.readOptions!({ map: 'fair' });
      expect(named.ok && named.value.map).toEqual(FAIR_MAP);
      const m = readMap(FAIR_MAP);
      if (!m.ok) throw new Error('the fair map does not read');
      const grid = gridOf(m.value);
      const turn = (c: number) =>
        grid.cellAt(m.value.cols - 1 - grid.colOf(c), m.value.rows - 1 - grid.rowOf(c))!;
      const [a, b] = m.value.homes;
      expect(turn(a)).toBe(b);
      expect(m.value.systems.map(turn).sort((x, y) => x - y)).toEqual(m.value.systems);
      const distances = (home: number) =>
        m.value.systems
          .filter((c) => c !== a && c !== b)
          .map((c) => grid.distance(home, c))
          .sort((x, y) => x - y);
      expect(distances(a)).toEqual(distances(b));
      // The first home and the 15 systems the seed places nearer it than the other home, as printed.
      const seed = readMap(DEFAULT_MAP);
      if (!seed.ok) throw new Error('the seed map does not read');
      const [sa, sb] = seed.value.homes;
      const near = seed.value.systems.filter(
        (c) => c !== sa && c !== sb && grid.distance(c, sa) < grid.distance(c, sb),
      );
      expect(near).toHaveLength(15);
      expect(a).toBe(sa);
      for (const c of near) expect(m.value.systems, grid.name(c)).toContain(c);
      expect(m.value.systems).toHaveLength(32);
    },
  },
  {
    name: 'TSG-3.1 map=duel is the small invented map: 10x8, homes 0202 and 0907, six systems',
    clause: 'TSG-3.1',
    option: ['map', 'duel'],
    run: () => {
      const named = STRATEGIC_GAME.readOptions!({ map: 'duel' });
      expect(named.ok && named.value.map).toEqual(DUEL_MAP);
      const m = readMap(DUEL_MAP);
      expect(m.ok && [m.value.cols, m.value.rows, m.value.systems.length]).toEqual([10, 8, 8]);
      expect(STRATEGIC_GAME.readOptions!({ map: 'fiar' }).ok).toBe(false);
    },
  },
  {
    name: "TSG-3.2 the budget (525 by default) is the BP in hand, with turn 1's income",
    clause: 'TSG-3.2',
    run: () => {
      const r = newGame({}, 's');
      expect(r.ok && r.value.sides.p1!.bp).toBe(526);
      expect(game({}, { budget: 40 }).sides.p2!.bp).toBe(41);
    },
  },
  {
    name: 'TSG-3.3 each home is its player’s from the start, producing from turn 1; no fleets before the first builds',
    clause: 'TSG-3.3',
    run: () => {
      const s = game();
      const home = (cell: number) => s.systems.find((x) => x.cell === cell)!;
      expect([home(s.map.homes[0]).owner, home(s.map.homes[1]).owner]).toEqual(['p1', 'p2']);
      expect(home(s.map.homes[0]).producesFrom).toBe(1);
      expect(s.fleets).toEqual([]);
    },
  },
  {
    name: 'TSG-4.1 a surviving fleet in the enemy home after combat wins at once (victory: occupy)',
    clause: 'TSG-4.1',
    option: ['victory', 'occupy'],
    run: () => {
      const s0 = game();
      const s = withFleets(inPhase(s0, 'move-1'), [
        fleet(s0, 'p1-f1', 'p1', '0505', [ship('p1-s1')]),
        fleet(s0, 'p2-f1', 'p2', '0204', [ship('p2-s1')]),
      ]);
      const { two } = moves(s, { p2: [{ kind: 'move', fleet: 'p2-f1', to: '0202' }] });
      expect(two.state.end).toEqual({ reason: 'occupation', winners: ['p2'] });
      expect(two.reports.p1!.end).toEqual(two.state.end);
    },
  },
  {
    name: 'TSG-4.1 under victory: capture the home must be captured first',
    clause: 'TSG-4.1',
    option: ['victory', 'capture'],
    run: () => {
      const s0 = game({ victory: 'capture' });
      const s = withFleets(inPhase(s0, 'move-1'), [
        fleet(s0, 'p1-f1', 'p1', '0505', [ship('p1-s1')]),
        fleet(s0, 'p2-f1', 'p2', '0204', [ship('p2-s1')]),
      ]);
      const t1 = moves(s, { p2: [{ kind: 'move', fleet: 'p2-f1', to: '0202' }] }).two.state;
      expect(t1.end).toBeNull();
      // Turn 2: p2 stays; it captures the home at the end of the turn (TSG-6.4) and wins.
      const t2 = moves(inPhase(resolveStep(t1, {}).state, 'move-1'), {}).two.state;
      expect(t2.end).toEqual({ reason: 'occupation', winners: ['p2'] });
    },
  },
  {
    name: 'TSG-4.2 a side without ships after combat loses; both sides at once is a draw',
    clause: 'TSG-4.2',
    run: () => {
      const s0 = game();
      const s = withFleets(inPhase(s0, 'move-1'), [fleet(s0, 'p2-f1', 'p2', '0907', [ship('p2-s1')])]);
      expect(moves(s, {}).two.state.end).toEqual({ reason: 'annihilation', winners: ['p2'] });
      const none = inPhase(s0, 'move-1');
      expect(moves(none, {}).two.state.end).toEqual({ reason: 'draw', winners: [] });
    },
  },
  {
    name: 'TSG-4.3 past the turn limit the game ends with no winner, ranked by systems',
    clause: 'TSG-4.3',
    run: () => {
      const s0 = game({}, { turnLimit: 1 });
      const s = withFleets(inPhase(s0, 'move-1'), [
        fleet(s0, 'p1-f1', 'p1', '0502', [ship('p1-s1')]),
        fleet(s0, 'p2-f1', 'p2', '0907', [ship('p2-s1')]),
      ]);
      const end = moves(s, {}).two.state;
      expect(end.end).toEqual({ reason: 'turn-limit', winners: [] });
      const o = STRATEGIC_GAME.outcome(end)!;
      expect(o.seats.p1!.score).toBe(1);
      expect(at(end, '0502')).toBeGreaterThan(0);
    },
  },
];
