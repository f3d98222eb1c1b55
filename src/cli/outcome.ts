/**
 * A game's outcome in words, for any game on the contract: why it ended, who won, and
 * every seat's score and place (K9), as `play <game>` and the referee print it.
 */
import type { GameOutcome } from '../kernel/game/contract.js';

/** 1st, 2nd, 3rd, 4th, 11th, 21st... */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/**
 * The outcome in two lines: the reason and winners, then the seats by place; and a third,
 * the game's own sentence on why it ended, when it gives one.
 */
export function outcomeLines(o: GameOutcome): string[] {
  const winners = o.winners.length === 0 ? 'no winner' : `won by ${o.winners.join(' and ')}`;
  const seats = Object.entries(o.seats)
    .sort(([, x], [, y]) => x.rank - y.rank)
    .map(([p, s]) => {
      const out = s.eliminatedAt === undefined ? '' : `, out at step ${s.eliminatedAt}`;
      return `${p} ${s.score} (${ordinal(s.rank)}${out})`;
    });
  const lines = [`The game is over: ${o.reason}, ${winners}.`, `Scores: ${seats.join(', ')}.`];
  return o.why === undefined || o.why === '' ? lines : [...lines, o.why];
}
