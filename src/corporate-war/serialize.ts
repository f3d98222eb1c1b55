/**
 * Saving and loading games: a versioned JSON document. `serializeState` never fails;
 * `parseState` checks everything (syntax, version, every field, and that the parts agree)
 * and returns typed issues rather than throwing, for files that are damaged, truncated,
 * from another version or edited by hand.
 */
import { List } from 'immutable';
import { deepFreeze } from '../kernel/freeze.js';
import { canonicalJson, hash64 } from '../kernel/hash.js';
import { readInput } from '../kernel/read-input.js';
import { err, ok, type Result } from '../kernel/result.js';
import { isRngState } from '../kernel/rng.js';
import { parseSector, type Sector } from './board.js';
import { DUEL_MODELS } from './duel.js';
import { type Issue, issue, type StateIssue } from './errors.js';
import { PICTURES } from './report-events.js';
import { RULES_BEFORE_OPTIONS, type RulesOptions } from './rules.js';
import type { Scenario } from './scenario.js';
import { type GameState, type Intel, makeGameState, makePlayer, makeSoldier, type Soldier } from './state.js';
import { isInt, isObj, rulesIssues, scenarioIssues } from './validate-config.js';
import { ALIENS, EDGES, type Edge, SOLDIER_STATUSES, type SoldierStatus } from './vocabulary.js';
import { worldOf } from './world.js';

/** The format tag and version written into every saved game. */
export const STATE_FORMAT = 'simulturn/corporate-war';
/** The current version of the saved-game format. */
export const STATE_VERSION = 1;

/** The JSON form of a soldier. */
export interface SoldierJson {
  /** Stable id, such as `psicorps/grunt-3`. */
  id: string;
  /** The allegiance the soldier fights for. */
  owner: string;
  /** The unit type's key in the scenario. */
  type: string;
  /** For aliens, the squad whose script it follows; '' for players' soldiers. */
  squad: string;
  /** The soldier's place in the Mobile Command (CW-3.4), or ''. */
  role: '' | 'commander' | 'doc';
  /** The Kill rating. */
  kill: number;
  /** The Survive rating. */
  survive: number;
  /** The Escape rating. */
  escape: number;
  /** The Info rating. */
  info: number;
  /** Whether the soldier is alive or fallen. */
  status: SoldierStatus;
  /** The sector's name, such as `F6`. */
  sector: string;
  /** For the fallen, the id of the soldier carrying its tags, or '' (CW-8). */
  tagsWith: string;
  /** For the fallen, the day it fell; 0 for the living. */
  diedOn: number;
}

/** The JSON form of a game state. */
export interface StateJson {
  /** The format tag, {@link STATE_FORMAT}. */
  format: typeof STATE_FORMAT;
  /** The format version, {@link STATE_VERSION}. */
  version: typeof STATE_VERSION;
  /** The day that the next `resolveDay` resolves. */
  day: number;
  /** The map, forces and aliens the game is played with. */
  scenario: Scenario;
  /** The rules options the game is played with. */
  rules: RulesOptions;
  /** The random number generator's state (see `RngState`). */
  rng: {
    /** Alea's carry. */
    c: number;
    /** Alea's first seed register. */
    s0: number;
    /** Alea's second seed register. */
    s1: number;
    /** Alea's third seed register. */
    s2: number;
  };
  /** The players, in seat order. */
  players: {
    /** The player's id. */
    id: string;
    /** The corporation the player commands. */
    corporation: string;
    /** The map edge the player deploys on. */
    edge: Edge;
  }[];
  /** Every soldier, living or fallen, in the state's fixed order. */
  soldiers: SoldierJson[];
  /** What the aliens' script remembers between days. */
  aliens: {
    /** CW-4.6: whether every alien now falls back on the craft. */
    collapsed: boolean;
    /** CW-4.4: the squad the Ghosts go to aid; '' for none. */
    aid: string;
  };
  /** Every wrecked Mobile Command (CW-8.4). */
  wrecks: {
    /** Whose Mobile Command it was. */
    owner: string;
    /** The sector's name. */
    sector: string;
    /** The day it was wrecked. */
    day: number;
  }[];
  /** The claims to be held today (CW-9.1). */
  claims: {
    /** The claiming player. */
    player: string;
    /** The names of the key sectors claimed. */
    sectors: string[];
    /** The day at whose end the claim was made. */
    day: number;
  }[];
  /** How the game ended, or null while it goes on. */
  outcome: {
    /** Why it ended. */
    reason: 'victory' | 'stalemate' | 'day-limit';
    /** The winning players; empty unless a victory. */
    winners: string[];
    /** The day it ended on. */
    day: number;
  } | null;
  /** What each player has learned, by sector (absent in files from before it existed). */
  intel?: Intel;
}

