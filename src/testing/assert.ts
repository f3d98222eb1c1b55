/**
 * The battery's one way to say a promise is broken: an `Error` whose message names what
 * failed and shows what was expected and what came, so that the battery runs under any
 * test runner (vitest, jest, `node:test`) and none is a dependency of the package.
 */
import { canonicalJson } from '../kernel/hash.js';

/**
 * Throws an `Error` whose message is `what` (and `detail()`, when given) unless
 * `condition` holds.
 * @example
 * ```ts
 * assertThat(seats.length >= 1, 'the game has at least one seat');
 * ```
 */
export function assertThat(condition: boolean, what: string, detail?: () => string): asserts condition {
  if (!condition) throw new Error(detail === undefined ? what : `${what}: ${detail()}`);
}

/**
 * Throws an `Error` naming `what` unless `actual` and `expected` are the same: two equal
 * strings, or else the same JSON with keys in any order (as `canonicalJson` writes it).
 * The message shows both, or for long ones where they part.
 * @example
 * ```ts
 * assertEqual(game.hash(back), game.hash(state), 'the hash of the state read back');
 * ```
 */
export function assertEqual(actual: unknown, expected: unknown, what: string): void {
  const strings = typeof actual === 'string' && typeof expected === 'string';
  const a = strings ? actual : asJson(actual);
  const e = strings ? expected : asJson(expected);
  if (a !== e) throw new Error(`${what}: ${difference(e, a)}`);
}

function asJson(value: unknown): string {
  if (value === undefined) return 'undefined';
  try {
    return canonicalJson(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Both texts when short, else where they part, with some context (a view can be 20 kB). */
function difference(expected: string, actual: string): string {
  if (expected.length + actual.length <= 160) return `expected ${expected}, got ${actual}`;
  let i = 0;
  while (i < expected.length && expected[i] === actual[i]) i++;
  const around = (t: string) =>
    `${i > 30 ? '…' : ''}${t.slice(Math.max(0, i - 30), i + 50)}${t.length > i + 50 ? '…' : ''}`;
  return `they differ from character ${i + 1}: expected ${around(expected)}, got ${around(actual)}`;
}
