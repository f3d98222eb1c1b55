/**
 * What every game's rules options share: each place a seed is silent or
 * ambiguous is an option in a game's table, with the clause that explains it, its values
 * and its default. The defaults and the check of a caller's partial options are the same
 * for every table, so they are written once here.
 */

/** One rules option: the clause that explains it, the values it may take and its default. */
export interface RuleOptionSpec {
  /** The rules clause that explains the option, such as `CO-5.7`. */
  readonly clause: string;
  /** The values the option may take. */
  readonly values: readonly string[];
  /** The value used when none is given. */
  readonly default: string;
}

/** A value for every option of a table. */
export type OptionValuesOf<T extends Readonly<Record<string, RuleOptionSpec>>> = {
  -readonly [K in keyof T]: T[K]['values'][number];
};

/** Every option of a table at its default, in the table's order. */
export function optionDefaults<T extends Readonly<Record<string, RuleOptionSpec>>>(
  table: T,
): OptionValuesOf<T> {
  return Object.fromEntries(
    Object.entries(table).map(([name, spec]) => [name, spec.default]),
  ) as OptionValuesOf<T>;
}

/**
 * Problems with partial rules options given by a caller (empty when sound): not an
 * object, unknown names (own keys only: `toString` and the like are not options) and
 * values not in the option's list.
 */
export function optionProblems(table: Readonly<Record<string, RuleOptionSpec>>, raw: unknown): string[] {
  if (raw === undefined) return [];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return ['rules must be an object'];
  const out: string[] = [];
  for (const [name, value] of Object.entries(raw)) {
    const spec = Object.hasOwn(table, name) ? table[name] : undefined;
    if (spec === undefined) out.push(`unknown rules option "${name}"`);
    else if (!spec.values.includes(value as string))
      out.push(`rules.${name} must be one of ${spec.values.join(', ')}`);
  }
  return out;
}
