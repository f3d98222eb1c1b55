/**
 * The working copy of a day. `resolveDay` is pure from the outside; inside, the steps
 * share this mutable context (the soldiers' dawn copied into arrays by soldier, one RNG
 * restored from the state) and the final step writes the changes back into a new
 * immutable state.
 */
import { Arena } from '../../kernel/arena.js';
import { type Rng, restoreRng, seededRng } from '../../kernel/rng.js';
import type { Sector } from '../board.js';
import type { DuelModel } from '../duel.js';
import { isSeenBy } from '../gunfight/detection.js';
import type { FightContext, FightKind, GunfightResolver } from '../gunfight/resolver.js';
import type { Move } from '../orders.js';
import type { Rules } from '../rules.js';
import type { GameState, Wreck } from '../state.js';
import type { Trace, TraceEvent } from '../trace.js';
import { type Allegiance, PHASES, type SoldierStatus } from '../vocabulary.js';
import { type World, worldOf } from '../world.js';
import { type Dawn, dawnOf, type Unit } from './dawn.js';

export type { Unit } from './dawn.js';

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
  /** Every soldier, by unit index: what the day does not change (shared by every day of the game). */
  readonly units: readonly Unit[];
  /** The state's soldiers at dawn, in flat form; never written. */
  readonly dawn: Dawn;
  /** Each soldier's status now, by unit index: the day's copy of the dawn's. */
  readonly status: SoldierStatus[];
  /** Each soldier's sector now (for the fallen, where it fell), by unit index. */
  readonly sector: Int32Array;
  /** For the fallen, the id of the soldier carrying their tags ('' when lost), by unit index. */
  readonly tagsWith: string[];
  /** For the fallen, the day they fell (0 for the living), by unit index. */
  readonly diedOn: Int32Array;
  /** The order of allegiances: players in seat order, then the aliens. */
  readonly allegiances: readonly Allegiance[];
  /** Each unit's allegiance as its index in `allegiances`, by unit index. */
  readonly sideOf: Int32Array;
  /**
   * Each allegiance's units in unit order, by allegiance index: what one side's checks
   * read, so that a check made for every side costs the units once, not once per side.
   */
  readonly bySide: readonly (readonly Unit[])[];
  /** Where the day's typed arrays come from (`kernel/arena.ts`). */
  readonly arena: Arena;
  /**
   * Working arrays of the encounter checks, reused each phase: the sectors to check
   * (by sector), and the units of each sector as linked lists (`head` by sector, `next`
   * by unit, -1 ends a list).
   */
  readonly bySector: { readonly check: Uint8Array; readonly head: Int32Array; readonly next: Int32Array };
  /** Each soldier's unit index, by id (the roster's table, shared across days). */
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

/**
 * Opens a day: restores the RNG and copies the soldiers' dawn (`dawn.ts`), the flat form
 * the state keeps, into the day's working arrays.
 */
export function openDay(state: GameState, rules: FullRules, recording = true): Day {
  const dawn = dawnOf(state);
  const { units, allegiances, sideOf, bySide } = dawn.roster;
  const world = worldOf(state.scenario);
  const size = world.board.rows * world.board.cols;
  const n = units.length;
  // The day's arrays, from one buffer (`kernel/arena.ts`): the working sets, the copies of
  // the dawn, and where everyone stands at dawn and after each phase.
  const arena = takeArena(Arena.bytesFor([size, n, n, n, n, n, ...SNAPSHOTS.map(() => n)], [size, n]));
  const sector = arena.int32(n);
  sector.set(dawn.sector);
  const diedOn = arena.int32(n);
  diedOn.set(dawn.diedOn);
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
    dawn,
    status: dawn.status.slice(),
    sector,
    tagsWith: dawn.tagsWith.slice(),
    diedOn,
    allegiances,
    sideOf,
    bySide,
    arena,
    bySector: { check: arena.uint8(size), head: arena.int32(size), next: arena.int32(n) },
    soldierIndex: dawn.roster.soldierIndex,
    fights: 0,
    inFight: arena.int32(n),
    killedIn: arena.int32(n),
    isSeenBy: (observer, target, targetGroup) => isSeenBy(rules, observer, target, targetGroup),
    plans: new Array(units.length).fill(undefined),
    moves: [],
    snapshots: [],
    arrivedThisPhase: arena.uint8(n),
    alienSquadsAttacked: new Map(),
    craftAttacked: false,
    newWrecks: [],
    recording,
    events: [],
  };
}

/**
 * Arenas of days that are done with their arrays, for the next day to carve again: days of
 * a look-ahead come by the hundred, all of one size.
 */
const spareArenas: Arena[] = [];
const SPARE_ARENAS = 4;

function takeArena(bytes: number): Arena {
  for (let i = spareArenas.length - 1; i >= 0; i--) {
    const a = spareArenas[i]!;
    if (a.bytes !== bytes) continue;
    spareArenas.splice(i, 1);
    a.reset();
    return a;
  }
  return new Arena(bytes);
}

/**
 * Gives the day's arrays back for another day to use. Only for a day nothing will read
 * again: no report will read its snapshots, and its next dawn, if committed, holds copies.
 */
export function closeDay(day: Day): void {
  if (day.recording || spareArenas.length >= SPARE_ARENAS) return;
  spareArenas.push(day.arena);
}

/** The generator of one fight: a stream of its own, from the day's fight seed and where the fight is. */
export function fightRng(day: Day, where: string): Rng {
  return seededRng(`${day.fightSeed}/${where}`);
}

/** When the day notes where everyone stands: at dawn and after each phase (CW-9.2). */
const SNAPSHOTS = [0, ...PHASES] as const;

/** Records where every unit stands (CW-9.2 needs presence through the whole day). */
export function snapshot(day: Day): void {
  const { status, sector } = day;
  const snap = day.arena.int32(sector.length);
  for (let i = 0; i < snap.length; i++) snap[i] = status[i] === 'alive' ? sector[i]! : -1;
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
