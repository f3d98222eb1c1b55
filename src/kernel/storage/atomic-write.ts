/**
 * Writing a file so that it is, at every instant and after any crash, either the complete
 * old version or the complete new one: the data goes to a temporary file beside it, is
 * flushed to the disk, and the temporary file is renamed over the old one (a rename
 * within a folder is atomic); then the folder itself is flushed, so that the rename
 * survives a power cut too.
 *
 * The temporary file has a name nobody can guess and is created exclusively, never
 * through a link (`O_EXCL`, `O_NOFOLLOW`): a link or a pipe planted beside the file cannot
 * redirect the write.
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  constants,
  type Dirent,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { err, ok, type Result } from '../result.js';
import { entryKind, NO_BLOCK, NO_FOLLOW, notRegular } from './entries.js';
import { FlushError, flushAll } from './flush.js';
import { type StorageIssue, storageIssue, systemDetail } from './issues.js';

/** Today's names (16 random hexadecimal digits), and those of older versions (process id and a counter). */
const TEMPORARY = /^\..+\.(?:[0-9a-f]{16}|[0-9]+\.[0-9]+)\.tmp$/;

/**
 * A fresh name for a temporary file beside `path`: hidden, with 64 random bits, so that
 * no two writes share one and nobody can plant something at it in advance.
 */
export function temporaryPath(path: string): string {
  return join(dirname(path), `.${basename(path)}.${randomBytes(8).toString('hex')}.tmp`);
}

/** Whether a file name is one of {@link temporaryPath}'s: a leftover when no write is under way. */
export function isTemporaryFile(name: string): boolean {
  return TEMPORARY.test(basename(name));
}

const codeOf = (e: unknown): string | undefined => (e as { code?: string } | null)?.code;

/**
 * Flushes a folder's entries (new, renamed and removed files) to the disk. Systems that
 * cannot open a folder for that (Windows) flush them with the files, and are skipped.
 */
export function syncDirectory(dir: string): void {
  let fd: number;
  try {
    // O_DIRECTORY and O_NONBLOCK: a pipe in a folder's place is refused, not waited on.
    fd = openSync(dir, constants.O_RDONLY | (constants.O_DIRECTORY ?? 0) | NO_BLOCK);
  } catch (e) {
    if (process.platform === 'win32') return;
    throw e;
  }
  try {
    fsyncSync(fd);
  } catch (e) {
    // Some file systems refuse to flush a folder; their renames are then as safe as they get.
    if (codeOf(e) !== 'EINVAL' && codeOf(e) !== 'EISDIR' && codeOf(e) !== 'EPERM') throw e;
  } finally {
    closeSync(fd);
  }
}

const exists = (path: string) => {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
};

/** Creates a folder and any missing parents, flushing each parent so the new folders survive a crash. */
export function ensureDirectory(dir: string): void {
  makeMissing(resolve(dir), syncDirectory);
}

/**
 * Makes the folders of `dir` that are missing, the topmost first, telling `made` the
 * parent of each folder just made (whose entry for it the caller flushes).
 */
function makeMissing(dir: string, made: (parent: string) => void): void {
  const missing: string[] = [];
  for (let d = dir; !exists(d); d = dirname(d)) {
    missing.push(d);
    if (dirname(d) === d) break;
  }
  for (const d of missing.reverse()) {
    try {
      mkdirSync(d);
    } catch (e) {
      if (codeOf(e) !== 'EEXIST') throw e;
    }
    made(dirname(d));
  }
}

/**
 * Writes `data` to `path` atomically and durably: a temporary file in the same folder,
 * written in full, flushed, closed, renamed over `path`, then the folder flushed. Missing
 * folders are created. A reader sees the old file or the new one, never a mixture, even if
 * the process is killed at any point; a crash leaves at most a temporary file behind (see
 * {@link isTemporaryFile}). Fails with `file/write-failed` (the old file is untouched), or
 * `file/not-regular` when something other than a plain file (a link, a pipe, a folder) is
 * at `path`: it is left as it is. The temporary file is created exclusively under a name
 * nobody can guess, never through a link.
 * @example
 * ```ts
 * const r = writeFileAtomic('game/state.json', JSON.stringify(state));
 * if (!r.ok) console.error(r.error.message);
 * ```
 */
