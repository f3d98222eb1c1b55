/**
 * A study's results as plain JSON of whole-number counters only: which games it covers,
 * plays and wins by seat category, a histogram of game lengths, counts by outcome reason,
 * by flag and by counter. Adding and merging only add integers, so merging the shards of
 * a study gives exactly the summary of the whole run, in any order and grouping, and the
 * keys are kept sorted so that equal summaries are equal JSON text.
 *
 * @example
 * ```ts
 * const whole = mergeSummaries([shard1, shard2]);
 * if (whole.ok && isComplete(whole.value)) console.log(renderSummary(whole.value));
 * ```
 */

import type { GameRecord } from '../game/simulation.js';
import type { SimulationIssue } from '../game/simulation-issue.js';
import { canonicalJson } from '../hash.js';
import { SimulturnError } from '../issue.js';
import { err, ok, type Result } from '../result.js';
import { simulationIssue } from './issues.js';
import { SCHEDULES, type Schedule } from './schedule.js';
import type { GameRange } from './shard.js';
import type { Histogram } from './stats.js';
import { describeVersions, type SummaryVersions, versionsOf } from './versions.js';

/** The format tag of a summary file. */
export const SUMMARY_FORMAT = 'simulturn/simulation-summary';
/** The version of the summary format. */
export const SUMMARY_VERSION = 1;

/** What makes a study: two summaries merge only if these are equal. */
export interface StudyMeta {
  /** The game's id, such as `corporate-war`. */
  readonly game: string;
  /** The study's seed; game g is played from `${seed}/${g}`. */
  readonly seed: string;
  /** The bots, in rotation order (see `seatBots`), or the list a round robin arranges. */
  readonly bots: readonly string[];
  /**
   * How the bots are seated: the rotation when absent (and a summary of a rotation says
   * nothing, as summaries always did), or `round-robin`.
   */
  readonly schedule?: Schedule;
  /** The game options the study was played with. */
  readonly options: Readonly<Record<string, string>>;
  /** How many games the whole study has (N): its games are 0 to N-1. */
  readonly gamesTotal: number;
}

/**
 * Plays and wins of one category value (a bot, a corporation, an edge…). A shared win
 * (a game with several winners) counts as a win for each winner; `sharedWins` says how
 * many of the wins were shared.
 */
export interface Tally {
  /** Seats with this value. */
  readonly plays: number;
  /** Those of them that won, shared wins included. */
  readonly wins: number;
  /** Those wins that were shared with another seat. */
  readonly sharedWins: number;
  /**
   * K9: seats with this value whose game gave places (`GameRecord.ranks`); absent when
   * none did, so the summaries of games without places are as they always were.
   */
  readonly ranked?: number;
  /** K9: the sum of those seats' places, so the mean place is `rankSum / ranked`. */
  readonly rankSum?: number;
}

/**
 * How one bot did against another over the pairs of seats they sat in, in the same game:
 * from the first bot's side. A game counts once for each ordered pair of seats the two
 * sat in (once in a two-seat game; a bot against itself, in a mirror, counts both ways).
 */
export interface Meeting {
  /** Pairs of seats in which the bot met the opponent. */
  readonly games: number;
  /** Those in which the bot's seat won (shared wins included). */
  readonly wins: number;
  /** Those in which the opponent's seat won (shared wins included). */
  readonly losses: number;
}

