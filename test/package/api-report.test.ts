/**
 * The checked-in report of the public surface (`docs/api-report.md`) is the surface: a
 * name added to or removed from an entry point fails here until the report is written
 * again (`npm run api-report`), so the change shows in review.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the package's tools, without types.
import { entries, report } from './api-report.mjs';

// Made once: the compiler reads every entry's sources for it.
const text = report() as string;

describe('the API report', () => {
  it('lists every entry of the exports map, each with its names', () => {
    const list = entries() as { name: string }[];
    expect(list.length).toBeGreaterThanOrEqual(10);
    for (const e of list) expect(text).toContain(`## \`${e.name}\``);
    expect(text).toContain('- `defineGame`: function');
  });

  it('is up to date: docs/api-report.md is what the code exports now', () => {
    const checkedIn = readFileSync(new URL('../../docs/api-report.md', import.meta.url), 'utf8');
    expect(checkedIn, 'run npm run api-report and commit docs/api-report.md').toBe(text);
  });
});
