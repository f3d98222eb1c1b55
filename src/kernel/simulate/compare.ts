/**
 * Two studies of one game side by side: what differs between them (the decided share,
 * the mean length, each reason, flag and win rate), each difference with its 95%
 * interval and a two-sided test, and how many games it would take to see the difference
 * in the decided share. Studies of different games are refused: their figures do not
 * measure the same things. Everything is computed from the summaries alone, exactly and
 * without random draws, so a comparison is the same on every machine.
 *
 * @example
 * ```ts
 * const c = compareSummaries(ratio, d6);
 * if (c.ok) console.log(renderComparison(c.value, CORPORATE_WAR_SIMULATION));
 * ```
 */
import type { SimulationIssue } from '../game/simulation-issue.js';
import { canonicalJson } from '../hash.js';
import { err, ok, type Result } from '../result.js';
import { simulationIssue } from './issues.js';
import {
  fisherExact,
  gamesToDetect,
  holm,
  type Moments,
  newcombeDifference,
  type WelchResult,
  welch,
} from './significance.js';
import { type Histogram, histogramEntries, type Interval } from './stats.js';
import { gamesCovered, type StudyMeta, type Summary } from './summary.js';
import type { SummaryVersions } from './versions.js';

/** A count out of a total: games with a flag, seats that won. */
export interface Proportion {
  /** How many had it. */
  readonly successes: number;
  /** Out of how many. */
  readonly trials: number;
}

/** One share compared: a decided share, a reason's, a flag's, a win rate. */
export interface ShareDifference {
  /** What is compared: `games` (the decided share), `reason`, `flag`, or a category's name (`bot`). */
  readonly group: string;
  /** Which one: `decided`, the reason, the flag or the category's value. */
  readonly name: string;
  /** In the first study. */
  readonly first: Proportion;
  /** In the second. */
  readonly second: Proportion;
  /** The second share minus the first. */
  readonly difference: number;
  /** Newcombe's 95% interval of the difference. */
  readonly interval: Interval;
  /** Fisher's exact test, two-sided. */
  readonly p: number;
  /** The p-value corrected by Holm's method for every test of the comparison. */
  readonly holm: number;
}

/** The mean game length compared. */
export interface MeanDifference {
  /** The first study's lengths. */
  readonly first: Moments;
  /** The second's. */
  readonly second: Moments;
  /** Welch's test: the difference (second minus first), its 95% interval and p. */
  readonly welch: WelchResult;
  /** The p-value corrected by Holm's method for every test of the comparison. */
  readonly holm: number;
}

/** A counter's mean per game in each study; not tested (a summary keeps sums, not spreads). */
export interface CounterMeans {
  /** The counter's name. */
  readonly name: string;
  /** Its mean per game in the first study. */
  readonly first: number;
  /** In the second. */
  readonly second: number;
}

/** How many games each study needs to tell two decided shares apart. */
export interface GamesNeeded {
  /** At p < 0.05 with 80% power. */
  readonly usual: number;
  /** At p < 0.01 with 90% power. */
  readonly strict: number;
}

/** Two studies of one game compared (see {@link compareSummaries}). */
export interface Comparison {
  /** The game. */
  readonly game: string;
  /** The first study, its games and versions. */
  readonly first: StudySide;
  /** The second. */
  readonly second: StudySide;
  /** The fields of the studies' metas that differ: `seed`, `bots`, `schedule`, `options`, `gamesTotal`. */
  readonly differ: readonly string[];
  /** The decided share (when both summaries tell it), the reasons', the flags' and the win rates. */
  readonly shares: readonly ShareDifference[];
  /** The mean length. */
  readonly length: MeanDifference;
  /** The counters' means per game. */
  readonly counters: readonly CounterMeans[];
  /** Games each study would need to see the difference in the decided share; absent without one. */
  readonly gamesNeeded?: GamesNeeded;
  /** Cautions: versions that differ, paired games, partial studies. */
  readonly notes: readonly string[];
}

/** One side of a comparison. */
export interface StudySide {
  /** The study. */
  readonly meta: StudyMeta;
  /** The games its summary covers. */
  readonly games: number;
  /** The code that played it, when its summary says. */
  readonly versions?: SummaryVersions;
}

/** The moments of a histogram of whole numbers. */
export function histogramMoments(histogram: Histogram): Moments {
  let n = 0;
  let sum = 0;
  for (const [v, k] of histogramEntries(histogram)) {
    n += k;
    sum += v * k;
  }
  const mean = n === 0 ? Number.NaN : sum / n;
  let squares = 0;
  for (const [v, k] of histogramEntries(histogram)) squares += k * (v - mean) ** 2;
  return { n, mean, variance: n > 1 ? squares / (n - 1) : 0 };
}

/** Games with at least one winner: from the numbers of winners, else from an `undecided` flag. */
export function decidedGames(summary: Summary): number | undefined {
  const games = gamesCovered(summary);
  if (summary.winners !== undefined) return games - (summary.winners[0] ?? 0);
  const undecided = summary.flags.undecided;
  return undecided === undefined ? undefined : games - undecided;
}

const META_FIELDS = ['seed', 'bots', 'schedule', 'options', 'gamesTotal'] as const;

/**
 * Compares two summaries of one game: every share both can tell (the decided share, each
 * reason, each flag, each category value's win rate) by Fisher's exact test and
 * Newcombe's interval, the mean length by Welch's, every p also corrected by Holm's
 * method for all the tests together; differences are the second minus the first. Fails
 * with `compare/different-game` for studies of two games and `compare/no-games` for an
 * empty summary.
 */
