/**
 * K10 in the referee: a deadline per step, given by the person running it (`new` and
 * `resolve` take `--deadline`), kept in `game.json` beside the step's dawn and shown by
 * `status`; and each seat's count of steps in a row without its orders (idle), in
 * `status --json`. The referee reads no clock: the deadline is what it was told.
 * Corporate War's folders by day and the toy game's by step, through the same engine.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CORPORATE_WAR } from '../../src/corporate-war/game.js';
import type { AnyGame } from '../../src/kernel/game/contract.js';
import { gameRegistry } from '../../src/kernel/game/registry.js';
import { isDeadline, readDeadline } from '../../src/referee/deadline.js';
import { loadStepGame } from '../../src/referee/load.js';
import { verifyStepGame } from '../../src/referee/verify.js';
import { TOY } from '../support/toy-game.js';
import { referee, tempDir } from './support.js';

const GAMES = gameRegistry([CORPORATE_WAR, TOY as unknown as AnyGame]);
const { dir: tmp, remove } = tempDir();
afterAll(() => remove());

const run = (args: string[], stdin?: string) =>
  referee(args, { games: GAMES, ...(stdin !== undefined ? { stdin } : {}) });
const json = (dir: string, path: string) => JSON.parse(readFileSync(join(dir, path), 'utf8'));
const statusJson = (dir: string) => {
  const r = run(['status', dir, '--json']);
  expect(r.code, r.err).toBe(0);
  return JSON.parse(r.out) as {
    step: number;
    deadline: string | null;
    missing: string[];
    seats: { player: string; idle: number }[];
  };
};
/** A new toy game in `dir` (players and rounds as `--options`), which must be made. */
function newToy(dir: string, options: string, ...more: string[]): void {
  const r = run(['new', dir, '--game', 'toy-bid-take', '--seed', 's', '--options', options, ...more]);
  expect(r.code, r.err).toBe(0);
}
const idleOf = (dir: string) =>
  Object.fromEntries(statusJson(dir).seats.map((s) => [s.player, s.idle] as const));

