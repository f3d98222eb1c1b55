/**
 * The battle resolvers by name (TSG-7.2, K12): the rules option `combat` names the one
 * that fights a game's battles. Strategic Combat is the built-in; a game set up with
 * resolvers of its own (`strategicGame({ resolvers })`, or the last argument of
 * `newGame`, `resolveStep` and `parseState`) may name those too. The state records the
 * name, never the code: a game, its saves and its replays name their resolver, and a
 * program that lacks it gets a typed error (`combat/unknown-resolver`), never a game
 * fought another way. Registries are frozen values, never process-wide slots to write to.
 */
import { SimulturnError } from '../../kernel/issue.js';
import type { OptionValueOf, RuleOptionSpec } from '../../kernel/rules-options.js';
import { type Issue, issue } from '../errors.js';
import { RULE_OPTIONS } from '../rules-options.js';
import type { BattleResolver } from './resolver.js';
import { strategicCombat } from './strategic.js';

/** The name of a built-in battle resolver. */
export type BuiltInCombat = OptionValueOf<(typeof RULE_OPTIONS)['combat']>;

/** Battle resolvers by the names the rules option `combat` may give. */
export type BattleResolvers = Readonly<Record<string, BattleResolver>>;

/** The built-in battle resolvers, by name. */
export const BATTLE_RESOLVERS: Readonly<Record<BuiltInCombat, BattleResolver>> = Object.freeze({
  strategic: strategicCombat,
});

/** What a resolver's name may be: a word that reads in option text (`combat=cw-match`). */
const NAME = /^[a-z][a-z0-9-]{0,31}$/;

/**
 * The built-in resolvers and `custom`, frozen: every name a game set up with `custom` may
 * give as `combat`. A built-in is never replaced, so that `strategic` names the seed's
 * combat in every save. Throws `SimulturnError` (`combat/bad-resolver`) on a name that is
 * not a lower-case word, a built-in's name, or a resolver that is not a function: these
 * come from the calling program, not from a player.
 */
export function withBattleResolvers(custom: BattleResolvers = {}): BattleResolvers {
  const entries = Object.entries(custom);
  if (entries.length === 0) return BATTLE_RESOLVERS;
  const problems: Issue[] = [];
  for (const [name, resolver] of entries) {
    const bad = (detail: string) =>
      problems.push(issue('combat/bad-resolver', ['resolvers', name], { name: name.slice(0, 40), detail }));
    if (!NAME.test(name)) bad('a name is a lower-case word of letters, digits and hyphens, up to 32');
    else if (Object.hasOwn(BATTLE_RESOLVERS, name)) bad('the built-in resolver of that name stays');
    else if (typeof resolver !== 'function') bad('a resolver is a function of a battle to its result');
  }
  if (problems.length > 0) throw new SimulturnError(problems);
  return Object.freeze({ ...BATTLE_RESOLVERS, ...custom });
}

/** The names of some resolvers, in words: `strategic, cw-match`. */
const namesOf = (resolvers: BattleResolvers) => Object.keys(resolvers).join(', ');

/**
 * The typed issue for a `combat` that names no resolver of `resolvers` (null when it
 * names one, or gives none), at `path`.
 */
export function unknownCombat(
  combat: unknown,
  resolvers: BattleResolvers,
  path: readonly (string | number)[],
): Issue | null {
  if (combat === undefined || (typeof combat === 'string' && Object.hasOwn(resolvers, combat))) return null;
  const name = typeof combat === 'string' ? combat.slice(0, 40) : JSON.stringify(combat)?.slice(0, 40);
  return issue('combat/unknown-resolver', path, { name: String(name), known: namesOf(resolvers) });
}

/** The resolver `combat` names; throws `SimulturnError` (`combat/unknown-resolver`) when this program lacks it. */
export function resolverNamed(resolvers: BattleResolvers, combat: string): BattleResolver {
  const problem = unknownCombat(combat, resolvers, ['rules', 'combat']);
  if (problem !== null) throw new SimulturnError([problem]);
  return resolvers[combat]!;
}

/** The rules options' table of a game set up with `resolvers`: `combat` takes each of their names. */
export type TsgRuleTable = Omit<typeof RULE_OPTIONS, 'combat'> & { readonly combat: RuleOptionSpec<string> };

/** The rules options' table of a game set up with `resolvers` (see {@link TsgRuleTable}). */
export function rulesTableFor(resolvers: BattleResolvers): TsgRuleTable {
  if (resolvers === BATTLE_RESOLVERS) return RULE_OPTIONS;
  return Object.freeze({
    ...RULE_OPTIONS,
    combat: Object.freeze({ ...RULE_OPTIONS.combat, values: Object.freeze(Object.keys(resolvers)) }),
  });
}
