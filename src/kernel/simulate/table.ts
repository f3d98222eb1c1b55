/**
 * A summary as a plain-text table for people: win rates by each seat category with 95%
 * Wilson intervals, the distribution of game lengths, outcome reasons, flags and
 * counters, and what each of them means.
 */
import type { CounterInfo, Described, SimulationGame } from '../game/simulation.js';
import { histogramEntries, histogramMean, histogramQuantile, wilson } from './stats.js';
import { gamesCovered, missingGames, type Summary } from './summary.js';

/** What the table needs to know of the game: titles, descriptions and the order of things. */
export type SummaryLabels = Pick<
  SimulationGame,
  'title' | 'categories' | 'flags' | 'counters' | 'lengthUnit'
>;

const percent = (x: number): string => (Number.isFinite(x) ? `${(100 * x).toFixed(1)}%` : '-');
const interval = (k: number, n: number): string => {
  const { low, high } = wilson(k, n);
  return n === 0 ? '-' : `${percent(low)} – ${percent(high)}`;
};
const count = (n: number): string => n.toLocaleString('en-US');

/** Rows of cells as aligned columns: left-aligned where `right` is false. */
function columns(rows: readonly (readonly string[])[], right: readonly boolean[]): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows.map((row) =>
    `  ${row.map((cell, i) => (right[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ')}`.trimEnd(),
  );
}

/** Declared names first, in the game's order, then any others the summary holds, sorted. */
function ordered<T extends Described>(declared: readonly T[], present: readonly string[]): (T | Described)[] {
  const known = new Set(declared.map((d) => d.name));
  return [
    ...declared.filter((d) => present.includes(d.name)),
    ...present
      .filter((name) => !known.has(name))
      .sort()
      .map((name) => ({ name, title: name, description: '' })),
  ];
}

function winRates(summary: Summary, labels: SummaryLabels | undefined): string[] {
  const out: string[] = [];
  for (const category of ordered(labels?.categories ?? [], Object.keys(summary.categories))) {
    const byValue = summary.categories[category.name] ?? {};
    // K9: a mean place column when the games gave places.
    const ranked = Object.values(byValue).some((t) => (t.ranked ?? 0) > 0);
    const rows = [
      [category.title, 'plays', 'wins', 'shared', 'win rate', '95% CI', ...(ranked ? ['mean rank'] : [])],
    ];
    for (const value of Object.keys(byValue).sort()) {
      const t = byValue[value]!;
      const rank = (t.ranked ?? 0) > 0 ? ((t.rankSum ?? 0) / t.ranked!).toFixed(2) : '-';
      rows.push([
        value,
        count(t.plays),
        count(t.wins),
        count(t.sharedWins),
        percent(t.wins / t.plays),
        interval(t.wins, t.plays),
        ...(ranked ? [rank] : []),
      ]);
    }
    out.push(
      '',
      `Win rate by ${category.title}`,
      ...columns(rows, [false, true, true, true, true, true, true]),
    );
  }
  return out;
}

function lengths(summary: Summary, unit: string): string[] {
  const entries = histogramEntries(summary.days);
  if (entries.length === 0) return [];
  const h = summary.days;
  const first = entries[0]![0];
  const last = entries[entries.length - 1]![0];
  // One row per day up to 25 rows; wider bins beyond.
  const width = Math.max(1, Math.ceil((last - first + 1) / 25));
  const bins: { from: number; to: number; n: number }[] = [];
  for (let from = first; from <= last; from += width)
    bins.push({ from, to: Math.min(last, from + width - 1), n: 0 });
  for (const [v, n] of entries) bins[Math.floor((v - first) / width)]!.n += n;
  const games = entries.reduce((a, [, n]) => a + n, 0);
  const most = Math.max(...bins.map((b) => b.n));
  const rows = bins.map((b) => [
    b.from === b.to ? `${b.from}` : `${b.from}–${b.to}`,
    count(b.n),
    percent(b.n / games),
    '#'.repeat(b.n === 0 ? 0 : Math.max(1, Math.round((40 * b.n) / most))),
  ]);
  const q = (p: number) => histogramQuantile(h, p);
  return [
    '',
    `Game length (${unit})`,
    `  mean ${histogramMean(h).toFixed(2)}, median ${q(0.5)}, p10 ${q(0.1)}, p90 ${q(0.9)}, shortest ${first}, longest ${last}`,
    ...columns(rows, [true, true, true, false]),
  ];
}

function reasons(summary: Summary, games: number): string[] {
  const rows = [['reason', 'games', 'share', '95% CI']];
  for (const reason of Object.keys(summary.reasons).sort()) {
    const n = summary.reasons[reason]!;
    rows.push([reason, count(n), percent(n / games), interval(n, games)]);
  }
  return rows.length === 1 ? [] : ['', 'How games ended', ...columns(rows, [false, true, true, true])];
}

