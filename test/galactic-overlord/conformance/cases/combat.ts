/** Conformance cases for combat v1.3 (GO-10), on the closed-form battle. */
import { expect } from 'vitest';
import { applyHits, laserFactor } from '../../../../src/galactic-overlord/battle.js';
import {
  DEFAULT_RULES_OPTIONS,
  fight,
  type RulesOptions,
  resolveTurn,
} from '../../../../src/galactic-overlord/index.js';
import { ALL_SLOTS, parseSlots } from '../../../../src/galactic-overlord/oob.js';
import { game, oob, ships, withFaction } from '../../support.js';
import type { ConformanceCase } from '../case.js';

const R = (o: Partial<RulesOptions> = {}): RulesOptions => ({ ...DEFAULT_RULES_OPTIONS, ...o });

/** GO-T6: three laser battleships (LFTLTF) against four torpedo cruisers (TLFTFL). */
const t6 = (rules: RulesOptions) =>
  fight(
    { ships: ships(3, 'battleship', 'laser', 1), oob: oob('LFTLTF') },
    { ships: ships(4, 'cruiser', 'torpedo', 4), oob: oob('TLFTFL') },
    false,
    rules,
  );

export const combatCases: ConformanceCase[] = [
  {
    name: 'GO-10.1 six laser units against six torpedo units: torpedoes double, the lasers take 6',
    clause: 'GO-10.1',
    run: () => {
      const r = fight(
        { ships: ships(3, 'cruiser', 'laser', 1), oob: oob('LFTLTF') },
        { ships: ships(3, 'cruiser', 'torpedo', 4), oob: oob('TLFTFL') },
        false,
        R(),
      );
      expect(r.rounds[0]).toEqual({
        round: 1,
        weapons: { attacker: 'laser', defender: 'torpedo' },
        strength: { attacker: 6, defender: 12 },
        hits: { attacker: 6, defender: 0 },
      });
    },
  },
  {
    name: 'GO-10.2 six slots, each weapon twice, 90 of them; round k uses slot k; against an enemy its own',
    clause: 'GO-10.2',
    run: () => {
      expect(ALL_SLOTS).toHaveLength(90);
      expect(parseSlots('LTLTFF')).toEqual(['laser', 'torpedo', 'laser', 'torpedo', 'fighter', 'fighter']);
      for (const bad of ['LLLFTT', 'LFTLT', 'LFTLTFX', 'LFTLTQ', 5])
        expect(typeof parseSlots(bad)).toBe('string');
      let s = withFaction(game(), 'ann', { ships: ships(1, 'frigate', 'laser', 1) });
      s = withFaction(s, 'bob', { ships: ships(1, 'frigate', 'fighter', 2) });
      const r = resolveTurn(s, {
        ann: {
          special: { kind: 'attack', target: 'bob', ships: 'all' },
          oob: { slots: 'TTFFLL' },
          against: { bob: { slots: 'LFTLTF' } },
        },
        bob: { oob: { slots: 'FLTFLT' } },
      });
      const battle = r.reports.ann!.battles[0]!.battle!;
      // The OOB against bob (LFT…), not the default (TTF…): the fighter frigate takes 1 in rounds 1 and 4.
      expect(battle.rounds.map((x) => x.weapons.attacker)).toEqual(['laser', 'fighter', 'torpedo', 'laser']);
      expect(battle.rounds.map((x) => x.weapons.defender)).toEqual([
        'fighter',
        'laser',
        'torpedo',
        'fighter',
      ]);
      expect(battle.rounds[0]!.strength).toEqual({ attacker: 2, defender: 1 });
      expect(battle.end).toBe('destroyed');
    },
  },
  {
    name: 'GO-10.3 random: a missing order of battle is drawn from the state, reproducibly, and reported',
    clause: 'GO-10.3',
    option: ['missingOob', 'random'],
    run: () => {
      const s = game();
      const a = resolveTurn(s, {});
      const b = resolveTurn(s, {});
      expect(a.reports.ann!.randomOob).not.toBeNull();
      expect(a.reports.ann!.randomOob).toEqual(b.reports.ann!.randomOob);
      expect(a.reports.ann!.randomOob!.range).toBe('none');
      expect(resolveTurn(s, { ann: { oob: { slots: 'LFTLTF' } } }).reports.ann!.randomOob).toBeNull();
      expect(a.state.rng).not.toEqual(s.rng);
    },
  },
  {
    name: 'GO-10.3 destroyed: a fleet without an order of battle is destroyed when it fights',
    clause: 'GO-10.3',
    option: ['missingOob', 'destroyed'],
    run: () => {
      const r = fight(
        { ships: ships(1, 'frigate', 'laser', 1), oob: oob('LFTLTF') },
        { ships: ships(3, 'titan', 'laser', 2), oob: null },
        false,
        R({ missingOob: 'destroyed' }),
      );
      expect(r).toMatchObject({ winner: 'attacker', end: 'no-oob', defenderDestroyed: true, rounds: [] });
      let s = withFaction(game({ missingOob: 'destroyed' }), 'ann', {
        ships: ships(1, 'frigate', 'laser', 1),
      });
      s = withFaction(s, 'bob', { ships: ships(2, 'titan', 'laser', 2) });
      const t = resolveTurn(s, {
        ann: { special: { kind: 'attack', target: 'bob', ships: 'all' }, oob: { slots: 'LFTLTF' } },
      });
      expect(t.state.factions.bob!.ships).toEqual([]);
      expect(t.post.battles[0]!.captured).toEqual([4, 5, 6]);
      expect(t.reports.bob!.randomOob).toBeNull();
    },
  },
  {
    name: 'GO-10.4 close-in-wins: both close in, 3 laser units make 24 against 3 fighters (21 hits); Close In beats Back Off',
    clause: 'GO-10.4',
    option: ['rangeClash', 'close-in-wins'],
    run: () => {
      const r = fight(
        { ships: ships(1, 'battleship', 'laser', 1), oob: oob('LFTLTF', 'close-in') },
        { ships: ships(3, 'frigate', 'fighter', 2), oob: oob('FLTFLT', 'close-in') },
        false,
        R(),
      );
      expect(r.rounds[0]!.strength).toEqual({ attacker: 24, defender: 3 });
      expect(r.rounds[0]!.hits.defender).toBe(21);
      expect(laserFactor(oob('LFTLTF', 'close-in'), oob('LFTLTF', 'back-off'), R())).toBe(2);
      expect(laserFactor(oob('LFTLTF', 'back-off'), oob('LFTLTF', 'back-off'), R())).toBe(0.25);
      expect(laserFactor(oob('LFTLTF', 'back-off'), oob('LFTLTF'), R())).toBe(0.5);
    },
  },
  {
    name: 'GO-10.4 cancel: Close In against Back Off leaves lasers as they are',
    clause: 'GO-10.4',
    option: ['rangeClash', 'cancel'],
    run: () => {
      expect(
        laserFactor(oob('LFTLTF', 'close-in'), oob('LFTLTF', 'back-off'), R({ rangeClash: 'cancel' })),
      ).toBe(1);
      expect(
        laserFactor(oob('LFTLTF', 'close-in'), oob('LFTLTF', 'close-in'), R({ rangeClash: 'cancel' })),
      ).toBe(4);
    },
  },
  {
    name: 'GO-10.5 a bunched defender: 4 torpedo units make 16 against 4 lasers (12 hits); spread doubles fighters',
    clause: 'GO-10.5',
    run: () => {
      const r = fight(
        { ships: ships(4, 'frigate', 'torpedo', 1), oob: oob('TLFTFL') },
        { ships: ships(4, 'frigate', 'laser', 5), oob: oob('LFTLTF', 'none', 'bunch') },
        false,
        R(),
      );
      expect(r.rounds[0]!.strength).toEqual({ attacker: 16, defender: 4 });
      expect(r.rounds[0]!.hits.defender).toBe(12);
      const s = fight(
        { ships: ships(1, 'frigate', 'fighter', 1), oob: oob('FLTFLT') },
        { ships: ships(1, 'titan', 'fighter', 2), oob: oob('FLTFLT', 'none', 'spread') },
        false,
        R(),
      );
      expect(s.rounds[0]!.strength).toEqual({ attacker: 2, defender: 5 });
    },
  },
  {
    name: 'GO-10.6 exact-tally: half hits add up and are rounded down at the tally',
    clause: 'GO-10.6',
    option: ['hitRounding', 'exact-tally'],
    run: () => {
      const r = fight(
        { ships: ships(1, 'frigate', 'laser', 1), oob: oob('LLFFTT', 'back-off') },
        { ships: ships(1, 'frigate', 'torpedo', 2), oob: oob('FFLTLT', 'back-off') },
        false,
        R(),
      );
      expect(r.rounds.slice(0, 3).map((x) => x.hits.defender)).toEqual([0.5, 0.5, 0]);
      expect(r.tallies[0]).toEqual({
        afterRound: 3,
        applied: { attacker: 0, defender: 1 },
        lost: { attacker: [], defender: [] },
      });
    },
  },
  {
    name: 'GO-10.6 per-round: each round’s hits are rounded down at once',
    clause: 'GO-10.6',
    option: ['hitRounding', 'per-round'],
    run: () => {
      const r = fight(
        { ships: ships(1, 'frigate', 'laser', 1), oob: oob('LLFFTT', 'back-off') },
        { ships: ships(1, 'frigate', 'torpedo', 2), oob: oob('FFLTLT', 'back-off') },
        false,
        R({ hitRounding: 'per-round' }),
      );
      expect(r.rounds.slice(0, 3).map((x) => x.hits.defender)).toEqual([0, 0, 0]);
      expect(r.tallies[0]!.applied).toEqual({ attacker: 0, defender: 0 });
    },
  },
  {
    name: 'GO-10.7 weapon-then-hull: the full battle of GO-T6, round by round and tally by tally',
    clause: 'GO-10.7',
    option: ['removalOrder', 'weapon-then-hull'],
    run: () => {
      const r = t6(R());
      // Round 1: 9 lasers against 8 torpedo units doubled; rounds 2, 3, 5, 6: no weapons meet.
      expect(
        r.rounds.map((x) => [
          x.weapons.attacker,
          x.weapons.defender,
          x.strength.attacker,
          x.strength.defender,
        ]),
      ).toEqual([
        ['laser', 'torpedo', 9, 16],
        ['fighter', 'laser', 0, 0],
        ['torpedo', 'fighter', 0, 0],
        ['laser', 'torpedo', 6, 16],
        ['torpedo', 'fighter', 0, 0],
        ['fighter', 'laser', 0, 0],
      ]);
      expect(r.rounds.map((x) => x.hits.attacker)).toEqual([7, 0, 0, 10, 0, 0]);
      // First tally: battleship 1 destroyed (6), battleship 2 at 5 of 6; second: 2 destroyed, 3 at 1 of 6.
      expect(r.tallies).toEqual([
        { afterRound: 3, applied: { attacker: 7, defender: 0 }, lost: { attacker: [1], defender: [] } },
        { afterRound: 6, applied: { attacker: 10, defender: 0 }, lost: { attacker: [2], defender: [] } },
      ]);
      expect(r.survivors.attacker).toEqual([{ id: 3, hull: 'battleship', weapon: 'laser', damage: 5 }]);
      expect(r.survivors.defender).toHaveLength(4);
      expect(r).toMatchObject({ hits: { attacker: 17, defender: 0 }, winner: 'defender', end: 'six-rounds' });
      // In a mixed fleet, the OOB's first weapon goes first, smallest hull first within it.
      const mixed = [
        ...ships(1, 'titan', 'fighter', 1),
        ...ships(1, 'frigate', 'laser', 2),
        ...ships(1, 'cruiser', 'fighter', 3),
      ];
      expect(applyHits(mixed, 5, oob('FLTFLT'), R()).lost).toEqual([3]);
    },
  },
  {
    name: 'GO-10.7 hull-then-weapon: the smallest hulls go first whatever their weapon',
    clause: 'GO-10.7',
    option: ['removalOrder', 'hull-then-weapon'],
    run: () => {
      const mixed = [
        ...ships(1, 'titan', 'fighter', 1),
        ...ships(1, 'frigate', 'laser', 2),
        ...ships(1, 'cruiser', 'fighter', 3),
      ];
      const r = applyHits(mixed, 5, oob('FLTFLT'), R({ removalOrder: 'hull-then-weapon' }));
      expect(r.lost).toEqual([2]);
      expect(r.ships.find((s) => s.id === 3)!.damage).toBe(3);
    },
  },
  {
    name: 'GO-10.8 every-round: a fleet whose hits reach its hit points ends the battle at once',
    clause: 'GO-10.8',
    option: ['stopCheck', 'every-round'],
    run: () => {
      const r = fight(
        { ships: ships(2, 'titan', 'laser', 1), oob: oob('LFTLTF') },
        { ships: ships(1, 'frigate', 'fighter', 3), oob: oob('FLTFLT') },
        false,
        R(),
      );
      expect(r.rounds).toHaveLength(1);
      expect(r).toMatchObject({ end: 'destroyed', winner: 'attacker', defenderDestroyed: true });
      expect(r.tallies).toEqual([
        { afterRound: 1, applied: { attacker: 0, defender: 19 }, lost: { attacker: [], defender: [3] } },
      ]);
    },
  },
  {
    name: 'GO-10.8 tallies: the check waits for the tally after round 3',
    clause: 'GO-10.8',
    option: ['stopCheck', 'tallies'],
    run: () => {
      const r = fight(
        { ships: ships(2, 'titan', 'laser', 1), oob: oob('LFTLTF') },
        { ships: ships(1, 'frigate', 'fighter', 3), oob: oob('FLTFLT') },
        false,
        R({ stopCheck: 'tallies' }),
      );
      expect(r.rounds).toHaveLength(3);
      expect(r).toMatchObject({ end: 'destroyed', winner: 'attacker' });
    },
  },
  {
    name: 'GO-10.9 defender-wins: equal hits and both alive, the defender holds',
    clause: 'GO-10.9',
    option: ['hitTie', 'defender-wins'],
    run: () => {
      const r = fight(
        { ships: ships(1, 'cruiser', 'laser', 1), oob: oob('LFTLTF') },
        { ships: ships(1, 'cruiser', 'laser', 2), oob: oob('LFTLTF') },
        false,
        R(),
      );
      expect(r).toMatchObject({ hits: { attacker: 0, defender: 0 }, winner: 'defender', end: 'six-rounds' });
      // The attacker that took more hits loses: GO-T6.
      expect(t6(R()).winner).toBe('defender');
    },
  },
  {
    name: 'GO-10.9 draw: equal hits and both alive, nobody wins and nothing is taken',
    clause: 'GO-10.9',
    option: ['hitTie', 'draw'],
    run: () => {
      let s = withFaction(game({ hitTie: 'draw' }), 'ann', { ships: ships(1, 'cruiser', 'laser', 1) });
      s = withFaction(s, 'bob', { ships: ships(1, 'cruiser', 'laser', 2) });
      const t = resolveTurn(s, {
        ann: { special: { kind: 'attack', target: 'bob', ships: 'all' }, oob: { slots: 'LFTLTF' } },
        bob: { oob: { slots: 'LFTLTF' } },
      });
      expect(t.post.battles[0]).toMatchObject({ winner: null, captured: [] });
    },
  },
  {
    name: 'GO-10.10 quiet-cycle: identical laser fleets to the death stop after one cycle, the attacker beaten',
    clause: 'GO-10.10',
    option: ['deathLoop', 'quiet-cycle'],
    run: () => {
      const r = fight(
        { ships: ships(2, 'cruiser', 'laser', 1), oob: oob('LFTLTF') },
        { ships: ships(2, 'cruiser', 'laser', 3), oob: oob('LFTLTF') },
        true,
        R(),
      );
      expect(r).toMatchObject({ end: 'quiet-cycle', winner: 'defender' });
      expect(r.rounds).toHaveLength(6);
      // A fight to the death that can be won goes on past six rounds to the end.
      const d = fight(
        { ships: ships(3, 'battleship', 'laser', 1), oob: oob('LFTLTF') },
        { ships: ships(4, 'cruiser', 'torpedo', 4), oob: oob('TLFTFL') },
        true,
        R(),
      );
      expect(d).toMatchObject({ end: 'destroyed', winner: 'defender', survivors: { attacker: [] } });
      expect(d.rounds.length).toBe(7);
    },
  },
  {
    name: 'GO-10.10 cycle-cap: a battle nobody can win ends after 20 cycles, judged by hits',
    clause: 'GO-10.10',
    option: ['deathLoop', 'cycle-cap'],
    run: () => {
      const r = fight(
        { ships: ships(2, 'cruiser', 'laser', 1), oob: oob('LFTLTF') },
        { ships: ships(2, 'cruiser', 'laser', 3), oob: oob('LFTLTF') },
        true,
        R({ deathLoop: 'cycle-cap' }),
      );
      expect(r).toMatchObject({ end: 'cycle-cap', winner: 'defender' });
      expect(r.rounds).toHaveLength(120);
    },
  },
];
