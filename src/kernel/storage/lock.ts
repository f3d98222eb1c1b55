/**
 * An exclusive lock on a folder, so that two processes never change it at once.
 *
 * The lock is a folder (`.lock` by default) holding one file, `holder-<token>.json`, that
 * names its holder (process id and host); the token is 64 random bits, new for every
 * taking. It is made whole beside its place and renamed into place, which succeeds only
 * where there is nothing or an empty folder, so it appears whole or not at all.
 *
 * A lock whose process no longer runs on this host is stale and is broken, and the caller
 * told so. Breaking removes exactly the lock that was seen and never another: the holder
 * file is removed by its token (if another process broke that lock and took the folder
 * meanwhile, the name is gone and nothing is removed), then the lock's folder only if it
 * is empty (`rmdir` refuses a folder that holds a newer holder's file). So no interleaving
 * of processes taking, breaking and releasing can drop a live lock or leave two holders;
 * `takeLockSteps` exposes the steps so that tests can interleave them.
 *
 * A lock file of an older simulturn (a plain file naming its process) is read too, and
 * broken when stale: removing a file can never remove a lock folder. A link, a named pipe
 * or anything else in the lock's place is reported, never followed or opened.
 *
 * Why not `proper-lockfile`: it decides staleness by a time stamp that a timer refreshes
 * (a synchronous command busy for longer than the stale time loses its lock), and it
 * breaks a stale lock by `stat`, then `rmdir`, then `mkdir`: between the `stat` and the
 * `rmdir` another process can break that lock and take the folder, and the `rmdir` then
 * removes the new, live lock, the very interleaving this module is built against.
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  constants,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmdirSync,
  rmSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { dirname, join } from 'node:path';
import { err, ok, type Result } from '../result.js';
import { syncDirectory, temporaryPath } from './atomic-write.js';
import { ENTRY_NAMES, entryKind, NO_FOLLOW } from './entries.js';
import { type LockIssue, storageIssue, systemDetail } from './issues.js';
import { readBytes } from './read-file.js';

/** Who holds a lock. */
export interface LockHolder {
  /** The holding process's id. */
  readonly pid: number;
  /** The holding process's host name. */
  readonly host: string;
  /** When the lock was taken (the holder file's time), ISO 8601. */
  readonly since: string;
}

/** Options of {@link withLock}. */
export interface LockOptions {
  /** The lock's name in the folder (default `.lock`). */
  readonly name?: string;
  /** Called when a stale lock (its process is gone) is broken, before `fn` runs. */
  readonly onStaleLock?: (holder: LockHolder) => void;
  /**
   * How long to wait, in milliseconds, for a lock that another living process holds,
   * trying again every 100 ms (default 0: fail at once with `lock/held`).
   */
  readonly wait?: number;
  /** Waits `ms` milliseconds between two tries; by default the thread sleeps. For tests. */
  readonly sleep?: (ms: number) => void;
}

/** Who takes a lock: this process, or in tests a process simulated by the test. */
export interface LockTaker {
  readonly pid: number;
  readonly host: string;
  /** Whether a process of this host runs. */
  readonly isRunning: (pid: number) => boolean;
  /** The tokens of the locks this taker holds now. */
  readonly holds: ReadonlySet<string>;
}

/** How an attempt to take a lock ended. */
export type Taking =
  | { readonly kind: 'taken'; readonly token: string }
  | { readonly kind: 'held'; readonly holder: LockHolder }
  | { readonly kind: 'bad'; readonly detail: string }
  | { readonly kind: 'failed'; readonly detail: string };

const codeOf = (e: unknown): string | undefined => (e as { code?: string } | null)?.code;
const HOLDER = /^holder-([0-9a-f]{16})\.json$/;
const holderName = (token: string) => `holder-${token}.json`;
/** The errors of a rename into the lock's place when something is there (or was, or our folder went). */
const CONTENTION = new Set(['ENOENT', 'ENOTEMPTY', 'EEXIST', 'ENOTDIR', 'EISDIR', 'EPERM', 'EACCES']);
/** How many times the lock may change under a taker before it gives up. */
const ATTEMPTS = 8;
/** How often a waiting taker tries again, in milliseconds. */
const POLL = 100;

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

/** What is in the lock's place. */
type Seen =
  | { kind: 'gone' }
  | { kind: 'empty' }
  | { kind: 'bad'; detail: string }
  /** A lock: its holder, and its token (null for an older simulturn's lock file). */
  | { kind: 'lock'; holder: LockHolder; token: string | null };

