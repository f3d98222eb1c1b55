/**
 * The game state: an immutable value (Immutable.js records and lists) that holds
 * everything needed to resolve the next day, including the RNG's state, so that
 * `resolveDay` is a pure function. Unchanged soldiers are shared between days.
 */
import { Record as ImmutableRecord, List, type RecordOf } from 'immutable';
import type { RngState } from '../kernel/rng.js';
import type { Sector } from './board.js';
import type { ReportEvent } from './report-events.js';
import type { RulesOptions } from './rules.js';
import type { Scenario } from './scenario.js';
import type { Allegiance, Edge, PlayerId, SoldierStatus } from './vocabulary.js';

/** A soldier's place in the Mobile Command (CW-3.4), or none. */
export type CommandRole = 'commander' | 'doc' | '';

/** The fields of a soldier. Ratings are per soldier, so a campaign can change them. */
export interface SoldierProps {
  /** Stable id, such as `psicorps/grunt-3` or `aliens/E5/grunt-1`. */
  readonly id: string;
  /** The allegiance the soldier fights for: a player or the aliens. */
  readonly owner: Allegiance;
  /** The unit type's key in the scenario. */
  readonly type: string;
  /** For aliens, the squad whose script it follows (CW-4); empty for players' soldiers. */
  readonly squad: string;
  /** The soldier's place in the Mobile Command (CW-3.4), or ''. */
  readonly role: CommandRole;
  /** The ability to kill (CW-3.2). */
  readonly kill: number;
  /** The resistance to being killed (CW-3.2). */
  readonly survive: number;
  /** How hard the soldier is to see (CW-3.2, CW-6.3). */
  readonly escape: number;
  /** How well the soldier sees others (CW-3.2, CW-6.3). */
  readonly info: number;
  /** Whether the soldier is alive or fallen. */
  readonly status: SoldierStatus;
  /** Where the soldier stands; for the fallen, where it fell. */
  readonly sector: Sector;
  /** For the fallen: the id of the living soldier carrying its tags, or '' when they are lost (CW-8). */
  readonly tagsWith: string;
  /** For the fallen, the day it fell; 0 for the living. */
  readonly diedOn: number;
}

/** A soldier (immutable). */
export type Soldier = RecordOf<SoldierProps>;
/** Makes a soldier record. */
export const makeSoldier = ImmutableRecord<SoldierProps>(
  {
    id: '',
    owner: '',
    type: '',
    squad: '',
    role: '',
    kill: 0,
    survive: 0,
    escape: 0,
    info: 0,
    status: 'alive',
    sector: 0,
    tagsWith: '',
    diedOn: 0,
  },
  'Soldier',
);

/** A player's seat. */
export interface PlayerProps {
  /** The player's id. */
  readonly id: PlayerId;
  /** The corporation the player commands (a key of the scenario's corporations). */
  readonly corporation: string;
  /** The map edge the player deploys on (CW-2.1). */
  readonly edge: Edge;
}
/** A player (immutable). */
export type Player = RecordOf<PlayerProps>;
/** Makes a player record. */
export const makePlayer = ImmutableRecord<PlayerProps>({ id: '', corporation: '', edge: 'north' }, 'Player');

/** A wrecked Mobile Command (CW-8.4): seen in reports as wreckage. */
export interface Wreck {
  /** Whose Mobile Command it was. */
  readonly owner: Allegiance;
  /** Where the wreckage lies. */
  readonly sector: Sector;
  /** The day it was wrecked. */
  readonly day: number;
}

/** CW-9.1: a player that ended a day with enough cleared key sectors, to be held the next day. */
export interface Claim {
  /** The claiming player. */
  readonly player: PlayerId;
  /** The key sectors claimed. */
  readonly sectors: readonly Sector[];
  /** The day at whose end the claim was made. */
  readonly day: number;
}

/** How the game ended. */
export interface Outcome {
  /** Why it ended: a victory (CW-9.2), nobody able to win (CW-9.4) or the day limit (CW-9.5). */
  readonly reason: 'victory' | 'stalemate' | 'day-limit';
  /** The winning players; empty unless the reason is a victory. */
  readonly winners: readonly PlayerId[];
  /** The day it ended on. */
  readonly day: number;
}

/** What the aliens' script remembers from one day to the next (CW-4.4, CW-4.6). */
export interface AlienMemory {
  /** CW-4.6: once the craft's sector is attacked, every alien falls back on it for good. */
  readonly collapsed: boolean;
  /** CW-4.4: the squad that was attacked yesterday, which the Ghosts go to aid; '' for none. */
  readonly aid: string;
}

/** What a player last learned about one sector, from its groups' reports (CW-11). */
export interface SectorIntel {
  /** The day of the reports it comes from. */
  readonly day: number;
  /** That day's report events about the sector. */
  readonly events: readonly ReportEvent[];
}