/** A study's results, or a shard's. Plain JSON; every number is a whole number. */
export interface Summary {
  /** Always {@link SUMMARY_FORMAT}. */
  readonly format: typeof SUMMARY_FORMAT;
  /** Always {@link SUMMARY_VERSION}. */
  readonly version: typeof SUMMARY_VERSION;
  /** The study it is of. */
  readonly meta: StudyMeta;
  /**
   * Which code played it: simulturn's version and the game's. Absent from summaries
   * written before it was recorded, and from a merge of summaries of different versions.
   */
  readonly versions?: SummaryVersions;
  /** The games it covers, as sorted, disjoint, non-adjacent ranges. */
  readonly covered: readonly GameRange[];
  /** By category name, then value: plays and wins of the seats with that value. */
  readonly categories: Readonly<Record<string, Readonly<Record<string, Tally>>>>;
  /**
   * Bot by seat: by seat (from 1, as a decimal key), then bot (the `bot` category):
   * plays and wins. Absent from older summaries and from merges with one.
   */
  readonly seats?: Readonly<Record<string, Readonly<Record<string, Tally>>>>;
  /**
   * Bot against bot: by bot, then opponent, how they did when they met (see
   * {@link Meeting}). Absent from older summaries and from merges with one.
   */
  readonly meetings?: Readonly<Record<string, Readonly<Record<string, Meeting>>>>;
  /** Game length in days: days to number of games. */
  readonly days: Histogram;
  /**
   * Games by their number of winners: `0` undecided, `1` won alone, `2` and more a
   * shared win. Absent from older summaries and from merges with one.
   */
  readonly winners?: Histogram;
  /** Number of games by outcome reason. */
  readonly reasons: Readonly<Record<string, number>>;
  /** Number of games in which each flag was set. */
  readonly flags: Readonly<Record<string, number>>;
  /** Each counter summed over the games. */
  readonly counters: Readonly<Record<string, number>>;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type TallyTable = Record<string, Record<string, Mutable<Tally>>>;
interface Draft {
  covered: GameRange[];
  categories: TallyTable;
  // Undefined when a part lacked them (an older summary): they could not cover every game.
  seats: TallyTable | undefined;
  meetings: Record<string, Record<string, Mutable<Meeting>>> | undefined;
  days: Record<string, number>;
  winners: Record<string, number> | undefined;
  reasons: Record<string, number>;
  flags: Record<string, number>;
  counters: Record<string, number>;
}

/**
 * The summary of no games yet of a study, played by this library and (when given) the
 * game's version (`versionsOf(game)`; `runSimulation` gives it).
 */
export function emptySummary(meta: StudyMeta, versions: SummaryVersions = versionsOf(undefined)): Summary {
  return {
    format: SUMMARY_FORMAT,
    version: SUMMARY_VERSION,
    meta: canonicalMeta(meta),
    versions: canonicalVersions(versions),
    covered: [],
    categories: {},
    seats: {},
    meetings: {},
    days: {},
    winners: {},
    reasons: {},
    flags: {},
    counters: {},
  };
}

const canonicalVersions = (v: SummaryVersions): SummaryVersions =>
  v.game === undefined ? { library: v.library } : { library: v.library, game: v.game };

function canonicalMeta(meta: StudyMeta): StudyMeta {
  return {
    game: meta.game,
    seed: meta.seed,
    bots: [...meta.bots],
    // The rotation is the default and is not written, so its summaries are as they were.
    ...(meta.schedule === 'round-robin' ? { schedule: meta.schedule } : {}),
    options: sortedRecord(meta.options, (v) => v),
    gamesTotal: meta.gamesTotal,
  };
}

function sortedRecord<T, U>(rec: Readonly<Record<string, T>>, f: (v: T) => U): Record<string, U> {
  const out: Record<string, U> = {};
  for (const key of Object.keys(rec).sort()) out[key] = f(rec[key]!);
  return out;
}

const tallyTable = (t: Readonly<Record<string, Readonly<Record<string, Tally>>>>): TallyTable =>
  sortedRecord(t, (byValue) => sortedRecord(byValue, (x) => ({ ...x })));

function draftOf(s: Summary): Draft {
  return {
    covered: s.covered.map((r): GameRange => [r[0], r[1]]),
    categories: tallyTable(s.categories),
    seats: s.seats === undefined ? undefined : tallyTable(s.seats),
    meetings:
      s.meetings === undefined
        ? undefined
        : sortedRecord(s.meetings, (byOpponent) => sortedRecord(byOpponent, (m) => ({ ...m }))),
    days: { ...s.days },
    winners: s.winners === undefined ? undefined : { ...s.winners },
    reasons: { ...s.reasons },
    flags: { ...s.flags },
    counters: { ...s.counters },
  };
}

/** A draft as a summary with every key sorted, so equal summaries are equal JSON text. */
function finish(meta: StudyMeta, versions: SummaryVersions | undefined, d: Draft): Summary {
  const tally = (t: Tally): Tally => ({
    plays: t.plays,
    wins: t.wins,
    sharedWins: t.sharedWins,
    ...((t.ranked ?? 0) > 0 ? { ranked: t.ranked, rankSum: t.rankSum ?? 0 } : {}),
  });
  const meeting = (m: Meeting): Meeting => ({ games: m.games, wins: m.wins, losses: m.losses });
  return {
    format: SUMMARY_FORMAT,
    version: SUMMARY_VERSION,
    meta,
    ...(versions === undefined ? {} : { versions: canonicalVersions(versions) }),
    covered: coalesce(d.covered),
    categories: sortedRecord(d.categories, (byValue) => sortedRecord(byValue, tally)),
    // Integer-like keys (seats, lengths, numbers of winners) are kept in numeric order by JavaScript itself.
    ...(d.seats === undefined ? {} : { seats: sortedRecord(d.seats, (byBot) => sortedRecord(byBot, tally)) }),
    ...(d.meetings === undefined
      ? {}
      : { meetings: sortedRecord(d.meetings, (byOpponent) => sortedRecord(byOpponent, meeting)) }),
    days: sortedRecord(d.days, (n) => n),
    ...(d.winners === undefined ? {} : { winners: sortedRecord(d.winners, (n) => n) }),
    reasons: sortedRecord(d.reasons, (n) => n),
    flags: sortedRecord(d.flags, (n) => n),
    counters: sortedRecord(d.counters, (n) => n),
  };
}

/** Sorts ranges and joins adjacent ones. Overlaps are checked by the callers. */
function coalesce(ranges: readonly GameRange[]): GameRange[] {
  const sorted = ranges.filter((r) => r[1] > r[0]).sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [from, to] of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && from <= last[1]) last[1] = Math.max(last[1], to);
    else out.push([from, to]);
  }
  return out;
}

