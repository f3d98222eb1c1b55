/**
 * A Corporation folder begun before its steps were numbered from 1 still loads and plays
 * on. `fixtures/corporation-counted-from-0` was written by that version (the commit
 * before 10802ee): a game of two, green a bot, red's orders in for what it called step 1,
 * its files named and its numbers recorded by that count. Read today, the folder speaks
 * today's count (its step 1 is step 2) and writes on in its own, and every file checks.
 */
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games.js';
import { loadStepGame } from '../../src/referee/load.js';
import { verifyStepGame } from '../../src/referee/verify.js';
import { referee, tempDir } from './support.js';

const FIXTURE = join(import.meta.dirname, 'fixtures', 'corporation-counted-from-0');
const { dir: tmp, remove } = tempDir('simulturn-renumbered-');
afterAll(() => remove());

describe('a Corporation folder counted from 0', () => {
  const dir = join(tmp, 'co');
  cpSync(FIXTURE, dir, { recursive: true });
  const run = (...args: string[]) => referee([args[0]!, dir, ...args.slice(1)]);

  it("loads in today's count, its orders in, every file checking", () => {
    const status = run('status');
    expect(status.code, status.err).toBe(0);
    expect(status.out).toContain('Corporation in');
    expect(status.out).toContain('step 2, waiting for place orders');
    expect(status.out).toMatch(/red {4}human, awaited, orders in/);
  });

  it('resolves and plays on, writing its files in its own count', () => {
    let r = run('resolve');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('Step 2 resolved.');
    expect(r.out).toContain(join(dir, 'reports', 'red', 'step-1.txt'));
    expect(r.out).toContain('Step 3 begins: it waits for the place orders of green.');
    r = run('resolve');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('Step 4 begins: it waits for the place orders of red.');
    // The sheet of today's step 4, filed as the folder's step 3, says step 4 as every sheet now does.
    const sheet = readFileSync(join(dir, 'sheets', 'red', 'step-3.txt'), 'utf8');
    expect(sheet).toContain('player: red\nstep: 4\n');
    r = referee(['orders', dir, 'red', '-'], { stdin: `${sheet}place 3 red\n` });
    expect(r.code, r.out).toBe(0);
    expect(r.out).toContain('Accepted: these are the orders of red for step 4');
    r = run('resolve');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('Step 4 resolved.');
    const status = run('status');
    expect(status.code, status.err).toBe(0);
    expect(status.out).toContain('step 5, waiting for place orders');
    // game.json keeps the folder's own count.
    expect(JSON.parse(readFileSync(join(dir, 'game.json'), 'utf8')).step).toBe(4);
    const report = run('report', 'red', '--step', '4');
    expect(report.code, report.err).toBe(0);
    expect(report.out).toContain('red counter on circle 3');
    // Every step, the ones the earlier version resolved among them, resolved again to the same states.
    const g = loadStepGame(dir, GAMES);
    expect(g.ok && verifyStepGame(g.value, { replay: true })).toEqual([]);
  });
});
