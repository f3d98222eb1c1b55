/**
 * A scenario (TSG-3.4): the ground a war is fought on and each side's forces at the
 * start, given through `newGame({ scenario })` as plain JSON, so that a campaign can set
 * up each war from the last one's survivors (read back by `forcesOf`). Every value is
 * checked like an order: a typed issue (`scenario/...`) with its place as the caller wrote
 * it (`scenario.sides[1].fleets[0].ships[2].weapons`) and the value, a key the scenario
 * does not have refused with the nearest one it has, and what the rules forbid refused
 * too: a ship no shipyard may build under the rules in force (TSG-8), an id twice, a
 * system held by both sides or a home held by the enemy.
 */
import { describeValue } from '../kernel/describe-value.js';
import { isObj, unknownKeys } from '../kernel/input-checks.js';
import { type Design, designProblems, type Ship } from './design.js';
import { type Issue, issue } from './errors.js';
import { type GameMap, gridOf, type MapSpec, readMap } from './map.js';
import type { RulesOptions } from './rules-options.js';
import { MAP_NAMES, type MapName, SCENARIOS } from './scenarios.js';
import { byId, type Fleet, fleetsOf, type TsgState } from './state.js';
import { MAX_BUDGET } from './vocabulary.js';

/** A ship of a scenario: its design, and its id if the campaign keeps one. */
export interface TsgScenarioShip extends Design {
  /** The ship's id (lower case, such as `p1-s4` or `dauntless`); given one by the game when left out. */
  readonly id?: string;
}

/** A fleet of a scenario: its ships, at its side's home (TSG-3.3). */
export interface TsgScenarioFleet {
  /** The fleet's id (lower case); given one by the game when left out. */
  readonly id?: string;
  /** Its ships, at least one. */
  readonly ships: readonly TsgScenarioShip[];
}

/** One side of a scenario, in seat order. */
export interface TsgScenarioSide {
  /** The player's id (default `p1`, `p2`, or the `players` option's). */
  readonly id?: string;
  /** The side's name as people read it (default its id). */
  readonly name?: string;
  /** BP in hand at the start, before turn 1's income (default the `budget` option's, 525). */
  readonly budget?: number;
  /** Fleets at home at the start (default none: the first production builds them). */
  readonly fleets?: readonly TsgScenarioFleet[];
  /** Systems the side owns at the start besides its home, by hex name; they produce from turn 1. */
  readonly holdings?: readonly string[];
}

/** The ground of a scenario. */
export interface TsgScenarioGround {
  /** The map: a named map (`seed`, `fair`, `duel`), a map as data, or ASCII art in the seed's drawing. */
  readonly map?: MapName | MapSpec | string;
}

/** A scenario: the ground and the two sides, each part optional. */
export interface TsgScenario {
  /** The ground (default the `map` option's). */
  readonly ground?: TsgScenarioGround;
  /** The two sides, in seat order. */
  readonly sides?: readonly [TsgScenarioSide, TsgScenarioSide];
}

/** What the rest of the set-up gives a scenario to fill in what it leaves out. */
export interface ScenarioDefaults {
  /** The rules in force. */
  readonly rules: RulesOptions;
  /** The map the options give, and whether they gave one. */
  readonly map: { readonly value: GameMap; readonly given: boolean };
  /** The players the options give, and whether they gave them. */
  readonly players: { readonly value: readonly [string, string]; readonly given: boolean };
  /** Each side's budget unless it gives its own. */
  readonly budget: number;
}

/** A scenario read: everything the first state needs from it. */
export interface ScenarioStart {
  /** The map. */
  readonly map: GameMap;
  /** The players, in seat order. */
  readonly players: readonly [string, string];
  /** Each player's name. */
  readonly names: Readonly<Record<string, string>>;
  /** Each player's BP at the start. */
  readonly budgets: Readonly<Record<string, number>>;
  /** The fleets at the start, each at its owner's home. */
  readonly fleets: readonly Fleet[];
  /** The cells each player owns at the start besides its home. */
  readonly holdings: Readonly<Record<string, readonly number[]>>;
  /** Each player's counts of ships built and fleets formed, past every id the scenario gives. */
  readonly counts: Readonly<Record<string, { readonly shipsBuilt: number; readonly fleetsFormed: number }>>;
}

