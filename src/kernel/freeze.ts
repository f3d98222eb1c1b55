/**
 * Deep freezing, for values handed to callers that must not change what the engine keeps
 * (a game's scenario, the reports and knowledge a player is shown).
 */

/**
 * Freezes a value and everything reachable through its own properties, and returns it. A
 * value already frozen is taken to be frozen all the way down, so shared parts are visited
 * once.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
