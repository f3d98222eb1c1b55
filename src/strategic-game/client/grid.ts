/**
 * The map's hex grid for a client: the kernel's offset grid (TSG-3.1), one per map size.
 * The rules' own `gridOf` lives beside the seed's map, which a client does not need.
 */
import { type HexOffsetGrid, hexOffsetGrid } from '../../kernel/grid/hex-offset.js';

const grids = new Map<string, HexOffsetGrid>();

/** The grid of a map of this size (reused: grids are pure). */
export function hexGrid(map: { readonly cols: number; readonly rows: number }): HexOffsetGrid {
  const key = `${map.cols}x${map.rows}`;
  let g = grids.get(key);
  if (g === undefined) {
    g = hexOffsetGrid({ cols: map.cols, rows: map.rows });
    grids.set(key, g);
  }
  return g;
}
