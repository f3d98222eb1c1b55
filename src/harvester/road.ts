/**
 * The Harvester's road (HV-5.2): the hexes it steps into, one a turn, from where it stands
 * to its target, each the first neighbour one step nearer (`stepToward`'s fixed
 * tie-break), so the road is a function of the two hexes and it never turns aside. What
 * the rules ask of the road is checked here once, for the orders, the bots and the
 * client alike: under `roadResources: every-hex` every hex of it must hold resources, and
 * no hex of it may be rough (HV-3.5).
 */
import type { HexWrapGrid } from '../kernel/grid/hex-wrap.js';
import { stepToward } from './planet.js';
import type { RulesOptions } from './rules-options.js';
import type { Terrain } from './state.js';
import { mayEnter } from './terrain.js';

/** The hexes the Harvester steps into from `from` to `to`, the target last; empty when they are the same. */
export function roadOf(grid: HexWrapGrid, from: number, to: number): number[] {
  const out: number[] = [];
  let at = from;
  for (let k = 0; k <= grid.radius && at !== to; k++) {
    at = stepToward(grid, at, to);
    out.push(at);
  }
  return out;
}

/** Why a road may not be taken: a rough hex on it, or (under `every-hex`) a hex not known to hold resources. */
export type RoadFault =
  | { readonly fault: 'rough'; readonly hex: number }
  | { readonly fault: 'no-resources'; readonly hex: number };

/**
 * The first fault of the road from `from` to `to`, or null when the Harvester may take it:
 * a rough hex (HV-3.5), or under `roadResources: every-hex` a hex of which `holds` (what
 * the player knows) does not say it holds resources (HV-5.2). The target itself is checked
 * for resources by the caller under either value.
 */
export function roadFault(
  grid: HexWrapGrid,
  rules: Pick<RulesOptions, 'roadResources'>,
  terrain: Terrain,
  from: number,
  to: number,
  holds: (hex: number) => boolean,
): RoadFault | null {
  for (const hex of roadOf(grid, from, to)) {
    if (!mayEnter(terrain, 'harvester', hex)) return { fault: 'rough', hex };
    if (rules.roadResources === 'every-hex' && hex !== to && !holds(hex))
      return { fault: 'no-resources', hex };
  }
  return null;
}
