/** The library version a summary records is the package's own. */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { LIBRARY_VERSION } from '../../src/kernel/simulate/versions.js';

it("LIBRARY_VERSION is package.json's version", () => {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  expect(LIBRARY_VERSION).toBe(pkg.version);
});
