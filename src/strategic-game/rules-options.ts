/**
 * Every place where the seed is silent, ambiguous or contradicts itself, and that this
 * code builds, is a named option here, with its values, its default and the clause of
 * `docs/rules/strategic-game.md` that explains it and gives the reason for the default.
 * `RulesOptions` is plain data stored in the state.
 */
import { type OptionValuesOf, optionDefaults, ruleOptionTable } from '../kernel/rules-options.js';
import { MAP_NAMES } from './scenarios.js';
import { DEFAULT_BUDGET, DEFAULT_TURN_LIMIT, MAX_BUDGET } from './vocabulary.js';

/** The set-up options, as `readOptions` reads them: the seats, the map, the budget and the turn limit. */
export const SETUP_OPTIONS = {
  /** TSG-1.1: two players; generic tools may say so. */
  players: { min: 2, max: 2, default: 2, clause: 'TSG-1.1' },
  /** TSG-3.1: the seed's example map (the default: the seed prints it), its point-symmetric `fair` version, or a small one for quick games. */
  map: { values: MAP_NAMES, default: 'seed', clause: 'TSG-3.1' },
  /** TSG-3.2: each player's starting BP. */
  budget: { min: 0, max: MAX_BUDGET, default: DEFAULT_BUDGET, clause: 'TSG-3.2' },
  /** TSG-4.3: the last turn. */
  turnLimit: { min: 1, max: 10_000, default: DEFAULT_TURN_LIMIT, clause: 'TSG-4.3' },
} as const;

/** The options, each with its values and default, and the clause that explains it. */
export const RULE_OPTIONS = ruleOptionTable({
  /**
   * TSG-A1: which battle resolver fights battles: the built-in Strategic Combat, or a
   * resolver the game was set up with, by its name (MSC's tactical game is not built).
   */
  combat: {
    clause: 'TSG-7.2',
    values: ['strategic'],
    default: 'strategic',
    reason:
      'MSC, the tactical alternative, is not among the seeds; a game set up with resolvers of its own adds their names.',
  },
  /** TSG-A14: whether a fleet in the enemy home wins at once, or must first capture it. */
  victory: {
    clause: 'TSG-4.1',
    values: ['occupy', 'capture'],
    default: 'occupy',
    reason: 'The seed says occupying the home wins.',
  },
  /** TSG-A2: whether a ship costs exactly 10, 15 or 20 BP, or at most 20. */
  shipSizes: {
    clause: 'TSG-5.2',
    values: ['exact', 'up-to'],
    default: 'exact',
    reason: 'The seed lists three sizes.',
  },
  /** TSG-A2: at most six weapons (one per side of an MSC ship), or no cap. */
  maxWeapons: {
    clause: 'TSG-8.2',
    values: ['six', 'unlimited'],
    default: 'six',
    reason: "MSC's ships have six sides to fire from.",
  },
  /** TSG-A10: whether Player 2 may move a fleet out of a hex Player 1 moved into. */
  pinning: {
    clause: 'TSG-6.2',
    values: ['evade', 'pinned'],
    default: 'evade',
    reason: 'Combat is checked where fleets end, after both moves.',
  },
  /** TSG-A11: when an occupied system becomes owned and when it first produces. */
  captureRule: {
    clause: 'TSG-6.4',
    values: ['full-turn', 'occupied', 'end-of-arrival'],
    default: 'full-turn',
    reason: "The seed's own example (taken in 7, producing in 9).",
  },
  /** TSG-A11: what an enemy fleet that holds an owned system does to it. */
  systemLoss: {
    clause: 'TSG-6.5',
    values: ['neutral', 'at-once'],
    default: 'neutral',
    reason: 'One capture rule for every system.',
  },
  /** TSG-A13: who learns ship counts: the side that just moved, or both sides after both moves. */
  sensors: {
    clause: 'TSG-6.6',
    values: ['mover', 'both'],
    default: 'mover',
    reason: 'The seed gives the question to the moving player.',
  },
  /** TSG-A4: whether the attacker's kills are removed before the defender fires back. */
  subphases: {
    clause: 'TSG-7.4',
    values: ['sequential', 'simultaneous'],
    default: 'sequential',
    reason: 'The seed orders the subphases.',
  },
  /** TSG-A3: how BP that do not fill a die count. */
  diceRounding: {
    clause: 'TSG-7.5',
    values: ['floor', 'half-up', 'at-least-one'],
    default: 'floor',
    reason: '"For each 7" counts whole sevens.',
  },
  /** TSG-A7: which ships a side loses when its battle orders give no ranked list. */
  lossPolicy: {
    clause: 'TSG-7.6',
    values: ['cheapest', 'random'],
    default: 'cheapest',
    reason: 'What a player keeping its best ships chooses.',
  },
  /** TSG-A8: who breaks off when both sides' battle orders say retreat. */
  retreatOrder: {
    clause: 'TSG-7.7',
    values: ['defender-first', 'attacker-first'],
    default: 'defender-first',
    reason: 'The attacker chose the fight.',
  },
  /** TSG-A8: when a battle that cannot end by itself is stopped. */
  stalemate: {
    clause: 'TSG-7.7',
    values: ['no-kill-round', 'round-cap'],
    default: 'no-kill-round',
    reason: 'A round without dice repeats for ever.',
  },
});

/**
 * A value for every rules option. `combat` is a resolver's name: `strategic`, or one the
 * game was set up with (TSG-7.2).
 */
export type RulesOptions = Omit<OptionValuesOf<typeof RULE_OPTIONS>, 'combat'> & {
  /** TSG-7.2: the battle resolver's name: `strategic`, or one the game was set up with. */
  combat: string;
};

/** Every option at its default. */
export const DEFAULT_RULES_OPTIONS: Readonly<RulesOptions> = optionDefaults(RULE_OPTIONS);
