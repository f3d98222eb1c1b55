/**
 * A value or the reasons it could not be made. Every parser and validator in simulturn
 * returns one of these instead of throwing on bad input.
 *
 * @example
 * ```ts
 * const r = parseState(text);
 * if (r.ok) use(r.value); else for (const issue of r.error) console.log(issue.message);
 * ```
 */
export type Result<T, E> = Ok<T> | Err<E>;

/** The success arm of a {@link Result}. */
export interface Ok<T> {
  /** Always true: the operation succeeded. */
  readonly ok: true;
  /** The result. */
  readonly value: T;
}

/** The failure arm of a {@link Result}. */
export interface Err<E> {
  /** Always false: the operation failed. */
  readonly ok: false;
  /** What went wrong. */
  readonly error: E;
}

/** Wraps a value as a successful {@link Result}. */
export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });

/** Wraps an error as a failed {@link Result}. */
export const err = <E>(error: E): Err<E> => ({ ok: false, error });
