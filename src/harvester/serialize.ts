/**
 * Saving and loading games: versioned JSON with sorted keys. `serializeState` never
 * fails; `parseState` checks the syntax, the format and version, and every field, and
 * returns typed issues instead of throwing.
 */
import { hashState, writeVersioned } from '../kernel/game/state-format.js';
import { isNat, isObj } from '../kernel/input-checks.js';
import { readInput } from '../kernel/read-input.js';
import { err, ok, type Result } from '../kernel/result.js';
import { isRngState } from '../kernel/rng.js';
import { optionNames } from '../kernel/rules-options.js';
import { type Issue, issue } from './errors.js';
import { planetSize } from './planet.js';
import { RULE_OPTIONS } from './rules-options.js';
import { MAX_TURN_LIMIT } from './setup.js';
import type { HvState } from './state.js';
import { DEFENCE_KINDS, UNIT_KINDS, UNIT_STATS } from './vocabulary.js';

/** The format tag written into every saved game. */
export const STATE_FORMAT = 'simulturn/harvester';
/** The current version of the saved-game format. */
export const STATE_VERSION = 1;
const FORMAT = { name: STATE_FORMAT, version: STATE_VERSION };

/** The state as versioned JSON text (keys sorted). Never fails. */
export function serializeState(state: HvState): string {
  return writeVersioned(FORMAT, state);
}

/** A 64-bit hash of the state (16 hex digits): equal states, equal hashes. */
export function stateHash(state: HvState): string {
  return hashState(state);
}

type Obj = Record<string, unknown>;
/** The units of one whole army (HV-2.3). */
const ARMY = UNIT_KINDS.reduce((n, kind) => n + UNIT_STATS[kind].count, 0);

/** A saved game read back, or issues (`state/unreadable`, `state/invalid-field`). Never throws. */
export function parseState(text: string): Result<HvState, Issue[]> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return err([issue('state/unreadable', [], { detail: e instanceof Error ? e.message : String(e) })]);
  }
  const read = readInput(raw, { maxDepth: 8, maxValues: 50_000_000 });
  if (!read.ok) return err([issue('state/unreadable', read.error.path, { detail: read.error.detail })]);
  const doc = read.value;
  if (!isObj(doc) || doc.format !== STATE_FORMAT || doc.version !== STATE_VERSION) {
    const d = isObj(doc) ? doc : {};
    return err([
      issue('state/unreadable', ['version'], {
        detail: `the file is ${String(d.format)} v${String(d.version)}, expected ${STATE_FORMAT} v${STATE_VERSION}`,
      }),
    ]);
  }
  const problem = stateProblem(doc.state);
  return problem === null
    ? ok(doc.state as HvState)
    : err([issue('state/invalid-field', ['state', ...problem[0]], { expected: problem[1] })]);
}

