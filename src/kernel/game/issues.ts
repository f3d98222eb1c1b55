/**
 * The problems the kernel's game tools report (a saved state of the wrong format or
 * version, unreadable text, options a game refuses, a registry with two games of one id,
 * a seat that answered with a promise where none may be awaited, or too late, or not at
 * all) as one discriminated union keyed by a stable `code`, and the one function that turns
 * an issue into a sentence. A test checks that every code has a message.
 */

import type { IssueBase } from '../issue.js';
import { issueFamily } from '../issue-family.js';

/** The data each game issue code carries, by code. */
export interface GameIssueData {
  /** The text is not JSON, or not an object the format can hold. */
  'state/unreadable': {
    /** What could not be read. */
    readonly detail: string;
  };
  /** The text is a state of another format (another game, or not a state at all). */
  'state/wrong-format': {
    /** The format tag found, as JSON (`undefined` if none). */
    readonly got: string;
    /** The format tag expected. */
    readonly expected: string;
  };
  /** The text is of the game's format but of a version this code does not read. */
  'state/wrong-version': {
    /** The version found, as JSON. */
    readonly got: string;
    /** The version this code reads. */
    readonly expected: number;
  };
  /** A game refuses its options. */
  'options/invalid': {
    /** What is wrong. */
    readonly detail: string;
  };
  /** Two games of a registry have the same id. */
  'registry/duplicate-id': {
    /** The id. */
    readonly id: string;
  };
  /** A seat answered with a promise, which the synchronous runner cannot await. */
  'seat/promise': {
    /** The seat's player. */
    readonly player: string;
    /** The step it was asked for. */
    readonly step: number;
  };
  /** A seat did not answer within its time limit. */
  'seat/timeout': {
    /** The seat's player. */
    readonly player: string;
    /** The step it was asked for. */
    readonly step: number;
    /** The limit, in milliseconds. */
    readonly limitMs: number;
  };
  /** A seat's promise was rejected (or its orders could not be read). */
  'seat/rejected': {
    /** The seat's player. */
    readonly player: string;
    /** The step it was asked for. */
    readonly step: number;
    /** The reason given, as text. */
    readonly reason: string;
  };
}

/** A game issue's code. */
export type GameIssueCode = keyof GameIssueData;

/** One typed problem of the kernel's game tools. */
export type GameIssue = { [C in GameIssueCode]: IssueBase<C> & GameIssueData[C] }[GameIssueCode];

/** The game issue family: every code's message, held complete by the compiler. */
const FAMILY = issueFamily<GameIssueData>({
  'state/unreadable': (d) => `the saved state cannot be read: ${d.detail}`,
  'state/wrong-format': (d) =>
    `not a saved state of this game: the format is ${d.got}, expected "${d.expected}"`,
  'state/wrong-version': (d) =>
    `the saved state is of version ${d.got}; this code reads version ${d.expected}`,
  'options/invalid': (d) => d.detail,
  'registry/duplicate-id': (d) => `two games have the id "${d.id}"`,
  'seat/promise': (d) =>
    `the seat of ${d.player} answered step ${d.step} with a promise, which runMatch cannot await: play it with runMatchAsync`,
  'seat/timeout': (d) => `the seat of ${d.player} gave no orders for step ${d.step} within ${d.limitMs} ms`,
  'seat/rejected': (d) => `the seat of ${d.player} failed to give orders for step ${d.step}: ${d.reason}`,
});

/** The sentence for a game issue, made from its code and data. */
export const gameIssueMessage = FAMILY.message;

/** Builds a typed game issue with its message. */
export const gameIssue = FAMILY.issue;

/** Every game issue code, for tests. */
export const GAME_ISSUE_CODES = FAMILY.codes;
