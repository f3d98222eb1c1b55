/** Conformance cases for attacks and captures, cut-off fleets, what is told, and winning (GO-5 to GO-8). */
import { expect } from 'vitest';
import { endOf } from '../../../../src/galactic-overlord/game.js';
import {
  awaiting,
  GALACTIC_OVERLORD,
  type GoState,
  playerView,
  resolveTurn,
} from '../../../../src/galactic-overlord/index.js';
import { game, held, ships, turn, withFaction } from '../../support.js';
import type { ConformanceCase } from '../case.js';

const attack = (target: string, extra: object = {}) => ({ kind: 'attack', target, ships: 'all', ...extra });

/** ann: four torpedo cruisers; bob: three laser battleships. ann wins GO-T6 from the other side, bob's fleet survives. */
function winNotDestroy(rules = {}): GoState {
  let s = withFaction(game(rules), 'ann', { ships: ships(4, 'cruiser', 'torpedo', 1) });
  s = withFaction(s, 'bob', { ships: ships(3, 'battleship', 'laser', 5) });
  return s;
}
const t6Orders = (extra: object = {}) => ({
  ann: { special: attack('bob', extra), oob: { slots: 'TLFTFL' } },
  bob: { oob: { slots: 'LFTLTF' } },
});

export const attackCases: ConformanceCase[] = [
  {
    name: 'GO-5.1 fleets leave before any battle; survivors come home with their damage',
    clause: 'GO-5.1',
    run: () => {
      // ann and bob attack each other with everything: both homes are empty, so each takes the other's bases.
      let s = withFaction(game(), 'ann', { ships: ships(1, 'frigate', 'laser', 1) });
      s = withFaction(s, 'bob', { ships: ships(1, 'frigate', 'laser', 2) });
      const r = turn(s, { ann: { special: attack('bob') }, bob: { special: attack('ann') } });
      expect(held(r.state, 'ann')).toEqual([4, 5, 6]);
      expect(held(r.state, 'bob')).toEqual([1, 2, 3]);
      // GO-T6 from bob's side: the defender's cruisers and the surviving battleship both end at home.
      const t = turn(winNotDestroy(), t6Orders());
      expect(t.state.factions.bob!.ships).toEqual([
        { id: 7, hull: 'battleship', weapon: 'laser', damage: 5 },
      ]);
      expect(t.state.factions.ann!.ships).toHaveLength(4);
    },
  },
  {
    name: 'GO-5.2 named-or-random: the named base is taken; an unnamed one is drawn reproducibly',
    clause: 'GO-5.2',
    option: ['baseCapture', 'named-or-random'],
    run: () => {
      const named = turn(winNotDestroy(), t6Orders({ base: 6 }));
      expect(named.post.battles[0]!.captured).toEqual([6]);
      expect(held(named.state, 'ann')).toEqual([1, 2, 3, 6]);
      const a = turn(winNotDestroy(), t6Orders());
      const b = turn(winNotDestroy(), t6Orders());
      expect(a.post.battles[0]!.captured).toHaveLength(1);
      expect(a.post.battles[0]!.captured).toEqual(b.post.battles[0]!.captured);
    },
  },
  {
    name: 'GO-5.2 captured-first: a defender loses the bases it captured first',
    clause: 'GO-5.2',
    option: ['baseCapture', 'captured-first'],
    run: () => {
      let s = winNotDestroy({ baseCapture: 'captured-first' });
      s = { ...s, bases: s.bases.map((b) => (b.id === 9 ? { ...b, holder: 'bob' } : b)) };
      const r = turn(s, t6Orders());
      expect(r.post.battles[0]!.captured).toEqual([9]);
    },
  },
  {
    name: 'GO-5.3 all-bases: an attacker who destroys the home fleet, or finds none, takes every base',
    clause: 'GO-5.3',
    option: ['emptyDefence', 'all-bases'],
    run: () => {
      let s = withFaction(game(), 'ann', { ships: ships(2, 'titan', 'laser', 1) });
      s = withFaction(s, 'bob', { ships: ships(1, 'frigate', 'fighter', 3) });
      const r = turn(s, {
        ann: { special: attack('bob'), oob: { slots: 'LFTLTF' } },
        bob: { oob: { slots: 'FLTFLT' } },
      });
      expect(r.post.battles[0]).toMatchObject({ winner: 'attacker', end: 'destroyed', captured: [4, 5, 6] });
      const empty = turn(withFaction(game(), 'ann', { ships: ships(1, 'frigate', 'laser', 1) }), {
        ann: { special: attack('cy') },
      });
      expect(empty.post.battles[0]).toMatchObject({ end: 'empty', captured: [7, 8, 9] });
    },
  },
  {
    name: 'GO-5.3 one-base: an empty home loses one base only',
    clause: 'GO-5.3',
    option: ['emptyDefence', 'one-base'],
    run: () => {
      const s = withFaction(game({ emptyDefence: 'one-base' }), 'ann', {
        ships: ships(1, 'frigate', 'laser', 1),
      });
      const r = turn(s, { ann: { special: attack('cy', { base: 8 }) } });
      expect(r.post.battles[0]).toMatchObject({ end: 'empty', captured: [8] });
    },
  },
  {
    name: 'GO-5.4 two attackers: the later arrival fights first, the home fleet carries its losses, both winners take a base',
    clause: 'GO-5.4',
    run: () => {
      // bob defends with one laser cruiser; ann and cy each send two torpedo frigates.
      let s = withFaction(game(), 'bob', { ships: ships(1, 'cruiser', 'laser', 1) });
      s = withFaction(s, 'ann', { ships: ships(2, 'frigate', 'torpedo', 2) });
      s = withFaction(s, 'cy', { ships: ships(2, 'frigate', 'torpedo', 4) });
      const orders = {
        ann: { special: attack('bob', { base: 4 }), oob: { slots: 'TLFTFL' } },
        cy: { special: attack('bob', { base: 5 }), oob: { slots: 'TLFTFL' } },
        bob: { oob: { slots: 'LFTLTF' } },
      };
      const r = turn(s, orders, { arrival: ['ann', 'cy', 'bob'] });
      // cy arrived last and fights first: round 1 is 4 torpedo units doubled (8) against 2 lasers: 6 hits
      // reach the cruiser's 4, so it is destroyed; ann then meets an empty home.
      expect(r.post.battles.map((b) => [b.attacker, b.end])).toEqual([
        ['cy', 'destroyed'],
        ['ann', 'empty'],
      ]);
      expect(r.post.battles[0]!.captured).toEqual([4, 5, 6]);
      expect(r.post.battles[1]!.captured).toEqual([]);
      const other = turn(s, orders, { arrival: ['cy', 'ann', 'bob'] });
      expect(other.post.battles.map((b) => b.attacker)).toEqual(['ann', 'cy']);
      expect(held(other.state, 'ann')).toEqual([1, 2, 3, 4, 5, 6]);
      // Both win without destroying: each takes the base it named.
      let t = withFaction(game({ emptyDefence: 'one-base' }), 'ann', {
        ships: ships(1, 'frigate', 'laser', 1),
      });
      t = withFaction(t, 'cy', { ships: ships(1, 'frigate', 'laser', 2) });
      const both = turn(t, {
        ann: { special: attack('bob', { base: 4 }) },
        cy: { special: attack('bob', { base: 6 }) },
      });
      expect(held(both.state, 'ann')).toContain(4);
      expect(held(both.state, 'cy')).toContain(6);
      expect(held(both.state, 'bob')).toEqual([5]);
    },
  },
  {
    name: 'GO-5.5 a defender loses only the bases it held when the attacks began',
    clause: 'GO-5.5',
    run: () => {
      // bob takes ann's empty home; cy takes bob's empty home: cy gets bob's own three, not ann's.
      let s = withFaction(game(), 'bob', { ships: ships(1, 'frigate', 'laser', 1) });
      s = withFaction(s, 'cy', { ships: ships(1, 'frigate', 'laser', 2) });
      const r = turn(s, { bob: { special: attack('ann') }, cy: { special: attack('bob') } });
      expect(held(r.state, 'bob')).toEqual([1, 2, 3]);
      expect(held(r.state, 'cy')).toEqual([4, 5, 6, 7, 8, 9]);
      expect(r.state.bases).toHaveLength(9);
    },
  },
  {
    name: 'GO-6.1 a faction whose bases all fall while its fleet is away is cut off: BP and generators forfeited',
    clause: 'GO-6.1',
    run: () => {
      // ann sends both laser frigates against cy's three and loses but survives; bob takes ann's empty home.
      let c = withFaction(game(), 'ann', { ships: ships(2, 'frigate', 'laser', 1), generators: 2, bp: 10 });
      c = withFaction(c, 'bob', { ships: ships(1, 'frigate', 'laser', 3) });
      c = withFaction(c, 'cy', { ships: ships(3, 'frigate', 'laser', 4) });
      const cut = turn(c, {
        ann: { special: attack('cy'), oob: { slots: 'LFTLTF' } },
        bob: { special: attack('ann') },
        cy: { oob: { slots: 'LFTLTF' } },
      });
      expect(cut.post.battles.map((x) => [x.attacker, x.winner])).toEqual([
        ['bob', 'attacker'],
        ['ann', 'defender'],
      ]);
      expect(held(cut.state, 'ann')).toEqual([]);
      expect(cut.state.factions.ann).toMatchObject({ bp: 0, generators: 0, cutOffShips: 1, outAt: null });
      expect(cut.reports.ann!.bp).toEqual({ before: 10, income: 15, spent: 0, forfeited: 25, after: 0 });
      const lone = { ...c, bases: c.bases.filter((b) => b.holder !== 'ann') };
      const t = turn(lone, {});
      expect(t.reports.ann!.bp).toEqual({ before: 10, income: 0, spent: 0, forfeited: 10, after: 0 });
      expect(t.state.factions.ann).toMatchObject({ generators: 0, cutOffShips: 2, outAt: null });
      expect(t.post.factions.ann!.cutOff).toBe(true);
    },
  },
  {
    name: 'GO-6.2 original-down: a cut-off fleet of 25 loses 2 a turn, smallest first; one of 9 loses none',
    clause: 'GO-6.2',
    option: ['attrition', 'original-down'],
    run: () => {
      const lone = (n: number) => {
        const s = withFaction(game(), 'ann', {
          ships: [...ships(n - 1, 'cruiser', 'laser', 1), ...ships(1, 'frigate', 'laser', 100)],
        });
        return { ...s, bases: s.bases.filter((b) => b.holder !== 'ann') };
      };
      let s = turn(lone(25), {}).state; // cut off this turn: no loss yet
      expect(s.factions.ann!.ships).toHaveLength(25);
      const r = turn(s, {});
      expect(r.reports.ann!.attrition).toEqual([100, 1]);
      s = turn(r.state, {}).state;
      expect(s.factions.ann!.ships).toHaveLength(21);
      let nine = turn(lone(9), {}).state;
      for (let k = 0; k < 3; k++) nine = turn(nine, {}).state;
      expect(nine.factions.ann!.ships).toHaveLength(9);
    },
  },
  {
    name: 'GO-6.2 current-down: a tenth of the ships held now',
    clause: 'GO-6.2',
    option: ['attrition', 'current-down'],
    run: () => {
      const s0 = withFaction(game({ attrition: 'current-down' }), 'ann', {
        ships: ships(20, 'frigate', 'laser', 1),
      });
      let s = turn({ ...s0, bases: s0.bases.filter((b) => b.holder !== 'ann') }, {}).state;
      const sizes: number[] = [];
      for (let k = 0; k < 3; k++) {
        s = turn(s, {}).state;
        sizes.push(s.factions.ann!.ships.length);
      }
      expect(sizes).toEqual([18, 17, 16]);
    },
  },
  {
    name: 'GO-6.3 a faction with no base and no ship goes out and is no longer awaited',
    clause: 'GO-6.3',
    run: () => {
      const s = withFaction(game(), 'ann', { ships: ships(1, 'frigate', 'laser', 1) });
      const r = turn(s, { ann: { special: attack('bob') } });
      expect(r.state.factions.bob!.outAt).toBe(1);
      expect(awaiting(r.state).players).toEqual(['ann', 'cy']);
      expect(r.post.factions.bob).toMatchObject({ bases: [], navy: {}, outAt: 1 });
    },
  },
  {
    name: 'GO-7.1 the post shows bases, navies by kind, BP and battles, and no stocks or damage',
    clause: 'GO-7.1',
    run: () => {
      const r = turn(winNotDestroy(), t6Orders({ base: 4 }));
      expect(r.post.factions.ann).toEqual({
        bases: [1, 2, 3, 4],
        home: 3,
        navy: { 'cruiser/torpedo': 4 },
        bp: 47,
        cutOff: false,
        outAt: null,
      });
      expect(r.post.factions.bob!.navy).toEqual({ 'battleship/laser': 1 });
      expect(r.post.battles[0]).toEqual({
        attacker: 'ann',
        joint: ['ann'],
        defender: 'bob',
        attackerFleet: { 'cruiser/torpedo': 4 },
        defenderFleet: { 'battleship/laser': 3 },
        shielded: false,
        winner: 'attacker',
        end: 'six-rounds',
        lost: { attacker: {}, defender: { 'battleship/laser': 2 } },
        captured: [4],
        shares: { ann: [4] },
      });
      expect(r.post.alliances).toEqual([]);
      expect(r.post.gifts).toEqual([]);
      expect(JSON.stringify(r.post)).not.toMatch(/generators|counterEspionage|spies|spy|damage|slots/);
    },
  },
  {
    name: 'GO-7.2 a faction’s report has its own battles round by round; its view hides others’ damage and stocks',
    clause: 'GO-7.2',
    run: () => {
      const r = turn(winNotDestroy(), t6Orders());
      expect(r.reports.bob!.battles[0]!.battle!.rounds).toHaveLength(6);
      expect(r.reports.bob!.battles[0]!.side).toBe('defender');
      expect(r.reports.cy!.battles).toEqual([]);
      const v = playerView(r.state, 'ann');
      expect(v.me.ships).toHaveLength(4);
      expect(JSON.stringify(v.factions)).not.toMatch(/damage|generators|counterEspionage/);
      expect(JSON.stringify(v)).not.toContain('"rng"');
      expect(playerView(r.state, 'bob').me.ships[0]!.damage).toBe(5);
    },
  },
  {
    name: 'GO-8.1 the last faction standing is the Galactic Overlord',
    clause: 'GO-8.1',
    run: () => {
      const s = withFaction(game({}, ['ann', 'bob']), 'ann', { ships: ships(1, 'frigate', 'laser', 1) });
      const r = turn(s, { ann: { special: attack('bob') } });
      expect(endOf(r.state)).toEqual({ reason: 'overlord', winners: ['ann'] });
      const o = GALACTIC_OVERLORD.outcome(r.state)!;
      expect(o.seats.ann).toEqual({ score: 6, rank: 1 });
      expect(o.seats.bob).toEqual({ score: 0, rank: 2, eliminatedAt: 1 });
      expect(awaiting(r.state).players).toEqual([]);
      expect(resolveTurn(r.state, { ann: {} }).state).toBe(r.state);
    },
  },
  {
    name: 'GO-8.2 after the turn limit the game ends with no winner, places by bases then navy',
    clause: 'GO-8.2',
    run: () => {
      const start = GALACTIC_OVERLORD.setup({ players: ['ann', 'bob', 'cy'], turnLimit: 1 }, 's');
      if (!start.ok) throw new Error('setup');
      const r = turn(start.value, {
        ann: { bases: 1 },
        bob: { ships: [{ hull: 'frigate', weapon: 'laser' }] },
      });
      expect(endOf(r.state)).toEqual({ reason: 'turn-limit', winners: [] });
      const o = GALACTIC_OVERLORD.outcome(r.state)!;
      expect([o.seats.ann!.rank, o.seats.bob!.rank, o.seats.cy!.rank]).toEqual([1, 2, 3]);
    },
  },
];
