/**
 * The Corporation conformance suite: every case, by clause; and the checks that every
 * clause of docs/rules/corporation.md and every value of every rules option has a case.
 */
import { describe, it } from 'vitest';
import { RULE_OPTIONS } from '../../../src/corporation/index.js';
import { describeCoverage, readRulesDoc } from '../../support/rules-doc.js';
import type { ConformanceCase } from './case.js';
import { engineCases } from './cases/engine.js';
import { nameCases } from './cases/names.js';
import { promotionCases } from './cases/promotions.js';
import { setupCases } from './cases/setup.js';
import { turnCases } from './cases/turns.js';

const ALL: ConformanceCase[] = [...setupCases, ...nameCases, ...turnCases, ...promotionCases, ...engineCases];

describe('Corporation conformance', () => {
  for (const c of ALL) it(c.name, () => c.run());
});

describeCoverage(readRulesDoc('corporation.md'), 'CO', ALL, RULE_OPTIONS);
