/**
 * The statistics of the simulator's table: the Wilson score interval for a proportion and
 * the mean and quantiles of a histogram of whole numbers.
 */

/** The two-sided 95% quantile of the standard normal distribution, Φ⁻¹(0.975). */
export const Z95 = 1.959963984540054;

/** A closed interval of proportions, 0 to 1. */
export interface Interval {
  /** The lower bound. */
  readonly low: number;
  /** The upper bound. */
  readonly high: number;
}

/**
 * The Wilson score interval for a proportion of `successes` in `trials` (95% by default):
 * unlike the normal approximation it stays inside [0, 1] and is not degenerate at 0 or n
 * successes. With no trials it is [0, 1]: nothing is known.
 * @example
 * ```ts
 * wilson(5, 10); // { low: 0.2366…, high: 0.7634… }
 * ```
 */
export function wilson(successes: number, trials: number, z: number = Z95): Interval {
  if (trials <= 0) return { low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const centre = p + z2 / (2 * trials);
  const spread = z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  const scale = 1 + z2 / trials;
  // At 0 or n successes the bound is exactly 0 or 1; the formula can miss it by an ulp.
  return {
    low: successes === 0 ? 0 : (centre - spread) / scale,
    high: successes === trials ? 1 : (centre + spread) / scale,
  };
}

/** A histogram of whole numbers: value (as a decimal key, as in JSON) to how often it occurred. */
export type Histogram = Readonly<Record<string, number>>;

/** The histogram's values and counts, in increasing order of value. */
export function histogramEntries(histogram: Histogram): [value: number, count: number][] {
  return Object.entries(histogram)
    .map(([k, n]): [number, number] => [Number(k), n])
    .filter(([, n]) => n > 0)
    .sort((a, b) => a[0] - b[0]);
}

/** How many observations a histogram holds. */
export function histogramCount(histogram: Histogram): number {
  let total = 0;
  for (const n of Object.values(histogram)) total += n;
  return total;
}

/** The mean of a histogram, or NaN if it is empty. */
export function histogramMean(histogram: Histogram): number {
  let total = 0;
  let sum = 0;
  for (const [v, n] of histogramEntries(histogram)) {
    total += n;
    sum += v * n;
  }
  return total === 0 ? Number.NaN : sum / total;
}

/**
 * The q-quantile of a histogram (0 ≤ q ≤ 1) by the nearest-rank rule: the smallest value
 * with at least a share q of the observations at or below it (at least one, so q = 0 is
 * the minimum). It is always an observed value: the median of 3, 4, 5, 6 is 4. NaN if
 * the histogram is empty.
 */
export function histogramQuantile(histogram: Histogram, q: number): number {
  const entries = histogramEntries(histogram);
  let total = 0;
  for (const [, n] of entries) total += n;
  if (total === 0) return Number.NaN;
  // The rank is a whole number; q * total can miss one by an ulp (0.1 * 30 = 3.0000000000000004).
  const rank = Math.max(1, Math.ceil(q * total - 1e-9));
  let seen = 0;
  for (const [v, n] of entries) {
    seen += n;
    if (seen >= rank) return v;
  }
  return entries[entries.length - 1]![0];
}
