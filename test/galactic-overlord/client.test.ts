/**
 * `simulturn/galactic-overlord/client`: the board model, the legal targets, the order list
 * and its raw orders, the prices and the budget, and the outcome's why, each made from a
 * faction's view alone and checked against the engine that it does not import.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addOrder,
  attackTargets,
  boardOf,
  echoOrders,
  itemsOf,
  listSpending,
  type OrderItem,
  outcomeWhy,
  priceList,
  rawOrders,
  removeOrder,
  specialsOpen,
} from '../../src/galactic-overlord/client/index.js';
import {
  checkOrders,
  GALACTIC_OVERLORD,
  playerView,
  resolveTurn,
} from '../../src/galactic-overlord/index.js';
import { check } from '../support/fc.js';
import { arbPlayed, arbTurnInput, ordersFor } from './arbitraries.js';
import { game, ships, turn, withFaction } from './support.js';

const CLIENT = join(import.meta.dirname, '../../src/galactic-overlord/client');

describe('Galactic Overlord client: from the view alone', () => {
  it('imports nothing of the engine: only vocabulary, prices, orders of battle and types', () => {
    // What the client may import at run time; everything else only as a type.
    const allowed = ['../vocabulary.js', '../oob.js', '../report.js', '../economy.js', '../state.js'];
    for (const file of readdirSync(CLIENT)) {
      const text = readFileSync(join(CLIENT, file), 'utf8');
      for (const m of text.matchAll(/^(import|export)( type)? [^;]*? from '(\.\.\/[^']+)';/gms)) {
        if (m[2] === ' type') continue;
        expect(allowed, `${file} imports ${m[3]}`).toContain(m[3]);
      }
    }
  });

  it('draws every faction, base and navy of the view, by the names the sheet takes', () => {
    let s = game({}, ['ann', 'bob', 'cy']);
    s = withFaction(s, 'ann', { ships: ships(2, 'cruiser', 'torpedo', 1), allies: ['cy'] });
    s = withFaction(s, 'bob', { ships: ships(3, 'frigate', 'laser', 3) });
    s = { ...s, bases: s.bases.map((b) => (b.id === 4 ? { ...b, holder: 'ann' } : b)) };
    const b = boardOf(playerView(s, 'ann'));
    expect(b.factions.map((f) => f.id)).toEqual(['ann', 'bob', 'cy']);
    const ann = b.factions[0]!;
    expect(ann.you).toBe(true);
    expect(ann.bases.map((x) => `${x.name}${x.home ? '' : '*'}`)).toEqual(['B1', 'B2', 'B3', 'B4*']);
    // GO-2.2: 3 home × 5 + 1 captured × 2.
    expect(ann.income).toBe(17);
    expect(b.factions[1]!.navy).toEqual([
      { hull: 'frigate', weapon: 'laser', name: 'laser frigate', count: 3, units: 3 },
    ]);
    expect(b.factions[1]!.hp).toBe(6);
    // A one-sided declaration: declared, not allied (GO-11.1).
    expect(b.factions[2]!.declared).toBe(true);
    expect(b.factions[2]!.allied).toBe(false);
    expect(b.ships.map((x) => `${x.name} ${x.kind} ${x.hp}/${x.maxHp}`)).toEqual([
      'S1 torpedo cruiser 4/4',
      'S2 torpedo cruiser 4/4',
    ]);
    expect(b.legend.map((l) => l.symbol)).toContain('B7*');
  });

  it('prices everything buildable and says which hulls the home bases allow (GO-3)', () => {
    const p = priceList(playerView(game({ edition: 'go-ii' }), 'ann'));
    // GO-2.1 go-ii: 20 BP + 15 income; bases 4 to 6 cost 16 each, at most three more.
    expect(p.available).toBe(35);
    expect(p.bases).toEqual([16, 16, 16]);
    expect(p.basesLeft).toBe(3);
    expect(p.hulls.filter((h) => h.allowed).map((h) => h.hull)).toEqual(['frigate', 'cruiser', 'battleship']);
    expect(p.hulls.map((h) => h.price)).toEqual([1, 2, 3, 4, 5]);
  });

  it('says where a navy may attack, and why not elsewhere (GO-4.3, GO-11.1, GO-2.4)', () => {
    const s = withFaction(game(), 'ann', { allies: ['cy'] });
    const view = playerView(s, 'ann');
    expect(attackTargets(view)).toEqual([
      { faction: 'bob', open: false, why: 'you have no ship to send: build some first' },
      { faction: 'cy', open: false, why: 'you declared cy your ally; break the alliance to attack' },
    ]);
    expect(attackTargets(view, 1)[0]).toEqual({ faction: 'bob', open: true, why: null });
    const zero = playerView(game({ turnZero: 'prebuild' }), 'ann');
    expect(attackTargets(zero, 5).every((t) => !t.open)).toBe(true);
    expect(specialsOpen(view)['raise-shields']).toContain('no shield generator');
  });

  it('builds the raw orders checkOrders takes, one special order, and what is left', () => {
    const s = withFaction(game(), 'ann', { ships: ships(2, 'cruiser', 'torpedo', 1) });
    const view = playerView(s, 'ann');
    let items: OrderItem[] = [];
    items = addOrder(items, { kind: 'bases', count: 1 });
    items = addOrder(items, { kind: 'ships', count: 4, hull: 'battleship', weapon: 'laser' });
    items = addOrder(items, { kind: 'ships', count: 2, hull: 'battleship', weapon: 'laser' });
    items = addOrder(items, { kind: 'raise-shields' });
    items = addOrder(items, { kind: 'attack', target: 'bob', ships: [1], toDeath: false, base: 5 });
    items = addOrder(items, {
      kind: 'oob',
      against: null,
      slots: 'TLFTFL',
      range: 'close-in',
      formation: 'none',
    });
    // Ships of a kind add up; the attack replaced Raise Shields! (one special order).
    expect(items.map((i) => i.kind)).toEqual(['bases', 'ships', 'attack', 'oob']);
    expect(listSpending(view, items)).toEqual({
      available: 47,
      bases: 16,
      ships: 18,
      repairs: 0,
      total: 34,
      left: 13,
    });
    const raw = rawOrders(items);
    const checked = checkOrders(s, 'ann', raw);
    expect(checked.ok).toBe(true);
    const next = resolveTurn(s, { ann: raw });
    expect(next.reports.ann!.bp.spent).toBe(34);
    expect(rawOrders(removeOrder(items, 2)).special).toBeUndefined();
  });

  it('any accepted orders, as items, make the same orders again and cost what the turn spends', () => {
    let seen = 0;
    check(
      fc.property(arbPlayed(), arbTurnInput, (s, t) => {
        const raw = ordersFor(s, t.kinds, t.junk, t.seed);
        const result = resolveTurn(s, raw);
        for (const [p, orders] of Object.entries(raw)) {
          const before = checkOrders(s, p, orders);
          if (!before.ok) continue;
          const view = playerView(s, p);
          const items = itemsOf(before.value);
          const again = checkOrders(s, p, rawOrders(items));
          expect(again.ok && again.value).toEqual(before.value);
          expect(listSpending(view, items).total).toBe(result.reports[p]!.bp.spent);
          expect(echoOrders(view, before.value).at(-1)).toMatch(/^BP: \d+ to spend, \d+ spent, -?\d+ left/);
          seen++;
        }
      }),
      { numRuns: 200 },
    );
    expect(seen).toBeGreaterThan(300);
  });

  it('says why the game ended, from the public facts alone (GO-8)', () => {
    const s = withFaction(game({}, ['ann', 'bob']), 'ann', { ships: ships(2, 'cruiser', 'torpedo', 1) });
    const t = turn(s, {
      ann: { special: { kind: 'attack', target: 'bob', ships: 'all' }, oob: { slots: 'TLFTFL' } },
    });
    const o = GALACTIC_OVERLORD.outcome(t.state)!;
    expect(o.why).toBe(
      'ann is the Galactic Overlord: the last faction standing after turn 1, with 6 bases and 2 torpedo cruisers; the others went out: bob on turn 1.',
    );
    // The client says the same from the last view.
    expect(outcomeWhy(playerView(t.state, 'bob'))).toBe(o.why);
    // GO-8.2: the turn limit, places by bases then navy.
    const limited = game({}, ['ann', 'bob'], 'limit');
    const last = turn({ ...limited, turnLimit: 1 }, { ann: { bases: 1 } });
    expect(GALACTIC_OVERLORD.outcome(last.state)!.why).toBe(
      'Nobody won: the turn limit (turn 1) came with 2 factions standing, placed by bases held, then navy: ann (4 bases, navy 0 BP), bob (3 bases, navy 0 BP).',
    );
    expect(outcomeWhy(playerView(s, 'ann'))).toBeNull();
  });
});
