/**
 * The problems of files and folders on disk, as one discriminated union keyed by a stable
 * `code`, each naming the file, and the one function that turns an issue into a sentence.
 */

import type { IssueBase } from '../issue.js';
import { issueFamily } from '../issue-family.js';

/** The data each storage issue code carries, by code. */
export interface StorageIssueData {
  /** The file does not exist. */
  'file/missing': {
    /** The file's path. */
    readonly file: string;
  };
  /** The file exists but cannot be read (permissions, a folder where a file should be). */
  'file/unreadable': {
    /** The file's path. */
    readonly file: string;
    /** The system's or parser's message. */
    readonly detail: string;
  };
  /** The file is not JSON: truncated, garbled or empty. */
  'file/malformed-json': {
    /** The file's path. */
    readonly file: string;
    /** The JSON parser's message. */
    readonly detail: string;
  };
  /** The file is JSON but not what it should be: of another format or version, or a field is wrong. */
  'file/invalid': {
    /** The file's path. */
    readonly file: string;
    /** Where in the document the problem is, or `(root)`. */
    readonly at: string;
    /** What is wrong there. */
    readonly detail: string;
  };
  /**
   * Something other than what belongs there (a symbolic link, a named pipe, a socket, a
   * device, or a folder where a file belongs): it is neither followed nor opened.
   */
  'file/not-regular': {
    /** The path. */
    readonly file: string;
    /** What is there, such as `a symbolic link`. */
    readonly found: string;
    /** What belongs there: `a file` or `a folder`. */
    readonly expected: string;
  };
  /** A file could not be written (disk full, permissions). */
  'file/write-failed': {
    /** The file's path. */
    readonly file: string;
    /** The system's or parser's message. */
    readonly detail: string;
  };
  /** Another living process holds the folder's lock. */
  'lock/held': {
    /** The lock file's path. */
    readonly file: string;
    /** The holding process's id. */
    readonly pid: number;
    /** The holding process's host name. */
    readonly host: string;
    /** When the lock was taken, ISO 8601. */
    readonly since: string;
  };
  /** The lock could not be taken: the folder is missing or cannot be written. */
  'lock/failed': {
    /** The lock file's path. */
    readonly file: string;
    /** The system's or parser's message. */
    readonly detail: string;
  };
  /** The lock file is there but cannot be read as a lock: damaged, or not written by `withLock`. */
  'lock/unreadable': {
    /** The lock file's path. */
    readonly file: string;
    /** Why it cannot be read as a lock. */
    readonly detail: string;
  };
}

/** A storage issue's code. */
export type StorageIssueCode = keyof StorageIssueData;

/** One problem with a file or a folder; `file` says which. */
export type StorageIssue = {
  [C in StorageIssueCode]: IssueBase<C> & StorageIssueData[C];
}[StorageIssueCode];

/** The issues `withLock` returns. */
export type LockIssue = Extract<
  StorageIssue,
  {
    /** A lock code. */
    code: `lock/${string}`;
  }
>;

/** The storage's issue family: every code's message, held complete by the compiler. */
const FAMILY = issueFamily<StorageIssueData>({
  'file/missing': (d) => `${d.file} is missing`,
  'file/unreadable': (d) => `${d.file} cannot be read: ${d.detail}`,
  'file/malformed-json': (d) => `${d.file} is damaged: it is not valid JSON (${d.detail})`,
  'file/invalid': (d) => `${d.file} is damaged: ${d.at === '(root)' ? '' : `${d.at}: `}${d.detail}`,
  'file/not-regular': (d) =>
    `${d.file} is ${d.found}, not ${d.expected}: it is neither followed nor opened; ` +
    'remove it (and restore what belongs there from a backup)',
  'file/write-failed': (d) => `${d.file} could not be written: ${d.detail}`,
  'lock/held': (d) =>
    `another process is running on this folder (pid ${d.pid} on ${d.host}, since ${d.since}); ` +
    `wait for it to finish, or delete ${d.file} if it is gone`,
  'lock/failed': (d) => `cannot take the lock ${d.file}: ${d.detail}`,
  'lock/unreadable': (d) =>
    `the lock ${d.file} cannot be read (${d.detail}); if no other process is running on this folder, delete it`,
});

/** The sentence for a storage issue's code and data. */
export function storageIssueMessage<C extends StorageIssueCode>(code: C, data: StorageIssueData[C]): string {
  return FAMILY.message(code, data);
}

/** Builds a typed storage issue with its message; a storage issue has no path inside a document. */
export function storageIssue<C extends StorageIssueCode>(
  code: C,
  data: StorageIssueData[C],
): IssueBase<C> & StorageIssueData[C] {
  return FAMILY.issue(code, [], data);
}

/** Every storage issue code, for tests. */
export const STORAGE_ISSUE_CODES = FAMILY.codes;

/** The message of a caught error, for an issue's detail. */
export const systemDetail = (e: unknown): string => (e instanceof Error ? e.message : String(e));
