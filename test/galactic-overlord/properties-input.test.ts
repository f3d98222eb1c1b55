/**
 * Properties of Galactic Overlord's inputs, with fast-check and the project's fixed seed
 * (test/support/fc.ts), 1,000 runs each: the saved game round-trips, validation never
 * throws (the new orders' fields included), and the arrival order changes only what
 * GO-5.4 and GO-11.2 say.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkOrders,
  parseState,
  resolveTurn,
  serializeState,
  stateHash,
} from '../../src/galactic-overlord/index.js';
import { alive } from '../../src/galactic-overlord/state.js';
import { check } from '../support/fc.js';
import { arbPlayed, arbTurnInput, ordersFor } from './arbitraries.js';

describe('Galactic Overlord input properties', () => {
  it('the saved game round-trips to an equal state', () => {
    check(
      fc.property(arbPlayed(), (s) => {
        const back = parseState(serializeState(s));
        expect(back.ok).toBe(true);
        if (back.ok) expect(back.value).toEqual(s);
      }),
    );
  });

  it('validation never throws on any value in any field, the new orders included (GO-4.2)', () => {
    const any = fc.oneof(fc.anything(), fc.jsonValue({ maxDepth: 3 }));
    const fields = fc.record(
      {
        spy: fc.oneof(
          any,
          fc.record({
            target: fc.constantFrom('p1', 'p2', 'x'),
            order: fc.constantFrom('attack', 'train-spy', 'x'),
          }),
        ),
        counterEspionage: any,
        ally: fc.oneof(any, fc.array(fc.constantFrom('p1', 'p2', 'p3', 'x', 1))),
        breakAlliance: fc.oneof(any, fc.array(fc.constantFrom('p1', 'p2', 'x'))),
        give: fc.oneof(
          any,
          fc.array(
            fc.record({ base: fc.integer({ min: -1, max: 30 }), to: fc.constantFrom('p1', 'p2', 'x') }),
          ),
        ),
        accept: fc.oneof(any, fc.array(fc.integer({ min: -1, max: 30 }))),
        special: fc.oneof(
          any,
          fc.constant({ kind: 'train-spy' }),
          fc.constant({ kind: 'attack', target: 'p2' }),
        ),
      },
      { requiredKeys: [] },
    );
    check(
      fc.property(arbPlayed(3), fields, (s, raw) => {
        for (const p of [...s.players, 'nobody']) {
          const r = checkOrders(s, p, raw);
          if (!r.ok) for (const i of r.error) expect(typeof i.message).toBe('string');
        }
        expect(() => resolveTurn(s, Object.fromEntries(s.players.map((p) => [p, raw])))).not.toThrow();
      }),
    );
  });

  it('validation and resolution never throw, whatever the orders', () => {
    check(
      fc.property(arbPlayed(3), fc.jsonValue({ maxDepth: 4 }), fc.anything(), (s, json, any) => {
        for (const p of [...s.players, 'nobody']) {
          expect(() => checkOrders(s, p, json)).not.toThrow();
          expect(() => checkOrders(s, p, any)).not.toThrow();
        }
        expect(() => resolveTurn(s, Object.fromEntries(s.players.map((p) => [p, json])))).not.toThrow();
      }),
    );
  });

  it('GO-1.3 the arrival order changes nothing unless two attackers meet one defender', () => {
    const seen = { contested: 0 };
    check(
      fc.property(arbPlayed(), arbTurnInput, fc.integer({ min: 0, max: 719 }), (s, t, perm) => {
        const orders = ordersFor(s, t.kinds, t.junk, t.seed);
        const players = alive(s);
        const shuffled = players.slice();
        let k = perm;
        for (let i = shuffled.length - 1; i > 0; i--) {
          const j = k % (i + 1);
          k = Math.floor(k / (i + 1));
          [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
        }
        const a = resolveTurn(s, orders, { arrival: players });
        const b = resolveTurn(s, orders, { arrival: shuffled });
        // Contested: a defender meets more than one attacking faction, alone or allied (GO-5.4, GO-11.2).
        const attackers = a.post.battles.flatMap((x) => x.joint.map(() => x.defender));
        const contested = attackers.some((d, i) => attackers.indexOf(d) !== i);
        if (!contested) {
          expect(stateHash(b.state)).toBe(stateHash(a.state));
          expect(b.reports).toEqual(a.reports);
        }
        // Either way the same factions attack the same defenders, perhaps in another order or grouping.
        const pairs = (r: typeof a) =>
          r.post.battles.flatMap((x) => x.joint.map((m) => `${m}>${x.defender}`)).sort();
        expect(pairs(b)).toEqual(pairs(a));
        seen.contested += contested ? 1 : 0;
      }),
    );
    expect(seen.contested).toBeGreaterThan(20);
  });
});
