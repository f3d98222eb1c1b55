/**
 * The small checks shared by the referee's JSON files: each is an object with a `format`
 * tag and a `version`, checked first, and a `checksum` of the rest (FNV-1a 64 of its
 * canonical JSON), so that a file changed after it was written is caught even when it is
 * still well-formed; then its fields.
 */

import { canonicalJson, hash64 } from '../kernel/hash.js';
import { isObj } from '../kernel/input-checks.js';
import { err, ok, type Result } from '../kernel/result.js';
import { type RefereeIssue, refereeIssue } from './issues.js';

/** Collects the problems of one document. */
export interface Fields {
  readonly issues: RefereeIssue[];
  /** Records that the value at `path` is not what was `expected`. */
  bad(path: readonly (string | number)[], expected: string): void;
}

export function fields(): Fields {
  const issues: RefereeIssue[] = [];
  return {
    issues,
    bad: (path, expected) => issues.push(refereeIssue('referee/invalid-field', { expected }, path)),
  };
}

/** The checksum of a document: the hash of its canonical JSON, without its own `checksum`. */
export function checksumOf(doc: object): string {
  const { checksum: _, ...rest } = doc as Record<string, unknown>;
  return hash64(canonicalJson(rest));
}

/** The document with its checksum, last. */
export const withChecksum = <T extends object>(doc: T): T & { readonly checksum: string } => ({
  ...doc,
  checksum: checksumOf(doc),
});

/** The document as an object of the right format and version, with the right checksum, or why not. */
export function versioned(
  raw: unknown,
  format: string,
  version: number,
): Result<Record<string, unknown>, RefereeIssue[]> {
  if (!isObj(raw)) return err([refereeIssue('referee/invalid-field', { expected: 'a JSON object' })]);
  if (raw.format !== format || raw.version !== version) {
    return err([
      refereeIssue(
        'referee/wrong-version',
        {
          got: `${String(raw.format).slice(0, 60)} v${String(raw.version).slice(0, 20)}`,
          expected: `${format} v${version}`,
        },
        ['version'],
      ),
    ]);
  }
  if (raw.checksum !== checksumOf(raw)) return err([refereeIssue('referee/checksum', {}, ['checksum'])]);
  return ok(raw);
}

/** A player id that is safe as a file name: letters, digits and dashes. */
export const isPlayerId = (v: unknown): v is string =>
  typeof v === 'string' && /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(v);

/** A state hash as `stateHash` writes it. */
export const isHash = (v: unknown): v is string => typeof v === 'string' && /^[0-9a-f]{16}$/.test(v);

/** A document as the referee writes it: with its checksum, two-space indents and a final newline. */
export const jsonText = (doc: object): string => `${JSON.stringify(withChecksum(doc), null, 2)}\n`;
