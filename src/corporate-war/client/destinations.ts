/**
 * Where a soldier or a group may be ordered (CW-5.2, CW-5.3), from the view alone, for a
 * client that marks the sectors a click may send him to without the rules engine.
 */

import { distance, intermediates, parseSector, type Sector, sectorName } from '../board.js';
import type { PlayerView } from '../view.js';

/** A sector a soldier may be ordered to (CW-5.2), and the middle sectors of the way there (CW-5.3). */
export interface Destination {
  /** The target sector's name; the soldier's own sector is an order to stay. */
  readonly to: string;
  /** How many sectors away it is: 0, 1 or 2. */
  readonly distance: number;
  /** For a move of two sectors, the sectors it may pass through (`via`); empty otherwise. */
  readonly via: readonly string[];
}

/**
 * The sectors a soldier, or the player's group in a sector, may be ordered to (CW-5.2),
 * in board order, with the middle sectors of each two-sector move (CW-5.3). `who` is a
 * soldier id of the player's, or a sector name; an unknown soldier, a fallen one, or a
 * sector off the board has none.
 * @example
 * ```ts
 * const here = legalDestinations(view, 'A6');
 * here.find((d) => d.to === 'C6')?.via; // ['B5', 'B6', 'B7'] on the seed's board
 * ```
 */
export function legalDestinations(view: PlayerView, who: string): Destination[] {
  const b = view.board;
  const soldier = view.soldiers.find((s) => s.id === who);
  if (soldier !== undefined && soldier.status !== 'alive') return [];
  const from = parseSector(b, soldier?.sector ?? who);
  if (from === undefined) return [];
  const out: Destination[] = [];
  for (let s: Sector = 0; s < b.rows * b.cols; s++) {
    const d = distance(b, from, s);
    if (d > 2) continue;
    out.push({
      to: sectorName(b, s),
      distance: d,
      via: d === 2 ? intermediates(b, from, s).map((m) => sectorName(b, m)) : [],
    });
  }
  return out;
}
