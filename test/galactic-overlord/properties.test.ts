/**
 * Properties of Galactic Overlord's turns, with fast-check and the project's fixed seed
 * (test/support/fc.ts), 1,000 runs each: build points are conserved, ships and bases are
 * created and lost only by a rule, and turns are deterministic. The properties of input
 * (saves, validation, arrival order) are in properties-input.test.ts, so each file stays
 * short on a loaded machine.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveTurn, stateHash } from '../../src/galactic-overlord/index.js';
import { alive } from '../../src/galactic-overlord/state.js';
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

  it('ships and bases are created and lost only by a rule: builds, battles, shields, attrition, captures, gifts', () => {
    const seen = { battles: 0, captures: 0, built: 0, joint: 0, jointCaptures: 0, gifts: 0, spies: 0 };
    check(
      fc.property(arbPlayed(), arbTurnInput, (s, t) => {
        const r = resolveTurn(s, ordersFor(s, t.kinds, t.junk, t.seed));
        seen.battles += r.post.battles.length;
        seen.captures += r.post.battles.reduce((n, b) => n + b.captured.length, 0);
        seen.built += Object.values(r.reports).reduce((n, rep) => n + rep.built.ships.length, 0);
        seen.joint += r.post.battles.filter((b) => b.joint.length > 1).length;
        seen.jointCaptures += r.post.battles.filter(
          (b) => b.joint.length > 1 && b.captured.length > 0,
        ).length;
        seen.gifts += r.post.gifts.length;
        seen.spies += Object.values(r.reports).filter(
          (rep) => rep.espionage.spy?.outcome === 'stopped',
        ).length;
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
        // A capture goes to the attacker, or to the ally its share names (GO-11.4); a gift comes after (GO-11.5).
        const moved = new Map<number, string>();
        for (const b of r.post.battles) {
          expect(Object.values(b.shares).flat().sort()).toEqual(b.captured.slice().sort());
          for (const [taker, ids] of Object.entries(b.shares)) for (const id of ids) moved.set(id, taker);
        }
        for (const g of r.post.gifts) {
          expect(moved.get(g.base) ?? s.bases.find((x) => x.id === g.base)?.holder).toBe(g.from);
          moved.set(g.base, g.to);
        }
        for (const b of r.state.bases) {
          // A base built this turn may be taken this turn (GO-3.1).
          const before = s.bases.find((x) => x.id === b.id)?.holder ?? b.builder;
          expect(b.holder).toBe(moved.get(b.id) ?? before);
        }
        // Stocks move only by their orders: a spy is trained, or sent and not returned; counter-espionage only goes down.
        for (const [p, rep] of Object.entries(r.reports)) {
          const f0 = s.factions[p]!;
          const f1 = r.state.factions[p]!;
          const e = rep.espionage;
          expect(f1.counterEspionage).toBe(f0.counterEspionage - (e.counterEspionage ? 1 : 0));
          const sent = e.spy !== null && !e.spy.returned ? 1 : 0;
          const trained = f1.spies - (f0.spies - sent);
          // GO-6.1: cut off (or out) this turn, every spy is lost.
          if (f0.cutOffShips === null && (f1.cutOffShips !== null || f1.outAt !== null))
            expect(f1.spies).toBe(0);
          else expect([0, 1]).toContain(trained);
        }
      }),
    );
    // Not vacuous: the drawn turns fight, capture, build, attack jointly, give bases and stop orders with spies.
    expect(seen.battles).toBeGreaterThan(100);
    expect(seen.captures).toBeGreaterThan(100);
    expect(seen.built).toBeGreaterThan(1000);
    expect(seen.joint).toBeGreaterThan(15);
    expect(seen.jointCaptures).toBeGreaterThan(10);
    expect(seen.gifts).toBeGreaterThan(50);
    expect(seen.spies).toBeGreaterThan(15);
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
});
