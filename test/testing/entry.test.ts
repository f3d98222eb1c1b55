/**
 * `simulturn/testing` stands on its own: from its entry, the modules it loads at run time
 * (type-only imports left out, as the compiler erases them) stay under `src/`, import no
 * test runner and no Node module, and need no package but those package.json declares as
 * dependencies or peers (fast-check, an optional peer). Type-only imports are held to the
 * first two rules too. Its failures are plain `Error`s whose messages name what failed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertEqual, assertThat } from '../../src/testing/assert.js';
import { check, sheetHeaderChecks } from '../../src/testing/index.js';
import { TOY } from '../support/toy-game.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ENTRY = join(ROOT, 'src', 'testing', 'index.ts');
const PACKAGE = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  peerDependenciesMeta: Record<string, { optional?: boolean }>;
};

/** A module's import and export-from specifiers, each marked type-only or not. */
function specifiers(text: string): { from: string; typeOnly: boolean }[] {
  const out: { from: string; typeOnly: boolean }[] = [];
  for (const m of text.matchAll(/^(import|export)\s+(type\s+)?[^;]*?\bfrom\s+'([^']+)'/gms))
    out.push({ from: m[3]!, typeOnly: m[2] !== undefined });
  for (const m of text.matchAll(/^import\s+'([^']+)'/gm)) out.push({ from: m[1]!, typeOnly: false });
  for (const m of text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)) out.push({ from: m[1]!, typeOnly: false });
  return out;
}

/** The modules reached from the entry, and the bare specifiers they import. */
function closure(runtimeOnly: boolean): { files: string[]; bare: Set<string> } {
  const files = new Set<string>();
  const bare = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const { from, typeOnly } of specifiers(readFileSync(file, 'utf8'))) {
      if (runtimeOnly && typeOnly) continue;
      if (!from.startsWith('.')) bare.add(from);
      else visit(join(dirname(file), from.replace(/\.js$/, '.ts')));
    }
  };
  visit(ENTRY);
  return { files: [...files].map((f) => relative(ROOT, f).split('\\').join('/')), bare };
}

describe('simulturn/testing, the entry', () => {
  it('loads nothing from test/, no test runner and no Node module, and only declared packages', () => {
    const runtime = closure(true);
    expect(runtime.files).toContain('src/testing/contract.ts');
    expect(runtime.files).toContain('src/kernel/match.ts');
    for (const f of runtime.files) expect(existsSync(join(ROOT, f)), f).toBe(true);
    expect(runtime.files.filter((f) => !f.startsWith('src/'))).toEqual([]);
    const declared = [...Object.keys(PACKAGE.dependencies), ...Object.keys(PACKAGE.peerDependencies)];
    expect([...runtime.bare].filter((b) => !declared.includes(b))).toEqual([]);
    expect(runtime.bare).toContain('fast-check');
    expect(PACKAGE.peerDependenciesMeta['fast-check']?.optional).toBe(true);
    const all = closure(false);
    expect(all.files.length).toBeGreaterThan(runtime.files.length);
    expect(all.files.filter((f) => !f.startsWith('src/'))).toEqual([]);
    expect([...all.bare].filter((b) => /vitest|jest|^node:/.test(b))).toEqual([]);
  });

  it('reads its import lines as they are written (the check above sees what it should)', () => {
    const sample = [
      "import fc from 'fast-check';",
      "import type { Game } from '../index.js';",
      "export { type A, b } from './b.js';",
      'import {\n  c,\n  d,\n} from "x";',
      "import {\n  e,\n} from '../kernel/e.js';",
      "const m = await import('vitest');",
    ].join('\n');
    expect(specifiers(sample)).toEqual([
      { from: 'fast-check', typeOnly: false },
      { from: '../index.js', typeOnly: true },
      { from: './b.js', typeOnly: false },
      { from: '../kernel/e.js', typeOnly: false },
      { from: 'vitest', typeOnly: false },
    ]);
  });
});

describe('its failures name what failed', () => {
  it('assertThat and assertEqual throw plain Errors with the label and both values', () => {
    expect(() => assertThat(false, 'the game has a seat')).toThrow(/^the game has a seat$/);
    expect(() => assertThat(false, 'the step grows', () => '3, then 3')).toThrow('the step grows: 3, then 3');
    expect(() => assertEqual(['a'], ['a', 'b'], 'the seats')).toThrow(
      'the seats: expected ["a","b"], got ["a"]',
    );
    expect(() => assertEqual({ a: 1, b: 2 }, { b: 2, a: 1 }, 'same JSON')).not.toThrow();
    expect(() => assertEqual('1', 1, 'a string is not a number')).toThrow('expected 1, got "1"');
    const long = 'x'.repeat(500);
    expect(() => assertEqual(`${long}a${long}`, `${long}b${long}`, 'a view')).toThrow(
      /^a view: they differ from character 501: expected …x{30}bx{49}…, got …x{30}ax{49}…$/,
    );
  });

  it('check puts the seed, the path and what failed in the message, and the error as its cause', () => {
    let thrown: unknown;
    try {
      check(fc.property(fc.nat(), (n) => assertThat(n < 10, 'n is small', () => `got ${n}`)));
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(Error);
    const message = (thrown as Error).message;
    expect(message).toMatch(
      /^Property failed \(seed: -?\d+, path: "[\d:]+"\)\nn is small: got 10\nreplay: FC_SEED=/,
    );
    expect(((thrown as Error).cause as Error).message).toBe('n is small: got 10');
  });

  it('the sheet header checks are five named cases, and name a game without an order sheet', () => {
    const checks = sheetHeaderChecks(TOY, () => ({
      state: undefined as never,
      later: undefined as never,
      player: 'ann',
      other: 'bob',
      orders: '',
      none: [],
    }));
    expect(checks).toHaveLength(5);
    expect(new Set(checks.map((c) => c.name)).size).toBe(5);
    expect(TOY.orderSheet).toBeUndefined();
    for (const c of checks) expect(c.run).toThrow(`${TOY.id} has no order sheet`);
  });
});
