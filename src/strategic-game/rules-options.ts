/**
 * Every place where the seed is silent, ambiguous or contradicts itself, and that this
 * code builds, is a named option here, with its values, its default and the clause of
 * `docs/rules/strategic-game.md` that explains it and gives the reason for the default.
 * `RulesOptions` is plain data stored in the state.
 */
import {
  type OptionValuesOf,
  optionDefaults,
  optionProblems,
  type RuleOptionTable,
} from '../kernel/rules-options.js';
import { DEFAULT_BUDGET, DEFAULT_TURN_LIMIT } from './vocabulary.js';

/** The set-up options, as `readOptions` reads them: the seats, the map, the budget and the turn limit. */
export const SETUP_OPTIONS = {
  /** TSG-1.1: two players; generic tools may say so. */
  players: { min: 2, max: 2, default: 2, clause: 'TSG-1.1' },
  /** TSG-3.1: the seed's example map, or a small one for quick games. */
  map: { values: ['seed', 'duel'], default: 'seed', clause: 'TSG-3.1' },
  /** TSG-3.2: each player's starting BP. */
  budget: { min: 0, max: 100_000, default: DEFAULT_BUDGET, clause: 'TSG-3.2' },
  /** TSG-4.3: the last turn. */
  turnLimit: { min: 1, max: 10_000, default: DEFAULT_TURN_LIMIT, clause: 'TSG-4.3' },
} as const;

/** The options, each with its values and default, and the clause that explains it. */
export const RULE_OPTIONS = {
  /** TSG-A1: which battle resolver fights battles; MSC's tactical game is not built. */
  combat: {
    /** The rules clause that explains the option. */
    clause: 'TSG-7.2',
    /** The values the option may take. */
    values: ['strategic'],
    /** The value used when none is given. */
    default: 'strategic',
    /** Why the default is the default. */
    reason: 'MSC, the tactical alternative, is not among the seeds.',
  },
  /** TSG-A14: whether a fleet in the enemy home wins at once, or must first capture it. */
  victory: {
    /** The rules clause that explains the option. */
    clause: 'TSG-4.1',
    /** The values the option may take. */
    values: ['occupy', 'capture'],
    /** The value used when none is given. */
    default: 'occupy',
    /** Why the default is the default. */
    reason: 'The seed says occupying the home wins.',
  },
  /** TSG-A2: whether a ship costs exactly 10, 15 or 20 BP, or at most 20. */
  shipSizes: {
    /** The rules clause that explains the option. */
    clause: 'TSG-5.2',
    /** The values the option may take. */
    values: ['exact', 'up-to'],
    /** The value used when none is given. */
    default: 'exact',
    /** Why the default is the default. */
    reason: 'The seed lists three sizes.',
  },
  /** TSG-A2: at most six weapons (one per side of an MSC ship), or no cap. */
  maxWeapons: {
    /** The rules clause that explains the option. */
    clause: 'TSG-8.2',
    /** The values the option may take. */
    values: ['six', 'unlimited'],
    /** The value used when none is given. */
    default: 'six',
    /** Why the default is the default. */
    reason: "MSC's ships have six sides to fire from.",
  },
  /** TSG-A10: whether Player 2 may move a fleet out of a hex Player 1 moved into. */
  pinning: {
    /** The rules clause that explains the option. */
    clause: 'TSG-6.2',
    /** The values the option may take. */
    values: ['evade', 'pinned'],
    /** The value used when none is given. */
    default: 'evade',
    /** Why the default is the default. */
    reason: 'Combat is checked where fleets end, after both moves.',
  },
  /** TSG-A11: when an occupied system becomes owned and when it first produces. */
  captureRule: {
    /** The rules clause that explains the option. */
    clause: 'TSG-6.4',
    /** The values the option may take. */
    values: ['full-turn', 'occupied', 'end-of-arrival'],
    /** The value used when none is given. */
    default: 'full-turn',
    /** Why the default is the default. */
    reason: "The seed's own example (taken in 7, producing in 9).",
  },
  /** TSG-A11: what an enemy fleet that holds an owned system does to it. */
  systemLoss: {
    /** The rules clause that explains the option. */
    clause: 'TSG-6.5',
    /** The values the option may take. */
    values: ['neutral', 'at-once'],
    /** The value used when none is given. */
    default: 'neutral',
    /** Why the default is the default. */
    reason: 'One capture rule for every system.',
  },
  /** TSG-A13: who learns ship counts: the side that just moved, or both sides after both moves. */
  sensors: {
    /** The rules clause that explains the option. */
    clause: 'TSG-6.6',
    /** The values the option may take. */
    values: ['mover', 'both'],
    /** The value used when none is given. */
    default: 'mover',
    /** Why the default is the default. */
    reason: 'The seed gives the question to the moving player.',
  },
  /** TSG-A4: whether the attacker's kills are removed before the defender fires back. */
  subphases: {
    /** The rules clause that explains the option. */
    clause: 'TSG-7.4',
    /** The values the option may take. */
    values: ['sequential', 'simultaneous'],
    /** The value used when none is given. */
    default: 'sequential',
    /** Why the default is the default. */
    reason: 'The seed orders the subphases.',
  },
  /** TSG-A3: how BP that do not fill a die count. */
  diceRounding: {
    /** The rules clause that explains the option. */
    clause: 'TSG-7.5',
    /** The values the option may take. */
    values: ['floor', 'half-up', 'at-least-one'],
    /** The value used when none is given. */
    default: 'floor',
    /** Why the default is the default. */
    reason: '"For each 7" counts whole sevens.',
  },
  /** TSG-A7: which ships a side loses when its battle orders give no ranked list. */
  lossPolicy: {
    /** The rules clause that explains the option. */
    clause: 'TSG-7.6',
    /** The values the option may take. */
    values: ['cheapest', 'random'],
    /** The value used when none is given. */
    default: 'cheapest',
    /** Why the default is the default. */
    reason: 'What a player keeping its best ships chooses.',
  },
  /** TSG-A8: who breaks off when both sides' battle orders say retreat. */
  retreatOrder: {
    /** The rules clause that explains the option. */
    clause: 'TSG-7.7',
    /** The values the option may take. */
    values: ['defender-first', 'attacker-first'],
    /** The value used when none is given. */
    default: 'defender-first',
    /** Why the default is the default. */
    reason: 'The attacker chose the fight.',
  },
  /** TSG-A8: when a battle that cannot end by itself is stopped. */
  stalemate: {
    /** The rules clause that explains the option. */
    clause: 'TSG-7.7',
    /** The values the option may take. */
    values: ['no-kill-round', 'round-cap'],
    /** The value used when none is given. */
    default: 'no-kill-round',
    /** Why the default is the default. */
    reason: 'A round without dice repeats for ever.',
  },
} as const satisfies RuleOptionTable;

/** The name of a rules option. */
export type RuleOptionName = keyof typeof RULE_OPTIONS;

/** Every option name, in the order of {@link RULE_OPTIONS}. */
export const RULE_OPTION_NAMES = Object.keys(RULE_OPTIONS) as RuleOptionName[];

/** A value for every rules option. */
export type RulesOptions = OptionValuesOf<typeof RULE_OPTIONS>;

/** Every option at its default. */
export const DEFAULT_RULES_OPTIONS: Readonly<RulesOptions> = optionDefaults(RULE_OPTIONS);

/**
 * Problems with partial rules options given by a caller (empty when sound): unknown
 * names and values not in the option's list.
 */
export const rulesOptionProblems = (raw: unknown): string[] => optionProblems(RULE_OPTIONS, raw);