/** Player ids: lower-case letters, digits and dashes, from a letter (TSG-1.1). */
export const PLAYER_ID = /^[a-z][a-z0-9-]{0,15}$/;
/** Ship and fleet ids: lower case, as orders read every id (TSG-2.3). */
export const UNIT_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
/** A side's name: printable, one line. */
export const NAME = /^[^\p{Cc}]{1,40}$/u;
/** At most this many fleets a side at the start (**invented**: a cap so a scenario stays a game's size). */
export const MAX_SCENARIO_FLEETS = 1000;
/** At most this many ships a side at the start (**invented**, as above). */
export const MAX_SCENARIO_SHIPS = 5000;

type Path = readonly (string | number)[];

/** A place as the caller wrote it: `scenario.sides[1].budget`. */
export function placeOf(path: Path): string {
  return path.map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? k : `.${k}`)).join('');
}

/** The number an id gives after `prefix` (`p1-s` in `p1-s12`), or 0 when it is not such an id. */
export function numberedAfter(id: string, prefix: string): number {
  const rest = id.startsWith(prefix) ? id.slice(prefix.length) : '';
  return /^[1-9][0-9]*$/.test(rest) ? Number(rest) : 0;
}

const SCENARIO_KEYS = ['ground', 'sides'];
const GROUND_KEYS = ['map'];
const SIDE_KEYS = ['id', 'name', 'budget', 'fleets', 'holdings'];
const FLEET_KEYS = ['id', 'ships'];
const SHIP_KEYS = ['id', 'engine', 'shields', 'toHit', 'weapons'];

/** The checks of one read, gathering issues as it goes. */
class Reader {
  readonly issues: Issue[] = [];

  invalid(path: Path, expected: string, got: unknown): void {
    this.issues.push(
      issue('scenario/invalid', path, { at: placeOf(path), expected, got: describeValue(got) }),
    );
  }

  forbid(path: Path, detail: string): void {
    this.issues.push(issue('scenario/not-allowed', path, { at: placeOf(path), detail }));
  }

  /** The object at `path` with only `known` keys, or undefined (an issue given) when it is not one. */
  object(raw: unknown, path: Path, known: readonly string[]): Record<string, unknown> | undefined {
    if (!isObj(raw)) {
      this.invalid(path, 'an object', raw);
      return undefined;
    }
    for (const u of unknownKeys(raw, known))
      this.issues.push(
        issue('scenario/unknown-key', [...path, u.key], {
          at: placeOf(path),
          key: u.key.slice(0, 40),
          ...(u.nearest !== undefined ? { nearest: u.nearest } : {}),
        }),
      );
    return raw;
  }

  /** The list at `path` of at most `max` items, or undefined (an issue given). */
  list(raw: unknown, path: Path, max: number, what: string): unknown[] | undefined {
    if (!Array.isArray(raw) || raw.length > max) {
      this.invalid(path, `a list of at most ${max} ${what}`, raw);
      return undefined;
    }
    return raw;
  }

  /** A whole number from `min` to `max` at `path`, or undefined (an issue given). */
  whole(raw: unknown, path: Path, min: number, max: number): number | undefined {
    if (typeof raw === 'number' && Number.isInteger(raw) && raw >= min && raw <= max) return raw;
    this.invalid(path, `a whole number from ${min} to ${max}`, raw);
    return undefined;
  }

  /** A string matching `pattern` at `path`, or undefined (an issue given). */
  text(raw: unknown, path: Path, pattern: RegExp, expected: string): string | undefined {
    if (typeof raw === 'string' && pattern.test(raw)) return raw;
    this.invalid(path, expected, raw);
    return undefined;
  }
}

