/**
 * Steps 11 and 12 of a turn (GO-1.2): factions cut off from every base (GO-6.1, GO-6.2),
 * and factions that are out (GO-6.3).
 */
import { type Draft, draftBaseCounts, inGame } from './draft.js';
import { hullSize } from './vocabulary.js';

/**
 * GO-6.1, GO-6.2: a faction with ships but no base is cut off: on the turn it happens it
 * forfeits its build points, shield generators and spies; on every later turn it loses a tenth
 * of its ships, rounded down (of its ships when cut off, or under `attrition:
 * current-down` of those it has now), smallest hull first. A faction that holds a base
 * again is no longer cut off. Returns the BP forfeited and the ships lost.
 */
export function cutOff(draft: Draft, player: string): { forfeited: number; lost: number[] } {
  const f = draft.factions[player]!;
  const { home, captured } = draftBaseCounts(draft, player);
  if (home + captured > 0 || !inGame(draft, player)) {
    f.cutOffShips = null;
    return { forfeited: 0, lost: [] };
  }
  if (f.cutOffShips === null) {
    const forfeited = f.bp;
    f.cutOffShips = f.ships.length;
    f.bp = 0;
    f.generators = 0;
    f.spies = 0; // GO-6.1: stockpiled spies are lost too (counter-espionage is not a stock the seed names)
    return { forfeited, lost: [] };
  }
  const base = draft.rules.attrition === 'original-down' ? f.cutOffShips : f.ships.length;
  const n = Math.floor(base / 10);
  const doomed = f.ships
    .slice()
    .sort((a, b) => hullSize(a.hull) - hullSize(b.hull) || a.id - b.id)
    .slice(0, n)
    .map((s) => s.id);
  f.ships = f.ships.filter((s) => !doomed.includes(s.id));
  return { forfeited: 0, lost: doomed };
}

/** GO-6.3: a faction with no base and no ship goes out this turn. */
export function eliminate(draft: Draft, player: string): boolean {
  const f = draft.factions[player]!;
  if (!inGame(draft, player)) return false;
  const { home, captured } = draftBaseCounts(draft, player);
  if (home + captured > 0 || f.ships.length > 0) return false;
  f.outAt = draft.turn;
  f.cutOffShips = null;
  return true;
}
