/**
 * The shape of a conformance case, in the manner of the Diplomacy adjudicator test cases:
 * a prestate, orders, and the expected poststate and trace events, named by the clause of
 * docs/rules/corporate-war.md it tests. Cases that test setup rather than a day give a
 * `run` function instead of a prestate.
 */
import { expect } from 'vitest';
import {
  type DayResult,
  type GameState,
  type Rules,
  resolveDay,
  sectorName,
  type TraceEvent,
} from '../../../src/corporate-war/index.js';
import { type Stage, stage } from './stage.js';

/** What must hold after the day. */
export interface Expectation {
  /** Living soldiers and the sector each must stand in. */
  readonly at?: Readonly<Record<string, string>>;
  /** Soldiers that must be dead after the day. */
  readonly dead?: readonly string[];
  /** Fallen soldiers and who must carry their tags ('' for lost). */
  readonly tags?: Readonly<Record<string, string>>;
  /** Events that must appear in the trace, in this order (each matched as a subset). */
  readonly events?: readonly Record<string, unknown>[];
  /** Event types that must not appear. */
  readonly noEvents?: readonly TraceEvent['type'][];
  /** Further checks. */
  readonly check?: (result: DayResult, pre: GameState) => void;
}

/** A conformance case. */
export type ConformanceCase = {
  /** Starts with the clause id, e.g. `CW-7.2 ties put higher Escape farther back`. */
  readonly name: string;
  readonly clause: string;
  /** The rules option value this case covers, if any. */
  readonly option?: readonly [string, string | number | null];
} & (
  | {
      readonly pre: Stage;
      readonly orders?: Readonly<Record<string, unknown>>;
      readonly rules?: Partial<Rules>;
      readonly expect: Expectation;
    }
  | { readonly run: () => void }
);

/** Runs one case. */
export function runCase(c: ConformanceCase): void {
  if ('run' in c) {
    c.run();
    return;
  }
  const pre = stage(c.pre);
  const result = resolveDay(pre, c.orders ?? {}, c.rules);
  const e = c.expect;
  const byId = new Map(result.state.soldiers.map((s) => [s.id, s] as const));
  const board = pre.scenario.board;
  for (const [id, where] of Object.entries(e.at ?? {})) {
    const s = byId.get(id);
    expect(s, `soldier ${id}`).toBeDefined();
    expect({ id, status: s!.status, at: sectorName(board, s!.sector) }).toEqual({
      id,
      status: 'alive',
      at: where,
    });
  }
  for (const id of e.dead ?? []) expect({ id, status: byId.get(id)?.status }).toEqual({ id, status: 'dead' });
  for (const [id, carrier] of Object.entries(e.tags ?? {})) {
    expect({ id, tagsWith: byId.get(id)?.tagsWith }).toEqual({ id, tagsWith: carrier });
  }
  let from = 0;
  for (const want of e.events ?? []) {
    const events = result.trace.events;
    const i = events.findIndex((ev, k) => k >= from && matches(ev, want));
    expect(
      i,
      `event ${JSON.stringify(want)} after #${from} in\n${JSON.stringify(events, null, 1)}`,
    ).toBeGreaterThanOrEqual(0);
    from = i + 1;
  }
  for (const type of e.noEvents ?? []) {
    expect(result.trace.events.filter((ev) => ev.type === type)).toEqual([]);
  }
  e.check?.(result, pre);
}

function matches(actual: unknown, want: unknown): boolean {
  if (want === null || typeof want !== 'object') return Object.is(actual, want);
  if (actual === null || typeof actual !== 'object') return false;
  if (Array.isArray(want)) {
    return (
      Array.isArray(actual) && actual.length === want.length && want.every((w, i) => matches(actual[i], w))
    );
  }
  return Object.entries(want).every(([k, v]) => matches((actual as Record<string, unknown>)[k], v));
}
