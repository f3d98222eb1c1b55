/**
 * The Galactic Overlord conformance suite: every case, by clause; and the checks that
 * every clause of docs/rules/galactic-overlord.md and every value of every rules option
 * has a case.
 */
import { describe, it } from 'vitest';
import { RULE_OPTIONS } from '../../../src/galactic-overlord/index.js';
import { describeCoverage, readRulesDoc } from '../../support/rules-doc.js';
import type { ConformanceCase } from './case.js';
import { attackCases } from './cases/attacks.js';
import { combatCases } from './cases/combat.js';
import { diplomacyCases } from './cases/diplomacy.js';
import { economyCases } from './cases/economy.js';

const ALL: ConformanceCase[] = [...economyCases, ...attackCases, ...combatCases, ...diplomacyCases];

describe('Galactic Overlord conformance', () => {
  for (const c of ALL) it(c.name, () => c.run());
});

describeCoverage(readRulesDoc('galactic-overlord.md'), 'GO', ALL, RULE_OPTIONS);