/** A ship read: its design and the id it was given, if any. */
interface ReadShip {
  readonly id: string | undefined;
  readonly design: Design;
}

/** A fleet read. */
interface ReadFleet {
  readonly id: string | undefined;
  readonly ships: readonly ReadShip[];
}

/** A side read, before ids are filled in. */
interface ReadSide {
  readonly id: string | undefined;
  readonly name: string | undefined;
  readonly budget: number | undefined;
  readonly fleets: readonly ReadFleet[];
  readonly holdings: readonly { readonly name: string; readonly path: Path }[];
}

function readShip(r: Reader, raw: unknown, path: Path, rules: RulesOptions): ReadShip | undefined {
  const o = r.object(raw, path, SHIP_KEYS);
  if (o === undefined) return undefined;
  const id = o.id === undefined ? undefined : r.text(o.id, [...path, 'id'], UNIT_ID, 'a lower-case id');
  // TSG-8: a ship the rules in force would not let a shipyard build is not a ship of this game.
  const problems = designProblems(o, rules, path);
  for (const p of problems) {
    const where = p.path.length > path.length ? p.path : path;
    r.forbid(where, p.message);
  }
  if (problems.length > 0) return undefined;
  const design: Design = {
    engine: o.engine as number,
    shields: o.shields as number,
    toHit: o.toHit as number,
    weapons: o.weapons as number,
  };
  return { id, design };
}

function readFleet(r: Reader, raw: unknown, path: Path, rules: RulesOptions): ReadFleet | undefined {
  const o = r.object(raw, path, FLEET_KEYS);
  if (o === undefined) return undefined;
  const id = o.id === undefined ? undefined : r.text(o.id, [...path, 'id'], UNIT_ID, 'a lower-case id');
  const ships = r.list(o.ships, [...path, 'ships'], MAX_SCENARIO_SHIPS, 'ships');
  if (ships === undefined) return undefined;
  if (ships.length === 0) {
    r.forbid([...path, 'ships'], 'a fleet has at least one ship (TSG-1.2)');
    return undefined;
  }
  const read = ships.map((x, k) => readShip(r, x, [...path, 'ships', k], rules));
  return read.every((x) => x !== undefined) ? { id, ships: read } : undefined;
}

function readSide(r: Reader, raw: unknown, path: Path, rules: RulesOptions): ReadSide | undefined {
  const o = r.object(raw, path, SIDE_KEYS);
  if (o === undefined) return undefined;
  const before = r.issues.length;
  const id =
    o.id === undefined ? undefined : r.text(o.id, [...path, 'id'], PLAYER_ID, 'a player id such as p1');
  const name =
    o.name === undefined
      ? undefined
      : r.text(o.name, [...path, 'name'], NAME, 'a name of 1 to 40 characters');
  const budget = o.budget === undefined ? undefined : r.whole(o.budget, [...path, 'budget'], 0, MAX_BUDGET);
  const fleetList =
    o.fleets === undefined ? [] : r.list(o.fleets, [...path, 'fleets'], MAX_SCENARIO_FLEETS, 'fleets');
  const fleets = (fleetList ?? []).map((f, k) => readFleet(r, f, [...path, 'fleets', k], rules));
  const shipCount = fleets.reduce((a, f) => a + (f?.ships.length ?? 0), 0);
  if (shipCount > MAX_SCENARIO_SHIPS)
    r.invalid([...path, 'fleets'], `at most ${MAX_SCENARIO_SHIPS} ships in all`, `${shipCount} ships`);
  const holdingList =
    o.holdings === undefined ? [] : r.list(o.holdings, [...path, 'holdings'], 1000, 'hex names');
  const holdings = (holdingList ?? []).flatMap((h, k) => {
    const p = [...path, 'holdings', k];
    if (typeof h === 'string' && /^[0-9]{4}$/.test(h)) return [{ name: h, path: p }];
    r.invalid(p, 'a hex name such as 0805', h);
    return [];
  });
  return r.issues.length > before ? undefined : { id, name, budget, fleets: fleets as ReadFleet[], holdings };
}