function readHolder(path: string, token: string | null): Seen {
  const bytes = readBytes(path);
  if (!bytes.ok) {
    return bytes.error.code === 'file/missing'
      ? { kind: 'gone' }
      : { kind: 'bad', detail: bytes.error.message };
  }
  let since: string;
  try {
    since = lstatSync(path).mtime.toISOString();
  } catch {
    return { kind: 'gone' };
  }
  try {
    const j = JSON.parse(bytes.value.toString('utf8')) as { pid?: unknown; host?: unknown };
    if (Number.isSafeInteger(j.pid) && (j.pid as number) > 0 && typeof j.host === 'string') {
      return { kind: 'lock', holder: { pid: j.pid as number, host: j.host, since }, token };
    }
  } catch {
    // Falls through to the message below.
  }
  return { kind: 'bad', detail: 'it does not name a process' };
}

function inspect(file: string): Seen {
  const kind = entryKind(file);
  if (kind === 'missing') return { kind: 'gone' };
  if (kind === 'file') return readHolder(file, null);
  if (kind !== 'folder') return { kind: 'bad', detail: `it is ${ENTRY_NAMES[kind]}` };
  let names: string[];
  try {
    names = readdirSync(file);
  } catch (e) {
    return codeOf(e) === 'ENOENT' ? { kind: 'gone' } : { kind: 'bad', detail: systemDetail(e) };
  }
  if (names.length === 0) return { kind: 'empty' };
  const token = names.length === 1 ? HOLDER.exec(names[0]!)?.[1] : undefined;
  if (token === undefined) return { kind: 'bad', detail: "it holds files that are not a lock's" };
  return readHolder(join(file, names[0]!), token);
}

/** Removes the lock's folder if it is empty; a folder holding a holder's file is refused by the system. */
function removeIfEmpty(file: string): void {
  try {
    rmdirSync(file);
  } catch {
    // ENOTEMPTY: someone holds it now; ENOENT: someone removed it; either way not ours to touch.
  }
}

/** Whether the lock `seen` is alive: its process runs, or it is on another host (which cannot be told). */
function isLive(seen: Extract<Seen, { kind: 'lock' }>, me: LockTaker): boolean {
  const h = seen.holder;
  if (h.host !== me.host) return true;
  if (seen.token !== null && me.holds.has(seen.token)) return true;
  // A lock naming this very process that it does not hold was left by an earlier process
  // with the same id (containers number their processes alike).
  if (h.pid === me.pid) return false;
  return me.isRunning(h.pid);
}

/**
 * The steps of taking the lock `file` for `me`, as a generator that yields the name of
 * each step done, so that tests can interleave several takers deterministically;
 * {@link withLock} runs them through. Returns how it ended; with `taken`, `me` holds the
 * lock under the token returned and releases it with {@link releaseLockSteps}.
 */
