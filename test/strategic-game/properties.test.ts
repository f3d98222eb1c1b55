/**
 * Properties of the Strategic Game, 1,000 runs each with the fixed seed (test/support/fc.ts),
 * on small games on the duel map: determinism, the saved state's round trip, BP conserved,
 * fleets moving no farther than their speed, every battle ending, and validation never
 * throwing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../../src/kernel/rng.js';
import {
  BATTLE_ENDS,
  costOf,
  DEFAULT_RULES_OPTIONS,
  type Design,
  parseState,
  type RulesOptions,
  readSheet,
  resolveStep,
  type Ship,
  STRATEGIC_GAME,
  serializeState,
  stateHash,
  strategicCombat,
} from '../../src/strategic-game/index.js';
import { gridOf } from '../../src/strategic-game/map.js';
import { orderIssues } from '../../src/strategic-game/orders.js';
import { speedOf } from '../../src/strategic-game/state.js';
import { MAX_ROUNDS } from '../../src/strategic-game/vocabulary.js';
import { check } from '../support/fc.js';
import { arbPlayed, arbRules, arbStepInput, ordersFor } from './arbitraries.js';

const arbStep = fc
  .record({ s: arbPlayed, t: arbStepInput })
  .map(({ s, t }) => ({ s, orders: ordersFor(s, t.kinds, t.junk, t.seed) }));

describe('Strategic Game properties', () => {
  it('is deterministic: the same state and orders give the same state and reports', () => {
    check(
      fc.property(arbStep, ({ s, orders }) => {
        const a = resolveStep(s, orders);
        const b = resolveStep(structuredClone(s), structuredClone(orders));
        expect(stateHash(b.state)).toBe(stateHash(a.state));
        expect(JSON.stringify(b.reports)).toBe(JSON.stringify(a.reports));
      }),
    );
  });

  it('reads back every saved state to the same hash', () => {
    check(
      fc.property(arbPlayed, (s) => {
        const back = parseState(serializeState(s));
        expect(back.ok).toBe(true);
        if (back.ok) expect(stateHash(back.value)).toBe(stateHash(s));
      }),
    );
  });

  it('conserves BP: a side’s BP change by its income less the cost of the ships it built', () => {
    check(
      fc.property(arbStep, ({ s, orders }) => {
        const r = resolveStep(s, orders);
        for (const p of s.players) {
          const before = new Set(s.fleets.flatMap((f) => f.ships.map((x) => x.id)));
          const built = r.state.fleets
            .flatMap((f) => f.ships)
            .filter((x) => !before.has(x.id) && x.id.startsWith(`${p}-`));
          const spent = built.reduce((a, x) => a + costOf(x), 0);
          const income = r.reports[p]?.income ?? 0;
          expect(r.state.sides[p]!.bp - s.sides[p]!.bp, p).toBe(income - spent);
          expect(r.state.sides[p]!.bp).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('moves no fleet farther than its speed (plus the one hex of a retreat)', () => {
    check(
      fc.property(arbStep, ({ s, orders }) => {
        const r = resolveStep(s, orders);
        const grid = gridOf(s.map);
        const retreated = new Set(r.trace.battles.map((b) => b.result.retreated).filter((p) => p !== null));
        const mover = s.phase === 'move-1' ? s.initiative[0] : s.phase === 'move-2' ? s.initiative[1] : null;
        for (const f of s.fleets) {
          const after = r.state.fleets.find((g) => g.id === f.id);
          if (after === undefined) continue;
          const d = grid.distance(f.at, after.at);
          const allowed = (f.owner === mover ? speedOf(f) : 0) + (retreated.has(f.owner) ? 1 : 0);
          expect(d, `${f.id} at step ${s.step}`).toBeLessThanOrEqual(allowed);
        }
      }),
    );
  });

  it('ends every battle, within the round cap, with a known end', () => {
    const arbDesign: fc.Arbitrary<Design> = fc.record({
      engine: fc.integer({ min: 1, max: 5 }),
      shields: fc.integer({ min: 0, max: 5 }),
      toHit: fc.integer({ min: 0, max: 5 }),
      weapons: fc.integer({ min: 0, max: 6 }),
    });
    const arbShips = (p: string) =>
      fc
        .array(arbDesign, { minLength: 1, maxLength: 12 })
        .map((ds) => ds.map((d, k): Ship => ({ id: `${p}${k}`, ...d })));
    const arbRetreat = fc.option(fc.integer({ min: 1, max: 100 }), { nil: null });
    check(
      fc.property(
        arbShips('a'),
        arbShips('d'),
        arbRetreat,
        arbRetreat,
        arbRules,
        fc.string({ maxLength: 4 }),
        fc.boolean(),
        (a, d, ra, rd, rules, seed, canRetreat) => {
          const r = strategicCombat({
            attacker: { player: 'a', ships: a, orders: { retreatAt: ra, lossOrder: [] }, canRetreat },
            defender: {
              player: 'd',
              ships: d,
              orders: { retreatAt: rd, lossOrder: ['d0'] },
              canRetreat: true,
            },
            rules: { ...DEFAULT_RULES_OPTIONS, ...rules } as RulesOptions,
            rng: seededRng(seed),
          });
          expect(BATTLE_ENDS).toContain(r.end);
          expect(r.rounds.length).toBeGreaterThanOrEqual(1);
          expect(r.rounds.length).toBeLessThanOrEqual(MAX_ROUNDS);
          if (r.end === 'destroyed')
            expect(r.lost.a!.length === a.length || r.lost.d!.length === d.length).toBe(true);
          if (r.end === 'retreat') expect(['a', 'd']).toContain(r.retreated);
        },
      ),
    );
  });

  it('never throws when checking or resolving any orders, or reading any sheet', () => {
    check(
      fc.property(arbPlayed, fc.anything(), fc.string({ maxLength: 60 }), (s, junk, text) => {
        for (const p of [...s.players, 'nobody']) {
          expect(Array.isArray(orderIssues(s, p, junk))).toBe(true);
          expect(Array.isArray(orderIssues(s, p, [junk, { kind: 'move', fleet: junk, to: junk }]))).toBe(
            true,
          );
          expect(Array.isArray(readSheet(text, s, p).issues)).toBe(true);
        }
        const r = STRATEGIC_GAME.resolve(s, { [s.players[0]]: junk, [s.players[1]]: [junk] });
        expect(r.state.step).toBeGreaterThanOrEqual(s.step);
      }),
    );
  });
});
