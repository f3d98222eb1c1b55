/**
 * Which games a run covers: the shards of a study partition its games exactly, and the
 * rotation of bots puts each bot in each seat equally often.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  gameSeed,
  gameSpec,
  parseShard,
  roundRobinBots,
  roundRobinCycle,
  scheduledBots,
  scheduleProblem,
  seatBots,
} from '../../src/kernel/simulate/plan.js';
import { planShard } from '../../src/kernel/simulate/shard.js';
import { check } from '../support/fc.js';
import { toyMeta } from '../support/toy-simulation.js';

describe('planShard', () => {
  it('splits a study into contiguous shards that cover every game once, differing in size by at most one', () => {
    check(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 64 }), (total, count) => {
        const ranges = Array.from({ length: count }, (_, i) => planShard(total, { index: i + 1, count }));
        expect(ranges[0]![0]).toBe(0);
        expect(ranges[count - 1]![1]).toBe(total);
        for (let i = 1; i < count; i++) expect(ranges[i]![0]).toBe(ranges[i - 1]![1]);
        const sizes = ranges.map(([a, b]) => b - a);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('follows floor((i-1)N/n) to floor(iN/n)', () => {
    expect(planShard(10, { index: 1, count: 3 })).toEqual([0, 3]);
    expect(planShard(10, { index: 2, count: 3 })).toEqual([3, 6]);
    expect(planShard(10, { index: 3, count: 3 })).toEqual([6, 10]);
    expect(planShard(10)).toEqual([0, 10]);
  });
});

describe('parseShard', () => {
  it('reads i/n', () => {
    expect(parseShard('2/8')).toEqual({ ok: true, value: { index: 2, count: 8 } });
    expect(parseShard('1/1')).toEqual({ ok: true, value: { index: 1, count: 1 } });
  });
  it.each(['0/4', '5/4', '1', '1/0', 'a/b', '-1/4', '1.5/4', '', '1/4/2'])(
    'rejects %j with a typed issue',
    (text) => {
      const r = parseShard(text);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error[0]).toMatchObject({ code: 'setup/invalid', path: ['shard'] });
    },
  );
});

describe('seatBots', () => {
  it('puts each bot in each seat equally often over any bots.length consecutive games', () => {
    check(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.nat({ max: 1000 }),
        (botCount, seatCount, start) => {
          const bots = Array.from({ length: botCount }, (_, i) => `bot${i}`);
          for (let seat = 0; seat < seatCount; seat++) {
            const seen = new Map<string, number>();
            for (let g = start; g < start + botCount; g++) {
              const b = seatBots(bots, g, seatCount)[seat]!;
              seen.set(b, (seen.get(b) ?? 0) + 1);
            }
            expect([...seen.keys()].sort()).toEqual([...bots].sort());
            expect([...seen.values()].every((n) => n === 1)).toBe(true);
          }
        },
      ),
    );
  });

  it('rotates by one seat a game', () => {
    const bots = ['rusher', 'cautious', 'search', 'random'];
    expect(seatBots(bots, 0, 4)).toEqual(['rusher', 'cautious', 'search', 'random']);
    expect(seatBots(bots, 1, 4)).toEqual(['cautious', 'search', 'random', 'rusher']);
    expect(seatBots(['random'], 7, 4)).toEqual(['random', 'random', 'random', 'random']);
  });
});

describe('gameSpec', () => {
  it('seeds game g with seed/g and depends on nothing else', () => {
    expect(gameSeed('study', 12)).toBe('study/12');
    expect(gameSpec(toyMeta(100, 's'), 5, 3)).toEqual({
      seed: 's/5',
      index: 5,
      bots: ['c', 'a', 'b'],
      options: {},
    });
  });
});

describe('roundRobinBots', () => {
  it('counts a cycle as the arrangements of different entries: n!/(n-s)!', () => {
    expect(roundRobinCycle(4, 2)).toBe(12);
    expect(roundRobinCycle(4, 4)).toBe(24);
    expect(roundRobinCycle(3, 1)).toBe(3);
    expect(roundRobinCycle(5, 3)).toBe(60);
    expect(roundRobinCycle(2, 4)).toBeUndefined();
    expect(roundRobinCycle(40, 30)).toBeUndefined();
  });

  it('lists the arrangements in lexicographic order of the entries, then starts again', () => {
    const bots = ['a', 'b', 'c', 'd'];
    const games = Array.from({ length: 13 }, (_, g) => roundRobinBots(bots, g, 2).join(''));
    expect(games).toEqual(['ab', 'ac', 'ad', 'ba', 'bc', 'bd', 'ca', 'cb', 'cd', 'da', 'db', 'dc', 'ab']);
  });

  it('meets every ordered pair of entries in every ordered pair of seats equally often over any whole cycle', () => {
    // Every small case, from two starting points: a cycle may start anywhere.
    for (let seatCount = 1; seatCount <= 4; seatCount++) {
      for (let botCount = seatCount; botCount <= seatCount + 2; botCount++) {
        const bots = Array.from({ length: botCount }, (_, i) => `bot${i}`);
        const cycle = roundRobinCycle(botCount, seatCount)!;
        for (const start of [0, 7]) {
          const seats = new Map<string, number>();
          const pairs = new Map<string, number>();
          const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
          let allDifferent = true;
          for (let g = start; g < start + cycle; g++) {
            const at = roundRobinBots(bots, g, seatCount);
            allDifferent &&= new Set(at).size === seatCount;
            at.forEach((b, i) => {
              bump(seats, `${b}@${i}`);
              at.forEach((c, j) => {
                if (i !== j) bump(pairs, `${b}@${i}:${c}@${j}`);
              });
            });
          }
          const where = `${botCount} bots, ${seatCount} seats, from game ${start}`;
          expect(allDifferent, where).toBe(true);
          expect(seats.size, where).toBe(botCount * seatCount);
          expect(new Set(seats.values()).size, where).toBe(1);
          expect(pairs.size, where).toBe(botCount * (botCount - 1) * seatCount * (seatCount - 1));
          if (seatCount > 1) expect(new Set(pairs.values()).size, where).toBe(1);
        }
      }
    }
  });

  it('counts a bot named twice as two entries', () => {
    const games = Array.from({ length: 6 }, (_, g) => roundRobinBots(['x', 'x', 'y'], g, 2).join(''));
    expect(games).toEqual(['xx', 'xy', 'xx', 'xy', 'yx', 'yx']);
  });

  it('refuses fewer bots than seats, naming how to seat a bot twice', () => {
    expect(() => roundRobinBots(['a'], 0, 2)).toThrow(/round robin of 1 bots over 2 seats/);
    const meta = { ...toyMeta(10), bots: ['a', 'b'], schedule: 'round-robin' as const };
    expect(scheduleProblem(meta, { seatCount: 3 })).toMatch(
      /at least as many bots as seats \(3\), got 2; name a bot twice/,
    );
    expect(scheduleProblem({ ...meta, bots: ['a', 'b', 'c'] }, { seatCount: 3 })).toBeNull();
    expect(scheduleProblem({ ...meta, bots: ['a'], schedule: 'rotation' }, { seatCount: 3 })).toBeNull();
  });

  it("is the schedule of a study's games when its meta says round-robin, and the rotation otherwise", () => {
    const meta = { ...toyMeta(100, 's'), schedule: 'round-robin' as const };
    expect(gameSpec(meta, 5, 3).bots).toEqual(['c', 'b', 'a']);
    expect(gameSpec(meta, 6, 3).bots).toEqual(['a', 'b', 'c']);
    expect(gameSpec(toyMeta(100, 's'), 5, 3).bots).toEqual(['c', 'a', 'b']);
    expect(scheduledBots('rotation', ['a', 'b', 'c'], 5, 3)).toEqual(seatBots(['a', 'b', 'c'], 5, 3));
  });
});
