/**
 * Tampering, as a hostile seat would: every write a holder of a value could try on
 * everything it can reach from it (nested objects, arrays, getters' values, non-built-in
 * prototypes), each through `Reflect` so that a refused write returns false instead of
 * throwing. The contract battery tampers with every seat's view and every report, then
 * checks that neither the state nor another seat's view nor the next step moved.
 *
 * The built-in prototypes (`Object.prototype`, `Array.prototype`) are left alone: a
 * write there changes every object in the process, and no library can refuse it short of
 * freezing the language's own objects. What the battery requires is that a view holds
 * nothing else: {@link tamperWith} counts any other prototype it meets, and writes to it.
 */

/** What {@link tamperWith} tried and what it reached. */
export interface TamperTally {
  /** Objects and arrays reached (getters' values included). */
  objects: number;
  /** Writes tried: sets, deletes, definitions, prototype swaps, array methods. */
  writes: number;
  /** Writes the value accepted (a copy may accept them harmlessly; a frozen value refuses all). */
  landed: number;
  /** Getters read on the way. */
  getters: number;
  /** Objects whose prototype is not `Object.prototype`, `Array.prototype` or null. */
  oddPrototypes: number;
}

/** A fresh tally. */
export function tamperTally(): TamperTally {
  return { objects: 0, writes: 0, landed: 0, getters: 0, oddPrototypes: 0 };
}

const JUNK = Object.freeze({ tampered: true });

const BUILT_IN = new Set<unknown>([Object.prototype, Array.prototype, null]);

/** Every object reachable from `root` through own properties, getters included, once each, in a fixed order. */
function reachable(root: unknown, tally: TamperTally): object[] {
  const seen = new Set<object>();
  const order: object[] = [];
  const visit = (v: unknown): void => {
    if ((typeof v !== 'object' && typeof v !== 'function') || v === null || seen.has(v)) return;
    seen.add(v);
    order.push(v);
    const proto = Object.getPrototypeOf(v);
    if (typeof v === 'object' && !BUILT_IN.has(proto)) {
      tally.oddPrototypes++;
      visit(proto);
    }
    for (const key of Reflect.ownKeys(v)) {
      const d = Object.getOwnPropertyDescriptor(v, key);
      if (d === undefined) continue;
      if ('value' in d) visit(d.value);
      else if (d.get !== undefined) {
        tally.getters++;
        try {
          visit(Reflect.get(v, key));
        } catch {
          // A getter that throws hands out nothing to write to.
        }
      }
    }
  };
  visit(root);
  return order;
}

function attempt(tally: TamperTally, write: () => boolean): void {
  tally.writes++;
  try {
    if (write()) tally.landed++;
  } catch {
    // A frozen array's methods throw where `Reflect` returns false: refused all the same.
  }
}

/**
 * Tries every write on everything reachable from `value`, and returns the tally. Never
 * throws. Objects are collected first, so the writes that land cannot change what is
 * reached.
 */
export function tamperWith(value: unknown, tally: TamperTally = tamperTally()): TamperTally {
  const objects = reachable(value, tally);
  for (const o of objects) {
    tally.objects++;
    for (const key of Reflect.ownKeys(o)) {
      attempt(tally, () => Reflect.set(o, key, JUNK));
      attempt(tally, () => Reflect.defineProperty(o, key, { value: 7, writable: true, configurable: true }));
      attempt(tally, () => Reflect.deleteProperty(o, key));
    }
    attempt(tally, () => Reflect.set(o, 'tampered', JUNK));
    attempt(tally, () => Reflect.setPrototypeOf(o, JUNK));
    if (Array.isArray(o)) {
      // Each only where it would change the array, so that a write counted as landed is one.
      attempt(tally, () => o.push(JUNK) > 0);
      if (o.length > 1) attempt(tally, () => o.reverse() === o);
      if (o.length > 0) attempt(tally, () => o.splice(0, 1).length === 1);
      if (o.length > 0) attempt(tally, () => Reflect.set(o, 'length', 0));
    }
    if (typeof o === 'function') attempt(tally, () => Reflect.set(o, 'call', JUNK));
  }
  return tally;
}
