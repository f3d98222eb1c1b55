/**
 * A comparison of two studies as a plain-text table for people: each share and the mean
 * length in both studies, the difference with its 95% interval, the two-sided p and the
 * p corrected for all the tests together, then the games it would take to see the
 * difference in the decided share, and the cautions.
 */
import type { Comparison, ShareDifference, StudySide } from './compare.js';
import type { SummaryLabels } from './table.js';
import { describeVersions } from './versions.js';

const count = (n: number): string => n.toLocaleString('en-US');
const percent = (x: number): string => `${(100 * x).toFixed(1)}%`;
const signed = (x: number, digits: number): string =>
  `${x > 0 ? '+' : x < 0 ? '−' : '±'}${Math.abs(x).toFixed(digits)}`;
/** A p-value to four decimals, or an upper bound below that. */
export const formatP = (p: number): string => (Number.isNaN(p) ? '-' : p < 0.0001 ? '<0.0001' : p.toFixed(4));

/** Rows of cells as aligned columns: the first left-aligned, the others right-aligned. */
function columns(rows: readonly (readonly string[])[]): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((c, i) => (widths[i] = Math.max(widths[i] ?? 0, c.length)));
  return rows.map((row) =>
    `  ${row.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')}`.trimEnd(),
  );
}

function studyLine(label: string, s: StudySide): string {
  const m = s.meta;
  const options = Object.entries(m.options).map(([k, v]) => `${k}=${v}`);
  return `  ${label}: seed "${m.seed}"; bots ${m.bots.join(', ')}${m.schedule === 'round-robin' ? ' (round robin)' : ''}; options ${options.length > 0 ? options.join(', ') : 'the defaults'}; ${count(s.games)} games; ${describeVersions(s.versions)}`;
}

function shareRows(title: string, heading: string, rows: readonly ShareDifference[]): string[] {
  if (rows.length === 0) return [];
  const cell = (k: number, n: number) => `${percent(k / n)} (${count(k)}/${count(n)})`;
  return [
    '',
    title,
    ...columns([
      [heading, 'first', 'second', 'difference', '95% CI', 'p', 'Holm'],
      ...rows.map((r) => [
        r.name,
        cell(r.first.successes, r.first.trials),
        cell(r.second.successes, r.second.trials),
        `${signed(100 * r.difference, 1)} pts`,
        `${signed(100 * r.interval.low, 1)} – ${signed(100 * r.interval.high, 1)}`,
        formatP(r.p),
        formatP(r.holm),
      ]),
    ]),
  ];
}

/**
 * Renders a comparison as a plain-text table; with the game's labels, the categories and
 * flags have their titles and the length its unit.
 */
export function renderComparison(c: Comparison, labels?: SummaryLabels): string {
  const unit = labels?.lengthUnit ?? 'days';
  const titleOf = (name: string, declared: readonly { name: string; title: string }[] | undefined) =>
    declared?.find((d) => d.name === name)?.title ?? name;
  const by = (group: string) => c.shares.filter((s) => s.group === group);
  const categories = [...new Set(c.shares.map((s) => s.group))].filter(
    (g) => g !== 'games' && g !== 'reason' && g !== 'flag',
  );
  const ordered = [
    ...(labels?.categories ?? []).map((d) => d.name).filter((n) => categories.includes(n)),
    ...categories.filter((n) => !(labels?.categories ?? []).some((d) => d.name === n)).sort(),
  ];
  const { length } = c;
  const lines = [
    `${labels?.title ?? c.game}: two studies compared (the second against the first)`,
    studyLine('first ', c.first),
    studyLine('second', c.second),
    `  they differ in: ${c.differ.length === 0 ? 'nothing (the same study)' : c.differ.join(', ')}`,
    '',
    'Games',
    ...columns([
      ['measure', 'first', 'second', 'difference', '95% CI', 'p', 'Holm'],
      ...by('games').map((r) => [
        'decided',
        `${percent(r.first.successes / r.first.trials)} (${count(r.first.successes)}/${count(r.first.trials)})`,
        `${percent(r.second.successes / r.second.trials)} (${count(r.second.successes)}/${count(r.second.trials)})`,
        `${signed(100 * r.difference, 1)} pts`,
        `${signed(100 * r.interval.low, 1)} – ${signed(100 * r.interval.high, 1)}`,
        formatP(r.p),
        formatP(r.holm),
      ]),
      [
        `mean length (${unit})`,
        `${length.first.mean.toFixed(2)} (sd ${Math.sqrt(length.first.variance).toFixed(2)})`,
        `${length.second.mean.toFixed(2)} (sd ${Math.sqrt(length.second.variance).toFixed(2)})`,
        signed(length.welch.difference, 2),
        `${signed(length.welch.interval.low, 2)} – ${signed(length.welch.interval.high, 2)}`,
        formatP(length.welch.p),
        formatP(length.holm),
      ],
    ]),
    ...shareRows('How games ended', 'reason', by('reason')),
    ...shareRows(
      'Flags (share of games)',
      'flag',
      by('flag').map((r) => ({ ...r, name: titleOf(r.name, labels?.flags) })),
    ),
    ...ordered.flatMap((g) =>
      shareRows(`Win rate by ${titleOf(g, labels?.categories)}`, titleOf(g, labels?.categories), by(g)),
    ),
  ];
  if (c.counters.length > 0) {
    lines.push(
      '',
      'Counters (a game; not tested: a summary keeps their sums, not their spread)',
      ...columns([
        ['counter', 'first', 'second', 'change'],
        ...c.counters.map((k) => [
          titleOf(k.name, labels?.counters),
          k.first.toFixed(2),
          k.second.toFixed(2),
          k.first === 0 ? '-' : `${signed(100 * (k.second / k.first - 1), 1)}%`,
        ]),
      ]),
    );
  }
  const decided = by('games')[0];
  const notes = [
    "Differences are the second study minus the first, in points for shares. 95% CI: Newcombe's " +
      "hybrid score interval for shares, Welch's for the mean length. p: two-sided, Fisher's exact " +
      `test for shares, Welch's t test for the mean length. Holm: p corrected by Holm's method for all ${c.shares.length + 1} ` +
      'tests here, to read when looking for whichever differs. The seats of one game are not ' +
      "independent, so read the win rates' tests as a guide.",
  ];
  if (decided !== undefined && c.gamesNeeded !== undefined) {
    const p1 = percent(decided.first.successes / decided.first.trials);
    const p2 = percent(decided.second.successes / decided.second.trials);
    notes.push(
      `To tell ${p1} from ${p2} decided, each study needs about ${count(c.gamesNeeded.usual)} games for ` +
        `p < 0.05 with 80% power, ${count(c.gamesNeeded.strict)} for p < 0.01 with 90% power (if these shares are the truth).`,
    );
  }
  lines.push('', 'Notes');
  for (const note of [...notes, ...c.notes]) lines.push(...wrap(note, 92, '  '));
  return `${lines.join('\n')}\n`;
}

function wrap(text: string, width: number, indent: string): string[] {
  const out: string[] = [];
  let line = indent;
  for (const word of text.split(' ')) {
    if (line.length > indent.length && line.length + 1 + word.length > width) {
      out.push(line);
      line = indent + word;
    } else line += line.length > indent.length ? ` ${word}` : word;
  }
  out.push(line);
  return out;
}
