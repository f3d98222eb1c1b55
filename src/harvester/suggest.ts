/**
 * "Did you mean": the word a slip of the pen most likely meant, for the order sheet's
 * words and kinds. Letters swapped count as one slip (`mvoe` is `move`), which the
 * kernel's option-name matcher does not allow, and case never counts.
 */

/** Slips between two words: insertions, deletions, substitutions and swaps of neighbours, ignoring case. */
function slips(a: string, b: string): number {
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
 * The one choice within a slip or two of `word` (one for words of up to four letters),
 * or undefined when none is, or two are equally near, or the word is too long to be one.
 */
export function didYouMean(word: string, choices: readonly string[]): string | undefined {
  if (word.length === 0 || word.length > 40) return undefined;
  const most = word.length <= 4 ? 1 : 2;
  let best: string | undefined;
  let bestSlips = most + 1;
  let tied = false;
  for (const c of choices) {
    const s = slips(word, c);
    if (s < bestSlips) [best, bestSlips, tied] = [c, s, false];
    else if (s === bestSlips) tied = true;
  }
  return tied ? undefined : best;
}
