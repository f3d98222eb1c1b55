/**
 * K9: places from scores, the way a game's `outcome` most often fills in its seats'
 * ranks: standard competition ranking (1, 2, 2, 4), higher scores first; and the whole
 * outcome of a game decided by score alone.
 */
import type { GameOutcome } from './contract.js';

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

/**
 * The outcome of a game decided by score alone: every seat's score and its place by
 * {@link ranksByScore}, and as winners the seats placed first (several for a shared
 * win). A game with eliminations, or whose winners are not simply the best scores, makes
 * its own.
 * @example
 * ```ts
 * outcomeByScore('rounds', { ann: 5, bob: 7 });
 * // { reason: 'rounds', winners: ['bob'], seats: { ann: { score: 5, rank: 2 }, bob: { score: 7, rank: 1 } } }
 * ```
 */
export function outcomeByScore(reason: string, scores: Readonly<Record<string, number>>): GameOutcome {
  const ranks = ranksByScore(scores);
  const players = Object.keys(scores);
  return {
    reason,
    winners: players.filter((p) => ranks[p] === 1),
    seats: Object.fromEntries(players.map((p) => [p, { score: scores[p]!, rank: ranks[p]! }])),
  };
}
