/**
 * Per-player reports: one report per group of the player's soldiers (CW-11), what became
 * of the player's own orders, which of its own soldiers fell or returned, and how the game
 * stands. Only what the player's own soldiers could see goes in.
 */

import { deepFreeze } from '../kernel/freeze.js';
import { privateSlot } from '../kernel/private-slot.js';
import { lazyProperty } from '../kernel/seal.js';
import type { LazyGroupReports } from './day/intel.js';
import type { OrderIssue } from './errors.js';
import type { OrderOutcome } from './orders.js';
import type { GroupReport } from './report-events.js';
import { type GameState, soldierIndex, soldierRows } from './state.js';
import type { Trace, TraceEvent } from './trace.js';
import { claimOf } from './view.js';
import type { PlayerId } from './vocabulary.js';

/** One player's report of one day. */
export interface PlayerReport {
  /** The player the report is for. */
  readonly player: PlayerId;
  /** The day reported on. */
  readonly day: number;
  /** CW-5.5: every order the player gave and what became of it. */
  readonly orders: readonly OrderOutcome[];
  /** Problems with the player's orders as a whole (CW-5.5). */
  readonly orderIssues: readonly OrderIssue[];
  /** The player's own soldiers who fell today. */
  readonly fallen: readonly string[];
  /** The player's own soldiers who returned today (CW-8.3). */
  readonly revived: readonly string[];
  /** CW-9.1: the key sectors the player claimed tonight, to hold all of tomorrow to win; empty if none. */
  readonly claim: readonly string[];
  /** Whether the game is over and how it ended for this player. */
  readonly result: 'playing' | 'won' | 'lost' | 'drawn';
  /**
   * CW-11: one report per group of the player's soldiers, as they began the day. Built
   * when first read, so that a simulation that reads no report does not pay for them.
   */
  readonly groups: readonly GroupReport[];
}

type OrdersEvent = Extract<TraceEvent, { type: 'orders' }>;

const NO_GROUPS: LazyGroupReports = () => new Map();

/**
 * Builds every player's report from the day's trace and the new state. Each report's
 * `groups` is built when first read (for every player at once, see `day/intel.ts`).
 */
export function buildReports(
  next: GameState,
  trace: Trace,
  groups: LazyGroupReports = NO_GROUPS,
): Readonly<Record<PlayerId, PlayerReport>> {
  const out: Record<PlayerId, PlayerReport> = {};
  const rows = soldierRows(next.soldiers);
  const index = soldierIndex(next);
  const ownerOf = (id: string) => rows[index.get(id) ?? -1]?.owner;
  // The trace read once for every player, not once per player (its events grow with the
  // players too): each player's orders event (the first), fallen and revived, in order.
  const ordersOf = new Map<PlayerId, OrdersEvent>();
  const fallenOf = new Map<PlayerId, string[]>();
  const revivedOf = new Map<PlayerId, string[]>();
  const add = (m: Map<PlayerId, string[]>, p: PlayerId, ids: readonly string[]) => {
    const list = m.get(p);
    if (list === undefined) m.set(p, [...ids]);
    else list.push(...ids);
  };
  for (const e of trace.events) {
    if (e.type === 'orders') {
      if (!ordersOf.has(e.player)) ordersOf.set(e.player, e);
    } else if (e.type === 'kill') {
      const owner = ownerOf(e.soldier);
      if (owner !== undefined) add(fallenOf, owner, [e.soldier]);
    } else if (e.type === 'revival') add(revivedOf, e.allegiance, e.soldiers);
  }
  for (const p of next.players) {
    const orders = ordersOf.get(p.id);
    const fallen = fallenOf.get(p.id) ?? [];
    const revived = revivedOf.get(p.id) ?? [];
    const o = next.outcome;
    const result =
      o === null ? 'playing' : o.winners.includes(p.id) ? 'won' : o.winners.length === 0 ? 'drawn' : 'lost';
    const report: PlayerReport = {
      player: p.id,
      day: trace.day,
      orders: orders?.outcomes ?? [],
      orderIssues: orders?.issues ?? [],
      fallen,
      revived,
      claim: claimOf(next, p.id),
      result,
      groups: NONE,
    };
    // A getter shared by every report finds the day's reports and this player's id in a
    // private slot: nothing on the report leads to another player's groups, whatever a
    // client does to it, and the groups it returns are frozen. (A getter closing over the day's reports
    // would give every report a hidden class of its own.)
    GROUPS.set(report, { groups, player: p.id });
    lazyProperty(report, 'groups', readGroups);
    // What the player holds cannot change the day's record: the outcomes are the trace's.
    freezeOutcomes(report.orders);
    deepFreeze(report.orderIssues);
    Object.freeze(report.fallen);
    Object.freeze(report.revived);
    Object.freeze(report.claim);
    out[p.id] = report;
  }
  return out;
}

/**
 * Freezes a list of order outcomes all the way down, as `deepFreeze` would, knowing their
 * shape: each outcome and its soldiers are flat, and only issues (rare) nest. The generic
 * walk, which lists every object's values, was 5.6% of a ten-day random-bot game by a CPU
 * profile (every soldier of a random bot has an order every day); this made those games
 * 3.6% faster in whole runs. A field of `OrderOutcome` that holds an object must be frozen
 * here too: the frozen-all-the-way test in `test/corporate-war/hostile.test.ts` checks.
 */
function freezeOutcomes(outcomes: readonly OrderOutcome[]): void {
  if (Object.isFrozen(outcomes)) return;
  Object.freeze(outcomes);
  for (const o of outcomes) {
    Object.freeze(o);
    Object.freeze(o.soldiers);
    if (o.issues.length === 0) Object.freeze(o.issues);
    else deepFreeze(o.issues);
  }
}

/** Shared, so frozen. */
const NONE: readonly GroupReport[] = Object.freeze([]);
/** Where a report keeps what its `groups` reads: out of reach of reflection and copies. */
const GROUPS = privateSlot<{ readonly groups: LazyGroupReports; readonly player: PlayerId }>();

function readGroups(this: unknown): readonly GroupReport[] {
  const source = GROUPS.get(this);
  return source?.groups().get(source.player) ?? NONE;
}
