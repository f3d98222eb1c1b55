/**
 * A game's options as tables, as OpenSpiel's games state their parameters: each option
 * with its name, its values (a list, or a range of whole numbers), its default, the rules
 * clause that explains it and, where the table gives one, the reason for the default. A
 * game declares two tables: its **rules options** (each place a seed is silent or
 * ambiguous; stored in the state) and its **set-up options** (the seats, a turn limit, a
 * map). Everything else is derived from them here, once for every game: the defaults, the
 * check of a caller's partial rules options, the reading of `name=value` text (every
 * game's `readOptions`, with typed issues and a slip of the pen named: "did you mean
 * dayLimit?"), and the options table of each rules document.
 *
 * @example
 * ```ts
 * const SETUP = { players: { min: 2, max: 4, default: 2, clause: 'MY-1.1' } } as const;
 * const RULES = { ties: { values: ['share', 'replay'], default: 'share', clause: 'MY-3.2' } } as const;
 * readOptionText({ setup: SETUP, rules: RULES }, { players: '3', ties: 'replay' });
 * // ok: { players: 3, rules: { ties: 'replay' } }
 * ```
 */

import { describeValue } from './describe-value.js';
import { type SimulationIssue, simulationIssue } from './game/simulation-issue.js';
import { nearestName } from './nearest-name.js';
import { err, ok, type Result } from './result.js';

// The matcher lives in its own module (it imports nothing); its importers read it here as before.
export { nearestName, nearestNames, onlyNearestName } from './nearest-name.js';

/** An option chosen from named values (`Value`, the names of one option's values). */
export interface ChoiceOptionSpec<Value extends string = string> {
  /** The values the option may take. */
  readonly values: readonly Value[];
  /** The value used when none is given. */
  readonly default: Value;
  /** The rules clause that explains the option, such as `CO-5.7`. */
  readonly clause?: string;
  /** Why the default is the default, in a sentence. */
  readonly reason?: string;
}

/** A rules option: a choice, explained by a clause of the rules document. */
export interface RuleOptionSpec<Value extends string = string> extends ChoiceOptionSpec<Value> {
  /** The rules clause that explains the option, such as `CO-5.7`. */
  readonly clause: string;
}

/** An option that is a whole number from `min` to `max`. */
export interface RangeOptionSpec {
  /** The least value. */
  readonly min: number;
  /** The greatest value (`Number.MAX_SAFE_INTEGER` for no bound). */
  readonly max: number;
  /** The value used when none is given; null when the game works it out (a planet's size from its players). */
  readonly default: number | null;
  /** The rules clause that explains the option. */
  readonly clause?: string;
  /** Why the default is the default, in a sentence. */
  readonly reason?: string;
}

/** One option of a table. */
export type OptionSpec = ChoiceOptionSpec | RangeOptionSpec;

/** A table of options, by name, in the order a document lists them. */
export type OptionTable = Readonly<Record<string, OptionSpec>>;

/** A table of rules options, by name. */
export type RuleOptionTable = Readonly<Record<string, RuleOptionSpec>>;

/** A game's two tables: the set-up options and the rules options. */
export interface OptionTables {
  /** The set-up options: seats, limits, maps; each given at the top level of the options. */
  readonly setup: OptionTable;
  /** The rules options, given under `rules` and stored in the state. */
  readonly rules: RuleOptionTable;
}

/** The value an option takes: one of its values, or a whole number. */
export type OptionValueOf<S> = S extends {
  /** The option's values. */
  readonly values: readonly (infer V)[];
}
  ? V
  : number;

/** A value for every option of a table. */
export type OptionValuesOf<T> = { -readonly [K in keyof T]: OptionValueOf<T[K]> };

/**
 * What {@link readOptionText} gives: every set-up option (given, or at its default; one
 * whose default is null only when given), and under `rules` the rules options given, if
 * the game has any (the game's set-up fills the others with their defaults and stores
 * them).
 */
export type TextOptionsOf<Setup extends OptionTable, Rules> = {
  -readonly [K in keyof Setup as Setup[K]['default'] extends null ? never : K]: OptionValueOf<Setup[K]>;
} & {
  -readonly [K in keyof Setup as Setup[K]['default'] extends null ? K : never]?: OptionValueOf<Setup[K]>;
} & ([keyof Rules] extends [never]
    ? unknown
    : {
        /** The rules options given. */
        rules: Partial<OptionValuesOf<Rules>>;
      });

/**
 * A game's table of rules options as it declares it, each option's values kept by name
 * (`RULE_OPTIONS.ties.default` is `'share' | 'replay'`, not any string). The table is
 * returned as it is given; its type documents each option's fields, so that an entry
 * needs a comment for the option alone.
 * @example
 * ```ts
 * export const RULE_OPTIONS = ruleOptionTable({
 *   // MY-3.2: who takes a tied square (a doc comment, in a game's table).
 *   ties: { clause: 'MY-3.2', values: ['share', 'replay'], default: 'share' },
 * });
 * ```
 */
