/**
 * Every place where the seed is silent, ambiguous or contradicts itself, and that this
 * code builds, is a named option here, with its values, its default and the clause of
 * `docs/rules/strategic-game.md` that explains it and gives the reason for the default.
 * `RulesOptions` is plain data stored in the state.
 */
import { type OptionValuesOf, optionDefaults, optionProblems } from '../kernel/rules-options.js';

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
  },
  /** TSG-A14: whether a fleet in the enemy home wins at once, or must first capture it. */
  victory: {
    /** The rules clause that explains the option. */
    clause: 'TSG-4.1',
    /** The values the option may take. */
    values: ['occupy', 'capture'],
    /** The value used when none is given. */
    default: 'occupy',
  },
  /** TSG-A2: whether a ship costs exactly 10, 15 or 20 BP, or at most 20. */
  shipSizes: {
    /** The rules clause that explains the option. */
    clause: 'TSG-5.2',
    /** The values the option may take. */
    values: ['exact', 'up-to'],
    /** The value used when none is given. */
    default: 'exact',
  },
  /** TSG-A2: at most six weapons (one per side of an MSC ship), or no cap. */
  maxWeapons: {
    /** The rules clause that explains the option. */
    clause: 'TSG-8.2',
    /** The values the option may take. */
    values: ['six', 'unlimited'],
    /** The value used when none is given. */
    default: 'six',
  },
  /** TSG-A10: whether Player 2 may move a fleet out of a hex Player 1 moved into. */
  pinning: {
    /** The rules clause that explains the option. */
    clause: 'TSG-6.2',
    /** The values the option may take. */
    values: ['evade', 'pinned'],
    /** The value used when none is given. */
    default: 'evade',
  },
  /** TSG-A11: when an occupied system becomes owned and when it first produces. */
  captureRule: {
    /** The rules clause that explains the option. */
    clause: 'TSG-6.4',
    /** The values the option may take. */
    values: ['full-turn', 'occupied', 'end-of-arrival'],
    /** The value used when none is given. */
    default: 'full-turn',
  },
  /** TSG-A11: what an enemy fleet that holds an owned system does to it. */
  systemLoss: {
    /** The rules clause that explains the option. */
    clause: 'TSG-6.5',
    /** The values the option may take. */
    values: ['neutral', 'at-once'],
    /** The value used when none is given. */
    default: 'neutral',
  },
  /** TSG-A13: who learns ship counts: the side that just moved, or both sides after both moves. */
  sensors: {
    /** The rules clause that explains the option. */
    clause: 'TSG-6.6',
    /** The values the option may take. */
    values: ['mover', 'both'],
    /** The value used when none is given. */
    default: 'mover',
  },
  /** TSG-A4: whether the attacker's kills are removed before the defender fires back. */
  subphases: {
    /** The rules clause that explains the option. */
    clause: 'TSG-7.4',
    /** The values the option may take. */
    values: ['sequential', 'simultaneous'],
    /** The value used when none is given. */
    default: 'sequential',
  },
  /** TSG-A3: how BP that do not fill a die count. */
  diceRounding: {
    /** The rules clause that explains the option. */
    clause: 'TSG-7.5',
    /** The values the option may take. */
    values: ['floor', 'half-up', 'at-least-one'],
    /** The value used when none is given. */
    default: 'floor',
  },
  /** TSG-A7: which ships a side loses when its battle orders give no ranked list. */
  lossPolicy: {
    /** The rules clause that explains the option. */
    clause: 'TSG-7.6',
    /** The values the option may take. */
    values: ['cheapest', 'random'],
    /** The value used when none is given. */
    default: 'cheapest',
  },
  /** TSG-A8: who breaks off when both sides' battle orders say retreat. */
  retreatOrder: {
    /** The rules clause that explains the option. */
    clause: 'TSG-7.7',
    /** The values the option may take. */
    values: ['defender-first', 'attacker-first'],
    /** The value used when none is given. */
    default: 'defender-first',
  },
  /** TSG-A8: when a battle that cannot end by itself is stopped. */
  stalemate: {
    /** The rules clause that explains the option. */
    clause: 'TSG-7.7',
    /** The values the option may take. */
    values: ['no-kill-round', 'round-cap'],
    /** The value used when none is given. */
    default: 'no-kill-round',
  },
} as const;

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
export function rulesOptionProblems(raw: unknown): string[] {
  return optionProblems(RULE_OPTIONS, raw);
}
