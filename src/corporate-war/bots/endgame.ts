/**
 * A beaten player. A player can still win while it has four soldiers to hold four key
 * sectors, counting the fallen whose tags are carried while its Mobile Command can revive
 * them (CW-9.4, the engine's own test for a stalemate). Once it cannot, nothing it does
 * changes its result, and its survivors standing in key sectors would only keep others
 * from claiming them (CW-9.1) until the day limit: so they go home to their edge, out of
 * the way, and the game can end.
 */
import type { Sector } from '../board.js';
import type { OrderInput } from './bot.js';
import { type BoardTables, type Force, isCommand, ordersFor, type Planned, stepTowards } from './tactics.js';

/**
 * Whether the player can still win (CW-9.4): as many soldiers as a claim needs key sectors
 * (`need`, four on the seed's map), counting the fallen it can still revive.
 */
export const canStillWin = (force: Force, need: number): boolean =>
  force.living.length + (force.canRevive ? force.revivable : 0) >= need;

/** Every survivor walks home (the Mobile Command as one, CW-3.4), round the aliens' ground. */
export function goHome(t: BoardTables, force: Force, home: Sector, aliens: readonly boolean[]): OrderInput[] {
  const planned: Planned[] = [];
  const ok = (s: Sector) => s === home || !aliens[s];
  const lead = force.command[0];
  const commandStep = lead === undefined ? null : stepTowards(t, lead.at, home, ok);
  for (const m of force.living) {
    // A Doc apart from his Commander (which CW-3.4 never allows) gets no order and follows him.
    if (isCommand(m.soldier) && !force.command.includes(m)) continue;
    const step = isCommand(m.soldier) ? commandStep : stepTowards(t, m.at, home, ok);
    if (step !== null) planned.push({ id: m.soldier.id, from: m.at, step });
  }
  return ordersFor(t, planned);
}
