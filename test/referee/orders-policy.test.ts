/**
 * What `orders` does besides checking orders (issue 14, item 7): a sheet that gives no
 * orders is refused unless it says `no orders` (an empty mail would otherwise replace
 * accepted orders with none), a busy folder has its own exit code (4, "try again later",
 * apart from 3, "repair"), and `orders` waits a bounded time for a busy lock.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ENV } from '../../src/referee/env.js';
import { botSheet, referee, snapshot, tempDir } from './support.js';

let base = '';
let remove = () => {};
let game = '';
let copies = 0;
beforeAll(() => {
  ({ dir: base, remove } = tempDir('simulturn-orders-'));
  game = join(base, 'game');
  const r = referee([
    'new',
    game,
    '--seed',
    'policy',
    '--corporations',
    'psicorps,phoenicae',
    '--bots',
    'rusher',
  ]);
  if (r.code !== 0) throw new Error(r.err);
  const o = referee(['orders', game, 'psicorps', '-'], { stdin: botSheet(game, 'psicorps') });
  if (o.code !== 0) throw new Error(o.out + o.err);
}, 60_000);
afterAll(() => remove());

const copy = () => {
  const dir = join(base, `g${copies++}`);
  cpSync(game, dir, { recursive: true });
  return dir;
};
const accepted = (dir: string) => readFileSync(join(dir, 'orders', 'day-1', 'psicorps.json'), 'utf8');

describe('a sheet with no orders', { timeout: 60_000 }, () => {
  it('empty standard input, blanks, or the sheet sent back unedited: refused, accepted orders kept', () => {
    const dir = copy();
    const before = snapshot(dir);
    const unedited = readFileSync(join(dir, 'sheets', 'psicorps', 'day-1.txt'), 'utf8');
    for (const text of ['', '\n\n  \n', '# nothing to say\n', 'player: psicorps\nday: 1\n', unedited]) {
      const r = referee(['orders', dir, 'psicorps', '-'], { stdin: text });
      expect(r.code, JSON.stringify(text)).toBe(1);
      expect(r.out).toContain('the sheet gives no orders; to give none on purpose');
      expect(r.out).toContain('write a line "no orders"');
      expect(r.out).toContain('The orders of psicorps accepted before for day 1 still stand.');
      expect(snapshot(dir)).toEqual(before);
    }
  });

  it('a sheet that says "no orders" is accepted and replaces the orders sent before', () => {
    const dir = copy();
    const r = referee(['orders', dir, 'psicorps', '-'], {
      stdin: 'player: psicorps\nday: 1\nNo Orders   # we hold\n',
    });
    expect(r.code, r.out + r.err).toBe(0);
    expect(r.out).toContain('Orders of psicorps for day 1: no orders.');
    expect(r.out).toContain('replacing the orders sent before');
    expect(JSON.parse(accepted(dir)).orders).toEqual([]);
    expect(referee(['status', dir]).out).toMatch(/psicorps +human, orders in \(0 orders\)/);
  });

  it('"no orders" and an order on one sheet: refused, naming both lines', () => {
    const dir = copy();
    const before = accepted(dir);
    const sheet = botSheet(dir, 'psicorps').replace('day: 1\n', 'day: 1\nno orders\n');
    const r = referee(['orders', dir, 'psicorps', '-'], { stdin: sheet });
    expect(r.code).toBe(1);
    expect(r.out).toMatch(
      /line 4, column \d+: this sheet says "no orders" on line 3 but gives an order here/,
    );
    expect(accepted(dir)).toBe(before);
  });

  it('JSON orders may be an empty list: that is explicit', () => {
    const dir = copy();
    const r = referee(['orders', dir, 'psicorps', '-'], { stdin: '[]' });
    expect(r.code, r.out).toBe(0);
    expect(JSON.parse(accepted(dir)).orders).toEqual([]);
  });
});

describe('a busy folder', { timeout: 60_000 }, () => {
  /** A lock held by a living process: the parent of this test process. */
  const busy = (dir: string) =>
    writeFileSync(join(dir, '.lock'), JSON.stringify({ pid: process.ppid, host: hostname() }));

  it('has exit code 4, apart from a damaged lock (3)', () => {
    const dir = copy();
    busy(dir);
    const sheet = botSheet(dir, 'phoenicae');
    const before = snapshot(dir);
    for (const args of [
      ['orders', dir, 'phoenicae', '-', '--wait', '0'],
      ['resolve', dir, '--force'],
    ]) {
      const r = referee(args, { stdin: sheet });
      expect(r.code, args[0]).toBe(4);
      expect(r.err).toContain(`another process is running on this folder (pid ${process.ppid} `);
    }
    expect(snapshot(dir)).toEqual(before);
    writeFileSync(join(dir, '.lock'), 'garbage');
    const damaged = referee(['resolve', dir, '--force']);
    expect(damaged.code).toBe(3);
    expect(damaged.err).toContain('cannot be read');
  });

  it('orders waits for the lock, trying again every 100 ms, and goes on once it is free', () => {
    const dir = copy();
    busy(dir);
    const sleeps: number[] = [];
    const env = {
      ...DEFAULT_ENV,
      sleep: (ms: number) => {
        sleeps.push(ms);
        if (sleeps.length === 5) rmSync(join(dir, '.lock'));
      },
    };
    const r = referee(['orders', dir, 'phoenicae', '-'], { stdin: botSheet(dir, 'phoenicae'), env });
    expect(r.code, r.out + r.err).toBe(0);
    expect(sleeps).toEqual([100, 100, 100, 100, 100]);
  });

  it('orders waits 10 seconds by default, --wait S as long as asked, then gives up with exit code 4', () => {
    for (const [flags, polls] of [
      [[], 100],
      [['--wait', '0.25'], 3],
      [['--wait', '0'], 0],
    ] as const) {
      const dir = copy();
      busy(dir);
      let slept = 0;
      const env = { ...DEFAULT_ENV, sleep: () => void slept++ };
      const r = referee(['orders', dir, 'phoenicae', '-', ...flags], {
        stdin: botSheet(dir, 'phoenicae'),
        env,
      });
      expect(r.code, flags.join(' ')).toBe(4);
      expect(slept, flags.join(' ')).toBe(polls);
    }
    const bad = referee(['orders', game, 'phoenicae', '-', '--wait', 'forever'], { stdin: '' });
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--wait takes a number of seconds from 0 to 3600, not "forever"');
  });

  it('the usage documents the exit codes and the wait', () => {
    const r = referee(['--help']);
    expect(r.out).toContain('--wait S');
    expect(r.out).toContain('(default 10; 0 fails at once)');
    expect(r.out).toMatch(/4 busy: another command holds\s+the folder \(try again later\)/);
  });
});
