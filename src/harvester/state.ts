/**
 * The state of a Harvester game: the planet's resources, every unit, each player's
 * machine (its Harvester's load, target, ruler, idle count and rebuild), and what moved
 * last turn (the traffic scanners report, HV-4.2). Plain JSON data, never changed in
 * place. The helpers below answer the hierarchy's questions (HV-8) and count victory
 * points (HV-9); derived indexes are cached per state object, so a view of each of N
 * players costs N times one view, not N².
 */
import type { RngState } from '../kernel/rng.js';
import type { RulesOptions } from './rules-options.js';
import { CAPACITY, type DefenceKind, UNIT_STATS, type UnitKind } from './vocabulary.js';

/** One unit on the planet. Ids are unique and never reused; the list is kept in id order. */
export interface Unit {
  /** Unique id, from 1. */
  readonly id: number;
  /** The player whose unit it is. */
  readonly owner: string;
  /** Its kind (HV-2). */
  readonly kind: UnitKind;
  /** The hex it stands in (a cell index of the planet grid). */
  readonly hex: number;
}

/** A rebuild under way (HV-7.3). */
export interface Build {
  /** The kind being built. */
  readonly kind: DefenceKind;
  /** The turn at whose end it appears at the Harvester. */
  readonly done: number;
}

/** How many defence units of each kind a player has at most: its army at the start (HV-2.1). */
export type Army = Readonly<Record<DefenceKind, number>>;

/** One player's machine: everything about a player that is not a unit's position. */
export interface Machine {
  /** Resources held (0 to 20, HV-2.4). */
  readonly load: number;
  /** The hex the Harvester heads for, or null (HV-5.2). */
  readonly target: number | null;
  /** The player this one serves, or null when free (HV-8.1). */
  readonly ruler: string | null;
  /** Turns in a row the player was awaited and sent nothing (HV-7.6). */
  readonly idle: number;
  /** The rebuild under way, if any. */
  readonly build: Build | null;
  /** The turn the player joined (1 for players there from the start), or null while waiting (HV-1.3). */
  readonly joinedAt: number | null;
  /** The turn at whose end the player went out, or null (HV-7.5, HV-7.6). */
  readonly outAt: number | null;
  /**
   * Its army: the defence units it started with, the most of each kind it may hold and
   * rebuild (HV-2.1, HV-7.3); the whole army unless a scenario gave less (HV-1.5).
   */
  readonly army: Army;
}

/** What moved through a hex in the last turn (HV-4.2): the sides it was entered from, as bits. */
export interface Traffic {
  /** The hex. */
  readonly hex: number;
  /** Bit k set: something entered from direction k (0 north, clockwise). */
  readonly entered: number;
}

/** Resources' book-keeping, for the conservation law (HV-3.4). */
export interface Ledger {
  /** Placed at setup. */
  readonly placed: number;
  /** Grown back (HV-3.4, `regrowth: slow`). */
  readonly grown: number;
  /** Left by destroyed units (HV-7.1, HV-7.4, HV-7.5). */
  readonly salvage: number;
  /** Spent on rebuilds (HV-7.3). */
  readonly spent: number;
}

/**
 * The planet's terrain (HV-3.5): the hexes of each kind, each list rising and without
 * repeats; a hex may be both. Fixed for the game; none unless a scenario gives it.
 */
export interface Terrain {
  /** Hexes only the nimble units (Soldiers, Scouts) enter. */
  readonly rough: readonly number[];
  /** Hexes no scanner outside them sees into. */
  readonly shroud: readonly number[];
}

/** The whole game state. */
export interface HvState {
  /** The turn whose orders are due, from 1. */
  readonly turn: number;
  /** The last turn played (HV-10.2). */
  readonly turnLimit: number;
  /** The planet's radius (HV-3.2). */
  readonly radius: number;
  /** Every seat's player, in seat order (K9): `p1` to `pN`, or the ids a scenario gave (HV-1.5). */
  readonly players: readonly string[];
  /** The names a scenario gave players, by player (HV-1.5); a player without one is known by its id. */
  readonly names: Readonly<Record<string, string>>;
  /** The rules options. */
  readonly rules: RulesOptions;
  /** The generator's state (regrowth and late joiners draw from it). */
  readonly rng: RngState;
  /** Resources in each hex, by cell index. */
  readonly resources: readonly number[];
  /** The planet's terrain (HV-3.5). */
  readonly terrain: Terrain;
  /** Every unit on the planet, in id order. */
  readonly units: readonly Unit[];
  /** The next unit id. */
  readonly nextUnit: number;
  /** Each player's machine. */
  readonly machines: Readonly<Record<string, Machine>>;
  /** Hexes entered in the last turn, in hex order (HV-4.2). */
  readonly traffic: readonly Traffic[];
  /** Hexes something left in the last turn, in hex order (HV-4.2, level 4). */
  readonly left: readonly number[];
  /** Resources' book-keeping. */
  readonly ledger: Ledger;
}

