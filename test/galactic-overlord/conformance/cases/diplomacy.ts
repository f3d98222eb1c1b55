/**
 * Conformance cases for turn zero, spies and counter-espionage, alliances, joint attacks
 * and gifts (GO-2.4, GO-9, GO-11). Each expected figure is worked out by hand from the
 * clause it cites.
 */
import { expect } from 'vitest';
import { GALACTIC_OVERLORD, type GoState } from '../../../../src/galactic-overlord/index.js';
import { game, held, oob, ships, turn, withFaction } from '../../support.js';
import { type ConformanceCase, refusedCodes } from '../case.js';

const attack = (target: string, extra: object = {}) => ({ kind: 'attack', target, ships: 'all', ...extra });
const NOTHING = { caught: [], cancelled: null, counterEspionage: false, spy: null };

/** ann with a spy; bob with a frigate, about to attack cy; cy with nothing. */
function spyGame(rules = {}): GoState {
  let s = withFaction(game(rules), 'ann', { spies: 1 });
  s = withFaction(s, 'bob', { ships: ships(1, 'frigate', 'laser', 1) });
  return s;
}

/** ann and bob allied (each declared the other); four players so a third can attack too. */
function allies(rules = {}, players = ['ann', 'bob', 'cy', 'dee']): GoState {
  let s = game(rules, players);
  s = withFaction(s, 'ann', { allies: ['bob'] });
  s = withFaction(s, 'bob', { allies: ['ann'] });
  return s;
}

/** ann and bob allied, two torpedo cruisers each; cy three laser battleships (GO-T6 turned round). */
function jointT6(rules = {}): GoState {
  let s = allies(rules, ['ann', 'bob', 'cy']);
  s = withFaction(s, 'ann', { ships: ships(2, 'cruiser', 'torpedo', 1) });
  s = withFaction(s, 'bob', { ships: ships(2, 'cruiser', 'torpedo', 3) });
  s = withFaction(s, 'cy', { ships: ships(3, 'battleship', 'laser', 5) });
  return s;
}
const jointT6Orders = (annExtra: object = {}, bobOob = 'TLFTFL') => ({
  ann: { special: attack('cy', annExtra), oob: { slots: 'TLFTFL' } },
  bob: { special: attack('cy'), oob: { slots: bobOob } },
  cy: { oob: { slots: 'LFTLTF' } },
});

