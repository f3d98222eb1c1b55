/**
 * Saving and loading games: a versioned JSON document. `serializeState` never fails;
 * `parseState` checks the syntax, the format and version, every field, and that the
 * parts agree, and returns typed issues instead of throwing.
 */
import { hashState, writeVersioned } from '../kernel/game/state-format.js';
import { readSavedState } from '../kernel/game/state-issues.js';
import { isNat, isObj } from '../kernel/input-checks.js';
import { err, ok, type Result } from '../kernel/result.js';
import { isRngState } from '../kernel/rng.js';
import { optionNames } from '../kernel/rules-options.js';
import { GO_II_BASE_CAP } from './economy.js';
import { type Issue, issue } from './errors.js';
import { MAX_BASE_BUILDS, MAX_SHIP_BUILDS } from './orders.js';
import { RULE_OPTIONS } from './rules-options.js';
import { FACTION_ID, isSideName, STARTING_COUNTER_ESPIONAGE } from './scenario.js';
import { MAX_TURN_LIMIT } from './setup.js';
import type { GoState } from './state.js';
import { HULLS, hullHp, MAX_GENERATORS, MAX_SPIES, WEAPONS } from './vocabulary.js';

/** The format tag written into every saved game. */
export const STATE_FORMAT = 'simulturn/galactic-overlord';
/**
 * The current version of the saved-game format. Version 2 added each faction's spies and
 * declared allies and four rules options (GO-2.4, GO-9, GO-11); a version 1 file is read
 * by giving them their starting values (no spy, no ally) and the options their defaults.
 * Version 3 added the options `startingGenerators` (GO-2.1) and `jointCaptures` (GO-11.4),
 * read in an older file as the values its game was played under (`none` and `dealt`), and
 * the factions' names a scenario gives (none in an older file).
 */
export const STATE_VERSION = 3;
const FORMAT = { name: STATE_FORMAT, version: STATE_VERSION };

/** The state as versioned JSON text (keys sorted, so equal states give equal text). Never fails. */
export function serializeState(state: GoState): string {
  return writeVersioned(FORMAT, state);
}

/** A 64-bit hash of the state (16 hex digits): equal states, equal hashes. */
export function stateHash(state: GoState): string {
  return hashState(state);
}

type Obj = Record<string, unknown>;

/**
 * A saved game read back: the state, or issues (`state/malformed-json`,
 * `state/wrong-version`, `state/invalid-field`). Never throws.
 */
export function parseState(text: string): Result<GoState, Issue[]> {
  const doc = readSavedState(text, FORMAT, {
    maxDepth: 12,
    upgrades: { 1: (s) => fromVersion2(fromVersion1(s)), 2: fromVersion2 },
  });
  if (!doc.ok) return doc;
  const problem = stateProblem(doc.value);
  return problem === null
    ? ok(doc.value as GoState)
    : err([issue('state/invalid-field', ['state', ...problem[0]], { expected: problem[1] })]);
}

/** A version 1 state in version 2's shape (anything malformed is left for the field checks). */
function fromVersion1(s: unknown): unknown {
  if (!isObj(s) || !isObj(s.factions) || !isObj(s.rules)) return s;
  const factions: Obj = {};
  for (const [p, f] of Object.entries(s.factions))
    factions[p] = isObj(f) ? { ...f, spies: 0, allies: [] } : f;
  const added = { turnZero: 'none', spyMiss: 'spent', jointOob: 'first-arrival', baseGifts: 'one-sided' };
  return { ...s, factions, rules: { ...s.rules, ...added } };
}

/** A version 2 state in version 3's shape: the two new options as the older games played them, and no names. */
function fromVersion2(s: unknown): unknown {
  if (!isObj(s) || !isObj(s.rules)) return s;
  return { ...s, names: {}, rules: { ...s.rules, startingGenerators: 'none', jointCaptures: 'dealt' } };
}

