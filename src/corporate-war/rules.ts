/**
 * The rules a day is played by: the options (plain data, stored in the game state, in
 * `rules-options.ts`) and the pluggable parts, duel models and gunfight resolvers, which
 * are code and are passed to `resolveDay`.
 */
import { SimulturnError } from '../kernel/issue.js';
import { DUEL_MODELS, type DuelModel } from './duel.js';
import { issue } from './errors.js';
import type { FightKind, GunfightResolver } from './gunfight/resolver.js';
import { RULE_OPTIONS, type RulesOptions } from './rules-options.js';

export {
  DEFAULT_RULES_OPTIONS,
  lastDay,
  MAX_DAY,
  RULE_OPTION_NAMES,
  RULE_OPTIONS,
  RULES_BEFORE_OPTIONS,
  type RulesOptions,
} from './rules-options.js';

/** The full rules: options plus the registries of pluggable code. */
export interface Rules extends RulesOptions {
  /** Duel models by name; the built-ins are always present unless replaced. */
  readonly duelModels: Readonly<Record<string, DuelModel>>;
  /** Gunfight resolvers by fight kind; a partial map replaces only the kinds it names. */
  readonly gunfightResolvers: Readonly<Partial<Record<FightKind, GunfightResolver>>>;
}

/** The rules a day is resolved with: the state's options, overridden by the caller's. */
const composed = new WeakMap<
  RulesOptions,
  {
    readonly defaults: Readonly<Record<FightKind, GunfightResolver>>;
    readonly rules: Rules & { readonly gunfightResolvers: Readonly<Record<FightKind, GunfightResolver>> };
  }
>();

export function composeRules(
  stored: RulesOptions,
  override: Partial<Rules> | undefined,
  defaultResolvers: Readonly<Record<FightKind, GunfightResolver>>,
): Rules & { readonly gunfightResolvers: Readonly<Record<FightKind, GunfightResolver>> } {
  // Without overrides, a game's days all compose the same stored options (the state keeps
  // one object): composed and checked once, they are kept beside it.
  if (override === undefined) {
    const known = composed.get(stored);
    if (known !== undefined && known.defaults === defaultResolvers) return known.rules;
    const rules = composeRules(stored, {}, defaultResolvers);
    composed.set(stored, { defaults: defaultResolvers, rules });
    return rules;
  }
  const o = override;
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
