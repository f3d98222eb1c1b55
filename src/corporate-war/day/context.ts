/**
 * The working copy of a day. `resolveDay` is pure from the outside; inside, the steps
 * share this mutable context (one array of units, one RNG restored from the state) and
 * the final step writes the changes back into a new immutable state.
 */
import { type Rng, restoreRng, seededRng } from '../../kernel/rng.js';
import type { Sector } from '../board.js';
import type { DuelModel } from '../duel.js';
import { isSeenBy } from '../gunfight/detection.js';
import type { FightContext, FightKind, GunfightResolver } from '../gunfight/resolver.js';
import type { Move } from '../orders.js';
import type { Rules } from '../rules.js';
import { type GameState, type SoldierProps, soldierIndex, soldierRows, type Wreck } from '../state.js';
import type { Trace, TraceEvent } from '../trace.js';
import type { Allegiance, SoldierStatus } from '../vocabulary.js';
import { type World, worldOf } from '../world.js';

/** A soldier during the day (mutable). */
export interface Unit {
  readonly index: number;
  readonly src: SoldierProps;
  readonly id: string;
  readonly owner: Allegiance;
  readonly squad: string;
  readonly role: SoldierProps['role'];
  readonly kill: number;
  readonly survive: number;
  readonly escape: number;
  readonly info: number;
  status: SoldierStatus;
  sector: Sector;
  tagsWith: string;
  diedOn: number;
}

/** Where a moving soldier is in its move (CW-6.1, CW-7.9). */
export interface Plan {
  readonly start: Sector;
  readonly path: readonly Sector[];
  /** moving: still on its way; stopped: ends the day where it is; retreating: goes back to start in phase 3. */
  state: 'moving' | 'stopped' | 'retreating';
}

/** Rules with every resolver present. */
export type FullRules = Rules & { readonly gunfightResolvers: Readonly<Record<FightKind, GunfightResolver>> };

/** The mutable context shared by the steps of one day. */
export interface Day {
  readonly state: GameState;
  readonly world: World;
  readonly rules: FullRules;
  readonly duel: DuelModel;
  readonly rng: Rng;
  /**
   * Drawn once from the state's RNG at dawn. Each fight seeds its own generator from it and
   * its phase and sector, so that what happens in one sector never shifts the dice of
   * another: a player cannot learn of a fight it did not see from its own fight's rolls.
   */
  readonly fightSeed: number;
  readonly day: number;
  readonly units: Unit[];
  /** The order of allegiances: players in seat order, then the aliens. */
  readonly allegiances: readonly Allegiance[];
  /** Each unit's allegiance as its index in `allegiances`, by unit index. */
  readonly sideOf: Int32Array;
  /**
   * Each allegiance's units in unit order, by allegiance index: what one side's checks
   * read, so that a check made for every side costs the units once, not once per side.
   */
  readonly bySide: readonly (readonly Unit[])[];
  /**
   * Working arrays of the encounter checks, reused each phase: the sectors to check
   * (by sector), and the units of each sector as linked lists (`head` by sector, `next`
   * by unit, -1 ends a list).
   */
  readonly bySector: { readonly check: Uint8Array; readonly head: Int32Array; readonly next: Int32Array };
  /** Each soldier's unit index, by id (the state's table, shared across days). */
  readonly soldierIndex: ReadonlyMap<string, number>;
  /** How many fights the day has had: each fight's serial number, from 1. */
  fights: number;
  /** By unit index, the serial number of the fight the unit is in or was last in (0: none). */
  readonly inFight: Int32Array;
  /** By unit index, the serial number of the fight the unit fell in (0: none today). */
  readonly killedIn: Int32Array;
  /** CW-6.3 under the day's detection option, for the resolvers' context. */
  readonly isSeenBy: FightContext['isSeenBy'];
  /** Each unit's plan for the day, by unit index; undefined for soldiers with no move. */
  readonly plans: (Plan | undefined)[];
  /** Moves as validated, before planning. */
  readonly moves: Move[];
  /** Where every unit stood at dawn and after each phase (-1 when fallen), for the hold check (CW-9.2). */
  readonly snapshots: Int32Array[];
  /** By unit index, 1 for the units that arrived in their sector in the phase being resolved. */
  readonly arrivedThisPhase: Uint8Array;
  /** Alien squads attacked today, with their losses (CW-4.4). */
  readonly alienSquadsAttacked: Map<string, number>;
  craftAttacked: boolean;
  readonly newWrecks: Wreck[];
  /**
   * Whether the day keeps a trace. A look-ahead day (`advanceDay`, `lookAheadDay`) does
   * not: every step checks this before it builds an event, so the rules run alone.
   */
  readonly recording: boolean;
  /** The trace's events, in order; empty when the day is not recording. */
  readonly events: TraceEvent[];
}