describe('deadlines (K10)', () => {
  it('reads a date and time with its zone into UTC, and refuses anything else', () => {
    // 19:00 at UTC+1 is 18:00 UTC.
    expect(readDeadline('2026-12-01T19:00+01:00')).toEqual({ ok: true, value: '2026-12-01T18:00:00.000Z' });
    expect(readDeadline('2026-12-01T18:00:30.5Z')).toEqual({ ok: true, value: '2026-12-01T18:00:30.500Z' });
    // Without its zone a time means another instant on each machine: refused.
    for (const bad of ['2026-12-01T18:00', 'tomorrow', '2026-13-01T18:00Z', '', '2026-12-01'])
      expect(readDeadline(bad).ok, bad).toBe(false);
    expect(isDeadline('2026-12-01T18:00:00.000Z')).toBe(true);
    expect(isDeadline('2026-12-01T18:00Z')).toBe(false);
  });

  it('refuses a date or time no calendar has, naming the value and what is wrong', () => {
    // Date.parse rolls these over (30 February is read as 2 March, 24:00 as the next
    // midnight): a deadline a person mistyped would silently mean another day.
    const refused: [string, string, string][] = [
      ['2026-02-30T18:00Z', 'referee/deadline-day', '2026-02-30: February 2026 has 28 days'],
      ['2026-04-31T18:00Z', 'referee/deadline-day', '2026-04-31: April 2026 has 30 days'],
      ['2026-02-29T18:00Z', 'referee/deadline-day', '2026-02-29: February 2026 has 28 days'],
      ['2100-02-29T18:00Z', 'referee/deadline-day', '2100-02-29: February 2100 has 28 days'],
      ['2026-12-00T18:00Z', 'referee/deadline-day', '2026-12-00: the days of a month are numbered from 01'],
      [
        '2026-13-01T18:00Z',
        'referee/deadline-month',
        '2026-13-01: there is no month 13; months are 01 to 12',
      ],
      [
        '2026-00-01T18:00Z',
        'referee/deadline-month',
        '2026-00-01: there is no month 00; months are 01 to 12',
      ],
      [
        '2026-12-01T24:00Z',
        'referee/deadline-time',
        '24:00: there is no hour 24; hours are 00 to 23 (midnight is 00:00 of the next day)',
      ],
      [
        '2026-12-01T25:00+01:00',
        'referee/deadline-time',
        '25:00: there is no hour 25; hours are 00 to 23 (midnight is 00:00 of the next day)',
      ],
      ['2026-12-01T18:60Z', 'referee/deadline-time', '18:60: there is no minute 60; minutes are 00 to 59'],
      [
        '2026-12-01T18:00:60Z',
        'referee/deadline-time',
        '18:00:60: there is no second 60; seconds are 00 to 59',
      ],
    ];
    for (const [text, code, message] of refused) {
      const r = readDeadline(text);
      expect(r.ok ? r.value : { code: r.error.code, message: r.error.message }, text).toEqual({
        code,
        message,
      });
    }
    // Every day a calendar has stays accepted: leap days, month ends, the last instant of a day.
    const accepted: [string, string][] = [
      ['2028-02-29T18:00Z', '2028-02-29T18:00:00.000Z'],
      ['2000-02-29T00:00Z', '2000-02-29T00:00:00.000Z'],
      ['2026-01-31T12:00Z', '2026-01-31T12:00:00.000Z'],
      ['2026-04-30T23:59:59.999Z', '2026-04-30T23:59:59.999Z'],
      ['2026-12-31T23:30-01:00', '2027-01-01T00:30:00.000Z'],
      ['2026-03-01T00:30+01:00', '2026-02-28T23:30:00.000Z'],
    ];
    for (const [text, value] of accepted) expect(readDeadline(text), text).toEqual({ ok: true, value });
    // Text that is not a date and time with its zone keeps its message.
    const form = readDeadline('friday');
    expect(form.ok ? form.value : form.error.message).toBe(
      'a deadline is a date and time with its zone, such as 2026-12-01T18:00Z, not "friday"',
    );
  });

  it('new and resolve refuse an impossible deadline with its message (exit 2)', () => {
    const dir = join(tmp, 'toy-impossible');
    const bad = run(['new', dir, '--game', 'toy-bid-take', '--seed', 's', '--deadline', '2026-02-30T18:00Z']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--deadline: 2026-02-30: February 2026 has 28 days');
    newToy(dir, 'players=2');
    expect(run(['orders', dir, 'bob', '-'], '[1]').code).toBe(0);
    expect(run(['orders', dir, 'ann', '-'], '[0]').code).toBe(0);
    const late = run(['resolve', dir, '--deadline', '2026-12-01T24:00Z']);
    expect(late.code).toBe(2);
    expect(late.err).toContain('--deadline: 24:00: there is no hour 24');
    // Refused before anything was done: the step is still to resolve.
    expect(statusJson(dir).step).toBe(1);
  });

  it('a game by step keeps each step its deadline, shows it, and refuses a bad one (exit 2)', () => {
    const dir = join(tmp, 'toy');
    const bad = run(['new', dir, '--game', 'toy-bid-take', '--seed', 's', '--deadline', 'friday']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--deadline: a deadline is a date and time with its zone');
    newToy(dir, 'players=2', '--deadline', '2026-12-01T19:00+01:00');
    expect(json(dir, 'game.json').dawns[0]).toMatchObject({ step: 1, deadline: '2026-12-01T18:00:00.000Z' });
    const r = run(['status', dir]);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain(
      'Orders for step 1 are due by 2026-12-01T18:00:00.000Z.\nWaiting for the orders of ann, bob.',
    );
    expect(statusJson(dir)).toMatchObject({
      step: 1,
      deadline: '2026-12-01T18:00:00.000Z',
      missing: ['ann', 'bob'],
    });
    expect(run(['orders', dir, 'bob', '-'], '[1]').code).toBe(0);
    expect(run(['orders', dir, 'ann', '-'], '[0]').code).toBe(0);
    // The next step's deadline comes with the resolve that begins it.
    const resolved = run(['resolve', dir, '--deadline', '2026-12-02T18:00Z']);
    expect(resolved.code, resolved.err).toBe(0);
    const next = json(dir, 'game.json');
    expect(next.dawns[1]).toMatchObject({ step: next.step, deadline: '2026-12-02T18:00:00.000Z' });
    expect(statusJson(dir).deadline).toBe('2026-12-02T18:00:00.000Z');
    // Every file still checks, the deadlines with them.
    const g = loadStepGame(dir, GAMES);
    expect(g.ok && verifyStepGame(g.value, { replay: true })).toEqual([]);
  });

  it("Corporate War's folder by day takes deadlines too, and without one writes what it always did", () => {
    const dir = join(tmp, 'cw-deadline');
    const made = run([
      'new',
      dir,
      '--seed',
      'd',
      '--corporations',
      'psicorps,phoenicae',
      '--deadline',
      '2026-12-01T18:00Z',
    ]);
    expect(made.code, made.err).toBe(0);
    const file = json(dir, 'game.json');
    expect(file.version).toBe(1);
    expect(file.dawns).toEqual([{ day: 1, hash: expect.any(String), deadline: '2026-12-01T18:00:00.000Z' }]);
    let r = run(['status', dir]);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain(
      'Orders for day 1 are due by 2026-12-01T18:00:00.000Z.\nWaiting for the orders of',
    );
    r = run(['resolve', dir, '--force']);
    expect(r.code, r.err).toBe(0);
    // No --deadline: day 2 has none, and its dawn is written as before deadlines existed.
    expect(Object.keys(json(dir, 'game.json').dawns[1]).sort()).toEqual(['day', 'hash']);
    r = run(['status', dir]);
    expect(r.out).not.toContain('are due by');
    expect(statusJson(dir).deadline).toBeNull();
  });
});

describe('idle counts (K10)', () => {
  it('Corporate War: each forced day without a player’s orders adds one; orders, even none, start again', () => {
    const dir = join(tmp, 'cw-idle');
    expect(
      run(['new', dir, '--seed', 'i', '--corporations', 'psicorps,phoenicae', '--bots', 'rusher']).code,
    ).toBe(0);
    expect(idleOf(dir)).toEqual({ psicorps: 0, phoenicae: 0, biotechnologies: 0 });
    // Day 1: psicorps gives no orders on purpose ([]), phoenicae is silent.
    expect(run(['orders', dir, 'psicorps', '-'], '[]').code).toBe(0);
    expect(run(['resolve', dir, '--force']).code).toBe(0);
    expect(idleOf(dir)).toEqual({ psicorps: 0, phoenicae: 1, biotechnologies: 0 });
    // Day 2: both silent.
    expect(run(['resolve', dir, '--force']).code).toBe(0);
    expect(idleOf(dir)).toEqual({ psicorps: 1, phoenicae: 2, biotechnologies: 0 });
    // Orders sent for the current day count once it is resolved.
    expect(run(['orders', dir, 'phoenicae', '-'], '[]').code).toBe(0);
    expect(idleOf(dir)).toEqual({ psicorps: 1, phoenicae: 2, biotechnologies: 0 });
    expect(run(['resolve', dir, '--force']).code).toBe(0);
    expect(idleOf(dir)).toEqual({ psicorps: 2, phoenicae: 0, biotechnologies: 0 });
  });

  it('a game by step: a step that does not await a seat neither adds to its count nor ends it', () => {
    const dir = join(tmp, 'toy-idle');
    newToy(dir, 'players=2,rounds=2');
    // Step by step, from the archives: who was awaited, and whose orders were missing.
    const expected = (): Record<string, number> => {
      const file = json(dir, 'game.json');
      const idle: Record<string, number> = { ann: 0, bob: 0 };
      for (const d of file.dawns.slice(0, -1)) {
        const a = json(dir, `archive/step-${d.step}.json`);
        for (const p of a.awaited as string[]) idle[p] = a.orders[p] === null ? idle[p]! + 1 : 0;
      }
      return idle;
    };
    let steps = 0;
    let passedOver = false;
    while (statusJson(dir).missing.length > 0 && steps < 20) {
      const s = statusJson(dir) as ReturnType<typeof statusJson> & { kind: string };
      // Bob always answers, bidding nothing; Ann bids high (silence there would make her
      // leave), so she takes first, and never takes: Bob's take, after hers, does not await her.
      const bid = s.kind === 'bid';
      if (s.missing.includes('bob'))
        expect(run(['orders', dir, 'bob', '-'], bid ? '[0]' : '[1]').code).toBe(0);
      if (s.missing.includes('ann') && bid) expect(run(['orders', dir, 'ann', '-'], '[3]').code).toBe(0);
      const before = idleOf(dir).ann!;
      expect(run(['resolve', dir, '--force']).code).toBe(0);
      steps += 1;
      expect(idleOf(dir)).toEqual(expected());
      if (!s.missing.includes('ann') && before > 0) {
        // A step that did not await Ann: her count stands.
        expect(idleOf(dir).ann).toBe(before);
        passedOver = true;
      }
    }
    expect(passedOver).toBe(true);
    expect(steps).toBeGreaterThan(1);
    expect(idleOf(dir).bob).toBe(0);
  });
});
