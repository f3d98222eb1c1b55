/**
 * The order check `defineGame` gives a game that lists its legal orders (K11) and writes
 * no check of its own: orders are accepted when they are one of the awaited player's
 * legal orders, and refused with one of two typed issues, `orders/not-awaited` and
 * `orders/not-legal`. A family of its own, apart from the kernel's game issues, so that a
 * bundle of a game that writes its own check carries none of it.
 *
 * @example
 * ```ts
 * const check = checkByLegalOrders(game.awaiting, game.legalOrders);
 * check(state, 'p1', [3]).issues; // [] when [3] is one of p1's legal orders now
 * ```
 */
import { describeValue } from '../describe-value.js';
import { canonicalJson } from '../hash.js';
import { type IssueOf, issueFamily } from '../issue-family.js';
import { readInput } from '../read-input.js';
import type { OrderCheck } from './contract.js';
import type { Awaiting } from './steps.js';

/** The data of each issue code of the legal-orders check. */
export interface LegalCheckIssueData {
  /** Orders from a player the step does not await. */
  'orders/not-awaited': {
    /** The player. */
    readonly player: string;
  };
  /** Orders that are none of the player's legal orders now. */
  'orders/not-legal': {
    /** The player. */
    readonly player: string;
    /** The orders given, as short JSON. */
    readonly orders: string;
  };
}

/** One issue of the legal-orders check. */
export type LegalCheckIssue = IssueOf<LegalCheckIssueData>;

const FAMILY = /* @__PURE__ */ issueFamily<LegalCheckIssueData>({
  'orders/not-awaited': (d) => `${d.player} is not awaited at this step`,
  'orders/not-legal': (d) => `${d.orders} are not orders ${d.player} may give now`,
});

/**
 * The check of a game that lists its legal orders: `orders/not-awaited` for a player the
 * step does not await; else the orders, read once into plain data and compared as
 * canonical JSON, must be one of the player's legal orders, or they are
 * `orders/not-legal`. Never throws on any orders.
 */
export function checkByLegalOrders<State>(
  awaiting: (state: State) => Awaiting,
  legalOrders: (state: State, player: string) => readonly unknown[],
): (state: State, player: string, raw: unknown) => OrderCheck {
  return (state, player, raw) => {
    if (!awaiting(state).players.includes(player))
      return { issues: [FAMILY.issue('orders/not-awaited', [], { player })] };
    const read = readInput(raw);
    const given = read.ok ? canonicalJson(read.value) : undefined;
    if (given !== undefined && legalOrders(state, player).some((o) => canonicalJson(o) === given))
      return { issues: [] };
    return { issues: [FAMILY.issue('orders/not-legal', [], { player, orders: describeValue(raw) })] };
  };
}
