/**
 * Scanning (HV-4): what a player knows of each hex, graded in five levels by distance,
 * from its own units and those of every player below it in the hierarchy (HV-8.3). A
 * hex gets the best (lowest) level any of those units gives it. Costs one disc walk per
 * scanning unit: a free player's knowledge is linear in its army, a ruler's in its
 * subtree's.
 */
import { eachInDisc, planetGrid } from './planet.js';
import { derived, type HvState, subtreeOf, type Unit } from './state.js';
import { seesInto } from './terrain.js';
import { DIRECTIONS, type Direction, type Level, UNIT_STATS, type UnitKind } from './vocabulary.js';

/**
 * The level a scanner of range `s` gives a hex `d` away (HV-4.2), or 0 when out of
 * range. `absolute` (default): level d, and 1 at d = 0. `relative`: 5 − s + d, at least 1.
 */
export function scanLevel(bands: 'absolute' | 'relative', s: number, d: number): Level | 0 {
  if (d > s) return 0;
  const level = bands === 'absolute' ? d : 5 - s + d;
  return Math.max(1, Math.min(5, level)) as Level;
}

/** The best level the player holds of each hex it scans, by hex. */
export function scannedLevels(state: HvState, player: string): Map<number, Level> {
  const grid = planetGrid(state.radius);
  const { unitsOf } = derived(state);
  const best = new Map<number, Level>();
  for (const p of subtreeOf(state, player)) {
    for (const u of unitsOf.get(p) ?? []) {
      const s = UNIT_STATS[u.kind].scanners;
      eachInDisc(grid, u.hex, s, (hex, d) => {
        const level = scanLevel(state.rules.scanBands, s, d);
        if (level === 0 || !seesInto(state.terrain, u.hex, hex)) return; // HV-3.5: a shroud hides a hex
        const had = best.get(hex);
        if (had === undefined || level < had) best.set(hex, level);
      });
    }
  }
  return best;
}

/** One unit as seen at the exact level. */
export interface SeenUnit {
  /** Whose it is. */
  readonly owner: string;
  /** Its kind. */
  readonly kind: UnitKind;
}

/** What a player knows of one hex: the fields of its level and of every level above. */
export interface HexKnowledge {
  /** The hex's name (`q,r`). */
  readonly hex: string;
  /** 1 (exact) to 5 (presence). */
  readonly level: Level;
  /** Level 5 and better: a Harvester is there. */
  readonly harvester: boolean;
  /** Level 5 and better: resources are there. */
  readonly resources: boolean;
  /** Level 4 and better: something moved in or out last turn. */
  readonly moved?: boolean;
  /** Level 3 and better: the sides it was entered from last turn. */
  readonly enteredFrom?: readonly Direction[];
  /** Level 2 and better: the number of units (Harvesters included). */
  readonly units?: number;
  /** Level 1: every unit there, by owner then kind. */
  readonly contents?: readonly SeenUnit[];
  /** Level 1: the amount of resources. */
  readonly amount?: number;
}

/** Per-hex facts of a state, for building many players' knowledge at once. */
interface HexFacts {
  readonly unitsAt: ReadonlyMap<number, readonly Unit[]>;
  readonly entered: ReadonlyMap<number, number>;
  readonly left: ReadonlySet<number>;
}

const FACTS = new WeakMap<HvState, HexFacts>();

function facts(state: HvState): HexFacts {
  let f = FACTS.get(state);
  if (f !== undefined) return f;
  const unitsAt = new Map<number, Unit[]>();
  for (const u of state.units) {
    const list = unitsAt.get(u.hex);
    if (list === undefined) unitsAt.set(u.hex, [u]);
    else list.push(u);
  }
  const entered = new Map(state.traffic.map((t) => [t.hex, t.entered]));
  f = { unitsAt, entered, left: new Set(state.left) };
  FACTS.set(state, f);
  return f;
}

const KIND_ORDER: Readonly<Record<UnitKind, number>> = {
  harvester: 0,
  general: 1,
  lieutenant: 2,
  soldier: 3,
  scout: 4,
};

/** Everything the player knows of the planet, hex by hex in cell order (HV-4.2, HV-8.3). */
export function knowledgeOf(state: HvState, player: string): HexKnowledge[] {
  const grid = planetGrid(state.radius);
  const f = facts(state);
  const { seat } = derived(state);
  const levels = [...scannedLevels(state, player).entries()].sort((a, b) => a[0] - b[0]);
  return levels.map(([hex, level]) => {
    const here = f.unitsAt.get(hex) ?? [];
    const amount = state.resources[hex] as number;
    const mask = f.entered.get(hex) ?? 0;
    const k: {
      -readonly [K in keyof HexKnowledge]: HexKnowledge[K];
    } = {
      hex: grid.name(hex),
      level,
      harvester: here.some((u) => u.kind === 'harvester'),
      resources: amount > 0,
    };
    if (level <= 4) k.moved = mask !== 0 || f.left.has(hex);
    if (level <= 3) k.enteredFrom = DIRECTIONS.filter((_, i) => (mask & (1 << i)) !== 0);
    if (level <= 2) k.units = here.length;
    if (level <= 1) {
      k.contents = here
        .map((u) => ({ owner: u.owner, kind: u.kind }))
        .sort(
          (a, b) =>
            (seat.get(a.owner) as number) - (seat.get(b.owner) as number) ||
            KIND_ORDER[a.kind] - KIND_ORDER[b.kind],
        );
      k.amount = amount;
    }
    return k;
  });
}
