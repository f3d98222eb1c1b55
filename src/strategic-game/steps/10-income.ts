/**
 * Step 10, income (TSG-5.1): at the start of a turn each player gains 1 BP for every
 * system it owns whose production has begun (`producesFrom` at or before the turn).
 */
import type { TsgState } from '../state.js';

/** The BP each player gains at the start of `s.turn`, by player. */
export function incomeOf(s: TsgState): Record<string, number> {
  const out: Record<string, number> = Object.fromEntries(s.players.map((p) => [p, 0]));
  for (const sys of s.systems)
    if (sys.owner !== null && sys.producesFrom !== null && sys.producesFrom <= s.turn) out[sys.owner]! += 1;
  return out;
}

/** The state with this turn's income added to each player's BP, and the income. */
export function withIncome(s: TsgState): { state: TsgState; income: Record<string, number> } {
  const income = incomeOf(s);
  const sides = Object.fromEntries(
    s.players.map((p) => [p, { ...s.sides[p]!, bp: s.sides[p]!.bp + income[p]! }]),
  );
  return { state: { ...s, sides }, income };
}
