/**
 * CW-10.1: ranking groups by total Info, highest first, for the fights of three or more
 * groups. The seed does not say how to break a tie: `infoTieBreak` chooses seat order
 * (players in seat order, the aliens last), higher total Kill, or a draw from the game's RNG.
 */
import type { FightContext, FightGroup } from './resolver.js';

const total = (g: FightGroup, stat: 'info' | 'kill') => g.fighters.reduce((s, f) => s + f[stat], 0);

/** The groups from the highest total Info to the lowest. `groups` must be in seat order. */
export function rankByInfo(groups: readonly FightGroup[], ctx: FightContext): FightGroup[] {
  const tie = ctx.rules.infoTieBreak;
  const keyed = groups.map((g, seat) => ({
    g,
    seat,
    info: total(g, 'info'),
    kill: total(g, 'kill'),
    draw: 0,
  }));
  if (tie === 'random') {
    // Draw only where a tie needs breaking, in seat order, so that untied fights draw nothing.
    for (const k of keyed) if (keyed.some((o) => o !== k && o.info === k.info)) k.draw = ctx.rng.float();
  }
  keyed.sort(
    (a, b) =>
      b.info - a.info ||
      (tie === 'total-kill' ? b.kill - a.kill : 0) ||
      (tie === 'random' ? a.draw - b.draw : 0) ||
      a.seat - b.seat,
  );
  return keyed.map((k) => k.g);
}
