/**
 * One helper for every family of typed issues: a game, the simulator, the
 * storage and the kernel's game tools each declare the data of their codes as one
 * interface and give one message function per code; the compiler holds the messages
 * complete (a code without a message, or a message without a code, does not compile), and
 * the family builds the issues, words them and lists its codes. Before it, each family
 * wrote the same builder, message function and code list by hand.
 * @example
 * ```ts
 * interface MyIssueData {
 *   'order/too-far': { readonly distance: number };
 *   'order/unknown-unit': { readonly unit: string };
 * }
 * const MY_ISSUES = issueFamily<MyIssueData>({
 *   'order/too-far': (d) => `the target is ${d.distance} away`,
 *   'order/unknown-unit': (d) => `no unit ${d.unit}`,
 * });
 * const problem = MY_ISSUES.issue('order/too-far', ['orders', 0, 'to'], { distance: 3 });
 * problem.message; // 'the target is 3 away'
 * ```
 */
import type { IssueBase } from './issue.js';

/** The codes of a family: the keys of its data interface. */
export type IssueCodeOf<Data> = keyof Data & string;

/** One issue of a family: the union, by code, of the base fields and that code's data. */
export type IssueOf<Data> = { [C in IssueCodeOf<Data>]: IssueBase<C> & Data[C] }[IssueCodeOf<Data>];

/** The message of every code of a family, as one function per code. */
export type IssueMessages<Data> = { readonly [C in IssueCodeOf<Data>]: (data: Data[C]) => string };

/** A family of typed issues: builds them, words them, and lists its codes. */
export interface IssueFamily<Data> {
  /** Every code of the family, in the order its messages were given. */
  readonly codes: readonly IssueCodeOf<Data>[];
  /** The sentence for a code and its data. */
  message<C extends IssueCodeOf<Data>>(code: C, data: Data[C]): string;
  /** A typed issue: its code, where it is, its message and its data. */
  issue<C extends IssueCodeOf<Data>>(
    code: C,
    path: readonly (string | number)[],
    data: Data[C],
  ): IssueBase<C> & Data[C];
}

/** The family whose messages are `messages`; see the module's example. */
export function issueFamily<Data>(messages: IssueMessages<Data>): IssueFamily<Data> {
  const message = <C extends IssueCodeOf<Data>>(code: C, data: Data[C]): string =>
    (messages[code] as (d: Data[C]) => string)(data);
  return Object.freeze({
    codes: Object.freeze(Object.keys(messages) as IssueCodeOf<Data>[]),
    message,
    issue: <C extends IssueCodeOf<Data>>(code: C, path: readonly (string | number)[], data: Data[C]) =>
      ({ code, path, message: message(code, data), ...data }) as IssueBase<C> & Data[C],
  });
}
