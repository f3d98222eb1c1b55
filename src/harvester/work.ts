/**
 * The working copy a turn is resolved on: the state's data made mutable and indexed
 * (units by id and by hex), plus each player's log of what happened to it, from which
 * the reports are written. Only `resolveTurn` makes one, from a state it never changes,
 * and it turns back into a state at the end; the steps in `steps/` change it in turn.
 */
import type { HexWrapGrid } from '../kernel/grid/hex-wrap.js';
import { type Rng, restoreRng } from '../kernel/rng.js';
import type { Issue } from './errors.js';
import { HierarchyIndex } from './hierarchy.js';
import type { Orders } from './orders.js';
import { planetGrid } from './planet.js';
import type { RulesOptions } from './rules-options.js';
import type { Army, Build, HvState, Terrain } from './state.js';
import { type DefenceKind, UNIT_STATS, type UnitKind } from './vocabulary.js';

/** A unit being moved. */
export interface WUnit {
  /** Its id. */
  readonly id: number;
  /** Its owner. */
  readonly owner: string;
  /** Its kind. */
  readonly kind: UnitKind;
  /** Where it is (the movement step keeps where it is now in its own table, and settles it at its end). */
  readonly hex: number;
}

/** A machine being changed. */
export interface WMachine {
  /** See {@link Machine}. */
  load: number;
  /** See {@link Machine}. */
  target: number | null;
  /** See {@link Machine}; changed only through {@link setRuler}, which keeps the hierarchy's index. */
  readonly ruler: string | null;
  /** See {@link Machine}. */
  idle: number;
  /** See {@link Machine}. */
  build: Build | null;
  /** See {@link Machine}. */
  joinedAt: number | null;
  /** See {@link Machine}. */
  outAt: number | null;
  /** See {@link Machine}. */
  readonly army: Army;
}

/** What a player's order came to (HV-1.4: every order gets an outcome). */
export interface OrderOutcome {
  /** The order, in a few words: `target 1,0`, `move 12`, `drop 3`, `rebuild scout`, `destroy 7`. */
  readonly order: string;
  /** What became of it. */
  readonly outcome: string;
}

/** One side of a fight: a hierarchy's players there and its total (HV-6.2). */
export interface FightSide {
  /** The side's players with units in the hex, in seat order. */
  readonly players: readonly string[];
  /** Their combat total. */
  readonly total: number;
}

/** A fight a player's units were in, as it saw it (HV-6). */
export interface FightNote {
  /** The hex. */
  readonly hex: string;
  /** Each side there: its players (a hierarchy stands together) and its total. */
  readonly sides: readonly FightSide[];
  /** For this player: its side won, lost, or the totals tied (the moving units fell back). */
  readonly result: 'won' | 'lost' | 'tie';
}

/** What happened to one player in a turn. */
export interface PlayerLog {
  /** Orders refused, with their issues. */
  readonly refused: Issue[];
  /** Every accepted order's outcome. */
  readonly outcomes: OrderOutcome[];
  /** Fights its units were in. */
  readonly fights: FightNote[];
  /** Players whose Harvesters it conquered (HV-8.1). */
  readonly conquered: string[];
  /** Who conquered its Harvester this turn, if anybody. */
  conqueredBy: string | null;
  /** Its units destroyed this turn. */
  readonly lost: { readonly id: number; readonly kind: UnitKind }[];
  /** A rebuilt unit that appeared, if any. */
  built: DefenceKind | null;
  /** Resources gathered (HV-5.4). */
  gathered: number;
}

/** The working copy. */
export interface Work {
  readonly turn: number;
  readonly rules: RulesOptions;
  readonly grid: HexWrapGrid;
  readonly players: readonly string[];
  readonly seat: ReadonlyMap<string, number>;
  readonly rng: Rng;
  readonly resources: number[];
  /** The planet's terrain (HV-3.5), fixed. */
  readonly terrain: Terrain;
  readonly units: Map<number, WUnit>;
  nextUnit: number;
  readonly machines: Record<string, WMachine>;
  /**
   * This turn's traffic by hex: the sides something entered by (bits 0 to 5, north
   * clockwise) and {@link LEFT_BIT} when something left it. A byte a hex, not a `Map` and a
   * `Set`: the movement step writes it for every step taken, 100,000 a turn at 10,000 players.
   */
  readonly traffic: Uint8Array;
  readonly ledger: { placed: number; grown: number; salvage: number; spent: number };
  /** The accepted orders of each player awaited this turn. */
  readonly orders: Map<string, Orders>;
  /** Players who sent something (K2: a missing key is no submission). */
  readonly submitted: Set<string>;
  readonly logs: Map<string, PlayerLog>;
  /** Each player's Harvester's unit id (the unit may be gone). */
  readonly harvesterId: Map<string, number>;
  /** Who rules whom, labelled for constant-time questions (see {@link HierarchyIndex}). */
  readonly hierarchy: HierarchyIndex;
  /** Each player's units' ids, in the units' order, as of `nextUnit` = `byOwnerAt` (built when an elimination needs it). */
  byOwner?: Map<string, number[]>;
  byOwnerAt?: number;
}

/** A fresh log. */
export const emptyLog = (): PlayerLog => ({
  refused: [],
  outcomes: [],
  fights: [],
  conquered: [],
  conqueredBy: null,
  lost: [],
  built: null,
  gathered: 0,
});

