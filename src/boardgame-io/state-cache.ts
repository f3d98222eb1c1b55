/**
 * The parsed states of the last few matches, by their serialized text. boardgame.io calls
 * `playerView` once per client for every update and the move once per player's orders,
 * each with `G`, which holds the state as text; parsing it each time would cost a parse
 * per client per update. States are immutable and `parse` is deterministic, so a text
 * always stands for the same state and a small cache is safe. The cost it saves is
 * measured in `test/boardgame-io/adapter.test.ts`'s notes and the guide.
 */

/** A small cache of values by key, the least recently used dropped first. */
export interface StateCache<State> {
  /** The value for `key`, made by `make` and kept if it is not cached yet. */
  get(key: string, make: () => State): State;
  /** Drops `key`'s value, if kept. */
  forget(key: string): void;
}

/** A cache keeping the `size` most recently used values (at least one). */
export function stateCache<State>(size: number): StateCache<State> {
  const kept = new Map<string, State>();
  const limit = Math.max(1, Math.floor(size));
  return {
    get(key, make) {
      const hit = kept.get(key);
      if (hit !== undefined || kept.has(key)) {
        // A Map iterates in insertion order: re-inserting marks the key most recent.
        kept.delete(key);
        kept.set(key, hit as State);
        return hit as State;
      }
      const value = make();
      kept.set(key, value);
      if (kept.size > limit) kept.delete(kept.keys().next().value as string);
      return value;
    },
    forget(key) {
      kept.delete(key);
    },
  };
}
