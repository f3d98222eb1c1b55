/**
 * Facts derived from a scenario once and cached: sector indices of the key sectors and
 * the craft, and the alien ring. Cached by scenario object, so the rules code never
 * recomputes them on a hot path.
 */
import { type BoardSize, parseSector, type Sector, sectorAt, sectorName } from './board.js';
import type { Scenario } from './scenario.js';

/** A scenario with its names resolved to sector indices. */
export interface World {
  readonly scenario: Scenario;
  readonly board: BoardSize;
  readonly keySectors: readonly Sector[];
  readonly isKey: (s: Sector) => boolean;
  readonly craft: Sector;
  /**
   * CW-4.3: the eight sectors around the craft in counter-clockwise order with north up,
   * starting north-west: for F6 that is E5, F5, G5, G6, G7, F7, E7, E6.
   */
  readonly ring: readonly Sector[];
  readonly name: (s: Sector) => string;
  /** The sector of a name this world itself wrote (as in a trace); no parsing. */
  readonly at: (name: string) => Sector;
  /**
   * The sector a name denotes, as `parseSector` reads it (`f6` is F6), or undefined. Names
   * spelled as the engine writes them, the common case, are looked up without parsing.
   */
  readonly parse: (name: unknown) => Sector | undefined;
}

const cache = new WeakMap<Scenario, World>();

/** The world of a scenario (the scenario must already be valid). */
export function worldOf(scenario: Scenario): World {
  let w = cache.get(scenario);
  if (w === undefined) {
    w = buildWorld(scenario);
    cache.set(scenario, w);
  }
  return w;
}

function buildWorld(scenario: Scenario): World {
  const board: BoardSize = { rows: scenario.board.rows, cols: scenario.board.cols };
  const keySectors = scenario.keySectors.map((n) => parseSector(board, n) as Sector).sort((a, b) => a - b);
  const keySet = new Set(keySectors);
  const craft = parseSector(board, scenario.craft) as Sector;
  const r = Math.floor(craft / board.cols);
  const c = craft % board.cols;
  // Counter-clockwise with north up: down the west side, east along the south, up the east side.
  const offsets: readonly (readonly [number, number])[] = [
    [-1, -1],
    [0, -1],
    [1, -1],
    [1, 0],
    [1, 1],
    [0, 1],
    [-1, 1],
    [-1, 0],
  ];
  const ring: Sector[] = [];
  for (const [dr, dc] of offsets) {
    const s = sectorAt(board, r + dr, c + dc);
    if (s !== undefined) ring.push(s);
  }
  const names = Array.from({ length: board.rows * board.cols }, (_, s) => sectorName(board, s));
  const byName = new Map(names.map((n, s) => [n, s] as const));
  return {
    scenario,
    board,
    keySectors,
    isKey: (s) => keySet.has(s),
    craft,
    ring,
    name: (s) => names[s] ?? `?${s}`,
    at: (name) => byName.get(name) ?? -1,
    parse: (name) => (typeof name === 'string' ? byName.get(name) : undefined) ?? parseSector(board, name),
  };
}