/** The JSON object of a state (what `serializeState` writes as text). */
export function stateToJson(state: GameState): StateJson {
  const w = worldOf(state.scenario);
  return {
    format: STATE_FORMAT,
    version: STATE_VERSION,
    day: state.day,
    scenario: state.scenario,
    rules: state.rules,
    rng: { ...state.rng },
    players: state.players.toArray().map((p) => ({ id: p.id, corporation: p.corporation, edge: p.edge })),
    soldiers: state.soldiers.toArray().map((s) => ({ ...s.toObject(), sector: w.name(s.sector) })),
    aliens: { ...state.aliens },
    wrecks: state.wrecks.toArray().map((x) => ({ owner: x.owner, sector: w.name(x.sector), day: x.day })),
    claims: state.claims
      .toArray()
      .map((c) => ({ player: c.player, sectors: c.sectors.map(w.name), day: c.day })),
    outcome: state.outcome === null ? null : { ...state.outcome, winners: [...state.outcome.winners] },
    intel: state.intel,
  };
}

/** The state as versioned JSON text. Never fails. */
export function serializeState(state: GameState): string {
  return JSON.stringify(stateToJson(state));
}

/**
 * A stable hash of the whole state: equal states have equal hashes, on every run and
 * machine (FNV-1a 64 of the canonical JSON, keys sorted).
 */
export function stateHash(state: GameState): string {
  return hash64(canonicalJson(stateToJson(state)));
}

/**
 * The `stateHash` a state had in the version that saved it, when that version predates some
 * rules options: the hash without the options `parseState` filled in
 * (`RULES_BEFORE_OPTIONS`), given the names of the options the save did hold. A
 * play-by-mail referee checks a game's older dawns against the hashes it recorded then.
 */
export function stateHashAsSaved(state: GameState, savedOptions: readonly string[]): string {
  const json = stateToJson(state);
  const rules = Object.fromEntries(
    Object.entries(json.rules).filter(([name]) => savedOptions.includes(name)),
  );
  return hash64(canonicalJson({ ...json, rules }));
}

/** Options for `parseState`. */
export interface ParseStateOptions {
  /** Names of custom duel models the caller will pass to `resolveDay`, besides the built-ins. */
  readonly duelModels?: readonly string[];
}

/**
 * Loads a state from `serializeState`'s text (or its parsed JSON). Returns every problem
 * found, each with the path where it is.
 * @example
 * ```ts
 * const r = parseState(serializeState(game));
 * if (!r.ok) for (const i of r.error) console.error(i.path.join('.'), i.message);
 * ```
 */