/** Opens a day: restores the RNG and copies the soldiers into units. */
export function openDay(state: GameState, rules: FullRules, recording = true): Day {
  const units: Unit[] = [];
  let i = 0;
  for (const s of soldierRows(state.soldiers)) {
    units.push({
      index: i++,
      src: s,
      id: s.id,
      owner: s.owner,
      squad: s.squad,
      role: s.role,
      kill: s.kill,
      survive: s.survive,
      escape: s.escape,
      info: s.info,
      status: s.status,
      sector: s.sector,
      tagsWith: s.tagsWith,
      diedOn: s.diedOn,
    });
  }
  const allegiances = [...state.players.map((p) => p.id)];
  if (units.some((u) => !allegiances.includes(u.owner))) allegiances.push('aliens');
  const sideOf = new Int32Array(units.length);
  const bySide: Unit[][] = allegiances.map(() => []);
  for (const u of units) {
    const side = allegiances.indexOf(u.owner);
    sideOf[u.index] = side;
    bySide[side]!.push(u);
  }
  const world = worldOf(state.scenario);
  const size = world.board.rows * world.board.cols;
  const duel = rules.duelModels[rules.duelModel] as DuelModel; // checked by composeRules
  const rng = restoreRng(state.rng);
  return {
    state,
    world,
    rules,
    duel,
    rng,
    fightSeed: rng.int(0x1_0000_0000),
    day: state.day,
    units,
    allegiances,
    sideOf,
    bySide,
    bySector: { check: new Uint8Array(size), head: new Int32Array(size), next: new Int32Array(units.length) },
    soldierIndex: soldierIndex(state),
    fights: 0,
    inFight: new Int32Array(units.length),
    killedIn: new Int32Array(units.length),
    isSeenBy: (observer, target, targetGroup) => isSeenBy(rules, observer, target, targetGroup),
    plans: new Array(units.length).fill(undefined),
    moves: [],
    snapshots: [],
    arrivedThisPhase: new Uint8Array(units.length),
    alienSquadsAttacked: new Map(),
    craftAttacked: false,
    newWrecks: [],
    recording,
    events: [],
  };
}

/** The generator of one fight: a stream of its own, from the day's fight seed and where the fight is. */
export function fightRng(day: Day, where: string): Rng {
  return seededRng(`${day.fightSeed}/${where}`);
}

/** Records where every unit stands (CW-9.2 needs presence through the whole day). */
export function snapshot(day: Day): void {
  const snap = new Int32Array(day.units.length);
  for (const u of day.units) snap[u.index] = u.status === 'alive' ? u.sector : -1;
  day.snapshots.push(snap);
}

/** The units of an allegiance, in unit order (none for an allegiance not in the day). */
export function unitsOf(day: Day, allegiance: Allegiance): readonly Unit[] {
  return day.bySide[day.allegiances.indexOf(allegiance)] ?? [];
}

/** The finished trace. */
export function traceOf(day: Day): Trace {
  return { day: day.day, events: day.events };
}
