/**
 * A game folder written before the rules options of issue 13 existed
 * (`fixtures/legacy-game`, made with the referee of commit ac3398e: `referee new`, then two
 * days resolved with `--force`) still loads, checks and goes on, under the readings it was
 * started with; tampering with it is still found.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseState, RULES_BEFORE_OPTIONS } from '../../src/corporate-war/index.js';
import { referee, tempDir } from './support.js';

const FIXTURE = join(import.meta.dirname, 'fixtures', 'legacy-game');
let dir = '';
let remove = () => {};
beforeEach(() => {
  ({ dir, remove } = tempDir());
  cpSync(FIXTURE, dir, { recursive: true });
});
afterEach(() => remove());

describe('a game folder from before the rules options of issue 13', () => {
  it('its saved dawns lack the new options, as written then', () => {
    const raw = JSON.parse(readFileSync(join(dir, 'state', 'day-3.json'), 'utf8'));
    for (const name of Object.keys(RULES_BEFORE_OPTIONS)) expect(Object.hasOwn(raw.rules, name)).toBe(false);
  });

  it('passes status, resolves its next day under the readings it began with, and passes again', () => {
    const before = referee(['status', dir]);
    expect(before.err).toBe('');
    expect(before.code).toBe(0);
    expect(before.out).toContain('day 3 of at most 10');
    const resolved = referee(['resolve', dir, '--force']);
    expect(resolved.err).toBe('');
    expect(resolved.code).toBe(0);
    const next = parseState(readFileSync(join(dir, 'state', 'day-4.json'), 'utf8'));
    expect(next.ok).toBe(true);
    if (next.ok) expect(next.value.rules).toMatchObject(RULES_BEFORE_OPTIONS);
    const after = referee(['status', dir]);
    expect(after.code).toBe(0);
    expect(after.out).toContain('day 4 of at most 10');
  });

  it('its reports print, and one rewritten under its heading is found out', () => {
    const md = referee(['report', dir, 'PsiCorps', '--step', '2']);
    expect(md.err).toBe('');
    expect(md.code).toBe(0);
    expect(md.out).toMatch(/^# Day 2: report to PsiCorps$/m);
    const path = join(dir, 'reports', 'psicorps', 'day-2.md');
    writeFileSync(path, '# Day 2: report to PsiCorps\n\nAll quiet. Send more coffee.\n');
    for (const r of [referee(['status', dir]), referee(['report', dir, 'psicorps', '--step', '2'])]) {
      expect(r.code).not.toBe(0);
      expect(`${r.out}${r.err}`).toContain('day-2.md is damaged');
    }
  });

  it('a changed dawn is still found out', () => {
    const path = join(dir, 'state', 'day-3.json');
    const raw = JSON.parse(readFileSync(path, 'utf8'));
    raw.soldiers[2].kill = 9;
    writeFileSync(path, JSON.stringify(raw));
    const r = referee(['status', dir]);
    expect(r.code).not.toBe(0);
    expect(`${r.out}${r.err}`).toContain('day-3.json is damaged');
  });
});
