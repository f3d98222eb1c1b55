/**
 * The engine must draw every random number from the RNG in the game state and never read
 * the clock: then the same state and orders always give the same day. This test reads the
 * sources of the engine and the kernel and fails on any use of an ambient source of
 * randomness or time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIRS = ['src/corporate-war', 'src/kernel'];
const FORBIDDEN: readonly [string, RegExp][] = [
  ['Math.random', /Math\s*\.\s*random/],
  ['Date.now', /Date\s*\.\s*now/],
  ['new Date(', /new\s+Date\s*\(/],
  ['performance.now', /performance\s*\.\s*now/],
  ['process.hrtime', /process\s*\.\s*hrtime/],
];

/** Every file under a directory, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : e.isFile() ? [join(dir, e.name)] : [],
  );
}

/** `file:line: what` for every forbidden use in a text. */
function offences(file: string, text: string): string[] {
  const out: string[] = [];
  text.split('\n').forEach((line, i) => {
    for (const [name, re] of FORBIDDEN) if (re.test(line)) out.push(`${file}:${i + 1}: ${name}`);
  });
  return out;
}

describe('the engine draws no ambient randomness and reads no clock', () => {
  const files = DIRS.flatMap((d) => filesUnder(join(ROOT, d)));

  it('finds the sources to check', () => {
    const names = files.map((f) => relative(ROOT, f).split('\\').join('/'));
    expect(names).toContain('src/kernel/rng.ts');
    expect(names).toContain('src/corporate-war/resolve-day.ts');
    expect(names.some((n) => n.startsWith('src/corporate-war/day/'))).toBe(true);
  });

  it('no file under src/corporate-war or src/kernel uses Math.random, Date.now, new Date(, performance.now or process.hrtime', () => {
    const found = files.flatMap((f) => offences(relative(ROOT, f), readFileSync(f, 'utf8')));
    expect(found).toEqual([]);
  });

  it('the check itself sees each forbidden use', () => {
    const sample = [
      'const x = Math.random();',
      'const t = Date.now();',
      'const d = new Date();',
      'const p = performance.now();',
      'const h = process.hrtime.bigint();',
      'const ok = rng.int(6); // a seeded draw',
    ].join('\n');
    expect(offences('sample.ts', sample)).toEqual([
      'sample.ts:1: Math.random',
      'sample.ts:2: Date.now',
      'sample.ts:3: new Date(',
      'sample.ts:4: performance.now',
      'sample.ts:5: process.hrtime',
    ]);
  });
});
