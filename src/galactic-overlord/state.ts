/**
 * The state of a game of Galactic Overlord: plain, immutable JSON data (the RNG state
 * inside, so resolving a turn is a pure function). Bases and ships have ids that are
 * never reused; a base is a home base of its holder when the holder built it (GO-2.2).
 */
import type { RngState } from '../kernel/rng.js';
import type { RulesOptions } from './rules-options.js';
import { type Hull, hullSize, type Weapon } from './vocabulary.js';

/** A ship: a hull filled with one weapon (GO-3.2), and the hits it carries (GO-10.7). */
export interface Ship {
  /** Its id, unique in the game. */
  readonly id: number;
  /** Its hull. */
  readonly hull: Hull;
  /** The one weapon filling its hull. */
  readonly weapon: Weapon;
  /** Hits taken and not yet repaired; below its hit points. */
  readonly damage: number;
}

/** A base: who holds it, and who built it (GO-2.2, GO-3.1). */
export interface Base {
  /** Its id, unique in the game. */
  readonly id: number;
  /** The faction holding it. */
  readonly holder: string;
  /** The faction that built it (a starting base is built by its first holder). */
  readonly builder: string;
}

/** One faction. */
export interface Faction {
  /** Build points in stock (GO-2.3). */
  readonly bp: number;
  /** Self-built bases so far, for their prices (GO-3.1). */
  readonly built: number;
  /** Shield generators in stock (GO-4.5). */
  readonly generators: number;
  /** Counter-espionage uses left (GO-2.1, GO-9.3); never replaced. */
  readonly counterEspionage: number;
  /** Spies in stock (GO-9.1). */
  readonly spies: number;
  /** The factions it has declared an alliance with, in seat order (GO-11.1); an alliance holds when both declared. */
  readonly allies: readonly string[];
  /** The faction's ships, by id. */
  readonly ships: readonly Ship[];
  /** GO-6.2: ships held when the faction was cut off from every base, or null while it holds one. */
  readonly cutOffShips: number | null;
  /** The turn in which the faction went out (GO-6.3), or null. */
  readonly outAt: number | null;
}

/** A game of Galactic Overlord. */
export interface GoState {
  /** The turn whose orders are due, from 1 (from 0 under `turnZero: prebuild`, GO-2.4). */
  readonly turn: number;
  /** The last turn played before the game is ranked (GO-8.2). */
  readonly turnLimit: number;
  /** The factions, in seat order. */
  readonly players: readonly string[];
  /** The names a scenario gave factions, by id (public); a faction without one goes by its id. */
  readonly names: Readonly<Record<string, string>>;
  /** The rules options. */
  readonly rules: RulesOptions;
  /** Every faction, by id. */
  readonly factions: Readonly<Record<string, Faction>>;
  /** Every base still standing, by id. */
  readonly bases: readonly Base[];
  /** The next ship id. */
  readonly nextShip: number;
  /** The next base id. */
  readonly nextBase: number;
  /** The game's random stream (missing orders of battle, unnamed captures). */
  readonly rng: RngState;
}

/** The factions still in the game, in seat order. */
export function alive(state: GoState): string[] {
  return state.players.filter((p) => state.factions[p]!.outAt === null);
}

/** The bases `player` holds, by id. */
export function basesOf(state: GoState, player: string): Base[] {
  return state.bases.filter((b) => b.holder === player);
}

/** Bases held, by kind (GO-2.2). */
export interface BaseCounts {
  /** Home bases: built by their holder. */
  home: number;
  /** Captured bases: built by another faction. */
  captured: number;
}

/** Home bases held (built by the holder) and captured bases held (GO-2.2). */
export function baseCounts(state: GoState, player: string): BaseCounts {
  let home = 0;
  let captured = 0;
  for (const b of state.bases) {
    if (b.holder !== player) continue;
    if (b.builder === player) home++;
    else captured++;
  }
  return { home, captured };
}

/** GO-11.1: whether `a` and `b` are allies: each has declared the other. */
export function allied(
  state: { readonly factions: Readonly<Record<string, { readonly allies: readonly string[] }>> },
  a: string,
  b: string,
): boolean {
  return (
    a !== b &&
    (state.factions[a]?.allies.includes(b) ?? false) &&
    (state.factions[b]?.allies.includes(a) ?? false)
  );
}

/** GO-11.1: the alliances standing between factions still in the game, as pairs in seat order, each pair once. */
export function alliances(state: GoState): [string, string][] {
  const out: [string, string][] = [];
  const playing = alive(state);
  playing.forEach((a, i) => {
    for (const b of playing.slice(i + 1)) if (allied(state, a, b)) out.push([a, b]);
  });
  return out;
}

/** Whether the game is over: one faction or none left, or the turn limit passed (GO-8). */
export function isOver(state: GoState): boolean {
  return alive(state).length <= 1 || state.turn > state.turnLimit;
}

/** The BP value of a fleet: the sum of its hulls' costs (GO-3.2), for rankings. */
export function navyValue(ships: readonly Ship[]): number {
  let v = 0;
  for (const s of ships) v += hullSize(s.hull);
  return v;
}
