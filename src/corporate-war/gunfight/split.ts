/**
 * CW-10.1: dividing a marching order into parts. The parts differ in size by at most one
 * and the larger ones are at the front; halves put the middle soldier in the front half.
 */

/**
 * Splits `order` (front first) into `n` parts, front part first. The parts that get one
 * soldier more are the first ones from `offset` on (wrapping round): with the default 0 they
 * are the front parts. Splitting a group's unseen order with `offset` = the number of
 * extra seen soldiers keeps the parts' totals within one of each other, larger in front.
 */
export function splitOrder<T>(order: readonly T[], n: number, offset = 0): T[][] {
  const parts: T[][] = [];
  const base = Math.floor(order.length / n);
  const extra = order.length % n;
  let at = 0;
  for (let k = 0; k < n; k++) {
    const size = base + ((k - offset + n) % n < extra ? 1 : 0);
    parts.push(order.slice(at, at + size));
    at += size;
  }
  return parts;
}