export function parseState(json: unknown, options: ParseStateOptions = {}): Result<GameState, StateIssue[]> {
  let raw: unknown = json;
  if (typeof json === 'string') {
    try {
      raw = JSON.parse(json);
    } catch (e) {
      return err([issue('state/malformed-json', [], { detail: e instanceof Error ? e.message : String(e) })]);
    }
  }
  // Read once into plain data (issue 14): an object's getters and proxies are not asked
  // again, the game keeps nothing of the caller's, and nothing nests past the reader's
  // depth (a file's too: deeper structures would overflow the checks' recursion).
  const read = readInput(raw);
  if (!read.ok) return err([issue('state/unreadable', read.error.path, { detail: read.error.detail })]);
  raw = read.value;
  const out: StateIssue[] = [];
  const field = (path: (string | number)[], expected: string) =>
    out.push(issue('state/invalid-field', path, { expected }));
  const clash = (path: (string | number)[], detail: string) =>
    out.push(issue('state/inconsistent', path, { detail }));
  if (!isObj(raw)) return err([issue('state/invalid-field', [], { expected: 'a JSON object' })]);
  if (raw.format !== STATE_FORMAT || raw.version !== STATE_VERSION) {
    return err([
      issue('state/wrong-version', ['version'], {
        got: `${String(raw.format)} v${String(raw.version)}`,
        expected: `${STATE_FORMAT} v${STATE_VERSION}`,
      }),
    ]);
  }
  // The scenario and rules are checked first: the rest is read against them.
  const asStateIssue = (i: Issue): StateIssue =>
    issue('state/invalid-field', i.path, { expected: i.message });
  const scenarioProblems = scenarioIssues(raw.scenario, ['scenario']).map(asStateIssue);
  if (scenarioProblems.length > 0) return err(scenarioProblems);
  const scenario = raw.scenario as unknown as Scenario;
  const w = worldOf(scenario);
  // A save from before an option existed was played under the reading it had then.
  const rawRules = isObj(raw.rules) ? withOlderReadings(raw.rules) : raw.rules;
  out.push(...rulesIssues(rawRules, ['rules'], false).map(asStateIssue));
  const rules = rawRules as unknown as RulesOptions;
  if (
    out.length === 0 &&
    !Object.hasOwn(DUEL_MODELS, rules.duelModel) &&
    !(options.duelModels ?? []).includes(rules.duelModel)
  ) {
    field(
      ['rules', 'duelModel'],
      `a known duel model (${Object.keys(DUEL_MODELS).join(', ')} or one named in the options)`,
    );
  }
  if (!isInt(raw.day, 1, 1_000_000)) field(['day'], 'a day number from 1');
  const day = isInt(raw.day, 1, 1_000_000) ? raw.day : 1;
  if (!isRngState(raw.rng)) field(['rng'], 'an Alea generator state {c, s0, s1, s2}');
  const sectorOf = (v: unknown, path: (string | number)[]): Sector => {
    const s = parseSector(w.board, v);
    if (s === undefined) field(path, 'a sector of the map');
    return s ?? 0;
  };

  // Players.
  const players: { id: string; corporation: string; edge: Edge }[] = [];
  if (!Array.isArray(raw.players) || raw.players.length < 1 || raw.players.length > EDGES.length) {
    field(['players'], 'a list of one to four players');
  } else {
    raw.players.forEach((p, i) => {
      if (!isObj(p) || typeof p.id !== 'string' || p.id === '' || p.id === ALIENS)
        return field(['players', i], 'a player {id, corporation, edge}');
      if (typeof p.corporation !== 'string' || !Object.hasOwn(scenario.corporations, p.corporation)) {
        return field(['players', i, 'corporation'], 'a corporation of the scenario');
      }
      if (!(EDGES as readonly unknown[]).includes(p.edge))
        return field(['players', i, 'edge'], 'north, east, south or west');
      if (players.some((q) => q.id === p.id)) clash(['players', i, 'id'], `two players are called "${p.id}"`);
      if (players.some((q) => q.edge === p.edge))
        clash(['players', i, 'edge'], `two players enter from the ${p.edge} edge`);
      if (players.some((q) => q.corporation === p.corporation))
        clash(['players', i, 'corporation'], `two players command ${p.corporation}`);
      players.push({ id: p.id, corporation: p.corporation, edge: p.edge as Edge });
    });
  }
  const playerIds = new Set(players.map((p) => p.id));

  // Soldiers.
  const soldiers: Soldier[] = [];
  if (!Array.isArray(raw.soldiers)) field(['soldiers'], 'a list of soldiers');
  else {
    const ids = new Set<string>();
    raw.soldiers.forEach((s, i) => {
      const at = (...k: (string | number)[]) => ['soldiers', i, ...k];
      if (!isObj(s)) return field(at(), 'a soldier object');
      if (typeof s.id !== 'string' || s.id === '') return field(at('id'), 'a non-empty id');
      if (ids.has(s.id)) clash(at('id'), `two soldiers are called "${s.id}"`);
      ids.add(s.id);
      if (typeof s.owner !== 'string' || (s.owner !== ALIENS && !playerIds.has(s.owner)))
        field(at('owner'), 'a player id or "aliens"');
      if (typeof s.type !== 'string' || !Object.hasOwn(scenario.unitTypes, s.type))
        field(at('type'), 'a unit type of the scenario');
      if (typeof s.squad !== 'string') field(at('squad'), 'a string');
      else if (s.owner === ALIENS && !scenario.aliens.some((q) => q.id === s.squad))
        field(at('squad'), 'an alien squad of the scenario');
      if (s.role !== '' && s.role !== 'commander' && s.role !== 'doc')
        field(at('role'), '"", "commander" or "doc"');
      for (const k of ['kill', 'survive', 'escape', 'info'] as const)
        if (!isInt(s[k], 0, 99)) field(at(k), 'an integer from 0 to 99');
      if (!(SOLDIER_STATUSES as readonly unknown[]).includes(s.status))
        field(at('status'), '"alive" or "dead"');
      const sector = sectorOf(s.sector, at('sector'));
      if (typeof s.tagsWith !== 'string') field(at('tagsWith'), 'a soldier id or ""');
      if (!isInt(s.diedOn, 0, 1_000_000)) field(at('diedOn'), 'a day number, 0 for the living');
      else if (s.status === 'alive' && (s.diedOn !== 0 || s.tagsWith !== ''))
        clash(at(), 'a living soldier has a death day or tags carried');
      else if (s.status === 'dead' && (s.diedOn < 1 || s.diedOn >= day))
        clash(at('diedOn'), `fell on day ${s.diedOn}, not before day ${day}`);
      if (out.length > 0) return;
      soldiers.push(makeSoldier({ ...(s as unknown as Omit<Soldier, 'sector'>), sector } as never));
    });
    if (out.length === 0) {
      // CW-3.4: a side has one Commander and one Doc at most, living or fallen; two would
      // split the Mobile Command, and the next dawn could not be loaded.
      const roles = new Set<string>();
      soldiers.forEach((s, i) => {
        if (s.role === '') return;
        const key = `${s.owner}\u0000${s.role}`;
        if (roles.has(key))
          clash(['soldiers', i, 'role'], `${s.owner} has two soldiers in the role ${s.role}`);
        roles.add(key);
      });
      // CW-3.4: the living Commander and Doc of a side are the Mobile Command, in one sector.
      const command = new Map<string, Sector>();
      soldiers.forEach((s, i) => {
        if (s.status !== 'alive' || s.role === '') return;
        const at = command.get(s.owner);
        if (at === undefined) command.set(s.owner, s.sector);
        else if (at !== s.sector) {
          clash(
            ['soldiers', i, 'sector'],
            `the Commander and the Doc of ${s.owner} are in different sectors`,
          );
        }
      });
      const byId = new Map(soldiers.map((s) => [s.id, s]));
      soldiers.forEach((s, i) => {
        if (s.tagsWith === '') return;
        const c = byId.get(s.tagsWith);
        if (c === undefined || c.status !== 'alive' || c.owner !== s.owner) {
          clash(['soldiers', i, 'tagsWith'], 'tags must be carried by a living soldier of the same side');
        }
      });
    }
  }

  // Aliens' memory, wrecks, claims, outcome.
  const a = raw.aliens;
  if (!isObj(a) || typeof a.collapsed !== 'boolean' || typeof a.aid !== 'string')
    field(['aliens'], '{collapsed: boolean, aid: string}');
  else if (a.aid !== '' && !scenario.aliens.some((q) => q.id === a.aid && q.behaviour === 'circle'))
    field(['aliens', 'aid'], 'a circling squad or ""');
  const wrecks: { owner: string; sector: Sector; day: number }[] = [];
  if (!Array.isArray(raw.wrecks)) field(['wrecks'], 'a list');
  else
    raw.wrecks.forEach((x, i) => {
      const ownerOk = isObj(x) && (x.owner === ALIENS || playerIds.has(x.owner as string));
      if (!isObj(x) || !ownerOk || !isInt(x.day, 1, day)) {
        return field(['wrecks', i], '{owner, sector, day} of a player or the aliens');
      }
      // CW-8.4: a wreck is what is left of a Mobile Command whose last member fell: once.
      if (wrecks.some((y) => y.owner === x.owner))
        clash(['wrecks', i], `${String(x.owner)} is wrecked twice`);
      else if (soldiers.some((s) => s.owner === x.owner && s.role !== '' && s.status === 'alive'))
        clash(['wrecks', i], `${String(x.owner)} is wrecked, but its Commander or Doc is alive`);
      wrecks.push({
        owner: x.owner as string,
        sector: sectorOf(x.sector, ['wrecks', i, 'sector']),
        day: x.day,
      });
    });
  const claims: { player: string; sectors: Sector[]; day: number }[] = [];
  if (!Array.isArray(raw.claims)) field(['claims'], 'a list');
  else
    raw.claims.forEach((c, i) => {
      if (
        !isObj(c) ||
        typeof c.player !== 'string' ||
        !playerIds.has(c.player) ||
        !Array.isArray(c.sectors) ||
        !isInt(c.day, 1, day)
      ) {
        return field(['claims', i], '{player, sectors, day}');
      }
      const sectors = c.sectors.map((n, k) => sectorOf(n, ['claims', i, 'sectors', k]));
      if (sectors.some((s) => !w.isKey(s)))
        clash(['claims', i, 'sectors'], 'only key sectors can be claimed');
      if (new Set(sectors).size !== sectors.length)
        clash(['claims', i, 'sectors'], 'a sector is claimed twice');
      if (sectors.length < scenario.sectorsToWin) {
        clash(['claims', i, 'sectors'], `a claim needs at least ${scenario.sectorsToWin} key sectors`);
      }
      if (claims.some((k) => k.player === c.player)) clash(['claims', i], `${c.player} has two claims`);
      claims.push({ player: c.player, sectors, day: c.day });
    });
  const o = raw.outcome;
  let outcome: StateJson['outcome'] = null;
  if (o !== null) {
    if (
      !isObj(o) ||
      !['victory', 'stalemate', 'day-limit'].includes(o.reason as string) ||
      !Array.isArray(o.winners) ||
      !o.winners.every((p) => typeof p === 'string' && playerIds.has(p)) ||
      !isInt(o.day, 1, day)
    ) {
      field(['outcome'], 'null or {reason, winners, day}');
    } else {
      outcome = o as unknown as StateJson['outcome'];
      // CW-9: a victory has winners, the other endings none; a game ends on the day before
      // the dawn it stays at, with no claims left to hold.
      if ((o.reason === 'victory') !== o.winners.length > 0)
        clash(
          ['outcome', 'winners'],
          o.reason === 'victory' ? 'a victory needs winners' : `a ${o.reason} has no winners`,
        );
      if (new Set(o.winners).size !== o.winners.length)
        clash(['outcome', 'winners'], 'a winner is named twice');
      if (o.day !== day - 1)
        clash(['outcome', 'day'], `a game over at the dawn of day ${day} ended on day ${day - 1}`);
      if (claims.length > 0) clash(['claims'], 'a game that is over has no claims');
    }
  } else if (rules.dayLimit !== null && isInt(rules.dayLimit, 1, 1_000_000) && day > rules.dayLimit) {
    // CW-9.5: the day of the limit ends the game; no dawn after it is still playing.
    clash(['day'], `day ${day} is past the day limit, ${rules.dayLimit}, with no outcome`);
  }
  const intel = readIntel(raw.intel, playerIds, day, (s) => parseSector(w.board, s) !== undefined, field);
  if (out.length > 0) return err(out);
  return ok(
    makeGameState({
      day,
      scenario,
      rules,
      rng: { ...(raw.rng as StateJson['rng']) },
      players: List(players.map((p) => makePlayer(p))),
      soldiers: List(soldiers),
      aliens: { collapsed: (a as { collapsed: boolean }).collapsed, aid: (a as { aid: string }).aid },
      wrecks: List(wrecks),
      claims: List(claims),
      outcome,
      intel,
    }),
  );
}