/** The map a scenario's ground names or gives, or undefined (an issue given). */
function readGround(r: Reader, raw: unknown): GameMap | undefined {
  const path = ['scenario', 'ground'];
  const o = r.object(raw, path, GROUND_KEYS);
  if (o === undefined || o.map === undefined) return undefined;
  const named = typeof o.map === 'string' && (MAP_NAMES as readonly string[]).includes(o.map);
  const map = readMap(named ? SCENARIOS[o.map as MapName] : o.map);
  if (map.ok) return map.value;
  for (const i of map.error)
    r.invalid(
      [...path, 'map'],
      `a map name (${MAP_NAMES.join(', ')}), a map as data or ASCII art`,
      i.message,
    );
  return undefined;
}

/**
 * Reads a scenario (see the module comment) against what the other options give, into
 * what the first state needs. Never throws.
 */
export function readScenario(
  raw: unknown,
  given: ScenarioDefaults,
): { start?: ScenarioStart; issues: Issue[] } {
  const r = new Reader();
  const o = raw === undefined ? {} : r.object(raw, ['scenario'], SCENARIO_KEYS);
  if (o === undefined) return { issues: r.issues };
  const groundMap = o.ground === undefined ? undefined : readGround(r, o.ground);
  if (groundMap !== undefined && given.map.given)
    r.forbid(['scenario', 'ground', 'map'], 'the map is given twice: as the map option and in the scenario');
  const map = groundMap ?? given.map.value;
  let read: (ReadSide | undefined)[] = [{}, {}].map(() => ({
    id: undefined,
    name: undefined,
    budget: undefined,
    fleets: [],
    holdings: [],
  }));
  if (o.sides !== undefined) {
    const sides = r.list(o.sides, ['scenario', 'sides'], 2, 'sides');
    if (sides !== undefined && sides.length !== 2)
      r.invalid(['scenario', 'sides'], 'two sides, in seat order', sides);
    else if (sides !== undefined)
      read = sides.map((s, k) => readSide(r, s, ['scenario', 'sides', k], given.rules));
  }
  if (r.issues.length > 0 || read.some((s) => s === undefined)) return { issues: r.issues };
  const sides = read as ReadSide[];
  // TSG-1.1: ids from the sides, else from the players option; the two may not disagree.
  const players = sides.map((s, k) => {
    const option = given.players.value[k]!;
    if (s.id !== undefined && given.players.given && s.id !== option)
      r.forbid(['scenario', 'sides', k, 'id'], `the players option names this seat ${option}`);
    return s.id ?? option;
  }) as [string, string];
  if (players[0] === players[1]) r.forbid(['scenario', 'sides', 1, 'id'], `both sides are ${players[0]}`);
  const grid = gridOf(map);
  const holdings: Record<string, number[]> = {};
  const heldBy = new Map<number, string>();
  sides.forEach((s, k) => {
    const p = players[k]!;
    holdings[p] = [];
    for (const h of s.holdings) {
      const cell = grid.parse(h.name);
      if (cell === undefined || !map.systems.includes(cell))
        r.forbid(h.path, `${h.name} is not a system of the map`);
      else if (map.homes.includes(cell))
        r.forbid(h.path, `${h.name} is a home; each home is its own side’s at the start (TSG-3.3)`);
      else if (heldBy.has(cell))
        r.forbid(
          h.path,
          heldBy.get(cell) === p ? `${h.name} is listed twice` : `${h.name} is held by both sides`,
        );
      else {
        heldBy.set(cell, p);
        holdings[p]!.push(cell);
      }
    }
  });
  // Ids: one namespace for every fleet and ship of both sides, as saved games keep them.
  const used = new Map<string, Path>();
  sides.forEach((s, k) =>
    s.fleets.forEach((f, j) => {
      const fp = ['scenario', 'sides', k, 'fleets', j];
      const claim = (id: string | undefined, path: Path) => {
        if (id === undefined) return;
        if (used.has(id)) r.forbid(path, `the id ${id} is also at ${placeOf(used.get(id)!)}`);
        else used.set(id, path);
      };
      claim(f.id, [...fp, 'id']);
      f.ships.forEach((x, i) => claim(x.id, [...fp, 'ships', i, 'id']));
    }),
  );
  if (r.issues.length > 0) return { issues: r.issues };
  const ids = new Set(used.keys());
  const fresh = (prefix: string): string => {
    for (let n = 1; ; n++) if (!ids.has(`${prefix}${n}`)) return `${prefix}${n}`;
  };
  const fleets: Fleet[] = [];
  sides.forEach((s, k) => {
    const p = players[k]!;
    for (const f of s.fleets) {
      const ships = f.ships.map((x) => {
        const id = x.id ?? fresh(`${p}-s`);
        ids.add(id);
        return { id, ...x.design };
      });
      const id = f.id ?? fresh(`${p}-f`);
      ids.add(id);
      fleets.push({ id, owner: p, at: map.homes[k]!, arrived: 0, ships });
    }
  });
  // The id counts run past every numbered id, so the game's next ids are new (TSG-9.3).
  const counts = Object.fromEntries(
    players.map((p) => {
      let shipsBuilt = 0;
      let fleetsFormed = 0;
      for (const id of ids) {
        shipsBuilt = Math.max(shipsBuilt, numberedAfter(id, `${p}-s`));
        fleetsFormed = Math.max(fleetsFormed, numberedAfter(id, `${p}-f`));
      }
      return [p, { shipsBuilt, fleetsFormed }];
    }),
  );
  return {
    issues: [],
    start: {
      map,
      players,
      names: Object.fromEntries(players.map((p, k) => [p, sides[k]!.name ?? p])),
      budgets: Object.fromEntries(players.map((p, k) => [p, sides[k]!.budget ?? given.budget])),
      fleets: fleets.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
      holdings,
      counts,
    },
  };
}

