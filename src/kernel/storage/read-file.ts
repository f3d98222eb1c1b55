/**
 * Reading files that must be whole and well formed: a text file that must be UTF-8, and a
 * JSON file checked by a validator, each failing with a typed issue that names the file
 * and says what is wrong, never with an exception. Only plain files are read: a link is
 * not followed and a named pipe not waited on (`file/not-regular`).
 */
import { closeSync, constants, fstatSync, openSync, readFileSync } from 'node:fs';
import { formatPath, type IssueBase } from '../issue.js';
import { err, ok, type Result } from '../result.js';
import { entryKind, kindOf, NO_BLOCK, NO_FOLLOW, notRegular } from './entries.js';
import { type StorageIssue, storageIssue, systemDetail } from './issues.js';

const codeOf = (e: unknown): string | undefined => (e as { code?: string } | null)?.code;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The bytes of a plain file, or `file/missing`, `file/not-regular` (a link, a named pipe,
 * a folder...: it is opened without following a link and without waiting, and read only
 * if it is a plain file) or `file/unreadable`.
 */
export function readBytes(path: string): Result<Buffer, StorageIssue> {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | NO_FOLLOW | NO_BLOCK);
  } catch (e) {
    if (codeOf(e) === 'ENOENT') return err(storageIssue('file/missing', { file: path }));
    // ELOOP (EMLINK on some systems): the last component is a link, which O_NOFOLLOW refuses.
    let kind: ReturnType<typeof entryKind> = 'missing';
    try {
      kind = entryKind(path);
    } catch {
      // Reported below as unreadable.
    }
    if (kind !== 'file' && kind !== 'missing') return err(notRegular(path, kind, 'file'));
    return err(storageIssue('file/unreadable', { file: path, detail: systemDetail(e) }));
  }
  try {
    const kind = kindOf(fstatSync(fd));
    if (kind !== 'file') return err(notRegular(path, kind, 'file'));
    return ok(readFileSync(fd));
  } catch (e) {
    return err(storageIssue('file/unreadable', { file: path, detail: systemDetail(e) }));
  } finally {
    closeSync(fd);
  }
}

/**
 * The text of a file, which must be UTF-8 (a leading byte-order mark is dropped).
 * @example
 * ```ts
 * const r = readTextFile('game/sheets/psicorps/day-3.txt');
 * if (!r.ok) console.error(r.error.message); // game/sheets/psicorps/day-3.txt is missing
 * ```
 */
export function readTextFile(path: string): Result<string, StorageIssue> {
  const bytes = readBytes(path);
  if (!bytes.ok) return bytes;
  try {
    return ok(utf8.decode(bytes.value).replace(/^\uFEFF/, ''));
  } catch {
    return err(storageIssue('file/invalid', { file: path, at: '(root)', detail: 'it is not UTF-8 text' }));
  }
}

/**
 * Reads a JSON file and checks it with `validate` (which should check the format tag and
 * version first). Every problem comes back as a typed issue naming the file: missing,
 * unreadable, not JSON, or each of the validator's issues (`file/invalid`, with where in
 * the document and what is wrong). Never throws on the file's content.
 * @example
 * ```ts
 * const r = readJsonFile('game/state/day-3.json', (json) => parseState(json));
 * if (!r.ok) for (const i of r.error) console.error(i.message); // game/state/day-3.json is damaged: ...
 * ```
 */
export function readJsonFile<T>(
  path: string,
  validate: (json: unknown) => Result<T, readonly IssueBase[]>,
): Result<T, StorageIssue[]> {
  const text = readTextFile(path);
  if (!text.ok) return err([text.error]);
  let json: unknown;
  try {
    json = JSON.parse(text.value);
  } catch (e) {
    // V8 quotes the text in its message ("Unexpected token 'x', "..." is not valid JSON"): not needed here.
    const detail =
      text.value.trim() === ''
        ? 'the file is empty'
        : systemDetail(e).replace(/, ".*" is not valid JSON$/s, '');
    return err([storageIssue('file/malformed-json', { file: path, detail })]);
  }
  const r = validate(json);
  if (r.ok) return ok(r.value);
  return err(
    r.error.map((i) =>
      storageIssue('file/invalid', { file: path, at: formatPath(i.path), detail: i.message }),
    ),
  );
}
