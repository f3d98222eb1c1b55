/**
 * Reading files that must be whole and well formed: a text file that must be UTF-8, and a
 * JSON file checked by a validator, each failing with a typed issue that names the file
 * and says what is wrong, never with an exception.
 */
import { readFileSync } from 'node:fs';
import { formatPath, type IssueBase } from '../issue.js';
import { err, ok, type Result } from '../result.js';
import { type StorageIssue, storageIssue, systemDetail } from './issues.js';

const codeOf = (e: unknown): string | undefined => (e as { code?: string } | null)?.code;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The bytes of a file, or `file/missing` or `file/unreadable`. */
export function readBytes(path: string): Result<Buffer, StorageIssue> {
  try {
    return ok(readFileSync(path));
  } catch (e) {
    return err(
      codeOf(e) === 'ENOENT'
        ? storageIssue('file/missing', { file: path })
        : storageIssue('file/unreadable', { file: path, detail: systemDetail(e) }),
    );
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
