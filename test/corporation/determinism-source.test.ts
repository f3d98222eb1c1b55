/**
 * Corporation draws its few random numbers (who starts, the solo Table) from the generator
 * in the state and never reads the clock, so the same seed and steps always give the same
 * game. This test reads the sources and fails on any ambient source of randomness or time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DIR = fileURLToPath(new URL('../../src/corporation/', import.meta.url));
const FORBIDDEN: readonly [string, RegExp][] = [
  ['Math.random', /Math\s*\.\s*random/],
  ['Date.now', /Date\s*\.\s*now/],
  ['new Date(', /new\s+Date\s*\(/],
  ['performance.now', /performance\s*\.\s*now/],
  ['process.hrtime', /process\s*\.\s*hrtime/],
];

describe('Corporation draws no ambient randomness and reads no clock', () => {
  it('no source file uses one', () => {
    const files = readdirSync(DIR).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(10);
    const found: string[] = [];
    for (const f of files) {
      readFileSync(join(DIR, f), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const [name, re] of FORBIDDEN) if (re.test(line)) found.push(`${f}:${i + 1}: ${name}`);
        });
    }
    expect(found).toEqual([]);
  });
});
