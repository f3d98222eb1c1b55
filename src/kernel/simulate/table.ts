/**
 * A summary as a plain-text table for people: win rates by each seat category with 95%
 * Wilson intervals, the distribution of game lengths, outcome reasons, flags and
 * counters, and what each of them means.
 */
import type { CounterInfo, Described, SimulationGame } from '../game/simulation.js';
import { histogramEntries, histogramMean, histogramQuantile, wilson } from './stats.js';
import { gamesCovered, missingGames, type Summary } from './summary.js';
import { withoutVariance } from './variance.js';
import { describeVersions } from './versions.js';

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

/** A share as `62.4% (624/1,000)`, or `-` of nothing. */
const cell = (k: number, n: number): string =>
  n === 0 ? '-' : `${percent(k / n)} (${count(k)}/${count(n)})`;

/** Bot by seat: each seat's win rate of each bot, a row a seat (seats are many, bots few). */
function botBySeat(summary: Summary): string[] {
  const seats = summary.seats;
  if (seats === undefined) return [];
  const seatKeys = Object.keys(seats).sort((a, b) => Number(a) - Number(b));
  const bots = [...new Set(seatKeys.flatMap((k) => Object.keys(seats[k]!)))].sort();
  if (seatKeys.length < 2 || bots.length === 0) return [];
  const rows = [['seat', ...bots]];
  for (const k of seatKeys)
    rows.push([k, ...bots.map((b) => cell(seats[k]![b]?.wins ?? 0, seats[k]![b]?.plays ?? 0))]);
  return [
    '',
    'Win rate by bot and seat (wins/plays)',
    ...columns(
      rows,
      rows[0]!.map((_, i) => i > 0),
    ),
  ];
}

/** Bot against bot: how the row's bot did against the column's, from the row's side. */
function botAgainstBot(summary: Summary): string[] {
  const meetings = summary.meetings;
  if (meetings === undefined) return [];
  const bots = [...new Set(Object.entries(meetings).flatMap(([b, m]) => [b, ...Object.keys(m)]))].sort();
  if (bots.length === 0) return [];
  const rows = [['bot \\ against', ...bots]];
  for (const a of bots) {
    rows.push([
      a,
      ...bots.map((b) => {
        const m = meetings[a]?.[b];
        return m === undefined || m.games === 0
          ? '-'
          : `${percent(m.wins / m.games)} ${count(m.wins)}–${count(m.losses)}/${count(m.games)}`;
      }),
    ]);
  }
  return [
    '',
    "Bot against bot (the row's wins–losses against the column, of the games they met in)",
    ...columns(
      rows,
      rows[0]!.map((_, i) => i > 0),
    ),
  ];
}

/** Games by how many won: nobody, one alone, several (a shared win). */
function winnerCounts(summary: Summary, games: number): string[] {
  const w = summary.winners;
  if (w === undefined || games === 0) return [];
  const none = w[0] ?? 0;
  const one = w[1] ?? 0;
  const shared = games - none - one;
  const rows = [
    ['winners', 'games', 'share', '95% CI'],
    ['decided', count(games - none), percent((games - none) / games), interval(games - none, games)],
    ['  won alone', count(one), percent(one / games), interval(one, games)],
    ['  shared', count(shared), percent(shared / games), interval(shared, games)],
    ['nobody', count(none), percent(none / games), interval(none, games)],
  ];
  return ['', 'Who won', ...columns(rows, [false, true, true, true])];
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
    const over = 'meanOver' in c ? c.meanOver : undefined;
    if (of !== undefined) {
      const total = summary.counters[of] ?? 0;
      lines.push(`  ${c.title}: ${percent(n / total)} of ${titleOf(of)} (${count(n)} of ${count(total)})`);
    } else if (over !== undefined) {
      // Counted only in the games with the flag: its mean is over them, not over every game.
      const flagged = summary.flags[over] ?? 0;
      const flagTitle = labels?.flags.find((f) => f.name === over)?.title ?? over;
      lines.push(
        `  ${c.title}: ${flagged === 0 ? '-' : (n / flagged).toFixed(2)} on average over the ${count(flagged)} games with ${flagTitle} (${percent(flagged / games)} of games)`,
      );
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
  head.push(`  played by ${describeVersions(summary.versions)}`);
  const flat = withoutVariance(summary);
  if (flat !== null) head.push(...wrap(`warning: ${flat}`, 88, '  ', '    '));
  if (games === 0) return `${head.join('\n')}\n`;
  return `${[
    ...head,
    ...winRates(summary, labels),
    ...botBySeat(summary),
    ...botAgainstBot(summary),
    ...winnerCounts(summary, games),
    ...lengths(summary, labels?.lengthUnit ?? 'days'),
    ...reasons(summary, games),
    ...flags(summary, games, labels),
    ...counters(summary, games, labels),
    ...definitions(summary, labels),
  ].join('\n')}\n`;
}
