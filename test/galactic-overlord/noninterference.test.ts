/**
 * The fog harness (K5) on Galactic Overlord: what a faction cannot perceive changes
 * nothing it is shown: its report, its rendered report and its next view (GO-7, GO-9.4).
 * Three kinds of change: other factions' stocks (generators, counter-espionage, spies);
 * a spy sent at the faction that finds no order to stop (it is not told of it); and,
 * for the factions whose turn never touches it (no attack, spy or gift links them to it,
 * directly or through others), the damage on their ships, their orders of battle and
 * spies among them, compared whenever the public post comes out the same.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  awaiting,
  checkOrders,
  GALACTIC_OVERLORD,
  type GoState,
  type Orders,
  SPIED_KINDS,
} from '../../src/galactic-overlord/index.js';
import { ALL_SLOTS, formatSlots } from '../../src/galactic-overlord/oob.js';
import { hullHp } from '../../src/galactic-overlord/vocabulary.js';
import { canonicalJson } from '../../src/kernel/hash.js';
import { check, type FogWorld, fogChecker, fogProperty } from '../../src/testing/index.js';
import { arbPlayed, arbTurnInput, ordersFor } from './arbitraries.js';

type Stock = { generators: number; counterEspionage: number; spies: number };

/** Every faction's stocks set: 1 or 2 of each keep every order as valid as before. */
function withStocks(s: GoState, stock: (p: string) => Stock): GoState {
  const factions = Object.fromEntries(s.players.map((p) => [p, { ...s.factions[p]!, ...stock(p) }]));
  return { ...s, factions };
}

const arbCase = fc.record({ s: arbPlayed(), t: arbTurnInput }).map(({ s, t }) => {
  const state = withStocks(s, () => ({ generators: 1, counterEspionage: 2, spies: 1 }));
  return { state, orders: ordersFor(state, t.kinds, t.junk, t.seed) };
});

/** The validated orders of world A (none for a refused or missing sheet). */
function validated(a: FogWorld<GoState>): Record<string, Orders | null> {
  const out: Record<string, Orders | null> = {};
  for (const p of a.state.players) {
    const r = Object.hasOwn(a.orders, p) ? checkOrders(a.state, p, a.orders[p]) : null;
    out[p] = r?.ok ? r.value : null;
  }
  return out;
}

/** The factions linked to `observer` this turn by attacks, spies and gifts, in either direction, transitively. */
function touching(a: FogWorld<GoState>, observer: string): Set<string> {
  const orders = validated(a);
  const edges: [string, string][] = [];
  for (const [p, o] of Object.entries(orders)) {
    if (o === null) continue;
    if (o.special?.kind === 'attack') edges.push([p, o.special.target]);
    if (o.spy !== null) edges.push([p, o.spy.target]);
    for (const g of o.give) edges.push([p, g.to]);
  }
  const seen = new Set([observer]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [x, y] of edges) {
      if (seen.has(x) !== seen.has(y)) {
        seen.add(x);
        seen.add(y);
        grew = true;
      }
    }
  }
  return seen;
}