/** True when the player is on the planet: joined and not out. */
export function isActive(state: HvState, player: string): boolean {
  const m = Object.hasOwn(state.machines, player) ? state.machines[player] : undefined;
  return m !== undefined && m.joinedAt !== null && m.outAt === null;
}

/** The active players, in seat order. */
export const activePlayers = (state: HvState): string[] => state.players.filter((p) => isActive(state, p));

/** Indexes derived from a state, built once per state object. */
export interface Derived {
  /** Each player's units. */
  readonly unitsOf: ReadonlyMap<string, readonly Unit[]>;
  /** Each player's direct subjects, in seat order. */
  readonly subjectsOf: ReadonlyMap<string, readonly string[]>;
  /** Each player's victory points (HV-9). */
  readonly vp: ReadonlyMap<string, number>;
  /** Each player's seat index, from 0. */
  readonly seat: ReadonlyMap<string, number>;
}

const DERIVED = new WeakMap<HvState, Derived>();

/** The cached indexes of a state. */
export function derived(state: HvState): Derived {
  let d = DERIVED.get(state);
  if (d !== undefined) return d;
  const unitsOf = new Map<string, Unit[]>();
  for (const p of state.players) unitsOf.set(p, []);
  for (const u of state.units) unitsOf.get(u.owner)?.push(u);
  const subjectsOf = new Map<string, string[]>();
  for (const p of state.players) subjectsOf.set(p, []);
  for (const p of state.players) {
    const r = state.machines[p]!.ruler;
    if (r !== null) subjectsOf.get(r)?.push(p);
  }
  // HV-9: direct subjects only; their points already hold theirs (HV-A13). Subjects before
  // their rulers: the hierarchy from its free players down, read backwards (no recursion,
  // so a chain of thousands costs no deeper stack; HV-8.4 leaves no cycle to miss).
  const order = state.players.filter((p) => state.machines[p]!.ruler === null);
  for (let k = 0; k < order.length; k++) order.push(...(subjectsOf.get(order[k] as string) ?? []));
  const vp = new Map<string, number>();
  for (let k = order.length - 1; k >= 0; k--) {
    const p = order[k] as string;
    const m = state.machines[p]!;
    const combat = (unitsOf.get(p) ?? []).reduce((s, u) => s + UNIT_STATS[u.kind].combat, 0);
    let total = m.outAt === null ? Math.min(m.load, CAPACITY) + Math.min(combat, CAPACITY) : 0;
    for (const s of subjectsOf.get(p) ?? []) total += vp.get(s) ?? 0;
    vp.set(p, total);
  }
  d = { unitsOf, subjectsOf, vp, seat: new Map(state.players.map((p, k) => [p, k])) };
  DERIVED.set(state, d);
  return d;
}

/** The player's rulers, nearest first (HV-8.4), as a fresh array (a view's are shared: `sharedRulersOf`). */
export function rulersOf(state: HvState, player: string): string[] {
  const out: string[] = [];
  let r = state.machines[player]?.ruler ?? null;
  while (r !== null && out.length <= state.players.length) {
    out.push(r);
    r = state.machines[r]!.ruler;
  }
  return out;
}

/** The top of the player's hierarchy: itself when free (HV-8.4). */
export function rootOf(state: HvState, player: string): string {
  // Walked up, not read off `rulersOf`: a chain of thousands would build a list as long.
  let top = player;
  for (let n = 0; n <= state.players.length; n++) {
    const r: string | null = Object.hasOwn(state.machines, top) ? (state.machines[top]?.ruler ?? null) : null;
    if (r === null) break;
    top = r;
  }
  return top;
}

/** The player and everyone below it, transitively, the player first then by seat (HV-8.3). */
export function subtreeOf(state: HvState, player: string): string[] {
  const { subjectsOf } = derived(state);
  const out = [player];
  for (let k = 0; k < out.length; k++) out.push(...(subjectsOf.get(out[k] as string) ?? []));
  const { seat } = derived(state);
  return [player, ...out.slice(1).sort((a, b) => (seat.get(a) as number) - (seat.get(b) as number))];
}

/** A player's victory points (HV-9). */
export const victoryPoints = (state: HvState, player: string): number => derived(state).vp.get(player) ?? 0;

/** The player's Harvester unit, if it is on the planet. */
export function harvesterOf(state: HvState, player: string): Unit | undefined {
  return derived(state)
    .unitsOf.get(player)
    ?.find((u) => u.kind === 'harvester');
}
