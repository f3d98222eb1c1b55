/**
 * What the referee's commands need from the world, in one place so that tests can replace
 * it: how files are written (atomically, by default), where notices go, and how to wait for a busy lock. Also the one road to
 * changing a game's folder: `exclusive` takes the folder's lock, removes what killed
 * writers left, refuses a folder holding links or pipes, and runs the change.
 */

import { err, ok, type Result } from '../kernel/result.js';
import { removeTemporaries, writeFileAtomic, writeFilesAtomic } from '../kernel/storage/atomic-write.js';
import { type EntryKind, entryKind, notRegular } from '../kernel/storage/entries.js';
import { type StorageIssue, storageIssue, systemDetail } from '../kernel/storage/issues.js';
import { withLock } from '../kernel/storage/lock.js';
import { layoutEntry, strangeEntries } from './folder.js';
import type { RefereeProblem } from './issues.js';
import { at, LOCK_FILE } from './layout.js';

/** The referee's surroundings. */
export interface RefereeEnv {
  /** Writes a file whole or not at all, and durably; the kernel's `writeFileAtomic` by default. */
  readonly write: (path: string, data: string) => Result<void, StorageIssue>;
  /**
   * Writes files in order, each as `write` would, stopping at the first failure; the
   * kernel's `writeFilesAtomic` by default, which flushes them together (a step of
   * thousands of players writes tens of thousands of files). Without it, `write` each.
   */
  readonly writeMany?: (files: readonly { path: string; data: string }[]) => Result<void, StorageIssue>;
  /** Told of what was done on the side: a stale lock broken, leftovers of a killed command removed. */
  readonly notice: (text: string) => void;
  /** Waits `ms` milliseconds while another command holds the lock; the thread sleeps by default. */
  readonly sleep?: (ms: number) => void;
}

/** The referee's usual surroundings: atomic writes, notices dropped. */
export const DEFAULT_ENV: RefereeEnv = {
  write: writeFileAtomic,
  writeMany: writeFilesAtomic,
  notice: () => {},
};

/** A file to write: its path in the game's folder (see `layout.ts`) and its text. */
export interface PlannedFile {
  readonly path: string;
  readonly text: string;
}

/**
 * Writes files in order, each atomically, stopping at the first failure; the last one is
 * written only once every other is on the disk, so that it can be the commit point
 * (`game.json`). Nothing is written if any of them, or a folder on its way, is a link or
 * anything but a plain file or folder (`file/not-regular`).
 */
export function writeAll(
  dir: string,
  files: readonly PlannedFile[],
  env: RefereeEnv,
): Result<void, RefereeProblem[]> {
  const folders = new Map<string, Result<'present' | 'missing', StorageIssue>>();
  const refused = files.flatMap((f) => {
    const there = entryOf(dir, f.path, folders);
    return there.ok ? [] : [there.error];
  });
  if (refused.length > 0) return err(refused);
  const before = files.slice(0, -1);
  if (env.writeMany !== undefined && before.length > 0) {
    const r = env.writeMany(before.map((f) => ({ path: at(dir, f.path), data: f.text })));
    if (!r.ok) return err([r.error]);
  } else {
    for (const f of before) {
      const r = env.write(at(dir, f.path), f.text);
      if (!r.ok) return err([r.error]);
    }
  }
  const last = files[files.length - 1];
  if (last !== undefined) {
    const r = env.write(at(dir, last.path), last.text);
    if (!r.ok) return err([r.error]);
  }
  return ok(undefined);
}

/**
 * `layoutEntry` of a file, each folder on its way checked once for all the files written
 * together (a step's reports are ten thousand files in two folders deep).
 */
function entryOf(
  dir: string,
  path: string,
  folders: Map<string, Result<'present' | 'missing', StorageIssue>>,
): Result<'present' | 'missing', StorageIssue> {
  const cut = path.lastIndexOf('/');
  if (cut < 0) return layoutEntry(dir, path);
  const folder = path.slice(0, cut);
  let above = folders.get(folder);
  if (above === undefined) {
    above = layoutEntry(dir, folder, 'folder');
    folders.set(folder, above);
  }
  if (!above.ok || above.value === 'missing') return above;
  const file = at(dir, path);
  let kind: EntryKind;
  try {
    kind = entryKind(file);
  } catch (e) {
    return err(storageIssue('file/unreadable', { file, detail: systemDetail(e) }));
  }
  if (kind === 'missing') return ok('missing');
  return kind === 'file' ? ok('present') : err(notRegular(file, kind, 'file'));
}

/**
 * Runs a change of the game in `dir` under the folder's lock, after removing what
 * killed commands left at the names of temporary files (of any kind: files, links,
 * pipes). Fails without running `change` when another command holds the lock (after
 * waiting up to `wait` milliseconds for it), or when anything in the folder is neither a
 * plain file nor a real folder: a link or a pipe is never followed or opened, and told
 * by its path (`file/not-regular`).
 */
export function exclusive<T>(
  dir: string,
  env: RefereeEnv,
  change: () => Result<T, RefereeProblem[]>,
  options: { readonly wait?: number } = {},
): Result<T, RefereeProblem[]> {
  const r = withLock(
    dir,
    () => {
      const removed = removeTemporaries(dir);
      if (removed.length > 0) {
        env.notice(`removed ${removed.length} unfinished temporary file(s) left by an interrupted command`);
      }
      const strange = strangeEntries(dir);
      if (strange.length > 0) return err(strange);
      return change();
    },
    {
      name: LOCK_FILE,
      ...(options.wait !== undefined ? { wait: options.wait } : {}),
      ...(env.sleep !== undefined ? { sleep: env.sleep } : {}),
      onStaleLock: (h) =>
        env.notice(`broke the lock left by process ${h.pid}, which is gone (an interrupted command)`),
    },
  );
  return r.ok ? r.value : err([r.error]);
}
