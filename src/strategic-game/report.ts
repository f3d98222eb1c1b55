/**
 * What a player is told of a step (TSG-9.2): the outcome of each of its orders, its own
 * BP and builds, the initiative roll, its sensor contacts, the battles it fought (its own
 * losses by ship, the enemy's by count only), the systems that changed hands (public),
 * and the end. Nothing in it depends on what the player's side cannot see (TSG-9.1).
 */
import type { BattleResult } from './battle/resolver.js';
import type { Contact, GameEnd, TsgState } from './state.js';
import type { Phase } from './vocabulary.js';

/** The outcome of one order: done, or refused with its issue. */
export interface OrderOutcome {
  /** The order's place in the list. */
  readonly index: number;
  /** The order's kind, if it had one. */
  readonly kind: string;
  /** `done`, or the refusal's code. */
  readonly result: string;
  /** A sentence: what was done, or why not. */
  readonly message: string;
}

/** One battle, as one side is told it. */
export interface BattleReport {
  /** The hex, by name. */
  readonly at: string;
  /** The attacking player. */
  readonly attacker: string;
  /** The defending player. */
  readonly defender: string;
  /** The resolver that fought it, by name (the rules' `combat`, TSG-7.2). */
  readonly combat: string;
  /** What the resolver told the reader of the battle, if anything (a sub-match's account). */
  readonly told: string | null;
  /** Dice rounds fought (0 for a resolver that fights none). */
  readonly rounds: number;
  /** The reader's ships lost, by id. */
  readonly myLosses: readonly string[];
  /** How many ships the enemy lost. */
  readonly enemyLosses: number;
  /** Who broke off, if anyone. */
  readonly retreated: string | null;
  /** How it ended. */
  readonly end: BattleResult['end'];
}

/** The initiative roll as reported (TSG-2.2). */
export interface InitiativeRoll {
  /** Each round of rolling, the faces in seat order; all but the last tied. */
  readonly rolls: readonly (readonly number[])[];
  /** Player 1 of the turn. */
  readonly first: string;
}

/** A system whose owner changed. */
export interface SystemChange {
  /** The hex, by name. */
  readonly at: string;
  /** The new owner, or null: neutral. */
  readonly owner: string | null;
}

/** A player's report of one step. */
export interface TsgReport {
  /** The reader. */
  readonly player: string;
  /** The step resolved. */
  readonly step: number;
  /** Its turn. */
  readonly turn: number;
  /** Its phase. */
  readonly phase: Phase;
  /** Problems with the order list as a whole. */
  readonly refused: readonly string[];
  /** Each order's outcome. */
  readonly outcomes: readonly OrderOutcome[];
  /** The reader's BP after the step. */
  readonly bp: number;
  /** The reader's ships built, by id. */
  readonly built: readonly string[];
  /** The initiative roll, when this step made it: each roll (faces by seat order) and Player 1. */
  readonly initiative: InitiativeRoll | null;
  /** Contacts from the reader's sensor sweep in this step, if it swept. */
  readonly contacts: readonly Contact[] | null;
  /** The battles the reader fought. */
  readonly battles: readonly BattleReport[];
  /** Systems whose owner changed, by hex name, with the new owner (null: neutral). */
  readonly systems: readonly SystemChange[];
  /** BP gained at the start of the next turn, when this step ended a turn. */
  readonly income: number | null;
  /** How the game ended, if it did in this step. */
  readonly end: GameEnd | null;
  /**
   * TSG-9.2: the text map of what the reader knows after the step (`renderMap` of its view).
   * The contract's `reports` adds it, for the tools that send reports (the referee, `play`);
   * the rules' own `resolveStep` leaves it out, so a search bot's look-ahead does not draw maps.
   */
  readonly map?: string;
  /**
   * Why the game ended, when it ended in this step (the outcome's `why`); added, as the map
   * is, by the contract's `reports`.
   */
  readonly why?: string;
}

/** A report with nothing in it yet, for a step of `s`. */
export function emptyReport(s: TsgState, player: string): TsgReport {
  return {
    player,
    step: s.step,
    turn: s.turn,
    phase: s.phase,
    refused: [],
    outcomes: [],
    bp: s.sides[player]!.bp,
    built: [],
    initiative: null,
    contacts: null,
    battles: [],
    systems: [],
    income: null,
    end: null,
  };
}
