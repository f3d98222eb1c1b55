/**
 * Every place where the seed is silent or contradicts itself, and that this code lets the
 * caller choose, is a named option here, with its values (default first), and the clause
 * of `docs/rules/harvester.md` that explains it and gives the reason for the default.
 */
import {
  type OptionValuesOf,
  optionDefaults,
  optionProblems,
  type RuleOptionTable,
} from '../kernel/rules-options.js';

/** The set-up options: the seats, the last turn and the planet's radius, as `readOptions` reads them. */
export const SETUP_OPTIONS = {
  /** HV-1.1: the number of seats, `p1` … `pN`. */
  players: { min: 2, max: 1024, default: 4, clause: 'HV-1.1' },
  /** HV-10.2: the last turn. */
  turnLimit: { min: 1, max: 100_000, default: 60, clause: 'HV-10.2' },
  /** HV-3.2: the planet's radius; by default the size that fits the players. */
  radius: { min: 1, max: 1000, default: null, clause: 'HV-3.2' },
} as const;

/** The options, each with its values and default, and the clause that explains it. */
export const RULE_OPTIONS = {
  /** HV-A1: how big the planet is for N players (the seed's figures contradict each other). */
  planetSize: {
    /** The rules clause that explains the option. */
    clause: 'HV-3.2',
    /** The values the option may take. */
    values: ['fit', 'width-as-radius'],
    /** The value used when none is given. */
    default: 'fit',
  },
  /** HV-A2 (invented): whether resources grow back. */
  regrowth: {
    /** The rules clause that explains the option. */
    clause: 'HV-3.4',
    /** The values the option may take. */
    values: ['none', 'slow'],
    /** The value used when none is given. */
    default: 'none',
  },
  /** HV-A3: what a scanner sees at a distance. */
  scanBands: {
    /** The rules clause that explains the option. */
    clause: 'HV-4.2',
    /** The values the option may take. */
    values: ['absolute', 'relative'],
    /** The value used when none is given. */
    default: 'absolute',
  },
  /** HV-A5 (invented): when fights happen during movement. */
  fightTiming: {
    /** The rules clause that explains the option. */
    clause: 'HV-6.1',
    /** The values the option may take. */
    values: ['every-step', 'destination'],
    /** The value used when none is given. */
    default: 'every-step',
  },
  /** HV-A10 (invented): what rebuilding a unit costs. */
  rebuildCost: {
    /** The rules clause that explains the option. */
    clause: 'HV-7.3',
    /** The values the option may take. */
    values: ['scanners', 'scanners-plus-combat'],
    /** The value used when none is given. */
    default: 'scanners',
  },
  /** HV-A18 (invented): whether players join after the start. */
  lateJoin: {
    /** The rules clause that explains the option. */
    clause: 'HV-1.3',
    /** The values the option may take. */
    values: ['none', 'one-per-turn'],
    /** The value used when none is given. */
    default: 'none',
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

/** Problems with partial rules options given by a caller (empty when sound). */
export const rulesOptionProblems = (raw: unknown): string[] => optionProblems(RULE_OPTIONS, raw);
