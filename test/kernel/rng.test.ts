/**
 * The seeded generator that lives in the game state: reproducible from a seed, resumable
 * from a saved state, in range and uniform, and never changing the state it was given.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isRngState,
  type Rng,
  type RngState,
  restoreRng,
  seededRng,
  seedRng,
  shuffled,
} from '../../src/kernel/rng.js';
import { check } from '../support/fc.js';

const TIMEOUT = 60_000;

/** `n` draws: ints below the given bounds, alternating with floats. */
function draws(rng: Rng, bounds: readonly number[]): number[] {
  return bounds.flatMap((b) => [rng.int(b), rng.float()]);
}

const arbSeed = fc.string({ maxLength: 20 });
const arbBounds = fc.array(fc.integer({ min: 1, max: 2 ** 32 }), { minLength: 1, maxLength: 50 });

describe('seedRng and restoreRng', { timeout: TIMEOUT }, () => {
  it('give the same sequence for the same seed', () => {
    check(
      fc.property(arbSeed, arbBounds, (seed, bounds) => {
        expect(draws(restoreRng(seedRng(seed)), bounds)).toEqual(draws(restoreRng(seedRng(seed)), bounds));
        expect(seedRng(seed)).toEqual(seedRng(seed));
      }),
    );
  });

  it('seededRng(seed) gives the stream of restoreRng(seedRng(seed)), and the same state after it', () => {
    check(
      fc.property(arbSeed, arbBounds, (seed, bounds) => {
        const a = seededRng(seed);
        const b = restoreRng(seedRng(seed));
        expect(draws(a, bounds)).toEqual(draws(b, bounds));
        expect(a.state()).toEqual(b.state());
      }),
    );
  });

  it('give different sequences for different seeds', () => {
    check(
      fc.property(arbSeed, arbSeed, (a, b) => {
        fc.pre(a !== b);
        const bounds = Array.from({ length: 8 }, () => 2 ** 32);
        expect(draws(restoreRng(seedRng(a)), bounds)).not.toEqual(draws(restoreRng(seedRng(b)), bounds));
      }),
    );
  });

  it('restoreRng(rng.state()) continues the sequence exactly', () => {
    check(
      fc.property(arbSeed, arbBounds, arbBounds, (seed, before, after) => {
        const straight = restoreRng(seedRng(seed));
        draws(straight, before);
        const saved = straight.state();
        const expected = draws(straight, after);
        const resumed = restoreRng(saved);
        expect(resumed.draws).toBe(0);
        expect(draws(resumed, after)).toEqual(expected);
        expect(resumed.state()).toEqual(straight.state());
        // The state survives a JSON round trip, as it does in a saved game.
        expect(draws(restoreRng(JSON.parse(JSON.stringify(saved)) as RngState), after)).toEqual(expected);
      }),
    );
  });

  it('never changes the state object it restores from, nor shares it', () => {
    check(
      fc.property(arbSeed, arbBounds, (seed, bounds) => {
        const state = Object.freeze(seedRng(seed));
        const copy = { ...state };
        const rng = restoreRng(state); // frozen: any write would throw in strict mode
        draws(rng, bounds);
        expect(state).toEqual(copy);
        expect(rng.state()).not.toBe(state);
        // Changing a state it returned does not change the generator.
        const out = rng.state() as { c: number };
        const next = restoreRng(rng.state()).float();
        out.c += 1;
        expect(rng.float()).toBe(next);
      }),
    );
  });

  it('produces states that isRngState accepts, and isRngState rejects garbage', () => {
    check(
      fc.property(arbSeed, arbBounds, (seed, bounds) => {
        const rng = restoreRng(seedRng(seed));
        draws(rng, bounds);
        expect(isRngState(rng.state())).toBe(true);
      }),
    );
    const good = seedRng('x');
    for (const bad of [
      null,
      1,
      'x',
      [],
      {},
      { ...good, c: -1 },
      { ...good, c: 2 ** 32 },
      { ...good, s0: 1 },
      { ...good, s1: -0.1 },
      { ...good, s2: Number.NaN },
      { ...good, c: 0.5 },
    ]) {
      expect(isRngState(bad)).toBe(false);
    }
  });
});

describe('rng.int and rng.float', { timeout: TIMEOUT }, () => {
  it('int(n) is an integer in [0, n), and counts the words drawn', () => {
    check(
      fc.property(arbSeed, arbBounds, (seed, bounds) => {
        const rng = restoreRng(seedRng(seed));
        const wrong: string[] = [];
        let words = 0;
        for (const n of bounds) {
          const x = rng.int(n);
          if (!Number.isInteger(x) || x < 0 || x >= n) wrong.push(`int(${n}) gave ${x}`);
          if (rng.draws <= words) wrong.push(`int(${n}) drew no word`);
          words = rng.draws;
        }
        expect(wrong).toEqual([]);
      }),
    );
  });

  it('float() is in [0, 1)', () => {
    check(
      fc.property(arbSeed, fc.integer({ min: 1, max: 200 }), (seed, n) => {
        const rng = restoreRng(seedRng(seed));
        const xs = Array.from({ length: n }, () => rng.float());
        expect(xs.filter((x) => !(x >= 0 && x < 1))).toEqual([]);
      }),
    );
  });

  it('int(n) refuses bounds that are not whole numbers from 1 to 2^32', () => {
    const rng = restoreRng(seedRng('bounds'));
    for (const n of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 32 + 1]) {
      expect(() => rng.int(n)).toThrow(RangeError);
    }
    expect(rng.int(1)).toBe(0);
  });

  it('int(6) is roughly uniform (chi-square over 60,000 draws)', () => {
    // Five degrees of freedom: P(chi2 > 30) is about 1.5e-5, so a fair die fails this
    // practically never, while a die biased by 2% on one face (an excess of 200 draws)
    // already adds 4 and one biased by 5% adds 25.
    for (const seed of ['chi-square', 'another', '']) {
      const rng = restoreRng(seedRng(seed));
      const counts = new Array<number>(6).fill(0);
      for (let i = 0; i < 60_000; i++) counts[rng.int(6)]!++;
      const expected = 10_000;
      const chi2 = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(60_000);
      expect(chi2).toBeLessThan(30);
    }
  });

  it('the chi-square check catches a biased die', () => {
    // The same statistic on a die that rolls 6 a little too often (1 time in 50 extra).
    const rng = restoreRng(seedRng('biased'));
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 60_000; i++) counts[rng.int(50) === 0 ? 5 : rng.int(6)]!++;
    const chi2 = counts.reduce((sum, c) => sum + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi2).toBeGreaterThan(30);
  });
});

describe('shuffled', { timeout: TIMEOUT }, () => {
  it('returns a permutation of a copy and leaves the input alone', () => {
    check(
      fc.property(arbSeed, fc.array(fc.integer()), (seed, items) => {
        const input = Object.freeze(items.slice());
        const out = shuffled(restoreRng(seedRng(seed)), input);
        expect(out).not.toBe(input);
        expect([...out].sort((a, b) => a - b)).toEqual([...input].sort((a, b) => a - b));
        expect(shuffled(restoreRng(seedRng(seed)), input)).toEqual(out);
      }),
    );
  });
});