/** The first overlap of two ranges in a list, if any. */
function firstOverlap(ranges: readonly GameRange[]): GameRange | null {
  const sorted = [...ranges].filter((r) => r[1] > r[0]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let reach = Number.NEGATIVE_INFINITY;
  for (const [from, to] of sorted) {
    if (from < reach) return [from, Math.min(reach, to)];
    reach = Math.max(reach, to);
  }
  return null;
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

function recordProblem(r: GameRecord, meta: StudyMeta): string | null {
  if (!(Number.isSafeInteger(r.index) && r.index >= 0 && r.index < meta.gamesTotal)) {
    return `index ${r.index} is not a game of the study (0 to ${meta.gamesTotal - 1})`;
  }
  if (!isCount(r.days)) return `game ${r.index}: days must be a whole number, got ${r.days}`;
  if (typeof r.reason !== 'string' || r.reason === '') return `game ${r.index}: the reason must be a word`;
  const seen = new Set<number>();
  for (const w of r.winners) {
    if (!(Number.isInteger(w) && w >= 0 && w < r.seats.length) || seen.has(w)) {
      return `game ${r.index}: winner ${w} is not one seat of ${r.seats.length}`;
    }
    seen.add(w);
  }
  for (const [name, v] of Object.entries(r.counters)) {
    if (!isCount(v)) return `game ${r.index}: counter ${name} must be a whole number, got ${v}`;
  }
  return seatsProblem(r);
}

/** K9: the optional per-seat lists have one entry per seat, places from 1 to the seat count. */
function seatsProblem(r: GameRecord): string | null {
  const n = r.seats.length;
  const lists = { scores: r.scores, ranks: r.ranks, eliminatedAt: r.eliminatedAt };
  for (const [name, list] of Object.entries(lists)) {
    if (list !== undefined && list.length !== n)
      return `game ${r.index}: ${name} has ${list.length} entries for ${n} seats`;
  }
  if (r.scores?.some((x) => !Number.isFinite(x))) return `game ${r.index}: scores must be finite numbers`;
  if (r.ranks?.some((x) => !(Number.isInteger(x) && x >= 1 && x <= n)))
    return `game ${r.index}: ranks must be whole numbers from 1 to ${n}`;
  if (r.eliminatedAt?.some((x) => x !== null && !isCount(x)))
    return `game ${r.index}: eliminatedAt holds whole numbers (steps) or null`;
  return null;
}

/**
 * Adds played games to a summary and returns the new summary. Throws `SimulturnError` on
 * a programmer's error: a record outside the study, covered already, or malformed.
 */
export function addRecords(summary: Summary, records: readonly GameRecord[]): Summary {
  const d = draftOf(summary);
  const added: GameRange[] = [];
  for (const r of records) {
    const problem = recordProblem(r, summary.meta);
    if (problem !== null)
      throw new SimulturnError([simulationIssue('record/invalid', [r.index], { detail: problem })]);
    added.push([r.index, r.index + 1]);
    const shared = r.winners.length > 1 ? 1 : 0;
    const count = (t: Mutable<Tally>, j: number, won: number) => {
      t.plays += 1;
      t.wins += won;
      t.sharedWins += won * shared;
      const rank = r.ranks?.[j];
      if (rank !== undefined) {
        t.ranked = (t.ranked ?? 0) + 1;
        t.rankSum = (t.rankSum ?? 0) + rank;
      }
    };
    const fresh = (): Mutable<Tally> => ({ plays: 0, wins: 0, sharedWins: 0 });
    r.seats.forEach((seat, j) => {
      const won = r.winners.includes(j) ? 1 : 0;
      for (const [name, value] of Object.entries(seat.categories)) {
        count(((d.categories[name] ??= {})[value] ??= fresh()), j, won);
      }
      const bot = seat.categories.bot;
      if (bot !== undefined && d.seats !== undefined)
        count(((d.seats[j + 1] ??= {})[bot] ??= fresh()), j, won);
    });
    if (d.meetings !== undefined) addMeetings(d.meetings, r);
    d.days[r.days] = (d.days[r.days] ?? 0) + 1;
    if (d.winners !== undefined) d.winners[r.winners.length] = (d.winners[r.winners.length] ?? 0) + 1;
    d.reasons[r.reason] = (d.reasons[r.reason] ?? 0) + 1;
    for (const [name, set] of Object.entries(r.flags)) d.flags[name] = (d.flags[name] ?? 0) + (set ? 1 : 0);
    for (const [name, n] of Object.entries(r.counters)) d.counters[name] = (d.counters[name] ?? 0) + n;
  }
  const overlap = firstOverlap([...d.covered, ...added]);
  if (overlap !== null) {
    throw new SimulturnError([
      simulationIssue('summary/overlap', ['covered'], { from: overlap[0], to: overlap[1] }),
    ]);
  }
  d.covered.push(...added);
  return finish(summary.meta, summary.versions, d);
}

/** Counts every ordered pair of seats of a game whose seats name their bot. */
function addMeetings(into: Record<string, Record<string, Mutable<Meeting>>>, r: GameRecord): void {
  r.seats.forEach((a, i) => {
    const bot = a.categories.bot;
    if (bot === undefined) return;
    r.seats.forEach((b, j) => {
      const opponent = b.categories.bot;
      if (i === j || opponent === undefined) return;
      const m = ((into[bot] ??= {})[opponent] ??= { games: 0, wins: 0, losses: 0 });
      m.games += 1;
      m.wins += r.winners.includes(i) ? 1 : 0;
      m.losses += r.winners.includes(j) ? 1 : 0;
    });
  });
}

/** Adds one played game to a summary (see {@link addRecords}). */
export function addRecord(summary: Summary, record: GameRecord): Summary {
  return addRecords(summary, [record]);
}

const META_FIELDS = ['game', 'seed', 'bots', 'schedule', 'options', 'gamesTotal'] as const;

/** A field of two studies' metas, as compared: the schedule's absence is the rotation. */
const metaField = (meta: StudyMeta, field: (typeof META_FIELDS)[number]): string =>
  canonicalJson(field === 'schedule' ? (meta.schedule ?? 'rotation') : meta[field]);

/**
 * Merges summaries of parts of one study (shards, or runs of any games of it) into one.
 * The result does not depend on the order or grouping of the parts. Fails with
 * `summary/different-study` if their metas differ, with `summary/overlap` if two of
 * them cover the same game, and with `summary/different-versions` if they were played by
 * other versions of simulturn or the game (or one of them does not say), unless
 * `mixedVersions` allows it: the merge then records no versions. The cross-tabs and the
 * numbers of winners are merged when every part has them, and left out otherwise.
 */
export function mergeSummaries(
  summaries: readonly Summary[],
  options: MergeOptions = {},
): Result<Summary, SimulationIssue[]> {
  const first = summaries[0];
  if (first === undefined) return err([simulationIssue('summary/nothing-to-merge', [], {})]);
  const issues: SimulationIssue[] = [];
  summaries.forEach((s, i) => {
    for (const field of META_FIELDS) {
      if (metaField(s.meta, field) !== metaField(first.meta, field)) {
        issues.push(simulationIssue('summary/different-study', [i, 'meta', field], { field }));
      }
    }
  });
  if (issues.length > 0) return err(issues);
  const mixed = summaries.findIndex((s) => canonicalJson(s.versions) !== canonicalJson(first.versions));
  if (mixed >= 0 && options.mixedVersions !== true) {
    return err([
      simulationIssue('summary/different-versions', [mixed, 'versions'], {
        first: describeVersions(first.versions),
        other: describeVersions(summaries[mixed]!.versions),
      }),
    ]);
  }
  const overlap = firstOverlap(summaries.flatMap((s) => s.covered));
  if (overlap !== null) {
    return err([simulationIssue('summary/overlap', ['covered'], { from: overlap[0], to: overlap[1] })]);
  }
  const d = draftOf(emptySummary(first.meta));
  const add = (into: Record<string, number>, from: Readonly<Record<string, number>>) => {
    for (const [k, n] of Object.entries(from)) into[k] = (into[k] ?? 0) + n;
  };
  for (const s of summaries) {
    d.covered.push(...s.covered);
    addTallies(d.categories, s.categories);
    if (s.seats === undefined) d.seats = undefined;
    else if (d.seats !== undefined) addTallies(d.seats, s.seats);
    if (s.meetings === undefined) d.meetings = undefined;
    else if (d.meetings !== undefined) {
      for (const [bot, byOpponent] of Object.entries(s.meetings)) {
        const into = (d.meetings[bot] ??= {});
        for (const [opponent, m] of Object.entries(byOpponent)) {
          const u = (into[opponent] ??= { games: 0, wins: 0, losses: 0 });
          u.games += m.games;
          u.wins += m.wins;
          u.losses += m.losses;
        }
      }
    }
    add(d.days, s.days);
    if (s.winners === undefined) d.winners = undefined;
    else if (d.winners !== undefined) add(d.winners, s.winners);
    add(d.reasons, s.reasons);
    add(d.flags, s.flags);
    add(d.counters, s.counters);
  }
  return ok(finish(canonicalMeta(first.meta), mixed >= 0 ? undefined : first.versions, d));
}

/** What {@link mergeSummaries} may allow. */
export interface MergeOptions {
  /**
   * Merge summaries played by different versions of simulturn or the game (or that do
   * not say): the merge then records no versions. Refused by default.
   */
  readonly mixedVersions?: boolean;
}

/** Adds one table of tallies to another. */
function addTallies(into: TallyTable, from: Readonly<Record<string, Readonly<Record<string, Tally>>>>): void {
  for (const [name, byValue] of Object.entries(from)) {
    const table = (into[name] ??= {});
    for (const [value, t] of Object.entries(byValue)) {
      const u = (table[value] ??= { plays: 0, wins: 0, sharedWins: 0 });
      u.plays += t.plays;
      u.wins += t.wins;
      u.sharedWins += t.sharedWins;
      if (t.ranked !== undefined) {
        u.ranked = (u.ranked ?? 0) + t.ranked;
        u.rankSum = (u.rankSum ?? 0) + (t.rankSum ?? 0);
      }
    }
  }
}

/** How many games a summary covers. */
export function gamesCovered(summary: Summary): number {
  return summary.covered.reduce((n, [from, to]) => n + (to - from), 0);
}

/** The games of the study a summary does not cover yet, as sorted ranges. */
export function missingGames(summary: Summary): GameRange[] {
  const out: GameRange[] = [];
  let next = 0;
  for (const [from, to] of summary.covered) {
    if (from > next) out.push([next, from]);
    next = to;
  }
  if (next < summary.meta.gamesTotal) out.push([next, summary.meta.gamesTotal]);
  return out;
}

/** True once a summary covers every game of its study. */
export function isComplete(summary: Summary): boolean {
  return missingGames(summary).length === 0;
}

// ---------------------------------------------------------------------------------------
// Reading a summary file

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Checks parsed JSON (a summary file written by `simulturn simulate --json`) and returns
 * it as a summary, or typed issues naming what is wrong. Never throws.
 */
export function parseSummary(value: unknown): Result<Summary, SimulationIssue[]> {
  const issues: SimulationIssue[] = [];
  const bad = (path: (string | number)[], detail: string) =>
    issues.push(simulationIssue('summary/invalid', path, { detail }));
  if (!isObject(value) || value.format !== SUMMARY_FORMAT || value.version !== SUMMARY_VERSION) {
    const got = isObject(value)
      ? `${JSON.stringify(value.format)} version ${JSON.stringify(value.version)}`
      : 'not an object';
    return err([
      simulationIssue('summary/wrong-format', ['format'], {
        got,
        expected: `"${SUMMARY_FORMAT}" version ${SUMMARY_VERSION}`,
      }),
    ]);
  }
  const meta = value.meta;
  if (
    !isObject(meta) ||
    typeof meta.game !== 'string' ||
    typeof meta.seed !== 'string' ||
    !Array.isArray(meta.bots) ||
    !meta.bots.every((b) => typeof b === 'string') ||
    !isObject(meta.options) ||
    !Object.values(meta.options).every((v) => typeof v === 'string') ||
    !isCount(meta.gamesTotal) ||
    (meta.schedule !== undefined && !SCHEDULES.includes(meta.schedule as Schedule))
  ) {
    bad(
      ['meta'],
      `meta must be { game, seed, bots: string[], schedule?: ${SCHEDULES.join(' or ')}, options: { name: value }, gamesTotal }`,
    );
    return err(issues);
  }
  const gamesTotal = meta.gamesTotal;
  const covered: GameRange[] = [];
  if (!Array.isArray(value.covered)) bad(['covered'], 'covered must be a list of [from, to] ranges');
  else {
    value.covered.forEach((r: unknown, i: number) => {
      if (
        !Array.isArray(r) ||
        r.length !== 2 ||
        !isCount(r[0]) ||
        !isCount(r[1]) ||
        r[0] >= r[1] ||
        r[1] > gamesTotal
      ) {
        bad(['covered', i], `a range is [from, to] with 0 ≤ from < to ≤ ${gamesTotal}`);
      } else covered.push([r[0], r[1]]);
    });
    const overlap = firstOverlap(covered);
    if (overlap !== null) bad(['covered'], `games ${overlap[0]} to ${overlap[1] - 1} are covered twice`);
  }
  const counts = (field: 'days' | 'winners' | 'reasons' | 'flags' | 'counters'): Record<string, number> => {
    const rec = value[field];
    if (!isObject(rec)) {
      bad([field], `${field} must be an object of whole numbers`);
      return {};
    }
    for (const [k, n] of Object.entries(rec)) {
      if (!isCount(n)) bad([field, k], 'must be a whole number');
      if (field === 'days' && !/^(0|[1-9]\d*)$/.test(k))
        bad([field, k], 'a game length must be a whole number of days');
      if (field === 'winners' && !/^(0|[1-9]\d*)$/.test(k))
        bad([field, k], 'a number of winners must be a whole number');
    }
    return rec as Record<string, number>;
  };
  const days = counts('days');
  const reasons = counts('reasons');
  const flags = counts('flags');
  const counters = counts('counters');
  const tallies = (field: 'categories' | 'seats', what: string): Record<string, Record<string, Tally>> => {
    const out: Record<string, Record<string, Tally>> = {};
    const table = value[field];
    if (!isObject(table)) {
      bad([field], `${field} must be { ${what}: { value: tally } }`);
      return out;
    }
    for (const [name, byValue] of Object.entries(table)) {
      if (!isObject(byValue)) {
        bad([field, name], 'must be { value: { plays, wins, sharedWins } }');
        continue;
      }
      if (field === 'seats' && !/^[1-9]\d*$/.test(name))
        bad([field, name], 'a seat is a whole number from 1');
      out[name] = {};
      for (const [v, t] of Object.entries(byValue)) {
        if (!isObject(t) || !isCount(t.plays) || !isCount(t.wins) || !isCount(t.sharedWins)) {
          bad([field, name, v], 'a tally is { plays, wins, sharedWins } of whole numbers');
        } else if (t.wins > t.plays || t.sharedWins > t.wins) {
          bad([field, name, v], 'a tally needs sharedWins ≤ wins ≤ plays');
        } else if (t.ranked !== undefined || t.rankSum !== undefined) {
          // K9: places come as a pair, of at most every play, each place at least 1.
          if (!isCount(t.ranked) || !isCount(t.rankSum) || t.ranked > t.plays || t.rankSum < t.ranked) {
            bad(
              [field, name, v],
              'ranked and rankSum are whole numbers with ranked ≤ plays and ranked ≤ rankSum',
            );
          } else {
            const { plays, wins, sharedWins, ranked, rankSum } = t;
            out[name][v] = { plays, wins, sharedWins, ranked, rankSum };
          }
        } else out[name][v] = { plays: t.plays, wins: t.wins, sharedWins: t.sharedWins };
      }
    }
    return out;
  };
  const categories = tallies('categories', 'category');
  const seats = value.seats === undefined ? undefined : tallies('seats', 'seat');
  const meetings = value.meetings === undefined ? undefined : parseMeetings(value.meetings, bad);
  const winners = value.winners === undefined ? undefined : counts('winners');
  const versions = value.versions === undefined ? undefined : parseVersions(value.versions, bad);
  if (issues.length > 0) return err(issues);
  // Every covered game has one length and one reason.
  const games = covered.reduce((n, [from, to]) => n + (to - from), 0);
  const sum = (rec: Record<string, number>) => Object.values(rec).reduce((a, b) => a + b, 0);
  if (sum(days) !== games)
    bad(['days'], `the game lengths count ${sum(days)} games, but ${games} are covered`);
  if (sum(reasons) !== games)
    bad(['reasons'], `the reasons count ${sum(reasons)} games, but ${games} are covered`);
  if (winners !== undefined && sum(winners) !== games)
    bad(['winners'], `the numbers of winners count ${sum(winners)} games, but ${games} are covered`);
  for (const [k, n] of Object.entries(flags)) {
    if (n > games) bad(['flags', k], `set in ${n} games, but only ${games} are covered`);
  }
  if (issues.length > 0) return err(issues);
  const parsedMeta: StudyMeta = {
    game: meta.game,
    seed: meta.seed,
    bots: meta.bots as string[],
    ...(meta.schedule === undefined ? {} : { schedule: meta.schedule as Schedule }),
    options: meta.options as Record<string, string>,
    gamesTotal,
  };
  return ok(
    finish(canonicalMeta(parsedMeta), versions, {
      covered,
      categories,
      seats,
      meetings,
      days,
      winners,
      reasons,
      flags,
      counters,
    }),
  );
}

type Complain = (path: (string | number)[], detail: string) => void;

function parseVersions(v: unknown, bad: Complain): SummaryVersions | undefined {
  if (!isObject(v) || typeof v.library !== 'string' || (v.game !== undefined && !isCount(v.game))) {
    bad(['versions'], 'versions must be { library: "x.y.z", game?: a whole number }');
    return undefined;
  }
  return v.game === undefined ? { library: v.library } : { library: v.library, game: v.game as number };
}

function parseMeetings(v: unknown, bad: Complain): Record<string, Record<string, Meeting>> {
  const out: Record<string, Record<string, Meeting>> = {};
  if (!isObject(v)) {
    bad(['meetings'], 'meetings must be { bot: { opponent: { games, wins, losses } } }');
    return out;
  }
  for (const [bot, byOpponent] of Object.entries(v)) {
    if (!isObject(byOpponent)) {
      bad(['meetings', bot], 'must be { opponent: { games, wins, losses } }');
      continue;
    }
    out[bot] = {};
    for (const [opponent, m] of Object.entries(byOpponent)) {
      if (
        !isObject(m) ||
        !isCount(m.games) ||
        !isCount(m.wins) ||
        !isCount(m.losses) ||
        m.wins > m.games ||
        m.losses > m.games
      ) {
        bad(
          ['meetings', bot, opponent],
          'a meeting is { games, wins, losses } of whole numbers, wins and losses ≤ games',
        );
      } else out[bot][opponent] = { games: m.games, wins: m.wins, losses: m.losses };
    }
  }
  return out;
}
