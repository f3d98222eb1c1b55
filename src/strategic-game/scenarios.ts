/**
 * Named maps for `readOptions` and studies (TSG-3.1):
 *
 * - `seed`, the seed's example map (the default);
 * - `fair`, the seed's example made point-symmetric (**invented**): the first home `2302`
 *   and the 15 systems the seed places nearer it than the other home, with their images
 *   half a turn round the map's centre (column c, row r to 27 − c, 23 − r, a symmetry of
 *   the hex grid that keeps every distance), so the second home is `0421` and each home
 *   sees the same systems at the same distances. The seed's map is slightly uneven: a
 *   bot racing for the enemy home won every decided mirror game from its second home
 *   (`docs/research/strategic-game-balance-2026-11-28/`);
 * - `duel`, a small map of our own (**invented**) for quick games and tests: 10 columns by
 *   8 rows, homes 9 hexes apart, six neutral systems placed in mirrored pairs, so neither
 *   home is nearer more of them.
 */
import { DEFAULT_MAP, type MapSpec } from './map.js';

/** The small invented map. */
export const DUEL_MAP: MapSpec = {
  cols: 10,
  rows: 8,
  homes: ['0202', '0907'],
  systems: ['0502', '0607', '0305', '0804', '0205', '0904'],
};

/** The seed's example map made point-symmetric (see the module comment), its systems by hex name. */
export const FAIR_MAP: MapSpec = {
  cols: 26,
  rows: 22,
  homes: ['2302', '0421'],
  systems: [
    '1103',
    '1503',
    '0504',
    '1005',
    '1905',
    '0306',
    '2306',
    '0207',
    '1507',
    '0908',
    '2108',
    '0510',
    '1510',
    '2010',
    '0211',
    '2512',
    '0713',
    '1213',
    '2213',
    '0615',
    '1815',
    '1216',
    '2516',
    '0417',
    '2417',
    '0818',
    '1718',
    '2219',
    '1220',
    '1620',
  ],
};

/** The names of the named maps, the default first. */
export const MAP_NAMES = ['seed', 'fair', 'duel'] as const;

/** A named map's name. */
export type MapName = (typeof MAP_NAMES)[number];

/** The named maps. */
export const SCENARIOS: Readonly<Record<MapName, MapSpec>> = {
  seed: DEFAULT_MAP,
  fair: FAIR_MAP,
  duel: DUEL_MAP,
};
