/**
 * Values the adapter made as plain JSON and froze throughout: each seat's view and report
 * of a state (read back from JSON text, then frozen). {@link jsonParser}'s encoder does not
 * walk them for binary, which they cannot hold and never will: at the close of a step of
 * a thousand seats they are most of what is sent. A weak set: an entry goes with its value.
 */
const frozenJson = new WeakSet<object>();

/** `value` (plain JSON, every object in it frozen) noted as such; returned as it is. */
export function noteFrozenJson<T>(value: T): T {
  if (typeof value === 'object' && value !== null) frozenJson.add(value);
  return value;
}

/** Whether `value` was noted by {@link noteFrozenJson}. */
export const isFrozenJson = (value: object): boolean => frozenJson.has(value);
