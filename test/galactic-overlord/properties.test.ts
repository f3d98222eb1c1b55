/**
 * Properties of Galactic Overlord, with fast-check and the project's fixed seed
 * (test/support/fc.ts), 1,000 runs each: build points are conserved, ships and bases are
 * created and lost only by a rule, turns are deterministic, the saved game round-trips,
 * validation never throws, and the arrival order changes only what GO-5.4 says.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alive,
  checkOrders,
  parseState,
  resolveTurn,
  serializeState,
  stateHash,
} from '../../src/galactic-overlord/index.js';
import { check } from '../support/fc.js';
import { arbPlayed, arbTurnInput, ordersFor } from './arbitraries.js';

describe('Galactic Overlord properties', () => {
  it('GO-2.3 build points are conserved: before + income − spent − forfeited = after, never below zero', () => {
    check(
      fc.property(arbPlayed(), arbTurnInput, (s, t) => {
        const r = resolveTurn(s, ordersFor(s, t.kinds, t.junk, t.seed));
        for (const [p, rep] of Object.entries(r.reports)) {
          const b = rep.bp;
          expect(b.before).toBe(s.factions[p]!.bp);
          expect(b.before + b.income - b.spent - b.forfeited).toBe(b.after);
          expect(b.after).toBe(r.state.factions[p]!.bp);
          expect(b.spent).toBeLessThanOrEqual(b.before + b.income);
          expect(b.after).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('ships and bases are created and lost only by a rule: builds, battles, shields, attrition, captures', () => {
    const seen = { battles: 0, captures: 0, built: 0 };
    check(
      fc.property(arbPlayed(), arbTurnInput, (s, t) => {
        const r = resolveTurn(s, ordersFor(s, t.kinds, t.junk, t.seed));
        seen.battles += r.post.battles.length;
        seen.captures += r.post.battles.reduce((n, b) => n + b.captured.length, 0);
        seen.built += Object.values(r.reports).reduce((n, rep) => n + rep.built.ships.length, 0);
        for (const [p, rep] of Object.entries(r.reports)) {
          const lost = new Set([...rep.attrition]);
          for (const b of rep.battles) for (const id of b.lost[b.side]) lost.add(id);
          // Ships built this turn may fight and be lost this turn too (GO-3.2).
          const expected = [...s.factions[p]!.ships.map((x) => x.id), ...rep.built.ships].filter(
            (id) => !lost.has(id),
          );
          expect(r.state.factions[p]!.ships.map((x) => x.id).sort((a, b) => a - b)).toEqual(
            expected.sort((a, b) => a - b),
          );
        }
        // Bases: the old ones and the new ones, none destroyed; a holder changes only by a capture in the post.
        const built = Object.values(r.reports).flatMap((rep) => rep.built.bases);
        expect(r.state.bases.map((b) => b.id)).toEqual(
          [...s.bases.map((b) => b.id), ...built].sort((a, b) => a - b),
        );
        const captured = new Map<number, string>();
        for (const b of r.post.battles) for (const id of b.captured) captured.set(id, b.attacker);
        for (const b of r.state.bases) {
          // A base built this turn may be taken this turn (GO-3.1).
          const before = s.bases.find((x) => x.id === b.id)?.holder ?? b.builder;
          expect(b.holder).toBe(captured.get(b.id) ?? before);
        }
      }),
    );
    // Not vacuous: the drawn turns fight, capture and build.
    expect(seen.battles).toBeGreaterThan(100);
    expect(seen.captures).toBeGreaterThan(100);
    expect(seen.built).toBeGreaterThan(1000);
  });

  it('a turn is a function of the state, the orders and the arrival order', () => {
    check(
      fc.property(arbPlayed(), arbTurnInput, (s, t) => {
        const orders = ordersFor(s, t.kinds, t.junk, t.seed);
        const arrival = [...alive(s)].reverse();
        const a = resolveTurn(s, orders, { arrival });
        const b = resolveTurn(s, JSON.parse(JSON.stringify(orders)) as Record<string, unknown>, { arrival });
        expect(stateHash(b.state)).toBe(stateHash(a.state));
        expect(b.post).toEqual(a.post);
      }),
    );
  });

  it('the saved game round-trips to an equal state', () => {
    check(
      fc.property(arbPlayed(), (s) => {
        const back = parseState(serializeState(s));
        expect(back.ok).toBe(true);
        if (back.ok) expect(back.value).toEqual(s);
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
        const defenders = a.post.battles.map((x) => x.defender);
        const contested = defenders.some((d, i) => defenders.indexOf(d) !== i);
        if (!contested) expect(stateHash(b.state)).toBe(stateHash(a.state));
        // Either way the same battles are fought, perhaps in another order.
        const pairs = (r: typeof a) => r.post.battles.map((x) => `${x.attacker}>${x.defender}`).sort();
        expect(pairs(b)).toEqual(pairs(a));
      }),
    );
  });
});
