/**
 * Every place where the seed is silent, ambiguous or contradicts itself, and that this
 * code builds, is a named option here, with its values, its default and the clause of
 * `docs/rules/galactic-overlord.md` that explains it and gives the reason for the
 * default. `RulesOptions` is plain data stored in the state.
 */
import { type OptionValuesOf, optionDefaults, ruleOptionTable } from '../kernel/rules-options.js';

/** The set-up options, as `readOptions` reads them: the number of factions and the last turn. */
export const SETUP_OPTIONS = {
  /** GO-1.1: the number of factions, `p1` … `pN`. */
  players: { min: 2, max: 12, default: 2, clause: 'GO-1.1' },
  /** GO-8.2: the last turn played before the game is ranked. */
  turnLimit: { min: 1, max: 10_000, default: 60, clause: 'GO-8.2' },
} as const;

/** The options, each with its values and default, and the clause that explains it. */
export const RULE_OPTIONS = ruleOptionTable({
  /** GO-A1: the edition: the seed's v1.3, or the GO II economy. */
  edition: { clause: 'GO-2.1', values: ['v1.3', 'go-ii'], default: 'v1.3' },
  /** GO-A2: whether the three starting bases are self-built bases 1 to 3. */
  baseNumbering: {
    clause: 'GO-3.1',
    values: ['starting-bases-count', 'after-setup'],
    default: 'starting-bases-count',
  },
  /** GO-A3: when income arrives. */
  incomeTiming: { clause: 'GO-2.2', values: ['start', 'end'], default: 'start' },
  /** GO-A7: a player who gave no order of battle. */
  missingOob: { clause: 'GO-10.3', values: ['random', 'destroyed'], default: 'random' },
  /** GO-A8: Close In against Back Off. */
  rangeClash: { clause: 'GO-10.4', values: ['close-in-wins', 'cancel'], default: 'close-in-wins' },
  /** GO-A9: fractions of hits. */
  hitRounding: { clause: 'GO-10.6', values: ['exact-tally', 'per-round'], default: 'exact-tally' },
  /** GO-A10: which ships hits remove first. */
  removalOrder: {
    clause: 'GO-10.7',
    values: ['weapon-then-hull', 'hull-then-weapon'],
    default: 'weapon-then-hull',
  },
  /** GO-A11: when a battle checks whether a fleet is destroyed. */
  stopCheck: { clause: 'GO-10.8', values: ['every-round', 'tallies'], default: 'every-round' },
  /** GO-A11: equal hits, both fleets surviving. */
  hitTie: { clause: 'GO-10.9', values: ['defender-wins', 'draw'], default: 'defender-wins' },
  /** GO-A12: a fight to the death that deals no hits. */
  deathLoop: { clause: 'GO-10.10', values: ['quiet-cycle', 'cycle-cap'], default: 'quiet-cycle' },
  /** GO-A13: which base a winning attacker takes. */
  baseCapture: {
    clause: 'GO-5.2',
    values: ['named-or-random', 'captured-first'],
    default: 'named-or-random',
  },
  /** GO-A14: a winning attacker against a home with no ships. */
  emptyDefence: { clause: 'GO-5.3', values: ['all-bases', 'one-base'], default: 'all-bases' },
  /** GO-A17: how many ships a cut-off fleet loses each turn. */
  attrition: { clause: 'GO-6.2', values: ['original-down', 'current-down'], default: 'original-down' },
  /** GO-A5: the later editions' prebuild turn before the first turn of play. */
  turnZero: { clause: 'GO-2.4', values: ['none', 'prebuild'], default: 'none' },
  /** GO-A6: a spy sent against an order its target did not give. */
  spyMiss: { clause: 'GO-9.2', values: ['spent', 'returned'], default: 'spent' },
  /** GO-A16: allies whose orders of battle against the target differ. */
  jointOob: { clause: 'GO-11.2', values: ['first-arrival', 'missing'], default: 'first-arrival' },
  /** GO-A18: whether a gift of a base needs the receiver's consent. */
  baseGifts: { clause: 'GO-11.5', values: ['one-sided', 'accepted'], default: 'one-sided' },
  /** GO-A5: the shield generators each faction starts with. */
  startingGenerators: { clause: 'GO-2.1', values: ['none', 'one'], default: 'none' },
  /** GO-A16: whether allies name, in their Attack! orders, who takes the bases a joint attack captures. */
  jointCaptures: { clause: 'GO-11.4', values: ['named-takers', 'dealt'], default: 'named-takers' },
});

/** A value for every rules option. */
export type RulesOptions = OptionValuesOf<typeof RULE_OPTIONS>;

/** Every option at its default. */
export const DEFAULT_RULES_OPTIONS: Readonly<RulesOptions> = optionDefaults(RULE_OPTIONS);

/** Fight-to-the-death cycles of six rounds after which `deathLoop: cycle-cap` ends a battle (GO-10.10). */
export const DEATH_CYCLE_CAP = 20;
