/**
 * Saving and loading games: a versioned JSON document. `serializeState` never fails;
 * `parseState` checks everything (syntax, version, every field, and that the parts agree)
 * and returns typed issues rather than throwing, for files that are damaged, truncated,
 * from another version or edited by hand.
 */
import { List } from 'immutable';
import { hash64 } from '../kernel/hash.js';
import { isInt, isObj } from '../kernel/input-checks.js';
import { readInput } from '../kernel/read-input.js';
import { err, ok, type Result } from '../kernel/result.js';
import { isRngState } from '../kernel/rng.js';
import { parseSector, type Sector } from './board.js';
import { canonicalStateJson, isVettedScenario, plainStateJson, vetScenario } from './canonical-state.js';
import { DUEL_MODELS } from './duel.js';
import { type Issue, issue, type StateIssue } from './errors.js';
import { MAX_DAY, RULES_BEFORE_OPTIONS, type RulesOptions } from './rules.js';
import type { Scenario } from './scenario.js';
import { sideClashes } from './scenario-sides.js';
import { type GameState, type Intel, makeGameState, makePlayer, soldierRows } from './state.js';
import {
  readAliens,
  readClaims,
  readIntel,
  readOutcome,
  readPlayers,
  readSoldiers,
  readWrecks,
  type StateReader,
} from './state-readers.js';
import { rulesIssues, scenarioIssues } from './validate-config.js';
import type { Edge, SoldierStatus } from './vocabulary.js';
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
    // From the cached plain rows, not the records (`toObject` was 6% of the property
    // tests); the fields in the record's order, as before.
    soldiers: soldierRows(state.soldiers).map((s) => ({
      id: s.id,
      owner: s.owner,
      type: s.type,
      squad: s.squad,
      role: s.role,
      kill: s.kill,
      survive: s.survive,
      escape: s.escape,
      info: s.info,
      status: s.status,
      sector: w.name(s.sector),
      tagsWith: s.tagsWith,
      diedOn: s.diedOn,
    })),
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
  return plainStateJson(stateToJson(state));
}

/**
 * A stable hash of the whole state: equal states have equal hashes, on every run and
 * machine (FNV-1a 64 of the canonical JSON, keys sorted).
 */
export function stateHash(state: GameState): string {
  return hash64(canonicalStateJson(stateToJson(state)));
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
  return hash64(canonicalStateJson({ ...json, rules }));
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
  // Read once into plain data (so that no getter or proxy of a caller can answer twice): an object's getters and proxies are not asked
  // again, the game keeps nothing of the caller's, and nothing nests past the reader's
  // depth (a file's too: deeper structures would overflow the checks' recursion).
  const read = readInput(raw, {}, isVettedScenario);
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
  if (!isVettedScenario(raw.scenario)) {
    const scenarioProblems = scenarioIssues(raw.scenario, ['scenario']).map(asStateIssue);
    if (scenarioProblems.length > 0) return err(scenarioProblems);
    vetScenario(raw.scenario as unknown as Scenario);
  }
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
  // CW-9.5: a dawn still playing must also be before MAX_DAY (checked with the outcome).
  if (!isInt(raw.day, 1, MAX_DAY)) field(['day'], `a day number from 1 to ${MAX_DAY}`);
  const day = isInt(raw.day, 1, MAX_DAY) ? raw.day : 1;
  if (!isRngState(raw.rng)) field(['rng'], 'an Alea generator state {c, s0, s1, s2}');
  const sectorOf = (v: unknown, path: (string | number)[]): Sector => {
    const s = parseSector(w.board, v);
    if (s === undefined) field(path, 'a sector of the map');
    return s ?? 0;
  };

  const r: StateReader = {
    field,
    clash,
    failed: () => out.length > 0,
    sectorOf,
    scenario,
    world: w,
    day,
    issues: out,
  };
  const players = readPlayers(raw.players, r);
  const playerIds = new Set(players.map((p) => p.id));
  const soldiers = readSoldiers(raw.soldiers, r, playerIds);
  if (out.length === 0) sideClashes(scenario, soldiers, playerIds, clash);
  const aliens = readAliens(raw.aliens, r);
  const wrecks = readWrecks(raw.wrecks, r, playerIds, soldiers);
  const claims = readClaims(raw.claims, r, playerIds);
  const outcome = readOutcome(raw.outcome, r, playerIds, claims, rules);
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
      aliens,
      wrecks: List(wrecks),
      claims: List(claims),
      outcome,
      intel,
    }),
  );
}

/** A saved game's rules, with the reading it was played under for each option it predates. */
function withOlderReadings(rules: Record<string, unknown>): Record<string, unknown> {
  const out = { ...rules };
  for (const [name, value] of Object.entries(RULES_BEFORE_OPTIONS))
    if (!Object.hasOwn(out, name)) out[name] = value;
  return out;
}
