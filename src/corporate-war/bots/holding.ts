/**
 * Holding a target so that it can be claimed. Two rules make a held key sector hard to
 * clear: groups that were both in a sector already never start a fight (CW-6.2), and an
 * enemy nobody has fought still spoils the claim (CW-9.1). So a squad that only sits in
 * its target may share it with an enemy for ever. Arriving is what starts a fight: when
 * one of our soldiers steps in, our whole group there counts as arriving and its highest
 * Info is tested against every enemy there (CW-6.2, CW-6.3).
 *
 * A squad at its target therefore keeps an anchor there (the claim needs a soldier at
 * every moment of the day after it, CW-9.2), and its other soldiers take turns stepping
 * out to a sector beside it and back in, so that every day someone arrives and the
 * squad's eyes start a fight with any enemy they see there.
 */
import { distance, neighbours, type Sector } from '../board.js';
import { EYES } from './squads.js';
import type { BoardTables, Mine, Step } from './tactics.js';

/** Where the soldiers of a target's squad step out to: the sector beside it off the aliens' ground, nearest home. */
export function pulseSector(
  t: BoardTables,
  target: Sector,
  aliens: readonly boolean[],
  home: Sector,
): Sector | null {
  const b = t.board;
  let best: Sector | null = null;
  for (const s of neighbours(b, target)) {
    if (aliens[s]) continue;
    if (best === null || distance(b, s, home) < distance(b, best, home)) best = s;
  }
  return best;
}

/** What a squad is to do about its target today. */
export interface HoldingSquad {
  readonly target: Sector;
  /** Its living soldiers, in view order. */
  readonly soldiers: readonly Mine[];
  /** True when the Mobile Command stands in the target and holds it (it never steps out, CW-8.3). */
  readonly commandHolds: boolean;
  /** Where its soldiers step out to, or null when there is nowhere. */
  readonly out: Sector | null;
  /** The day whose orders are due: soldiers take turns by its parity. */
  readonly day: number;
}

/**
 * The moves of one squad: the anchor (the Mobile Command, else the best eyes there, else
 * the first soldier there) stays; the other soldiers at the target or beside it take
 * turns, half of them inside on even days and half on odd ones, so that someone arrives
 * every day once there are two of them; soldiers with eyes stay inside, since an arrival
 * needs their Info to see anyone; everyone else walks to the target with `walk`.
 * @returns each soldier's move, or null to stay.
 */
export function holdTarget(
  squad: HoldingSquad,
  walk: (m: Mine) => Step | null,
): { readonly soldier: Mine; readonly step: Step | null }[] {
  const { target, soldiers, out } = squad;
  const inside = soldiers.filter((m) => m.at === target);
  const held = squad.commandHolds || inside.length > 0;
  const anchor = squad.commandHolds
    ? null
    : (inside.find((m) => m.soldier.info >= EYES) ?? inside[0] ?? null);
  const moves: { soldier: Mine; step: Step | null }[] = [];
  let turn = 0;
  for (const m of soldiers) {
    if (m === anchor) {
      moves.push({ soldier: m, step: null });
      continue;
    }
    const near = m.at === target || m.at === out;
    if (!held || out === null || !near || m.soldier.info >= EYES) {
      moves.push({ soldier: m, step: walk(m) });
      continue;
    }
    const inToday = (turn + squad.day) % 2 === 0;
    turn++;
    if (inToday && m.at !== target) moves.push({ soldier: m, step: { to: target, via: null } });
    else if (!inToday && m.at === target) moves.push({ soldier: m, step: { to: out, via: null } });
    else moves.push({ soldier: m, step: null });
  }
  return moves;
}
