/**
 * Typed arrays lent to the movement step and given back clean at its end, so that the next
 * turn reuses them instead of allocating them again. Why: a typed array's memory lies
 * outside the JavaScript heap, and V8 starts collections early when much such memory is
 * allocated; the step's tables are 6 MiB a turn at 10,000 players (by hex, 460,000 hexes;
 * by unit, 105,000 units). Measured in docs/performance.md, "Movement by index".
 *
 * A table is lent at most once at a time: one lent and not given back (a step that threw,
 * or a step within a step) is simply not kept, and the next loan allocates a new one.
 */

type Table = Int32Array | Uint8Array;

const kept = new Map<string, Table>();

/**
 * The table `name`, `length` long: the one kept if it is long enough, else a new one. With
 * `fill` every entry is set to it; without, the table is one given back clean (every entry
 * `clean`), and a new one is made so.
 */
function lend<T extends Table>(
  name: string,
  make: (length: number) => T,
  length: number,
  clean: number,
  fill: boolean,
): T {
  let t = kept.get(name) as T | undefined;
  kept.delete(name);
  if (t === undefined || t.length < length) {
    t = make(length);
    if (clean !== 0) t.fill(clean);
  } else if (fill) t.fill(clean, 0, length);
  lent.set(name, t);
  return t.subarray(0, length) as T;
}

const lent = new Map<string, Table>();

/** An `Int32Array` of `length`, every entry `value`. */
export const lendInts = (name: string, length: number, value: number): Int32Array =>
  lend(name, (n) => new Int32Array(n), length, value, true);

/** A `Uint8Array` of `length`, every entry 0. */
export const lendBytes = (name: string, length: number): Uint8Array =>
  lend(name, (n) => new Uint8Array(n), length, 0, true);

/** An `Int32Array` of `length` whose entries are all `clean`, as it must be given back. */
export const lendCleanInts = (name: string, length: number, clean: number): Int32Array =>
  lend(name, (n) => new Int32Array(n), length, clean, false);

/** A `Uint8Array` of `length` whose entries are all 0, as it must be given back. */
export const lendCleanBytes = (name: string, length: number): Uint8Array =>
  lend(name, (n) => new Uint8Array(n), length, 0, false);

/** Gives back every table lent, to be lent again; the caller has cleaned those lent clean. */
export function giveBackAll(): void {
  for (const [name, t] of lent) kept.set(name, t);
  lent.clear();
}
