/**
 * docs/rules/harvester.md against the code: every rules option explained under its
 * clause with each value and the default, a row of the options table for each, clause
 * headings well formed, and every issue code listed under HV-1.4.
 */
import { describe, expect, it } from 'vitest';
import { ISSUE_CODES, RULE_OPTIONS } from '../../src/harvester/index.js';
import { describeClauseHeadings, describeRulesOptions, readRulesDoc } from '../support/rules-doc.js';

const DOC = readRulesDoc('harvester.md');

describeRulesOptions(DOC, RULE_OPTIONS);

describe('issue codes in the document', () => {
  it('HV-1.4 lists every issue code', () => {
    const text = DOC.clauseText('HV-1.4')!;
    for (const code of ISSUE_CODES) expect(text, code).toContain(`\`${code}\``);
  });
});

describeClauseHeadings(DOC, 'HV');
