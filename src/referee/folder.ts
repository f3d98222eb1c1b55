/**
 * Reading a game's folder without trusting what is in it: every file of the layout is
 * reached through real folders only and read only if it is a plain file, so that a link
 * planted in the folder cannot send a read or a write elsewhere and a named pipe cannot
 * make a command wait for ever. Anything else in the layout's place is the storage issue
 * `file/not-regular`, naming the path. See the kernel's `entries.ts` for what is checked.
 */
import type { IssueBase } from '../kernel/issue.js';
import { err, type Result } from '../kernel/result.js';
import { checkInside, irregularEntries } from '../kernel/storage/entries.js';
import type { StorageIssue } from '../kernel/storage/issues.js';
import { readJsonFile, readTextFile } from '../kernel/storage/read-file.js';
import { at } from './layout.js';

/**
 * Whether the file (or folder) `path` of the layout is in the game's folder `dir`: every
 * folder on its way is a real folder and it is a plain file (or a real folder), or it is
 * missing. A link or a pipe there or on the way is `file/not-regular`.
 */
export function layoutEntry(
  dir: string,
  path: string,
  expected: 'file' | 'folder' = 'file',
): Result<'present' | 'missing', StorageIssue> {
  return checkInside(dir, path, expected);
}

/** The text of the layout file `path` of the game in `dir` (see `layoutEntry`). */
export function readLayoutText(dir: string, path: string): Result<string, StorageIssue> {
  const there = layoutEntry(dir, path);
  return there.ok ? readTextFile(at(dir, path)) : there;
}

/** The layout file `path` of the game in `dir` read as JSON and checked by `validate` (see `layoutEntry`). */
export function readLayoutJson<T>(
  dir: string,
  path: string,
  validate: (json: unknown) => Result<T, readonly IssueBase[]>,
): Result<T, StorageIssue[]> {
  const there = layoutEntry(dir, path);
  return there.ok ? readJsonFile(at(dir, path), validate) : err([there.error]);
}

/** Everything in the game's folder that is neither a plain file nor a real folder (links, pipes). */
export const strangeEntries = (dir: string): StorageIssue[] => irregularEntries(dir);
