/**
 * Sealing: what the kernel does to everything a game hands out of its state (a seat's
 * view, the reports, the public post) so that nobody holding it can reach back into the
 * state or another seat's view. A view may share parts with the state (Galactic
 * Overlord's bases, Corporation's whole position): copying them for every seat at every
 * step would cost a copy of the state per seat, so they are frozen where they stand
 * instead. States are immutable by the contract, so freezing a part the state shares
 * changes nothing for the engine; it only stops a caller's write.
 *
 * Freezing protects plain objects and arrays only: a `Map`, a `Set`, a typed array or a
 * class instance still changes through its methods when frozen. A sealed value therefore
 * holds plain data alone, and meeting anything else is the game's programming error,
 * thrown at once with the path where it was found (the contract battery finds it in
 * tests long before a player could).
 *
 * A getter (Corporate War's lazily built parts of a view) is not called: sealing would
 * build what nobody asked for. A game that hands out a getter returns frozen or fresh
 * values from it; the contract battery reads every getter and writes through its value.
 */

/**
 * Everything sealed so far, whole: a part shared by many views (a map, the rules) is
 * walked once, not once per view. A weak set holds no object alive and is never iterated.
 * `Object.isFrozen` would not do: a value frozen shallowly elsewhere is not sealed below.
 */
const SEALED = new WeakSet<object>();

/**
 * Seals `value` (plain objects and arrays, to any depth, through every own data property)
 * and returns it. Sealing a value already sealed costs one look-up.
 * @throws TypeError when the value holds something freezing cannot protect (a `Map`, a
 * `Set`, a typed array, a class instance): a game's programming error, never a player's.
 * @example
 * ```ts
 * const view = sealed({ player: 'p1', bases: state.bases });
 * Reflect.set(view.bases[0]!, 'holder', 'p1'); // false: nothing changes
 * ```
 */
export function sealed<T>(value: T): T {
  if (typeof value === 'object' && value !== null) seal(value, []);
  return value;
}

/** True if `value` is a primitive or was sealed whole. */
export function isSealed(value: unknown): boolean {
  return typeof value !== 'object' || value === null || SEALED.has(value);
}

function seal(value: object, path: (string | number)[]): void {
  if (SEALED.has(value)) return;
  const proto = Object.getPrototypeOf(value);
  const isArray = Array.isArray(value);
  if (isArray ? proto !== Array.prototype : proto !== Object.prototype && proto !== null) {
    const kind = (proto as { constructor?: { name?: string } } | null)?.constructor?.name ?? 'object';
    throw new TypeError(
      `sealed: ${path.length === 0 ? 'the value' : path.join('.')} is a ${kind}; ` +
        'what a game hands out holds plain objects and arrays only',
    );
  }
  Object.freeze(value);
  // Marked before its parts, so that a value that holds itself is walked once.
  SEALED.add(value);
  if (isArray) {
    const array = value as readonly unknown[];
    for (let i = 0; i < array.length; i++) {
      const item = array[i];
      if (typeof item === 'object' && item !== null && !SEALED.has(item)) {
        path.push(i);
        seal(item, path);
        path.pop();
      }
    }
    return;
  }
  for (const key of Reflect.ownKeys(value)) {
    const property = Object.getOwnPropertyDescriptor(value, key);
    // A getter is the game's own (see the module's comment); only data is walked.
    if (property === undefined || !('value' in property)) continue;
    const item: unknown = property.value;
    if (typeof item === 'object' && item !== null && !SEALED.has(item)) {
      path.push(typeof key === 'symbol' ? key.toString() : key);
      seal(item, path);
      path.pop();
    }
  }
}
