/**
 * The package's scripts, as a user runs them on a busy two-core machine.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  scripts: Record<string, string>;
};

describe('npm run bench', () => {
  it('gives its hooks time to measure (issue 15: the figures of games.bench.ts took over vitest\u2019s 10 s)', () => {
    const m = /--hookTimeout[ =](\d+)/.exec(pkg.scripts.bench ?? '');
    expect(m, 'a --hookTimeout flag').not.toBeNull();
    expect(Number(m![1])).toBeGreaterThanOrEqual(300_000);
  });
});
