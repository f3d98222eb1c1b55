/**
 * Step 9, victory (TSG-4): after combat, a side wins by occupying the enemy home
 * (`victory: occupy`: a fleet there; `capture`: owning it) or by the enemy having no
 * ships left. Both sides winning at once is a draw; past the turn limit the game ends
 * unfinished (TSG-4.3).
 */
import { enemyOf, type GameEnd, homeOf, type TsgState } from '../state.js';

/** How the game ends after this turn's combat, or null if it goes on. */
export function victoryCheck(s: TsgState): GameEnd | null {
  const occupies = (p: string) => {
    const home = homeOf(s, enemyOf(s, p));
    return s.rules.victory === 'occupy'
      ? s.fleets.some((f) => f.owner === p && f.at === home)
      : s.systems.some((x) => x.cell === home && x.owner === p);
  };
  const annihilates = (p: string) => !s.fleets.some((f) => f.owner === enemyOf(s, p));
  const won = s.players.filter((p) => occupies(p) || annihilates(p));
  if (won.length === 2) return { reason: 'draw', winners: [] };
  if (won.length === 1) return { reason: occupies(won[0]!) ? 'occupation' : 'annihilation', winners: won };
  if (s.turn >= s.turnLimit) return { reason: 'turn-limit', winners: [] };
  return null;
}
