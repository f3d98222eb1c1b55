/**
 * Step 6, sensors (TSG-6.6): a side's sweep finds every enemy fleet within 3 hexes of
 * one of its fleets and learns how many ships it has, nothing more. Under
 * `sensors: mover` the side that just moved sweeps; under `both`, both sides sweep after
 * Player 2's move.
 */
import { gridOf } from '../map.js';
import { type Contact, enemyOf, fleetsOf, type TsgState } from '../state.js';
import { SENSOR_RANGE } from '../vocabulary.js';

/** The contacts of `player`'s sweep now, by enemy fleet id. */
export function sweep(s: TsgState, player: string): Contact[] {
  const grid = gridOf(s.map);
  const mine = fleetsOf(s, player);
  return fleetsOf(s, enemyOf(s, player))
    .filter((e) => mine.some((f) => grid.distance(f.at, e.at) <= SENSOR_RANGE))
    .map((e) => ({ fleet: e.id, at: e.at, ships: e.ships.length, turn: s.turn }));
}

/** Who sweeps after this movement step. */
export function sweepers(s: TsgState, mover: string): string[] {
  if (s.rules.sensors === 'mover') return [mover];
  return s.phase === 'move-2' ? [...s.players] : [];
}

/** The state with the sweepers' contacts replaced by their sweeps, and the sweeps. */
export function applySensors(
  s: TsgState,
  mover: string,
): { state: TsgState; swept: Record<string, Contact[]> } {
  const swept: Record<string, Contact[]> = {};
  const sides = { ...s.sides };
  for (const p of sweepers(s, mover)) {
    swept[p] = sweep(s, p);
    sides[p] = { ...sides[p]!, contacts: swept[p]! };
  }
  return { state: { ...s, sides }, swept };
}
