/**
 * `simulturn simulate --records FILE`: every game of a study, one line each, for the
 * analyses a summary cannot make (paired tests, regressions, a game picked out to replay
 * from its seed). `FILE.jsonl` (or `.ndjson`) holds each game's record as JSON with its
 * seed; `FILE.csv` a header and one row a game, each seat's values in columns of their
 * own. The lines come in game order whatever the workers did, so the file is the same on
 * any number of workers, and shards' files put end to end are the whole study's (a CSV
 * less its shards' repeated headers). The file is written beside its place and renamed
 * into it at the end: it is whole or absent, never half written.
 */
import { closeSync, constants, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { GameRecord, SimulationGame } from '../kernel/game/simulation.js';
import { gameSeed } from '../kernel/simulate/plan.js';
import type { StudyMeta } from '../kernel/simulate/summary.js';
import { syncDirectory, temporaryPath } from '../kernel/storage/atomic-write.js';
import { NO_FOLLOW } from '../kernel/storage/entries.js';
import { UsageError } from './simulate-files.js';

/** The two layouts of a records file. */
export type RecordsFormat = 'jsonl' | 'csv';

/** The layout a file's name asks for: `.jsonl` or `.ndjson`, or `.csv`; anything else is a usage error. */
export function recordsFormat(path: string): RecordsFormat {
  if (/\.(jsonl|ndjson)$/i.test(path)) return 'jsonl';
  if (/\.csv$/i.test(path)) return 'csv';
  throw new UsageError(`--records writes FILE.jsonl (JSON lines) or FILE.csv, got "${path}"`);
}

/** A records file being written. */
export interface RecordsWriter {
  /** Appends games, in game order. */
  write(records: readonly GameRecord[]): void;
  /** Flushes the file and puts it in its place. */
  finish(): void;
  /** Removes what was written (the study failed). */
  abort(): void;
}

const sorted = <T>(rec: Readonly<Record<string, T>>): Record<string, T> =>
  Object.fromEntries(
    Object.keys(rec)
      .sort()
      .map((k) => [k, rec[k]!]),
  );

/** One game as a line of JSON: its record, with its seed, keys in a fixed order. */
export function recordLine(record: GameRecord, meta: StudyMeta): string {
  return JSON.stringify({
    index: record.index,
    seed: gameSeed(meta.seed, record.index),
    days: record.days,
    reason: record.reason,
    winners: record.winners,
    seats: record.seats.map((s) => ({ categories: sorted(s.categories) })),
    ...(record.scores === undefined ? {} : { scores: record.scores }),
    ...(record.ranks === undefined ? {} : { ranks: record.ranks }),
    ...(record.eliminatedAt === undefined ? {} : { eliminatedAt: record.eliminatedAt }),
    flags: sorted(record.flags),
    counters: sorted(record.counters),
  });
}

/** A CSV field, quoted when it holds a comma, a quote or a line break. */
const field = (value: string | number | boolean | null | undefined): string => {
  const text =
    value === null || value === undefined
      ? ''
      : typeof value === 'boolean'
        ? value
          ? '1'
          : '0'
        : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The columns of a study's CSV: the game's declared names and any others its first record holds. */
export interface CsvColumns {
  /** How many seats. */
  readonly seats: number;
  /** Category names, a column each per seat. */
  readonly categories: readonly string[];
  /** Flag names. */
  readonly flags: readonly string[];
  /** Counter names. */
  readonly counters: readonly string[];
}

/** The columns for a game, from its declarations and a first record. */
export function csvColumns(game: SimulationGame, first: GameRecord): CsvColumns {
  const names = (declared: readonly { name: string }[], present: readonly string[]) => [
    ...declared.map((d) => d.name),
    ...present.filter((n) => !declared.some((d) => d.name === n)).sort(),
  ];
  return {
    seats: first.seats.length,
    categories: names(game.categories, [...new Set(first.seats.flatMap((s) => Object.keys(s.categories)))]),
    flags: names(game.flags, Object.keys(first.flags)),
    counters: names(game.counters, Object.keys(first.counters)),
  };
}

/**
 * The CSV header: `index, seed, length, reason, winners` (seat numbers from 1, spaced),
 * then for each seat j from 1 `seatj.<category>`, `seatj.won`, `seatj.score`,
 * `seatj.rank`, `seatj.eliminatedAt`, then `flag.<name>` (1 or 0) and `counter.<name>`.
 */
export function csvHeader(c: CsvColumns): string {
  const seatColumns = Array.from({ length: c.seats }, (_, j) => [
    ...c.categories.map((n) => `seat${j + 1}.${n}`),
    ...['won', 'score', 'rank', 'eliminatedAt'].map((n) => `seat${j + 1}.${n}`),
  ]).flat();
  return [
    'index',
    'seed',
    'length',
    'reason',
    'winners',
    ...seatColumns,
    ...c.flags.map((n) => `flag.${n}`),
    ...c.counters.map((n) => `counter.${n}`),
  ]
    .map(field)
    .join(',');
}

/** One game as a CSV row under {@link csvHeader}. */
export function csvRow(record: GameRecord, meta: StudyMeta, c: CsvColumns): string {
  const seatCells = Array.from({ length: c.seats }, (_, j) => {
    const seat = record.seats[j];
    return [
      ...c.categories.map((n) => seat?.categories[n]),
      record.winners.includes(j),
      record.scores?.[j],
      record.ranks?.[j],
      record.eliminatedAt?.[j],
    ];
  }).flat();
  return [
    record.index,
    gameSeed(meta.seed, record.index),
    record.days,
    record.reason,
    record.winners.map((w) => w + 1).join(' '),
    ...seatCells,
    ...c.flags.map((n) => record.flags[n]),
    ...c.counters.map((n) => record.counters[n]),
  ]
    .map(field)
    .join(',');
}

/**
 * Opens a records file of a study beside `path` (the caller has checked that it may be
 * written there). Throws a usage error naming the file if it cannot be created or written.
 */
export function openRecords(path: string, game: SimulationGame, meta: StudyMeta): RecordsWriter {
  const format = recordsFormat(path);
  const temporary = temporaryPath(path);
  let fd: number | undefined;
  const fail = (e: unknown): never => {
    throw new UsageError(`cannot write ${path}: ${e instanceof Error ? e.message : String(e)}`);
  };
  try {
    fd = openSync(temporary, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NO_FOLLOW, 0o644);
  } catch (e) {
    fail(e);
  }
  let columns: CsvColumns | undefined;
  const put = (text: string) => {
    try {
      writeSync(fd!, text);
    } catch (e) {
      fail(e);
    }
  };
  return {
    write(records) {
      const lines: string[] = [];
      for (const r of records) {
        if (format === 'jsonl') lines.push(recordLine(r, meta));
        else {
          if (columns === undefined) {
            columns = csvColumns(game, r);
            lines.push(csvHeader(columns));
          }
          lines.push(csvRow(r, meta, columns));
        }
      }
      if (lines.length > 0) put(`${lines.join('\n')}\n`);
    },
    finish() {
      try {
        fsyncSync(fd!);
        closeSync(fd!);
        fd = undefined;
        renameSync(temporary, path);
        syncDirectory(dirname(path));
      } catch (e) {
        this.abort();
        fail(e);
      }
    },
    abort() {
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
      rmSync(temporary, { force: true });
    },
  };
}
