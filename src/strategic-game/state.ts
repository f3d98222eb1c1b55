/**
 * The Strategic Game's state: plain, immutable JSON. The map and systems are public;
 * each side's fleets' contents, its BP, its battle orders and its sensor contacts are
 * private (TSG-9.1). The generator's state lives here (K4), so resolving is pure.
 */
import type { RngState } from '../kernel/rng.js';
import type { Ship } from './design.js';
import type { GameMap } from './map.js';
import type { RulesOptions } from './rules-options.js';
import type { EndReason, Phase } from './vocabulary.js';

/** A fleet: one or more ships in one hex (TSG-1.2). */
export interface Fleet {
  /** The fleet's id, such as `p1-f3`; public, as a counter on the map is. */
  readonly id: string;
  /** Its owner. */
  readonly owner: string;
  /** The hex it is in. */
  readonly at: number;
  /** The step at which it last entered its hex (moved or was built): the later arrival attacks (TSG-7.3). */
  readonly arrived: number;
  /** Its ships (private). */
  readonly ships: readonly Ship[];
}

/** A system's standing (TSG-6.4, TSG-6.5). */
export interface SystemState {
  /** Its hex. */
  readonly cell: number;
  /** Its owner, or null while neutral. */
  readonly owner: string | null;
  /** The first turn whose production counts it (TSG-5.1); null while neutral. */
  readonly producesFrom: number | null;
  /** The side holding it alone at the end of the last combat, and since which turn; null when nobody or both do. */
  readonly holder: string | null;
  /** The turn the holder's hold began. */
  readonly holdSince: number | null;
}

/** A side's standing battle orders (TSG-7.6, TSG-7.7; K7). */
export interface BattleOrders {
  /**
   * Break off once this percentage of the side's ships in the battle is lost (1 to 100),
   * or never (null).
   */
  readonly retreatAt: number | null;
  /** Ship ids to lose first, best first; ships not listed follow by `lossPolicy`. */
  readonly lossOrder: readonly string[];
}

/** What a side's sensors told it (TSG-6.6): a fleet's ship count, where, and when. */
export interface Contact {
  /** The enemy fleet. */
  readonly fleet: string;
  /** Its hex when seen. */
  readonly at: number;
  /** How many ships it had. */
  readonly ships: number;
  /** The turn it was seen. */
  readonly turn: number;
}

/** One side's private standing. */
export interface Side {
  /** BP in hand (TSG-5.2). */
  readonly bp: number;
  /** Battle orders in force. */
  readonly battle: BattleOrders;
  /** The latest contacts, from the last sensor sweep of this side. */
  readonly contacts: readonly Contact[];
  /** Ships built so far, for ids. */
  readonly shipsBuilt: number;
  /** Fleets formed so far, for ids. */
  readonly fleetsFormed: number;
}

/** How a game ended (TSG-4). */
export interface GameEnd {
  /** Why it ended. */
  readonly reason: EndReason;
  /** The winners: one, or none for a draw or the turn limit. */
  readonly winners: readonly string[];
}

/** The whole game. */
export interface TsgState {
  /** K1: the step, growing by one with each resolve. */
  readonly step: number;
  /** The turn, from 1. */
  readonly turn: number;
  /** The phase awaited now. */
  readonly phase: Phase;
  /** The two players, in seat order. */
  readonly players: readonly [string, string];
  /** Each player's name as people read it (its id unless a scenario named it, TSG-3.4). */
  readonly names: Readonly<Record<string, string>>;
  /** Player 1 and Player 2 of this turn, by the initiative roll (TSG-2.2); seat order before the first roll. */
  readonly initiative: readonly [string, string];
  /** The rules options. */
  readonly rules: RulesOptions;
  /** The turn after which the game ends unfinished (TSG-4.3). */
  readonly turnLimit: number;
  /** The map. */
  readonly map: GameMap;
  /** Every system, by ascending cell. */
  readonly systems: readonly SystemState[];
  /** Every fleet, by id. */
  readonly fleets: readonly Fleet[];
  /** Each side's private standing, by player. */
  readonly sides: Readonly<Record<string, Side>>;
  /** The generator (K4). */
  readonly rng: RngState;
  /** How the game ended, once it has. */
  readonly end: GameEnd | null;
}

/** The other player. */
export const enemyOf = (s: TsgState, p: string): string => (s.players[0] === p ? s.players[1] : s.players[0]);

/** A player's home cell. */
export const homeOf = (s: TsgState, p: string): number => s.map.homes[s.players.indexOf(p) === 1 ? 1 : 0];

/** A player's fleets, by id. */
export const fleetsOf = (s: TsgState, p: string): Fleet[] => s.fleets.filter((f) => f.owner === p);

/** TSG-6.1: a fleet's speed, its slowest ship's engine. */
export const speedOf = (f: Fleet): number => Math.min(...f.ships.map((x) => x.engine));

/** Fleets sorted by id, a stable order for every list kept in the state. */
export const byId = <T extends { readonly id: string }>(xs: readonly T[]): T[] =>
  xs.slice().sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
