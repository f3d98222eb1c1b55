/**
 * Where the player last saw each other side, from the view alone (issue 15): the other
 * half of the seed's status window, whose troops can be seen in a sector.
 */
import { type Sector, sectorName } from '../board.js';
import type { PlayerView } from '../view.js';

/** Where the player's groups last saw soldiers of one allegiance in a sector. */
export interface Sighting {
  /** The sector's name. */
  readonly sector: string;
  /** The day of the report (the sector's latest in the view). */
  readonly day: number;
  /** The most of them one event of that report shows: standing in the sector, or falling in a fight there (CW-11.5). */
  readonly count: number;
}

/** What the player knows of one other side: where its soldiers were last seen. */
export interface SideSightings {
  /** A player's id, or `aliens`. */
  readonly allegiance: string;
  /** Its display name. */
  readonly name: string;
  /** Its sightings, latest day first, then in board order; empty when never seen. */
  readonly sightings: readonly Sighting[];
}

/**
 * Where the player last saw each other side (the seed's status window: whose troops can
 * be seen in a sector), from the view's reports alone: for every other player, in seat
 * order, then the aliens, each sector whose latest report shows its soldiers, present or
 * falling in a fight. A sector's later report replaces an earlier one, as in the view, so a
 * sighting is never older news than the view holds about its sector.
 * @example
 * ```ts
 * for (const side of lastSightings(view)) {
 *   console.log(side.name, side.sightings.map((s) => `${s.count} in ${s.sector} (day ${s.day})`).join(', '));
 * }
 * ```
 */
export function lastSightings(view: PlayerView): SideSightings[] {
  const sides = [...view.others.map((o) => o.player), 'aliens'];
  const found = new Map<string, Sighting[]>(sides.map((a) => [a, []]));
  const b = view.board;
  for (let s: Sector = 0; s < b.rows * b.cols; s++) {
    const sector = sectorName(b, s);
    const known = view.sectors[sector];
    if (known === undefined) continue;
    const counts = new Map<string, number>();
    for (const e of known.events) {
      const seen = e.type === 'enemies-present' ? e.sightings : e.type === 'fight' ? e.enemyFallen : [];
      for (const x of seen) counts.set(x.allegiance, Math.max(counts.get(x.allegiance) ?? 0, x.count));
    }
    for (const [allegiance, count] of counts) found.get(allegiance)?.push({ sector, day: known.day, count });
  }
  return sides.map((allegiance) => ({
    allegiance,
    name: view.names[allegiance] ?? allegiance,
    // Board order within a day; stable sort keeps it.
    sightings: found.get(allegiance)!.sort((x, y) => y.day - x.day),
  }));
}
