/**
 * Assertions for the inner loops of property tests: each makes the comparison of
 * `expect(actual, message).toBe(expected)` (or `.not.toBe`, `.toBeDefined()`,
 * `.toBeLessThanOrEqual`) itself and calls Vitest's `expect` only when it fails, so that
 * the failure is reported just as `expect` reports it. A passing `expect` costs some
 * microseconds (it records the call in Vitest's state), a hundred times the comparison:
 * checks made for every soldier of every drawn case took a quarter of a suite's time.
 */
import { expect } from 'vitest';

/** `expect(actual, message).toBe(expected)`: the same value by `Object.is`. */
export function expectIs<T>(actual: T, expected: T, message?: string): void {
  if (!Object.is(actual, expected)) expect(actual, message).toBe(expected);
}

/** `expect(actual, message).not.toBe(other)`. */
export function expectIsNot<T>(actual: T, other: T, message?: string): void {
  if (Object.is(actual, other)) expect(actual, message).not.toBe(other);
}

/** `expect(actual, message).toBeDefined()`. */
export function expectDefined(actual: unknown, message?: string): void {
  if (actual === undefined) expect(actual, message).toBeDefined();
}

/** `expect(actual, message).toBeLessThanOrEqual(bound)`, for numbers. */
export function expectAtMost(actual: number, bound: number, message?: string): void {
  if (!(actual <= bound)) expect(actual, message).toBeLessThanOrEqual(bound);
}
