/**
 * A scenario (HV-1.5): what a campaign sets before a battle, as plain JSON. The ground is
 * the planet (its radius, the resources in each hex, its terrain, HV-3.5, and where each
 * Harvester starts); the sides are the seats in order, each with its id, a name, its army
 * (how many of each defence unit it has, never more than the rules' army, HV-2.1) and the
 * resources its Harvester holds (at most its capacity, HV-2.2). Everything left out is
 * drawn or defaulted as a game without a scenario has it. A scenario is read like every
 * input: each problem a typed issue at its path (`scenario.sides[1].army.general`, as the
 * path `['scenario', 'sides', 1, 'army', 'general']`), an unknown key refused with the
 * known key nearest to it, nothing the rules forbid accepted.
 */
import { isObj, unknownKeys } from '../kernel/input-checks.js';
import { describe, type Issue, issue } from './errors.js';
import { planetGrid } from './planet.js';
import type { Army, Terrain } from './state.js';
import {
  CAPACITY,
  DEFENCE_KINDS,
  type DefenceKind,
  MAX_NAME,
  MIN_START_DISTANCE,
  PLAYER_ID,
  TERRAIN_KINDS,
  UNIT_STATS,
} from './vocabulary.js';

/** One side of a scenario: a seat's player and its starting forces (HV-1.5). */
export interface HarvesterSide {
  /** The player's id: a letter, then letters, digits, `-` or `_` (32 at most). */
  readonly id: string;
  /** Its name in reports and sheets, if it has one (64 characters at most). */
  readonly name?: string;
  /**
   * Its defence units by kind, all on its Harvester's hex at the start; a kind left out has
   * none (default, when `army` is left out: the whole army, 1, 2, 3 and 4). At most the
   * whole army of each kind, and what it may rebuild up to (HV-7.3).
   */
  readonly army?: Partial<Record<DefenceKind, number>>;
  /** The resources its Harvester holds at the start, 0 to 20 (default 0). */
  readonly load?: number;
}

/** A side's forces as a game leaves them (`forcesOf`): a scenario's side with every field given. */
export interface HarvesterForces extends HarvesterSide {
  /** Its surviving defence units, every kind. */
  readonly army: Readonly<Record<DefenceKind, number>>;
  /** The resources its Harvester holds. */
  readonly load: number;
}

/** The ground of a scenario: the planet (HV-1.5). Hexes are named `q,r` as orders name them. */
export interface HarvesterGround {
  /** The planet's radius (default: the size that fits the players, HV-3.2); hex names need it. */
  readonly radius?: number;
  /** The resources in each hex by name; every hex not named holds none (default: drawn, HV-3.4). */
  readonly resources?: Readonly<Record<string, number>>;
  /** Rough and shrouded hexes (HV-3.5; default none). */
  readonly terrain?: {
    /** Hexes only Soldiers and Scouts enter. */
    readonly rough?: readonly string[];
    /** Hexes no scanner outside them sees into. */
    readonly shroud?: readonly string[];
  };
  /** Each side's starting hex, in seat order, at least 6 apart and none rough (default: drawn, HV-3.3). */
  readonly starts?: readonly string[];
}

/** A scenario: the ground and the sides, each optional (HV-1.5). */
export interface HarvesterScenario {
  /** The planet. */
  readonly ground?: HarvesterGround;
  /** The seats in order, with their forces; their number is the number of players. */
  readonly sides?: readonly HarvesterSide[];
}

/** A side read: its army whole. */
export interface ReadSide {
  /** Its id. */
  readonly id: string;
  /** Its name, if given. */
  readonly name?: string;
  /** Its army. */
  readonly army: Army;
  /** Its Harvester's load. */
  readonly load: number;
}

/** A scenario read and checked, in cells rather than names. */
export interface ReadScenario {
  /** The radius, if the scenario gives one. */
  readonly radius?: number;
  /** Every hex's resources, if given. */
  readonly resources?: readonly number[];
  /** The terrain (none when not given). */
  readonly terrain: Terrain;
  /** The starting hexes in seat order, if given. */
  readonly starts?: readonly number[];
  /** The sides, if given. */
  readonly sides?: readonly ReadSide[];
}

/** What the reader needs of the rest of the options. */
export interface ScenarioContext {
  /** The `players` option, if given. */
  readonly players?: number;
  /** The `radius` option, if given. */
  readonly radius?: number;
  /** Whether players join late (HV-1.3): then only the draw places them. */
  readonly lateJoin: boolean;
  /** The fewest and most seats. */
  readonly seats: { readonly min: number; readonly max: number };
}

/** The keys of each object of a scenario, for the unknown-key check. */
export const SCENARIO_KEYS = {
  scenario: ['ground', 'sides'],
  ground: ['radius', 'resources', 'terrain', 'starts'],
  terrain: [...TERRAIN_KINDS],
  side: ['id', 'name', 'army', 'load'],
  army: [...DEFENCE_KINDS],
} as const;

