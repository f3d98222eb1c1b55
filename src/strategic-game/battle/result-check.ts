/**
 * A resolver's result, checked before the turn applies it (TSG-7.2): a resolver is code
 * the calling program gives, and one that returns what is not a battle's result (losses
 * of ships not in the battle, an end that is not one, a retreat by a stranger) is the
 * program's error, thrown typed (`combat/bad-result`), rather than a state gone wrong.
 */
import { isObj } from '../../kernel/input-checks.js';
import { SimulturnError } from '../../kernel/issue.js';
import { issue } from '../errors.js';
import { BATTLE_ENDS } from '../vocabulary.js';
import type { BattleInput, BattleResult } from './resolver.js';

/** What is wrong with a result, or null. */
function problemOf(input: BattleInput, r: unknown): string | null {
  if (!isObj(r)) return 'a result is an object';
  if (!Array.isArray(r.rounds)) return 'rounds is a list (empty when the battle had no dice rounds)';
  if (!(BATTLE_ENDS as readonly unknown[]).includes(r.end)) return `end is one of ${BATTLE_ENDS.join(', ')}`;
  const sides = [input.attacker, input.defender];
  const players = sides.map((s) => s.player);
  if (r.retreated !== null && !players.includes(r.retreated as string))
    return 'retreated is null or one of the two players';
  if (!isObj(r.lost) || !Object.keys(r.lost).every((p) => players.includes(p)))
    return 'lost holds ship ids by player, of the two players only';
  for (const side of sides) {
    const lost = r.lost[side.player] ?? [];
    const ships = new Set(side.ships.map((s) => s.id));
    if (!Array.isArray(lost) || !lost.every((id) => ships.delete(id as string)))
      return `lost.${side.player} lists ships of that side in the battle, each once`;
  }
  if (
    r.told !== undefined &&
    !(isObj(r.told) && Object.entries(r.told).every(([p, t]) => players.includes(p) && typeof t === 'string'))
  )
    return 'told holds a sentence by player, of the two players only';
  return null;
}

/** `result` as a battle's result; throws `SimulturnError` (`combat/bad-result`) when it is not one. */
export function checkedResult(name: string, input: BattleInput, result: unknown): BattleResult {
  const problem = problemOf(input, result);
  if (problem !== null)
    throw new SimulturnError([issue('combat/bad-result', ['rules', 'combat'], { name, detail: problem })]);
  return result as BattleResult;
}
