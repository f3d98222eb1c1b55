/**
 * The flat form of the soldiers that a state keeps from one day to the next, so that a day
 * opens cheaply (measured in `docs/performance.md`).
 *
 * What a soldier is does not change during a game (its id, side, squad, role and
 * ratings): that is the roster, one frozen unit per soldier, shared by every day of the
 * game. What a soldier's day changes (status, sector, whose hands its tags are in, the day
 * it fell) is the dawn: four arrays indexed by soldier. A day copies the dawn's arrays and
 * works on the copies; the commit copies the finished arrays into the next state's dawn,
 * so a day opens with four array copies instead of building an object per soldier. The
 * search player opens many days from one state; each costs the same four copies. The
 * dawn's arrays are plain arrays, not typed ones: on the collected heap they cost a tenth
 * to make (see `kernel/arena.ts`), and the day's own copies are typed.
 *
 * A state the engine did not commit (a new game, a loaded one, a world guessed by a search
 * player, soldiers a campaign changed) gets its dawn read from its rows once; its roster is
 * the game's if every soldier's fixed fields are the same, else a new one.
 */
import type { List } from 'immutable';
import {
  type GameState,
  type Player,
  type Soldier,
  type SoldierProps,
  soldierIndex,
  soldierRows,
} from '../state.js';
import { ALIENS, type Allegiance, type SoldierStatus } from '../vocabulary.js';

/**
 * A soldier as a day sees it: what does not change during the game. It is also the
 * `Fighter` a gunfight resolver is given. Frozen: every day of the game shares it.
 */
export interface Unit {
  /** The soldier's position in `state.soldiers`, the index of every per-soldier array. */
  readonly index: number;
  readonly id: string;
  readonly owner: Allegiance;
  readonly squad: string;
  readonly role: SoldierProps['role'];
  readonly kill: number;
  readonly survive: number;
  readonly escape: number;
  readonly info: number;
}

/** What a game's soldiers are, shared by every day of the game. */
export interface Roster {
  /** One unit per soldier, in the state's order. */
  readonly units: readonly Unit[];
  /** The seats the roster was made for, to tell whether a state still has them. */
  readonly players: List<Player>;
  /** The order of allegiances: players in seat order, then the aliens if any soldier is theirs. */
  readonly allegiances: readonly Allegiance[];
  /** Each unit's allegiance as its index in `allegiances`, by unit index. */
  readonly sideOf: Int32Array;
  /** Each allegiance's units in unit order, by allegiance index. */
  readonly bySide: readonly (readonly Unit[])[];
  /** Each soldier's unit index, by id. */
  readonly soldierIndex: ReadonlyMap<string, number>;
}

/** What the soldiers' day changes, at dawn: by unit index. Never written once made. */
export interface Dawn {
  readonly roster: Roster;
  /** The state's soldiers as rows (`soldierRows`). */
  readonly rows: readonly SoldierProps[];
  readonly status: readonly SoldierStatus[];
  readonly sector: readonly number[];
  /** For the fallen, the id of the soldier carrying their tags; '' otherwise. */
  readonly tagsWith: readonly string[];
  /** For the fallen, the day they fell; 0 for the living. */
  readonly diedOn: readonly number[];
}

const dawns = new WeakMap<List<Soldier>, Dawn>();
/**
 * The rosters last made for each scenario, the newest first: the ones its next states most
 * likely share. More than one, because a search player guesses worlds with other
 * corporations in them between two days of the real game.
 */
const rosters = new WeakMap<object, Roster[]>();
const ROSTERS_KEPT = 8;

/** The state's soldiers in flat form: kept by the commit, else read from the rows once. */
export function dawnOf(state: GameState): Dawn {
  const kept = dawns.get(state.soldiers);
  if (kept !== undefined && sameSeats(kept.roster, state.players)) return kept;
  const rows = soldierRows(state.soldiers);
  const n = rows.length;
  const status: SoldierStatus[] = new Array(n);
  const sector: number[] = new Array(n);
  const tagsWith: string[] = new Array(n);
  const diedOn: number[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const s = rows[i]!;
    status[i] = s.status;
    sector[i] = s.sector;
    tagsWith[i] = s.tagsWith;
    diedOn[i] = s.diedOn;
  }
  const dawn: Dawn = { roster: rosterOf(state, rows), rows, status, sector, tagsWith, diedOn };
  dawns.set(state.soldiers, dawn);
  return dawn;
}

/** Keeps the next state's dawn, as the day that made it left it. */
export function keepDawn(soldiers: List<Soldier>, dawn: Dawn): void {
  dawns.set(soldiers, dawn);
}

/** The roster of the state's soldiers: the scenario's last one if they match it, else a new one. */
function rosterOf(state: GameState, rows: readonly SoldierProps[]): Roster {
  let kept = rosters.get(state.scenario);
  if (kept === undefined) rosters.set(state.scenario, (kept = []));
  for (const r of kept) if (sameSeats(r, state.players) && sameSoldiers(r, rows)) return r;
  const roster = makeRoster(state, rows);
  kept.unshift(roster);
  if (kept.length > ROSTERS_KEPT) kept.pop();
  return roster;
}

function sameSeats(roster: Roster, players: List<Player>): boolean {
  if (roster.players === players) return true;
  if (roster.players.size !== players.size) return false;
  let i = 0;
  for (const p of players) if (roster.allegiances[i++] !== p.id) return false;
  return true;
}

function sameSoldiers(roster: Roster, rows: readonly SoldierProps[]): boolean {
  const units = roster.units;
  if (units.length !== rows.length) return false;
  for (let i = 0; i < rows.length; i++) {
    const u = units[i]!;
    const s = rows[i]!;
    if (
      u.id !== s.id ||
      u.owner !== s.owner ||
      u.squad !== s.squad ||
      u.role !== s.role ||
      u.kill !== s.kill ||
      u.survive !== s.survive ||
      u.escape !== s.escape ||
      u.info !== s.info
    )
      return false;
  }
  return true;
}

function makeRoster(state: GameState, rows: readonly SoldierProps[]): Roster {
  const players = state.players;
  // Frozen: a gunfight resolver is given them as its fighters, and every day shares them.
  // (Not the arrays of them: V8's array builtins take a slow path on frozen arrays, which
  // cost a read day 9%.)
  const units: Unit[] = rows.map((s, index) =>
    Object.freeze({
      index,
      id: s.id,
      owner: s.owner,
      squad: s.squad,
      role: s.role,
      kill: s.kill,
      survive: s.survive,
      escape: s.escape,
      info: s.info,
    }),
  );
  const allegiances: Allegiance[] = [...players.map((p) => p.id)];
  if (units.some((u) => !allegiances.includes(u.owner))) allegiances.push(ALIENS);
  const sideOf = new Int32Array(units.length);
  const bySide: Unit[][] = allegiances.map(() => []);
  for (const u of units) {
    const side = allegiances.indexOf(u.owner);
    sideOf[u.index] = side;
    bySide[side]!.push(u);
  }
  // The state's own table (`state.ts`), which the order checks and reports read too.
  return { units, players, allegiances, sideOf, bySide, soldierIndex: soldierIndex(state) };
}
