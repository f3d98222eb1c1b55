/**
 * The Strategic Game's saves at the edge of what `parseState` accepts (issue 30): the
 * step, turn and turn limit, and each side's BP and ship and fleet counts (which number
 * new ships and fleets) pushed as far up or down as the parser takes them, then one more
 * step played by the bots (or with no orders), and the save after it must load (the
 * contract's save-edge battery, test/support).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DUEL_MAP,
  MAX_TURN_LIMIT,
  parseState,
  STRATEGIC_GAME,
  type TsgOptions,
} from '../../src/strategic-game/index.js';
import { MAX_ORDERS } from '../../src/strategic-game/orders.js';
import { checkSaveEdges } from '../support/save-edges.js';
import { arbRules } from './arbitraries.js';
import { WAR } from './support.js';

const arbOptions: fc.Arbitrary<TsgOptions> = fc
  .record({
    rules: arbRules,
    budget: fc.integer({ min: 0, max: 100 }),
    turnLimit: fc.integer({ min: 1, max: 12 }),
  })
  .map((o) => ({ ...o, map: DUEL_MAP }));

describe('Strategic Game saves at the edge of what parseState accepts (issue 30)', {
  timeout: 120_000,
}, () => {
  it('play one more step into a save that loads', () => {
    const tally = checkSaveEdges(STRATEGIC_GAME, {
      options: arbOptions,
      maxSteps: 9,
      numRuns: 100,
      focus: [
        'state.step',
        'state.turn',
        'state.turnLimit',
        'state.sides.*.bp',
        'state.sides.*.shipsBuilt',
        'state.sides.*.fleetsFormed',
      ],
    });
    // Every drawn game was pushed and played on, most of them with a number moved.
    expect(tally.stepped).toBeGreaterThan(0);
    expect(tally.moved).toBeGreaterThan(tally.stepped / 2);
  });
});

describe('Strategic Game saves that could not play on are refused (issue 30)', () => {
  /** A game after its first production step, with ships and fleets numbered from 1. */
  const built = () => {
    const start = STRATEGIC_GAME.setup({ budget: 100 }, 'edges');
    if (!start.ok) throw new Error('setup');
    const s = start.value;
    const orders = Object.fromEntries(s.players.map((p) => [p, [{ kind: 'build', ...WAR }]]));
    return STRATEGIC_GAME.resolve(s, orders).state;
  };
  const refusedAt = (edit: (state: Record<string, unknown>) => void) => {
    const doc = JSON.parse(STRATEGIC_GAME.serialize(built()));
    edit(doc.state);
    const r = parseState(JSON.stringify(doc));
    return r.ok ? 'accepted' : r.error.map((i) => `${i.code} ${i.path.join('.')}`);
  };
  const side = (s: Record<string, unknown>) => (s.sides as Record<string, Record<string, unknown>>).p1!;

  it('a count of ships or fleets behind an id it has given: the next build would give it again', () => {
    expect(refusedAt(() => {})).toBe('accepted');
    expect(refusedAt((s) => (side(s).shipsBuilt = 0))).toEqual(['state/invalid state.sides.p1.shipsBuilt']);
    expect(refusedAt((s) => (side(s).fleetsFormed = 0))).toEqual([
      'state/invalid state.sides.p1.fleetsFormed',
    ]);
  });

  it('a count without room for the orders of the productions left', () => {
    // Turn 1's production is done: the limit's 99 more are left, each a list of MAX_ORDERS.
    const most = Number.MAX_SAFE_INTEGER - 99 * MAX_ORDERS;
    expect(refusedAt((s) => (side(s).shipsBuilt = most))).toBe('accepted');
    expect(refusedAt((s) => (side(s).shipsBuilt = most + 1))).toEqual([
      'state/invalid state.sides.p1.shipsBuilt',
    ]);
  });

  it('a turn limit past MAX_TURN_LIMIT, and a game going on past its limit', () => {
    expect(refusedAt((s) => (s.turnLimit = MAX_TURN_LIMIT))).toBe('accepted');
    expect(refusedAt((s) => (s.turnLimit = MAX_TURN_LIMIT + 1))).toEqual(['state/invalid state.turnLimit']);
    expect(refusedAt((s) => (s.turn = 101))).toEqual(['state/invalid state.turn']);
  });
});
