/**
 * The package as published (issue 7): runs `check-package.mjs`, which builds, packs and
 * lints the package, checks its files and size budgets, installs the tarball into a fresh
 * project, uses it from ESM, CommonJS and the command line, and bundles
 * `simulturn/corporate-war` for the browser. Slow (a build and an install), so it runs
 * once, as a whole; its summary is printed when it fails.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const script = fileURLToPath(new URL('./check-package.mjs', import.meta.url));

// `--no-type-check`: `npm test` type-checks the sources (`tsc --noEmit`) before Vitest
// starts, so the build emits the declarations without checking them a second time.
it('passes every package check', { timeout: 300_000 }, async () => {
  const { stdout } = await promisify(execFile)(process.execPath, [script, '--no-type-check'], {
    maxBuffer: 16 * 1024 * 1024,
  }).catch((e: { stdout?: string; stderr?: string }) => ({ stdout: `${e.stdout ?? ''}${e.stderr ?? ''}` }));
  expect(stdout).toMatch(/^all package checks passed$/m);
});