/** A side's forces as `forcesOf` reads them back: a scenario's side with every field given. */
export interface TsgForces extends TsgScenarioSide {
  /** The player's id. */
  readonly id: string;
  /** The side's name. */
  readonly name: string;
  /** BP in hand. */
  readonly budget: number;
  /** Every fleet left, by id, with its ships (where it stood is not kept: a scenario's fleets start at home, TSG-3.3). */
  readonly fleets: readonly { readonly id: string; readonly ships: readonly Ship[] }[];
  /** The systems the side owns, homes left out, by hex name, in the order of the map's systems. */
  readonly holdings: readonly string[];
}

/**
 * Each side's forces now, in seat order and in the shape of a scenario's `sides`, so that
 * a campaign can start the next war with the survivors of this one: its id and name, the
 * BP in hand, every fleet left with its ships and their ids, and the systems it owns
 * besides the homes (TSG-3.4).
 * @example
 * ```ts
 * import { forcesOf, newGame } from 'simulturn/strategic-game';
 * const start = newGame({ scenario: { sides: [{ budget: 60 }, { budget: 40 }] } }, 'war 1');
 * if (!start.ok) throw new Error(start.error[0]!.message);
 * forcesOf(start.value).map((side) => side.budget); // [61, 41]: the budgets and turn 1's income
 * ```
 */
export function forcesOf(s: TsgState): [TsgForces, TsgForces] {
  const grid = gridOf(s.map);
  const forces = (p: string): TsgForces => ({
    id: p,
    name: s.names[p] ?? p,
    budget: s.sides[p]?.bp ?? 0,
    fleets: byId(fleetsOf(s, p)).map((f) => ({ id: f.id, ships: f.ships.map((x) => ({ ...x })) })),
    holdings: s.systems
      .filter((x) => x.owner === p && !s.map.homes.includes(x.cell))
      .map((x) => grid.name(x.cell)),
  });
  return [forces(s.players[0]), forces(s.players[1])];
}
