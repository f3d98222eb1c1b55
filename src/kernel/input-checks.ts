/**
 * The small checks every reader of untrusted JSON makes of a value's shape, before it
 * trusts a field: a game's saves, the referee's files, a caller's configuration.
 */

import { nearestName } from './rules-options.js';

/** A key of an object that its reader does not know, with the known key it most resembles. */
export interface UnknownKey {
  /** The key as given. */
  readonly key: string;
  /** The known key nearest to it, when one is near enough to be a likely typo. */
  readonly nearest?: string;
}

/**
 * The keys of `raw` that are not in `known`, in the order given, each with its nearest known
 * key: what a reader of options, a scenario or a file refuses rather than ignoring a typo.
 * @example
 * ```ts
 * unknownKeys({ maxTurn: 9, seats: 2 }, ['maxTurns', 'seats']); // [{ key: 'maxTurn', nearest: 'maxTurns' }]
 * ```
 */
export function unknownKeys(raw: Readonly<Record<string, unknown>>, known: readonly string[]): UnknownKey[] {
  const out: UnknownKey[] = [];
  for (const key of Object.keys(raw)) {
    if (known.includes(key)) continue;
    const nearest = nearestName(key, known);
    out.push(nearest === undefined ? { key } : { key, nearest });
  }
  return out;
}

/** A JSON object (not null, not an array). */
export const isObj = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** A whole number from 0 (any size: a bound, where there is one, is the caller's to check). */
export const isNat = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** An integer from `lo` to `hi`. */
export const isInt = (v: unknown, lo: number, hi: number): v is number =>
  Number.isInteger(v) && (v as number) >= lo && (v as number) <= hi;

/**
 * A name shown to people (a side's, a faction's): 1 to `max` characters, not only spaces,
 * none of them a control character (a name is printed on sheets and maps, one line each).
 */
export function isShownName(v: unknown, max: number): v is string {
  return (
    typeof v === 'string' &&
    v.trim().length > 0 &&
    v.length <= max &&
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
    !/[\u0000-\u001f\u007f]/.test(v)
  );
}
