/**
 * Every place where the seed is silent or contradicts itself, and that this code lets the
 * caller choose, is a named option here, with its values (default first), the clause
 * of `docs/rules/harvester.md` that explains it, and the reason for the default.
 */
import { type OptionValuesOf, optionDefaults, ruleOptionTable } from '../kernel/rules-options.js';

/** The set-up options: the seats, the last turn and the planet's radius, as `readOptions` reads them. */
export const SETUP_OPTIONS = {
  /** HV-1.1: the number of seats, `p1` … `pN`. */
  players: { min: 2, max: 10_000, default: 4, clause: 'HV-1.1' },
  /** HV-10.2: the last turn. */
  turnLimit: { min: 1, max: 100_000, default: 60, clause: 'HV-10.2' },
  /** HV-3.2: the planet's radius; by default the size that fits the players. */
  radius: { min: 1, max: 1000, default: null, clause: 'HV-3.2' },
} as const;

/** The options, each with its values and default, the clause that explains it and why the default. */
export const RULE_OPTIONS = ruleOptionTable({
  /** HV-A1: how big the planet is for N players (the seed's figures contradict each other). */
  planetSize: {
    clause: 'HV-3.2',
    values: ['fit', 'width-as-radius'],
    default: 'fit',
    reason: 'keeps the 6 hexes between Harvesters, which the seed states as a rule, on the least planet',
  },
  /** HV-A2 (invented): whether resources grow back. */
  regrowth: {
    clause: 'HV-3.4',
    values: ['none', 'slow'],
    default: 'none',
    reason: "the backstory's resources are the finite debris of a war",
  },
  /** HV-A3: what a scanner sees at a distance. */
  scanBands: {
    clause: 'HV-4.2',
    values: ['absolute', 'relative'],
    default: 'absolute',
    reason: "reads the seed's numbered table as distances, as it is numbered",
  },
  /** HV-5.2: whether moving only into hexes with resources binds the target alone or every hex on the way. */
  roadResources: {
    clause: 'HV-5.2',
    values: ['target', 'every-hex'],
    default: 'target',
    reason:
      'the movement rules ask it of the target alone; asked of every hex, few roads past the next hex are open',
  },
  /** HV-A5 (invented): when fights happen during movement. */
  fightTiming: {
    clause: 'HV-6.1',
    values: ['every-step', 'destination'],
    default: 'every-step',
    reason: 'units fight on "entering" a hex, so a fast unit meets what stands on its way',
  },
  /** HV-A10 (invented): what rebuilding a unit costs. */
  rebuildCost: {
    clause: 'HV-7.3',
    values: ['scanners', 'scanners-plus-combat'],
    default: 'scanners',
    reason: "a unit's wreck pays for it, so a loss can be rebuilt from its own wreckage",
  },
  /** HV-7.6: the idle week read as seven turns, or as a week of real time (a referee's). */
  idleOut: {
    clause: 'HV-7.6',
    values: ['seven-turns', 'real-week'],
    default: 'seven-turns',
    reason: 'the rules have no clock, and the seed glosses seven turns as a week (a turn a day)',
  },
  /** HV-A18 (invented): whether players join after the start. */
  lateJoin: {
    clause: 'HV-1.3',
    values: ['none', 'one-per-turn'],
    default: 'none',
    reason: 'keeps the players fixed, which a study of N players wants',
  },
});

/** A value for every rules option. */
export type RulesOptions = OptionValuesOf<typeof RULE_OPTIONS>;

/** Every option at its default. */
export const DEFAULT_RULES_OPTIONS: Readonly<RulesOptions> = optionDefaults(RULE_OPTIONS);
