/**
 * The Harvester conformance suite: every case, by clause; and the checks that every
 * clause of docs/rules/harvester.md and every value of every rules option has a case.
 */
import { describe, it } from 'vitest';
import { RULE_OPTIONS } from '../../../src/harvester/index.js';
import { describeCoverage, readRulesDoc } from '../../support/rules-doc.js';
import type { ConformanceCase } from './case.js';
import { combatCases } from './cases/combat-and-hierarchy.js';
import { gameCases } from './cases/game-and-planet.js';
import { scanCases } from './cases/scanning-and-movement.js';
import { scenarioCases } from './cases/scenario.js';

const ALL: ConformanceCase[] = [...gameCases, ...scenarioCases, ...scanCases, ...combatCases];

describe('Harvester conformance', () => {
  for (const c of ALL) it(c.name, () => c.run());
});

describeCoverage(readRulesDoc('harvester.md'), 'HV', ALL, RULE_OPTIONS);
