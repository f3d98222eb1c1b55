/** Conformance cases for TSG-7: battles, with scripted dice where the case fixes them. */
import { expect } from 'vitest';
import { scriptedRng } from '../../../../src/kernel/dice.js';
import { seededRng } from '../../../../src/kernel/rng.js';
import { diceFor } from '../../../../src/strategic-game/battle/strategic.js';
import {
  BATTLE_RESOLVERS,
  type BattleResolver,
  type BattleSide,
  DEFAULT_RULES_OPTIONS,
  type RulesOptions,
  type Ship,
  strategicCombat,
  withBattleResolvers,
} from '../../../../src/strategic-game/index.js';
import { attackerAt, fightBattles } from '../../../../src/strategic-game/steps/07-combat.js';
import { at, fleet, game, inPhase, moves, ship, withFleets } from '../../support.js';
import type { ConformanceCase } from '../case.js';

const side = (player: string, ships: Ship[], more: Partial<BattleSide> = {}): BattleSide => ({
  player,
  ships,
  orders: { retreatAt: null, lossOrder: [] },
  canRetreat: true,
  ...more,
});
const rules = (r: Partial<RulesOptions> = {}): RulesOptions => ({ ...DEFAULT_RULES_OPTIONS, ...r });
/** A ship with exactly this offence (weapons then to-hit) and shields. */
const gun = (id: string, offence: number, shields: number): Ship =>
  ship(id, {
    engine: 1,
    shields,
    weapons: Math.min(6, Math.floor(offence / 2)),
    toHit: offence - 2 * Math.min(6, Math.floor(offence / 2)),
  });