/** The first thing wrong with a state read from JSON, as a path and what was expected, or null. */
function stateProblem(s: unknown): [(string | number)[], string] | null {
  if (!isObj(s)) return [[], 'an object'];
  if (Object.keys(s).length !== 13) return [[], 'the thirteen fields of a state'];
  if (!isNat(s.turnLimit) || s.turnLimit < 1 || s.turnLimit > MAX_TURN_LIMIT)
    return [['turnLimit'], `a turn limit from 1 to ${MAX_TURN_LIMIT}`];
  // HV-10: the game is over once the turn is past the limit, and stays at the turn after it.
  if (!isNat(s.turn) || s.turn < 1 || s.turn > s.turnLimit + 1)
    return [['turn'], 'a turn from 1 to one past the turn limit'];
  if (!isNat(s.radius) || s.radius < 1 || s.radius > 1000) return [['radius'], 'a radius from 1 to 1000'];
  const size = planetSize(s.radius);
  if (!Array.isArray(s.players) || s.players.length < 2 || !s.players.every((p, k) => p === `p${k + 1}`))
    return [['players'], 'seats p1 to pN'];
  const players = s.players as string[];
  const seats = new Set(players);
  if (!isObj(s.rules) || Object.keys(s.rules).length !== optionNames(RULE_OPTIONS).length)
    return [['rules'], 'every rules option once'];
  for (const name of optionNames(RULE_OPTIONS))
    if (!(RULE_OPTIONS[name].values as readonly unknown[]).includes(s.rules[name]))
      return [['rules', name], 'a value of the option'];
  if (!isRngState(s.rng)) return [['rng'], 'a generator state'];
  if (!Array.isArray(s.resources) || s.resources.length !== size || !s.resources.every(isNat))
    return [['resources'], 'a whole number for every hex'];
  // The next unit id leaves room for the units the turns left could bring (a rebuild a
  // player and a late joiner's army a turn, HV-7.3, HV-1.3), so that every new id is a
  // safe whole number above the others and a save that loads plays on into one.
  const turnsLeft = (s.turnLimit as number) - (s.turn as number) + 1;
  if (!isNat(s.nextUnit) || s.nextUnit + turnsLeft * (players.length + ARMY) > Number.MAX_SAFE_INTEGER)
    return [['nextUnit'], 'the next unit id, with room for the units of the turns left'];
  if (!Array.isArray(s.units)) return [['units'], 'a list of units'];
  let last = 0;
  for (const [k, u] of s.units.entries()) {
    if (!isObj(u) || Object.keys(u).length !== 4) return [['units', k], 'id, owner, kind and hex'];
    if (!isNat(u.id) || u.id <= last || u.id >= s.nextUnit)
      return [['units', k, 'id'], 'ids rising, below nextUnit'];
    last = u.id;
    if (!seats.has(u.owner as string)) return [['units', k, 'owner'], 'a seat'];
    if (!(UNIT_KINDS as readonly unknown[]).includes(u.kind)) return [['units', k, 'kind'], 'a unit kind'];
    if (!isNat(u.hex) || u.hex >= size) return [['units', k, 'hex'], 'a hex of the planet'];
  }
  if (!isObj(s.machines) || Object.keys(s.machines).length !== players.length)
    return [['machines'], 'one machine per seat'];
  for (const p of players) {
    const m = s.machines[p];
    if (!isObj(m) || Object.keys(m).length !== 7) return [['machines', p], 'the seven fields of a machine'];
    if (!isNat(m.load) || m.load > 20) return [['machines', p, 'load'], 'a load from 0 to 20'];
    if (m.target !== null && !(isNat(m.target) && m.target < size))
      return [['machines', p, 'target'], 'null or a hex'];
    if (m.ruler !== null && (m.ruler === p || !seats.has(m.ruler as string)))
      return [['machines', p, 'ruler'], 'null or another seat'];
    if (!isNat(m.idle)) return [['machines', p, 'idle'], 'a count'];
    if (m.joinedAt !== null && !isNat(m.joinedAt)) return [['machines', p, 'joinedAt'], 'null or a turn'];
    if (m.outAt !== null && !isNat(m.outAt)) return [['machines', p, 'outAt'], 'null or a turn'];
    const b = m.build;
    if (
      b !== null &&
      !(
        isObj(b) &&
        (DEFENCE_KINDS as readonly unknown[]).includes(b.kind) &&
        isNat(b.done) &&
        Object.keys(b).length === 2
      )
    )
      return [['machines', p, 'build'], 'null or a rebuild'];
  }
  // HV-8.4: the hierarchy has no cycles. Each seat's chain of rulers is walked until it
  // reaches a seat already cleared, so a chain of thousands is walked once, not once a seat.
  const cleared = new Set<string>();
  for (const p of players) {
    const walked = new Set<string>();
    for (
      let r: string | null = p;
      r !== null && !cleared.has(r);
      r = (s.machines[r] as Obj).ruler as string | null
    ) {
      if (walked.has(r)) return [['machines', p, 'ruler'], 'a hierarchy without cycles'];
      walked.add(r);
    }
    for (const q of walked) cleared.add(q);
  }
  if (
    !Array.isArray(s.traffic) ||
    !s.traffic.every(
      (t) =>
        isObj(t) &&
        isNat(t.hex) &&
        t.hex < size &&
        isNat(t.entered) &&
        t.entered < 64 &&
        Object.keys(t).length === 2,
    )
  )
    return [['traffic'], 'hexes and entered-from bits'];
  if (!Array.isArray(s.left) || !s.left.every((h) => isNat(h) && h < size)) return [['left'], 'hexes'];
  const l = s.ledger;
  if (
    !isObj(l) ||
    Object.keys(l).length !== 4 ||
    !['placed', 'grown', 'salvage', 'spent'].every((k) => isNat(l[k]))
  )
    return [['ledger'], 'placed, grown, salvage and spent'];
  return null;
}