export function compareSummaries(first: Summary, second: Summary): Result<Comparison, SimulationIssue[]> {
  if (first.meta.game !== second.meta.game) {
    return err([
      simulationIssue('compare/different-game', ['meta', 'game'], {
        first: first.meta.game,
        second: second.meta.game,
      }),
    ]);
  }
  const n1 = gamesCovered(first);
  const n2 = gamesCovered(second);
  const empty = n1 === 0 ? 'first' : n2 === 0 ? 'second' : undefined;
  if (empty !== undefined) return err([simulationIssue('compare/no-games', [empty], { which: empty })]);

  const raw: Omit<ShareDifference, 'holm'>[] = [];
  const share = (group: string, name: string, a: Proportion, b: Proportion) => {
    const { successes: k1, trials: t1 } = a;
    const { successes: k2, trials: t2 } = b;
    raw.push({
      group,
      name,
      first: a,
      second: b,
      difference: k2 / t2 - k1 / t1,
      interval: newcombeDifference(k1, t1, k2, t2),
      p: fisherExact(k1, t1, k2, t2),
    });
  };
  const d1 = decidedGames(first);
  const d2 = decidedGames(second);
  if (d1 !== undefined && d2 !== undefined)
    share('games', 'decided', { successes: d1, trials: n1 }, { successes: d2, trials: n2 });
  const union = (a: object, b: object) => [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  for (const reason of union(first.reasons, second.reasons)) {
    share(
      'reason',
      reason,
      { successes: first.reasons[reason] ?? 0, trials: n1 },
      { successes: second.reasons[reason] ?? 0, trials: n2 },
    );
  }
  for (const flag of union(first.flags, second.flags)) {
    share(
      'flag',
      flag,
      { successes: first.flags[flag] ?? 0, trials: n1 },
      { successes: second.flags[flag] ?? 0, trials: n2 },
    );
  }
  for (const category of union(first.categories, second.categories)) {
    const a = first.categories[category] ?? {};
    const b = second.categories[category] ?? {};
    for (const value of union(a, b)) {
      const ta = a[value];
      const tb = b[value];
      // A value that one study never seated (another bot) has no win rate to compare.
      if (ta === undefined || tb === undefined || ta.plays === 0 || tb.plays === 0) continue;
      share(
        category,
        value,
        { successes: ta.wins, trials: ta.plays },
        { successes: tb.wins, trials: tb.plays },
      );
    }
  }
  const m1 = histogramMoments(first.days);
  const m2 = histogramMoments(second.days);
  const lengthTest = welch(m1, m2);
  const corrected = holm([...raw.map((r) => r.p), lengthTest.p]);
  const shares = raw.map((r, i) => ({ ...r, holm: corrected[i]! }));
  const counters = union(first.counters, second.counters).map((name) => ({
    name,
    first: (first.counters[name] ?? 0) / n1,
    second: (second.counters[name] ?? 0) / n2,
  }));
  const differ = META_FIELDS.filter(
    (f) =>
      canonicalJson(f === 'schedule' ? (first.meta.schedule ?? 'rotation') : first.meta[f]) !==
      canonicalJson(f === 'schedule' ? (second.meta.schedule ?? 'rotation') : second.meta[f]),
  );
  const decided = shares.find((s) => s.group === 'games');
  const gamesNeeded =
    decided === undefined || decided.difference === 0
      ? undefined
      : {
          usual: gamesToDetect(
            decided.first.successes / decided.first.trials,
            decided.second.successes / decided.second.trials,
            0.05,
            0.8,
          ),
          strict: gamesToDetect(
            decided.first.successes / decided.first.trials,
            decided.second.successes / decided.second.trials,
            0.01,
            0.9,
          ),
        };
  return ok({
    game: first.meta.game,
    first: side(first, n1),
    second: side(second, n2),
    differ,
    shares,
    length: { first: m1, second: m2, welch: lengthTest, holm: corrected[raw.length]! },
    counters,
    ...(gamesNeeded === undefined ? {} : { gamesNeeded }),
    notes: notes(first, second, n1, n2, differ),
  });
}

function side(summary: Summary, games: number): StudySide {
  return {
    meta: summary.meta,
    games,
    ...(summary.versions === undefined ? {} : { versions: summary.versions }),
  };
}

function notes(first: Summary, second: Summary, n1: number, n2: number, differ: readonly string[]): string[] {
  const out: string[] = [];
  if (canonicalJson(first.versions) !== canonicalJson(second.versions)) {
    out.push(
      'The studies were played by different code (or one summary does not say which): a difference may come from the code, not from what the studies set.',
    );
  }
  if (!differ.includes('seed') && !differ.includes('bots') && !differ.includes('schedule')) {
    out.push(
      'Both studies played the same game seeds with the same bots: their games are paired, and these tests, which treat them as independent, are conservative (a paired test of the games, from --records, would be sharper).',
    );
  }
  if (n1 < first.meta.gamesTotal || n2 < second.meta.gamesTotal) {
    out.push(
      `A summary covers part of its study only (${n1} of ${first.meta.gamesTotal}, ${n2} of ${second.meta.gamesTotal} games): the comparison is of the games covered.`,
    );
  }
  if (differ.length === 0) out.push('The two summaries are of the same study.');
  return out;
}
