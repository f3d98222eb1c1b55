/**
 * Comparing two studies: the tests against values published or computed by other
 * software (SciPy 1.17 for Fisher's exact test, Student's t and the normal quantile;
 * Newcombe 1998, table II, method 10, for the interval of a difference), the comparison
 * of two summaries (refusing two games, each difference the second minus the first,
 * Holm's correction), its table, and the warning for a study whose games all ended alike.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../../src/kernel/game/simulation.js';
import { compareSummaries, decidedGames, histogramMoments } from '../../src/kernel/simulate/compare.js';
import { renderComparison } from '../../src/kernel/simulate/compare-table.js';
import {
  fisherExact,
  gamesToDetect,
  holm,
  lnGamma,
  newcombeDifference,
  normalQuantile,
  studentQuantile,
  studentTwoSided,
  welch,
} from '../../src/kernel/simulate/significance.js';
import { addRecords, emptySummary, parseSummary, type Summary } from '../../src/kernel/simulate/summary.js';
import { withoutVariance } from '../../src/kernel/simulate/variance.js';
import { TOY_GAME, toyMeta } from '../support/toy-simulation.js';

describe('the tests', () => {
  it("Fisher's exact test gives SciPy's two-sided p", () => {
    expect(fisherExact(3, 4, 1, 4)).toBeCloseTo(0.4857142857142857, 12);
    expect(fisherExact(136, 1000, 161, 1000)).toBeCloseTo(0.13115256634796837, 10);
    expect(fisherExact(1, 10, 9, 10)).toBeCloseTo(0.001093333910671372, 12);
    expect(fisherExact(0, 10, 10, 10)).toBeCloseTo(1.082508822446903e-5, 14);
    expect(fisherExact(250, 1000, 300, 1000)).toBeCloseTo(0.014093391894333672, 10);
    expect(fisherExact(0, 5, 0, 7)).toBe(1);
  });

  it("Newcombe's interval gives his published values", () => {
    const cases: [k1: number, n1: number, k2: number, n2: number, low: number, high: number][] = [
      [48, 80, 56, 70, 0.0524, 0.3339],
      [3, 10, 9, 10, 0.1705, 0.809],
      [0, 29, 5, 56, -0.0381, 0.1926],
      [0, 20, 0, 10, -0.1611, 0.2775],
      [0, 10, 0, 10, -0.2775, 0.2775],
      [0, 20, 10, 10, 0.6791, 1],
      [0, 10, 10, 10, 0.6075, 1],
    ];
    for (const [k1, n1, k2, n2, low, high] of cases) {
      const i = newcombeDifference(k1, n1, k2, n2);
      expect([i.low, i.high].map((x) => x.toFixed(4))).toEqual([low.toFixed(4), high.toFixed(4)]);
    }
  });

  it("Student's t, Welch's test and the normal quantile give SciPy's values", () => {
    expect(studentTwoSided(2, 10)).toBeCloseTo(0.07338803477074037, 12);
    expect(studentTwoSided(2.5, 3)).toBeCloseTo(0.08770664700806556, 12);
    expect(studentQuantile(0.975, 10)).toBeCloseTo(2.228138851986274, 9);
    expect(studentQuantile(0.975, 3)).toBeCloseTo(3.1824463052837078, 9);
    expect(studentQuantile(0.995, 120)).toBeCloseTo(2.6174211451068654, 9);
    // scipy.stats.ttest_ind_from_stats(5, 2, 10, 7, 3, 12, equal_var=False)
    const w = welch({ n: 10, mean: 5, variance: 4 }, { n: 12, mean: 7, variance: 9 });
    expect(w.p).toBeCloseTo(0.07754643868205859, 12);
    expect(w.difference).toBe(2);
    for (const [q, z] of [
      [0.5, 0],
      [0.975, 1.959963984540054],
      [0.995, 2.5758293035489],
      [0.9, 1.2815515655446004],
      [1e-6, -4.753424308822899],
    ] as const) {
      expect(normalQuantile(q)).toBeCloseTo(z, 7);
    }
    expect(lnGamma(10)).toBeCloseTo(Math.log(362880), 12);
    expect(lnGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
  });

  it("sizes a study by Fleiss's formula and corrects p-values by Holm's method", () => {
    // Fleiss without continuity correction, computed with SciPy's normal quantiles.
    expect(gamesToDetect(0.136, 0.161, 0.05, 0.8)).toBe(3175);
    expect(gamesToDetect(0.136, 0.161, 0.01, 0.9)).toBe(6019);
    expect(gamesToDetect(0.5, 0.6)).toBe(388);
    expect(gamesToDetect(0.3, 0.3)).toBe(Number.POSITIVE_INFINITY);
    expect(holm([0.01, 0.04, 0.03, 0.005])).toEqual([0.03, 0.06, 0.06, 0.02]);
    expect(holm([0.5, 0.9])).toEqual([1, 1]);
  });
});

/** A study of `n` games of one length each, `decided` of them won by seat 0. */
function study(n: number, decided: number, options: Record<string, string> = {}, days = 5): Summary {
  const records: GameRecord[] = Array.from({ length: n }, (_, index) => ({
    index,
    days: days + (index % 3),
    reason: index < decided ? 'victory' : 'day-limit',
    winners: index < decided ? [0] : [],
    seats: [{ categories: { bot: 'a' } }, { categories: { bot: 'b' } }],
    flags: {},
    counters: { shots: 2 },
  }));
  return addRecords(emptySummary({ ...toyMeta(n), bots: ['a', 'b'], options }), records);
}

