/**
 * The small checks every reader of untrusted JSON makes of a value's shape, before it
 * trusts a field: a game's saves, the referee's files, a caller's configuration.
 */

/** A JSON object (not null, not an array). */
export const isObj = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** A whole number from 0 (any size: a bound, where there is one, is the caller's to check). */
export const isNat = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** An integer from `lo` to `hi`. */
export const isInt = (v: unknown, lo: number, hi: number): v is number =>
  Number.isInteger(v) && (v as number) >= lo && (v as number) <= hi;
