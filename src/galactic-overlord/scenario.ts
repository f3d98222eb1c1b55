/**
 * A scenario: the factions a campaign puts into a game, each with its own starting forces
 * and stocks, in seat order; read from plain JSON data and checked like every input, so
 * that a campaign can fight its battles as games and carry the survivors on
 * (`forcesOf`, `forces.ts`, reads them back in the same shape). Galactic Overlord has no
 * map: its bases are places without positions, so a scenario has no `ground`.
 *
 * What a side may be given is what the rules allow a faction to hold: bases (home or
 * captured, GO-2.2), ships with their damage (GO-3.2, GO-10.7), build points, at most three
 * shield generators (GO-4.5) and three spies (GO-9.1), and at most the two
 * counter-espionage uses every faction starts with, which are never replaced (GO-9.3). A
 * side with no base starts cut off (GO-6.1), so it holds no build points; a side with no
 * base and no ship would be out before it played.
 */
import { isObj, isShownName, unknownKeys } from '../kernel/input-checks.js';
import { err, ok, type Result } from '../kernel/result.js';
import { GO_II_BASE_CAP, STARTING_BASES, startingBp } from './economy.js';
import { describe, type Issue, issue } from './errors.js';
import { type RulesOptions, SETUP_OPTIONS } from './rules-options.js';
import { HULLS, type Hull, hullHp, MAX_GENERATORS, MAX_SPIES, WEAPONS, type Weapon } from './vocabulary.js';

/** GO-2.1: counter-espionage uses each faction starts with (never replaced, GO-9.3). */
export const STARTING_COUNTER_ESPIONAGE = 2;
/** The most factions a game seats (GO-1.1). */
const MAX_FACTIONS = SETUP_OPTIONS.players.max;
/** A faction id: lower-case letters, digits and dashes, starting with a letter (GO-1.1). */
export const FACTION_ID = /^[a-z][a-z0-9-]{0,15}$/;
/** The longest name a side may be given. */
export const MAX_NAME_LENGTH = 40;
/** The most bases one side may start with. */
export const MAX_SIDE_BASES = 1000;
/** The most ships one side may start with. */
export const MAX_SIDE_SHIPS = 10_000;
/** The most build points one side may start with. */
export const MAX_SIDE_BP = 1_000_000;

/** Bases of one builder a side starts with (GO-2.2: home bases when the builder is the side). */
export interface ScenarioBases {
  /** The faction that built them: the side itself for home bases; another faction's id (in this game or not) for captured ones. */
  readonly builder: string;
  /** How many. */
  readonly count: number;
}

/** Ships of one kind a side starts with. */
export interface ScenarioShips {
  /** Their hull. */
  readonly hull: Hull;
  /** The one weapon filling each (GO-3.2). */
  readonly weapon: Weapon;
  /** Hits each carries, below its hit points (GO-10.7); repaired for 1 BP a ship (GO-3.4). */
  readonly damage: number;
  /** How many. */
  readonly count: number;
}

/** One side of a scenario, read: every field given or set to its default. */
export interface ScenarioSide {
  /** The faction's id (GO-1.1). */
  readonly id: string;
  /** Its name, if given. */
  readonly name?: string;
  /** Its bases by builder; by default three home bases (GO-2.1). */
  readonly bases: readonly ScenarioBases[];
  /** Self-built bases so far, which price the next (GO-3.1); by default the bases it built among the scenario's. */
  readonly built: number;
  /** Its ships by kind; by default none. */
  readonly ships: readonly ScenarioShips[];
  /** Build points; by default the edition's starting BP (GO-2.1). */
  readonly bp: number;
  /** Shield generators, at most three (GO-4.5); by default as option `startingGenerators` says (GO-2.1). */
  readonly generators: number;
  /** Spies, at most three (GO-9.1); by default none. */
  readonly spies: number;
  /** Counter-espionage uses left, at most two (GO-9.3); by default two. */
  readonly counterEspionage: number;
}

/** A scenario, read: the sides in seat order (their count fixes the seats), or none given. */
export interface GalacticOverlordScenario {
  /** The sides, in seat order; absent when the scenario names none (the set-up's `players` then stand). */
  readonly sides?: readonly ScenarioSide[];
}

const SCENARIO_KEYS = ['sides'];
const SIDE_KEYS = ['id', 'name', 'bases', 'built', 'ships', 'bp', 'generators', 'spies', 'counterEspionage'];
const BASE_KEYS = ['builder', 'count'];
const SHIP_KEYS = ['hull', 'weapon', 'damage', 'count'];

