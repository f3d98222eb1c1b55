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
 * A part built only when read (Corporate War's intel on a view, its group reports) is a
 * getter defined with {@link lazyProperty}: sealing does not call it, as that would build
 * what nobody asked for, and the getter returns frozen or fresh values itself (the
 * contract battery reads every getter and writes through its value). Any other getter is
 * read like a plain property, and what it returns is sealed.
 */

/**
 * A frozen value is taken to be sealed whole, so a part shared by many views (a map, the
 * rules) is walked once, not once per view. That is a promise every game keeps: whatever
 * it freezes itself, it freezes all the way down (the contract battery tampers with every
 * view and report to any depth, and fails a game that froze a part shallowly). Measured
 * on views of Galactic Overlord (35 objects) and Harvester (163), sealing fresh copies:
 * a weak set of sealed values instead of this test cost 5 to 10 times as much (the set's
 * look-ups and insertions, not the freezing, were most of the time).
 *
 * The one allowance beyond plain data follows from it: a game may hand out a frozen
 * instance of a class of its own (Harvester's knowledge shared between views, a trie of
 * frozen nodes), provided the instance, everything it holds, its prototype and the
 * prototype's methods are frozen. Sealing skips it as it skips any frozen value; the
 * contract battery tampers with it, its prototype included.
 */

/**
 * The objects that hold a {@link lazyProperty}. Most objects never meet the set: a look-up
 * of an object the set never held is cheap, an insertion is not (above).
 */
const LAZY = new WeakSet<object>();

/**
 * Defines `key` on `target` as an enumerable getter, a part built when first read, that
 * sealing leaves unread. The getter must return frozen or fresh values.
 */
export function lazyProperty<T extends object>(target: T, key: string, get: (this: T) => unknown): void {
  Object.defineProperty(target, key, { get, enumerable: true });
  LAZY.add(target);
}

/**
 * Seals `value` (plain objects and arrays, to any depth, through every enumerable
 * property but the lazy ones) and returns it. Sealing a value already sealed costs one look-up.
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

/** True if `value` is a primitive or frozen (and so, by the promise above, sealed whole). */
export function isSealed(value: unknown): boolean {
  return typeof value !== 'object' || value === null || Object.isFrozen(value);
}

function seal(value: object, path: (string | number)[]): void {
  if (Object.isFrozen(value)) return;
  const proto = Object.getPrototypeOf(value);
  const isArray = Array.isArray(value);
  if (isArray ? proto !== Array.prototype : proto !== Object.prototype && proto !== null) {
    const kind = (proto as { constructor?: { name?: string } } | null)?.constructor?.name ?? 'object';
    throw new TypeError(
      `sealed: ${path.length === 0 ? 'the value' : path.join('.')} is a ${kind}; ` +
        'what a game hands out holds plain objects and arrays only',
    );
  }
  // Frozen before its parts, so that a value that holds itself is walked once.
  Object.freeze(value);
  if (isArray) {
    const array = value as readonly unknown[];
    for (let i = 0; i < array.length; i++) sealPart(array[i], i, path);
    return;
  }
  if (LAZY.has(value)) {
    for (const key of Reflect.ownKeys(value)) {
      const property = Object.getOwnPropertyDescriptor(value, key);
      // A lazy part is the game's own (see lazyProperty); only data is walked.
      if (property === undefined || !('value' in property)) continue;
      sealPart(property.value, typeof key === 'symbol' ? key.toString() : key, path);
    }
    return;
  }
  // Enumerable keys read directly: reading every property's descriptor instead cost four
  // to five times as much on the same views.
  const record = value as Record<string, unknown>;
  for (const key in record) sealPart(record[key], key, path);
}

function sealPart(item: unknown, key: string | number, path: (string | number)[]): void {
  if (typeof item === 'object' && item !== null && !Object.isFrozen(item)) {
    path.push(key);
    seal(item, path);
    path.pop();
  }
}

/**
 * Freezes each class, its prototype and every function on either: a game's value handed out
 * frozen as a class instance (the one allowance beyond plain data, above) is reached from a
 * view through its prototype, and nothing written there may change another seat's view.
 */
export function freezeClasses(...classes: readonly { readonly prototype: object }[]): void {
  for (const c of classes) {
    for (const holder of [c.prototype, c]) {
      for (const key of Reflect.ownKeys(holder)) {
        const v = (holder as Record<PropertyKey, unknown>)[key];
        if (typeof v === 'function') Object.freeze(v);
      }
    }
    Object.freeze(c.prototype);
    Object.freeze(c);
  }
}