export const combatCases: ConformanceCase[] = [
  {
    name: 'TSG-7.1 all fleets of each side in a hex fight as one force: two fleets of 4 offence roll a die together',
    clause: 'TSG-7.1',
    run: () => {
      const s0 = game();
      const s = withFleets(s0, [
        fleet(s0, 'p1-f1', 'p1', '0505', [gun('a', 4, 0)], 2),
        fleet(s0, 'p1-f2', 'p1', '0505', [gun('b', 4, 0)], 2),
        fleet(s0, 'p2-f1', 'p2', '0505', [gun('c', 0, 0)]),
      ]);
      const { battles } = fightBattles(s);
      expect(battles.map((b) => [b.at, b.attacker])).toEqual([[at(s, '0505'), 'p1']]);
      // Apart, each fleet has 4 offence and no die, and the first round would end the battle.
      expect(battles[0]!.result.rounds[0]!.subphases[0].fire.length).toBe(1);
      expect(battles[0]!.result.end).not.toBe('stalemate');
    },
  },
  {
    name: 'TSG-7.2 battles go to the resolver the rules name: Strategic Combat by default (combat: strategic)',
    clause: 'TSG-7.2',
    option: ['combat', 'strategic'],
    run: () => {
      expect(Object.keys(BATTLE_RESOLVERS)).toEqual(['strategic']);
      expect(BATTLE_RESOLVERS.strategic).toBe(strategicCombat);
      const s0 = game();
      expect(s0.rules.combat).toBe('strategic');
      const s = withFleets(s0, [
        fleet(s0, 'p1-f1', 'p1', '0505', [gun('a', 14, 0)], 2),
        fleet(s0, 'p2-f1', 'p2', '0505', [gun('b', 14, 0)]),
      ]);
      const [battle] = fightBattles(s).battles;
      expect(battle!.combat).toBe('strategic');
      expect(battle!.result.rounds.length).toBeGreaterThan(0);
    },
  },
  {
    name: 'TSG-7.2 a game set up with a resolver of its own fights with the one its rules name, and records the name',
    clause: 'TSG-7.2',
    run: () => {
      // Every battle a draw without a shot: the defender keeps the field.
      const standoff: BattleResolver = ({ attacker, defender }) => ({
        rounds: [],
        lost: {},
        retreated: null,
        end: 'stalemate',
        told: { [attacker.player]: 'nobody fired', [defender.player]: 'nobody fired' },
      });
      const resolvers = withBattleResolvers({ standoff });
      const plain = game();
      const s0 = { ...plain, rules: { ...plain.rules, combat: 'standoff' } };
      const s = withFleets(s0, [
        fleet(s0, 'p1-f1', 'p1', '0505', [gun('a', 14, 0)], 2),
        fleet(s0, 'p2-f1', 'p2', '0505', [gun('b', 14, 0)]),
      ]);
      const fought = fightBattles(s, resolvers);
      expect(fought.battles.map((b) => [b.combat, b.result.end])).toEqual([['standoff', 'stalemate']]);
      expect(fought.state.fleets).toEqual(s.fleets);
      expect(fought.state.rules.combat).toBe('standoff');
      // The rules alone do not know it: a typed error, never Strategic Combat in its place.
      expect(() => fightBattles(s)).toThrow(/battle resolver "standoff"/);
    },
  },
  {
    name: 'TSG-7.3 the later arrival attacks; equal arrivals give the attack to Player 1',
    clause: 'TSG-7.3',
    run: () => {
      const s0 = inPhase(game(), 'move-1', 'p2');
      const s = withFleets(s0, [
        fleet(s0, 'p1-f1', 'p1', '0505', [ship('a')], 5),
        fleet(s0, 'p2-f1', 'p2', '0505', [ship('b')], 3),
      ]);
      expect(attackerAt(s, at(s, '0505'))).toBe('p1');
      const later = withFleets(s0, [
        fleet(s0, 'p1-f1', 'p1', '0505', [ship('a')], 3),
        fleet(s0, 'p2-f1', 'p2', '0505', [ship('b')], 4),
      ]);
      expect(attackerAt(later, at(s, '0505'))).toBe('p2');
      const equal = withFleets(s0, [
        fleet(s0, 'p1-f1', 'p1', '0505', [ship('a')], 3),
        fleet(s0, 'p2-f1', 'p2', '0505', [ship('b')], 3),
      ]);
      expect(attackerAt(equal, at(s, '0505'))).toBe('p2');
    },
  },
  {
    name: 'TSG-7.4 sequential subphases: the defender fires back with its survivors only (subphases: sequential)',
    clause: 'TSG-7.4',
    option: ['subphases', 'sequential'],
    run: () => {
      // Attacker 14 offence (2 dice), no shields; defender two ships of 7 offence (2 dice), no shields.
      const rng = scriptedRng([6, 1, 1]);
      const r = strategicCombat({
        attacker: side('a', [gun('a1', 14, 0)]),
        // The defender breaks off after its first loss, which ends the battle after one round.
        defender: side('d', [gun('d1', 7, 0), gun('d2', 7, 0)], { orders: { retreatAt: 1, lossOrder: [] } }),
        rules: rules(),
        rng,
      });
      const [first, second] = r.rounds[0]!.subphases;
      expect([first.fire.length, first.save.length, first.lost]).toEqual([2, 0, ['d1']]);
      expect(second.fire.length).toBe(1);
      expect(rng.remaining).toBe(0);
    },
  },
  {
    name: 'TSG-7.4 under subphases: simultaneous the defender fires with the fleet it had at the round’s start',
    clause: 'TSG-7.4',
    option: ['subphases', 'simultaneous'],
    run: () => {
      const rng = scriptedRng([6, 1, 1, 1]);
      const r = strategicCombat({
        attacker: side('a', [gun('a1', 14, 0)]),
        // The defender breaks off after its first loss, which ends the battle after one round.
        defender: side('d', [gun('d1', 7, 0), gun('d2', 7, 0)], { orders: { retreatAt: 1, lossOrder: [] } }),
        rules: rules({ subphases: 'simultaneous' }),
        rng,
      });
      expect(r.rounds[0]!.subphases[1].fire.length).toBe(2);
      expect(r.lost.d).toEqual(['d1']);
      expect(rng.remaining).toBe(0);
    },
  },
  {
    name: "TSG-7.5 the seed's example: three sixes against two saving sixes lose one ship",
    clause: 'TSG-7.5',
    run: () => {
      // Attacker 21 offence: 3 dice; defender 6 shields: 2 dice. Then the defender (0 offence) fires nothing.
      const rng = scriptedRng([6, 6, 6, 6, 6]);
      const r = strategicCombat({
        attacker: side('a', [gun('a1', 7, 0), gun('a2', 7, 0), gun('a3', 7, 0)]),
        defender: side('d', [gun('d1', 0, 3), gun('d2', 0, 3), gun('d3', 0, 0)], {
          orders: { retreatAt: 1, lossOrder: [] },
        }),
        rules: rules(),
        rng,
      });
      expect(r.rounds[0]!.subphases[0].lost.length).toBe(1);
      expect(r.rounds.length).toBe(1);
      expect(rng.remaining).toBe(0);
    },
  },
  {
    name: 'TSG-7.5 dice counts (diceRounding: floor): offence 20 gives 2, defence 8 gives 2, offence 6 gives none',
    clause: 'TSG-7.5',
    option: ['diceRounding', 'floor'],
    run: () => {
      expect([diceFor(20, 7, 'floor'), diceFor(8, 3, 'floor'), diceFor(6, 7, 'floor')]).toEqual([2, 2, 0]);
    },
  },
  {
    name: 'TSG-7.5 under diceRounding: half-up a remainder of half a die or more gives one',
    clause: 'TSG-7.5',
    option: ['diceRounding', 'half-up'],
    run: () => {
      expect([
        diceFor(3, 7, 'half-up'),
        diceFor(4, 7, 'half-up'),
        diceFor(10, 7, 'half-up'),
        diceFor(11, 7, 'half-up'),
      ]).toEqual([0, 1, 1, 2]);
    },
  },
  {
    name: 'TSG-7.5 under diceRounding: at-least-one any BP give a die',
    clause: 'TSG-7.5',
    option: ['diceRounding', 'at-least-one'],
    run: () => {
      expect([
        diceFor(0, 7, 'at-least-one'),
        diceFor(1, 7, 'at-least-one'),
        diceFor(20, 7, 'at-least-one'),
      ]).toEqual([0, 1, 2]);
    },
  },
  {
    name: 'TSG-7.6 the loss order goes first, then the cheapest ships (lossPolicy: cheapest)',
    clause: 'TSG-7.6',
    option: ['lossPolicy', 'cheapest'],
    run: () => {
      const big = ship('big');
      const small = ship('small', { engine: 1, shields: 0, toHit: 1, weapons: 4 });
      const mid = ship('mid', { engine: 1, shields: 0, toHit: 4, weapons: 5 });
      const fight = (lossOrder: string[]) =>
        strategicCombat({
          attacker: side('a', [gun('a1', 14, 0)]),
          defender: side('d', [big, mid, small], { orders: { retreatAt: 1, lossOrder } }),
          rules: rules(),
          rng: scriptedRng([6, 6, 1, 1, 1, 1, 1, 1, 1]),
        }).rounds[0]!.subphases[0].lost;
      expect(fight([])).toEqual(['small', 'mid']);
      expect(fight(['big'])).toEqual(['big', 'small']);
    },
  },
  {
    name: 'TSG-7.6 under lossPolicy: random the losses are drawn, not always the cheapest',
    clause: 'TSG-7.6',
    option: ['lossPolicy', 'random'],
    run: () => {
      const seen = new Set<string>();
      for (let k = 0; k < 30; k++) {
        const r = strategicCombat({
          attacker: side('a', [gun('a1', 7, 0)]),
          // Three equal ships: the cheapest-first policy would always lose x.
          defender: side('d', [gun('x', 0, 0), gun('y', 0, 0), gun('z', 0, 0)], {
            orders: { retreatAt: 1, lossOrder: [] },
          }),
          rules: rules({ lossPolicy: 'random' }),
          rng: seededRng(`loss-${k}`),
        });
        for (const id of r.lost.d ?? []) seen.add(id);
      }
      expect([...seen].sort()).toEqual(['x', 'y', 'z']);
    },
  },
  {
    name: 'TSG-7.7 a side breaks off at its loss percentage, one hex towards home; both wanting, the defender does (retreatOrder: defender-first)',
    clause: 'TSG-7.7',
    option: ['retreatOrder', 'defender-first'],
    run: () => {
      const orders = { retreatAt: 50, lossOrder: [] };
      const fight = (r: Partial<RulesOptions>) =>
        strategicCombat({
          attacker: side('a', [gun('a1', 7, 0), gun('a2', 7, 0)], { orders }),
          defender: side('d', [gun('d1', 7, 0), gun('d2', 7, 0)], { orders }),
          rules: rules(r),
          rng: scriptedRng([6, 1, 6]),
        });
      const r = fight({});
      expect([r.end, r.retreated, r.rounds.length]).toEqual(['retreat', 'd', 1]);
      // In a game: the defender's fleet steps to the neighbour nearest its home.
      const s0 = game();
      const s = withFleets(s0, [
        fleet(s0, 'p1-f1', 'p1', '0505', [gun('a1', 14, 0), gun('a2', 14, 0), gun('a3', 14, 0)], 2),
        fleet(s0, 'p2-f1', 'p2', '0505', [gun('b1', 0, 0), gun('b2', 0, 0)]),
      ]);
      const retreating = {
        ...s,
        sides: { ...s.sides, p2: { ...s.sides.p2!, battle: { retreatAt: 1, lossOrder: [] } } },
      };
      const after = fightBattles(retreating);
      const b = after.battles[0]!.result;
      if (b.end === 'retreat') {
        const moved = after.state.fleets.find((f) => f.id === 'p2-f1')!;
        expect(moved.at).toBe(at(s, '0605'));
      } else expect(b.end).toBe('destroyed');
    },
  },
  {
    name: 'TSG-7.7 under retreatOrder: attacker-first the attacker breaks off',
    clause: 'TSG-7.7',
    option: ['retreatOrder', 'attacker-first'],
    run: () => {
      const orders = { retreatAt: 50, lossOrder: [] };
      const r = strategicCombat({
        attacker: side('a', [gun('a1', 7, 0), gun('a2', 7, 0)], { orders }),
        defender: side('d', [gun('d1', 7, 0), gun('d2', 7, 0)], { orders }),
        rules: rules({ retreatOrder: 'attacker-first' }),
        rng: scriptedRng([6, 1, 6]),
      });
      expect([r.end, r.retreated]).toEqual(['retreat', 'a']);
    },
  },
  {
    name: 'TSG-7.7 two fleets below 7 offence end after one round with no possible kill (stalemate: no-kill-round)',
    clause: 'TSG-7.7',
    option: ['stalemate', 'no-kill-round'],
    run: () => {
      const rng = scriptedRng([]);
      const r = strategicCombat({
        attacker: side('a', [gun('a1', 6, 0)]),
        defender: side('d', [gun('d1', 6, 0)]),
        rules: rules(),
        rng,
      });
      expect([r.end, r.rounds.length]).toEqual(['stalemate', 1]);
    },
  },
  {
    name: 'TSG-7.7 under stalemate: round-cap the battle runs to 20 rounds',
    clause: 'TSG-7.7',
    option: ['stalemate', 'round-cap'],
    run: () => {
      const r = strategicCombat({
        attacker: side('a', [gun('a1', 6, 0)]),
        defender: side('d', [gun('d1', 6, 0)]),
        rules: rules({ stalemate: 'round-cap' }),
        rng: scriptedRng([]),
      });
      expect([r.end, r.rounds.length]).toEqual(['round-cap', 20]);
    },
  },
  {
    name: "TSG-7.8 each battle has its own dice: a bigger battle elsewhere does not change another battle's dice",
    clause: 'TSG-7.8',
    run: () => {
      const s0 = inPhase(game(), 'move-1');
      const make = (extra: number) =>
        withFleets(s0, [
          fleet(
            s0,
            'p1-f1',
            'p1',
            '0303',
            Array.from({ length: extra }, (_, k) => gun(`a${k}`, 14, 0)),
            2,
          ),
          fleet(s0, 'p2-f1', 'p2', '0303', [gun('b', 0, 5)]),
          fleet(s0, 'p1-f2', 'p1', '0707', [gun('c', 14, 0)], 2),
          fleet(s0, 'p2-f2', 'p2', '0707', [gun('d', 7, 5)]),
        ]);
      const one = fightBattles(make(1)).battles[1]!;
      const three = fightBattles(make(3)).battles[1]!;
      expect(one.at).toBe(at(s0, '0707'));
      expect(three.result).toEqual(one.result);
      expect(moves(make(1), {}).two.trace.battles.length).toBe(2);
    },
  },
];