describe('compareSummaries', () => {
  it('compares the decided share, the length, reasons and win rates, the second minus the first', () => {
    const first = study(1000, 864, { duel: 'ratio' });
    const second = study(1000, 839, { duel: 'd6' }, 6);
    const c = compareSummaries(first, second);
    if (!c.ok) throw new Error(c.error[0]!.message);
    const decided = c.value.shares.find((s) => s.group === 'games')!;
    expect(decided.first).toEqual({ successes: 864, trials: 1000 });
    expect(decided.second).toEqual({ successes: 839, trials: 1000 });
    expect(decided.difference).toBeCloseTo(-0.025, 12);
    expect(decided.p).toBeCloseTo(fisherExact(864, 1000, 839, 1000), 15);
    expect(decided.interval).toEqual(newcombeDifference(864, 1000, 839, 1000));
    const a = c.value.shares.find((s) => s.group === 'bot' && s.name === 'a')!;
    expect(a.first).toEqual({ successes: 864, trials: 1000 });
    expect(c.value.shares.find((s) => s.group === 'bot' && s.name === 'b')!.p).toBe(1);
    expect(c.value.length.welch.difference).toBeCloseTo(1, 12);
    expect(c.value.length.welch.p).toBeLessThan(1e-10);
    // Holm over every test: never below the test's own p.
    for (const s of c.value.shares) expect(s.holm).toBeGreaterThanOrEqual(s.p);
    expect(c.value.differ).toEqual(['options']);
    expect(c.value.gamesNeeded).toEqual({
      usual: gamesToDetect(0.864, 0.839, 0.05, 0.8),
      strict: gamesToDetect(0.864, 0.839, 0.01, 0.9),
    });
    expect(c.value.counters).toEqual([{ name: 'shots', first: 2, second: 2 }]);
    expect(c.value.notes.join(' ')).toContain('their games are paired');
    const text = renderComparison(c.value, TOY_GAME);
    expect(text).toMatch(/^Toy: two studies compared/);
    expect(text).toMatch(/decided +86\.4% \(864\/1,000\) +83\.9% \(839\/1,000\) +−2\.5 pts/);
    expect(text).toContain('To tell 86.4% from 83.9% decided, each study needs about');
    expect(text).toContain('they differ in: options');
  });

  it('refuses studies of two games, and an empty summary', () => {
    const other = { ...study(10, 5), meta: { ...study(10, 5).meta, game: 'chess' } };
    const r = compareSummaries(study(10, 5), other);
    expect(r.ok ? [] : r.error.map((i) => [i.code, i.message])).toEqual([
      [
        'compare/different-game',
        'the summaries are of different games (toy and chess); only studies of one game can be compared',
      ],
    ]);
    const empty = compareSummaries(emptySummary(toyMeta(5)), study(10, 5));
    expect(empty.ok ? [] : empty.error.map((i) => i.code)).toEqual(['compare/no-games']);
  });

  it('reads the decided share from an undecided flag in a summary written before winners were counted', () => {
    const { winners: _w, ...old } = study(20, 15);
    expect(decidedGames({ ...old, flags: { undecided: 5 } })).toBe(15);
    expect(decidedGames(old)).toBeUndefined();
    expect(histogramMoments({ 2: 1, 4: 1 })).toEqual({ n: 2, mean: 3, variance: 2 });
  });
});

describe('withoutVariance', () => {
  const read = (path: string): Summary => {
    const r = parseSummary(JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')));
    if (!r.ok) throw new Error(r.error[0]!.message);
    return r.value;
  };

  it('warns of a study whose games all ended alike, and not of one whose games vary', () => {
    // Galactic Overlord's aggressor against its economist: 1,000 games alike (issue found so).
    const flat = read('../../docs/research/galactic-overlord-2026-11-24/aggressor-economist-2p-1k.json');
    expect(withoutVariance(flat)).toMatch(
      /^all 1,000 games ended alike \(length 4, overlord, each bot winning/,
    );
    expect(withoutVariance(read('../../docs/research/bots-2026-11-24/default-10k.json'))).toBeNull();
    expect(withoutVariance(study(1, 1))).toBeNull();
  });
});
