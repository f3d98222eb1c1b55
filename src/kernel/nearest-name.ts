/**
 * "Did you mean": the known name a slip of the pen most likely meant. A slip is a letter
 * put in, left out, changed, or two neighbours swapped (`mvoe` is `move`, `biuld` is
 * `build`), and case never counts. One matcher for every message that offers a name: the
 * rules options', the command line's, every game's sheets and orders. It imports nothing,
 * so a client bundle that offers a name takes no more than these few lines.
 */

/** Slips between two names: insertions, deletions, substitutions and swaps of neighbours, ignoring case. */
function slips(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  // Three rows of the table: two back for a swap, the last, and the one being filled.
  let before: number[] = [];
  let row = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const next = [i];
    for (let j = 1; j <= y.length; j++) {
      let d = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        d = Math.min(d, before[j - 2]! + 1);
      next[j] = d;
    }
    [before, row] = [row, next];
  }
  return row[y.length]!;
}

/** The slips a name of `length` characters may hold and still be matched: one, or two from eight characters on. */
const slipsAllowed = (length: number): number => Math.min(2, Math.max(1, Math.floor(length / 4)));

/**
 * Every known name a slip of the pen may have meant, all at the least number of slips
 * found (at most `most`: by default one, two for a name of eight characters or more), in
 * the order given; empty if none is near or the name is over 64 characters. More than one
 * is a guess a message should not make: `grunt-9` is as near `grunt-1` as `grunt-2`.
 */
export function nearestNames(
  name: string,
  known: readonly string[],
  most = slipsAllowed(name.length),
): string[] {
  if (name.length > 64) return [];
  let best: string[] = [];
  let fewest = Number.POSITIVE_INFINITY;
  for (const k of known) {
    const d = slips(name, k);
    if (d > most) continue;
    if (d < fewest) [best, fewest] = [[k], d];
    else if (d === fewest && !best.includes(k)) best.push(k);
  }
  return best;
}

/**
 * The known name a slip of the pen most likely meant (a letter or two off, two swapped, or
 * another case), or undefined: `dayLimt` gives `dayLimit`, `fog` gives nothing. Where
 * several are as near, the first given.
 */
export function nearestName(name: string, known: readonly string[]): string | undefined {
  return nearestNames(name, known)[0];
}

/**
 * The one known name nearest `name`, within `most` slips (by default as
 * `nearestNames`), or undefined when none is near or two are as near: a reply
 * offers it only when it is no guess.
 * @example
 * ```ts
 * onlyNearestName('biuld', ['build', 'merge']); // 'build'
 * onlyNearestName('p1-f9', ['p1-f8', 'p1-f19']); // undefined: both are a slip away
 * ```
 */
export function onlyNearestName(name: string, known: readonly string[], most?: number): string | undefined {
  const near = nearestNames(name, known, most);
  return near.length === 1 ? near[0] : undefined;
}
