/**
 * Step 4, initiative (TSG-2.2): each player rolls a die, the higher becomes Player 1 and
 * moves first; ties are rolled again (the kernel's `rerollTies`), from the state's
 * generator.
 */
import { rerollTies } from '../../kernel/dice.js';
import { restoreRng } from '../../kernel/rng.js';
import type { TsgState } from '../state.js';

/** The state with this turn's Player 1 and Player 2, and every roll (faces in seat order, round by round). */
export function rollInitiative(s: TsgState): { state: TsgState; rolls: number[][] } {
  const rng = restoreRng(s.rng);
  const tie = rerollTies(rng, 2);
  const initiative = [s.players[tie.order[0]!]!, s.players[tie.order[1]!]!] as const;
  const rolls = tie.rounds.map((r) => r.map((x) => x.face));
  return { state: { ...s, initiative, rng: rng.state() }, rolls };
}
