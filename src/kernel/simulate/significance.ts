/**
 * Tests of a difference between two studies, for `compare`: Fisher's exact test and
 * Newcombe's interval for two proportions, Welch's test and interval for two means, the
 * games a study needs to see a difference, and Holm's correction for many tests at once.
 * Pure arithmetic, with no random draws, so a comparison is the same on every machine.
 */
import { type Interval, wilson, Z95 } from './stats.js';

/** ln Γ(x) for x > 0 (Lanczos, g = 7, nine terms: about 15 correct digits). */
export function lnGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  const y = x - 1;
  let a = c[0]!;
  const t = y + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (y + i);
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(a);
}

/** ln of n choose k. */
const lnChoose = (n: number, k: number): number => lnGamma(n + 1) - lnGamma(k + 1) - lnGamma(n - k + 1);

/** The continued fraction of the incomplete beta function (modified Lentz). */
function betaFraction(a: number, b: number, x: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 10_000; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return h;
}

/** The regularized incomplete beta function I_x(a, b), 0 ≤ x ≤ 1. */
export function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(lnGamma(a + b) - lnGamma(a) - lnGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  return x < (a + 1) / (a + b + 2)
    ? (front * betaFraction(a, b, x)) / a
    : 1 - (front * betaFraction(b, a, 1 - x)) / b;
}

/** P(|T| ≥ |t|) for Student's t with `df` degrees of freedom: a two-sided p-value. */
export function studentTwoSided(t: number, df: number): number {
  if (!Number.isFinite(t)) return Number.isNaN(t) ? Number.NaN : 0;
  return incompleteBeta(df / (df + t * t), df / 2, 0.5);
}

