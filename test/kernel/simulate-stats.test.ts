/**
 * The simulator's statistics: the Wilson score interval against published values and an
 * independent form of the formula, and quantiles of a histogram by the nearest rank.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  histogramCount,
  histogramMean,
  histogramQuantile,
  wilson,
  Z95,
} from '../../src/kernel/simulate/stats.js';
import { check } from '../support/fc.js';

/**
 * The Wilson bounds in Newcombe's form (Statistics in Medicine 17, 1998, eq. 3):
 * (2np + z² ± z√(z² + 4np(1−p))) / (2(n + z²)), written out apart from the code's form.
 */
function newcombe(k: number, n: number): [number, number] {
  const p = k / n;
  const z = 1.96;
  const root = z * Math.sqrt(z * z + 4 * n * p * (1 - p));
  return [(2 * n * p + z * z - root) / (2 * (n + z * z)), (2 * n * p + z * z + root) / (2 * (n + z * z))];
}

describe('wilson', () => {
  // Published 95% intervals (Newcombe 1998, table I, method 3; and the usual textbook cases).
  const cases: [k: number, n: number, low: number, high: number][] = [
    [5, 10, 0.2366, 0.7634],
    [0, 10, 0, 0.2775],
    [10, 10, 0.7225, 1],
    [50, 100, 0.4038, 0.5962],
    [81, 263, 0.2553, 0.3662], // Newcombe's example: 81/263
    [15, 148, 0.0624, 0.1605], // Newcombe's example: 15/148
    [0, 20, 0, 0.1611], // Newcombe's example: 0/20
    [1, 29, 0.0061, 0.1718], // Newcombe's example: 1/29
  ];
  it.each(cases)('%i of %i is [%f, %f]', (k, n, low, high) => {
    const i = wilson(k, n);
    expect(i.low).toBeCloseTo(low, 4);
    expect(i.high).toBeCloseTo(high, 4);
  });

  it('agrees with the formula in another form, stays in [0, 1] and contains the proportion', () => {
    check(
      fc.property(
        fc
          .integer({ min: 1, max: 100_000 })
          .chain((n) => fc.tuple(fc.integer({ min: 0, max: n }), fc.constant(n))),
        ([k, n]) => {
          const i = wilson(k, n, 1.96);
          const [low, high] = newcombe(k, n);
          expect(i.low).toBeCloseTo(Math.max(0, low), 10);
          expect(i.high).toBeCloseTo(Math.min(1, high), 10);
          expect(0 <= i.low && i.low <= k / n && k / n <= i.high && i.high <= 1).toBe(true);
        },
      ),
    );
  });

  it('uses z = Φ⁻¹(0.975) by default and knows nothing from no trials', () => {
    expect(Z95).toBe(1.959963984540054);
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
  });
});

describe('histogram statistics', () => {
  const h = { 3: 1, 4: 1, 5: 1, 6: 1 };
  it('give the mean and nearest-rank quantiles, always observed values', () => {
    expect(histogramCount(h)).toBe(4);
    expect(histogramMean(h)).toBe(4.5);
    expect(histogramQuantile(h, 0.5)).toBe(4);
    expect(histogramQuantile(h, 0)).toBe(3);
    expect(histogramQuantile(h, 0.1)).toBe(3);
    expect(histogramQuantile(h, 0.9)).toBe(6);
    expect(histogramQuantile(h, 1)).toBe(6);
  });

  it('do not miss a rank by a rounding error (0.1 × 30 is 3)', () => {
    const thirty = { 1: 3, 2: 27 };
    expect(histogramQuantile(thirty, 0.1)).toBe(1);
  });

  it('are NaN for no observations', () => {
    expect(histogramMean({})).toBeNaN();
    expect(histogramQuantile({}, 0.5)).toBeNaN();
  });

  it('match the sorted list of observations', () => {
    check(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 200 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (xs, q) => {
          const hist: Record<string, number> = {};
          for (const x of xs) hist[x] = (hist[x] ?? 0) + 1;
          const sorted = [...xs].sort((a, b) => a - b);
          expect(histogramQuantile(hist, q)).toBe(sorted[Math.max(1, Math.ceil(q * xs.length - 1e-9)) - 1]);
          expect(histogramMean(hist)).toBeCloseTo(xs.reduce((a, b) => a + b, 0) / xs.length, 9);
        },
      ),
    );
  });
});
