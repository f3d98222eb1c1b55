/**
 * `simulturn simulate --sweep name=v1,v2,...`: one study for each value of a rules option
 * (for each combination, with several `--sweep`s), all with the same seed, so game g of
 * every study starts alike and only the option differs; played one after another on one
 * pool of workers; then a table of the studies side by side, each against the first.
 */
import { compareSummaries } from '../kernel/simulate/compare.js';
import { formatP } from '../kernel/simulate/compare-table.js';
import { histogramMean, wilson } from '../kernel/simulate/stats.js';
import { gamesCovered, type Summary } from '../kernel/simulate/summary.js';
import { UsageError } from './simulate-files.js';

/** One study of a sweep: its options and its names. */
export interface SweepPoint {
  /** The study's options: the `--rules` and this point's values. */
  readonly options: Readonly<Record<string, string>>;
  /** The values swept, as `name=value` pairs joined by commas; empty without a sweep. */
  readonly label: string;
  /** The same for a file name (`{sweep}`): `name-value` joined by `_`, other characters `_`. */
  readonly file: string;
}

/** The placeholder of a sweep's value in `--json` and `--records` file names. */
export const SWEEP_PLACEHOLDER = '{sweep}';

/**
 * The studies of a sweep: every combination of the values of each `--sweep name=v1,v2`
 * (the first flag's values varying slowest), each with the `--rules` options; the one
 * study of the options when there is no sweep. A name swept twice, also given by
 * `--rules`, or with no value or a value twice, is a usage error.
 */
export function sweepPoints(sweeps: readonly string[], base: Readonly<Record<string, string>>): SweepPoint[] {
  let points: { pairs: [string, string][] }[] = [{ pairs: [] }];
  const seen = new Set<string>();
  for (const text of sweeps) {
    const eq = text.indexOf('=');
    const name = eq <= 0 ? '' : text.slice(0, eq).trim();
    const values =
      eq <= 0
        ? []
        : text
            .slice(eq + 1)
            .split(',')
            .map((v) => v.trim());
    if (name === '' || values.length === 0 || values.some((v) => v === ''))
      throw new UsageError(`--sweep takes name=value1,value2,..., got "${text}"`);
    if (seen.has(name)) throw new UsageError(`--sweep names ${name} twice`);
    if (Object.hasOwn(base, name))
      throw new UsageError(`give ${name} by --sweep or by --rules (or --day-limit), not both`);
    const twice = values.find((v, i) => values.indexOf(v) !== i);
    if (twice !== undefined) throw new UsageError(`--sweep ${name} names the value ${twice} twice`);
    seen.add(name);
    points = points.flatMap((p) =>
      values.map((v) => ({ pairs: [...p.pairs, [name, v] as [string, string]] })),
    );
  }
  return points.map(({ pairs }) => {
    const options: Record<string, string> = Object.create(null);
    Object.assign(options, base);
    for (const [k, v] of pairs) options[k] = v;
    return {
      options,
      label: pairs.map(([k, v]) => `${k}=${v}`).join(', '),
      file: pairs.map(([k, v]) => `${k}-${v}`.replace(/[^A-Za-z0-9._-]/g, '_')).join('_'),
    };
  });
}

/**
 * A file name for one study of a sweep: `{sweep}` replaced by its values. With more than
 * one study the name must hold `{sweep}`, or every study would write the same file.
 */
export function sweepFile(flag: string, path: string, point: SweepPoint, studies: number): string {
  if (studies > 1 && !path.includes(SWEEP_PLACEHOLDER)) {
    throw new UsageError(
      `--${flag} ${path}: a sweep writes a file per study; put ${SWEEP_PLACEHOLDER} in the name, such as study-${SWEEP_PLACEHOLDER}.json`,
    );
  }
  return path.replaceAll(SWEEP_PLACEHOLDER, point.file);
}

const percent = (x: number): string => `${(100 * x).toFixed(1)}%`;

/**
 * The studies of a sweep side by side: each one's decided share with its 95% interval,
 * its mean length, each bot's win rate, and its decided share against the first study's
 * (the difference in points and Fisher's exact p).
 */
export function renderSweep(
  points: readonly SweepPoint[],
  summaries: readonly Summary[],
  unit: string,
): string {
  const first = summaries[0];
  if (first === undefined) return '';
  const bots = [...new Set(summaries.flatMap((s) => Object.keys(s.categories.bot ?? {})))].sort();
  const rows: string[][] = [
    ['study', 'games', 'decided', '95% CI', `mean ${unit}`, ...bots, 'decided − first', 'p'],
  ];
  summaries.forEach((s, i) => {
    const games = gamesCovered(s);
    const compared = compareSummaries(first, s);
    const decided = compared.ok ? compared.value.shares.find((r) => r.group === 'games') : undefined;
    const k = decided?.second.successes;
    const ci = k === undefined ? undefined : wilson(k, games);
    rows.push([
      points[i]!.label,
      games.toLocaleString('en-US'),
      k === undefined ? '-' : percent(k / games),
      ci === undefined ? '-' : `${percent(ci.low)} – ${percent(ci.high)}`,
      histogramMean(s.days).toFixed(2),
      ...bots.map((b) => {
        const t = s.categories.bot?.[b];
        return t === undefined || t.plays === 0 ? '-' : percent(t.wins / t.plays);
      }),
      i === 0 || decided === undefined
        ? ''
        : `${decided.difference >= 0 ? '+' : '−'}${Math.abs(100 * decided.difference).toFixed(1)} pts`,
      i === 0 || decided === undefined ? '' : formatP(decided.p),
    ]);
  });
  const widths: number[] = [];
  for (const row of rows) row.forEach((c, i) => (widths[i] = Math.max(widths[i] ?? 0, c.length)));
  const lines = rows.map((row) =>
    `  ${row.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')}`.trimEnd(),
  );
  return [
    `Sweep: ${summaries.length} studies, the same games (seed "${first.meta.seed}") under each value`,
    ...lines,
    "  Win rates by bot; p: Fisher's exact test of the decided share against the first study's",
    '  (simulturn simulate compare gives every test, with intervals).',
    '',
  ].join('\n');
}