type Path = (string | number)[];

/** A path as a reader writes it: `scenario.sides[1].ships[0].hull`. */
export function pathText(path: readonly (string | number)[]): string {
  return path.map((p, k) => (typeof p === 'number' ? `[${p}]` : k === 0 ? p : `.${p}`)).join('');
}

/** The issues of one object's keys a reader does not know, each with its nearest known key. */
function keyIssues(raw: Record<string, unknown>, known: readonly string[], at: Path, out: Issue[]): void {
  for (const u of unknownKeys(raw, known)) {
    const path = [...at, u.key];
    out.push(
      issue('scenario/unknown-key', path, {
        at: pathText(path),
        key: u.key,
        ...(u.nearest === undefined ? {} : { nearest: u.nearest }),
      }),
    );
  }
}

/** A whole number from `lo` to `hi` at `path`, or `fallback` with a `scenario/bad-value` issue. */
function wholeAt(raw: unknown, path: Path, lo: number, hi: number, fallback: number, out: Issue[]): number {
  if (typeof raw === 'number' && Number.isInteger(raw) && raw >= lo && raw <= hi) return raw;
  out.push(
    issue('scenario/bad-value', path, {
      at: pathText(path),
      expected: `a whole number from ${lo} to ${hi}`,
      got: describe(raw),
    }),
  );
  return fallback;
}

/** A stock with a cap the rules set (GO-4.5, GO-9.1, GO-9.3): `scenario/over-cap` above it. */
function stockAt(
  raw: unknown,
  path: Path,
  cap: number,
  rule: string,
  fallback: number,
  out: Issue[],
): number {
  if (raw === undefined) return fallback;
  if (typeof raw === 'number' && Number.isInteger(raw) && raw > cap) {
    out.push(issue('scenario/over-cap', path, { at: pathText(path), got: raw, cap, rule }));
    return cap;
  }
  return wholeAt(raw, path, 0, cap, fallback, out);
}

/** A list of at most `most` groups at `path`, or none with a `scenario/bad-value` issue. */
function listAt(raw: unknown, path: Path, most: number, what: string, out: Issue[]): unknown[] {
  if (Array.isArray(raw) && raw.length <= most) return raw;
  out.push(
    issue('scenario/bad-value', path, {
      at: pathText(path),
      expected: `a list of at most ${most} ${what}`,
      got: describe(raw),
    }),
  );
  return [];
}

/** One side's bases by builder (default: three home bases). */
function readBases(raw: unknown, id: string, at: Path, out: Issue[]): ScenarioBases[] {
  if (raw === undefined) return [{ builder: id, count: STARTING_BASES }];
  const bases: ScenarioBases[] = [];
  listAt(raw, at, MAX_SIDE_BASES, 'groups of bases {builder?, count?}', out).forEach((g, k) => {
    const path = [...at, k];
    if (!isObj(g)) {
      out.push(
        issue('scenario/bad-value', path, {
          at: pathText(path),
          expected: 'a group of bases {builder?, count?}',
          got: describe(g),
        }),
      );
      return;
    }
    keyIssues(g, BASE_KEYS, path, out);
    let builder = id;
    if (g.builder !== undefined) {
      if (typeof g.builder === 'string' && FACTION_ID.test(g.builder)) builder = g.builder;
      else
        out.push(
          issue('scenario/bad-value', [...path, 'builder'], {
            at: pathText([...path, 'builder']),
            expected: 'a faction id (lower-case letters, digits and dashes)',
            got: describe(g.builder),
          }),
        );
    }
    const count = g.count === undefined ? 1 : wholeAt(g.count, [...path, 'count'], 1, MAX_SIDE_BASES, 1, out);
    bases.push({ builder, count });
  });
  const total = bases.reduce((t, b) => t + b.count, 0);
  if (total > MAX_SIDE_BASES)
    out.push(
      issue('scenario/bad-value', at, {
        at: pathText(at),
        expected: `at most ${MAX_SIDE_BASES} bases in all`,
        got: String(total),
      }),
    );
  return bases;
}

