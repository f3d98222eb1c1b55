/**
 * The Galactic Overlord conformance suite: every case, by clause; and the checks that
 * every clause of docs/rules/galactic-overlord.md and every value of every rules option
 * has a case.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULE_OPTIONS } from '../../../src/galactic-overlord/index.js';
import type { ConformanceCase } from './case.js';
import { attackCases } from './cases/attacks.js';
import { combatCases } from './cases/combat.js';
import { economyCases } from './cases/economy.js';

const ALL: ConformanceCase[] = [...economyCases, ...attackCases, ...combatCases];

describe('Galactic Overlord conformance', () => {
  for (const c of ALL) it(c.name, () => c.run());
});

describe('conformance coverage', () => {
  it('every case is named by its clause', () => {
    for (const c of ALL) expect(c.name.startsWith(`${c.clause} `), c.name).toBe(true);
  });
  it('every clause of the rules document has a case, and no case cites a clause it lacks', () => {
    const doc = readFileSync(new URL('../../../docs/rules/galactic-overlord.md', import.meta.url), 'utf8');
    const clauses = [...doc.matchAll(/^### (GO-\d+\.\d+)\b/gm)].map((m) => m[1]!);
    expect(clauses.length).toBeGreaterThan(30);
    const covered = new Set(ALL.map((c) => c.clause));
    expect(clauses.filter((c) => !covered.has(c))).toEqual([]);
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
