/**
 * A private slot: a value kept on an object where no program can reach it. The engine
 * hands players plain-looking data (a view, a report) whose parts are built only when
 * read, and the getters that build them need to know where to look. Kept in a symbol
 * property, that was reachable (`Object.getOwnPropertySymbols`); kept in a closure per
 * object, every object got a hidden class of its own. A class's private field, stamped
 * onto the object through a base constructor that returns it, is neither: it is invisible
 * to reflection, JSON and copies, and objects stamped alike share their hidden class.
 */

/** A slot of type `T` that can be set on any object once and read back by its owner only. */
export interface PrivateSlot<T> {
  /** Stamps `value` onto `target` (which must not have this slot yet). */
  set(target: object, value: T): void;
  /** The value stamped onto `target`, or undefined when it has none. */
  get(target: unknown): T | undefined;
}

/** Makes a new private slot; the module that makes it is the only one that can read it. */
export function privateSlot<T>(): PrivateSlot<T> {
  class Stamp {
    constructor(target: object) {
      // Returning an object from a base constructor makes it the subclass's `this`.
      // biome-ignore lint/correctness/noConstructorReturn: the point of the stamp
      return target;
    }
  }
  class Slot extends Stamp {
    #value: T;
    constructor(target: object, value: T) {
      super(target);
      this.#value = value;
    }
    static read(target: unknown): T | undefined {
      return typeof target === 'object' && target !== null && #value in target
        ? (target as Slot).#value
        : undefined;
    }
  }
  return {
    set: (target, value) => {
      new Slot(target, value);
    },
    get: Slot.read,
  };
}
