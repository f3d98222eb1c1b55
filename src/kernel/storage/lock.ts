/**
 * An exclusive lock on a folder, so that two processes never change it at once. The lock
 * is a file naming its holder (process id and host); it appears whole or not at all (it is
 * written beside its place, then linked into place, which fails if a lock is there). A
 * lock left by a process that no longer runs on this host is stale: it is broken, and the
 * caller told so.
 */
import {
  closeSync,
  existsSync,
  fsyncSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { err, ok, type Result } from '../result.js';
import { syncDirectory, temporaryPath } from './atomic-write.js';
import { type LockIssue, storageIssue, systemDetail } from './issues.js';

/** Who holds a lock. */
export interface LockHolder {
  /** The holding process's id. */
  readonly pid: number;
  /** The holding process's host name. */
  readonly host: string;
  /** When the lock was taken (the lock file's time), ISO 8601. */
  readonly since: string;
}

/** Options of {@link withLock}. */
export interface LockOptions {
  /** The lock file's name in the folder (default `.lock`). */
  readonly name?: string;
  /** Called when a stale lock (its process is gone) is broken, before `fn` runs. */
  readonly onStaleLock?: (holder: LockHolder) => void;
}

/** The lock files this process holds now: a lock naming this process but not in here is stale. */
const held = new Set<string>();

const codeOf = (e: unknown): string | undefined => (e as { code?: string } | null)?.code;

/** Whether a process runs on this host: signal 0 tests for it without touching it. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it runs, as another user.
    return codeOf(e) === 'EPERM';
  }
}

type Read =
  | { kind: 'gone' }
  | { kind: 'bad'; detail: string }
  | { kind: 'held'; text: string; holder: LockHolder };

function readHolder(file: string): Read {
  let text: string;
  let since: string;
  try {
    text = readFileSync(file, 'utf8');
    since = statSync(file).mtime.toISOString();
  } catch (e) {
    return codeOf(e) === 'ENOENT' ? { kind: 'gone' } : { kind: 'bad', detail: systemDetail(e) };
  }
  try {
    const j = JSON.parse(text) as { pid?: unknown; host?: unknown };
    if (Number.isSafeInteger(j.pid) && (j.pid as number) > 0 && typeof j.host === 'string') {
      return { kind: 'held', text, holder: { pid: j.pid as number, host: j.host, since } };
    }
  } catch {
    // Falls through to the message below.
  }
  return { kind: 'bad', detail: 'it does not name a process' };
}

/** Puts the lock in place; false when a lock is already there. */
function place(file: string, text: string): boolean {
  const temporary = temporaryPath(file);
  try {
    const fd = openSync(temporary, 'w');
    try {
      writeSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    linkSync(temporary, file);
    return true;
  } catch (e) {
    // ENOENT here: the holder of the lock cleared away our temporary file as a leftover.
    if (codeOf(e) === 'EEXIST' || (codeOf(e) === 'ENOENT' && existsSync(join(file, '..')))) return false;
    if (codeOf(e) !== 'EPERM' && codeOf(e) !== 'ENOTSUP' && codeOf(e) !== 'ENOSYS') throw e;
    // No hard links on this file system: create it exclusively (a crash may leave it empty).
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, text);
      closeSync(fd);
      return true;
    } catch (e2) {
      if (codeOf(e2) === 'EEXIST') return false;
      throw e2;
    }
  } finally {
    rmSync(temporary, { force: true });
    syncDirectory(join(file, '..'));
  }
}

/**
 * Breaks a stale lock whose text was `text`: moves it aside and checks that what was moved
 * is that lock (another process may have broken it and taken the folder meanwhile, in
 * which case its lock is put back).
 */
function breakStale(file: string, text: string): void {
  const aside = temporaryPath(file);
  try {
    renameSync(file, aside);
  } catch (e) {
    if (codeOf(e) === 'ENOENT') return;
    throw e;
  }
  let moved = '';
  try {
    moved = readFileSync(aside, 'utf8');
  } catch {
    // Unreadable: treated as not the stale lock, and put back.
  }
  if (moved !== text) {
    try {
      linkSync(aside, file);
    } catch {
      // A third process holds the place now; the one moved aside is lost with its holder's knowledge.
    }
  }
  rmSync(aside, { force: true });
  syncDirectory(join(file, '..'));
}

/**
 * Runs `fn` while holding the exclusive lock of folder `dir`, and releases the lock after
 * (also when `fn` throws). `fn` must be synchronous. Fails, without running `fn`, with
 * `lock/held` when another living process holds the lock, or `lock/unreadable` when the
 * lock file is damaged. A lock whose process is gone (killed, crashed) is broken first,
 * and `onStaleLock` is told who held it.
 * @example
 * ```ts
 * const r = withLock('games/g1', () => resolveAndWrite(), { onStaleLock: (h) => console.warn(`broke pid ${h.pid}'s lock`) });
 * if (!r.ok) console.error(r.error.message); // another process is running on this folder (pid 4242 ...)
 * ```
 */
export function withLock<T>(dir: string, fn: () => T, options: LockOptions = {}): Result<T, LockIssue> {
  const file = join(dir, options.name ?? '.lock');
  const mine = JSON.stringify({ pid: process.pid, host: hostname() });
  let taken = false;
  for (let attempt = 0; attempt < 5 && !taken; attempt++) {
    try {
      taken = place(file, mine);
    } catch (e) {
      return err(storageIssue('lock/failed', { file, detail: systemDetail(e) }));
    }
    if (taken) break;
    const read = readHolder(file);
    if (read.kind === 'gone') continue;
    if (read.kind === 'bad') return err(storageIssue('lock/unreadable', { file, detail: read.detail }));
    const h = read.holder;
    // A lock naming this very process that it does not hold was left by an earlier process
    // with the same id (containers number their processes alike).
    const ours = h.pid === process.pid && !held.has(file);
    if (h.host !== hostname() || (!ours && isRunning(h.pid))) {
      return err(storageIssue('lock/held', { file, pid: h.pid, host: h.host, since: h.since }));
    }
    breakStale(file, read.text);
    options.onStaleLock?.(h);
  }
  if (!taken) {
    return err(
      storageIssue('lock/unreadable', {
        file,
        detail: 'it keeps changing: several processes contend for it',
      }),
    );
  }
  held.add(file);
  try {
    return ok(fn());
  } finally {
    held.delete(file);
    // Only our own lock is removed.
    const read = readHolder(file);
    if (read.kind === 'held' && read.text === mine) {
      rmSync(file, { force: true });
      syncDirectory(dir);
    }
  }
}
