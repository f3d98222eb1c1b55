/**
 * Named maps for `readOptions` and studies (TSG-3.1): `seed`, the seed's example map
 * (the default), and `duel`, a small map of our own (**invented**) for quick games and
 * tests: 10 columns by 8 rows, homes 9 hexes apart, six neutral systems placed in
 * mirrored pairs, so neither home is nearer more of them.
 */
import { DEFAULT_MAP, type MapSpec } from './map.js';

/** The small invented map. */
export const DUEL_MAP: MapSpec = {
  cols: 10,
  rows: 8,
  homes: ['0202', '0907'],
  systems: ['0502', '0607', '0305', '0804', '0205', '0904'],
};

/** The named maps. */
export const SCENARIOS: Readonly<Record<'seed' | 'duel', MapSpec>> = { seed: DEFAULT_MAP, duel: DUEL_MAP };
