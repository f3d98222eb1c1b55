/**
 * docs/rules/corporation.md against the code: every rules option explained under its
 * clause with each value and the default, a row of the options table for each, clause
 * headings well formed, and every issue code listed under CO-6.4.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_BUILDING, ISSUE_CODES, RULE_OPTIONS } from '../../src/corporation/index.js';
import { describeClauseHeadings, describeRulesOptions, readRulesDoc } from '../support/rules-doc.js';

const DOC = readRulesDoc('corporation.md');
const clauseText = (clause: string) => DOC.clauseText(clause);

describeRulesOptions(DOC, RULE_OPTIONS);

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