function flags(summary: Summary, games: number, labels: SummaryLabels | undefined): string[] {
  const rows = [['flag', 'games', 'share', '95% CI']];
  for (const flag of ordered(labels?.flags ?? [], Object.keys(summary.flags))) {
    const n = summary.flags[flag.name] ?? 0;
    rows.push([flag.title, count(n), percent(n / games), interval(n, games)]);
  }
  return rows.length === 1 ? [] : ['', 'Flags (share of games)', ...columns(rows, [false, true, true, true])];
}

function counters(summary: Summary, games: number, labels: SummaryLabels | undefined): string[] {
  const declared = labels?.counters ?? [];
  const titleOf = (name: string) => declared.find((c) => c.name === name)?.title ?? name;
  const lines: string[] = [];
  for (const c of ordered<CounterInfo>(declared, Object.keys(summary.counters))) {
    const n = summary.counters[c.name] ?? 0;
    const of = 'shareOf' in c ? c.shareOf : undefined;
    if (of !== undefined) {
      const total = summary.counters[of] ?? 0;
      lines.push(`  ${c.title}: ${percent(n / total)} of ${titleOf(of)} (${count(n)} of ${count(total)})`);
    } else {
      lines.push(`  ${c.title}: ${count(n)} in all, ${(n / games).toFixed(2)} a game`);
    }
  }
  return lines.length === 0 ? [] : ['', 'Counters', ...lines];
}

const ranksShown = (summary: Summary): boolean =>
  Object.values(summary.categories).some((byValue) =>
    Object.values(byValue).some((t) => (t.ranked ?? 0) > 0),
  );

function definitions(summary: Summary, labels: SummaryLabels | undefined): string[] {
  const defined = [...(labels?.flags ?? []), ...(labels?.counters ?? [])].filter((d) => d.description !== '');
  return [
    '',
    'Notes',
    '  95% CI: Wilson score interval. A shared win (several winners) counts as a win for each',
    '  winner; "shared" says how many of the wins were shared. The seats of one game are not',
    '  independent of each other, so read the intervals of win rates as a guide.',
    ...(ranksShown(summary)
      ? ['  mean rank: the mean place (1 is first; tied seats share a place) of the seats that had one.']
      : []),
    ...defined.flatMap((d) => wrap(`${d.title}: ${d.description}`, 88, '  ', '    ')),
  ];
}

/** Splits text into lines of at most `width` characters (longer words stay whole). */
function wrap(text: string, width: number, first: string, rest: string): string[] {
  const lines: string[] = [];
  let line = first;
  for (const word of text.split(' ')) {
    const indent = lines.length === 0 ? first : rest;
    if (line.length > indent.length && line.length + 1 + word.length > width) {
      lines.push(line);
      line = rest + word;
    } else line += line.length > indent.length ? ` ${word}` : word;
  }
  lines.push(line);
  return lines;
}

/**
 * Renders a summary as a plain-text table. With the game's labels the categories, flags
 * and counters appear in the game's order with their titles and definitions; without
 * them, by name.
 * @example
 * ```ts
 * console.log(renderSummary(summary, CORPORATE_WAR_SIMULATION));
 * ```
 */
export function renderSummary(summary: Summary, labels?: SummaryLabels): string {
  const m = summary.meta;
  const games = gamesCovered(summary);
  const options = Object.entries(m.options).map(([k, v]) => `${k}=${v}`);
  const missing = missingGames(summary);
  const head = [
    `${labels?.title ?? m.game}: ${count(games)} of ${count(m.gamesTotal)} games`,
    `  seed "${m.seed}"; bots ${m.bots.join(', ')} (${m.schedule === 'round-robin' ? 'a round robin: every arrangement in the seats in turn' : 'rotated through the seats'}); options ${options.length > 0 ? options.join(', ') : 'the defaults'}`,
  ];
  if (missing.length > 0) {
    const shown = missing
      .slice(0, 5)
      .map(([from, to]) => (to - from === 1 ? `${from}` : `${from}–${to - 1}`));
    head.push(`  not covered yet: games ${shown.join(', ')}${missing.length > 5 ? ', …' : ''}`);
  }
  if (games === 0) return `${head.join('\n')}\n`;
  return `${[
    ...head,
    ...winRates(summary, labels),
    ...lengths(summary, labels?.lengthUnit ?? 'days'),
    ...reasons(summary, games),
    ...flags(summary, games, labels),
    ...counters(summary, games, labels),
    ...definitions(summary, labels),
  ].join('\n')}\n`;
}
