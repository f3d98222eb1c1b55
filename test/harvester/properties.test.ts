/**
 * Harvester properties, 1,000 runs each on small states (fixed seeds, test/support/fc.ts):
 * the wrapping distance is a metric never exceeding the radius, resources are conserved,
 * the hierarchy has no cycles, resolution is deterministic, a state survives a round
 * trip through its text, and validation never throws.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  awaiting,
  checkOrders,
  type HvState,
  parseState,
  planetGrid,
  resolveTurn,
  serializeState,
  stateHash,
} from '../../src/harvester/index.js';
import { rulersOf } from '../../src/harvester/state.js';
import { canonicalJson } from '../../src/kernel/hash.js';
import { check } from '../support/fc.js';
import { arbPlayed, arbTurnInput, ordersFor } from './arbitraries.js';

const books = (s: HvState) => {
  const onPlanet = s.resources.reduce((a, b) => a + b, 0);
  const held = s.players.reduce((a, p) => a + s.machines[p]!.load, 0);
  return {
    left: onPlanet + held + s.ledger.spent,
    came: s.ledger.placed + s.ledger.grown + s.ledger.salvage,
  };
};

describe('Harvester properties', { timeout: 120_000 }, () => {
  it('HV-3.1 wrap distance is a metric and never exceeds the radius', () => {
    check(
      fc.property(fc.integer({ min: 6, max: 40 }), fc.nat(), fc.nat(), fc.nat(), (R, x, y, z) => {
        const g = planetGrid(R);
        const [a, b, c] = [x % g.size, y % g.size, z % g.size];
        const d = g.distance(a, b);
        expect(d).toBe(g.distance(b, a));
        expect(d === 0).toBe(a === b);
        expect(d).toBeLessThanOrEqual(R);
        expect(d).toBeLessThanOrEqual(g.distance(a, c) + g.distance(c, b));
        for (const n of g.neighbours(a)) expect(g.distance(a, n)).toBe(1);
      }),
    );
  });

  it('HV-3.4 resources are conserved: on the planet + held + spent = placed + grown + salvage', () => {
    let moved = 0;
    check(
      fc.property(arbPlayed(), arbTurnInput, (s, t) => {
        const next = resolveTurn(s, ordersFor(s, t.kinds, t.junk, t.seed)).state;
        for (const x of [s, next]) {
          const { left, came } = books(x);
          expect(left).toBe(came);
        }
        if (next.ledger.salvage + next.ledger.spent + next.ledger.grown > 0) moved++;
      }),
    );
    expect(moved).toBeGreaterThan(50); // wreckage, rebuilds or regrowth happened: not vacuous
  });

  it('HV-8.4 the hierarchy has no cycles, and subjects appear', () => {
    let ruled = 0;
    check(
      fc.property(arbPlayed(8, 4, fc.constantFrom(6, 7)), arbTurnInput, (s, t) => {
        const next = resolveTurn(s, ordersFor(s, t.kinds, t.junk, t.seed)).state;
        for (const p of next.players) {
          const chain = rulersOf(next, p);
          expect(new Set([p, ...chain]).size).toBe(chain.length + 1);
          if (chain.length > 0) ruled++;
        }
      }),
    );
    expect(ruled).toBeGreaterThan(50);
  });

  it('resolution is deterministic: the same state and orders give the same state and reports', () => {
    check(
      fc.property(arbPlayed(3), arbTurnInput, (s, t) => {
        const orders = ordersFor(s, t.kinds, t.junk, t.seed);
        const a = resolveTurn(s, orders);
        const copy = parseState(serializeState(s)); // the same state, read back from its text
        if (!copy.ok) throw new Error('round trip');
        const b = resolveTurn(copy.value, JSON.parse(JSON.stringify(orders)));
        expect(stateHash(b.state)).toBe(stateHash(a.state));
        expect(canonicalJson(b.reports)).toBe(canonicalJson(a.reports));
      }),
    );
  });

  it('a state survives serialize then parse, equal and with the same hash', () => {
    check(
      fc.property(arbPlayed(4), (s) => {
        const back = parseState(serializeState(s));
        expect(back.ok).toBe(true);
        if (!back.ok) return;
        expect(stateHash(back.value)).toBe(stateHash(s));
        expect(canonicalJson(back.value)).toBe(canonicalJson(s));
      }),
    );
  });

  it('validation never throws, on anything', () => {
    const arbMove = fc.record(
      {
        unit: fc.oneof(fc.nat(40), fc.anything()),
        path: fc.array(fc.oneof(fc.string(), fc.constantFrom('0,0', '0,-1', '1,0', '9,9'))),
      },
      { requiredKeys: [] },
    );
    const arbRaw = fc.oneof(
      fc.anything(),
      fc.record(
        {
          target: fc.oneof(fc.string(), fc.constantFrom('0,-1', '1,0')),
          drop: fc.oneof(fc.integer(), fc.anything()),
          rebuild: fc.oneof(fc.constantFrom('scout', 'general', 'harvester'), fc.anything()),
          destroy: fc.array(fc.oneof(fc.nat(40), fc.anything())),
          moves: fc.array(arbMove, { maxLength: 4 }),
        },
        { requiredKeys: [] },
      ),
    );
    check(
      fc.property(arbPlayed(2), arbRaw, fc.constantFrom('p1', 'p2', 'p9', ''), (s, raw, p) => {
        const r = checkOrders(s, p, raw);
        if (!r.ok) for (const i of r.error) expect(typeof i.message).toBe('string');
        if (awaiting(s).players.length > 0) expect(() => resolveTurn(s, { [p]: raw })).not.toThrow();
      }),
    );
  });
});
