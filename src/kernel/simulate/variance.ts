/**
 * A study whose games all ended alike: the same length, the same way, the same number of
 * winners, and every bot winning either all its games or none. Its intervals say little
 * (they assume games that vary), and when the games should differ the likely cause is a
 * game or bots that ignore the seed, which a researcher wants to know before reading any
 * figure (Galactic Overlord's aggressor against its economist played 1,000 games alike).
 */
import { histogramEntries } from './stats.js';
import { gamesCovered, type Summary } from './summary.js';

/**
 * Why a summary shows no variance between its games, as a sentence, or null if it does
 * vary (or holds fewer than two games). It can only judge what a summary keeps: counters
 * are sums, so games that differ in them alone look alike.
 */
export function withoutVariance(summary: Summary): string | null {
  const games = gamesCovered(summary);
  if (games < 2) return null;
  const lengths = histogramEntries(summary.days);
  const reasons = Object.entries(summary.reasons).filter(([, n]) => n > 0);
  if (lengths.length !== 1 || reasons.length !== 1) return null;
  if (summary.winners !== undefined && Object.values(summary.winners).filter((n) => n > 0).length !== 1)
    return null;
  // The bots only: other categories (a seat, a corporation) go with the seat, which the
  // schedule changes from game to game even when the games are alike.
  for (const t of Object.values(summary.categories.bot ?? {}))
    if (t.wins !== 0 && t.wins !== t.plays) return null;
  for (const n of Object.values(summary.flags)) if (n !== 0 && n !== games) return null;
  return (
    `all ${games.toLocaleString('en-US')} games ended alike (length ${lengths[0]![0]}, ${reasons[0]![0]}, ` +
    'each bot winning all its games or none): the study measures no variance, so its intervals say ' +
    'little; if the games should differ, check that they depend on their seed'
  );
}
