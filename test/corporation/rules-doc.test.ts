/**
 * docs/rules/corporation.md against the code: every rules option explained under its
 * clause with each value and the default, a row of the options table for each, clause
 * headings well formed, and every issue code listed under CO-6.4.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_BUILDING, ISSUE_CODES, RULE_OPTIONS } from '../../src/corporation/index.js';
import { describeClauseHeadings, readRulesDoc } from '../support/rules-doc.js';

const DOC = readRulesDoc('corporation.md');
const { lines, cells } = DOC;
const clauseText = (clause: string) => DOC.clauseText(clause);

const OPTIONS = Object.entries(RULE_OPTIONS).map(([name, meta]) => ({
  name,
  values: meta.values as readonly string[],
  default: meta.default as string,
  clause: meta.clause as string,
}));

describe('rules options in the document', () => {
  it.each(OPTIONS)('$name is explained under $clause with each of its values and its default', (option) => {
    const text = clauseText(option.clause);
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

describeClauseHeadings(DOC, 'CO');

describe('CO-6.4 issue codes', () => {
  it('lists every issue code, and no other', () => {
    const text = clauseText('CO-6.4')!;
    for (const code of ISSUE_CODES) expect(text, code).toContain(`- \`${code}\`:`);
    const listed = [...text.matchAll(/^- `([\w/-]+)`:/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual([...ISSUE_CODES].sort());
  });
});

describe('CO-1.4 the invented default building', () => {
  it('is said to be invented in the data and in the document, which names its offices', () => {
    expect(DEFAULT_BUILDING.invented).toBe(true);
    expect(DEFAULT_BUILDING.name).toMatch(/invented/);
    const text = clauseText('CO-1.4')!;
    expect(text).toContain('**invented**');
    for (const room of DEFAULT_BUILDING.rooms.filter((r) => !r.reception))
      expect(text).toContain(`${room.id} ${room.colour}`);
  });
});
