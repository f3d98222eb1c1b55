/**
 * The edges of what a parser accepts, found by asking it (issue 30): a save test pushes a
 * field of a real save to the largest (or smallest) value `parseState` still takes, then
 * checks that the game can play on from there and save again. Asking the parser, rather
 * than reading its constant, means the test finds a bound nobody wrote down too.
 */

/**
 * The largest number at or above `from` that `accepts` takes, for a predicate that holds
 * from `from` up to some bound and not past it. `from` must be accepted. When the
 * predicate takes even `Number.MAX_VALUE` (a parser that checks only `Number.isInteger`),
 * that is the answer; otherwise the bound is found by doubling a step, then bisecting.
 * Past 2^53 not every whole number is a double, so the answer there is the largest
 * accepted double the bisection reaches.
 */
export function largestAccepted(from: number, accepts: (v: number) => boolean): number {
  if (accepts(Number.MAX_VALUE)) return Number.MAX_VALUE;
  let lo = from;
  let hi = Number.POSITIVE_INFINITY;
  for (let step = 1; Number.isFinite(lo + step); step *= 2) {
    if (!accepts(lo + step)) {
      hi = lo + step;
      break;
    }
    lo += step;
  }
  while (hi - lo > 1) {
    const mid = Math.floor(lo + (hi - lo) / 2);
    if (mid <= lo || mid >= hi) break;
    if (accepts(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}

/**
 * The smallest whole number at or above `floor` that `accepts` takes, at or below `from`
 * (which must be accepted), for a predicate that holds from some bound up to `from`.
 */
export function smallestAccepted(floor: number, from: number, accepts: (v: number) => boolean): number {
  if (accepts(floor)) return floor;
  let lo = floor;
  let hi = from;
  while (hi - lo > 1) {
    const mid = Math.floor(lo + (hi - lo) / 2);
    if (accepts(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}