/** The most resources a scenario puts in one hex (a bound that keeps every sum a safe integer). */
export const MAX_HEX_RESOURCES = 1_000_000;

type Path = (string | number)[];

/**
 * Reads a scenario (HV-1.5), or every problem with it, each at its path under
 * `scenario`. Never throws on plain data.
 */
export function readScenario(
  raw: unknown,
  context: ScenarioContext,
): { value: ReadScenario; issues: Issue[] } {
  const issues: Issue[] = [];
  const none: ReadScenario = { terrain: { rough: [], shroud: [] } };
  const bad = (path: Path, expected: string, got: unknown) =>
    issues.push(issue('scenario/bad-value', ['scenario', ...path], { expected, got: describe(got) }));
  const keysOf = (o: Record<string, unknown>, path: Path, known: readonly string[]) => {
    for (const u of unknownKeys(o, known))
      issues.push(
        issue('scenario/unknown-key', ['scenario', ...path, u.key], { key: u.key, nearest: u.nearest ?? '' }),
      );
  };
  if (!isObj(raw)) {
    bad([], 'an object such as { "sides": [...], "ground": {...} }', raw);
    return { value: none, issues };
  }
  keysOf(raw, [], SCENARIO_KEYS.scenario);
  const sides = raw.sides === undefined ? undefined : readSides(raw.sides, context, issues, bad, keysOf);
  const seats = sides?.length ?? context.players;
  if (sides !== undefined && context.players !== undefined && sides.length !== context.players)
    issues.push(
      issue('scenario/seat-count', ['scenario', 'sides'], { sides: sides.length, players: context.players }),
    );
  if (raw.ground === undefined)
    return { value: { ...none, ...(sides === undefined ? {} : { sides }) }, issues };
  const g = raw.ground;
  if (!isObj(g)) {
    bad(['ground'], 'an object such as { "radius": 8 }', g);
    return { value: none, issues };
  }
  keysOf(g, ['ground'], SCENARIO_KEYS.ground);
  let radius: number | undefined;
  if (g.radius !== undefined) {
    if (!Number.isInteger(g.radius) || (g.radius as number) < 1 || (g.radius as number) > 1000)
      bad(['ground', 'radius'], 'a whole number from 1 to 1000', g.radius);
    else radius = g.radius as number;
    if (radius !== undefined && context.radius !== undefined && context.radius !== radius)
      bad(['ground', 'radius'], `the radius option's ${context.radius}, or no radius option`, g.radius);
  }
  const named = radius ?? context.radius;
  const needsNames = g.resources !== undefined || g.terrain !== undefined || g.starts !== undefined;
  if (needsNames && named === undefined) {
    bad(['ground', 'radius'], "the planet's radius, which the ground's hex names need", g.radius);
    return { value: { ...none, ...(sides === undefined ? {} : { sides }) }, issues };
  }
  const grid = named === undefined ? undefined : planetGrid(named);
  const hexAt = (name: unknown, path: Path): number | undefined => {
    const h = grid!.parse(name);
    if (h === undefined)
      bad(path, `a hex of the planet, "q,r" with each of q, r and q + r from ${-named!} to ${named!}`, name);
    return h;
  };
  let resources: number[] | undefined;
  if (g.resources !== undefined) {
    if (!isObj(g.resources))
      bad(['ground', 'resources'], 'an object of amounts by hex, such as { "1,-2": 3 }', g.resources);
    else {
      resources = new Array<number>(grid!.size).fill(0);
      const seen = new Set<number>();
      for (const [name, amount] of Object.entries(g.resources)) {
        const path: Path = ['ground', 'resources', name];
        const h = hexAt(name, path);
        if (!Number.isInteger(amount) || (amount as number) < 0 || (amount as number) > MAX_HEX_RESOURCES)
          bad(path, `a whole number from 0 to ${MAX_HEX_RESOURCES}`, amount);
        else if (h !== undefined && seen.has(h))
          issues.push(issue('scenario/duplicate', ['scenario', ...path], { value: grid!.name(h) }));
        else if (h !== undefined) {
          seen.add(h);
          resources[h] = amount as number;
        }
      }
    }
  }
  const hexList = (v: unknown, path: Path): number[] => {
    if (!Array.isArray(v)) {
      bad(path, 'a list of hexes such as ["1,-2", "0,3"]', v);
      return [];
    }
    const out: number[] = [];
    v.forEach((name, k) => {
      const h = hexAt(name, [...path, k]);
      if (h === undefined) return;
      if (out.includes(h))
        issues.push(issue('scenario/duplicate', ['scenario', ...path, k], { value: grid!.name(h) }));
      else out.push(h);
    });
    return out;
  };
  let terrain: Terrain = none.terrain;
  if (g.terrain !== undefined) {
    const t = g.terrain;
    if (!isObj(t)) bad(['ground', 'terrain'], 'an object such as { "rough": ["1,-2"], "shroud": [] }', t);
    else {
      keysOf(t, ['ground', 'terrain'], SCENARIO_KEYS.terrain);
      const rise = (xs: number[]) => xs.sort((a, b) => a - b);
      terrain = {
        rough: t.rough === undefined ? [] : rise(hexList(t.rough, ['ground', 'terrain', 'rough'])),
        shroud: t.shroud === undefined ? [] : rise(hexList(t.shroud, ['ground', 'terrain', 'shroud'])),
      };
    }
  }
  let starts: number[] | undefined;
  if (g.starts !== undefined) {
    if (context.lateJoin)
      bad(['ground', 'starts'], 'no start hexes when players join late (they land by HV-1.3)', g.starts);
    const list = hexList(g.starts, ['ground', 'starts']);
    if (Array.isArray(g.starts) && seats !== undefined && g.starts.length !== seats)
      bad(['ground', 'starts'], `a start hex for each of the ${seats} sides`, g.starts);
    const rough = new Set(terrain.rough);
    list.forEach((h, k) => {
      if (rough.has(h))
        bad(
          ['ground', 'starts', k],
          'a hex that is not rough: a Harvester never stands in one',
          grid!.name(h),
        );
      for (let j = 0; j < k; j++) {
        const d = grid!.distance(list[j] as number, h);
        if (d < MIN_START_DISTANCE)
          issues.push(
            issue('scenario/starts-too-close', ['scenario', 'ground', 'starts', k], {
              hex: grid!.name(h),
              other: grid!.name(list[j] as number),
              distance: d,
            }),
          );
      }
    });
    if (Array.isArray(g.starts) && list.length === g.starts.length) starts = list;
  }
  return {
    value: {
      ...(radius === undefined ? {} : { radius }),
      ...(resources === undefined ? {} : { resources }),
      terrain,
      ...(starts === undefined ? {} : { starts }),
      ...(sides === undefined ? {} : { sides }),
    },
    issues,
  };
}

