/**
 * Properties of the Corporation engine, with fast-check and the project's fixed seed
 * (test/support/fc.ts): the promotion generator and the end-state enumerator against
 * brute-force references, a bound on every turn, determinism, the saved-game round trip,
 * and validation that never throws.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterExchangeAndEntry } from '../../src/corporation/end-states.js';
import {
  applicablePromotions,
  awaiting,
  COLOURS,
  type Colour,
  type CorporationState,
  checkTurn,
  legalEndStates,
  newGame,
  parseState,
  playTurn,
  promotionEndStates,
  serializeState,
  stateHash,
} from '../../src/corporation/index.js';
import { promotionBound } from '../../src/corporation/promotions.js';
import { QUIET_ROUNDS } from '../../src/corporation/rules-options.js';
import { offBoard } from '../../src/corporation/state.js';
import { seededRng } from '../../src/kernel/rng.js';
import { check } from '../support/fc.js';
import { arbPlayedGame, arbPosition, cheapOrders, playCheap } from './arbitraries.js';

/** The promotions that apply, straight from the rules' words (CO-5.1, CO-5.2), room by room. */
function referenceApplicable(s: CorporationState): string[] {
  const out: string[] = [];
  s.building.rooms.forEach((room, k) => {
    const stack = s.stacks[k]!;
    if (stack.length === 0) return;
    const top = stack[stack.length - 1]!;
    const below = stack.length > 1 ? stack[stack.length - 2]! : null;
    for (let p = 0; p < 6; p++) {
      const mover = s.table[2 * p];
      const support = s.table[2 * p + 1];
      if (mover !== top) continue;
      const onIt =
        below === null
          ? support === room.colour
          : support === below || (s.rules.stackSupport === 'employee-or-office' && support === room.colour);
      if (onIt) {
        out.push(room.id);
        return;
      }
    }
  });
  return out;
}

/**
 * Every end of the promotions by exhaustive search over every order, without memory:
 * a position where none applies, or where a player's colour reached three under
 * `first-in-order` (CO-3.3). Keys are the stacks and the Boardroom.
 */
function referenceEnds(s: CorporationState, budget: { nodes: number }): Set<string> | null {
  const out = new Set<string>();
  const players = new Set<Colour>(s.players);
  const walk = (stacks: Colour[][], boardroom: Record<Colour, number>, won: boolean): boolean => {
    if (--budget.nodes < 0) return false;
    const state = { ...s, stacks, boardroom };
    const rooms = won ? [] : referenceApplicable(state);
    if (rooms.length === 0) {
      out.add(JSON.stringify([stacks, boardroom]));
      return true;
    }
    for (const id of rooms) {
      const k = s.building.rooms.findIndex((r) => r.id === id);
      const next = stacks.map((st) => st.slice());
      const c = next[k]!.pop()!;
      const up = s.building.rooms[k]!.up;
      const br = { ...boardroom };
      if (up === 'boardroom') br[c]++;
      else next[s.building.rooms.findIndex((r) => r.id === up)]!.push(c);
      const wins =
        up === 'boardroom' && s.rules.simultaneousThree === 'first-in-order' && players.has(c) && br[c] >= 3;
      if (!walk(next, br, wins)) return false;
    }
    return true;
  };
  return walk(
    s.stacks.map((st) => st.slice()),
    { ...s.boardroom },
    false,
  )
    ? out
    : null;
}

