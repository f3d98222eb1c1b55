/**
 * A plain JSON state's shape (`src/kernel/game/state-shape.ts`): a value fits or is
 * refused at the first place it does not, with what was expected there; never a throw on
 * plain data; and the type a shape gives is the type of the values that fit.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readShaped, type ShapeOf, shape } from '../../src/kernel/game/state-shape.js';
import { check } from '../../src/testing/index.js';

const STATE = shape.object({
  step: shape.int(1, 10),
  phase: shape.oneOf('bid', 'over'),
  players: shape.list(shape.text),
  scores: shape.record(shape.int(0, 99)),
  done: shape.flag,
});
type State = ShapeOf<typeof STATE>;

const GOOD: State = { step: 2, phase: 'bid', players: ['a', 'b'], scores: { a: 1, b: 0 }, done: false };

/** Where the value is refused and why, or 'ok'. */
const verdict = (value: unknown) => {
  const r = readShaped(value, STATE);
  return r.ok ? 'ok' : r.error.map((i) => [i.code, i.path, i.message]);
};

describe('state shapes', () => {
  it('takes a value that fits, as it is', () => {
    expect(readShaped(GOOD, STATE)).toEqual({ ok: true, value: GOOD });
    expect(verdict({ ...GOOD, players: [], scores: {} })).toBe('ok');
  });

  it('refuses a value at the first place it leaves its shape, saying what was expected and what came', () => {
    const at = 'the saved state cannot be read:';
    expect(verdict({ ...GOOD, step: 11 })).toEqual([
      ['state/unreadable', ['step'], `${at} step must be a whole number from 1 to 10, not 11`],
    ]);
    expect(verdict({ ...GOOD, phase: 'take' })).toEqual([
      ['state/unreadable', ['phase'], `${at} phase must be one of bid, over, not "take"`],
    ]);
    expect(verdict({ ...GOOD, players: ['a', 2] })).toEqual([
      ['state/unreadable', ['players', 1], `${at} players[1] must be text, not 2`],
    ]);
    expect(verdict({ ...GOOD, scores: { a: 1, b: 1.5 } })).toEqual([
      ['state/unreadable', ['scores', 'b'], `${at} scores.b must be a whole number from 0 to 99, not 1.5`],
    ]);
    expect(verdict({ ...GOOD, done: 'no' })).toEqual([
      ['state/unreadable', ['done'], `${at} done must be true or false, not "no"`],
    ]);
    expect(verdict({ ...GOOD, extra: 1 })).toEqual([
      ['state/unreadable', ['extra'], `${at} extra must be absent, not 1`],
    ]);
    const { scores: _, ...missing } = GOOD;
    expect(verdict(missing)).toEqual([
      ['state/unreadable', ['scores'], `${at} scores must be an object, not nothing`],
    ]);
    expect(verdict(7)).toEqual([['state/unreadable', [], `${at} the state must be an object, not 7`]]);
    expect(verdict({ ...GOOD, players: 'ab' })).toEqual([
      ['state/unreadable', ['players'], `${at} players must be a list, not "ab"`],
    ]);
  });

  it('never throws on plain data, and takes only what fits', () => {
    check(
      fc.property(fc.jsonValue({ maxDepth: 3 }), (value) => {
        const r = readShaped(value, STATE);
        if (r.ok) expect(Object.keys(r.value).sort()).toEqual(['done', 'phase', 'players', 'scores', 'step']);
      }),
      { numRuns: 100 },
    );
    check(
      fc.property(
        fc.record({ step: fc.integer(), scores: fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 1 })) }),
        ({ step, scores }) => {
          const fits =
            Number.isInteger(step) &&
            step >= 1 &&
            step <= 10 &&
            Object.values(scores).every(
              (v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 99,
            );
          expect(readShaped({ ...GOOD, step, scores }, STATE).ok).toBe(fits);
        },
      ),
      { numRuns: 100 },
    );
  });
});
