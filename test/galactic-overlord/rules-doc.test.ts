/**
 * docs/rules/galactic-overlord.md against the code: every rules option explained under its
 * clause with each value and the default, a row of the options table for each, clause
 * headings well formed, and every issue code listed under GO-4.2.
 */
import { describe, expect, it } from 'vitest';
import { ISSUE_CODES, RULE_OPTIONS } from '../../src/galactic-overlord/index.js';
import { describeClauseHeadings, describeRulesOptions, readRulesDoc } from '../support/rules-doc.js';

const DOC = readRulesDoc('galactic-overlord.md');

describeRulesOptions(DOC, RULE_OPTIONS);

describeClauseHeadings(DOC, 'GO');

describe('GO-4.2 issue codes', () => {
  it('lists every issue code, and no other', () => {
    const text = DOC.clauseText('GO-4.2')!;
    const listed = [...text.matchAll(/^- `([\w/-]+)`:/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual([...ISSUE_CODES].sort());
  });
});
