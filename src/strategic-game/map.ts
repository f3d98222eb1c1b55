/**
 * The map (TSG-3.1): a rectangle of flat-topped hexes on the kernel's offset grid (odd
 * columns shifted down), the systems on it and the two homes. A map is data
 * ({@link MapSpec}: sizes and hex names), or ASCII art in the seed's drawing, which
 * {@link parseAsciiMap} reads; the default scenario is the seed's example map.
 */
import { type HexOffsetGrid, hexOffsetGrid } from '../kernel/grid/hex-offset.js';
import { err, ok, type Result } from '../kernel/result.js';
import { DEFAULT_MAP_ASCII } from './default-map.js';
import { type Issue, issue } from './errors.js';

/** A map as data: its size, the two homes (first seat's first) and the neutral systems, by hex name (`CCRR`). */
export interface MapSpec {
  /** Columns, 1 to 99. */
  readonly cols: number;
  /** Rows, 1 to 99. */
  readonly rows: number;
  /** The two home systems, by hex name, in seat order. */
  readonly homes: readonly [string, string];
  /** The other systems, neutral at the start, by hex name. */
  readonly systems: readonly string[];
}

/** A map checked and in cells, as the state keeps it. */
export interface GameMap {
  /** Columns. */
  readonly cols: number;
  /** Rows. */
  readonly rows: number;
  /** The home cells, in seat order. */
  readonly homes: readonly [number, number];
  /** Every system's cell, homes included, ascending. */
  readonly systems: readonly number[];
}

const grids = new Map<string, HexOffsetGrid>();

/** The kernel's grid for a map (one per size, reused: grids are pure). */
export function gridOf(map: { readonly cols: number; readonly rows: number }): HexOffsetGrid {
  const key = `${map.cols}x${map.rows}`;
  let g = grids.get(key);
  if (g === undefined) {
    g = hexOffsetGrid({ cols: map.cols, rows: map.rows });
    grids.set(key, g);
  }
  return g;
}

const bad = (detail: string): Result<never, Issue[]> => err([issue('map/invalid', ['map'], { detail })]);

/**
 * Reads a map drawn as the seed draws it: lines of `/ \_/ \_` and `\_/ \_/ \`, a hex's
 * centre being the character between its `/` and `\`. `H` is a home (the first in
 * reading order, row by row then column, is the first seat's), `*` a neutral system, a
 * space an empty hex. Lines that start with neither `/` nor `\` are ignored. Never throws.
 */
export function parseAsciiMap(text: string): Result<MapSpec, Issue[]> {
  if (typeof text !== 'string') return bad('an ASCII map is text');
  const hexLines = text.split(/\r?\n/).filter((l) => l.startsWith('/') || l.startsWith('\\'));
  const even = hexLines.filter((_, k) => k % 2 === 0);
  if (
    even.length === 0 ||
    even.some((l) => !l.startsWith('/')) ||
    hexLines.some((l, k) => k % 2 === 1 && !l.startsWith('\\'))
  )
    return bad('hex lines alternate, starting with "/"');
  const cols = 2 * (even[0]!.match(/\/.\\/g) ?? []).length;
  const rows = even.length;
  if (cols < 2 || cols > 98 || rows > 99)
    return bad(`a map of ${cols} columns and ${rows} rows is out of range`);
  const grid = gridOf({ cols, rows });
  const homes: string[] = [];
  const systems: string[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const line = hexLines[2 * row + (col % 2)] ?? '';
      // Column c's centre is character 2c + 1 of its line: even columns on the slash line, odd ones on the next.
      const at = 1 + 2 * col;
      const ch = line[at] ?? ' ';
      const name = grid.name(grid.cellAt(col, row)!);
      if (ch === 'H') homes.push(name);
      else if (ch === '*') systems.push(name);
      else if (ch !== ' ') return bad(`hex ${name} holds "${ch}"; a hex holds H, * or a space`);
    }
  }
  if (homes.length !== 2) return bad(`a map has two homes (H), not ${homes.length}`);
  return ok({ cols, rows, homes: [homes[0]!, homes[1]!], systems });
}

/** Checks a map given as data and puts it in cells. Never throws. */
export function readMap(raw: unknown): Result<GameMap, Issue[]> {
  if (typeof raw === 'string') {
    const parsed = parseAsciiMap(raw);
    return parsed.ok ? readMap(parsed.value) : parsed;
  }
  if (typeof raw !== 'object' || raw === null)
    return bad('a map is ASCII text or { cols, rows, homes, systems }');
  const m = raw as Partial<MapSpec>;
  const size = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 99;
  if (!size(m.cols) || !size(m.rows)) return bad('cols and rows are whole numbers from 1 to 99');
  const grid = gridOf({ cols: m.cols!, rows: m.rows! });
  if (!Array.isArray(m.homes) || m.homes.length !== 2) return bad('homes are two hex names');
  if (!Array.isArray(m.systems)) return bad('systems are a list of hex names');
  const cells: number[] = [];
  for (const name of [...m.homes, ...m.systems]) {
    const c = grid.parse(name);
    if (c === undefined) return bad(`${String(name).slice(0, 10)} is not a hex of a ${m.cols}x${m.rows} map`);
    if (cells.includes(c)) return bad(`hex ${String(name)} holds two systems`);
    cells.push(c);
  }
  return ok({
    cols: m.cols!,
    rows: m.rows!,
    homes: [cells[0]!, cells[1]!],
    systems: cells.slice().sort((a, b) => a - b),
  });
}

/** The default scenario's map: the seed's example, parsed (TSG-3.1). */
export const DEFAULT_MAP: MapSpec = (() => {
  const r = parseAsciiMap(DEFAULT_MAP_ASCII);
  if (!r.ok) throw new Error(`the default map does not parse: ${r.error[0]?.message}`);
  return r.value;
})();

/** The neighbour of `from` nearest `home`, the first in the grid's neighbour order on ties (TSG-7.7); `from` itself at home. */
export function stepToward(map: GameMap, from: number, home: number): number {
  const grid = gridOf(map);
  let best = from;
  let bestD = grid.distance(from, home);
  for (const n of grid.neighbours(from)) {
    const d = grid.distance(n, home);
    if (d < bestD) {
      best = n;
      bestD = d;
    }
  }
  return best;
}