describe('Galactic Overlord non-interference', () => {
  it('other factions’ generator, counter-espionage and spy stocks change nothing a faction is shown', () => {
    const fog = fogChecker(GALACTIC_OVERLORD);
    check(
      fogProperty(
        GALACTIC_OVERLORD,
        arbCase,
        {
          worldA: (c) => c,
          unperceived: (_c, observed, a) => ({
            state: withStocks(a.state, (p) =>
              p === observed
                ? { generators: 1, counterEspionage: 2, spies: 1 }
                : { generators: 2, counterEspionage: 1, spies: 2 },
            ),
            orders: a.orders,
          }),
        },
        fog,
      ),
      { numRuns: 300 },
    );
    expect(fog.tally.pairs).toBeGreaterThan(600);
    expect(fog.tally.differing).toBe(fog.tally.pairs);
  });

  it('GO-9.4 a spy sent at a faction that finds no such order is not told to it', () => {
    const fog = fogChecker(GALACTIC_OVERLORD);
    check(
      fogProperty(
        GALACTIC_OVERLORD,
        arbCase,
        {
          worldA: (c) => c,
          unperceived: (_c, observed, a) => {
            const orders = validated(a);
            const mine = orders[observed];
            if (!awaiting(a.state).players.includes(observed)) return undefined;
            // Counter-espionage or a shield would catch the spy and name its sender (GO-9.3).
            if (mine === undefined || mine?.counterEspionage || mine?.special?.kind === 'raise-shields')
              return undefined;
            const given = mine?.special?.kind;
            const order = SPIED_KINDS.find((k) => k !== given)!;
            const spy = a.state.players.find((p) => {
              const o = orders[p];
              return p !== observed && o != null && o.spy === null && o.special?.kind !== 'train-spy';
            });
            if (spy === undefined) return undefined;
            const state = withStocks(a.state, (p) => ({ ...a.state.factions[p]!, spies: p === spy ? 2 : 1 }));
            const raw = a.orders[spy] as Record<string, unknown>;
            return { state, orders: { ...a.orders, [spy]: { ...raw, spy: { target: observed, order } } } };
          },
        },
        fog,
      ),
      { numRuns: 300 },
    );
    expect(fog.tally.pairs).toBeGreaterThan(300);
    expect(fog.tally.differing).toBe(fog.tally.pairs);
  });

  it('the damage, orders of battle and spies of factions its turn never touches change nothing it is shown, given the same post', () => {
    let samePost = 0;
    const fog = fogChecker(GALACTIC_OVERLORD, {
      compare: (a, b, pair) => {
        // A different public result is public: only pairs whose post is the same must show the same.
        if (canonicalJson(pair.resolvedA.post) !== canonicalJson(pair.resolvedB.post)) return;
        samePost++;
        expect(b.report, 'report').toEqual(a.report);
        expect(b.rendered(), 'rendered report').toBe(a.rendered());
        expect(JSON.stringify(b.view), 'next view').toBe(JSON.stringify(a.view));
      },
    });
    check(
      fogProperty(
        GALACTIC_OVERLORD,
        fc.tuple(arbCase, fc.integer({ min: 0, max: 1000 })),
        {
          worldA: ([c]) => c,
          unperceived: ([, k], observed, a) => {
            const near = touching(a, observed);
            const far = a.state.players.filter((p) => !near.has(p));
            if (far.length === 0) return undefined;
            const factions = { ...a.state.factions };
            const orders = { ...a.orders };
            for (const p of far) {
              const f = factions[p]!;
              // Damage on its ships: any amount below each hull's hit points.
              factions[p] = {
                ...f,
                ships: f.ships.map((s, i) => ({ ...s, damage: (k + i) % hullHp(s.hull) })),
              };
              const raw = orders[p];
              if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
                const o = { ...(raw as Record<string, unknown>) };
                // Another order of battle, where one was given.
                if (typeof o.oob === 'object' && o.oob !== null)
                  o.oob = { slots: formatSlots(ALL_SLOTS[k % ALL_SLOTS.length]!) };
                // A spy at another far faction, where it can send one.
                const other = far.find((q) => q !== p);
                const v = validated(a)[p];
                if (
                  other !== undefined &&
                  v != null &&
                  v.special?.kind !== 'train-spy' &&
                  factions[p]!.spies > 0
                )
                  o.spy = { target: other, order: SPIED_KINDS[k % 3] };
                // Only changes that keep the sheet accepted: a refused sheet would draw its order of
                // battle from the game's one random stream, before later seats' (GO-10.3).
                if (checkOrders({ ...a.state, factions }, p, o).ok) orders[p] = o;
              }
            }
            return { state: { ...a.state, factions }, orders };
          },
        },
        fog,
      ),
      { numRuns: 300 },
    );
    expect(fog.tally.differing).toBeGreaterThan(200);
    expect(samePost).toBeGreaterThan(150);
  });
});
