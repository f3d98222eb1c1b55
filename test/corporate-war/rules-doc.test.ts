/**
 * The rules document must agree with the code: the duel tables of CW-7.6 are the models'
 * exact probabilities, every rules option is documented with all its values under the
 * clause it cites, and the closing table gives each option's default and clause.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RULES_OPTIONS,
  DUEL_MODELS,
  ISSUE_CODES,
  RULE_OPTIONS,
} from '../../src/corporate-war/index.js';
import { describeClauseHeadings, readRulesDoc } from '../support/rules-doc.js';

const DOC = readRulesDoc('corporate-war.md');
const { lines, cells } = DOC;
const clauseText = (clause: string) => DOC.clauseText(clause);

const RATINGS = [0, 1, 2, 3, 4, 5];

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

/** A fraction in lowest terms, as the document writes it: "0", "1", "1/2". */
function lowestTerms(num: number, den: number): string {
  if (num === 0) return '0';
  const g = gcd(num, den);
  return den / g === 1 ? String(num / g) : `${num / g}/${den / g}`;
}

/** The table that follows `<!-- duel-table: NAME -->`, as rows of cells (header first). */
function duelTable(name: string): string[][] {
  const at = lines.findIndex((l) => l.trim() === `<!-- duel-table: ${name} -->`);
  expect(at, `marker for duel table ${name}`).toBeGreaterThanOrEqual(0);
  let i = at + 1;
  while (i < lines.length && lines[i]!.trim() === '') i++;
  const rows: string[][] = [];
  for (; i < lines.length && lines[i]!.trim().startsWith('|'); i++) rows.push(cells(lines[i]!));
  return rows;
}

/** The row of the closing options table for an option, as cells. */
function optionRow(name: string): string[] | undefined {
  const row = lines.filter((l) => l.startsWith(`| \`${name}\` |`)).at(-1);
  return row === undefined ? undefined : cells(row);
}

/** Every documented option with its values, default and clause; dayLimit is not in RULE_OPTIONS. */
const OPTIONS: { name: string; values: readonly string[]; default: string; clause: string }[] = [
  ...Object.entries(RULE_OPTIONS).map(([name, meta]) => ({
    name,
    values: meta.values,
    default: meta.default,
    clause: meta.clause,
  })),
  { name: 'dayLimit', values: ['null'], default: String(DEFAULT_RULES_OPTIONS.dayLimit), clause: 'CW-9.5' },
];

describe('CW-7.6 duel tables', () => {
  it('has a table for each built-in model, and only those', () => {
    const named = [...lines.join('\n').matchAll(/<!-- duel-table: ([\w-]+) -->/g)].map((m) => m[1]);
    expect(named.sort()).toEqual(Object.keys(DUEL_MODELS).sort());
  });

  it.each(Object.keys(DUEL_MODELS))('the %s table is the exact probability of a kill', (name) => {
    const model = DUEL_MODELS[name as keyof typeof DUEL_MODELS];
    const [header, separator, ...body] = duelTable(name);
    expect(header![0]!.replace(/\\\\/g, '\\')).toBe('Kill \\ Survive');
    expect(header!.slice(1)).toEqual(RATINGS.map(String));
    expect(separator!.every((c) => /^:?-{3,}:?$/.test(c))).toBe(true);
    expect(body.map((row) => row[0])).toEqual(RATINGS.map(String));
    for (const kill of RATINGS) {
      const row = body[kill]!;
      expect(row).toHaveLength(RATINGS.length + 1);
      for (const survive of RATINGS) {
        const p = model.probability(kill, survive);
        expect(row[survive + 1], `${name}: Kill ${kill} against Survive ${survive}`).toBe(
          lowestTerms(p.num, p.den),
        );
      }
    }
  });
});

describe('rules options in the document', () => {
  it.each(OPTIONS)('$name is explained under $clause with each of its values', (option) => {
    const text = clauseText(option.clause);
    expect(text, `heading ### ${option.clause}`).toBeDefined();
    expect(text).toContain(`\`${option.name}\``);
    for (const value of option.values) expect(text, `value ${value}`).toContain(`\`${value}\``);
    expect(text).toMatch(/\(default/);
  });

  it.each(OPTIONS)('$name has a row in the options table with its default and clause', (option) => {
    const row = optionRow(option.name);
    expect(row, `options table row for ${option.name}`).toBeDefined();
    const [, values, defaultCell, clause] = row!;
    for (const value of option.values) expect(values).toContain(`\`${value}\``);
    expect(defaultCell).toBe(`\`${option.default}\``);
    expect(clause).toBe(option.clause);
  });

  it('has no row of a rules option the code does not have', () => {
    const rules = lines
      .filter((l) => /^\| `\w+` \|/.test(l))
      .map(cells)
      .filter((row) => row.length === 5 && row[4]!.startsWith('rules'))
      .map((row) => row[0]!.replace(/`/g, ''));
    expect([...rules].sort()).toEqual(OPTIONS.map((o) => o.name).sort());
  });
});

describeClauseHeadings(DOC, 'CW');

describe('CW-5.5 issue codes', () => {
  it('lists every issue code', () => {
    const text = clauseText('CW-5.5')!;
    for (const code of ISSUE_CODES) expect(text, code).toContain(`- \`${code}\`:`);
  });
});
