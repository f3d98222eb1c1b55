/**
 * The shape of a Harvester conformance case: a name starting with the clause of
 * docs/rules/harvester.md it tests, the rules option value it covers if any, and a
 * function that sets up a position, plays and checks.
 */
import { checkOrders, type HvState, type IssueCode } from '../../../src/harvester/index.js';

/** A conformance case. */
export interface ConformanceCase {
  /** Starts with the clause id, e.g. `HV-6.3 a tie sends the movers back`. */
  readonly name: string;
  /** The clause, e.g. `HV-6.3`. */
  readonly clause: string;
  /** The rules option value this case covers, if any. */
  readonly option?: readonly [string, string];
  /** Sets up, plays and checks. */
  readonly run: () => void;
}

/** The issue codes of orders that must be refused (empty if accepted). */
export function refusedCodes(state: HvState, player: string, raw: unknown): IssueCode[] {
  const r = checkOrders(state, player, raw);
  return r.ok ? [] : r.error.map((i) => i.code);
}