const EVENT_TYPES = new Set([
  'left',
  'held',
  'entered',
  'corpses',
  'wreckage',
  'fighting-nearby',
  'fighting-here',
  'movement-nearby',
  'fight',
  'enemies-present',
  'lost-contact',
]);

/**
 * Reads the players' knowledge: an object by player, then by sector name, of `{day, events}`
 * with events from earlier days. Events are checked for their kind, sectors, picture and
 * phase; the rest of an event is shown to its player as it is.
 */
function readIntel(
  raw: unknown,
  players: ReadonlySet<string>,
  day: number,
  isSector: (name: unknown) => boolean,
  field: (path: (string | number)[], expected: string) => void,
): Intel {
  if (raw === undefined) return {};
  if (!isObj(raw)) {
    field(['intel'], 'an object of what each player knows, by sector');
    return {};
  }
  const out: Record<string, Record<string, { day: number; events: never[] }>> = {};
  for (const [player, bySector] of Object.entries(raw)) {
    if (!players.has(player) || !isObj(bySector)) {
      field(['intel', player], 'a player of the game, with an object by sector');
      continue;
    }
    out[player] = {};
    for (const [sector, known] of Object.entries(bySector)) {
      const at = ['intel', player, sector];
      if (
        !isSector(sector) ||
        !isObj(known) ||
        !isInt(known.day, 1, day - 1) ||
        !Array.isArray(known.events)
      ) {
        field(at, 'a sector of the map with {day, events} from an earlier day');
        continue;
      }
      const ok = known.events.every(
        (e) =>
          isObj(e) &&
          EVENT_TYPES.has(e.type as string) &&
          Array.isArray(e.sectors) &&
          e.sectors.every(isSector) &&
          (PICTURES as readonly unknown[]).includes(e.picture) &&
          isInt(e.phase, 0, 3),
      );
      if (!ok) field([...at, 'events'], 'report events, each with a known type, sectors, picture and phase');
      else out[player]![sector] = { day: known.day, events: known.events as never[] };
    }
  }
  // Shown to players through views: frozen, as the engine's own tables are.
  return deepFreeze(out);
}

/** A saved game's rules, with the reading it was played under for each option it predates. */
function withOlderReadings(rules: Record<string, unknown>): Record<string, unknown> {
  const out = { ...rules };
  for (const [name, value] of Object.entries(RULES_BEFORE_OPTIONS))
    if (!Object.hasOwn(out, name)) out[name] = value;
  return out;
}