/** The first thing wrong with a state read from JSON, as a path and what was expected, or null. */
function stateProblem(s: unknown): [(string | number)[], string] | null {
  if (!isObj(s)) return [[], 'an object'];
  if (!isNat(s.turnLimit) || s.turnLimit < 1 || s.turnLimit > MAX_TURN_LIMIT)
    return [['turnLimit'], `a turn limit from 1 to ${MAX_TURN_LIMIT}`];
  if (!Array.isArray(s.players) || s.players.length < 2 || !s.players.every((p) => typeof p === 'string'))
    return [['players'], 'a list of faction ids'];
  if (new Set(s.players).size !== s.players.length) return [['players'], 'different faction ids'];
  const players = s.players as string[];
  if (!players.every((p) => FACTION_ID.test(p))) return [['players'], 'faction ids'];
  if (!isObj(s.names)) return [['names'], 'the factions’ names, by id'];
  for (const [p, name] of Object.entries(s.names))
    if (!players.includes(p) || !isSideName(name))
      return [['names', p], 'a faction’s name, 1 to 40 characters'];
  if (!isObj(s.rules)) return [['rules'], 'the rules options'];
  if (Object.keys(s.rules).length !== optionNames(RULE_OPTIONS).length)
    return [['rules'], 'every rules option once'];
  for (const name of optionNames(RULE_OPTIONS)) {
    if (!(RULE_OPTIONS[name].values as readonly unknown[]).includes(s.rules[name]))
      return [['rules', name], 'a value of the option'];
  }
  // GO-2.4: turn 0 is the prebuild turn, under `turnZero: prebuild` only.
  // GO-8.2: the game is over once the turn is past the limit, and stays at the turn after it.
  if (!isNat(s.turn) || s.turn < (s.rules.turnZero === 'prebuild' ? 0 : 1) || s.turn > s.turnLimit + 1)
    return [['turn'], 'a turn from 1 (from 0 with a prebuild turn) to one past the turn limit'];
  // The next ids leave room for every base and ship the turns left could build, so that
  // each new id is a safe whole number above the others and a save that loads plays on
  // into one that loads.
  const turnsLeft = (s.turnLimit as number) - s.turn + 1;
  const builds = (most: number) => turnsLeft * players.length * most;
  if (!isNat(s.nextShip) || s.nextShip + builds(MAX_SHIP_BUILDS) > Number.MAX_SAFE_INTEGER)
    return [['nextShip'], 'the next ship id, with room for the ships of the turns left'];
  if (!isNat(s.nextBase) || s.nextBase + builds(MAX_BASE_BUILDS) > Number.MAX_SAFE_INTEGER)
    return [['nextBase'], 'the next base id, with room for the bases of the turns left'];
  if (!isRngState(s.rng)) return [['rng'], 'a generator state'];
  if (!isObj(s.factions) || Object.keys(s.factions).length !== players.length)
    return [['factions'], 'one faction per player'];
  const ships = new Set<number>();
  for (const p of players) {
    const f = s.factions[p];
    if (!isObj(f)) return [['factions', p], 'a faction'];
    for (const k of ['bp', 'built', 'generators', 'counterEspionage', 'spies'])
      if (!isNat(f[k])) return [['factions', p, k], 'a whole number'];
    // The stocks the rules cap (GO-4.5, GO-9.1, GO-9.3).
    if ((f.generators as number) > MAX_GENERATORS)
      return [['factions', p, 'generators'], `at most ${MAX_GENERATORS} shield generators`];
    if ((f.spies as number) > MAX_SPIES) return [['factions', p, 'spies'], `at most ${MAX_SPIES} spies`];
    if ((f.counterEspionage as number) > STARTING_COUNTER_ESPIONAGE)
      return [
        ['factions', p, 'counterEspionage'],
        `at most ${STARTING_COUNTER_ESPIONAGE} counter-espionage uses`,
      ];
    if (s.rules.edition === 'go-ii' && (f.built as number) > GO_II_BASE_CAP)
      return [['factions', p, 'built'], `at most ${GO_II_BASE_CAP} self-built bases under edition go-ii`];
    if (
      !Array.isArray(f.allies) ||
      (f.allies as unknown[]).some(
        (q, k, all) => q === p || !players.includes(q as string) || all.indexOf(q) !== k,
      )
    )
      return [['factions', p, 'allies'], 'a list of other factions, each once'];
    if (f.cutOffShips !== null && !isNat(f.cutOffShips))
      return [['factions', p, 'cutOffShips'], 'null or a count'];
    if (f.outAt !== null && !isNat(f.outAt)) return [['factions', p, 'outAt'], 'null or a turn'];
    if (!Array.isArray(f.ships)) return [['factions', p, 'ships'], 'a list of ships'];
    for (const [k, ship] of f.ships.entries()) {
      if (!isObj(ship) || !isNat(ship.id) || ship.id >= (s.nextShip as number) || ships.has(ship.id))
        return [['factions', p, 'ships', k], 'a ship with a new id below nextShip'];
      ships.add(ship.id);
      if (
        !(HULLS as readonly unknown[]).includes(ship.hull) ||
        !(WEAPONS as readonly unknown[]).includes(ship.weapon)
      )
        return [['factions', p, 'ships', k], 'a hull and a weapon'];
      if (!isNat(ship.damage)) return [['factions', p, 'ships', k, 'damage'], 'damage from 0'];
      if ((ship.damage as number) >= hullHp(ship.hull as (typeof HULLS)[number]))
        return [['factions', p, 'ships', k, 'damage'], 'damage below the hull’s hit points'];
      if (Object.keys(ship).length !== 4)
        return [['factions', p, 'ships', k], 'id, hull, weapon and damage only'];
    }
    if (Object.keys(f).length !== 9) return [['factions', p], 'the nine fields of a faction'];
  }
  if (!Array.isArray(s.bases)) return [['bases'], 'a list of bases'];
  const bases = new Set<number>();
  for (const [k, b] of s.bases.entries()) {
    if (!isObj(b) || !isNat(b.id) || b.id >= (s.nextBase as number) || bases.has(b.id))
      return [['bases', k], 'a base with a new id below nextBase'];
    bases.add(b.id);
    // A captured base may have been built by a faction of a campaign's earlier game (a scenario's).
    if (!players.includes(b.holder as string) || typeof b.builder !== 'string' || !FACTION_ID.test(b.builder))
      return [['bases', k], 'a holder among the factions and a builder’s faction id'];
    if (Object.keys(b).length !== 3) return [['bases', k], 'id, holder and builder only'];
  }
  const held = (p: string) => (s.bases as { holder: string }[]).filter((b) => b.holder === p).length;
  for (const p of players) {
    const f = s.factions[p] as Record<string, unknown> & { ships: unknown[] };
    // GO-3.1: self-built bases are never destroyed, only taken: a faction has built at least those standing.
    const own = (s.bases as { builder: string }[]).filter((b) => b.builder === p).length;
    if ((f.built as number) < own)
      return [['factions', p, 'built'], `at least the ${own} bases it built that stand`];
    // GO-6.1, GO-6.3: out, a faction holds nothing; in, it is cut off exactly when it holds no base,
    // and then has forfeited its build points; with neither base nor ship it would be out.
    if (f.outAt !== null) {
      if (held(p) > 0 || f.ships.length > 0 || f.cutOffShips !== null)
        return [['factions', p], 'a faction out of the game, with no base, no ship and no cut-off fleet'];
    } else if (held(p) === 0) {
      if (f.cutOffShips === null || f.ships.length === 0 || (f.bp as number) > 0)
        return [['factions', p], 'a faction with no base: cut off, with ships and no build points'];
    } else if (f.cutOffShips !== null) return [['factions', p, 'cutOffShips'], 'null while it holds a base'];
  }
  if (Object.keys(s).length !== 10) return [[], 'the ten fields of a state'];
  return null;
}
