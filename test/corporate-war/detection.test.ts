/**
 * CW-6.3 detection: `countSeen`, the reports' shortcut that reads the watchers' highest
 * Info once, must count exactly the soldiers `isSeenBy` sees, under both detection options.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countSeen } from '../../src/corporate-war/gunfight/detection.js';
import { type FightGroup, highestInfo, isSeenBy } from '../../src/corporate-war/index.js';
import { check } from '../support/fc.js';

const arbFighters = (allegiance: string) =>
  fc
    .array(fc.record({ escape: fc.integer({ min: 0, max: 6 }), info: fc.integer({ min: 0, max: 6 }) }), {
      minLength: 1,
      maxLength: 8,
    })
    .map(
      (xs): FightGroup => ({
        allegiance,
        arriving: false,
        fighters: xs.map((x, i) => ({ id: `${allegiance}/${i}`, kill: 1, survive: 1, ...x })),
      }),
    );

describe('countSeen (CW-6.3)', () => {
  for (const detection of ['per-soldier', 'whole-group'] as const) {
    it(`counts what isSeenBy sees, detection: ${detection}`, () => {
      check(
        fc.property(arbFighters('watchers'), arbFighters('targets'), (watchers, targets) => {
          const expected = targets.fighters.filter((t) =>
            isSeenBy({ detection }, watchers, t, targets),
          ).length;
          expect(countSeen({ detection }, highestInfo(watchers), targets.fighters)).toBe(expected);
        }),
      );
    });
  }

  it('whole-group sees all or none; per-soldier only those below the Info', () => {
    const targets = [
      { id: 'a', kill: 1, survive: 1, escape: 1, info: 0 },
      { id: 'b', kill: 1, survive: 1, escape: 3, info: 0 },
    ];
    expect(countSeen({ detection: 'whole-group' }, 2, targets)).toBe(2);
    expect(countSeen({ detection: 'per-soldier' }, 2, targets)).toBe(1);
    expect(countSeen({ detection: 'whole-group' }, 1, targets)).toBe(0);
  });
});
