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

/** Where a number sits in a JSON document: keys and list indexes from the root. */
export type Path = readonly (string | number)[];

/** Which way to push a number: to the largest value the parser takes, or the smallest (from 0). */
export type Edge = 'up' | 'down';

/** The value at `path` in a JSON document (undefined when there is none). */
export function at(root: unknown, path: Path): unknown {
  let node = root;
  for (const key of path) node = (node as Record<string | number, unknown> | undefined)?.[key];
  return node;
}

function withNumber(root: unknown, path: Path, v: number): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = v;
  return copy;
}

/** Every path to a number in a JSON document, but under the keys in `skip` (a generator's state). */
export function numberPaths(root: unknown, skip: readonly string[] = ['rng']): Path[] {
  const out: Path[] = [];
  const walk = (node: unknown, path: Path) => {
    if (typeof node === 'number') out.push(path);
    else if (Array.isArray(node)) node.forEach((v, k) => walk(v, [...path, k]));
    else if (typeof node === 'object' && node !== null)
      for (const [k, v] of Object.entries(node)) if (!skip.includes(k)) walk(v, [...path, k]);
  };
  walk(root, []);
  return out;
}

/**
 * A saved game's text with the numbers at `pushes`, one after the other, moved to the edge
 * of what `accepts` takes with the others as they then are: up to the largest, or down to
 * the smallest from 0. A number the parser takes at no other value stays as it is. The text
 * must be accepted to begin with.
 */
export function pushedToEdges(
  text: string,
  pushes: readonly (readonly [Path, Edge])[],
  accepts: (text: string) => boolean,
): string {
  let doc: unknown = JSON.parse(text);
  for (const [path, edge] of pushes) {
    const now = at(doc, path);
    if (typeof now !== 'number') continue; // gone or null after an earlier push
    const base = doc;
    const take = (v: number) => accepts(JSON.stringify(withNumber(base, path, v)));
    const v = edge === 'up' ? largestAccepted(now, take) : smallestAccepted(0, now, take);
    doc = withNumber(base, path, v);
  }
  return JSON.stringify(doc);
}