function readSides(
  raw: unknown,
  context: ScenarioContext,
  issues: Issue[],
  bad: (path: Path, expected: string, got: unknown) => void,
  keysOf: (o: Record<string, unknown>, path: Path, known: readonly string[]) => void,
): ReadSide[] | undefined {
  const { min, max } = context.seats;
  if (!Array.isArray(raw) || raw.length < min || raw.length > max) {
    bad(['sides'], `a list of ${min} to ${max} sides, one a seat in seat order`, raw);
    return undefined;
  }
  const out: ReadSide[] = [];
  const ids = new Set<string>();
  raw.forEach((side, k) => {
    const path: Path = ['sides', k];
    if (!isObj(side)) {
      bad(path, 'a side such as { "id": "red", "army": { "general": 1 } }', side);
      return;
    }
    keysOf(side, path, SCENARIO_KEYS.side);
    const id = side.id;
    if (typeof id !== 'string' || !PLAYER_ID.test(id)) {
      bad([...path, 'id'], 'an id: a letter, then letters, digits, - or _ (32 at most)', id);
      return;
    }
    if (ids.has(id)) issues.push(issue('scenario/duplicate', ['scenario', ...path, 'id'], { value: id }));
    ids.add(id);
    const name = side.name;
    if (name !== undefined && (typeof name !== 'string' || name.trim() === '' || name.length > MAX_NAME))
      bad([...path, 'name'], `a name of 1 to ${MAX_NAME} characters`, name);
    const army: Record<DefenceKind, number> = { general: 0, lieutenant: 0, soldier: 0, scout: 0 };
    if (side.army === undefined) for (const kind of DEFENCE_KINDS) army[kind] = UNIT_STATS[kind].count;
    else if (!isObj(side.army))
      bad([...path, 'army'], 'an object of counts by kind, such as { "soldier": 2 }', side.army);
    else {
      keysOf(side.army, [...path, 'army'], SCENARIO_KEYS.army);
      for (const kind of DEFENCE_KINDS) {
        const n = side.army[kind];
        if (n === undefined) continue;
        const cap = UNIT_STATS[kind].count;
        if (!Number.isInteger(n) || (n as number) < 0)
          bad([...path, 'army', kind], `a whole number from 0 to ${cap}`, n);
        else if ((n as number) > cap)
          issues.push(
            issue('scenario/over-cap', ['scenario', ...path, 'army', kind], {
              what: `${kind}s in an army`,
              value: n as number,
              cap,
            }),
          );
        else army[kind] = n as number;
      }
    }
    let load = 0;
    if (side.load !== undefined) {
      if (!Number.isInteger(side.load) || (side.load as number) < 0)
        bad([...path, 'load'], `a whole number from 0 to ${CAPACITY}`, side.load);
      else if ((side.load as number) > CAPACITY)
        issues.push(
          issue('scenario/over-cap', ['scenario', ...path, 'load'], {
            what: 'resources a Harvester holds',
            value: side.load as number,
            cap: CAPACITY,
          }),
        );
      else load = side.load as number;
    }
    out.push({ id, ...(typeof name === 'string' ? { name } : {}), army, load });
  });
  return out.length === raw.length ? out : undefined;
}