/** The working copy of a state. */
export function toWork(state: HvState): Work {
  const machines: Record<string, WMachine> = {};
  for (const p of state.players) machines[p] = { ...state.machines[p]! };
  const units = new Map<number, WUnit>();
  // The state's own unit objects, never changed: a unit that moves gets a new one.
  for (const u of state.units) units.set(u.id, u);
  const grid = planetGrid(state.radius);
  const seat = new Map(state.players.map((p, k) => [p, k]));
  return {
    turn: state.turn,
    rules: state.rules,
    grid,
    players: state.players,
    seat,
    rng: restoreRng(state.rng),
    resources: state.resources.slice(),
    terrain: state.terrain,
    units,
    nextUnit: state.nextUnit,
    machines,
    traffic: new Uint8Array(grid.size),
    ledger: { ...state.ledger },
    orders: new Map(),
    submitted: new Set(),
    logs: new Map(state.players.map((p) => [p, emptyLog()])),
    harvesterId: new Map(state.units.filter((u) => u.kind === 'harvester').map((u) => [u.owner, u.id])),
    hierarchy: new HierarchyIndex(state.players, seat, machines),
  };
}

/**
 * The state the working copy has become (turn not yet advanced). The copy's units and
 * machines become the state's own, not copied again: nothing changes them once the turn's
 * steps are done, and a turn of 10,000 players has a hundred thousand units.
 */
export function fromWork(w: Work, state: HvState): HvState {
  const machines: Record<string, WMachine> = {};
  for (const p of w.players) machines[p] = w.machines[p]!;
  return {
    ...state,
    rng: w.rng.state(),
    resources: w.resources,
    units: [...w.units.values()].sort((a, b) => a.id - b.id),
    nextUnit: w.nextUnit,
    machines,
    ...trafficOf(w.traffic),
    ledger: { ...w.ledger },
  };
}

/** The bit of a hex's {@link Work.traffic} that says something left it. */
export const LEFT_BIT = 64;

/** The state's traffic and hexes left, in hex order, from the working copy's table. */
function trafficOf(table: Uint8Array): Pick<HvState, 'traffic' | 'left'> {
  const traffic: { hex: number; entered: number }[] = [];
  const left: number[] = [];
  for (let hex = 0; hex < table.length; hex++) {
    const t = table[hex] as number;
    if (t === 0) continue;
    if ((t & (LEFT_BIT - 1)) !== 0) traffic.push({ hex, entered: t & (LEFT_BIT - 1) });
    if ((t & LEFT_BIT) !== 0) left.push(hex);
  }
  return { traffic, left };
}

/** The player's log. */
export const logOf = (w: Work, p: string): PlayerLog => w.logs.get(p)!;

/** The top of a player's hierarchy in the working copy (HV-8.4). */
export const rootIn = (w: Work, p: string): string => w.hierarchy.rootOf(p);

/** True when `ruler` is one of `p`'s rulers, however far up (HV-8.4). */
export const rules = (w: Work, ruler: string, p: string): boolean => w.hierarchy.rules(ruler, p);

/**
 * Makes `ruler` the player's ruler, or frees it (null): the one way the working copy's
 * hierarchy changes (a conquest, HV-8.1; a player going out, HV-7.5, HV-A15), so that the
 * index knows.
 */
export function setRuler(w: Work, p: string, ruler: string | null): void {
  const m = w.machines[p]!;
  const from = m.ruler;
  if (from === ruler) return;
  (m as { ruler: string | null }).ruler = ruler;
  w.hierarchy.moved(p, from, ruler);
}

/**
 * The player's units in the working copy, in the copy's order. The index by owner is built
 * once and again only after a unit is added (ids only grow), so that a turn in which many
 * players go out reads the units once, not once a player; a unit destroyed since is skipped.
 */
function unitsIn(w: Work, p: string): WUnit[] {
  if (w.byOwner === undefined || w.byOwnerAt !== w.nextUnit) {
    const byOwner = new Map<string, number[]>();
    for (const u of w.units.values()) {
      const list = byOwner.get(u.owner);
      if (list === undefined) byOwner.set(u.owner, [u.id]);
      else list.push(u.id);
    }
    w.byOwner = byOwner;
    w.byOwnerAt = w.nextUnit;
  }
  const out: WUnit[] = [];
  for (const id of w.byOwner.get(p) ?? []) {
    const u = w.units.get(id);
    if (u !== undefined) out.push(u);
  }
  return out;
}

/** Removes a unit, leaving its scanner rating in resources where it stood, `hex` (HV-7.1). */
export function destroyUnit(w: Work, u: WUnit, hex: number = u.hex): void {
  const scrap = UNIT_STATS[u.kind].scanners;
  w.resources[hex] = (w.resources[hex] as number) + scrap;
  w.ledger.salvage += scrap;
  w.units.delete(u.id);
  logOf(w, u.owner).lost.push({ id: u.id, kind: u.kind });
}

/**
 * Takes a player out (HV-7.5, HV-7.6): every unit destroyed where it stands, the
 * Harvester's load dropped with its 5, its subjects set free (HV-A15, invented).
 */
export function eliminate(w: Work, p: string): void {
  const m = w.machines[p]!;
  const mine = unitsIn(w, p);
  for (const u of mine) {
    if (u.kind === 'harvester') w.resources[u.hex] = (w.resources[u.hex] as number) + m.load;
    destroyUnit(w, u);
  }
  m.load = 0;
  m.build = null;
  m.target = null;
  setRuler(w, p, null);
  m.outAt = w.turn;
  for (const q of w.hierarchy.subjectsOf(p)) setRuler(w, q, null);
}
