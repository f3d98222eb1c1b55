/**
 * Every place where the seed is silent or ambiguous is a named option here, with a
 * default and the clause of `docs/rules/corporate-war.md` that explains it, in the manner
 * of the disputable cases of the Diplomacy adjudicator tests. `RulesOptions` is plain data
 * and is stored in the game state; `Rules` adds the pluggable parts (duel models and
 * gunfight resolvers), which are code and are passed to `resolveDay`.
 */
import { SimulturnError } from '../kernel/issue.js';
import { DUEL_MODELS, type DuelModel } from './duel.js';
import { issue } from './errors.js';
import type { FightKind, GunfightResolver } from './gunfight/resolver.js';

/** The options, each with its values and default, and the clause that explains it. */
export const RULE_OPTIONS = {
  duelModel: { clause: 'CW-7.6', values: ['ratio', 'd6', 'compare'], default: 'ratio' },
  pathChoice: { clause: 'CW-5.3', values: ['diagonal-first', 'orthogonal-first'], default: 'diagonal-first' },
  headToHeadSwap: { clause: 'CW-6.5', values: ['pass', 'fight'], default: 'pass' },
  dawnSharing: { clause: 'CW-6.6', values: ['no-fight', 'fight'], default: 'no-fight' },
  detection: { clause: 'CW-6.3', values: ['per-soldier', 'whole-group'], default: 'per-soldier' },
  excessDoubling: { clause: 'CW-7.4', values: ['wrap', 'once'], default: 'wrap' },
  deployment: { clause: 'CW-2.2', values: ['middle', 'random'], default: 'middle' },
  docDeath: { clause: 'CW-8.5', values: ['revival-stops', 'no-effect'], default: 'revival-stops' },
  commanderDeath: { clause: 'CW-8.6', values: ['no-effect', 'orders-ignored'], default: 'no-effect' },
  simultaneousWinners: { clause: 'CW-9.3', values: ['shared', 'most-sectors'], default: 'shared' },
  infoTieBreak: { clause: 'CW-10.1', values: ['seat-order', 'total-kill', 'random'], default: 'seat-order' },
  movementSighting: { clause: 'CW-11.4', values: ['exceeds', 'exactly-one-higher'], default: 'exceeds' },
} as const;

type OptionValues = {
  -readonly [K in keyof typeof RULE_OPTIONS]: (typeof RULE_OPTIONS)[K]['values'][number];
};

/** The data part of the rules: serialisable, stored in the game state. */
export interface RulesOptions extends Omit<OptionValues, 'duelModel'> {
  /** CW-7.6: the name of the duel model in `Rules.duelModels` (built in: ratio, d6, compare). */
  readonly duelModel: string;
  /** CW-9.5: the last day to play; when it ends with no winner the game is over. Null for none. */
  readonly dayLimit: number | null;
}

/** The full rules: options plus the registries of pluggable code. */
export interface Rules extends RulesOptions {
  /** Duel models by name; the built-ins are always present unless replaced. */
  readonly duelModels: Readonly<Record<string, DuelModel>>;
  /** Gunfight resolvers by fight kind; a partial map replaces only the kinds it names. */
  readonly gunfightResolvers: Readonly<Partial<Record<FightKind, GunfightResolver>>>;
}

/** The default options. */
export const DEFAULT_RULES_OPTIONS: RulesOptions = Object.freeze({
  ...(Object.fromEntries(Object.entries(RULE_OPTIONS).map(([k, v]) => [k, v.default])) as OptionValues),
  dayLimit: null,
});

/** Lists each option's name, for iteration in tests and documents. */
export const RULE_OPTION_NAMES = Object.keys(RULE_OPTIONS) as (keyof typeof RULE_OPTIONS)[];

/** The rules a day is resolved with: the state's options, overridden by the caller's. */
export function composeRules(
  stored: RulesOptions,
  override: Partial<Rules> | undefined,
  defaultResolvers: Readonly<Record<FightKind, GunfightResolver>>,
): Rules & { readonly gunfightResolvers: Readonly<Record<FightKind, GunfightResolver>> } {
  const o = override ?? {};
  const rules = {
    ...stored,
    ...o,
    duelModels: { ...DUEL_MODELS, ...(o.duelModels ?? {}) },
    gunfightResolvers: { ...defaultResolvers, ...(o.gunfightResolvers ?? {}) },
  };
  // Rules come from the calling program, not from a player: a bad one is a programmer's error.
  const problems = [];
  for (const [name, meta] of Object.entries(RULE_OPTIONS)) {
    const v = (rules as unknown as Record<string, unknown>)[name];
    if (
      name === 'duelModel'
        ? !Object.hasOwn(rules.duelModels, v as string)
        : !(meta.values as readonly unknown[]).includes(v)
    ) {
      problems.push(
        issue('options/invalid', ['rules', name], { detail: `${name} cannot be ${JSON.stringify(v)}` }),
      );
    }
  }
  const limit = rules.dayLimit;
  if (limit !== null && !(Number.isInteger(limit) && limit >= 1)) {
    problems.push(
      issue('options/invalid', ['rules', 'dayLimit'], {
        detail: 'dayLimit must be null or a whole number from 1',
      }),
    );
  }
  if (problems.length > 0) throw new SimulturnError(problems);
  return rules;
}
