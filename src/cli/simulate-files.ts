/**
 * The files of `simulturn simulate`: reading a summary (every problem a usage error with
 * the file's name), checking before a study that its outputs can be written, and writing
 * them whole or not at all.
 */
import { closeSync, constants, openSync, readFileSync, rmSync } from 'node:fs';
import type { SimulationIssue } from '../kernel/game/simulation-issue.js';
import { formatPath } from '../kernel/issue.js';
import { parseSummary, type Summary } from '../kernel/simulate/summary.js';
import { temporaryPath, writeFileAtomic } from '../kernel/storage/atomic-write.js';
import { ENTRY_NAMES, entryKind, NO_FOLLOW } from '../kernel/storage/entries.js';

/** A mistake in the command line or its files: reported with exit code 2. */
export class UsageError extends Error {}

/** Issues as lines, each with its place (`where`, then the issue's path). */
export const describeIssues = (issues: readonly SimulationIssue[], where = ''): string =>
  issues.map((i) => `${where}${i.path.length > 0 ? `${formatPath(i.path)}: ` : ''}${i.message}`).join('\n');

/** A summary as its file holds it: indented JSON with sorted keys (as the summary has them). */
export const summaryJson = (summary: Summary): string => `${JSON.stringify(summary, null, 2)}\n`;

/** Writes a file whole or not at all (the kernel's atomic write: never through a link). */
export function writeAtomically(path: string, text: string): void {
  const r = writeFileAtomic(path, text);
  if (!r.ok) throw new UsageError(r.error.message);
}

/**
 * Checks, before a study is played, that its summary can be written to `path`: a file
 * can be created beside it, and what is there, if anything, is a plain file.
 */
export function checkWritable(path: string): void {
  const there = entryKind(path);
  if (there !== 'missing' && there !== 'file') {
    throw new UsageError(`cannot write ${path}: it is ${ENTRY_NAMES[there]}`);
  }
  const probe = temporaryPath(path);
  try {
    closeSync(openSync(probe, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NO_FOLLOW, 0o644));
    rmSync(probe);
  } catch (e) {
    throw new UsageError(`cannot write ${path}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** Reads and checks a summary file; any problem is a usage error naming the file. */
export function readSummary(path: string): Summary {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read ${path}: ${e instanceof Error ? e.message : String(e)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`${path} is not JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  const parsed = parseSummary(json);
  if (!parsed.ok) throw new UsageError(describeIssues(parsed.error, `${path}: `));
  return parsed.value;
}