export const diplomacyCases: ConformanceCase[] = [
  {
    name: 'GO-2.4 none: play starts at turn 1 with income',
    clause: 'GO-2.4',
    option: ['turnZero', 'none'],
    run: () => {
      const s = game();
      expect(s.turn).toBe(1);
      const r = turn(s, { ann: { special: attack('bob'), ships: [{ hull: 'frigate', weapon: 'laser' }] } });
      expect(r.reports.ann!.bp.income).toBe(15);
      expect(r.post.battles).toHaveLength(1);
    },
  },
  {
    name: 'GO-2.4 prebuild: turn 0 earns nothing and allows no attack or shield; turn 1 follows',
    clause: 'GO-2.4',
    option: ['turnZero', 'prebuild'],
    run: () => {
      const s = game({ turnZero: 'prebuild' });
      expect(s.turn).toBe(0);
      const frigate = [{ hull: 'frigate', weapon: 'laser' }];
      expect(refusedCodes(s, 'ann', { special: attack('bob'), ships: frigate })).toEqual([
        'special/turn-zero',
      ]);
      const shielded = withFaction(s, 'ann', { generators: 1 });
      expect(refusedCodes(shielded, 'ann', { special: { kind: 'raise-shields' } })).toEqual([
        'special/turn-zero',
      ]);
      // 32 BP and no income: two cruisers (4 BP) leave 28; a 33rd BP is not there.
      expect(refusedCodes(s, 'ann', { ships: Array(33).fill({ hull: 'frigate', weapon: 'laser' }) })).toEqual(
        ['build/too-expensive'],
      );
      const r = turn(s, {
        ann: { special: { kind: 'train-spy' }, ships: Array(2).fill({ hull: 'cruiser', weapon: 'laser' }) },
        bob: { special: { kind: 'build-generator' } },
      });
      expect(r.reports.ann!.bp).toEqual({ before: 32, income: 0, spent: 4, forfeited: 0, after: 28 });
      expect(r.state.turn).toBe(1);
      expect(r.state.factions.ann!.spies).toBe(1);
      expect(r.state.factions.bob!.generators).toBe(1);
      const t1 = turn(r.state, {});
      expect(t1.reports.ann!.bp.income).toBe(15);
    },
  },
  {
    name: 'GO-9.1 Train Spy adds a spy from the next turn; at most three; not with a spy sent',
    clause: 'GO-9.1',
    run: () => {
      const s = game();
      expect(s.factions.ann!.spies).toBe(0);
      // Trained this turn, so it cannot be sent this turn: the stock is still 0.
      expect(
        refusedCodes(s, 'ann', { special: { kind: 'train-spy' }, spy: { target: 'bob', order: 'attack' } }),
      ).toEqual(['spy/cannot-send', 'spy/cannot-train']);
      const r = turn(s, { ann: { special: { kind: 'train-spy' } } });
      expect(r.state.factions.ann!.spies).toBe(1);
      expect(r.reports.ann!.bp.spent).toBe(0);
      const full = withFaction(s, 'ann', { spies: 3 });
      expect(refusedCodes(full, 'ann', { special: { kind: 'train-spy' } })).toEqual(['spy/cannot-train']);
      const one = withFaction(s, 'ann', { spies: 1 });
      expect(
        refusedCodes(one, 'ann', { special: { kind: 'train-spy' }, spy: { target: 'bob', order: 'attack' } }),
      ).toEqual(['spy/cannot-train']);
    },
  },
  {
    name: 'GO-9.2 spent (GO-T8): a spy stops an Attack!, so no battle, and is gone; a spy that finds no such order is lost',
    clause: 'GO-9.2',
    option: ['spyMiss', 'spent'],
    run: () => {
      const r = turn(spyGame(), {
        ann: { spy: { target: 'bob', order: 'attack' } },
        bob: { special: attack('cy') },
      });
      expect(r.post.battles).toEqual([]);
      expect(held(r.state, 'cy')).toEqual([7, 8, 9]);
      expect(r.state.factions.ann!.spies).toBe(0);
      expect(r.reports.ann!.espionage.spy).toMatchObject({ outcome: 'stopped', returned: false });
      const miss = turn(spyGame(), {
        ann: { spy: { target: 'bob', order: 'build-generator' } },
        bob: { special: attack('cy') },
      });
      expect(miss.post.battles).toHaveLength(1);
      expect(miss.state.factions.ann!.spies).toBe(0);
      expect(miss.reports.ann!.espionage.spy).toMatchObject({ outcome: 'missed', returned: false });
      // A spy stops Build Generator and Train Spy too; what was built stands.
      const gen = turn(withFaction(spyGame(), 'cy', { spies: 0 }), {
        ann: { spy: { target: 'cy', order: 'build-generator' } },
        cy: { special: { kind: 'build-generator' }, bases: 1 },
      });
      expect(gen.state.factions.cy!.generators).toBe(0);
      expect(held(gen.state, 'cy')).toEqual([7, 8, 9, 10]);
      const train = turn(spyGame(), {
        ann: { spy: { target: 'cy', order: 'train-spy' } },
        cy: { special: { kind: 'train-spy' } },
      });
      expect(train.state.factions.cy!.spies).toBe(0);
      expect(refusedCodes(game(), 'ann', { spy: { target: 'bob', order: 'attack' } })).toEqual([
        'spy/cannot-send',
      ]);
      expect(refusedCodes(spyGame(), 'ann', { spy: { target: 'ann', order: 'attack' } })).toEqual([
        'spy/cannot-send',
      ]);
      expect(refusedCodes(spyGame(), 'ann', { spy: { target: 'bob', order: 'raise-shields' } })).toEqual([
        'orders/bad-value',
      ]);
    },
  },
  {
    name: 'GO-9.2 returned: a spy that finds no such order comes back; one that stops its order does not',
    clause: 'GO-9.2',
    option: ['spyMiss', 'returned'],
    run: () => {
      const miss = turn(spyGame({ spyMiss: 'returned' }), {
        ann: { spy: { target: 'bob', order: 'train-spy' } },
        bob: { special: attack('cy') },
      });
      expect(miss.state.factions.ann!.spies).toBe(1);
      expect(miss.reports.ann!.espionage.spy).toMatchObject({ outcome: 'missed', returned: true });
      const hit = turn(spyGame({ spyMiss: 'returned' }), {
        ann: { spy: { target: 'bob', order: 'attack' } },
        bob: { special: attack('cy') },
      });
      expect(hit.state.factions.ann!.spies).toBe(0);
      expect(hit.post.battles).toEqual([]);
    },
  },
  {
    name: 'GO-9.3 counter-espionage and a raised shield catch every spy; a use is spent either way; two in all',
    clause: 'GO-9.3',
    run: () => {
      const s = withFaction(spyGame(), 'cy', { spies: 1 });
      const r = turn(s, {
        ann: { spy: { target: 'bob', order: 'attack' } },
        cy: { spy: { target: 'bob', order: 'attack' } },
        bob: { special: attack('cy'), counterEspionage: true },
      });
      expect(r.post.battles).toHaveLength(1);
      expect(r.state.factions.ann!.spies).toBe(0);
      expect(r.state.factions.cy!.spies).toBe(0);
      expect(r.state.factions.bob!.counterEspionage).toBe(1);
      expect(r.reports.ann!.espionage.spy).toMatchObject({ outcome: 'caught' });
      // Spent with no spy coming.
      const idle = turn(game(), { ann: { counterEspionage: true } });
      expect(idle.state.factions.ann!.counterEspionage).toBe(1);
      const none = withFaction(game(), 'ann', { counterEspionage: 0 });
      expect(refusedCodes(none, 'ann', { counterEspionage: true })).toEqual(['counter-espionage/none-left']);
      // A shield stops spies too.
      const shield = turn(withFaction(spyGame(), 'cy', { generators: 1 }), {
        ann: { spy: { target: 'cy', order: 'build-generator' } },
        cy: { special: { kind: 'raise-shields' } },
      });
      expect(shield.reports.ann!.espionage.spy).toMatchObject({ outcome: 'caught' });
      expect(shield.reports.cy!.espionage.caught).toEqual([{ by: 'ann', order: 'build-generator' }]);
    },
  },
  {
    name: 'GO-9.4 the sender learns its spy’s fate; a stopped target learns what, not who; a catcher learns who; nobody else',
    clause: 'GO-9.4',
    run: () => {
      const r = turn(spyGame(), {
        ann: { spy: { target: 'bob', order: 'attack' } },
        bob: { special: attack('cy') },
      });
      expect(r.reports.ann!.espionage.spy).toEqual({
        target: 'bob',
        order: 'attack',
        outcome: 'stopped',
        returned: false,
        attackOn: 'cy',
      });
      expect(r.reports.bob!.espionage).toEqual({
        ...NOTHING,
        cancelled: attack('cy', { toDeath: false, base: null, takers: [] }),
      });
      expect(JSON.stringify(r.reports.bob)).not.toContain('ann');
      expect(r.reports.cy!.espionage).toEqual(NOTHING);
      expect(JSON.stringify(r.post)).not.toMatch(/spy|spies/);
      // Caught: the target learns the sender; the sender learns only "caught".
      const c = turn(spyGame(), {
        ann: { spy: { target: 'bob', order: 'attack' } },
        bob: { special: attack('cy'), counterEspionage: true },
      });
      expect(c.reports.bob!.espionage).toEqual({
        ...NOTHING,
        counterEspionage: true,
        caught: [{ by: 'ann', order: 'attack' }],
      });
      expect(c.reports.ann!.espionage.spy).toEqual({
        target: 'bob',
        order: 'attack',
        outcome: 'caught',
        returned: false,
        attackOn: null,
      });
      // Missed: the target is told nothing.
      const m = turn(spyGame(), { ann: { spy: { target: 'bob', order: 'train-spy' } } });
      expect(m.reports.bob!.espionage).toEqual(NOTHING);
      expect(GALACTIC_OVERLORD.renderReport!(r.reports.ann!)).toContain(
        "Your spy sent to stop bob's Attack! stopped it (the attack was aimed at cy); it is lost.",
      );
      expect(GALACTIC_OVERLORD.renderReport!(c.reports.bob!)).toContain(
        'You caught a spy of ann sent to stop your Attack!',
      );
    },
  },
  {
    name: 'GO-11.1 an alliance holds while both have declared it; it is public, a one-sided declaration is not',
    clause: 'GO-11.1',
    run: () => {
      const s = withFaction(game(), 'ann', { ships: ships(1, 'frigate', 'laser', 1) });
      const one = turn(s, { ann: { ally: ['bob'] } });
      expect(one.post.alliances).toEqual([]);
      expect(one.state.factions.ann!.allies).toEqual(['bob']);
      expect(JSON.stringify(GALACTIC_OVERLORD.view(one.state, 'cy'))).not.toContain('"allies":["bob"]');
      const both = turn(one.state, { bob: { ally: ['ann'] } });
      expect(both.post.alliances).toEqual([['ann', 'bob']]);
      const broken = turn(both.state, { bob: { breakAlliance: ['ann'] } });
      expect(broken.post.alliances).toEqual([]);
      expect(broken.state.factions.ann!.allies).toEqual(['bob']);
      // Declared and broken in the same turn as the attacks: the alliance counts from step 1.
      expect(refusedCodes(both.state, 'ann', { special: attack('bob') })).toEqual(['attack/on-ally']);
      expect(refusedCodes(s, 'ann', { ally: ['bob'], special: attack('bob') })).toEqual(['attack/on-ally']);
      expect(refusedCodes(both.state, 'ann', { breakAlliance: ['bob'], special: attack('bob') })).toEqual([]);
      expect(refusedCodes(s, 'ann', { ally: ['ann', 'zed', 'bob', 'bob'] })).toEqual([
        'ally/bad-faction',
        'ally/bad-faction',
        'ally/bad-faction',
      ]);
      // Undeclared attackers are fought one after another: two battles.
      let u = withFaction(game(), 'ann', { ships: ships(1, 'frigate', 'laser', 1) });
      u = withFaction(u, 'bob', { ships: ships(1, 'frigate', 'laser', 2) });
      const two = turn(u, { ann: { special: attack('cy') }, bob: { special: attack('cy') } });
      expect(two.post.battles.map((b) => b.joint)).toEqual([['bob'], ['ann']]);
    },
  },
  {
    name: 'GO-11.2 first-arrival: allies fight as one; the first to arrive leads; groups are fought by arrival',
    clause: 'GO-11.2',
    option: ['jointOob', 'first-arrival'],
    run: () => {
      let s = allies();
      s = withFaction(s, 'ann', { ships: ships(1, 'frigate', 'laser', 1) });
      s = withFaction(s, 'bob', { ships: ships(1, 'frigate', 'fighter', 2) });
      s = withFaction(s, 'cy', { ships: ships(1, 'frigate', 'torpedo', 3) });
      const orders = {
        ann: { special: attack('dee'), oob: { slots: 'LFTLTF' } },
        bob: { special: attack('dee'), oob: { slots: 'FFLLTT' } },
        cy: { special: attack('dee') },
      };
      // The group ann+bob arrives with bob, its last member: after cy, so it is fought first.
      const late = turn(s, orders, { arrival: ['ann', 'cy', 'bob', 'dee'] });
      expect(late.post.battles.map((b) => b.joint)).toEqual([['ann', 'bob'], ['cy']]);
      expect(late.post.battles[0]!.attacker).toBe('ann');
      expect(late.post.battles[0]!.attackerFleet).toEqual({ 'frigate/laser': 1, 'frigate/fighter': 1 });
      // The orders of battle differ: ann's, the first to arrive, is used.
      expect(late.reports.bob!.battles[0]!.oobs.attacker).toEqual(oob('LFTLTF'));
      const early = turn(s, orders, { arrival: ['bob', 'ann', 'cy', 'dee'] });
      expect(early.post.battles.map((b) => b.joint)).toEqual([['cy'], ['bob', 'ann']]);
      expect(early.reports.ann!.battles[0]!.oobs.attacker).toEqual(oob('FFLLTT'));
      // A spied-out ally does not arrive.
      const spied = turn(withFaction(s, 'cy', { spies: 1 }), {
        ...orders,
        cy: { spy: { target: 'bob', order: 'attack' } },
      });
      expect(spied.post.battles.map((b) => b.joint)).toEqual([['ann']]);
    },
  },
  {
    name: 'GO-11.2 missing: allies whose orders of battle differ have none, and GO-10.3 applies',
    clause: 'GO-11.2',
    option: ['jointOob', 'missing'],
    run: () => {
      const differ = jointT6Orders({}, 'TTLLFF');
      const a = turn(jointT6({ jointOob: 'missing' }), differ);
      const b = turn(jointT6({ jointOob: 'missing' }), differ);
      const drawn = a.reports.ann!.battles[0]!.oobs.attacker;
      expect(drawn).not.toBeNull();
      expect(drawn).toEqual(b.reports.ann!.battles[0]!.oobs.attacker);
      expect(drawn).toEqual(a.reports.bob!.battles[0]!.oobs.attacker);
      // Agreeing, they keep theirs.
      const same = turn(jointT6({ jointOob: 'missing' }), jointT6Orders());
      expect(same.reports.ann!.battles[0]!.oobs.attacker).toEqual(oob('TLFTFL'));
      // With missingOob: destroyed, the joint fleet with no order of battle is destroyed.
      const gone = turn(jointT6({ jointOob: 'missing', missingOob: 'destroyed' }), differ);
      expect(gone.post.battles[0]!.end).toBe('no-oob');
      expect(gone.state.factions.ann!.ships).toEqual([]);
      expect(gone.state.factions.bob!.ships).toEqual([]);
    },
  },
  {
    name: 'GO-11.3 a joint fleet takes hits as one: the ally with the smaller ships loses them first',
    clause: 'GO-11.3',
    run: () => {
      // ann 2 laser frigates, bob 1 laser battleship (5 laser units, 10 HP) against cy's 2 torpedo cruisers (4 units).
      let s = allies({}, ['ann', 'bob', 'cy']);
      s = withFaction(s, 'ann', { ships: ships(2, 'frigate', 'laser', 1) });
      s = withFaction(s, 'bob', { ships: ships(1, 'battleship', 'laser', 3) });
      s = withFaction(s, 'cy', { ships: ships(2, 'cruiser', 'torpedo', 4) });
      const r = turn(s, {
        ann: { special: attack('cy'), oob: { slots: 'LFTLTF' } },
        bob: { special: attack('cy'), oob: { slots: 'LFTLTF' } },
        cy: { oob: { slots: 'TLFTFL' } },
      });
      const rounds = r.reports.ann!.battles[0]!.battle!.rounds;
      // Round 1: 5 lasers against 4 torpedoes ×2 = 8: 3 hits. Round 4: 1 + 3 lasers against 8: 4 hits.
      expect(rounds.map((x) => x.hits.attacker)).toEqual([3, 0, 0, 4, 0, 0]);
      // First tally: 3 hits kill frigate 1 (2 HP) and damage frigate 2 by 1; second: 4 kill frigate 2 (1 left) and put 3 on the battleship.
      expect(r.reports.bob!.battles[0]!.battle!.tallies.map((t) => t.lost.attacker)).toEqual([[1], [2]]);
      expect(r.state.factions.ann!.ships).toEqual([]);
      expect(r.state.factions.bob!.ships).toEqual([
        { id: 3, hull: 'battleship', weapon: 'laser', damage: 3 },
      ]);
      expect(r.post.battles[0]!.winner).toBe('defender');
      expect(r.reports.ann!.battles[0]).toEqual(r.reports.bob!.battles[0]);
    },
  },
  {
    name: 'GO-11.4 captures are dealt evenly by arrival, odd ones to the first (GO-T10); one base goes to the first',
    clause: 'GO-11.4',
    run: () => {
      // cy has no ships: the joint attack takes all three of its bases (GO-5.3).
      let s = allies({}, ['ann', 'bob', 'cy']);
      s = withFaction(s, 'ann', { ships: ships(1, 'frigate', 'laser', 1) });
      s = withFaction(s, 'bob', { ships: ships(1, 'frigate', 'laser', 2) });
      const all = turn(s, { ann: { special: attack('cy') }, bob: { special: attack('cy') } });
      expect(all.post.battles[0]!.shares).toEqual({ ann: [7, 9], bob: [8] });
      expect(held(all.state, 'ann')).toEqual([1, 2, 3, 7, 9]);
      expect(held(all.state, 'bob')).toEqual([4, 5, 6, 8]);
      const byBob = turn(
        s,
        { ann: { special: attack('cy') }, bob: { special: attack('cy') } },
        { arrival: ['bob', 'ann', 'cy'] },
      );
      expect(byBob.post.battles[0]!.shares).toEqual({ bob: [7, 9], ann: [8] });
      // The leader's named base is dealt first.
      const named = turn(s, { ann: { special: attack('cy', { base: 8 }) }, bob: { special: attack('cy') } });
      expect(named.post.battles[0]!.shares).toEqual({ ann: [8, 9], bob: [7] });
      // One base (the joint fleet wins without destroying cy's battleships, GO-T6 turned round).
      const one = turn(jointT6(), jointT6Orders({ base: 9 }));
      expect(one.post.battles[0]!.captured).toEqual([9]);
      expect(one.post.battles[0]!.shares).toEqual({ ann: [9], bob: [] });
      // With bob first, bob leads: ann's named base no longer counts, and the one base drawn is bob's.
      const led = turn(jointT6(), jointT6Orders({ base: 9 }), { arrival: ['bob', 'ann', 'cy'] });
      expect(led.post.battles[0]!.captured).toHaveLength(1);
      expect(led.post.battles[0]!.shares).toEqual({ bob: led.post.battles[0]!.captured, ann: [] });
      expect(GALACTIC_OVERLORD.renderPublic!(all.post)).toContain('ann and bob attacked cy');
    },
  },
  {
    name: 'GO-11.4 named-takers: the lead names who takes the captures, in turn; takers who did not arrive are passed over',
    clause: 'GO-11.4',
    option: ['jointCaptures', 'named-takers'],
    run: () => {
      // As the dealing case: cy has no ships, so the joint attack takes bases 7, 8 and 9.
      let s = allies({ jointCaptures: 'named-takers' }, ['ann', 'bob', 'cy']);
      s = withFaction(s, 'ann', { ships: ships(1, 'frigate', 'laser', 1) });
      s = withFaction(s, 'bob', { ships: ships(1, 'frigate', 'laser', 2) });
      // ann leads (first to arrive) and gives bob every base.
      const toBob = turn(s, {
        ann: { special: attack('cy', { takers: ['bob'] }) },
        bob: { special: attack('cy') },
      });
      expect(toBob.post.battles[0]!.shares).toEqual({ ann: [], bob: [7, 8, 9] });
      expect(held(toBob.state, 'bob')).toEqual([4, 5, 6, 7, 8, 9]);
      // Dealt in the order named: bob first takes two of three, the named base first.
      const turnAbout = turn(s, {
        ann: { special: attack('cy', { takers: ['bob', 'ann'], base: 9 }) },
        bob: { special: attack('cy') },
      });
      expect(turnAbout.post.battles[0]!.shares).toEqual({ ann: [7], bob: [9, 8] });
      // Only the lead's takers count: bob's list is not read while ann leads.
      const bobsList = turn(s, {
        ann: { special: attack('cy') },
        bob: { special: attack('cy', { takers: ['bob'] }) },
      });
      expect(bobsList.post.battles[0]!.shares).toEqual({ ann: [7, 9], bob: [8] });
      // ann attacks alone: her takers name only bob, who did not come, so she takes
      // everything as a single attacker does.
      const alone = turn(s, { ann: { special: attack('cy', { takers: ['bob'] }) } });
      expect(alone.post.battles[0]!.shares).toEqual({ ann: [7, 8, 9] });
      // Takers are the attacker or its allies, each once, and factions in the game.
      expect(refusedCodes(s, 'ann', { special: attack('cy', { takers: ['cy'] }) })).toEqual([
        'attack/bad-takers',
      ]);
      expect(refusedCodes(s, 'ann', { special: attack('cy', { takers: ['bob', 'bob'] }) })).toEqual([
        'attack/bad-takers',
      ]);
      expect(refusedCodes(s, 'ann', { special: attack('cy', { takers: [] }) })).toEqual(['orders/bad-value']);
      // The text sheet says it, and reads back to the same orders.
      const read = GALACTIC_OVERLORD.orderSheet!.read('attack: cy all takers BOB ann', s, 'ann');
      expect(read.orders).toEqual({
        special: { kind: 'attack', target: 'cy', ships: 'all', takers: ['bob', 'ann'] },
      });
    },
  },
  {
    name: 'GO-11.4 dealt: captures are always dealt by arrival; naming takers is refused',
    clause: 'GO-11.4',
    option: ['jointCaptures', 'dealt'],
    run: () => {
      let s = allies({ jointCaptures: 'dealt' }, ['ann', 'bob', 'cy']);
      s = withFaction(s, 'ann', { ships: ships(1, 'frigate', 'laser', 1) });
      s = withFaction(s, 'bob', { ships: ships(1, 'frigate', 'laser', 2) });
      expect(refusedCodes(s, 'ann', { special: attack('cy', { takers: ['bob'] }) })).toEqual([
        'attack/bad-takers',
      ]);
      const r = turn(s, { ann: { special: attack('cy') }, bob: { special: attack('cy') } });
      expect(r.post.battles[0]!.shares).toEqual({ ann: [7, 9], bob: [8] });
    },
  },
  {
    name: 'GO-11.5 one-sided: a gift is made after the captures; back to its builder it is a home base again',
    clause: 'GO-11.5',
    option: ['baseGifts', 'one-sided'],
    run: () => {
      const r = turn(game(), { ann: { give: [{ base: 1, to: 'bob' }] } });
      expect(held(r.state, 'bob')).toEqual([1, 4, 5, 6]);
      expect(r.post.gifts).toEqual([{ base: 1, from: 'ann', to: 'bob' }]);
      expect(r.reports.ann!.gifts.given).toEqual([{ base: 1, to: 'bob', fate: 'given' }]);
      expect(r.reports.bob!.gifts.received).toEqual([{ base: 1, from: 'ann', to: 'bob' }]);
      expect(r.post.factions.bob!.home).toBe(3);
      // Income next turn: bob 3 home × 5 + 1 captured × 2 = 17.
      const back = turn(r.state, { bob: { give: [{ base: 1, to: 'ann' }] } });
      expect(back.reports.bob!.bp.income).toBe(17);
      expect(back.post.factions.ann!.home).toBe(3);
      // Taken first: bob takes every base of ann, who has no ships, before the gift.
      const s = withFaction(game(), 'bob', { ships: ships(1, 'frigate', 'laser', 1) });
      const taken = turn(s, { ann: { give: [{ base: 2, to: 'cy' }] }, bob: { special: attack('ann') } });
      expect(taken.reports.ann!.gifts.given).toEqual([{ base: 2, to: 'cy', fate: 'taken-first' }]);
      expect(held(taken.state, 'bob')).toEqual([1, 2, 3, 4, 5, 6]);
      expect(refusedCodes(game(), 'ann', { give: [{ base: 4, to: 'cy' }] })).toEqual(['give/bad-gift']);
      expect(refusedCodes(game(), 'ann', { give: [{ base: 1, to: 'ann' }] })).toEqual(['give/bad-gift']);
      expect(
        refusedCodes(game(), 'ann', {
          give: [
            { base: 1, to: 'cy' },
            { base: 1, to: 'bob' },
          ],
        }),
      ).toEqual(['give/bad-gift']);
      // Ships cannot be given: there is no such order.
      expect(refusedCodes(game(), 'ann', { giveShips: [1] })).toEqual(['orders/unknown-field']);
    },
  },
  {
    name: 'GO-11.5 accepted: a gift needs the receiver to accept the base',
    clause: 'GO-11.5',
    option: ['baseGifts', 'accepted'],
    run: () => {
      const s = game({ baseGifts: 'accepted' });
      const no = turn(s, { ann: { give: [{ base: 1, to: 'bob' }] } });
      expect(held(no.state, 'ann')).toEqual([1, 2, 3]);
      expect(no.reports.ann!.gifts.given).toEqual([{ base: 1, to: 'bob', fate: 'not-accepted' }]);
      expect(no.post.gifts).toEqual([]);
      const yes = turn(s, { ann: { give: [{ base: 1, to: 'bob' }] }, bob: { accept: [1] } });
      expect(held(yes.state, 'bob')).toEqual([1, 4, 5, 6]);
    },
  },
];
