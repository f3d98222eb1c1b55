/**
 * The shape of a Strategic Game conformance case: a name starting with the clause of
 * docs/rules/strategic-game.md it tests, the rules option value it covers if any, and a
 * function that sets up a position, plays and checks.
 */
import type { TsgState } from '../../../src/strategic-game/index.js';
import { orderIssues } from '../../../src/strategic-game/orders.js';

/** A conformance case. */
export interface ConformanceCase {
  /** Starts with the clause id, e.g. `TSG-7.5 the seed's example`. */
  readonly name: string;
  /** The clause, e.g. `TSG-7.5`. */
  readonly clause: string;
  /** The rules option value this case covers, if any. */
  readonly option?: readonly [string, string];
  /** Sets up, plays and checks. */
  readonly run: () => void;
}

/** The codes of the issues of a player's orders (empty if accepted). */
export const codes = (s: TsgState, player: string, raw: unknown): string[] =>
  orderIssues(s, player, raw).map((i) => i.code);
