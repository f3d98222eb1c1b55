/**
 * Every problem Corporation reports about input, as one discriminated union keyed by a
 * stable `code`, and the one function that turns an issue into a sentence. A test checks
 * that every code has a message.
 */

import { STATE_ISSUE_MESSAGES, type StateIssueData } from '../kernel/game/state-issues.js';
import { type IssueOf, issueFamily } from '../kernel/issue-family.js';

/** The data of an issue code that carries none beyond its code, path and message. */
export type NoData = Readonly<Record<never, never>>;

/** The data each issue code carries, by code. */
export interface IssueData extends StateIssueData {
  /** The options given to `newGame` are not sound. */
  'options/invalid': {
    /** What is wrong. */
    readonly detail: string;
  };
  /** `newGame` was given an option (or a start-position field) it does not know. */
  'options/unknown-key': {
    /** The key as given. */
    readonly key: string;
    /** The keys known there, comma-separated. */
    readonly known: string;
    /** The known key nearest to it, when one is near enough to be a likely typo. */
    readonly nearest?: string;
  };
  /** The orders could not be read as data (a getter threw, a cycle, too deep). */
  'orders/unreadable': {
    /** What went wrong. */
    readonly detail: string;
  };
  /** The orders are not a JSON object. */
  'orders/not-an-object': {
    /** A description of what was given instead. */
    readonly got: string;
  };
  /** The orders have a field this kind of step does not have. */
  'orders/unknown-field': {
    /** The unknown field's name. */
    readonly field: string;
    /** What is awaited now. */
    readonly kind: string;
  };
  /** The player is not awaited now (CO-4.4). */
  'orders/not-your-turn': {
    /** The player who sent orders. */
    readonly player: string;
    /** The players awaited. */
    readonly awaited: readonly string[];
  };
  /** The game is over. */
  'orders/game-over': NoData;
  /** A placement names a circle that is not a number from 0 to 11 (CO-2.2). */
  'place/bad-circle': {
    /** The value given, as text. */
    readonly value: string;
  };
  /** A placement names a circle that already holds a counter (CO-2.2). */
  'place/circle-taken': {
    /** The circle, 0 to 11 as in the JSON orders (the message says it from 1, as the sheet does). */
    readonly circle: number;
  };
  /** A field that should name a colour does not. */
  'order/bad-colour': {
    /** The field. */
    readonly field: string;
    /** The value given, as text. */
    readonly value: string;
  };
  /** No counter of that colour is left to place (CO-2.2). */
  'place/no-counter-left': {
    /** The colour. */
    readonly colour: string;
  };
  /** An exchange is not two different circles from 0 to 11 (CO-4.1). */
  'swap/bad-circles': {
    /** The value given, as text. */
    readonly value: string;
  };
  /** Under `exchange: different-pairs`, the two circles are one pair (CO-4.1). */
  'swap/same-pair': {
    /** The pair's number, from 1. */
    readonly pair: number;
  };
  /** Every employee of that colour is already in the building (CO-4.2). */
  'enter/none-left': {
    /** The colour. */
    readonly colour: string;
  };
  /** Under `entryArea: own-colour`, an employee enters only its own colour's area (CO-4.2). */
  'enter/wrong-area': {
    /** The employee's colour. */
    readonly colour: string;
    /** The area asked for. */
    readonly area: string;
  };
  /** `promote` is not a list of room ids. */
  'promote/not-a-list': {
    /** A description of what was given instead. */
    readonly got: string;
  };
  /** More promotions listed than any turn can hold (CO-5.5). */
  'promote/too-many': {
    /** The most a turn can hold in this building. */
    readonly limit: number;
  };
  /** A listed room is not a room of the building. */
  'promote/unknown-room': {
    /** The value given, as text. */
    readonly value: string;
  };
  /** A listed promotion does not apply at that point of the turn (CO-5.1, CO-5.2). */
  'promote/not-applicable': {
    /** The room. */
    readonly room: string;
    /** The rooms whose top employee could be promoted at that point. */
    readonly applicable: readonly string[];
  };
  /** Under `missedPromotions: reject`, the list stops while a promotion applies (CO-5.7). */
  'promote/incomplete': {
    /** The rooms whose top employee could still be promoted. */
    readonly applicable: readonly string[];
  };
  /** A notice, not an error: the engine made the promotions the list missed (CO-5.7). */
  'promote/auto-completed': {
    /** The rooms promoted from, in order. */
    readonly rooms: readonly string[];
  };
  /** A challenge answer is not `true` or `false` (CO-5.7). */
  'challenge/bad-answer': {
    /** The value given, as text. */
    readonly value: string;
  };
  /** The parts of the saved game do not agree. */
  'state/inconsistent': {
    /** What disagrees. */
    readonly detail: string;
  };
}