export function ruleOptionTable<const T extends RuleOptionTable>(
  table: T,
): { readonly [K in keyof T]: RuleOptionSpec<T[K]['values'][number]> } {
  return table;
}

/** The names of a table's options, in the table's order. */
export function optionNames<T extends OptionTable>(table: T): (keyof T & string)[] {
  return Object.keys(table) as (keyof T & string)[];
}

const isRange = (spec: OptionSpec): spec is RangeOptionSpec => !('values' in spec);

/** Every option of a table at its default, in the table's order (a range whose default is null, as null). */
export function optionDefaults<T extends OptionTable>(table: T): OptionValuesOf<T> {
  return Object.fromEntries(
    Object.entries(table).map(([name, spec]) => [name, spec.default]),
  ) as OptionValuesOf<T>;
}

/** What an option accepts, in words: `one of a, b` or `a whole number from 1 to 4`. */
export function optionExpects(spec: OptionSpec): string {
  if (!isRange(spec)) return `one of ${spec.values.join(', ')}`;
  return spec.max >= Number.MAX_SAFE_INTEGER
    ? `a whole number from ${spec.min}`
    : `a whole number from ${spec.min} to ${spec.max}`;
}

/** Whether a value is one an option may take. */
function accepts(spec: OptionSpec, value: unknown): boolean {
  if (!isRange(spec)) return spec.values.includes(value as string);
  return Number.isSafeInteger(value) && (value as number) >= spec.min && (value as number) <= spec.max;
}

/**
 * Problems with partial options given by a caller as an object (empty when sound): not an
 * object, unknown names (own keys only: `toString` and the like are not options) and
 * values the option does not take.
 */
export function optionProblems(table: OptionTable, raw: unknown): string[] {
  if (raw === undefined) return [];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return ['rules must be an object'];
  const out: string[] = [];
  for (const [name, value] of Object.entries(raw)) {
    const spec = Object.hasOwn(table, name) ? table[name] : undefined;
    if (spec === undefined) out.push(`unknown rules option "${name}"`);
    else if (!accepts(spec, value))
      out.push(
        isRange(spec)
          ? `rules.${name} must be ${optionExpects(spec)}`
          : `rules.${name} must be one of ${spec.values.join(', ')}`,
      );
  }
  return out;
}

/** The issue of a name no table has, with the nearest known name if one is a slip away. */
function unknownOption(name: string, path: readonly string[], known: string[]): SimulationIssue {
  const nearest = nearestName(name, known);
  return simulationIssue('setup/unknown-option', path, {
    option: name,
    known,
    ...(nearest === undefined ? {} : { nearest }),
  });
}

/** The issue of a value an option does not take (`value` as the caller wrote it). */
const badValue = (name: string, path: readonly string[], value: string, spec: OptionSpec): SimulationIssue =>
  simulationIssue('setup/bad-option-value', path, { option: name, value, expected: optionExpects(spec) });

/** The options read: every set-up option given or at its default (not a null one), the rules options given under `rules`. */
function withDefaults<Setup extends OptionTable, Rules extends RuleOptionTable>(
  tables: { readonly setup: Setup; readonly rules?: Rules },
  setup: Readonly<Record<string, unknown>>,
  rules: Readonly<Record<string, unknown>>,
): TextOptionsOf<Setup, Rules> {
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(tables.setup)) {
    const value = Object.hasOwn(setup, name) ? setup[name] : spec.default;
    if (value !== null) out[name] = value;
  }
  if (Object.keys(tables.rules ?? {}).length > 0) out.rules = rules;
  return out as TextOptionsOf<Setup, Rules>;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A game's options from `name=value` text, as a command line, a study or a referee gives
 * them: each value checked against its table, the set-up options' defaults filled in, the
 * rules options given gathered under `rules`. Problems are typed, in the order of the
 * text, each at the option's name: `setup/unknown-option` (with the nearest known name,
 * if one is a slip away) and `setup/bad-option-value`. Never throws.
 */
