/**
 * Every place where the seed is silent or contradicts itself, and that this code lets the
 * caller choose, is a named option here, with its values (default first), and the clause
 * of `docs/rules/harvester.md` that explains it and gives the reason for the default.
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

/** The options, each with its values and default, and the clause that explains it. */
export const RULE_OPTIONS = ruleOptionTable({
  /** HV-A1: how big the planet is for N players (the seed's figures contradict each other). */
  planetSize: { clause: 'HV-3.2', values: ['fit', 'width-as-radius'], default: 'fit' },
  /** HV-A2 (invented): whether resources grow back. */
  regrowth: { clause: 'HV-3.4', values: ['none', 'slow'], default: 'none' },
  /** HV-A3: what a scanner sees at a distance. */
  scanBands: { clause: 'HV-4.2', values: ['absolute', 'relative'], default: 'absolute' },
  /** HV-A5 (invented): when fights happen during movement. */
  fightTiming: { clause: 'HV-6.1', values: ['every-step', 'destination'], default: 'every-step' },
  /** HV-A10 (invented): what rebuilding a unit costs. */
  rebuildCost: { clause: 'HV-7.3', values: ['scanners', 'scanners-plus-combat'], default: 'scanners' },
  /** HV-A18 (invented): whether players join after the start. */
  lateJoin: { clause: 'HV-1.3', values: ['none', 'one-per-turn'], default: 'none' },
});

/** A value for every rules option. */
export type RulesOptions = OptionValuesOf<typeof RULE_OPTIONS>;

/** Every option at its default. */
export const DEFAULT_RULES_OPTIONS: Readonly<RulesOptions> = optionDefaults(RULE_OPTIONS);
