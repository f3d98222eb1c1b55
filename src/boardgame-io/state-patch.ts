/**
 * What changed from one boardgame.io state to the next, as a short list of operations. A
 * move changes a few keys of a state that may be megabytes long (a Harvester planet of a
 * thousand players, every report of the last step); boardgame.io's reducer copies only
 * what changed and shares the rest, so comparing the two states by reference finds the
 * change in time proportional to what changed and to the width of the objects on its way
 * (a map with an entry per seat is compared key by key, not value by value).
 *
 * Arrays are compared as wholes, except one that only grew: its new elements are pushed
 * (found without comparing the others when the array was noted as grown, {@link grown}).
 * Values are plain JSON (boardgame.io's state is); a patch is plain JSON too.
 */

/** A place in a state: the keys from its root. */
export type PatchPath = readonly string[];

/** One change. */
export type PatchOp =
  /** The value at `path` is now `value` (a new key, or a changed value). */
  | {
      /** Tells this change from the others. */
      readonly op: 'set';
      /** Where the value is; empty for the whole state. */
      readonly path: PatchPath;
      /** The new value. */
      readonly value: unknown;
    }
  /** The key at the end of `path` is gone. */
  | {
      /** Tells this change from the others. */
      readonly op: 'delete';
      /** The key removed, after the keys of the object it was in. */
      readonly path: PatchPath;
    }
  /** The array at `path` grew by `values` at its end. */
  | {
      /** Tells this change from the others. */
      readonly op: 'push';
      /** Where the array is; empty when the state itself is the array. */
      readonly path: PatchPath;
      /** The elements added, in order. */
      readonly values: readonly unknown[];
    };

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Arrays known to be another array with elements added at its end, by the array they grew
 * from: both frozen, so that the growth is still all that differs. The diff of such a pair
 * is the elements added, found without comparing the elements they share (a list of every
 * arrival of a step, grown by one on every move, would cost N² a step to compare).
 */
const grownFrom = new WeakMap<readonly unknown[], readonly unknown[]>();

/**
 * `after`, frozen, noted as `before` (frozen) with elements pushed at its end: for a
 * patch's diff to find the elements added without comparing the others. Returns `after`.
 */
export function grown<T extends readonly unknown[]>(before: readonly unknown[], after: T): T {
  if (
    Object.isFrozen(before) &&
    Object.isFrozen(after) &&
    after.length >= before.length &&
    (before.length === 0 || after[before.length - 1] === before[before.length - 1])
  )
    grownFrom.set(after, before);
  return after;
}

/** The path so far, as the operations keep it: a copy of the diff's own stack. */
const at = (path: readonly string[], key?: string): string[] =>
  key === undefined ? path.slice() : [...path, key];

function diff(before: unknown, after: unknown, path: string[], out: PatchOp[]): void {
  if (before === after) return;
  if (isPlainObject(before) && isPlainObject(after)) {
    for (const key of Object.keys(after)) {
      if (!Object.hasOwn(before, key)) out.push({ op: 'set', path: at(path, key), value: after[key] });
      else {
        const a = before[key];
        const b = after[key];
        if (a === b) continue;
        // One stack for the whole walk: a path is copied only into an operation.
        path.push(key);
        diff(a, b, path, out);
        path.pop();
      }
    }
    for (const key of Object.keys(before))
      if (!Object.hasOwn(after, key)) out.push({ op: 'delete', path: at(path, key) });
    return;
  }
  if (Array.isArray(before) && Array.isArray(after) && after.length >= before.length) {
    if (grownFrom.get(after) === before) {
      if (after.length > before.length)
        out.push({ op: 'push', path: at(path), values: after.slice(before.length) });
      return;
    }
    let same = 0;
    while (same < before.length && before[same] === after[same]) same++;
    if (same === before.length) {
      if (after.length > before.length)
        out.push({ op: 'push', path: at(path), values: after.slice(before.length) });
      return;
    }
  }
  out.push({ op: 'set', path: at(path), value: after });
}

/** The operations that make `after` of `before` (empty when they are the same object). */
export function statePatch(before: unknown, after: unknown): PatchOp[] {
  const out: PatchOp[] = [];
  diff(before, after, [], out);
  return out;
}

/** Sets `key` of `target` as an own data property (a key such as `__proto__` included). */
function put(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}

/**
 * `value` with `patch` applied, changing `value` itself where it can (a state read back
 * from storage is the caller's own): the result is `value`, or the new root when the patch
 * sets the root. Throws when a path does not lead through objects or to an array.
 */
export function applyPatch(value: unknown, patch: readonly PatchOp[]): unknown {
  let root = value;
  for (const op of patch) {
    if (op.path.length === 0) {
      if (op.op === 'set') root = op.value;
      else if (op.op === 'push' && Array.isArray(root)) root.push(...op.values);
      else throw new Error(`state patch: cannot ${op.op} the root`);
      continue;
    }
    let at: unknown = root;
    const last = op.path.length - 1;
    for (let i = 0; i < last; i++) {
      if (!isPlainObject(at))
        throw new Error(`state patch: ${op.path.slice(0, i + 1).join('.')} is not an object`);
      at = at[op.path[i]!];
    }
    const key = op.path[last]!;
    if (!isPlainObject(at))
      throw new Error(`state patch: ${op.path.slice(0, last).join('.') || 'the root'} is not an object`);
    if (op.op === 'set') put(at, key, op.value);
    else if (op.op === 'delete') delete at[key];
    else {
      const list = at[key];
      if (!Array.isArray(list)) throw new Error(`state patch: ${op.path.join('.')} is not an array`);
      list.push(...op.values);
    }
  }
  return root;
}

/** An operation of a JSON Patch (RFC 6902), as boardgame.io's client applies them. */
export type JsonPatchOp =
  | { readonly op: 'add'; readonly path: string; readonly value: unknown }
  | { readonly op: 'remove'; readonly path: string };

/** A path as a JSON Pointer (RFC 6901). */
const pointer = (path: PatchPath): string =>
  path.map((key) => `/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');

/**
 * `patch` as a JSON Patch: a set is an `add` (which replaces a member that is there), a
 * push an `add` at the end (`/-`) per value, a delete a `remove`. A patch that sets the
 * root has no JSON Patch here (boardgame.io's client applies none): it throws.
 */
export function jsonPatch(patch: readonly PatchOp[]): JsonPatchOp[] {
  const out: JsonPatchOp[] = [];
  for (const op of patch) {
    if (op.path.length === 0)
      throw new Error('state patch: a change of the whole state has no JSON Patch here');
    if (op.op === 'set') out.push({ op: 'add', path: pointer(op.path), value: op.value });
    else if (op.op === 'delete') out.push({ op: 'remove', path: pointer(op.path) });
    else for (const value of op.values) out.push({ op: 'add', path: `${pointer(op.path)}/-`, value });
  }
  return out;
}
