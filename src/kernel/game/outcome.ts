/**
 * K9: places from scores, the way a game's `outcome` most often fills in its seats'
 * ranks: standard competition ranking (1, 2, 2, 4), higher scores first.
 */

/**
 * Each player's place by score, from 1, higher first; equal scores share a place and
 * the next place is skipped (1, 2, 2, 4).
 * @example
 * ```ts
 * ranksByScore({ ann: 5, bob: 7, cy: 5 }); // { ann: 2, bob: 1, cy: 2 }
 * ```
 */
export function ranksByScore(scores: Readonly<Record<string, number>>): Record<string, number> {
  const all = Object.values(scores);
  const out: Record<string, number> = {};
  for (const [player, score] of Object.entries(scores)) out[player] = 1 + all.filter((s) => s > score).length;
  return out;
}