/** An issue code. */
export type IssueCode = keyof IssueData;

/** One typed problem. */
export type Issue = IssueOf<IssueData>;

/** The Corporation issue family: every code's message, held complete by the compiler. */
const FAMILY = issueFamily<IssueData>({
  'options/invalid': (d) => d.detail,
  'options/unknown-key': (d) =>
    d.nearest !== undefined
      ? `unknown option "${d.key}"; did you mean "${d.nearest}"?`
      : `unknown option "${d.key}" (known: ${d.known})`,
  'orders/unreadable': (d) => `the orders could not be read: ${d.detail}`,
  'orders/not-an-object': (d) => `orders must be an object such as {"promote": ["1a"]}, got ${d.got}`,
  'orders/unknown-field': (d) => `unknown field "${d.field}" for a ${d.kind} step`,
  'orders/not-your-turn': (d) =>
    d.awaited.length === 0
      ? `${d.player} is not awaited: nobody is`
      : `${d.player} is not awaited; waiting for ${d.awaited.join(', ')}`,
  'orders/game-over': () => 'the game is over',
  'place/bad-circle': (d) =>
    `circle must be one of the twelve circles: 1 to 12 on the sheet, 0 to 11 in JSON orders; got ${d.value}`,
  'place/circle-taken': (d) => `circle ${d.circle + 1} already holds a counter`,
  'order/bad-colour': (d) => `${d.field} must be red, green, blue or yellow, got ${d.value}`,
  'place/no-counter-left': (d) => `all three ${d.colour} counters are on the table`,
  'swap/bad-circles': (d) =>
    `swap must be two different circles: 1 to 12 on the sheet, 0 to 11 in JSON orders; got ${d.value}`,
  'swap/same-pair': (d) => `the two circles are both in pair ${d.pair}; exchange counters of two pairs`,
  'enter/none-left': (d) => `every ${d.colour} employee is already in the building`,
  'enter/wrong-area': (d) =>
    `a ${d.colour} employee enters only the ${d.colour} reception area, not ${d.area}`,
  'promote/not-a-list': (d) => `promote must be a list of room ids, got ${d.got}`,
  'promote/too-many': (d) => `a turn holds at most ${d.limit} promotions in this building`,
  'promote/unknown-room': (d) => `${d.value} is not a room of the building`,
  'promote/not-applicable': (d) =>
    d.applicable.length === 0
      ? `nobody in ${d.room} can be promoted there: no promotion applies`
      : `nobody in ${d.room} can be promoted there; promotions apply in ${d.applicable.join(', ')}`,
  'promote/incomplete': (d) => `promotions still apply in ${d.applicable.join(', ')}; a turn makes them all`,
  'promote/auto-completed': (d) => `the engine made the promotions left: ${d.rooms.join(', ')}`,
  'challenge/bad-answer': (d) => `challenge must be true or false, got ${d.value}`,
  ...STATE_ISSUE_MESSAGES,
  'state/inconsistent': (d) => d.detail,
});

/** The sentence for an issue's code and data. */
export const issueMessage = FAMILY.message;

/** Builds a typed issue with its message. */
export const issue = FAMILY.issue;

/** Every issue code, for tests. */
export const ISSUE_CODES = FAMILY.codes;

/** A short description of a value for messages: its JSON, cut to 40 characters (the kernel's). */
export { describeValue as describe } from '../kernel/describe-value.js';
