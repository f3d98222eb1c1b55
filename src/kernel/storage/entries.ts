/**
 * What a path is, seen without following links, and the checks that keep a command inside
 * the folder it was given. Someone who can write into a folder can plant a link where a
 * file or a folder belongs (to send writes elsewhere) or a named pipe (to make a reader
 * wait for ever); so inside such a folder every component of a path is looked at with
 * `lstat` before use, files are opened with `O_NOFOLLOW` and `O_NONBLOCK` and checked to
 * be plain files before they are read, and anything else is refused with
 * `file/not-regular`, naming the path.
 *
 * Node cannot open a file relative to a folder it has checked (`openat`), so a folder
 * swapped for a link in the instant between the check and the use is not caught; the
 * last component of a path is never followed (`O_NOFOLLOW`, `O_EXCL`, `rename`).
 */
import { constants, type Dirent, lstatSync, readdirSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { err, ok, type Result } from '../result.js';
import { type StorageIssue, storageIssue, systemDetail } from './issues.js';

/** What is at a path, not following a link. */
export type EntryKind = 'missing' | 'file' | 'folder' | 'link' | 'pipe' | 'socket' | 'device';

/** How each kind of entry is named in messages. */
export const ENTRY_NAMES: Readonly<Record<EntryKind, string>> = {
  missing: 'missing',
  file: 'a file',
  folder: 'a folder',
  link: 'a symbolic link',
  pipe: 'a named pipe',
  socket: 'a socket',
  device: 'a device',
};

/** `open` flags: never follow a link at the last component (0 where the system has no such flag). */
export const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;
/** `open` flags: never wait, for a named pipe with no writer (0 where the system has no such flag). */
export const NO_BLOCK = constants.O_NONBLOCK ?? 0;

const codeOf = (e: unknown): string | undefined => (e as { code?: string } | null)?.code;

/** The kind of entry `lstat` or a folder listing describes. */
export function kindOf(s: Stats | Dirent): Exclude<EntryKind, 'missing'> {
  if (s.isSymbolicLink()) return 'link';
  if (s.isFile()) return 'file';
  if (s.isDirectory()) return 'folder';
  if (s.isFIFO()) return 'pipe';
  if (s.isSocket()) return 'socket';
  return 'device';
}

/** What is at `path`, without following a link; `missing` also when a folder above it is not a folder. */
export function entryKind(path: string): EntryKind {
  try {
    return kindOf(lstatSync(path));
  } catch (e) {
    if (codeOf(e) === 'ENOENT' || codeOf(e) === 'ENOTDIR') return 'missing';
    throw e;
  }
}

/** The issue for `path`, which is `found` where `expected` belongs. */
export const notRegular = (path: string, found: EntryKind, expected: 'file' | 'folder'): StorageIssue =>
  storageIssue('file/not-regular', {
    file: path,
    found: ENTRY_NAMES[found],
    expected: ENTRY_NAMES[expected],
  });

/**
 * Checks the path `relative` (with `/`) inside the folder `root` without following any
 * link: every folder on the way must be a real folder, and the last component `expected`
 * (a plain file or a real folder). Returns whether it is there; anything else there, or a
 * link on the way, is `file/not-regular` naming that path. The folder `root` itself is
 * the caller's choice and is not checked.
 * @example
 * ```ts
 * const r = checkInside('games/g1', 'orders/day-3/psicorps.json', 'file');
 * if (!r.ok) console.error(r.error.message); // games/g1/orders/day-3 is a symbolic link, not a folder: ...
 * ```
 */
export function checkInside(
  root: string,
  relative: string,
  expected: 'file' | 'folder',
): Result<'present' | 'missing', StorageIssue> {
  const parts = relative.split('/').filter((p) => p !== '');
  let path = root;
  for (const [i, part] of parts.entries()) {
    path = join(path, part);
    const want = i === parts.length - 1 ? expected : 'folder';
    let kind: EntryKind;
    try {
      kind = entryKind(path);
    } catch (e) {
      return err(storageIssue('file/unreadable', { file: path, detail: systemDetail(e) }));
    }
    if (kind === 'missing') return ok('missing');
    if (kind !== want) return err(notRegular(path, kind, want));
  }
  return ok('present');
}

/**
 * Every entry in `dir` and the folders below it that is neither a plain file nor a real
 * folder (links, named pipes, sockets, devices), as `file/not-regular` issues, in the
 * order of their paths. Links are not followed.
 */
export function irregularEntries(dir: string): StorageIssue[] {
  const out: StorageIssue[] = [];
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const path = join(dir, e.name);
    const kind = kindOf(e);
    if (kind === 'folder') out.push(...irregularEntries(path));
    else if (kind !== 'file') out.push(notRegular(path, kind, 'file'));
  }
  return out;
}
