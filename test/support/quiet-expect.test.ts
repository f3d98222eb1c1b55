/**
 * The quiet assertions pass where `expect` passes and fail where it fails, with its message.
 */
import { describe, expect, it } from 'vitest';
import { expectAtMost, expectDefined, expectIs, expectIsNot } from './quiet-expect.js';

/** The message a failing assertion throws. */
function failure(assert: () => void): string {
  try {
    assert();
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
  return 'passed';
}

describe('quiet assertions', () => {
  it('pass and fail as expect does, with its message', () => {
    const cases: [() => void, () => void][] = [
      [() => expectIs(1, 1, 'one'), () => expect(1, 'one').toBe(1)],
      [() => expectIs(1, 2, 'one and two'), () => expect(1, 'one and two').toBe(2)],
      [() => expectIs(Number.NaN, Number.NaN), () => expect(Number.NaN).toBe(Number.NaN)],
      [() => expectIs(0, -0), () => expect(0).toBe(-0)],
      [() => expectIs({}, {}), () => expect({}).toBe({})],
      [() => expectIsNot('a', 'b'), () => expect('a').not.toBe('b')],
      [() => expectIsNot('a', 'a', 'same'), () => expect('a', 'same').not.toBe('a')],
      [() => expectDefined(0), () => expect(0).toBeDefined()],
      [() => expectDefined(undefined, 'missing'), () => expect(undefined, 'missing').toBeDefined()],
      [() => expectAtMost(2, 2), () => expect(2).toBeLessThanOrEqual(2)],
      [() => expectAtMost(3, 2, 'sizes'), () => expect(3, 'sizes').toBeLessThanOrEqual(2)],
      [() => expectAtMost(Number.NaN, 2), () => expect(Number.NaN).toBeLessThanOrEqual(2)],
    ];
    const failed = cases.filter(([, loud]) => failure(loud) !== 'passed').length;
    expect(failed).toBe(7);
    for (const [quiet, loud] of cases) expect(failure(quiet)).toBe(failure(loud));
  });
});
