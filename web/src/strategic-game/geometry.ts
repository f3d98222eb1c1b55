/**
 * Where each hex of the Strategic Game's map is drawn: flat-topped hexes in columns, odd
 * columns (from 0) half a hex lower, as the seed draws the map (TSG-3.1), with room above
 * and to the left for the column and row labels a person reads a hex's name from.
 */

/** A hex's radius (centre to corner) in the SVG's units. */
export const R = 20;
const H = Math.sqrt(3) * R;
/** Room for the labels: left of the first column and above the first row. */
export const MARGIN = { left: 26, top: 24 };

/** The centre of the hex at a column and row (both from 0). */
export function centre(col: number, row: number): { x: number; y: number } {
  return {
    x: MARGIN.left + R + 1.5 * R * col,
    y: MARGIN.top + H / 2 + H * row + (col % 2 === 1 ? H / 2 : 0),
  };
}

/** The corners of a flat-topped hex around its centre, as an SVG `points` list. */
export function corners(x: number, y: number, r = R): string {
  const pts: string[] = [];
  for (let k = 0; k < 6; k++) {
    const a = (Math.PI / 3) * k;
    pts.push(`${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(' ');
}

/** The SVG's size for a map of `cols` × `rows`, labels on all four sides. */
export function mapSize(cols: number, rows: number): { width: number; height: number } {
  return {
    width: MARGIN.left * 2 + 2 * R + 1.5 * R * (cols - 1),
    height: MARGIN.top * 2 + H * rows + H / 2,
  };
}

/** The row's label position at the left of a row (between its two half-rows). */
export const rowLabelY = (row: number): number => MARGIN.top + H * (row + 0.75);
/** The column label's x. */
export const colLabelX = (col: number): number => MARGIN.left + R + 1.5 * R * col;
