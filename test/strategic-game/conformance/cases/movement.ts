/** Conformance cases for TSG-5 and TSG-6: production, building, movement, transfers, capture and sensors. */
import { expect } from 'vitest';
import { resolveStep, type TsgState } from '../../../../src/strategic-game/index.js';
import { incomeOf } from '../../../../src/strategic-game/steps/10-income.js';
import { at, fleet, game, inPhase, moves, quietTurns, ship, WAR, withFleets } from '../../support.js';
import { type ConformanceCase, codes } from '../case.js';

const owner = (s: TsgState, hex: string) => s.systems.find((x) => x.cell === at(s, hex))!;

/** A game in move-1 with Player 1 = p1, a p1 fleet at `p1Hex` and a p2 fleet at p2's home. */
function twoFleets(rules: Parameters<typeof game>[0], p1Hex: string, p1Ships = [ship('p1-s1')]) {
  const s0 = game(rules);
  return withFleets(inPhase(s0, 'move-1'), [
    fleet(s0, 'p1-f1', 'p1', p1Hex, p1Ships),
    fleet(s0, 'p2-f1', 'p2', '0907', [ship('p2-s1')]),
  ]);
}

export const movementCases: ConformanceCase[] = [
  {
    name: 'TSG-5.1 each owned producing system gives 1 BP a turn: three systems for 7 turns give 21 BP',
    clause: 'TSG-5.1',
    run: () => {
      const s0 = twoFleets({}, '0502');
      const s = {
        ...s0,
        systems: s0.systems.map((x) =>
          x.cell === at(s0, '0502') || x.cell === at(s0, '0305') ? { ...x, owner: 'p1', producesFrom: 1 } : x,
        ),
      };
      expect(incomeOf(s).p1).toBe(3);
      const before = s.sides.p1!.bp;
      // The rest of turn 1, then six whole turns: the incomes of turns 2 to 7.
      const after = quietTurns(moves(s, {}).two.state, 6);
      expect(after.turn).toBe(8);
      expect(after.sides.p1!.bp - before).toBe(3 * 7);
    },
  },
  {
    name: 'TSG-5.2 builds are paid in order; one the BP cannot pay is refused',
    clause: 'TSG-5.2',
    run: () => {
      const s = game({}, { budget: 39 }); // 40 BP with turn 1's income
      const build = { kind: 'build', ...WAR };
      expect(codes(s, 'p1', [build, build])).toEqual([]);
      expect(
        codes(s, 'p1', [build, build, { ...build, engine: 1, shields: 0, toHit: 3, weapons: 3 }]),
      ).toEqual(['build/insufficient-bp']);
      const r = resolveStep(s, { p1: [build, build] });
      expect(r.state.sides.p1!.bp).toBe(0);
    },
  },
  {
    name: 'TSG-5.2 ships cost exactly 10, 15 or 20 BP (shipSizes: exact): a 12-BP design is refused',
    clause: 'TSG-5.2',
    option: ['shipSizes', 'exact'],
    run: () => {
      const s = game();
      expect(codes(s, 'p1', [{ kind: 'build', engine: 2, shields: 2, toHit: 2, weapons: 3 }])).toEqual([
        'build/bad-size',
      ]);
      expect(codes(s, 'p1', [{ kind: 'build', engine: 2, shields: 2, toHit: 0, weapons: 3 }])).toEqual([]);
    },
  },
  {
    name: 'TSG-5.2 under shipSizes: up-to a 12-BP design is built, a 21-BP one refused',
    clause: 'TSG-5.2',
    option: ['shipSizes', 'up-to'],
    run: () => {
      const s = game({ shipSizes: 'up-to' });
      expect(codes(s, 'p1', [{ kind: 'build', engine: 2, shields: 2, toHit: 2, weapons: 3 }])).toEqual([]);
      expect(codes(s, 'p1', [{ kind: 'build', engine: 3, shields: 5, toHit: 5, weapons: 4 }])).toEqual([
        'build/bad-size',
      ]);
    },
  },
  {
    name: 'TSG-5.3 a new ship appears at home, as a new fleet or joining a fleet there',
    clause: 'TSG-5.3',
    run: () => {
      const s0 = game();
      const s = withFleets(s0, [
        fleet(s0, 'p1-f1', 'p1', '0202', [ship('p1-x')]),
        fleet(s0, 'p1-f2', 'p1', '0505', [ship('p1-y')]),
      ]);
      const r = resolveStep(
        { ...s, sides: { ...s.sides, p1: { ...s.sides.p1!, fleetsFormed: 2 } } },
        {
          p1: [
            { kind: 'build', ...WAR },
            { kind: 'build', ...WAR, into: 'p1-f1' },
          ],
        },
      );
      expect(r.reports.p1!.built).toEqual(['p1-s1', 'p1-s2']);
      const f3 = r.state.fleets.find((f) => f.id === 'p1-f3')!;
      expect([f3.at, f3.ships.map((x) => x.id)]).toEqual([at(s, '0202'), ['p1-s1']]);
      expect(r.state.fleets.find((f) => f.id === 'p1-f1')!.ships.map((x) => x.id)).toEqual(['p1-x', 'p1-s2']);
      expect(codes(s, 'p1', [{ kind: 'build', ...WAR, into: 'p1-f2' }])).toEqual(['build/not-at-home']);
    },
  },
  {
    name: 'TSG-6.1 a fleet of engines 5, 3 and 4 moves 3 hexes; 4 is refused with move/too-far',
    clause: 'TSG-6.1',
    run: () => {
      const s = twoFleets({}, '0202', [
        ship('a', { engine: 5, toHit: 2 }),
        ship('b'),
        ship('c', { engine: 4, toHit: 3 }),
      ]);
      const far = codes(s, 'p1', [{ kind: 'move', fleet: 'p1-f1', to: '0602' }]);
      expect(far).toEqual(['move/too-far']);
      expect(codes(s, 'p1', [{ kind: 'move', fleet: 'p1-f1', to: '0502' }])).toEqual([]);
      const one = resolveStep(s, { p1: [{ kind: 'move', fleet: 'p1-f1', to: '0502' }] }).state;
      expect(one.fleets.find((f) => f.id === 'p1-f1')!.at).toBe(at(s, '0502'));
    },
  },
  {
    name: 'TSG-6.2 Player 2 evades a fleet that moved into its hex, and nobody fights (pinning: evade)',
    clause: 'TSG-6.2',
    option: ['pinning', 'evade'],
    run: () => {
      const s = twoFleets({}, '0807');
      const { two } = moves(s, {
        p1: [{ kind: 'move', fleet: 'p1-f1', to: '0907' }],
        p2: [{ kind: 'move', fleet: 'p2-f1', to: '0905' }],
      });
      expect(two.trace.battles).toEqual([]);
      expect(two.reports.p2!.outcomes.map((o) => o.result)).toEqual(['done']);
    },
  },
  {
    name: 'TSG-6.2 under pinning: pinned the fleet may not leave, and the battle is fought',
    clause: 'TSG-6.2',
    option: ['pinning', 'pinned'],
    run: () => {
      const s = twoFleets({ pinning: 'pinned' }, '0807');
      const { two } = moves(s, {
        p1: [{ kind: 'move', fleet: 'p1-f1', to: '0907' }],
        p2: [{ kind: 'move', fleet: 'p2-f1', to: '0905' }],
      });
      expect(two.reports.p2!.outcomes.map((o) => o.result)).toEqual(['move/pinned']);
      expect(two.trace.battles.length).toBe(1);
    },
  },
  {
    name: 'TSG-6.3 fleets in one hex merge; a split forms a new fleet; merges apart and splits of every ship are refused',
    clause: 'TSG-6.3',
    run: () => {
      const s0 = game();
      const s = withFleets(s0, [
        fleet(s0, 'p1-f1', 'p1', '0505', [ship('a'), ship('b')]),
        fleet(s0, 'p1-f2', 'p1', '0505', [ship('c')]),
        fleet(s0, 'p1-f3', 'p1', '0202', [ship('d')]),
      ]);
      const start = { ...s, sides: { ...s.sides, p1: { ...s.sides.p1!, fleetsFormed: 3 } } };
      const r = resolveStep(start, {
        p1: [
          { kind: 'merge', fleet: 'p1-f2', into: 'p1-f1' },
          { kind: 'split', fleet: 'p1-f1', ships: ['a'] },
        ],
      });
      const ids = (id: string) => r.state.fleets.find((f) => f.id === id)?.ships.map((x) => x.id);
      expect([ids('p1-f1'), ids('p1-f2'), ids('p1-f4')]).toEqual([['b', 'c'], undefined, ['a']]);
      expect(codes(start, 'p1', [{ kind: 'merge', fleet: 'p1-f3', into: 'p1-f1' }])).toEqual(['merge/apart']);
      expect(codes(start, 'p1', [{ kind: 'split', fleet: 'p1-f1', ships: ['a', 'b'] }])).toEqual([
        'split/bad-ships',
      ]);
    },
  },
  {
    name: 'TSG-6.4 full-turn capture: arrive in 6, captured in 7, producing in 9; leaving keeps it (captureRule: full-turn)',
    clause: 'TSG-6.4',
    option: ['captureRule', 'full-turn'],
    run: () => {
      const s0 = twoFleets({}, '0502');
      const turn6 = { ...s0, turn: 6 };
      const t6 = moves(turn6, {}).two.state;
      expect([owner(t6, '0502').owner, owner(t6, '0502').holdSince]).toEqual([null, 6]);
      const t7 = moves(inPhase(resolveStep(t6, {}).state, 'move-1'), {}).two.state;
      expect([owner(t7, '0502').owner, owner(t7, '0502').producesFrom]).toEqual(['p1', 9]);
      expect(t7.turn).toBe(8);
      // Turn 8: the fleet leaves; the system stays p1's and produces in turn 9.
      const t8 = moves(inPhase(resolveStep(t7, {}).state, 'move-1'), {
        p1: [{ kind: 'move', fleet: 'p1-f1', to: '0402' }],
      }).two;
      expect(owner(t8.state, '0502').owner).toBe('p1');
      expect(t8.reports.p1!.income).toBe(2);
    },
  },
  {
    name: 'TSG-6.4 under captureRule: occupied a system is owned on arrival and produces the next turn',
    clause: 'TSG-6.4',
    option: ['captureRule', 'occupied'],
    run: () => {
      const { two } = moves(twoFleets({ captureRule: 'occupied' }, '0502'), {});
      expect([owner(two.state, '0502').owner, owner(two.state, '0502').producesFrom]).toEqual(['p1', 2]);
      expect(two.reports.p1!.income).toBe(2);
    },
  },
  {
    name: 'TSG-6.4 under captureRule: end-of-arrival a system is owned on arrival and produces two turns later',
    clause: 'TSG-6.4',
    option: ['captureRule', 'end-of-arrival'],
    run: () => {
      const { two } = moves(twoFleets({ captureRule: 'end-of-arrival' }, '0502'), {});
      expect([owner(two.state, '0502').owner, owner(two.state, '0502').producesFrom]).toEqual(['p1', 3]);
      expect(two.reports.p1!.systems).toEqual([{ at: '0502', owner: 'p1' }]);
    },
  },
  {
    name: 'TSG-6.5 an enemy fleet that holds an owned system makes it neutral: no BP from it next turn (systemLoss: neutral)',
    clause: 'TSG-6.5',
    option: ['systemLoss', 'neutral'],
    run: () => {
      const s0 = twoFleets({}, '0906');
      const s = {
        ...s0,
        systems: s0.systems.map((x) =>
          x.cell === at(s0, '0904') ? { ...x, owner: 'p2', producesFrom: 1 } : x,
        ),
      };
      const { two } = moves(s, { p1: [{ kind: 'move', fleet: 'p1-f1', to: '0904' }] });
      expect(owner(two.state, '0904').owner).toBeNull();
      expect(two.reports.p2!.income).toBe(1);
    },
  },
  {
    name: 'TSG-6.5 under systemLoss: at-once the system changes hands at once',
    clause: 'TSG-6.5',
    option: ['systemLoss', 'at-once'],
    run: () => {
      const s0 = twoFleets({ systemLoss: 'at-once' }, '0906');
      const s = {
        ...s0,
        systems: s0.systems.map((x) =>
          x.cell === at(s0, '0904') ? { ...x, owner: 'p2', producesFrom: 1 } : x,
        ),
      };
      const { two } = moves(s, { p1: [{ kind: 'move', fleet: 'p1-f1', to: '0904' }] });
      expect([owner(two.state, '0904').owner, owner(two.state, '0904').producesFrom]).toEqual(['p1', 3]);
    },
  },
  {
    name: 'TSG-6.6 the mover learns ship counts within 3 hexes: 5 ships at 3 hexes, nothing at 4 (sensors: mover)',
    clause: 'TSG-6.6',
    option: ['sensors', 'mover'],
    run: () => {
      const s0 = game();
      const five = [1, 2, 3, 4, 5].map((k) => ship(`p2-s${k}`));
      const s = withFleets(inPhase(s0, 'move-1'), [
        fleet(s0, 'p1-f1', 'p1', '0505', [ship('p1-s1')]),
        fleet(s0, 'p2-f1', 'p2', '0907', five),
      ]);
      const near = resolveStep(s, { p1: [{ kind: 'move', fleet: 'p1-f1', to: '0605' }] }); // 3 hexes from 0907
      expect(near.reports.p1!.contacts).toEqual([{ fleet: 'p2-f1', at: at(s, '0907'), ships: 5, turn: 1 }]);
      expect(near.reports.p2!.contacts).toBeNull();
      expect(near.state.sides.p1!.contacts.length).toBe(1);
      const far = resolveStep(s, { p1: [{ kind: 'move', fleet: 'p1-f1', to: '0604' }] }); // 4 hexes
      expect(far.reports.p1!.contacts).toEqual([]);
    },
  },
  {
    name: 'TSG-6.6 under sensors: both nobody sweeps after Player 1’s move, both after Player 2’s',
    clause: 'TSG-6.6',
    option: ['sensors', 'both'],
    run: () => {
      const s = twoFleets({ sensors: 'both' }, '0705');
      const { one, two } = moves(s, {});
      expect([one.reports.p1!.contacts, one.reports.p2!.contacts]).toEqual([null, null]);
      expect(two.reports.p1!.contacts!.map((c) => c.ships)).toEqual([1]);
      expect(two.reports.p2!.contacts!.map((c) => c.fleet)).toEqual(['p1-f1']);
    },
  },
];
