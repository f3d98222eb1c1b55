/**
 * What changed from one boardgame.io state to the next, as a short list of operations. A
 * move changes a few keys of a state that may be megabytes long (a Harvester planet of a
 * thousand players, every report of the last step); boardgame.io's reducer copies only
 * what changed and shares the rest, so comparing the two states by reference finds the
 * change in time proportional to what changed and to the width of the objects on its way
 * (a map with an entry per seat is compared key by key, not value by value).
 *
 * Arrays are compared as wholes, except one that only grew: its new elements are pushed.
 * Values are plain JSON (boardgame.io's state is); a patch is plain JSON too.
 */

/** A place in a state: the keys from its root. */
export type PatchPath = readonly string[];

/** One change. */
export type PatchOp =
  /** The value at `path` is now `value` (a new key, or a changed value). */
  | { readonly op: 'set'; readonly path: PatchPath; readonly value: unknown }
  /** The key at the end of `path` is gone. */
  | { readonly op: 'delete'; readonly path: PatchPath }
  /** The array at `path` grew by `values` at its end. */
  | { readonly op: 'push'; readonly path: PatchPath; readonly values: readonly unknown[] };

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function diff(before: unknown, after: unknown, path: string[], out: PatchOp[]): void {
  if (before === after) return;
  if (isPlainObject(before) && isPlainObject(after)) {
    for (const key of Object.keys(after)) {
      if (!Object.hasOwn(before, key)) out.push({ op: 'set', path: [...path, key], value: after[key] });
      else if (before[key] !== after[key]) diff(before[key], after[key], [...path, key], out);
    }
    for (const key of Object.keys(before))
      if (!Object.hasOwn(after, key)) out.push({ op: 'delete', path: [...path, key] });
    return;
  }
  if (Array.isArray(before) && Array.isArray(after) && after.length >= before.length) {
    let same = 0;
    while (same < before.length && before[same] === after[same]) same++;
    if (same === before.length) {
      if (after.length > before.length) out.push({ op: 'push', path, values: after.slice(before.length) });
      return;
    }
  }
  out.push({ op: 'set', path, value: after });
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
