/**
 * Where the player last saw each other side, from the view alone, so it shows nothing the
 * player's soldiers did not see: the other half of the seed's status window, whose troops
 * can be seen in a sector.
 */
import { type Sector, sectorName } from '../board.js';
import type { PlayerView } from '../view.js';
import { nameOf } from './names.js';

/** Where the player's groups last saw soldiers of one allegiance in a sector. */
export interface Sighting {
  /** The sector's name. */
  readonly sector: string;
  /** The day of the report (the sector's latest in the view). */
  readonly day: number;
  /** The most of them one event of that report shows standing in the sector (CW-11.5), as the board's cell counts them. */
  readonly standing: number;
  /** How many of them the report saw fall in fights there (CW-11.5), over all its fights. */
  readonly fell: number;
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
 * order, then the aliens, each sector whose latest report shows its soldiers, standing
 * there or falling in a fight there (counted apart: the board's cell counts only those
 * standing). A sector's later report replaces an earlier one, as in the view, so a
 * sighting is never older news than the view holds about its sector.
 * @example
 * ```ts
 * for (const side of lastSightings(view)) {
 *   console.log(side.name, side.sightings.map((s) => `${s.standing} in ${s.sector} (day ${s.day})`).join(', '));
 * }
 * ```
 */
export function lastSightings(view: PlayerView): SideSightings[] {
  const sides = [...view.others.map((o) => o.player), 'aliens'];
  const found = new Map<string, Sighting[]>(sides.map((a) => [a, []]));
  const b = view.board;
  for (let i: Sector = 0; i < b.rows * b.cols; i++) {
    const sector = sectorName(b, i);
    const known = view.sectors[sector];
    if (known === undefined) continue;
    const standing = new Map<string, number>();
    const fell = new Map<string, number>();
    for (const e of known.events) {
      if (e.type === 'enemies-present')
        for (const x of e.sightings)
          standing.set(x.allegiance, Math.max(standing.get(x.allegiance) ?? 0, x.count));
      else if (e.type === 'fight')
        for (const x of e.enemyFallen) fell.set(x.allegiance, (fell.get(x.allegiance) ?? 0) + x.count);
    }
    for (const allegiance of sides) {
      const s = standing.get(allegiance) ?? 0;
      const f = fell.get(allegiance) ?? 0;
      if (s + f > 0) found.get(allegiance)!.push({ sector, day: known.day, standing: s, fell: f });
    }
  }
  return sides.map((allegiance) => ({
    allegiance,
    name: nameOf(view, allegiance),
    // Board order within a day; stable sort keeps it.
    sightings: found.get(allegiance)!.sort((x, y) => y.day - x.day),
  }));
}