/** One side's ships by kind (default: none). */
function readShips(raw: unknown, at: Path, out: Issue[]): ScenarioShips[] {
  if (raw === undefined) return [];
  const ships: ScenarioShips[] = [];
  listAt(raw, at, 1000, 'groups of ships {hull, weapon, damage?, count?}', out).forEach((g, k) => {
    const path = [...at, k];
    if (!isObj(g)) {
      out.push(
        issue('scenario/bad-value', path, {
          at: pathText(path),
          expected: 'a group of ships {hull, weapon, damage?, count?}',
          got: describe(g),
        }),
      );
      return;
    }
    keyIssues(g, SHIP_KEYS, path, out);
    const hull = (HULLS as readonly unknown[]).includes(g.hull) ? (g.hull as Hull) : null;
    if (hull === null)
      out.push(
        issue('scenario/bad-value', [...path, 'hull'], {
          at: pathText([...path, 'hull']),
          expected: `one of ${HULLS.join(', ')}`,
          got: describe(g.hull),
        }),
      );
    const weapon = (WEAPONS as readonly unknown[]).includes(g.weapon) ? (g.weapon as Weapon) : null;
    if (weapon === null)
      out.push(
        issue('scenario/bad-value', [...path, 'weapon'], {
          at: pathText([...path, 'weapon']),
          expected: `one of ${WEAPONS.join(', ')}`,
          got: describe(g.weapon),
        }),
      );
    // GO-10.7: a ship whose hits reach its hit points is destroyed, so damage stays below them.
    const most = hull === null ? 0 : hullHp(hull) - 1;
    const damage = g.damage === undefined ? 0 : wholeAt(g.damage, [...path, 'damage'], 0, most, 0, out);
    const count = g.count === undefined ? 1 : wholeAt(g.count, [...path, 'count'], 1, MAX_SIDE_SHIPS, 1, out);
    if (hull !== null && weapon !== null) ships.push({ hull, weapon, damage, count });
  });
  const total = ships.reduce((t, s) => t + s.count, 0);
  if (total > MAX_SIDE_SHIPS)
    out.push(
      issue('scenario/bad-value', at, {
        at: pathText(at),
        expected: `at most ${MAX_SIDE_SHIPS} ships in all`,
        got: String(total),
      }),
    );
  return ships;
}

/** A side's name: 1 to 40 characters, none of them a control character. */
export function isSideName(v: unknown): v is string {
  return isShownName(v, MAX_NAME_LENGTH);
}

/** A side before its `built` default is known (it counts the bases it built across every side). */
type SideDraft = Omit<ScenarioSide, 'built'> & { readonly built: number | null };

function readSide(raw: unknown, k: number, rules: RulesOptions, out: Issue[]): SideDraft | null {
  const at: Path = ['scenario', 'sides', k];
  if (!isObj(raw)) {
    out.push(
      issue('scenario/bad-value', at, {
        at: pathText(at),
        expected: 'a side {id, name?, bases?, built?, ships?, bp?, generators?, spies?, counterEspionage?}',
        got: describe(raw),
      }),
    );
    return null;
  }
  keyIssues(raw, SIDE_KEYS, at, out);
  const id = typeof raw.id === 'string' && FACTION_ID.test(raw.id) ? raw.id : null;
  if (id === null)
    out.push(
      issue('scenario/bad-value', [...at, 'id'], {
        at: pathText([...at, 'id']),
        expected: 'a faction id: a lower-case letter, then up to 15 lower-case letters, digits and dashes',
        got: describe(raw.id),
      }),
    );
  let name: string | undefined;
  if (raw.name !== undefined) {
    if (isSideName(raw.name)) name = raw.name;
    else
      out.push(
        issue('scenario/bad-value', [...at, 'name'], {
          at: pathText([...at, 'name']),
          expected: `a name of 1 to ${MAX_NAME_LENGTH} characters, none a control character`,
          got: describe(raw.name),
        }),
      );
  }
  const bases = readBases(raw.bases, id ?? '', [...at, 'bases'], out);
  const ships = readShips(raw.ships, [...at, 'ships'], out);
  const bp =
    raw.bp === undefined ? startingBp(rules) : wholeAt(raw.bp, [...at, 'bp'], 0, MAX_SIDE_BP, 0, out);
  const generators = stockAt(
    raw.generators,
    [...at, 'generators'],
    MAX_GENERATORS,
    'GO-4.5: at most three shield generators are stocked',
    rules.startingGenerators === 'one' ? 1 : 0,
    out,
  );
  const spies = stockAt(
    raw.spies,
    [...at, 'spies'],
    MAX_SPIES,
    'GO-9.1: at most three spies are stocked',
    0,
    out,
  );
  const counterEspionage = stockAt(
    raw.counterEspionage,
    [...at, 'counterEspionage'],
    STARTING_COUNTER_ESPIONAGE,
    'GO-9.3: a faction starts with two uses of counter-espionage, and they are never replaced',
    STARTING_COUNTER_ESPIONAGE,
    out,
  );
  const built =
    raw.built === undefined
      ? null
      : wholeAt(raw.built, [...at, 'built'], 0, MAX_SIDE_BASES * MAX_FACTIONS, 0, out);
  if (id === null) return null;
  const held = bases.reduce((t, b) => t + b.count, 0);
  const fleet = ships.reduce((t, s) => t + s.count, 0);
  // GO-6.3: with neither a base nor a ship a faction is out.
  if (held === 0 && fleet === 0) out.push(issue('scenario/no-forces', at, { at: pathText(at), id }));
  // GO-6.1: a faction with no base is cut off, and has forfeited its build points.
  if (held === 0 && bp > 0)
    out.push(issue('scenario/cut-off-stocks', [...at, 'bp'], { at: pathText(at), id }));
  return {
    id,
    ...(name === undefined ? {} : { name }),
    bases,
    built,
    ships,
    bp,
    generators,
    spies,
    counterEspionage,
  };
}

