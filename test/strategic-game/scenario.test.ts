/**
 * Scenarios (TSG-3.4) against any input: `newGame` never throws on a scenario, whatever
 * it holds; every issue names a place inside the scenario or the options; and a scenario
 * it accepts starts a game whose save reads back, whose forces read back as a scenario it
 * accepts again, and whose sides hold what the scenario gave.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DUEL_MAP, forcesOf, newGame, parseState, serializeState } from '../../src/strategic-game/index.js';
import { check } from '../support/fc.js';

const arbShip = fc.record(
  {
    id: fc.oneof(fc.constantFrom('p1-s1', 'p2-s1', 'x', 'P1-S9', 'p1-f1'), fc.string({ maxLength: 5 })),
    engine: fc.integer({ min: 0, max: 6 }),
    shields: fc.integer({ min: 0, max: 6 }),
    toHit: fc.integer({ min: 0, max: 6 }),
    weapons: fc.oneof(fc.integer({ min: 0, max: 8 }), fc.constant('two')),
  },
  { requiredKeys: ['engine', 'shields', 'toHit', 'weapons'] },
);
const arbSide = fc.record(
  {
    id: fc.constantFrom('p1', 'p2', 'red', 'Red', ''),
    name: fc.string({ maxLength: 45 }),
    budget: fc.oneof(fc.integer({ min: -5, max: 200 }), fc.constant(1.5)),
    fleets: fc.array(
      fc.record(
        { id: fc.constantFrom('p1-f1', 'p2-f7', 'f'), ships: fc.array(arbShip, { maxLength: 3 }) },
        {
          requiredKeys: ['ships'],
        },
      ),
      { maxLength: 3 },
    ),
    holdings: fc.array(fc.constantFrom('0502', '0607', '0202', '0101', '9999', 'x'), { maxLength: 3 }),
    budjet: fc.constant(1),
  },
  { requiredKeys: [] },
);
const arbScenario = fc.oneof(
  fc.anything(),
  fc.record(
    {
      ground: fc.oneof(fc.constant({ map: 'duel' }), fc.constant({ map: 'moon' }), fc.anything()),
      sides: fc.oneof(fc.tuple(arbSide, arbSide), fc.array(arbSide, { maxLength: 3 })),
    },
    { requiredKeys: [] },
  ),
);

describe('Strategic Game scenarios against any input', () => {
  it('never throws; refuses with places in the scenario; starts games whose saves and forces read back', () => {
    let accepted = 0;
    let refused = 0;
    check(
      fc.property(arbScenario, (scenario) => {
        const r = newGame({ map: DUEL_MAP, scenario } as never, 's');
        if (!r.ok) {
          refused++;
          expect(r.error.length).toBeGreaterThan(0);
          // Only the scenario varies: every issue is at a place in it, or the whole options' (unreadable).
          for (const i of r.error)
            expect(i.path.length === 0 || i.path[0] === 'scenario', i.message).toBe(true);
          return;
        }
        accepted++;
        const back = parseState(serializeState(r.value));
        expect(back.ok && back.value).toEqual(r.value);
        const forces = forcesOf(r.value);
        const again = newGame({ map: DUEL_MAP, scenario: { sides: forces } }, 's');
        expect(again.ok).toBe(true);
        if (again.ok) expect(forcesOf(again.value).map((f) => f.fleets)).toEqual(forces.map((f) => f.fleets));
      }),
      { numRuns: 300 },
    );
    expect(accepted).toBeGreaterThan(10);
    expect(refused).toBeGreaterThan(10);
  });
});