export function readOptionText<Setup extends OptionTable, Rules extends RuleOptionTable>(
  tables: { readonly setup: Setup; readonly rules?: Rules },
  text: unknown,
): Result<TextOptionsOf<Setup, Rules>, SimulationIssue[]> {
  if (!isPlainObject(text))
    return err([simulationIssue('setup/invalid', [], { detail: 'the options are name=value text' })]);
  const rulesTable: RuleOptionTable = tables.rules ?? {};
  const known = [...Object.keys(tables.setup), ...Object.keys(rulesTable)];
  const issues: SimulationIssue[] = [];
  const setup: Record<string, string | number> = {};
  const rules: Record<string, string> = {};
  for (const [name, value] of Object.entries(text)) {
    const inRules = Object.hasOwn(rulesTable, name);
    const spec: OptionSpec | undefined = inRules
      ? rulesTable[name]
      : Object.hasOwn(tables.setup, name)
        ? tables.setup[name]
        : undefined;
    if (spec === undefined) {
      issues.push(unknownOption(name, [name], known));
      continue;
    }
    const read = typeof value !== 'string' ? undefined : isRange(spec) ? wholeNumber(value) : value;
    if (read === undefined || !accepts(spec, read)) issues.push(badValue(name, [name], String(value), spec));
    else if (inRules) rules[name] = read as string;
    else setup[name] = read;
  }
  return issues.length > 0 ? err(issues) : ok(withDefaults(tables, setup, rules));
}

/**
 * A game's options from an object, as a program gives them to a game's set-up: the same
 * reading as {@link readOptionText} but of values rather than text (`{ players: 3 }`), the
 * set-up options at the top and the rules options under `rules` (`{ rules: { ties:
 * 'replay' } }`), as `readOptionText` gives them back; so what it gives reads again to the
 * same. Problems are typed, each at the option's path: `setup/invalid` (not an object),
 * `setup/unknown-option` (naming the options of its place: a rules option given at the
 * top is unknown there), `setup/bad-option-value`. Never throws on plain data.
 * @example
 * ```ts
 * readOptionValues({ setup: SETUP, rules: RULES }, { players: 3, rules: { ties: 'replay' } });
 * // ok: { players: 3, rules: { ties: 'replay' } }
 * ```
 */
export function readOptionValues<Setup extends OptionTable, Rules extends RuleOptionTable>(
  tables: { readonly setup: Setup; readonly rules?: Rules },
  values: unknown,
): Result<TextOptionsOf<Setup, Rules>, SimulationIssue[]> {
  if (!isPlainObject(values))
    return err([simulationIssue('setup/invalid', [], { detail: 'the options are an object' })]);
  const rulesTable: RuleOptionTable = tables.rules ?? {};
  const hasRules = Object.keys(rulesTable).length > 0;
  const { rules: givenRules, ...top } = values;
  if (hasRules && givenRules !== undefined && !isPlainObject(givenRules))
    return err([simulationIssue('setup/invalid', ['rules'], { detail: 'the rules options are an object' })]);
  const issues: SimulationIssue[] = [];
  const setup: Record<string, unknown> = {};
  const rules: Record<string, unknown> = {};
  const take = (
    table: OptionTable,
    path: [string] | ['rules', string],
    value: unknown,
    into: typeof setup,
  ) => {
    const name = path[path.length - 1]!;
    const spec = Object.hasOwn(table, name) ? table[name] : undefined;
    if (spec === undefined) issues.push(unknownOption(name, path, Object.keys(table)));
    else if (!accepts(spec, value))
      issues.push(badValue(name, path, typeof value === 'string' ? value : describeValue(value), spec));
    else into[name] = value;
  };
  for (const [name, value] of Object.entries(hasRules ? top : values))
    take(tables.setup, [name], value, setup);
  if (hasRules && isPlainObject(givenRules))
    for (const [name, value] of Object.entries(givenRules)) take(rulesTable, ['rules', name], value, rules);
  return issues.length > 0 ? err(issues) : ok(withDefaults(tables, setup, rules));
}

/** Digits only, as a safe integer; anything else (signs, decimals, `1e3`, blanks) is undefined. */
function wholeNumber(text: string): number | undefined {
  if (!/^\d{1,16}$/.test(text)) return undefined;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : undefined;
}

/**
 * The options table of a rules document, as Markdown: a row an option, in the table's
 * order, with its values, default and clause, and a reason column when any option has a
 * reason. A rules document's table is this text, and a test holds it to it.
 */
export function optionsTableMarkdown(table: OptionTable): string {
  const specs = Object.entries(table);
  const withReason = specs.some(([, spec]) => spec.reason !== undefined);
  const code = (v: string | number) => `\`${v}\``;
  const head = ['Option', 'Values', 'Default', 'Clause', ...(withReason ? ['Reason'] : [])];
  const rows = specs.map(([name, spec]) => [
    code(name),
    isRange(spec)
      ? spec.max >= Number.MAX_SAFE_INTEGER
        ? `${spec.min} or more`
        : `${spec.min} to ${spec.max}`
      : spec.values.map(code).join(', '),
    spec.default === null ? 'none' : code(spec.default),
    spec.clause ?? '',
    ...(withReason ? [spec.reason ?? ''] : []),
  ]);
  return [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}
