/**
 * "Did you mean": the one candidate nearest a word a person typed, by edit distance, so a
 * reply can offer `build` for `biuld` or `p1-f2` for `p1f2`. Case is ignored. Only a single
 * nearest candidate is offered: two as near as each other are a guess, and none is given.
 */

/** The edit distance (insertions, deletions, substitutions, swaps of neighbours) of two words. */
export function editDistance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const d: number[][] = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i++)
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  return d[x.length]![y.length]!;
}

/**
 * The candidate nearest `word`, if it is within `most` edits (default: a third of the
 * word's length, at least 1) and no other candidate is as near; else undefined. A
 * candidate equal to the word but for case is the answer at once.
 */
export function didYouMean(word: string, candidates: readonly string[], most?: number): string | undefined {
  const limit = most ?? Math.max(1, Math.floor(word.length / 3));
  let best: string | undefined;
  let bestD = Number.POSITIVE_INFINITY;
  let tied = false;
  for (const c of candidates) {
    const d = editDistance(word, c);
    if (d < bestD) {
      best = c;
      bestD = d;
      tied = false;
    } else if (d === bestD && c !== best) tied = true;
  }
  return best !== undefined && bestD <= limit && !tied ? best : undefined;
}
