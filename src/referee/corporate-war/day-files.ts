/**
 * The files a resolved day leaves besides the next dawn's state: each player's report as
 * JSON (`reports/<player>/day-<N>.json`, beside its Markdown rendering) and the referee's
 * archive of the day (`archive/day-<N>.json`: every player's orders, bots' included, and
 * the omniscient trace, for settling disputes; never sent to a player).
 */

import type { OrderInput } from '../../corporate-war/orders.js';
import { renderReport } from '../../corporate-war/render.js';
import type { PlayerReport } from '../../corporate-war/report.js';
import type { Trace } from '../../corporate-war/trace.js';
import type { PlayerId } from '../../corporate-war/vocabulary.js';
import { hash64 } from '../../kernel/hash.js';
import { isInt, isObj } from '../../kernel/input-checks.js';
import { err, ok, type Result } from '../../kernel/result.js';
import { fields, isHash, isPlayerId, versioned } from '../fields.js';
import type { RefereeIssue } from '../issues.js';
import { isOrderInput } from './orders-file.js';

/** The format tag of a report file. */
export const REPORT_FILE_FORMAT = 'simulturn/referee-report';
/** The version of the report file's format. */
export const REPORT_FILE_VERSION = 1;
/** The format tag of a day's archive. */
export const ARCHIVE_FILE_FORMAT = 'simulturn/referee-day';
/** The version of the archive's format. */
export const ARCHIVE_FILE_VERSION = 1;

/** A player's report of one day, as written for it. */
export interface ReportFile {
  readonly format: typeof REPORT_FILE_FORMAT;
  readonly version: typeof REPORT_FILE_VERSION;
  readonly player: PlayerId;
  readonly day: number;
  readonly report: PlayerReport;
  /**
   * The hash of the Markdown written beside it (`hash64` of its text), so that a later
   * version, which may word reports otherwise, still knows the file it wrote. Absent in
   * files written before it was kept.
   */
  readonly markdown?: string;
}

/** The referee's record of one day. */
export interface ArchiveFile {
  readonly format: typeof ARCHIVE_FILE_FORMAT;
  readonly version: typeof ARCHIVE_FILE_VERSION;
  readonly day: number;
  /** The hashes of the dawn the day started from and of the next. */
  readonly before: string;
  readonly after: string;
  /** The orders resolved, by player; null for a human player whose orders were missing (--force). */
  readonly orders: Readonly<Record<PlayerId, readonly OrderInput[] | null>>;
  readonly trace: Trace;
}

export const makeReportFile = (
  player: PlayerId,
  day: number,
  report: PlayerReport,
  markdown: string,
): ReportFile => ({
  format: REPORT_FILE_FORMAT,
  version: REPORT_FILE_VERSION,
  player,
  day,
  report,
  markdown: hash64(markdown),
});

/** Checks a report file's JSON: its wrapper and the report's main fields. */
export function parseReportFile(raw: unknown): Result<ReportFile, RefereeIssue[]> {
  const doc = versioned(raw, REPORT_FILE_FORMAT, REPORT_FILE_VERSION);
  if (!doc.ok) return doc;
  const r = doc.value;
  const f = fields();
  if (!isPlayerId(r.player)) f.bad(['player'], 'a player id');
  if (!isInt(r.day, 1, 1_000_000)) f.bad(['day'], 'a day number from 1');
  const p = r.report;
  if (!isObj(p)) f.bad(['report'], 'a player report');
  else {
    if (p.player !== r.player) f.bad(['report', 'player'], `the player "${String(r.player)}"`);
    if (p.day !== r.day) f.bad(['report', 'day'], `day ${String(r.day)}`);
    for (const k of ['orders', 'orderIssues', 'fallen', 'revived', 'groups']) {
      if (!Array.isArray(p[k])) f.bad(['report', k], 'a list');
    }
    if (!['playing', 'won', 'lost', 'drawn'].includes(p.result as string))
      f.bad(['report', 'result'], 'playing, won, lost or drawn');
  }
  if (r.markdown !== undefined && !isHash(r.markdown)) f.bad(['markdown'], 'the hash of the Markdown report');
  if (f.issues.length > 0) return err(f.issues);
  return ok(r as unknown as ReportFile);
}

/** Checks an archive's JSON: its fields and every order's form (the trace only as a record of the day). */
export function parseArchiveFile(raw: unknown): Result<ArchiveFile, RefereeIssue[]> {
  const doc = versioned(raw, ARCHIVE_FILE_FORMAT, ARCHIVE_FILE_VERSION);
  if (!doc.ok) return doc;
  const a = doc.value;
  const f = fields();
  if (!isInt(a.day, 1, 1_000_000)) f.bad(['day'], 'a day number from 1');
  if (!isHash(a.before)) f.bad(['before'], 'the hash of a dawn');
  if (!isHash(a.after)) f.bad(['after'], 'the hash of a dawn');
  if (!isObj(a.orders)) f.bad(['orders'], 'the orders by player');
  else {
    for (const [p, list] of Object.entries(a.orders)) {
      if (!isPlayerId(p) || !(list === null || (Array.isArray(list) && list.every(isOrderInput))))
        f.bad(['orders', p], 'a list of orders, or null');
    }
  }
  const t = a.trace;
  if (!isObj(t) || t.day !== a.day || !Array.isArray(t.events)) f.bad(['trace'], "the day's trace");
  if (f.issues.length > 0) return err(f.issues);
  return ok(a as unknown as ArchiveFile);
}

/**
 * Whether `markdown` is the Markdown written with a report file: the text whose hash the
 * file keeps. A file written before the hash was kept is checked against this version's
 * rendering, or, when reports were worded otherwise then, against its outline: the
 * heading for its player and day and one section per group of the report, in order.
 */
export function isRenderingOf(markdown: string, file: ReportFile, names: Record<string, string>): boolean {
  if (file.markdown !== undefined) return hash64(markdown) === file.markdown;
  if (markdown === renderSafely(file.report, names)) return true;
  const outline = (text: string) => text.split('\n').filter((l) => /^#{1,2} (Day |Group )/.test(l));
  return outline(markdown).join('\n') === outline(renderSafely(file.report, names)).join('\n');
}

/** The Markdown of a report, or '' when a hand-edited report cannot be rendered. */
function renderSafely(report: Parameters<typeof renderReport>[0], names: Record<string, string>): string {
  try {
    return renderReport(report, { format: 'markdown', names });
  } catch {
    return '';
  }
}