export function writeFileAtomic(path: string, data: string | Uint8Array): Result<void, StorageIssue> {
  const dir = dirname(path);
  const temporary = temporaryPath(path);
  let fd: number | undefined;
  try {
    const there = entryKind(path);
    if (there !== 'missing' && there !== 'file') return err(notRegular(path, there, 'file'));
    ensureDirectory(dir);
    const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NO_FOLLOW;
    fd = openSync(temporary, flags, 0o644);
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at, bytes.length - at);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    renameSync(temporary, path);
    syncDirectory(dir);
    return ok(undefined);
  } catch (e) {
    if (fd !== undefined) {
      try {
        closeSync(fd);
      } catch {
        // Already failing; the write's own error is the one to report.
      }
    }
    try {
      rmSync(temporary, { force: true });
    } catch {
      // Its folder is not there (ENOTDIR): neither is the temporary file.
    }
    return err(storageIssue('file/write-failed', { file: path, detail: systemDetail(e) }));
  }
}

/** A file for {@link writeFilesAtomic}. */
export interface FileToWrite {
  readonly path: string;
  readonly data: string | Uint8Array;
}

/**
 * Writes many files, each as {@link writeFileAtomic} writes one (after any crash, each is
 * its old version or its new one, never a mixture, and a crash leaves at most temporary
 * files behind), with their flushes done together (`flushAll`): every temporary file
 * written, all flushed at once, each renamed over its file in the order given, then every
 * folder they are in (and the parent of each folder made) flushed at once. A thousand
 * files cost a few flushes' time, not a thousand. Stops at the first failure: files before
 * it are new, the others old, and no temporary file stays.
 */
export function writeFilesAtomic(files: readonly FileToWrite[]): Result<void, StorageIssue> {
  const temporaries: string[] = [];
  const folders = new Set<string>();
  let failed = '';
  try {
    for (const f of files) {
      failed = f.path;
      const there = entryKind(f.path);
      if (there !== 'missing' && there !== 'file') return err(notRegular(f.path, there, 'file'));
      makeFolders(dirname(f.path), folders);
      const temporary = temporaryPath(f.path);
      const fd = openSync(
        temporary,
        constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NO_FOLLOW,
        0o644,
      );
      temporaries.push(temporary);
      try {
        const bytes = typeof f.data === 'string' ? Buffer.from(f.data, 'utf8') : f.data;
        for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at, bytes.length - at);
      } finally {
        closeSync(fd);
      }
    }
    failed = '';
    flushAll(temporaries.map((path) => ({ path, folder: false })));
    for (let k = 0; k < files.length; k++) {
      failed = (files[k] as FileToWrite).path;
      renameSync(temporaries[k] as string, failed);
      temporaries[k] = '';
    }
    failed = '';
    flushAll([...folders].map((path) => ({ path, folder: true })));
    return ok(undefined);
  } catch (e) {
    for (const t of temporaries) {
      if (t === '') continue;
      try {
        rmSync(t, { force: true });
      } catch {
        // Its folder is not there (ENOTDIR): neither is the temporary file.
      }
    }
    const file = e instanceof FlushError ? e.path : failed;
    return err(storageIssue('file/write-failed', { file, detail: systemDetail(e) }));
  }
}

/**
 * Creates `dir` and the folders above it that are missing, as {@link ensureDirectory}
 * does, but leaves the flushing to the caller: adds `dir` and the parent of every folder
 * made to `flush`.
 */
function makeFolders(dir: string, flush: Set<string>): void {
  const d0 = resolve(dir);
  if (flush.has(d0)) return;
  makeMissing(d0, (parent) => flush.add(parent));
  flush.add(d0);
}

/**
 * Removes what killed writers left in `dir` and the folders below it: every entry named as
 * {@link temporaryPath} names them, of any kind (a file, a link, a pipe, a folder with what
 * it holds), and returns their paths. Links are removed, never followed. Call it only
 * while no write is under way (under `withLock`).
 */
export function removeTemporaries(dir: string): string[] {
  const removed: string[] = [];
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return removed;
  }
  for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const path = join(dir, e.name);
    if (isTemporaryFile(e.name)) {
      rmSync(path, { recursive: true, force: true });
      removed.push(path);
    } else if (e.isDirectory()) removed.push(...removeTemporaries(path));
  }
  return removed;
}
