/**
 * Every place where the seed is silent, ambiguous or contradicts itself, and that this
 * code builds, is a named option here, with its values, its default and the clause of
 * `docs/rules/galactic-overlord.md` that explains it and gives the reason for the
 * default. `RulesOptions` is plain data stored in the state.
 */
import {
  type OptionValuesOf,
  optionDefaults,
  optionProblems,
  type RuleOptionTable,
} from '../kernel/rules-options.js';

/** The set-up options, as `readOptions` reads them: the number of factions and the last turn. */
export const SETUP_OPTIONS = {
  /** GO-1.1: the number of factions, `p1` … `pN`. */
  players: { min: 2, max: 12, default: 2, clause: 'GO-1.1' },
  /** GO-8.2: the last turn played before the game is ranked. */
  turnLimit: { min: 1, max: 10_000, default: 60, clause: 'GO-8.2' },
} as const;

/** The options, each with its values and default, and the clause that explains it. */
export const RULE_OPTIONS = {
  /** GO-A1: the edition: the seed's v1.3, or the GO II economy. */
  edition: {
    /** The rules clause that explains the option. */
    clause: 'GO-2.1',
    /** The values the option may take. */
    values: ['v1.3', 'go-ii'],
    /** The value used when none is given. */
    default: 'v1.3',
  },
  /** GO-A2: whether the three starting bases are self-built bases 1 to 3. */
  baseNumbering: {
    /** The rules clause that explains the option. */
    clause: 'GO-3.1',
    /** The values the option may take. */
    values: ['starting-bases-count', 'after-setup'],
    /** The value used when none is given. */
    default: 'starting-bases-count',
  },
  /** GO-A3: when income arrives. */
  incomeTiming: {
    /** The rules clause that explains the option. */
    clause: 'GO-2.2',
    /** The values the option may take. */
    values: ['start', 'end'],
    /** The value used when none is given. */
    default: 'start',
  },
  /** GO-A7: a player who gave no order of battle. */
  missingOob: {
    /** The rules clause that explains the option. */
    clause: 'GO-10.3',
    /** The values the option may take. */
    values: ['random', 'destroyed'],
    /** The value used when none is given. */
    default: 'random',
  },
  /** GO-A8: Close In against Back Off. */
  rangeClash: {
    /** The rules clause that explains the option. */
    clause: 'GO-10.4',
    /** The values the option may take. */
    values: ['close-in-wins', 'cancel'],
    /** The value used when none is given. */
    default: 'close-in-wins',
  },
  /** GO-A9: fractions of hits. */
  hitRounding: {
    /** The rules clause that explains the option. */
    clause: 'GO-10.6',
    /** The values the option may take. */
    values: ['exact-tally', 'per-round'],
    /** The value used when none is given. */
    default: 'exact-tally',
  },
  /** GO-A10: which ships hits remove first. */
  removalOrder: {
    /** The rules clause that explains the option. */
    clause: 'GO-10.7',
    /** The values the option may take. */
    values: ['weapon-then-hull', 'hull-then-weapon'],
    /** The value used when none is given. */
    default: 'weapon-then-hull',
  },
  /** GO-A11: when a battle checks whether a fleet is destroyed. */
  stopCheck: {
    /** The rules clause that explains the option. */
    clause: 'GO-10.8',
    /** The values the option may take. */
    values: ['every-round', 'tallies'],
    /** The value used when none is given. */
    default: 'every-round',
  },
  /** GO-A11: equal hits, both fleets surviving. */
  hitTie: {
    /** The rules clause that explains the option. */
    clause: 'GO-10.9',
    /** The values the option may take. */
    values: ['defender-wins', 'draw'],
    /** The value used when none is given. */
    default: 'defender-wins',
  },
  /** GO-A12: a fight to the death that deals no hits. */
  deathLoop: {
    /** The rules clause that explains the option. */
    clause: 'GO-10.10',
    /** The values the option may take. */
    values: ['quiet-cycle', 'cycle-cap'],
    /** The value used when none is given. */
    default: 'quiet-cycle',
  },
  /** GO-A13: which base a winning attacker takes. */
  baseCapture: {
    /** The rules clause that explains the option. */
    clause: 'GO-5.2',
    /** The values the option may take. */
    values: ['named-or-random', 'captured-first'],
    /** The value used when none is given. */
    default: 'named-or-random',
  },
  /** GO-A14: a winning attacker against a home with no ships. */
  emptyDefence: {
    /** The rules clause that explains the option. */
    clause: 'GO-5.3',
    /** The values the option may take. */
    values: ['all-bases', 'one-base'],
    /** The value used when none is given. */
    default: 'all-bases',
  },
  /** GO-A17: how many ships a cut-off fleet loses each turn. */
  attrition: {
    /** The rules clause that explains the option. */
    clause: 'GO-6.2',
    /** The values the option may take. */
    values: ['original-down', 'current-down'],
    /** The value used when none is given. */
    default: 'original-down',
  },
  /** GO-A5: the later editions' prebuild turn before the first turn of play. */
  turnZero: {
    /** The rules clause that explains the option. */
    clause: 'GO-2.4',
    /** The values the option may take. */
    values: ['none', 'prebuild'],
    /** The value used when none is given. */
    default: 'none',
  },
  /** GO-A6: a spy sent against an order its target did not give. */
  spyMiss: {
    /** The rules clause that explains the option. */
    clause: 'GO-9.2',
    /** The values the option may take. */
    values: ['spent', 'returned'],
    /** The value used when none is given. */
    default: 'spent',
  },
  /** GO-A16: allies whose orders of battle against the target differ. */
  jointOob: {
    /** The rules clause that explains the option. */
    clause: 'GO-11.2',
    /** The values the option may take. */
    values: ['first-arrival', 'missing'],
    /** The value used when none is given. */
    default: 'first-arrival',
  },
  /** GO-A18: whether a gift of a base needs the receiver's consent. */
  baseGifts: {
    /** The rules clause that explains the option. */
    clause: 'GO-11.5',
    /** The values the option may take. */
    values: ['one-sided', 'accepted'],
    /** The value used when none is given. */
    default: 'one-sided',
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

/** Fight-to-the-death cycles of six rounds after which `deathLoop: cycle-cap` ends a battle (GO-10.10). */
export const DEATH_CYCLE_CAP = 20;

/**
 * Problems with partial rules options given by a caller (empty when sound): unknown
 * names and values not in the option's list.
 */
export const rulesOptionProblems = (raw: unknown): string[] => optionProblems(RULE_OPTIONS, raw);
