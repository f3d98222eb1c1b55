/**
 * The Corporation conformance suite: every case, by clause; and the checks that every
 * clause of docs/rules/corporation.md and every value of every rules option has a case.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULE_OPTIONS } from '../../../src/corporation/index.js';
import type { ConformanceCase } from './case.js';
import { engineCases } from './cases/engine.js';
import { promotionCases } from './cases/promotions.js';
import { setupCases } from './cases/setup.js';
import { turnCases } from './cases/turns.js';

const ALL: ConformanceCase[] = [...setupCases, ...turnCases, ...promotionCases, ...engineCases];

describe('Corporation conformance', () => {
  for (const c of ALL) it(c.name, () => c.run());
});

describe('conformance coverage', () => {
  it('every case is named by its clause', () => {
    for (const c of ALL) expect(c.name.startsWith(`${c.clause} `), c.name).toBe(true);
  });
  it('every clause of the rules document has a case', () => {
    const doc = readFileSync(new URL('../../../docs/rules/corporation.md', import.meta.url), 'utf8');
    const clauses = [...doc.matchAll(/^### (CO-\d+\.\d+)\b/gm)].map((m) => m[1]!);
    expect(clauses.length).toBeGreaterThan(25);
    const covered = new Set(ALL.map((c) => c.clause));
    expect(clauses.filter((c) => !covered.has(c))).toEqual([]);
    // And no case cites a clause the document does not have.
    expect([...covered].filter((c) => !clauses.includes(c))).toEqual([]);
  });
  it('every value of every rules option has a case', () => {
    const covered = new Set(ALL.filter((c) => c.option).map((c) => `${c.option![0]}=${c.option![1]}`));
    const missing: string[] = [];
    for (const [name, meta] of Object.entries(RULE_OPTIONS)) {
      for (const v of meta.values) if (!covered.has(`${name}=${v}`)) missing.push(`${name}=${v}`);
    }
    expect(missing).toEqual([]);
  });
});
