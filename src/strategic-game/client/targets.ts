/**
 * What a selected fleet may do and where: the hexes a move may end in (TSG-6.1: any hex
 * within its speed, nothing blocks, TSG-6.2), from the view alone. A fleet is pinned under
 * `pinning: pinned` when Player 1's fleet moved into its hex at the step before, which the
 * counters' arrival steps show everyone.
 */
import type { TsgView } from '../view.js';
import { hexGrid } from './grid.js';
import { ownFleetId } from './names.js';

/** A hex a fleet may move to. */
export interface Target {
  /** The cell. */
  readonly cell: number;
  /** The hex, by name, as a move order writes it. */
  readonly name: string;
  /** Hexes from the fleet. */
  readonly distance: number;
}

/** TSG-6.2 (`pinning: pinned`): whether the viewer's fleets in this cell may not leave at this step. */
export function pinnedAt(view: TsgView, cell: number): boolean {
  if (view.rules.pinning !== 'pinned' || view.phase !== 'move-2') return false;
  return view.fleets.some((e) => e.owner !== view.me && e.at === cell && e.arrived === view.step - 1);
}

/** Whether the viewer gives move orders at this step. */
export const moving = (view: TsgView): boolean =>
  view.end === null && view.phase !== 'production' && view.awaiting.includes(view.me);

/**
 * The hexes `fleet` (an id in any case) may move to at this step, nearest first, its own
 * hex left out (staying needs no order); empty when the player does not move now, the
 * fleet is not the player's, or it is pinned.
 * @example
 * ```ts
 * legalTargets(view, 'p1-f3').map((t) => t.name); // ['0502', '0603', …]
 * ```
 */
export function legalTargets(view: TsgView, fleet: string): Target[] {
  if (!moving(view)) return [];
  const id = ownFleetId(view, fleet);
  const f = view.myFleets.find((x) => x.id === id);
  if (f === undefined || pinnedAt(view, f.at)) return [];
  const grid = hexGrid(view.map);
  const speed = Math.min(...f.ships.map((s) => s.engine));
  return grid
    .range(f.at, speed)
    .filter((c) => c !== f.at)
    .map((cell) => ({ cell, name: grid.name(cell), distance: grid.distance(f.at, cell) }));
}
