/**
 * Checking a whole game's folder: every file of every day `game.json` has committed, each
 * against its versioned format and against the others. The states must have the hashes
 * `game.json` records; each day's archive must join its dawn to the next and hold the
 * orders accepted; the Markdown reports and the sheets must be what their JSON report and
 * state give. Optionally every day is resolved again from its archived orders, which must
 * give the next dawn exactly. Reads only; files of a day not yet committed are not read,
 * but anything in the folder that is not a plain file or folder (a link, a pipe) is told.
 */

import { renderReport } from '../corporate-war/render.js';
import { resolveDay } from '../corporate-war/resolve-day.js';
import { stateHash } from '../corporate-war/serialize.js';
import type { GameState } from '../corporate-war/state.js';
import { canonicalJson, hash64 } from '../kernel/hash.js';
import { storageIssue } from '../kernel/storage/issues.js';
import { isSheetOf } from './dawn.js';
import { parseArchiveFile, parseReportFile, type ReportFile } from './day-files.js';
import { readLayoutJson, readLayoutText, strangeEntries } from './folder.js';
import { type RefereeProblem, refereeIssue } from './issues.js';
import { archiveFile, at, ordersFile, reportFile, sheetFile } from './layout.js';
import { displayNames, type LoadedGame, loadDawn, loadOrders } from './load.js';

/** Options of `verifyGame`. */
export interface VerifyOptions {
  /** Resolve every day again from its archived orders and compare (slower). */
  readonly replay?: boolean;
}

/** Every problem with the committed files of a loaded game (none: all is well). */
export function verifyGame(g: LoadedGame, options: VerifyOptions = {}): RefereeProblem[] {
  const dir = g.dir;
  const out: RefereeProblem[] = [];
  const mismatch = (path: string, detail: string) =>
    out.push(refereeIssue('referee/mismatch', { file: at(dir, path), detail }));
  const dawns: (GameState | undefined)[] = [];
  for (const d of g.game.dawns) {
    const s = d.day === g.game.day ? { ok: true as const, value: g.state } : loadDawn(dir, d.day, d.hash);
    if (s.ok) dawns[d.day] = s.value;
    else out.push(...s.error);
  }
  for (const d of g.game.dawns) {
    const state = dawns[d.day];
    if (state === undefined) continue;
    const names = displayNames(state);
    // The sheets of this dawn, for a day that was to be played.
    if (state.outcome === null) {
      for (const seat of g.game.seats) {
        if (seat.bot !== null) continue;
        const path = sheetFile(seat.player, d.day);
        const text = readLayoutText(dir, path);
        if (!text.ok) out.push(text.error);
        else if (!isSheetOf(text.value, state, seat.player)) mismatch(path, 'it is not the sheet of its day');
      }
    }
    if (d.day === g.game.day) continue;
    // A resolved day: its orders, reports and archive.
    const archive = readLayoutJson(dir, archiveFile(d.day), parseArchiveFile);
    if (!archive.ok) out.push(...archive.error);
    const a = archive.ok ? archive.value : undefined;
    const after = g.game.dawns[d.day]!.hash;
    if (a !== undefined && (a.day !== d.day || a.before !== d.hash || a.after !== after)) {
      mismatch(archiveFile(d.day), `it does not join the dawns of day ${d.day} and ${d.day + 1}`);
    }
    for (const seat of g.game.seats) {
      const p = seat.player;
      if (seat.bot === null) {
        const o = loadOrders(dir, d.day, p, d.hash);
        if (!o.ok) out.push(...o.error);
        else if (
          o.value === undefined &&
          a !== undefined &&
          a.orders[p] !== null &&
          a.orders[p] !== undefined
        ) {
          out.push(storageIssue('file/missing', { file: at(dir, ordersFile(d.day, p)) }));
        } else if (
          a !== undefined &&
          canonicalJson(o.value?.orders ?? null) !== canonicalJson(a.orders[p] ?? null)
        ) {
          mismatch(archiveFile(d.day), `its orders of ${p} are not those accepted`);
        }
      }
      const json = readLayoutJson(dir, reportFile(p, d.day, 'json'), parseReportFile);
      if (!json.ok) {
        out.push(...json.error);
        continue;
      }
      if (json.value.player !== p || json.value.day !== d.day) {
        mismatch(reportFile(p, d.day, 'json'), `it is not ${p}'s report of day ${d.day}`);
        continue;
      }
      const md = readLayoutText(dir, reportFile(p, d.day, 'md'));
      if (!md.ok) out.push(md.error);
      else if (!isRenderingOf(md.value, json.value, names)) {
        mismatch(reportFile(p, d.day, 'md'), `it is not the rendering of ${reportFile(p, d.day, 'json')}`);
      }
    }
    const next = dawns[d.day + 1];
    if (options.replay === true && a !== undefined && next !== undefined) {
      const given = Object.fromEntries(Object.entries(a.orders).filter(([, o]) => o !== null));
      if (stateHash(resolveDay(state, given).state) !== stateHash(next)) {
        mismatch(archiveFile(d.day), `its orders, resolved again, do not give the dawn of day ${d.day + 1}`);
      }
    }
  }
  // Links and pipes anywhere in the folder, also where no committed file is (a day to come).
  const told = new Set(out.map((p) => ('file' in p ? p.file : '')));
  out.push(...strangeEntries(dir).filter((p) => !told.has(p.file)));
  return out;
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
export function renderSafely(
  report: Parameters<typeof renderReport>[0],
  names: Record<string, string>,
): string {
  try {
    return renderReport(report, { format: 'markdown', names });
  } catch {
    return '';
  }
}
