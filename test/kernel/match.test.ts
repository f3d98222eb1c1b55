/**
 * The kernel's match runner with a toy game (`race.ts`), so the interface is shown to be
 * game-agnostic: two players race a counter to a target; each day each adds 1 to 3.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  botRng,
  type LoggedDay,
  type LoggedStep,
  replayDays,
  replaySteps,
  runMatch,
} from '../../src/kernel/match.js';
import { type Race, race, randomStep, start } from './race.js';

describe('runMatch (kernel, any game)', () => {
  it('plays until the game is over and logs every day', () => {
    const r = runMatch(race, { seed: 's', start, seats: { ann: randomStep, bob: { orders: () => 3 } } });
    expect(r.state.winner).not.toBeNull();
    expect(r.stepsPlayed).toBe(r.days.length);
    expect(r.stepsPlayed).toBe(r.state.day - 1);
    // bob always adds 3, so he needs exactly 4 days unless ann got there first.
    expect(r.stepsPlayed).toBeLessThanOrEqual(4);
    for (const d of r.days) expect(d.orders.bob).toBe(3);
  });

  it('is deterministic and its bots draw from the match seed, the player and the day only', () => {
    const a = runMatch(race, { seed: 'x', start, seats: { ann: randomStep, bob: randomStep } });
    const b = runMatch(race, { seed: 'x', start, seats: { ann: randomStep, bob: randomStep } });
    expect(b.days).toEqual(a.days);
    const draws = (seed: string) => [0, 1, 2, 3].map(() => botRng(seed, 'ann', 1).int(1000));
    expect(draws('x')).toEqual(draws('x'));
    const many = new Set(Array.from({ length: 20 }, (_, i) => botRng(`seed${i}`, 'ann', 1).int(1_000_000)));
    expect(many.size).toBeGreaterThan(15);
    expect(botRng('x', 'ann', 1).int(1e9)).not.toBe(botRng('x', 'bob', 1).int(1e9));
    expect(botRng('x', 'ann', 1).int(1e9)).not.toBe(botRng('x', 'ann', 2).int(1e9));
  });

  it('a seat that gives nothing, or no seat at all, gives no orders', () => {
    const r = runMatch(race, { seed: 's', start, seats: { ann: { orders: () => undefined } }, maxSteps: 3 });
    expect(r.stepsPlayed).toBe(3);
    expect(r.state.totals).toEqual({ ann: 0, bob: 0 });
    for (const d of r.days) expect(d.orders).toEqual({});
  });

  it('logs orders as JSON, the same value the game resolved', () => {
    const seen: unknown[] = [];
    const r = runMatch(race, {
      seed: 's',
      start,
      seats: { ann: { orders: () => ({ toJSON: () => 2 }) }, bob: { orders: () => 1 } },
      maxSteps: 2,
      onStep: (_, orders) => seen.push(orders.ann),
    });
    expect(r.days[0]!.orders.ann).toBe(2);
    expect(seen).toEqual([2, 2]);
    expect(r.state.totals.ann).toBe(4);
  });

  it('replays a log to the same chain and finds the first day that differs', () => {
    const r = runMatch(race, { seed: 'y', start, seats: { ann: randomStep, bob: randomStep } });
    expect(replaySteps(race, start, r.start, r.days).divergence).toBeNull();
    const tampered = r.days.map((d, i) => (i === 1 ? { ...d, orders: { ...d.orders, ann: 0 } } : d));
    expect(replaySteps(race, start, r.start, tampered).divergence?.step).toBe(2);
    const otherStart = { ...start, totals: { ann: 1, bob: 0 } };
    expect(replaySteps(race, otherStart, r.start, r.days).divergence?.step).toBe(0);
  });

  it('still takes and gives the names of the days, for callers written before steps', () => {
    const seen: unknown[] = [];
    const old = runMatch(race, {
      seed: 's',
      start,
      seats: { ann: randomStep, bob: { orders: () => 1 } },
      maxDays: 2,
      onDay: (_, orders) => seen.push(orders.bob),
    });
    expect(old.daysPlayed).toBe(2);
    expect(old.stepsPlayed).toBe(2);
    expect(seen).toEqual([1, 1]);
    const tampered = old.days.map((d, i) => (i === 1 ? { ...d, orders: { ...d.orders, bob: 0 } } : d));
    const replayed = replayDays(race, start, old.start, tampered);
    expect(replayed.daysReplayed).toBe(replayed.stepsReplayed);
    expect(replayed.divergence).toEqual({
      step: 2,
      day: 2,
      expected: old.days[1]!.hash,
      actual: expect.any(String),
    });
    const logged: readonly LoggedDay[] = old.days;
    expect(logged).toBe(old.days);
  });

  it('without recording keeps no log', () => {
    const r = runMatch(race, {
      seed: 's',
      start,
      seats: { ann: randomStep, bob: randomStep },
      record: false,
    });
    expect(r.days).toEqual([]);
    expect(r.start).toBe('');
    expect(r.state.winner).not.toBeNull();
  });
});

describe('replay logs across versions', () => {
  // Written by runMatch at commit 0b5183e, before turn steps: its days have no `step`.
  const legacy = JSON.parse(
    readFileSync(join(import.meta.dirname, '..', 'corpus', 'kernel', 'race-log-before-steps.json'), 'utf8'),
  ) as { seed: string; start: string; days: LoggedStep[]; final: Race };

  it('a log written before steps has no step numbers and still replays', () => {
    expect(legacy.days.every((d) => d.step === undefined)).toBe(true);
    const r = replaySteps(race, start, legacy.start, legacy.days);
    expect(r.divergence).toBeNull();
    expect(r.stepsReplayed).toBe(legacy.days.length);
    expect(r.state).toEqual(legacy.final);
  });

  it('the same match today logs the same orders and chain, and the step of each', () => {
    const r = runMatch(race, { seed: legacy.seed, start, seats: { ann: randomStep, bob: randomStep } });
    expect(r.start).toBe(legacy.start);
    expect(r.days.map(({ orders, hash }) => ({ orders, hash }))).toEqual(legacy.days);
    expect(r.days.map((d) => d.step)).toEqual(legacy.days.map((_, i) => i + 1));
  });

  it('a logged step number that is not the game’s is a divergence', () => {
    const r = runMatch(race, { seed: 'z', start, seats: { ann: randomStep, bob: randomStep } });
    const wrong = r.days.map((d, i) => (i === 2 ? { ...d, step: 7 } : d));
    const d = replaySteps(race, start, r.start, wrong).divergence;
    expect(d).toMatchObject({ step: 3, expected: 'step 7', actual: 'step 3' });
  });
});