/** Each player's latest knowledge, by sector name. */
export type Intel = Readonly<Record<PlayerId, Readonly<Record<string, SectorIntel>>>>;

/** The fields of a game state. */
export interface GameStateProps {
  /** The day that the next `resolveDay` resolves (the first is day 1). */
  readonly day: number;
  /** The map, forces and aliens the game is played with. */
  readonly scenario: Scenario;
  /** The rules options the game is played with. */
  readonly rules: RulesOptions;
  /** The random number generator's state, so days resolve purely. */
  readonly rng: RngState;
  /** The players, in seat order. */
  readonly players: List<Player>;
  /** Every soldier of the game, living or fallen, in a fixed order (players, then aliens). */
  readonly soldiers: List<Soldier>;
  /** What the aliens' script remembers between days. */
  readonly aliens: AlienMemory;
  /** Every wrecked Mobile Command (CW-8.4). */
  readonly wrecks: List<Wreck>;
  /** The claims made at the end of the last day, to be held today (CW-9.1). */
  readonly claims: List<Claim>;
  /** How the game ended, or null while it goes on. */
  readonly outcome: Outcome | null;
  /**
   * What each player has learned, sector by sector, for its view (`playerView`). After
   * `resolveDay`, each player's table is learnt from the day's reports when first read.
   */
  readonly intel: Intel;
}

/** A game of Corporate War at dawn of `day` (immutable). */
export type GameState = RecordOf<GameStateProps>;
/** Makes a game state record. */
export const makeGameState = ImmutableRecord<GameStateProps>(
  {
    day: 1,
    scenario: undefined as unknown as Scenario,
    rules: undefined as unknown as RulesOptions,
    rng: { c: 0, s0: 0, s1: 0, s2: 0 },
    players: List(),
    soldiers: List(),
    aliens: { collapsed: false, aid: '' },
    wrecks: List(),
    claims: List(),
    outcome: null,
    intel: {},
  },
  'GameState',
);

const rowsCache = new WeakMap<List<Soldier>, readonly SoldierProps[]>();

/**
 * The soldiers as plain objects, read once per list and cached: an Immutable record's
 * field read goes through a lookup, and the rules code reads soldiers' fields often.
 */
export function soldierRows(soldiers: List<Soldier>): readonly SoldierProps[] {
  let rows = rowsCache.get(soldiers);
  if (rows === undefined) {
    rows = soldiers.toArray().map((s) => soldierRow(s));
    rowsCache.set(soldiers, rows);
  }
  return rows;
}

/**
 * A soldier's fields as a plain row, with its changeable fields replaced as given. Built
 * as one literal, so that every row shares one hidden class: rows made by `toObject` or
 * by a spread are slower to make and to read (the spread was a tenth of a random-bot
 * game).
 */
export function soldierRow(
  s: SoldierProps,
  status: SoldierStatus = s.status,
  sector: Sector = s.sector,
  tagsWith: string = s.tagsWith,
  diedOn: number = s.diedOn,
): SoldierProps {
  return {
    id: s.id,
    owner: s.owner,
    type: s.type,
    squad: s.squad,
    role: s.role,
    kill: s.kill,
    survive: s.survive,
    escape: s.escape,
    info: s.info,
    status,
    sector,
    tagsWith,
    diedOn,
  };
}

/** Records the plain rows of a list the engine has just built, so they need not be read back. */
export function primeSoldierRows(soldiers: List<Soldier>, rows: readonly SoldierProps[]): void {
  rowsCache.set(soldiers, rows);
}

const indexByScenario = new WeakMap<
  object,
  { readonly ids: readonly string[]; readonly index: Map<string, number> }
>();
const indexByList = new WeakMap<List<Soldier>, ReadonlyMap<string, number>>();

/**
 * Each soldier's position in `state.soldiers`, by id. Kept per list, and per scenario
 * across lists: a game's soldiers keep their ids and their order from day to day, so a new
 * day's list reuses the table once its ids are checked (a comparison each), which costs
 * less than building it.
 */
export function soldierIndex(state: GameState): ReadonlyMap<string, number> {
  const list = state.soldiers;
  const known = indexByList.get(list);
  if (known !== undefined) return known;
  const rows = soldierRows(list);
  const hit = indexByScenario.get(state.scenario);
  let index: Map<string, number> | undefined;
  if (hit !== undefined && hit.ids.length === rows.length) {
    index = hit.index;
    for (let i = 0; i < rows.length; i++) {
      if (hit.ids[i] !== rows[i]!.id) {
        index = undefined;
        break;
      }
    }
  }
  if (index === undefined) {
    const ids = rows.map((s) => s.id);
    index = new Map();
    for (let i = 0; i < ids.length; i++) index.set(ids[i]!, i);
    indexByScenario.set(state.scenario, { ids, index });
  }
  indexByList.set(list, index);
  return index;
}
