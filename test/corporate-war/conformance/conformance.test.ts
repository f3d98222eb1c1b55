/**
 * The conformance suite: every case, by clause; and the checks that every clause of the
 * rules document and every value of every rules option has at least one case.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULE_OPTIONS } from '../../../src/corporate-war/index.js';
import { type ConformanceCase, runCase } from './case.js';
import { aftermathCases } from './cases/aftermath.js';
import { combatCases } from './cases/combat.js';
import { multiCases } from './cases/multi.js';
import { orderCases } from './cases/orders.js';
import { reportCases } from './cases/reports.js';
import { setupCases } from './cases/setup.js';

const ALL: ConformanceCase[] = [
  ...setupCases,
  ...orderCases,
  ...combatCases,
  ...aftermathCases,
  ...multiCases,
  ...reportCases,
];

describe('Corporate War conformance', () => {
  for (const c of ALL) it(c.name, () => runCase(c));
});

describe('conformance coverage', () => {
  it('every case is named by its clause', () => {
    for (const c of ALL) expect(c.name.startsWith(`${c.clause} `), c.name).toBe(true);
  });
  it('every clause of the rules document has a case', () => {
    const doc = readFileSync(new URL('../../../docs/rules/corporate-war.md', import.meta.url), 'utf8');
    const clauses = [...doc.matchAll(/^### (CW-\d+\.\d+)\b/gm)].map((m) => m[1]!);
    expect(clauses.length).toBeGreaterThan(40);
    const covered = new Set(ALL.map((c) => c.clause));
    expect(clauses.filter((c) => !covered.has(c))).toEqual([]);
  });
  it('every value of every rules option has a case', () => {
    const covered = new Set(ALL.filter((c) => c.option).map((c) => `${c.option![0]}=${c.option![1]}`));
    const missing: string[] = [];
    for (const [name, meta] of Object.entries(RULE_OPTIONS)) {
      for (const v of meta.values) if (!covered.has(`${name}=${v}`)) missing.push(`${name}=${v}`);
    }
    for (const v of ['null', 'number']) {
      if (
        ![...covered].some(
          (k) => k.startsWith('dayLimit=') && (v === 'null' ? k === 'dayLimit=null' : k !== 'dayLimit=null'),
        )
      ) {
        missing.push(`dayLimit=${v}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
