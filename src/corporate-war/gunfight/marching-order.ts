/**
 * CW-7.2: marching order. Highest Kill in front; on a tie higher Escape goes farther
 * back, then higher Survive farther back, then higher Info farther forward. The seed
 * stops there; our last tie-break is the soldier id, so the order is always total.
 */
import type { Fighter } from './resolver.js';

/** Compares two soldiers: negative when `a` marches in front of `b`. */
export function marchingCompare(a: Fighter, b: Fighter): number {
  return (
    b.kill - a.kill ||
    a.escape - b.escape ||
    a.survive - b.survive ||
    b.info - a.info ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** The soldiers in marching order, front first (a new array). */
export function marchingOrder(fighters: readonly Fighter[]): Fighter[] {
  return fighters.slice().sort(marchingCompare);
}
