/**
 * Every place where the seed is silent or ambiguous is a named option here, with its
 * values, its default and the clause of `docs/rules/corporation.md` that explains it and
 * gives the reason for the default. `RulesOptions` is plain data stored in the state.
 */
import { type OptionValuesOf, optionDefaults, ruleOptionTable } from '../kernel/rules-options.js';

/** The set-up options, as `readOptions` reads them: the number of players, the first colours. */
export const SETUP_OPTIONS = {
  /** CO-1.1: two to four players, or one for the solo puzzle; they take red, green, blue, yellow in turn. */
  players: { min: 1, max: 4, default: 2, clause: 'CO-1.1' },
} as const;

/** The options, each with its values and default, and the clause that explains it. */
export const RULE_OPTIONS = ruleOptionTable({
  /** CO-5.1: what an employee in a stack stands on. */
  stackSupport: {
    clause: 'CO-5.1',
    values: ['employee-below', 'employee-or-office'],
    default: 'employee-below',
  },
  /** CO-4.2: which reception area an entering employee may use. */
  entryArea: { clause: 'CO-4.2', values: ['any', 'own-colour'], default: 'any' },
  /** CO-4.1: which two counters may be exchanged. */
  exchange: { clause: 'CO-4.1', values: ['any-two', 'different-pairs'], default: 'any-two' },
  /** CO-5.7: what happens when a player's listed promotions stop while one still applies. */
  missedPromotions: {
    clause: 'CO-5.7',
    values: ['engine-completes', 'reject', 'challenge'],
    default: 'engine-completes',
  },
  /** CO-3.3: who wins when several colours reach three in one turn. */
  simultaneousThree: {
    clause: 'CO-3.3',
    values: ['first-in-order', 'mover-first', 'shared'],
    default: 'first-in-order',
  },
  /** CO-2.4: who places first and moves first. */
  firstPlayer: { clause: 'CO-2.4', values: ['drawn', 'first-seat'], default: 'drawn' },
  /** CO-3.4: how a game nobody can (or will) win ends. */
  stall: { clause: 'CO-3.4', values: ['quiet-rounds', 'never'], default: 'quiet-rounds' },
});

/** A value for every rules option. */
export type RulesOptions = OptionValuesOf<typeof RULE_OPTIONS>;

/** Every option at its default. */
export const DEFAULT_RULES_OPTIONS: Readonly<RulesOptions> = optionDefaults(RULE_OPTIONS);

/** Full rounds of turns with no entry and no promotion after which the game is drawn (CO-3.4). */
export const QUIET_ROUNDS = 3;

/**
 * CO-3.4: the last turn of any game, whatever the `stall` option; a game still going at its
 * end is drawn. A saved game holds no more turns than this, so a save that loads plays on
 * into one that loads: `finishTurn` and `checkState` both read it.
 */
export const MAX_TURNS = 1_000_000;