/**
 * A scenario read from plain data (`undefined`: none), under `rules`; or its typed issues
 * (`scenario/...`), each at a path such as `scenario.sides[1].ships[0].hull`, with the
 * value given. Unknown keys are refused with the nearest known key. Never throws.
 */
export function readScenario(raw: unknown, rules: RulesOptions): Result<GalacticOverlordScenario, Issue[]> {
  if (raw === undefined) return ok({});
  const out: Issue[] = [];
  if (!isObj(raw))
    return err([
      issue('scenario/bad-value', ['scenario'], {
        at: 'scenario',
        expected: 'an object {sides?}',
        got: describe(raw),
      }),
    ]);
  // GO-1.1: the game has no map, so a scenario has no ground to set.
  if (raw.ground !== undefined) out.push(issue('scenario/no-ground', ['scenario', 'ground'], {}));
  keyIssues(
    Object.fromEntries(Object.entries(raw).filter(([k]) => k !== 'ground')),
    SCENARIO_KEYS,
    ['scenario'],
    out,
  );
  if (raw.sides === undefined) return out.length > 0 ? err(out) : ok({});
  if (!Array.isArray(raw.sides) || raw.sides.length < 2 || raw.sides.length > MAX_FACTIONS) {
    out.push(
      issue('scenario/bad-value', ['scenario', 'sides'], {
        at: 'scenario.sides',
        expected: `a list of 2 to ${MAX_FACTIONS} sides, in seat order`,
        got: describe(raw.sides),
      }),
    );
    return err(out);
  }
  const drafts = raw.sides.map((s, k) => readSide(s, k, rules, out));
  const seen = new Set<string>();
  drafts.forEach((d, k) => {
    if (d === null) return;
    if (seen.has(d.id))
      out.push(
        issue('scenario/repeated-id', ['scenario', 'sides', k, 'id'], {
          at: pathText(['scenario', 'sides', k, 'id']),
          id: d.id,
        }),
      );
    seen.add(d.id);
  });
  const sides: ScenarioSide[] = [];
  drafts.forEach((d, k) => {
    if (d === null) return;
    // GO-3.1: self-built bases are never destroyed, only taken, so a faction has built at
    // least those of its own the scenario places, wherever they stand.
    let own = 0;
    for (const other of drafts) for (const b of other?.bases ?? []) if (b.builder === d.id) own += b.count;
    const built = d.built ?? own;
    const at: Path = ['scenario', 'sides', k, 'built'];
    if (built < own) out.push(issue('scenario/built-too-low', at, { at: pathText(at), built, bases: own }));
    if (rules.edition === 'go-ii' && built > GO_II_BASE_CAP)
      out.push(
        issue('scenario/over-cap', at, {
          at: pathText(at),
          got: built,
          cap: GO_II_BASE_CAP,
          rule: 'GO-2.1: the go-ii edition allows at most six self-built bases',
        }),
      );
    sides.push({ ...d, built });
  });
  return out.length > 0 ? err(out) : ok({ sides });
}
