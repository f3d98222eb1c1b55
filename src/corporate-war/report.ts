/**
 * Per-player reports: one report per group of the player's soldiers (CW-11), what became
 * of the player's own orders, which of its own soldiers fell or returned, and how the game
 * stands. Only what the player's own soldiers could see goes in.
 */
import type { OrderIssue } from './errors.js';
import type { OrderOutcome } from './orders.js';
import type { GroupReport } from './report-events.js';
import { type GameState, soldierIndex, soldierRows } from './state.js';
import type { Trace } from './trace.js';
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
  /** Whether the game is over and how it ended for this player. */
  readonly result: 'playing' | 'won' | 'lost' | 'drawn';
  /** CW-11: one report per group of the player's soldiers, as they began the day. */
  readonly groups: readonly GroupReport[];
}

/** Builds every player's report from the day's trace and the new state. */
export function buildReports(
  next: GameState,
  trace: Trace,
  groups: ReadonlyMap<PlayerId, readonly GroupReport[]> = new Map(),
): Readonly<Record<PlayerId, PlayerReport>> {
  const out: Record<PlayerId, PlayerReport> = {};
  const rows = soldierRows(next.soldiers);
  const index = soldierIndex(next);
  const ownerOf = (id: string) => rows[index.get(id) ?? -1]?.owner;
  for (const p of next.players) {
    const orders = trace.events.find((e) => e.type === 'orders' && e.player === p.id);
    const fallen: string[] = [];
    const revived: string[] = [];
    for (const e of trace.events) {
      if (e.type === 'kill' && ownerOf(e.soldier) === p.id) fallen.push(e.soldier);
      if (e.type === 'revival' && e.allegiance === p.id) revived.push(...e.soldiers);
    }
    const o = next.outcome;
    const result =
      o === null ? 'playing' : o.winners.includes(p.id) ? 'won' : o.winners.length === 0 ? 'drawn' : 'lost';
    out[p.id] = {
      player: p.id,
      day: trace.day,
      orders: orders?.type === 'orders' ? orders.outcomes : [],
      orderIssues: orders?.type === 'orders' ? orders.issues : [],
      fallen,
      revived,
      result,
      groups: groups.get(p.id) ?? [],
    };
  }
  return out;
}
