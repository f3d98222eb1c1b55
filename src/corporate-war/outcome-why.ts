/**
 * The end of a game as a sentence a player reads (the contract's `GameOutcome.why`): who
 * won and what decided it, or why nobody did. It names only what the end makes known to
 * every player: the winners, the day, the rule that decided it, and the key sectors each
 * winner's soldiers stand in, the ones it won by (the report's "another corporation holds
 * the key sectors" names neither them nor who holds them).
 */
import { displayNames } from './scenario.js';
import type { GameState } from './state.js';
import { worldOf } from './world.js';

/** "A", "A and B", "A, B and C". */
function list(xs: readonly string[]): string {
  return xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`;
}

/** The key sectors where `player` has living soldiers at the end, in board order. */
function keySectorsOf(state: GameState, player: string): string[] {
  const w = worldOf(state.scenario);
  const mine = new Set<number>();
  for (const s of state.soldiers) if (s.owner === player && s.status === 'alive') mine.add(s.sector);
  return w.keySectors.filter((k) => mine.has(k)).map(w.name);
}

/**
 * Why the game ended, in a sentence, or undefined while it goes on.
 * @example
 * ```ts
 * outcomeWhy(state);
 * // 'PsiCorps won on day 12: it stood alone in 4 key sectors at the end of day 11 and held
 * //  them all through day 12 (CW-9.2); its soldiers stand in C3, C6, F3 and F6.'
 * ```
 */
export function outcomeWhy(state: GameState): string | undefined {
  const o = state.outcome;
  if (o === null) return undefined;
  const names = displayNames(state.scenario);
  const name = (player: string) => {
    const corporation = state.players.find((p) => p.id === player)?.corporation ?? player;
    return names[corporation] ?? corporation;
  };
  const need = state.scenario.sectorsToWin;
  if (o.reason === 'victory') {
    const held = (p: string) => list(keySectorsOf(state, p));
    const how = `stood alone in ${need} key sectors at the end of day ${o.day - 1} and held them all through day ${o.day}`;
    if (o.winners.length === 1) {
      const [w] = o.winners as [string];
      return `${name(w)} won on day ${o.day}: it ${how} (CW-9.2); its soldiers stand in ${held(w)}.`;
    }
    const where = o.winners.map((w) => `${name(w)} in ${held(w)}`);
    return `${list(o.winners.map(name))} share the win on day ${o.day}: each ${how} (CW-9.2, CW-9.3); their soldiers stand, ${list(where)}.`;
  }
  if (o.reason === 'stalemate') {
    return `Nobody won: after day ${o.day} no corporation had soldiers enough, standing or still to be revived, to hold ${need} key sectors (CW-9.4).`;
  }
  return `Nobody won: day ${o.day} was the last (CW-9.5), and no corporation stood alone in ${need} key sectors at the end of a day and held them all through the next.`;
}
