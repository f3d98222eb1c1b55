/**
 * Saved games (TSG-9.3): versioned JSON, keys sorted, so equal states give equal text
 * and equal hashes. `parseState` checks the format and version and the state's shape,
 * and returns typed issues instead of throwing.
 */
import { hashState, writeVersioned } from '../kernel/game/state-format.js';
import { isNat, isObj } from '../kernel/input-checks.js';
import { readInput } from '../kernel/read-input.js';
import { err, ok, type Result } from '../kernel/result.js';
import { isRngState } from '../kernel/rng.js';
import { optionNames } from '../kernel/rules-options.js';
import { BATTLE_RESOLVERS, type BattleResolvers, rulesTableFor, unknownCombat } from './battle/registry.js';
import { designProblems } from './design.js';
import { type Issue, issue } from './errors.js';
import { MAX_ORDERS } from './orders.js';
import { NAME, numberedAfter, UNIT_ID } from './scenario.js';
import type { TsgState } from './state.js';
import { MAX_TURN_LIMIT, PHASES } from './vocabulary.js';

/** The format tag written into every saved game. */
export const STATE_FORMAT = 'simulturn/strategic-game';
/** The current version of the saved-game format (2: each player's name, TSG-3.4). */
export const STATE_VERSION = 2;
const FORMAT = { name: STATE_FORMAT, version: STATE_VERSION };

/** The state as versioned JSON text. Never fails. */
export function serializeState(state: TsgState): string {
  return writeVersioned(FORMAT, state);
}

/** A 64-bit hash of the whole state (16 hex digits). */
export function stateHash(state: TsgState): string {
  return hashState(state);
}

type Obj = Record<string, unknown>;

/**
 * A saved game read back, or its issues (`state/invalid`, `state/wrong-version`, and
 * `combat/unknown-resolver` for a game whose battles are fought by a resolver not among
 * `resolvers`, those the game is loaded with: default the built-ins, TSG-7.2). Never throws.
 */
export function parseState(
  text: string,
  resolvers: BattleResolvers = BATTLE_RESOLVERS,
): Result<TsgState, Issue[]> {
  let raw: unknown;
  try {
    raw = JSON.parse(String(text));
  } catch (e) {
    return err([issue('state/invalid', [], { detail: e instanceof Error ? e.message : 'not JSON' })]);
  }
  const read = readInput(raw, { maxDepth: 12 });
  if (!read.ok) return err([issue('state/invalid', read.error.path, { detail: read.error.detail })]);
  const doc = read.value;
  // Version 1 had no names: each player's name is its id, as a new game's is.
  if (isObj(doc) && doc.format === STATE_FORMAT && doc.version === 1 && isObj(doc.state)) {
    const players = Array.isArray(doc.state.players) ? doc.state.players : [];
    const names = Object.fromEntries(players.filter((p) => typeof p === 'string').map((p) => [p, p]));
    const { players: _, ...rest } = doc.state;
    return checked({ players: doc.state.players, names, ...rest }, resolvers);
  }
  if (!isObj(doc) || doc.format !== STATE_FORMAT || doc.version !== STATE_VERSION) {
    const d = isObj(doc) ? doc : {};
    return err([
      issue('state/wrong-version', ['version'], {
        got: `${String(d.format).slice(0, 40)} v${String(d.version).slice(0, 10)}`,
        expected: `${STATE_FORMAT} v${STATE_VERSION}`,
      }),
    ]);
  }
  return checked(doc.state, resolvers);
}

/** The state if it is sound, else its first problem. */
function checked(state: unknown, resolvers: BattleResolvers): Result<TsgState, Issue[]> {
  // TSG-7.2: a save fought by a resolver this program lacks is told as such, not as a bad save.
  const rules = isObj(state) && isObj(state.rules) ? state.rules : {};
  const combat = unknownCombat(rules.combat, resolvers, ['state', 'rules', 'combat']);
  if (combat !== null) return err([combat]);
  const problem = stateProblem(state, rulesTableFor(resolvers));
  return problem === null
    ? ok(state as TsgState)
    : err([issue('state/invalid', ['state', ...problem[0]], { detail: `expected ${problem[1]}` })]);
}

