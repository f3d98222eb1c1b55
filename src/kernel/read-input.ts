/**
 * Reading a caller's input once, at the boundary, into plain data. Orders, saved games and
 * replay logs come from players, files and calling programs; a JavaScript caller can pass
 * objects whose getters throw or change from one read to the next, proxies (revoked ones
 * among them), cycles, or structures nested deeper than any input needs. Everything behind
 * the boundary reads the copy, which is made of plain objects and arrays, so it can neither
 * throw nor change under the rules.
 *
 * Every day's orders pass through here, so the walk is kept cheap: the path to the value
 * being read is kept in an array indexed by depth (read only when something fails), and a
 * cycle is caught by the depth limit rather than by remembering every object.
 */
import { err, ok, type Result } from './result.js';

/** Why an input could not be read, and where. */
export interface InputProblem {
  /** Where in the input: object keys and list indices from the top. */
  readonly path: readonly (string | number)[];
  /** What went wrong, in a few words. */
  readonly detail: string;
}

/** Bounds on what is read. */
export interface ReadLimits {
  /** How deep objects and lists may nest (default 64); a cycle is found as too deep. */
  readonly maxDepth?: number;
  /** How many values may be read in all (default 1,000,000). */
  readonly maxValues?: number;
}

/**
 * A plain copy of `raw`, each property read exactly once: objects become plain objects of
 * their own enumerable string keys, lists become arrays (with their holes), and
 * strings, numbers, booleans, null and undefined are kept. Fails, without throwing, when
 * reading throws, on a function, symbol or bigint (not data), on a cycle, or past the
 * limits. An object for which `keep` is true is taken as it is, not copied nor counted
 * inside: it is for values the caller made itself and froze, handed back to it (a
 * validated scenario in a saved game's JSON), which no getter or proxy can be part of.
 * @example
 * ```ts
 * const r = readInput(JSON.parse(text));
 * if (!r.ok) console.error(formatPath(r.error.path), r.error.detail);
 * ```
 */
export function readInput(
  raw: unknown,
  limits: ReadLimits = {},
  keep?: (value: object) => boolean,
): Result<unknown, InputProblem> {
  // Primitives, the common case of a missing entry, need no walk.
  if (
    raw === null ||
    (typeof raw !== 'object' &&
      typeof raw !== 'function' &&
      typeof raw !== 'symbol' &&
      typeof raw !== 'bigint')
  )
    return ok(raw);
  const reader = new Reader(limits.maxDepth ?? 64, limits.maxValues ?? 1_000_000, keep);
  try {
    return ok(reader.copy(raw, 0));
  } catch (e) {
    const path = reader.path.slice(0, reader.failedAt);
    if (e instanceof Stop) return err({ path, detail: e.detail });
    return err({ path, detail: `reading it failed: ${describeError(e)}` });
  }
}

/** A problem found while copying: ends the walk. */
class Stop {
  constructor(readonly detail: string) {}
}

class Reader {
  /** `path[d]` is the key or index being read at depth `d`. */
  readonly path: (string | number)[] = [];
  /** The depth of the value whose reading failed: the path's length then. */
  failedAt = 0;
  private values = 0;

  constructor(
    private readonly maxDepth: number,
    private readonly maxValues: number,
    private readonly keep: ((value: object) => boolean) | undefined,
  ) {}

  copy(value: unknown, depth: number): unknown {
    this.failedAt = depth;
    if (++this.values > this.maxValues) throw new Stop(`more than ${this.maxValues} values`);
    if (value === null) return value;
    const kind = typeof value;
    if (kind !== 'object') {
      if (kind === 'function' || kind === 'symbol' || kind === 'bigint')
        throw new Stop(`a ${kind} is not data`);
      return value;
    }
    if (this.keep?.(value as object)) return value;
    if (depth >= this.maxDepth)
      throw new Stop(`nested more than ${this.maxDepth} deep, or it contains itself`);
    const path = this.path;
    if (Array.isArray(value)) {
      const length = value.length;
      if (!Number.isSafeInteger(length) || length < 0) throw new Stop('a list with no usable length');
      // A list costs its length, holes included, against what is left to read.
      this.values += length;
      if (this.values > this.maxValues) throw new Stop(`more than ${this.maxValues} values`);
      const list: unknown[] = new Array(length);
      for (let i = 0; i < length; i++) {
        path[depth] = i;
        this.failedAt = depth + 1;
        if (!(i in value)) continue; // a hole stays a hole
        list[i] = this.copy(value[i], depth + 1);
      }
      this.failedAt = depth;
      return list;
    }
    const record: Record<string, unknown> = {};
    const keys = Object.keys(value as object);
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k]!;
      path[depth] = key;
      this.failedAt = depth + 1;
      const v = this.copy((value as Record<string, unknown>)[key], depth + 1);
      // A key such as "__proto__" is an own field, as JSON.parse makes it.
      if (key === '__proto__')
        Object.defineProperty(record, key, {
          value: v,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      else record[key] = v;
    }
    this.failedAt = depth;
    return record;
  }
}

/** What a thrown value says, without trusting it to say anything safely. */
export function describeError(e: unknown): string {
  try {
    if (e instanceof Error && typeof e.message === 'string') return e.message.slice(0, 200);
  } catch {
    // A hostile error: its message could not be read either.
  }
  return 'a value was thrown';
}