describe('Corporation properties', () => {
  it('CO-5.1 applicable promotions match a brute-force reading of the rules on random positions', () => {
    check(
      fc.property(arbPosition(), (s) => {
        expect(applicablePromotions(s).map((p) => p.room)).toEqual(referenceApplicable(s));
      }),
      { numRuns: 1000 },
    );
  });

  it('CO-5.6 the end-state enumerator finds exactly the ends of an exhaustive search, each reached by its list', () => {
    let compared = 0;
    check(
      fc.property(arbPosition({ maxOffices: 5, maxEmployees: 7 }), (s) => {
        const ref = referenceEnds(s, { nodes: 20_000 });
        fc.pre(ref !== null);
        compared++;
        const ends = promotionEndStates(s);
        const got = new Set(ends.map((e) => JSON.stringify([e.state.stacks, e.state.boardroom])));
        expect(got.size).toBe(ends.length);
        expect([...got].sort()).toEqual([...ref!].sort());
        const strict = { ...s, rules: { ...s.rules, missedPromotions: 'reject' as const } };
        for (const e of ends) {
          const r = playTurn(strict, s.players[s.toMove]!, { promote: e.promote });
          expect(r.ok && JSON.stringify([r.value.state.stacks, r.value.state.boardroom])).toBe(
            JSON.stringify([e.state.stacks, e.state.boardroom]),
          );
        }
      }),
      { numRuns: 1000 },
    );
    expect(compared).toBeGreaterThan(400);
  });

  it('CO-6.5 legalEndStates gives exactly the distinct results of playing every exchange, entry and promotion end', () => {
    check(
      fc.property(arbPosition({ maxOffices: 4, maxEmployees: 6 }), (s) => {
        const player = s.players[s.toMove]!;
        const choices = legalEndStates(s, player);
        const got = choices.map((c) => stateHash(c.state));
        expect(new Set(got).size).toBe(got.length);
        // Each choice's orders, played, give its state.
        for (const c of choices) {
          const r = playTurn(s, player, c.orders);
          expect(r.ok && stateHash(r.value.state)).toBe(stateHash(c.state));
        }
        // Every exchange of two circles (or none), every entry (or none), every promotion end.
        const all = new Set<string>();
        const swaps: ([number, number] | null)[] = [null];
        for (let a = 0; a < 12; a++) for (let b = a + 1; b < 12; b++) swaps.push([a, b]);
        for (const swap of swaps) {
          for (const enter of [
            null,
            ...COLOURS.flatMap((colour) => COLOURS.map((area) => ({ colour, area }))),
          ]) {
            // Skip what the rules forbid: an exchange within a pair under `different-pairs`,
            // an employee none of whom is left, or another colour's area under `own-colour`.
            if (swap && s.rules.exchange === 'different-pairs' && swap[0] >> 1 === swap[1] >> 1) continue;
            if (
              enter &&
              (offBoard(s)[enter.colour] === 0 ||
                (s.rules.entryArea === 'own-colour' && enter.area !== enter.colour))
            )
              continue;
            const w = afterExchangeAndEntry(s, swap, enter);
            const base = { ...s, table: w.table, stacks: w.stacks, boardroom: w.boardroom };
            for (const end of promotionEndStates(base)) {
              const r = playTurn(s, player, {
                ...(swap ? { swap } : {}),
                ...(enter ? { enter } : {}),
                promote: end.promote,
              });
              if (r.ok) all.add(stateHash(r.value.state));
            }
          }
        }
        expect([...all].sort()).toEqual([...got].sort());
      }),
      { numRuns: 40 },
    );
  });

  it('CO-5.5 every turn ends within the bound of 12 x the longest path, whatever is listed', () => {
    check(
      fc.property(arbPosition(), fc.string({ maxLength: 4 }), (s, seed) => {
        const r = playTurn(s, s.players[s.toMove]!, cheapOrders(s, seededRng(seed)));
        if (!r.ok) return; // e.g. `reject` with nothing listed
        const promoted = r.value.report.events.filter((e) => e.type === 'promoted').length;
        expect(promoted).toBeLessThanOrEqual(promotionBound(s));
        for (const e of promotionEndStates(s))
          expect(e.promote.length).toBeLessThanOrEqual(promotionBound(s));
      }),
      { numRuns: 1000 },
    );
  });

  it('CO-3.4 under quiet-rounds every game ends within its proven bound of steps', () => {
    check(
      fc.property(arbPlayedGame(0), fc.string({ maxLength: 4 }), (g0, seed) => {
        const g = { ...g0, rules: { ...g0.rules, stall: 'quiet-rounds' as const } };
        const n = g.players.length;
        // Turns that move someone: at most 12 entries and every employee's climb; between
        // two of them, fewer than QUIET_ROUNDS rounds of quiet turns; each turn at most n steps.
        const moving = 12 + promotionBound(g);
        const bound = 12 + (moving + 1) * QUIET_ROUNDS * n * n;
        const s = playCheap(g, bound, seed);
        expect(awaiting(s).kind).toBe('over');
      }),
      { numRuns: 1000 },
    );
  });

  it('determinism: the same game and orders give the same states, and the state passed in never changes', () => {
    check(
      fc.property(arbPlayedGame(30), fc.string({ maxLength: 4 }), (g, seed) => {
        const before = stateHash(g);
        const a = playCheap(g, 10, seed);
        const b = playCheap(g, 10, seed);
        expect(stateHash(a)).toBe(stateHash(b));
        expect(stateHash(g)).toBe(before);
      }),
      { numRuns: 1000 },
    );
  });

  it('CO-6.3 a saved game reads back equal, with the same hash', () => {
    check(
      fc.property(arbPlayedGame(40), (s) => {
        const back = parseState(serializeState(s));
        expect(back.ok).toBe(true);
        if (back.ok) {
          expect(back.value).toEqual(s);
          expect(stateHash(back.value)).toBe(stateHash(s));
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('CO-6.1 checking and playing never throw on arbitrary input, and refusals change nothing', () => {
    check(
      fc.property(
        arbPlayedGame(20),
        fc.oneof(
          fc.anything(),
          fc.record(
            {
              swap: fc.oneof(
                fc.anything(),
                fc.tuple(fc.integer({ min: -1, max: 12 }), fc.integer({ min: -1, max: 12 })),
              ),
              enter: fc.oneof(fc.anything(), fc.record({ colour: fc.string(), area: fc.anything() })),
              promote: fc.oneof(fc.anything(), fc.array(fc.string({ maxLength: 3 }), { maxLength: 5 })),
              circle: fc.anything(),
              colour: fc.anything(),
              challenge: fc.anything(),
            },
            { requiredKeys: [] },
          ),
        ),
        fc.constantFrom('red', 'green', 'blue', 'yellow', 'nobody'),
        (s, raw, player) => {
          const before = stateHash(s);
          const c = checkTurn(s, player, raw);
          const p = playTurn(s, player, raw);
          expect(c.ok).toBe(p.ok);
          if (!c.ok) expect(c.error.length).toBeGreaterThan(0);
          expect(stateHash(s)).toBe(before);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('CO-1.1 newGame never throws on arbitrary options', () => {
    check(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record(
            {
              seed: fc.oneof(fc.string(), fc.anything()),
              players: fc.oneof(fc.shuffledSubarray([...COLOURS]), fc.anything()),
              building: fc.anything(),
              rules: fc.oneof(fc.anything(), fc.dictionary(fc.string(), fc.string())),
              start: fc.oneof(
                fc.anything(),
                fc.record({
                  table: fc.anything(),
                  rooms: fc.anything(),
                  boardroom: fc.anything(),
                  toMove: fc.anything(),
                }),
              ),
            },
            { requiredKeys: [] },
          ),
        ),
        (options) => {
          const r = newGame(options as never);
          // An unknown key is refused with its own code, naming the nearest known key.
          if (!r.ok)
            expect(
              r.error.every((i) => i.code === 'options/invalid' || i.code === 'options/unknown-key'),
            ).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('CO-6.3 reading arbitrary or damaged files never throws', () => {
    check(
      fc.property(arbPlayedGame(10), fc.string(), fc.nat(), fc.jsonValue(), (s, junk, at, value) => {
        expect(() => parseState(junk)).not.toThrow();
        const doc = JSON.parse(serializeState(s));
        const keys = Object.keys(doc.state);
        doc.state[keys[at % keys.length]!] = value;
        const r = parseState(JSON.stringify(doc));
        if (r.ok) expect(stateHash(r.value)).toBe(stateHash(r.value));
      }),
      { numRuns: 1000 },
    );
  });
});
