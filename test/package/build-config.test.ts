/**
 * The build's three configurations (package.json `tsup`) name the same library entries.
 *
 * The ESM build holds every entry, the command line included, with source maps that carry
 * the sources; the CommonJS build is for `require` only, so it leaves out the command line
 * (its `bin` is ESM) and its maps (a stack trace there shows tsup's readable output). That
 * split saves about 1.3 MB unpacked. The declarations (`.d.ts` and `.d.cts`) come from a
 * third configuration of their own, which writes both from one TypeScript program: when
 * each JavaScript build made its own, the sources were type-checked twice for the same
 * files (about 50 of the build's 96 CPU seconds). The cost is three lists of entries to
 * keep in step, which this test does, so a new subpath missed in one list fails here, not
 * after publish.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
type TsupConfig = {
  entry: Record<string, string>;
  format: string[];
  sourcemap?: boolean;
  dts?: boolean | { only?: boolean; entry?: Record<string, string> };
};
const PACKAGE = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  bin: Record<string, string>;
  tsup: TsupConfig[];
};

const isCli = (name: string) => name.startsWith('cli/');

describe('the build configuration', () => {
  const [esm, cjs, declarations] = PACKAGE.tsup;

  it('is one ESM build with source maps, one CommonJS build without, and their declarations once', () => {
    expect(PACKAGE.tsup).toHaveLength(3);
    expect(esm?.format).toEqual(['esm']);
    expect(esm?.sourcemap).toBe(true);
    expect(cjs?.format).toEqual(['cjs']);
    expect(cjs?.sourcemap).toBe(false);
    // Neither JavaScript build makes declarations; the third makes only them, for both formats.
    expect(esm?.dts).toBeUndefined();
    expect(cjs?.dts).toBeUndefined();
    expect(declarations?.format).toEqual(['esm', 'cjs']);
    expect(declarations?.dts).toEqual({ only: true });
  });

  it('builds the same library entries twice and declares them once, and the command line once, as ESM', () => {
    const library = Object.fromEntries(Object.entries(esm!.entry).filter(([name]) => !isCli(name)));
    expect(Object.keys(library).length).toBeGreaterThan(0);
    expect(cjs!.entry).toEqual(library);
    expect(declarations!.entry).toEqual(library);
    // The `simulturn` command is the ESM build's.
    expect(Object.values(PACKAGE.bin)).toEqual(['./dist/cli/main.js']);
    expect(Object.keys(esm!.entry).filter(isCli).sort()).toEqual(['cli/main', 'cli/sim-worker']);
  });
});
