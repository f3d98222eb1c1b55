/**
 * playMatch and replay: whole games between seats, the replay log and its hash chain.
 */
import { describe, expect, it } from 'vitest';
import {
  type MatchLog,
  newGame,
  type PlayerView,
  playMatch,
  replay,
  stateHash,
} from '../../src/corporate-war/index.js';
import { SimulturnError } from '../../src/kernel/issue.js';

const SEATS = ['rusher', 'cautious', 'random', 'rusher'] as const;

describe('playMatch', () => {
  const game = playMatch({ seed: 'match-1', seats: [...SEATS], dayLimit: 20 });

  it('plays to an outcome and logs one entry per day', () => {
    expect(game.outcome).not.toBeNull();
    expect(game.log.days.length).toBe(game.outcome!.day);
    expect(game.state.day).toBe(game.outcome!.day + 1);
    expect(game.log.outcome).toEqual(game.outcome);
    expect(Object.values(game.log.seats)).toEqual([...SEATS]);
    expect(game.log.setup.rules.dayLimit).toBe(20);
  });

  it('is deterministic: the same options give the same log', () => {
    expect(playMatch({ seed: 'match-1', seats: [...SEATS], dayLimit: 20 }).log).toEqual(game.log);
    const other = playMatch({ seed: 'match-2', seats: [...SEATS], dayLimit: 20 }).log;
    expect(other.days.map((d) => d.hash)).not.toEqual(game.log.days.map((d) => d.hash));
  });

  it('writes a log that survives JSON and replays to the same final state', () => {
    const log = JSON.parse(JSON.stringify(game.log)) as MatchLog;
    const r = replay(log);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.divergence).toBeNull();
    expect(r.value.daysReplayed).toBe(game.log.days.length);
    expect(stateHash(r.value.state)).toBe(stateHash(game.state));
  });

  it('replay names the first day whose state differs', () => {
    const log = JSON.parse(JSON.stringify(game.log)) as MatchLog;
    const day = Math.min(3, log.days.length);
    const players = Object.keys(log.days[day - 1]!.orders);
    const changed = {
      ...log,
      days: log.days.map((d, i) =>
        i === day - 1 ? { ...d, orders: { ...d.orders, [players[0]!]: [] } } : d,
      ),
    };
    const r = replay(changed);
    expect(r.ok && r.value.divergence?.step).toBe(day);
    const wrongHash = { ...log, days: log.days.map((d, i) => (i === 1 ? { ...d, hash: '0' } : d)) };
    const r2 = replay(wrongHash);
    expect(r2.ok && r2.value.divergence).toMatchObject({ day: 2, expected: '0' });
    const otherRules = { ...log, setup: { ...log.setup, rules: { ...log.setup.rules, duelModel: 'd6' } } };
    const r3 = replay(otherRules);
    // The first dawn does not depend on the duel model, so the first difference is a later day.
    expect(r3.ok && r3.value.divergence !== null).toBe(true);
  });

  it('replay gives typed issues for a damaged log, never an exception', () => {
    const cases: unknown[] = [
      null,
      42,
      'text',
      {},
      { ...game.log, format: 'x' },
      { ...game.log, version: 2 },
      { ...game.log, seed: 7 },
      { ...game.log, days: 'none' },
      { ...game.log, days: [{ orders: 1, hash: 'x' }] },
      { ...game.log, setup: { ...game.log.setup, corporations: ['nobody', 'psicorps'] } },
      { ...game.log, setup: { ...game.log.setup, rules: { ...game.log.setup.rules, duelModel: 'coin' } } },
    ];
    for (const c of cases) {
      const r = replay(c);
      expect(r.ok, JSON.stringify(c)?.slice(0, 80)).toBe(false);
      if (!r.ok) {
        expect(r.error.length).toBeGreaterThan(0);
        for (const i of r.error) expect(i.message.length).toBeGreaterThan(0);
      }
    }
  });

  it('asks external seats for orders with their own view only, and a silent seat stays put', () => {
    const asked: PlayerView[] = [];
    const r = playMatch({
      seed: 'external',
      seats: {
        psicorps: {
          orders: (view) => {
            asked.push(view);
            return undefined;
          },
        },
        phoenicae: 'rusher',
      },
      dayLimit: 3,
    });
    expect(asked.length).toBe(r.log.days.length);
    expect(asked.every((v) => v.player === 'psicorps')).toBe(true);
    expect(asked.map((v) => v.day)).toEqual(r.log.days.map((_, i) => i + 1));
    for (const d of r.log.days) expect(Object.keys(d.orders)).toEqual(['phoenicae']);
    const first = newGame({
      seed: 'external',
      corporations: ['psicorps', 'phoenicae'],
      rules: { dayLimit: 3 },
    });
    const where = (s: typeof first) =>
      s.soldiers
        .filter((x) => x.owner === 'psicorps' && x.status === 'alive')
        .map((x) => x.sector)
        .toArray();
    // Nobody of psicorps moved (those still alive stand where they began).
    const start = new Set(where(first));
    for (const sector of where(r.state)) expect(start.has(sector)).toBe(true);
  });

  it('takes bot functions and a caller-extended registry', () => {
    const idle = () => [];
    const r = playMatch({ seed: 'idle', seats: [idle, idle], dayLimit: 2 });
    expect(r.log.days.every((d) => Object.keys(d.orders).length === 2)).toBe(true);
    expect(r.outcome?.reason).toBe('day-limit');
    const bots = { lazy: { name: 'lazy', summary: 'never moves', bot: idle } };
    const named = playMatch({ seed: 'idle', seats: ['lazy', 'lazy'], dayLimit: 2, bots });
    expect(Object.values(named.log.seats)).toEqual(['lazy', 'lazy']);
  });

  it('refuses unknown bots and bad setups with SimulturnError', () => {
    expect(() => playMatch({ seed: 's', seats: ['nobody', 'rusher'] })).toThrow(SimulturnError);
    expect(() => playMatch({ seed: 's', seats: ['rusher'] })).toThrow(SimulturnError);
    expect(() => playMatch({ seed: 's', seats: { psicorps: 'rusher', nobody: 'rusher' } })).toThrow(
      SimulturnError,
    );
    expect(() => playMatch({ seed: 's', seats: [42 as never, 'rusher'] })).toThrow(SimulturnError);
  });
});
