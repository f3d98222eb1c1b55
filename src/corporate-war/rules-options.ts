/**
 * Every place where the seed is silent or ambiguous is a named option here, with a
 * default and the clause of `docs/rules/corporate-war.md` that explains it, in the manner
 * of the disputable cases of the Diplomacy adjudicator tests. `RulesOptions` is plain data
 * and is stored in the game state. It stands apart from `Rules` (in `rules.ts`), which adds
 * the pluggable code, so that what the code plugs into (a gunfight resolver's context) can
 * name the options without importing the registries that name it back.
 */

import {
  type OptionValuesOf,
  optionDefaults,
  optionNames,
  ruleOptionTable,
} from '../kernel/rules-options.js';

/**
 * The set-up options, as `readOptions` (studies, the command line) reads them: how many
 * of the scenario's corporations sit down, and the last day.
 */
export const SETUP_OPTIONS = {
  /** CW-2.1: two to four players, the scenario's first corporations. */
  players: { min: 2, max: 4, default: 4, clause: 'CW-2.1' },
  /** CW-9.5: the last day; the seed aims at about ten days, so thirty is generous. */
  dayLimit: { min: 1, max: Number.MAX_SAFE_INTEGER, default: 30, clause: 'CW-9.5' },
} as const;

/** The options, each with its values and default, and the clause that explains it. */
export const RULE_OPTIONS = ruleOptionTable({
  /** CW-7.6: how one shot's Kill against Survive is settled. */
  duelModel: { clause: 'CW-7.6', values: ['ratio', 'd6', 'compare'], default: 'ratio' },
  /** CW-5.3: the middle sector of a knight-like two-sector move without `via`. */
  pathChoice: { clause: 'CW-5.3', values: ['diagonal-first', 'orthogonal-first'], default: 'diagonal-first' },
  /** CW-6.5: whether two groups trading sectors pass each other or fight. */
  headToHeadSwap: { clause: 'CW-6.5', values: ['pass', 'fight'], default: 'pass' },
  /** CW-6.6: whether enemies together in a sector at dawn fight. */
  dawnSharing: { clause: 'CW-6.6', values: ['no-fight', 'fight'], default: 'no-fight' },
  /** CW-6.3: whether detection sees soldiers one by one or a seen group whole. */
  detection: { clause: 'CW-6.3', values: ['per-soldier', 'whole-group'], default: 'per-soldier' },
  /** CW-7.4: whether extra soldiers wrap round to the front or get at most one target each. */
  excessDoubling: { clause: 'CW-7.4', values: ['wrap', 'once'], default: 'wrap' },
  /** CW-2.2: where a player without a choice deploys on its edge. */
  deployment: { clause: 'CW-2.2', values: ['middle', 'random'], default: 'middle' },
  /** CW-8.5: whether the Doc's death stops revival. */
  docDeath: { clause: 'CW-8.5', values: ['revival-stops', 'no-effect'], default: 'revival-stops' },
  /** CW-8.6: whether the player's orders are ignored while the Commander is fallen. */
  commanderDeath: { clause: 'CW-8.6', values: ['no-effect', 'orders-ignored'], default: 'no-effect' },
  /** CW-9.3: whether simultaneous winners share the victory or only the most sectors win. */
  simultaneousWinners: { clause: 'CW-9.3', values: ['shared', 'most-sectors'], default: 'shared' },
  /** CW-10.1: how groups with equal total Info are ranked. */
  infoTieBreak: { clause: 'CW-10.1', values: ['seat-order', 'total-kill', 'random'], default: 'seat-order' },
  /** CW-4.5: whether the seed's four 4s rate the alien Specialist alone or the whole garrison. */
  garrisonRatings: {
    clause: 'CW-4.5',
    values: ['specialist-only', 'whole-garrison'],
    default: 'specialist-only',
  },
  /** CW-7.12: what soldiers ordered to move do after a fight in their start sector, before their step. */
  fightBeforeStep: {
    clause: 'CW-7.12',
    values: ['passing-rule', 'stay', 'move-on'],
    default: 'passing-rule',
  },
  /** CW-10.4: whether three groups arriving together fight the seed's two matches or a closed ring of three. */
  threeArriving: { clause: 'CW-10.4', values: ['two-matches', 'ring'], default: 'two-matches' },
  /** CW-11.4: whether enemies standing in an adjacent sector are noticed, or only those stepping into it. */
  movementNearby: { clause: 'CW-11.4', values: ['any-group', 'steps-only'], default: 'any-group' },
  /** CW-11.4: which Info against Escape notices movement nearby. */
  movementSighting: { clause: 'CW-11.4', values: ['exceeds', 'exactly-one-higher'], default: 'exceeds' },
});

type OptionValues = OptionValuesOf<typeof RULE_OPTIONS>;

/** The data part of the rules: serialisable, stored in the game state. */
export interface RulesOptions extends Omit<OptionValues, 'duelModel'> {
  /** CW-7.6: the name of the duel model in `Rules.duelModels` (built in: ratio, d6, compare). */
  readonly duelModel: string;
  /** CW-9.5: the last day to play; when it ends with no winner the game is over. Null for none. */
  readonly dayLimit: number | null;
}

/**
 * CW-9.5: the largest day number a saved game holds. A game ends on day `MAX_DAY - 1` at
 * the latest, with a day limit or without one, so that the dawn after its last day can
 * still be saved and loaded. The victory check and `parseState` both read it.
 */
export const MAX_DAY = 1_000_000;

/** CW-9.5: the last day a game is played: its day limit, or the day before {@link MAX_DAY} if sooner. */
export function lastDay(rules: Pick<RulesOptions, 'dayLimit'>): number {
  return Math.min(rules.dayLimit ?? MAX_DAY - 1, MAX_DAY - 1);
}

/** The default options. */
export const DEFAULT_RULES_OPTIONS: RulesOptions = Object.freeze({
  ...optionDefaults(RULE_OPTIONS),
  dayLimit: null,
});

/**
 * The readings games were played under before these options existed. A saved game that
 * lacks one of them was started under this reading, and `parseState` loads it with it, so
 * the game goes on as it began.
 */
export const RULES_BEFORE_OPTIONS: Readonly<Partial<RulesOptions>> = Object.freeze({
  garrisonRatings: 'whole-garrison',
  fightBeforeStep: 'move-on',
  threeArriving: 'ring',
  movementNearby: 'steps-only',
});

/** Lists each option's name, for iteration in tests and documents. */
export const RULE_OPTION_NAMES = optionNames(RULE_OPTIONS);
