/** Conformance cases for the game, setup, build points, spending and orders (GO-1 to GO-4). */
import { expect } from 'vitest';
import { basesCost } from '../../../../src/galactic-overlord/economy.js';
import {
  awaiting,
  basePrice,
  budget,
  checkOrders,
  DEFAULT_RULES_OPTIONS,
  newGame,
  resolveTurn,
} from '../../../../src/galactic-overlord/index.js';
import { game, held, oob, ships, turn, withFaction } from '../../support.js';
import { type ConformanceCase, refusedCodes } from '../case.js';

export const economyCases: ConformanceCase[] = [
  {
    name: 'GO-1.1 two to twelve different factions play; every one still in is awaited together',
    clause: 'GO-1.1',
    run: () => {
      expect(awaiting(game()).players).toEqual(['ann', 'bob', 'cy']);
      expect(awaiting(game()).kind).toBe('turn');
      const twelve = Array.from({ length: 12 }, (_, k) => `f${k}`);
      expect(newGame({ seed: 's', players: twelve }).ok).toBe(true);
      for (const players of [['ann'], ['ann', 'ann'], ['Ann', 'bob'], [...twelve, 'x']]) {
        const r = newGame({ seed: 's', players });
        expect(r.ok ? [] : r.error.map((i) => i.code), players.join()).toContain('options/invalid');
      }
    },
  },
  {
    name: 'GO-1.2 steps in order: income before builds, builds before the attack, new ships fight at once',
    clause: 'GO-1.2',
    run: () => {
      // ann has 32 BP and earns 15 first: 47 buys 15 battleships, which attack bob's empty home this turn.
      const s = game();
      const r = turn(s, {
        ann: {
          ships: ships(15, 'battleship', 'laser', 0).map(() => ({ hull: 'battleship', weapon: 'laser' })),
          special: { kind: 'attack', target: 'bob', ships: 'all' },
        },
      });
      expect(r.reports.ann!.bp).toEqual({ before: 32, income: 15, spent: 45, forfeited: 0, after: 2 });
      expect(r.post.battles[0]!.attackerFleet).toEqual({ 'battleship/laser': 15 });
      expect(held(r.state, 'ann')).toEqual([1, 2, 3, 4, 5, 6]);
    },
  },
  {
    name: 'GO-1.3 the arrival order changes nothing when each defender has one attacker',
    clause: 'GO-1.3',
    run: () => {
      let s = game();
      s = withFaction(s, 'ann', { ships: ships(2, 'frigate', 'laser', 1) });
      s = withFaction(s, 'bob', { ships: ships(1, 'cruiser', 'torpedo', 3) });
      const orders = {
        ann: { special: { kind: 'attack', target: 'bob', ships: 'all' }, oob: { slots: 'LFTLTF' } },
        bob: { oob: { slots: 'TLFTFL' } },
        cy: { oob: { slots: 'FFLLTT' } },
      };
      const a = resolveTurn(s, orders, { arrival: ['ann', 'bob', 'cy'] });
      const b = resolveTurn(s, orders, { arrival: ['cy', 'bob', 'ann'] });
      const c = resolveTurn(s, orders);
      expect(b.state).toEqual(a.state);
      expect(c.state).toEqual(a.state);
    },
  },
  {
    name: 'GO-2.1 v1.3: three home bases, 32 BP, two counter-espionage uses, no generator',
    clause: 'GO-2.1',
    option: ['edition', 'v1.3'],
    run: () => {
      const s = game();
      expect(held(s, 'bob')).toEqual([4, 5, 6]);
      expect(s.bases.every((b) => b.builder === b.holder)).toBe(true);
      expect(s.factions.bob).toMatchObject({ bp: 32, generators: 0, counterEspionage: 2, ships: [] });
    },
  },
  {
    name: 'GO-2.1 startingGenerators none: no faction can raise shields before it builds a generator',
    clause: 'GO-2.1',
    option: ['startingGenerators', 'none'],
    run: () => {
      const s = game({ startingGenerators: 'none' });
      for (const p of s.players) expect(s.factions[p]!.generators).toBe(0);
      expect(refusedCodes(s, 'bob', { special: { kind: 'raise-shields' } })).toEqual([
        'shields/no-generator',
      ]);
    },
  },
  {
    name: 'GO-2.1 startingGenerators one: each faction starts with a generator, which its first shield uses up',
    clause: 'GO-2.1',
    option: ['startingGenerators', 'one'],
    run: () => {
      const s = game({ startingGenerators: 'one' });
      for (const p of s.players) expect(s.factions[p]!.generators).toBe(1);
      // bob raises shields on turn 1 against ann's frigate: the frigate (2 HP) is destroyed
      // by the twelve hits (GO-4.4), nothing is taken, and bob's one generator is spent.
      const r = turn(s, {
        ann: {
          ships: [{ hull: 'frigate', weapon: 'laser' }],
          special: { kind: 'attack', target: 'bob', ships: 'all' },
        },
        bob: { special: { kind: 'raise-shields' } },
      });
      expect(r.post.battles[0]!.end).toBe('shield');
      expect(held(r.state, 'bob')).toEqual([4, 5, 6]);
      expect(r.state.factions.ann!.ships).toEqual([]);
      expect(r.state.factions.bob!.generators).toBe(0);
      expect(refusedCodes(r.state, 'bob', { special: { kind: 'raise-shields' } })).toEqual([
        'shields/no-generator',
      ]);
      // A fourth cannot be stocked: one to start with, two built, the third refused at three.
      const full = withFaction(s, 'cy', { generators: 3 });
      expect(refusedCodes(full, 'cy', { special: { kind: 'build-generator' } })).toEqual([
        'generator/stock-full',
      ]);
    },
  },
  {
    name: 'GO-2.1 go-ii: 20 BP, bases doubling per block, at most six self-built',
    clause: 'GO-2.1',
    option: ['edition', 'go-ii'],
    run: () => {
      const s = game({ edition: 'go-ii' });
      expect(s.factions.ann!.bp).toBe(20);
      expect([1, 6, 7, 13].map((n) => basePrice(n, s.rules))).toEqual([16, 16, 32, 64]);
      const rich = withFaction(s, 'ann', { bp: 500 });
      expect(refusedCodes(rich, 'ann', { bases: 3 })).toEqual([]);
      expect(refusedCodes(rich, 'ann', { bases: 4 })).toEqual(['build/base-cap']);
    },
  },
  {
    name: 'GO-2.2 start: turn 1 has 47 BP; 5 per home base and 2 per captured base',
    clause: 'GO-2.2',
    option: ['incomeTiming', 'start'],
    run: () => {
      const s = game();
      expect(budget(s, 'ann')).toBe(47);
      // bob holds one of ann's bases: ann earns 10, bob 15 + 2.
      const moved = { ...s, bases: s.bases.map((b) => (b.id === 1 ? { ...b, holder: 'bob' } : b)) };
      const r = turn(moved, {});
      expect(r.reports.ann!.bp.income).toBe(10);
      expect(r.reports.bob!.bp.income).toBe(17);
    },
  },
  {
    name: 'GO-2.2 end: income comes after the attacks, from the bases held then',
    clause: 'GO-2.2',
    option: ['incomeTiming', 'end'],
    run: () => {
      let s = game({ incomeTiming: 'end' });
      expect(budget(s, 'ann')).toBe(32);
      s = withFaction(s, 'ann', { ships: ships(1, 'frigate', 'laser', 1) });
      const r = turn(s, { ann: { special: { kind: 'attack', target: 'bob', ships: 'all' } } });
      // bob's home was empty: ann took all three bases before the income.
      expect(r.reports.ann!.bp.income).toBe(15 + 6);
      expect(r.reports.bob!.bp.income).toBe(0);
    },
  },
  {
    name: 'GO-2.3 unspent BP are kept; the book balances; over-spending is refused',
    clause: 'GO-2.3',
    run: () => {
      const s = game();
      const r = turn(s, { ann: { ships: [{ hull: 'frigate', weapon: 'laser' }] } });
      expect(r.state.factions.ann!.bp).toBe(46);
      const b = r.reports.ann!.bp;
      expect(b.before + b.income - b.spent - b.forfeited).toBe(b.after);
      expect(refusedCodes(s, 'ann', { bases: 3 })).toEqual(['build/too-expensive']);
    },
  },
  {
    name: 'GO-2.5 a scenario sets each side; a captured base earns 2 and allows no hull; a side with no base is cut off',
    clause: 'GO-2.5',
    run: () => {
      const r = newGame({
        seed: 'case',
        scenario: {
          sides: [
            { id: 'ann', bases: [{ count: 1 }, { builder: 'bob', count: 2 }], bp: 0 },
            {
              id: 'bob',
              bases: [],
              ships: [{ hull: 'battleship', weapon: 'torpedo', damage: 5, count: 11 }],
              bp: 0,
            },
          ],
        },
      });
      if (!r.ok) throw new Error(r.error.map((i) => i.message).join('; '));
      const s = r.value;
      // GO-2.2: one home base (5) and two captured (2 each): 9 BP; GO-3.3: one home base, frigates only.
      expect(budget(s, 'ann')).toBe(9);
      expect(refusedCodes(s, 'ann', { ships: [{ hull: 'cruiser', weapon: 'laser' }] })).toEqual([
        'build/hull-needs-bases',
      ]);
      // GO-6.2: bob was cut off with 11 ships; under original-down he loses one a turn, the
      // smallest first, from the first turn (the scenario's start is the cut-off).
      const t = turn(s, {});
      expect(t.state.factions.bob!.ships).toHaveLength(10);
      // bob takes ann's empty home whole (GO-5.3): two of its bases are his own, home bases again.
      const back = turn(s, { bob: { special: { kind: 'attack', target: 'ann', ships: 'all' } } });
      expect(held(back.state, 'bob')).toEqual([1, 2, 3]);
      expect(back.post.factions.bob!.home).toBe(2);
      expect(back.state.factions.bob!.cutOffShips).toBeNull();
    },
  },
  {
    name: 'GO-3.1 starting-bases-count: base 4 costs 16, base 7 costs 24, base 13 costs 32',
    clause: 'GO-3.1',
    option: ['baseNumbering', 'starting-bases-count'],
    run: () => {
      const rules = DEFAULT_RULES_OPTIONS;
      expect([4, 6, 7, 12, 13, 19].map((n) => basePrice(n, rules))).toEqual([16, 16, 24, 24, 32, 40]);
      expect(basesCost(3, 4, rules)).toBe(16 * 3 + 24);
      const r = turn(withFaction(game(), 'ann', { bp: 100 }), { ann: { bases: 4 } });
      expect(r.reports.ann!.bp.spent).toBe(72);
      expect(r.state.factions.ann!.built).toBe(7);
    },
  },
  {
    name: 'GO-3.1 after-setup: six more bases at 16 before the price rises',
    clause: 'GO-3.1',
    option: ['baseNumbering', 'after-setup'],
    run: () => {
      const rules = { ...DEFAULT_RULES_OPTIONS, baseNumbering: 'after-setup' as const };
      expect(basesCost(3, 6, rules)).toBe(96);
      expect(basesCost(3, 7, rules)).toBe(96 + 24);
    },
  },
  {
    name: 'GO-3.2 hulls cost their size, weapons fill the hull, a new ship has full hit points',
    clause: 'GO-3.2',
    run: () => {
      const r = turn(game(), {
        ann: {
          ships: [
            { hull: 'frigate', weapon: 'laser' },
            { hull: 'battleship', weapon: 'fighter' },
          ],
        },
      });
      expect(r.reports.ann!.bp.spent).toBe(4);
      expect(r.state.factions.ann!.ships).toEqual([
        { id: 1, hull: 'frigate', weapon: 'laser', damage: 0 },
        { id: 2, hull: 'battleship', weapon: 'fighter', damage: 0 },
      ]);
      expect(refusedCodes(game(), 'ann', { ships: [{ hull: 'frigate', weapon: 'phaser' }] })).toEqual([
        'orders/bad-value',
      ]);
    },
  },
  {
    name: 'GO-3.3 three home bases allow a battleship, not a dreadnaught, even with a fourth base built this turn',
    clause: 'GO-3.3',
    run: () => {
      const s = game();
      expect(refusedCodes(s, 'ann', { ships: [{ hull: 'battleship', weapon: 'laser' }] })).toEqual([]);
      expect(refusedCodes(s, 'ann', { bases: 1, ships: [{ hull: 'dreadnaught', weapon: 'laser' }] })).toEqual(
        ['build/hull-needs-bases'],
      );
      // Captured bases do not count: ann holds 3 own + 1 of bob's.
      const moved = { ...s, bases: s.bases.map((b) => (b.id === 4 ? { ...b, holder: 'ann' } : b)) };
      expect(refusedCodes(moved, 'ann', { ships: [{ hull: 'dreadnaught', weapon: 'laser' }] })).toEqual([
        'build/hull-needs-bases',
      ]);
      const next = turn(s, { ann: { bases: 1 } }).state;
      expect(refusedCodes(next, 'ann', { ships: [{ hull: 'dreadnaught', weapon: 'laser' }] })).toEqual([]);
    },
  },
  {
    name: 'GO-3.4 a repair costs 1 BP and removes all damage; an unknown ship is refused',
    clause: 'GO-3.4',
    run: () => {
      const s = withFaction(game(), 'ann', { ships: [{ id: 1, hull: 'titan', weapon: 'laser', damage: 9 }] });
      const r = turn(s, { ann: { repair: [1] } });
      expect(r.reports.ann!.bp.spent).toBe(1);
      expect(r.state.factions.ann!.ships[0]!.damage).toBe(0);
      expect(refusedCodes(s, 'ann', { repair: [1, 1] })).toEqual(['repair/unknown-ship']);
      expect(refusedCodes(s, 'ann', { repair: [7] })).toEqual(['repair/unknown-ship']);
    },
  },
  {
    name: 'GO-4.1 a full sheet is read into validated orders',
    clause: 'GO-4.1',
    run: () => {
      const s = withFaction(game(), 'ann', { ships: ships(1, 'frigate', 'laser', 1) });
      const r = checkOrders(s, 'ann', {
        bases: 1,
        ships: [{ hull: 'cruiser', weapon: 'torpedo' }],
        repair: [],
        special: { kind: 'attack', target: 'bob', ships: [1], toDeath: true, base: 5 },
        oob: { slots: 'lftltf', range: 'close-in', formation: 'bunch' },
        against: { cy: { slots: 'TTFFLL' } },
      });
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.value.special).toEqual({
        kind: 'attack',
        target: 'bob',
        ships: [1],
        toDeath: true,
        base: 5,
        takers: [],
      });
      expect(r.value.oob).toEqual(oob('LFTLTF', 'close-in', 'bunch'));
      expect(r.value.against.cy).toEqual(oob('TTFFLL'));
    },
  },
  {
    name: 'GO-4.2 a refused sheet is played as none and reported; missing, [] and {} are alike',
    clause: 'GO-4.2',
    run: () => {
      const s = game();
      expect(refusedCodes(s, 'ann', 7)).toEqual(['orders/not-an-object']);
      expect(refusedCodes(s, 'ann', { fly: 1 })).toEqual(['orders/unknown-field']);
      expect(refusedCodes(s, 'zed', {})).toEqual(['orders/not-awaited']);
      const bad = resolveTurn(s, { ann: { bases: 1, fly: 1 }, bob: [], cy: {} });
      expect(bad.reports.ann!.orders).toBe('refused');
      expect(bad.reports.ann!.refused.map((i) => i.code)).toEqual(['orders/unknown-field']);
      expect(bad.state.factions.ann!.built).toBe(3); // the base was not built
      const none = resolveTurn(s, {});
      expect(bad.state).toEqual(none.state);
      expect(none.reports.bob!.orders).toBe('none');
    },
  },
  {
    name: 'GO-4.3 an attack names another faction in the game and ships the attacker has',
    clause: 'GO-4.3',
    run: () => {
      const s = withFaction(game(), 'ann', { ships: ships(2, 'frigate', 'laser', 1) });
      const attack = (x: object) =>
        refusedCodes(s, 'ann', { special: { kind: 'attack', target: 'bob', ...x } });
      expect(attack({ ships: [1] })).toEqual([]);
      expect(attack({ target: 'ann' })).toEqual(['attack/bad-target']);
      expect(attack({ target: 'zed' })).toEqual(['attack/bad-target']);
      expect(attack({ ships: [9] })).toEqual(['attack/unknown-ship']);
      expect(attack({ ships: [] })).toEqual(['attack/no-ships']);
      expect(
        refusedCodes(game(), 'ann', { special: { kind: 'attack', target: 'bob', ships: 'all' } }),
      ).toEqual(['attack/no-ships']);
      // Only the ships sent leave: frigate 2 stays home and defends.
      const r = turn(s, {
        ann: { special: { kind: 'attack', target: 'bob', ships: [1] } },
        cy: {
          special: { kind: 'attack', target: 'ann', ships: 'all' },
          ships: [{ hull: 'frigate', weapon: 'torpedo' }],
        },
      });
      const cyBattle = r.post.battles.find((b) => b.attacker === 'cy')!;
      expect(cyBattle.defenderFleet).toEqual({ 'frigate/laser': 1 });
    },
  },
  {
    name: 'GO-4.4 a raised shield: the attacker takes twelve hits, the defender nothing, the generator is spent',
    clause: 'GO-4.4',
    run: () => {
      let s = withFaction(game(), 'ann', { ships: ships(4, 'titan', 'laser', 1) });
      s = withFaction(s, 'bob', { generators: 1 });
      const r = turn(s, {
        ann: { special: { kind: 'attack', target: 'bob', ships: 'all' }, oob: { slots: 'LFTLTF' } },
        bob: { special: { kind: 'raise-shields' } },
      });
      // Twelve hits on four titans (10 HP): one destroyed, the next at 2 damage.
      expect(r.state.factions.ann!.ships.map((x) => [x.id, x.damage])).toEqual([
        [2, 2],
        [3, 0],
        [4, 0],
      ]);
      expect(r.post.battles[0]).toMatchObject({
        shielded: true,
        winner: 'defender',
        end: 'shield',
        captured: [],
      });
      expect(held(r.state, 'bob')).toEqual([4, 5, 6]);
      expect(r.state.factions.bob!.generators).toBe(0);
      expect(refusedCodes(game(), 'bob', { special: { kind: 'raise-shields' } })).toEqual([
        'shields/no-generator',
      ]);
    },
  },
  {
    name: 'GO-4.5 a generator is built for later turns, three at most',
    clause: 'GO-4.5',
    run: () => {
      const r = turn(game(), { ann: { special: { kind: 'build-generator' } } });
      expect(r.state.factions.ann!.generators).toBe(1);
      const full = withFaction(game(), 'ann', { generators: 3 });
      expect(refusedCodes(full, 'ann', { special: { kind: 'build-generator' } })).toEqual([
        'generator/stock-full',
      ]);
      // Built in step 6, after shields are raised in step 5: it cannot be used the turn it is built.
      expect(refusedCodes(game(), 'ann', { special: { kind: 'raise-shields' } })).toEqual([
        'shields/no-generator',
      ]);
    },
  },
];