export function* takeLockSteps(
  file: string,
  me: LockTaker,
  onStale: (holder: LockHolder) => void = () => {},
): Generator<string, Taking, void> {
  const dir = dirname(file);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const token = randomBytes(8).toString('hex');
    const prepared = temporaryPath(file);
    // 1. The lock, whole, beside its place: a folder holding the holder's file.
    try {
      mkdirSync(prepared);
      const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NO_FOLLOW;
      const fd = openSync(join(prepared, holderName(token)), flags, 0o644);
      try {
        writeSync(fd, JSON.stringify({ pid: me.pid, host: me.host }));
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
    } catch (e) {
      rmSync(prepared, { recursive: true, force: true });
      // ENOENT in a folder that is there: the lock's holder cleared our folder away as a leftover.
      if (codeOf(e) === 'ENOENT' && entryKind(dir) === 'folder') {
        yield 'prepared-lost';
        continue;
      }
      return { kind: 'failed', detail: systemDetail(e) };
    }
    yield 'prepared';
    // 2. Into place: a rename onto nothing or onto an empty folder, refused onto a lock.
    let refusal: unknown = null;
    try {
      renameSync(prepared, file);
    } catch (e) {
      refusal = e;
    }
    yield refusal === null ? 'placed' : 'refused';
    if (refusal === null) {
      // 3. Ours only if our file is in it: a holder clearing leftovers may have emptied our
      // folder before it was renamed; an empty folder is nobody's lock.
      if (entryKind(join(file, holderName(token))) === 'file') {
        syncDirectory(dir);
        return { kind: 'taken', token };
      }
      removeIfEmpty(file);
      yield 'placed-empty';
      continue;
    }
    rmSync(prepared, { recursive: true, force: true });
    // 4. Who holds it?
    const seen = inspect(file);
    yield 'inspected';
    if (seen.kind === 'gone') {
      // Released meanwhile, or our prepared folder cleared away (ENOENT): try again.
      if (CONTENTION.has(codeOf(refusal) ?? '')) continue;
      return { kind: 'failed', detail: systemDetail(refusal) };
    }
    if (seen.kind === 'empty') {
      // Left by a holder killed while releasing, or being released now.
      removeIfEmpty(file);
      yield 'removed-empty';
      continue;
    }
    if (seen.kind === 'bad') return seen;
    if (isLive(seen, me)) return { kind: 'held', holder: seen.holder };
    // 5. Stale: remove exactly the lock seen, by its token, and its folder only if empty.
    try {
      unlinkSync(seen.token === null ? file : join(file, holderName(seen.token)));
    } catch (e) {
      // ENOENT: another taker broke it first; EISDIR, EPERM: an old lock file is now a lock folder.
      if (!['ENOENT', 'EISDIR', 'EPERM'].includes(codeOf(e) ?? ''))
        return { kind: 'failed', detail: systemDetail(e) };
      yield 'break-missed';
      continue;
    }
    yield 'broken';
    if (seen.token !== null) {
      removeIfEmpty(file);
      yield 'removed-empty';
    }
    onStale(seen.holder);
  }
  return { kind: 'bad', detail: 'it keeps changing: several processes contend for it' };
}

/**
 * The steps of releasing the lock `file` taken under `token`, as a generator like
 * {@link takeLockSteps}: only that holder's file is removed, and the folder if then empty.
 */
export function* releaseLockSteps(file: string, token: string): Generator<string, void, void> {
  try {
    unlinkSync(join(file, holderName(token)));
  } catch {
    // Already gone: a lock is never someone else's to release.
  }
  yield 'unlinked';
  removeIfEmpty(file);
  syncDirectory(dirname(file));
}

/** The tokens of the locks this process holds now. */
const held = new Set<string>();

/** Runs the steps of a generator through, one after the other, and returns what it returns. */
function runSteps<T>(steps: Generator<string, T, void>): T {
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

const sleepThread = (ms: number): void => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
};

/**
 * Runs `fn` while holding the exclusive lock of folder `dir`, and releases the lock after
 * (also when `fn` throws). `fn` must be synchronous. Fails, without running `fn`, with
 * `lock/held` when another living process holds the lock (after waiting up to `wait`
 * milliseconds for it), `lock/unreadable` when the lock is damaged or is something else
 * (a link, a pipe), or `lock/failed` when no lock can be made (the folder is missing or
 * cannot be written). A lock whose process is gone (killed, crashed) is broken first,
 * and `onStaleLock` is told who held it.
 * @example
 * ```ts
 * const r = withLock('games/g1', () => resolveAndWrite(), { wait: 10_000, onStaleLock: (h) => console.warn(`broke pid ${h.pid}'s lock`) });
 * if (!r.ok) console.error(r.error.message); // another process is running on this folder (pid 4242 ...)
 * ```
 */
export function withLock<T>(dir: string, fn: () => T, options: LockOptions = {}): Result<T, LockIssue> {
  const file = join(dir, options.name ?? '.lock');
  const me: LockTaker = { pid: process.pid, host: hostname(), isRunning, holds: held };
  const wait = options.wait ?? 0;
  const sleep = options.sleep ?? sleepThread;
  let token: string | undefined;
  for (let waited = 0; token === undefined; ) {
    const r = runSteps(takeLockSteps(file, me, (h) => options.onStaleLock?.(h)));
    if (r.kind === 'taken') token = r.token;
    else if (r.kind === 'held' && waited < wait) {
      const ms = Math.min(POLL, wait - waited);
      sleep(ms);
      waited += ms;
    } else if (r.kind === 'held') {
      return err(storageIssue('lock/held', { file, ...r.holder }));
    } else if (r.kind === 'bad') {
      return err(storageIssue('lock/unreadable', { file, detail: r.detail }));
    } else return err(storageIssue('lock/failed', { file, detail: r.detail }));
  }
  held.add(token);
  try {
    return ok(fn());
  } finally {
    held.delete(token);
    runSteps(releaseLockSteps(file, token));
  }
}
