/**
 * Battle resolvers (TSG-7.2, K12): a battle goes to a resolver by name, as Corporate
 * War's gunfights go to its gunfight resolvers, so that a tactical game (MSC, which the
 * seed names but does not include, or another game's match) plugs in as another
 * resolver. A resolver gets both sides' ships with their full designs, their standing
 * battle orders (K7, K13) and a generator of its own (TSG-7.8), and returns what
 * happened; the turn checks it and applies it. It must be pure apart from that generator
 * (the same input, the same result), so that a game replays from its seed.
 */
import type { Rng } from '../../kernel/rng.js';
import type { Ship } from '../design.js';
import type { RulesOptions } from '../rules-options.js';
import type { BattleOrders } from '../state.js';
import type { BattleEnd } from '../vocabulary.js';

/** One side of a battle. */
export interface BattleSide {
  /** The side's player. */
  readonly player: string;
  /** Every ship of the side in the hex, fleet by fleet (fleets by id). */
  readonly ships: readonly Ship[];
  /** The side's standing battle orders. */
  readonly orders: BattleOrders;
  /** Whether the side has a hex to break off to (not when it fights at home). */
  readonly canRetreat: boolean;
}

/** What a resolver is given. */
export interface BattleInput {
  /** The side that moved in (TSG-7.3). */
  readonly attacker: BattleSide;
  /** The other side. */
  readonly defender: BattleSide;
  /** The rules options. */
  readonly rules: RulesOptions;
  /** The battle's own generator (TSG-7.8); every die is drawn from it. */
  readonly rng: Rng;
}

/** One subphase: who fired, the dice, and the ships lost. */
export interface SubphaseTrace {
  /** The firing player. */
  readonly firing: string;
  /** The firing side's dice. */
  readonly fire: readonly number[];
  /** The receiving side's dice. */
  readonly save: readonly number[];
  /** The receiving side's ships lost, by id. */
  readonly lost: readonly string[];
}

/** One round: two subphases (TSG-7.4). */
export interface RoundTrace {
  /** The round, from 1. */
  readonly round: number;
  /** The attacker's fire, then the defender's. */
  readonly subphases: readonly [SubphaseTrace, SubphaseTrace];
}

/** What a resolver returns. */
export interface BattleResult {
  /** Every round fought. */
  readonly rounds: readonly RoundTrace[];
  /** Ships lost, by player. */
  readonly lost: Readonly<Record<string, readonly string[]>>;
  /** The player that broke off, if one did. */
  readonly retreated: string | null;
  /** How it ended. */
  readonly end: BattleEnd;
  /**
   * What each side is told of the battle beyond its losses, by player: a resolver without
   * dice rounds (a sub-match) says here how it went. Each side's report carries its own
   * sentence only, so a sentence must say nothing that side could not see (TSG-9.1).
   */
  readonly told?: Readonly<Record<string, string>>;
}

/** A battle resolver. */
export type BattleResolver = (input: BattleInput) => BattleResult;
