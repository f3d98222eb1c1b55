/**
 * The Strategic Game conformance suite: every case, by clause; and the checks that every
 * clause of docs/rules/strategic-game.md and every value of every rules option has a case.
 */
import { describe, it } from 'vitest';
import { RULE_OPTIONS } from '../../../src/strategic-game/index.js';
import { SETUP_OPTIONS } from '../../../src/strategic-game/rules-options.js';
import { describeCoverage, readRulesDoc } from '../../support/rules-doc.js';
import type { ConformanceCase } from './case.js';
import { combatCases } from './cases/combat.js';
import { designInfoCases } from './cases/design-info.js';
import { gameCases } from './cases/game.js';
import { movementCases } from './cases/movement.js';
import { scenarioCases } from './cases/scenario.js';

const ALL: ConformanceCase[] = [
  ...gameCases,
  ...scenarioCases,
  ...movementCases,
  ...combatCases,
  ...designInfoCases,
];

describe('Strategic Game conformance', () => {
  for (const c of ALL) it(c.name, () => c.run());
});

// The named maps are set-up options, each with its cases like a rules option's values.
describeCoverage(readRulesDoc('strategic-game.md'), 'TSG', ALL, { ...RULE_OPTIONS, map: SETUP_OPTIONS.map });