/** The q-quantile of Student's t with `df` degrees of freedom, 0.5 ≤ q < 1 (by bisection). */
export function studentQuantile(q: number, df: number): number {
  let low = 0;
  let high = 1;
  while (studentTwoSided(high, df) / 2 > 1 - q) high *= 2;
  for (let i = 0; i < 200 && high - low > 1e-12 * high; i++) {
    const mid = (low + high) / 2;
    if (studentTwoSided(mid, df) / 2 > 1 - q) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** Φ⁻¹(q), the standard normal quantile, 0 < q < 1 (Acklam's approximation: a relative error below 1.2e-9). */
export function normalQuantile(q: number): number {
  if (q <= 0) return Number.NEGATIVE_INFINITY;
  if (q >= 1) return Number.POSITIVE_INFINITY;
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  if (q < low) {
    const r = Math.sqrt(-2 * Math.log(q));
    return (
      (((((c[0]! * r + c[1]!) * r + c[2]!) * r + c[3]!) * r + c[4]!) * r + c[5]!) /
      ((((d[0]! * r + d[1]!) * r + d[2]!) * r + d[3]!) * r + 1)
    );
  }
  if (q <= 1 - low) {
    const r = q - 0.5;
    const s = r * r;
    return (
      ((((((a[0]! * s + a[1]!) * s + a[2]!) * s + a[3]!) * s + a[4]!) * s + a[5]!) * r) /
      (((((b[0]! * s + b[1]!) * s + b[2]!) * s + b[3]!) * s + b[4]!) * s + 1)
    );
  }
  const r = Math.sqrt(-2 * Math.log(1 - q));
  return (
    -(((((c[0]! * r + c[1]!) * r + c[2]!) * r + c[3]!) * r + c[4]!) * r + c[5]!) /
    ((((d[0]! * r + d[1]!) * r + d[2]!) * r + d[3]!) * r + 1)
  );
}

/**
 * Fisher's exact test of two proportions, k1 of n1 against k2 of n2: the two-sided
 * p-value, the probability under equal proportions (given the margins) of a table at
 * most as likely as the one observed (R's `fisher.test`, with its relative tolerance).
 */
export function fisherExact(k1: number, n1: number, k2: number, n2: number): number {
  const k = k1 + k2;
  const n = n1 + n2;
  if (n1 === 0 || n2 === 0 || k === 0 || k === n) return 1;
  const lnP = (x: number) => lnChoose(n1, x) + lnChoose(n2, k - x) - lnChoose(n, k);
  const observed = lnP(k1);
  const limit = observed + Math.log1p(1e-7);
  let p = 0;
  for (let x = Math.max(0, k - n2); x <= Math.min(n1, k); x++) {
    const here = lnP(x);
    if (here <= limit) p += Math.exp(here);
  }
  return Math.min(1, p);
}

/**
 * Newcombe's hybrid score interval (his method 10, from the two Wilson intervals) for the
 * difference of two proportions, k2/n2 − k1/n1 (the second minus the first), 95% by
 * default. It stays within [−1, 1] and behaves at 0 and n successes.
 */
export function newcombeDifference(
  k1: number,
  n1: number,
  k2: number,
  n2: number,
  z: number = Z95,
): Interval {
  const p1 = k1 / n1;
  const p2 = k2 / n2;
  const w1 = wilson(k1, n1, z);
  const w2 = wilson(k2, n2, z);
  const d = p2 - p1;
  return {
    low: d - Math.sqrt((p2 - w2.low) ** 2 + (w1.high - p1) ** 2),
    high: d + Math.sqrt((w2.high - p2) ** 2 + (p1 - w1.low) ** 2),
  };
}

/** A sample as its size, mean and variance (with n − 1). */
export interface Moments {
  /** How many observations. */
  readonly n: number;
  /** Their mean. */
  readonly mean: number;
  /** Their sample variance (divided by n − 1); 0 with fewer than two. */
  readonly variance: number;
}

/** Welch's test of two means: the difference (second minus first), its 95% interval, and the two-sided p. */
export interface WelchResult {
  /** The second mean minus the first. */
  readonly difference: number;
  /** Its interval (95% by default). */
  readonly interval: Interval;
  /** Welch–Satterthwaite degrees of freedom. */
  readonly df: number;
  /** The two-sided p-value; 1 when neither sample varies and the means are equal. */
  readonly p: number;
}

/** Welch's unequal-variance t test and interval for the difference of two means. */
export function welch(a: Moments, b: Moments, confidence = 0.95): WelchResult {
  const difference = b.mean - a.mean;
  const va = a.variance / a.n;
  const vb = b.variance / b.n;
  const se = Math.sqrt(va + vb);
  if (se === 0) {
    const p = difference === 0 ? 1 : 0;
    return { difference, interval: { low: difference, high: difference }, df: Number.POSITIVE_INFINITY, p };
  }
  const df = (va + vb) ** 2 / ((a.n > 1 ? (va * va) / (a.n - 1) : 0) + (b.n > 1 ? (vb * vb) / (b.n - 1) : 0));
  const q = studentQuantile(1 - (1 - confidence) / 2, df);
  return {
    difference,
    interval: { low: difference - q * se, high: difference + q * se },
    df,
    p: studentTwoSided(difference / se, df),
  };
}

/**
 * How many games each of two studies needs to tell proportions p1 and p2 apart with a
 * two-sided test at level `alpha` with probability `power` (the normal approximation of
 * Fleiss, without continuity correction; Fisher's exact test needs a little more).
 * Infinity when they are equal.
 */
export function gamesToDetect(p1: number, p2: number, alpha = 0.05, power = 0.8): number {
  if (p1 === p2) return Number.POSITIVE_INFINITY;
  const za = normalQuantile(1 - alpha / 2);
  const zb = normalQuantile(power);
  const mean = (p1 + p2) / 2;
  const n =
    (za * Math.sqrt(2 * mean * (1 - mean)) + zb * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2))) ** 2 /
    (p1 - p2) ** 2;
  return Math.ceil(n);
}

/** Holm's step-down correction of p-values for testing them all at once, in the order given. */
export function holm(ps: readonly number[]): number[] {
  const order = ps.map((p, i) => [p, i] as const).sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const out = new Array<number>(ps.length);
  let running = 0;
  order.forEach(([p, i], rank) => {
    running = Math.max(running, Math.min(1, (ps.length - rank) * p));
    out[i] = running;
  });
  return out;
}
