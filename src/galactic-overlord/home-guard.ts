/**
 * The heuristic bots' home guard (GO-5.1, GO-5.3). Ships sent to attack are away for the
 * turn, and an attacker that destroys the fleet at home takes every base; against a home
 * with no ships at all, any ship does. So a bot that sent every ship while any other
 * faction could strike would lose its whole home at once to the first raider, which is
 * how a fifth of the heuristics' games used to end on turn 1. A heuristic cannot see
 * whether a raid is coming, so while one could come it keeps a guard: the ships it builds
 * this turn (an attack names the ships it sends by id, and new ships have none yet), and
 * old ships besides until the guard holds a set share of its navy. Only the search bot,
 * which resolves the turn ahead against the others' likely orders, may send everything
 * when it sees that safe.
 */
import { kindOf } from './report.js';
import type { Ship } from './state.js';
import type { GoView } from './view.js';
import { hullHp, hullSize } from './vocabulary.js';

/** The share of its navy's value (in BP, GO-3.2) a threatened heuristic keeps at home. */
export const GUARD_SHARE = 1 / 3;

/** A faction's navy value in BP from its public breakdown (GO-7.1). */
export function publicNavyValue(view: GoView, player: string): number {
  let v = 0;
  for (const [key, n] of Object.entries(view.factions[player]!.navy))
    v += n * hullSize(kindOf(key)?.hull ?? 'frigate');
  return v;
}

/**
 * Whether another faction could attack this one this turn: one still in the game and not a
 * standing ally (GO-11.1) that has ships, or holds a base where it may build ships that
 * fight at once (GO-3.2). Nobody attacks in the prebuild turn (GO-2.4).
 */
export function threatened(view: GoView): boolean {
  if (view.turn === 0) return false;
  const allied = (p: string) =>
    view.alliances.some(([a, b]) => (a === p && b === view.player) || (b === p && a === view.player));
  return view.players.some((p) => {
    if (p === view.player || allied(p)) return false;
    const f = view.factions[p]!;
    return f.outAt === null && (publicNavyValue(view, p) > 0 || f.bases.length > 0);
  });
}

/** Which ships an attack sends. */
export interface Sending {
  /** `all` (new ships too), or the ids of the old ships sent; empty when none can go. */
  readonly ships: 'all' | readonly number[];
  /** Their value in BP. */
  readonly value: number;
}

/**
 * The ships an attack sends when it keeps the guard: every ship (`all`) when nothing
 * threatens the home; otherwise the new ships (worth `newValue` BP) stay, and the old ones
 * go but for those kept to bring the guard up to {@link GUARD_SHARE} of the navy, the
 * damaged and then the smallest kept first (they fight worst away), ties by id.
 */
export function guardedSending(view: GoView, newValue: number, share = GUARD_SHARE): Sending {
  const old = view.me.ships;
  const oldValue = old.reduce((t, s) => t + hullSize(s.hull), 0);
  if (!threatened(view)) return { ships: 'all', value: oldValue + newValue };
  const need = share * (oldValue + newValue);
  let kept = newValue;
  const byGuard = old
    .slice()
    .sort((a, b) => damageShare(b) - damageShare(a) || hullSize(a.hull) - hullSize(b.hull) || a.id - b.id);
  const sent: Ship[] = [];
  for (const s of byGuard) {
    if (kept < need) kept += hullSize(s.hull);
    else sent.push(s);
  }
  // The guard's share is above zero, so a faction with a ship keeps one home.
  return {
    ships: sent.map((s) => s.id).sort((a, b) => a - b),
    value: sent.reduce((t, s) => t + hullSize(s.hull), 0),
  };
}

/** The share of a ship's hit points lost (GO-10.7). */
const damageShare = (s: Ship): number => s.damage / hullHp(s.hull);
