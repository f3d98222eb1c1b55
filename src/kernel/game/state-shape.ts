/**
 * A plain JSON state's shape, stated as data, for a game that saves its state as plain
 * JSON: the kernel derives the state's type from it (`ShapeOf`) and checks a loaded save
 * against it (`readShaped`), so that a game need not write its `readState` field by field.
 * A shape says what each field holds (whole numbers within bounds, text, one of some
 * words, lists, records by name, objects of named fields); what ties fields together (a
 * list as long as another field says) is the game's to check, or to read defensively.
 *
 * @example
 * ```ts
 * const STATE = shape.object({ step: shape.int(1, 100), players: shape.list(shape.text) });
 * type MyState = ShapeOf<typeof STATE>; // { readonly step: number; readonly players: readonly string[] }
 * readShaped({ step: 0, players: [] }, STATE); // err: step: a whole number from 1 to 100, not 0
 * ```
 */
import { describeValue } from '../describe-value.js';
import { isInt, isObj } from '../input-checks.js';
import { formatPath } from '../issue.js';
import { err, ok, type Result } from '../result.js';
import { type GameIssue, gameIssue } from './issues.js';

/** Where a value first leaves its shape: the path to it, what was expected there and what came. */
export interface Misfit {
  /** Keys and indices from the top of the value. */
  readonly path: readonly (string | number)[];
  /** What the shape takes there, in words: `a whole number from 1 to 9`. */
  readonly expected: string;
  /** What was found there. */
  readonly got: unknown;
}

/** The shape of a JSON value; `T` is the type of a value that fits it. */
export interface Shape<T> {
  /** Where `value` (at `path`) first leaves the shape, or undefined when it fits. */
  misfit(value: unknown, path: readonly (string | number)[]): Misfit | undefined;
  /** The type of a value that fits (for {@link ShapeOf}; never set). */
  readonly type?: T;
}

/** The type of the values that fit a shape. */
export type ShapeOf<S> = S extends Shape<infer T> ? T : never;

/** A shape whose values are those `fits` accepts, described by `expected`. */
const leaf = <T>(fits: (v: unknown) => boolean, expected: string): Shape<T> => ({
  misfit: (got, path) => (fits(got) ? undefined : { path, expected, got }),
});

/** The shapes, by kind. */
export const shape = {
  /** A whole number from `min` to `max`. */
  int: (min: number, max: number): Shape<number> =>
    leaf((v) => isInt(v, min, max), `a whole number from ${min} to ${max}`),
  /** Any text. */
  text: /* @__PURE__ */ leaf<string>((v) => typeof v === 'string', 'text'),
  /** True or false. */
  flag: /* @__PURE__ */ leaf<boolean>((v) => typeof v === 'boolean', 'true or false'),
  /** One of some words. */
  oneOf: <const W extends string>(...words: W[]): Shape<W> =>
    leaf((v) => words.includes(v as W), `one of ${words.join(', ')}`),
  /** A list whose every item fits `of`. */
  list: <T>(of: Shape<T>): Shape<readonly T[]> => ({
    misfit: (got, path) => {
      if (!Array.isArray(got)) return { path, expected: 'a list', got };
      for (let i = 0; i < got.length; i++) {
        const m = of.misfit(got[i], [...path, i]);
        if (m !== undefined) return m;
      }
      return undefined;
    },
  }),
  /** An object whose every field, whatever its name (a player's, say), fits `of`. */
  record: <T>(of: Shape<T>): Shape<Readonly<Record<string, T>>> => ({
    misfit: (got, path) => {
      if (!isObj(got)) return { path, expected: 'an object', got };
      for (const [key, value] of Object.entries(got)) {
        const m = of.misfit(value, [...path, key]);
        if (m !== undefined) return m;
      }
      return undefined;
    },
  }),
  /** An object with these fields, each fitting its shape; any other field must be absent. */
  object: <F extends Readonly<Record<string, Shape<unknown>>>>(
    fields: F,
  ): Shape<{ readonly [K in keyof F]: ShapeOf<F[K]> }> => ({
    misfit: (got, path) => {
      if (!isObj(got)) return { path, expected: 'an object', got };
      for (const key of Object.keys(got))
        if (!Object.hasOwn(fields, key)) return { path: [...path, key], expected: 'absent', got: got[key] };
      for (const [key, field] of Object.entries(fields)) {
        const m = field.misfit(got[key], [...path, key]);
        if (m !== undefined) return m;
      }
      return undefined;
    },
  }),
} as const;

/**
 * The value, typed, when it fits the shape; else a `state/unreadable` issue at the first
 * place it does not, saying what was expected there and what was found. Never throws on
 * plain data (a loaded save is read into plain data before it is checked).
 */
export function readShaped<T>(value: unknown, of: Shape<T>): Result<T, GameIssue[]> {
  const m = of.misfit(value, []);
  if (m === undefined) return ok(value as T);
  const where = m.path.length === 0 ? 'the state' : formatPath(m.path);
  const detail = `${where} must be ${m.expected}, not ${describeValue(m.got)}`;
  return err([gameIssue('state/unreadable', m.path, { detail })]);
}