function stateProblem(
  s: unknown,
  table: ReturnType<typeof rulesTableFor>,
): [(string | number)[], string] | null {
  if (!isObj(s)) return [[], 'an object'];
  if (Object.keys(s).length !== 14) return [[], 'the fourteen fields of a state'];
  for (const k of ['step', 'turn', 'turnLimit'])
    if (!isNat(s[k]) || (s[k] as number) < 1) return [[k], 'a whole number from 1'];
  if ((s.turnLimit as number) > MAX_TURN_LIMIT)
    return [['turnLimit'], `a turn limit up to ${MAX_TURN_LIMIT}`];
  if (!(PHASES as readonly unknown[]).includes(s.phase)) return [['phase'], 'a phase'];
  // TSG-4.3: the combat of the limit's turn ends the game, so a game going on is not past it.
  if (s.phase !== 'over' && (s.turn as number) > (s.turnLimit as number))
    return [['turn'], 'a turn no later than the turn limit, while the game goes on'];
  const players = s.players;
  if (
    !Array.isArray(players) ||
    players.length !== 2 ||
    !players.every((p) => typeof p === 'string') ||
    players[0] === players[1]
  )
    return [['players'], 'two player ids'];
  const init = s.initiative;
  if (
    !Array.isArray(init) ||
    init.length !== 2 ||
    !players.includes(init[0]) ||
    !players.includes(init[1]) ||
    init[0] === init[1]
  )
    return [['initiative'], 'both players in an order'];
  const names = s.names;
  if (
    !isObj(names) ||
    Object.keys(names).length !== 2 ||
    !players.every((p) => typeof names[p] === 'string' && NAME.test(names[p] as string))
  )
    return [['names'], "each player's name, 1 to 40 characters on one line"];
  if (!isObj(s.rules) || Object.keys(s.rules).length !== optionNames(table).length)
    return [['rules'], 'every rules option'];
  for (const n of optionNames(table))
    if (!(table[n].values as readonly unknown[]).includes(s.rules[n]))
      return [['rules', n], 'a value of the option'];
  if (!isObj(s.map)) return [['map'], 'a map'];
  const m = s.map;
  const size = (m.cols as number) * (m.rows as number);
  const cell = (c: unknown) => isNat(c) && c < size;
  const side = (n: unknown) => isNat(n) && n >= 1 && n <= 99;
  if (
    !side(m.cols) ||
    !side(m.rows) ||
    !Array.isArray(m.homes) ||
    m.homes.length !== 2 ||
    !m.homes.every(cell)
  )
    return [['map'], 'a map with two homes'];
  if (!Array.isArray(m.systems) || !m.systems.every(cell) || Object.keys(m).length !== 4)
    return [['map', 'systems'], 'cells'];
  // As readMap makes it: every system once, ascending, the two homes among them (TSG-3.1).
  if (
    !m.systems.every((c, k) => k === 0 || (c as number) > (m.systems as number[])[k - 1]!) ||
    m.homes[0] === m.homes[1] ||
    !m.homes.every((h) => (m.systems as unknown[]).includes(h))
  )
    return [['map', 'systems'], 'each system once, ascending, both homes among them'];
  // TSG-4: a game is over exactly when it has an end.
  if ((s.phase === 'over') !== (s.end !== null)) return [['end'], 'an end exactly when the phase is over'];
  if (!Array.isArray(s.systems) || s.systems.length !== m.systems.length)
    return [['systems'], 'one entry per system'];
  for (const [k, x] of s.systems.entries()) {
    if (!isObj(x) || x.cell !== m.systems[k] || Object.keys(x).length !== 5)
      return [['systems', k], 'a system'];
    const who = (v: unknown) => v === null || (players as unknown[]).includes(v);
    const turn = (v: unknown) => v === null || isNat(v);
    if (!who(x.owner) || !who(x.holder) || !turn(x.producesFrom) || !turn(x.holdSince))
      return [['systems', k], 'a system'];
  }
  if (!Array.isArray(s.fleets)) return [['fleets'], 'a list'];
  const ids = new Set<string>();
  for (const [k, f] of s.fleets.entries()) {
    if (
      !isObj(f) ||
      typeof f.id !== 'string' ||
      !UNIT_ID.test(f.id) ||
      ids.has(f.id) ||
      !(players as unknown[]).includes(f.owner) ||
      !cell(f.at) ||
      !isNat(f.arrived) ||
      f.arrived > (s.step as number)
    )
      return [['fleets', k], 'a fleet'];
    ids.add(f.id);
    if (!Array.isArray(f.ships) || f.ships.length === 0 || Object.keys(f).length !== 5)
      return [['fleets', k], 'a fleet with ships'];
    for (const [j, ship] of f.ships.entries()) {
      if (
        !isObj(ship) ||
        typeof ship.id !== 'string' ||
        !UNIT_ID.test(ship.id) ||
        ids.has(ship.id) ||
        Object.keys(ship).length !== 5
      )
        return [['fleets', k, 'ships', j], 'a ship'];
      ids.add(ship.id);
      // TSG-8: every ship is one the rules in force let a shipyard build.
      if (designProblems(ship, s.rules as TsgState['rules'], []).length > 0)
        return [['fleets', k, 'ships', j], 'a ship the rules allow'];
    }
  }
  if (!isObj(s.sides) || Object.keys(s.sides).length !== 2) return [['sides'], 'one side per player'];
  // Production steps still to come: one a turn up to the limit's, this one included when it is due.
  const productionsLeft =
    s.phase === 'over'
      ? 0
      : (s.turnLimit as number) - (s.turn as number) + (s.phase === 'production' ? 1 : 0);
  for (const p of players) {
    const d = (s.sides as Obj)[p];
    if (
      !isObj(d) ||
      !isNat(d.bp) ||
      !isNat(d.shipsBuilt) ||
      !isNat(d.fleetsFormed) ||
      Object.keys(d).length !== 5
    )
      return [['sides', p], 'a side'];
    // TSG-5.2: ship and fleet ids count up per player (`p1-s4`, `p1-f2`). A count behind an
    // id would give that id again; one without room for the builds and splits of the
    // productions left (a list of orders each) would run past the safe whole numbers,
    // where adding one changes nothing. Either way the next save would not load.
    for (const [field, kind] of [
      ['shipsBuilt', 's'],
      ['fleetsFormed', 'f'],
    ] as const) {
      const count = d[field] as number;
      if (count + productionsLeft * MAX_ORDERS > Number.MAX_SAFE_INTEGER)
        return [['sides', p, field], 'a count with room for the orders of the productions left'];
      for (const id of ids)
        if (numberedAfter(id, `${p}-${kind}`) > count)
          return [['sides', p, field], `a count no lower than the number of every id ${p}-${kind}…`];
    }
    const b = d.battle;
    if (
      !isObj(b) ||
      !(b.retreatAt === null || (isNat(b.retreatAt) && b.retreatAt >= 1 && b.retreatAt <= 100)) ||
      !Array.isArray(b.lossOrder) ||
      !b.lossOrder.every((x) => typeof x === 'string')
    )
      return [['sides', p, 'battle'], 'battle orders'];
    if (
      !Array.isArray(d.contacts) ||
      !d.contacts.every(
        (c) => isObj(c) && typeof c.fleet === 'string' && cell(c.at) && isNat(c.ships) && isNat(c.turn),
      )
    )
      return [['sides', p, 'contacts'], 'contacts'];
  }
  if (!isRngState(s.rng)) return [['rng'], 'a generator state'];
  if (s.end !== null && !(isObj(s.end) && typeof s.end.reason === 'string' && Array.isArray(s.end.winners)))
    return [['end'], 'null or an end'];
  return null;
}
