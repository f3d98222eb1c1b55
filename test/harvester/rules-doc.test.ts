/**
 * docs/rules/harvester.md against the code: every rules option explained under its
 * clause with each value and the default, a row of the options table for each, clause
 * headings well formed, and every issue code listed under HV-1.4.
 */
import { describe, expect, it } from 'vitest';
import { ISSUE_CODES, RULE_OPTIONS } from '../../src/harvester/index.js';
import { describeClauseHeadings, readRulesDoc } from '../support/rules-doc.js';

const DOC = readRulesDoc('harvester.md');
const { lines, cells } = DOC;

const OPTIONS = Object.entries(RULE_OPTIONS).map(([name, meta]) => ({
  name,
  values: meta.values as readonly string[],
  default: meta.default as string,
  clause: meta.clause as string,
}));

describe('rules options in the document', () => {
  it.each(OPTIONS)('$name is explained under $clause with each of its values and its default', (option) => {
    const text = DOC.clauseText(option.clause);
    expect(text, `heading ### ${option.clause}`).toBeDefined();
    expect(text).toContain(`Option \`${option.name}\``);
    for (const value of option.values) expect(text, `value ${value}`).toContain(`\`${value}\``);
    expect(text).toContain(`\`${option.default}\` (default)`);
  });

  it.each(OPTIONS)('$name has a row in the options table with its values, default and clause', (option) => {
    const row = lines.find((l) => l.startsWith(`| \`${option.name}\` |`));
    expect(row, `options table row for ${option.name}`).toBeDefined();
    const [, values, defaultCell, clause] = cells(row!);
    expect(values).toBe(option.values.map((v) => `\`${v}\``).join(', '));
    expect(defaultCell).toBe(`\`${option.default}\``);
    expect(clause).toBe(option.clause);
  });
});

describe('issue codes in the document', () => {
  it('HV-1.4 lists every issue code', () => {
    const text = DOC.clauseText('HV-1.4')!;
    for (const code of ISSUE_CODES) expect(text, code).toContain(`\`${code}\``);
  });
});

describeClauseHeadings(DOC, 'HV');
