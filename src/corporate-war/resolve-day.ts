/**
 * `resolveDay`: one day of Corporate War, as the list of steps the rules describe (CW-6.1),
 * one file per step under `day/`:
 *
 * 1. read and check every player's orders (CW-5.5): `sanitize-orders.ts`;
 * 2. give the aliens their moves (CW-4): `alien-orders.ts`;
 * 3. plan every soldier's steps, with head-to-head swaps (CW-5.3, CW-6.5): `movement.ts`;
 * 4. note where everyone stands at dawn, and fight there under `dawnSharing` (CW-6.6);
 * 5. the three phases (CW-6.1): steps, then encounters and gunfights (CW-6.2 to CW-7):
 *    `movement.ts`, `encounters.ts`, `fight-round.ts`, `passing.ts`, `swap-fight.ts`;
 * 6. hand tags to alien Ghosts (CW-4.4): `dogtags.ts`;
 * 7. revive the fallen whose tags came home (CW-8.3): `dogtags.ts`;
 * 8. the aliens' memory (CW-4.4, CW-4.6): `alien-memory.ts`;
 * 9. claims and victory (CW-9): `victory.ts`;
 * 10. the next dawn's state: `commit.ts`;
 * 11. the reports (CW-11), built when first read: `group-reports.ts`, `intel.ts`.
 */

import type { RngState } from '../kernel/rng.js';
import { rememberForAliens } from './day/alien-memory.js';
import { orderAliens } from './day/alien-orders.js';
import { commitDay, nextRows } from './day/commit.js';
import { closeDay, type Day, openDay, snapshot, traceOf } from './day/context.js';
import { handTagsToGhosts, reviveFallen } from './day/dogtags.js';
import { checkEncounters } from './day/encounters.js';
import { groupReports, reportDay } from './day/group-reports.js';
import type { LazyGroupReports } from './day/intel.js';
import { movePhase, planMovement } from './day/movement.js';
import { sanitizeOrders } from './day/sanitize-orders.js';
import { checkVictory, type VictoryResult } from './day/victory.js';
import { DEFAULT_GUNFIGHT_RESOLVERS } from './gunfight/registry.js';
import type { DayOrders } from './orders.js';
import { buildReports, type PlayerReport } from './report.js';
import { composeRules, type Rules } from './rules.js';
import type { AlienMemory, Claim, GameState, Outcome, SoldierProps, Wreck } from './state.js';
import { soldierRows } from './state.js';
import type { Trace } from './trace.js';
import { PHASES, type PlayerId } from './vocabulary.js';

/** What a day produces. */
export interface DayResult {
  /** The state at the next dawn. */
  readonly state: GameState;
  /**
   * Each player's report of the day. Its `groups`, like the new state's `intel`, are
   * built from the day when first read. Treat results and states as the immutable values
   * they are typed as: changing the trace, a report's groups or an earlier state's intel
   * before they are read would change what is read.
   */
  readonly reports: Readonly<Record<PlayerId, PlayerReport>>;
  /** The omniscient record of the day. */
  readonly trace: Trace;
}

/**
 * Resolves one day: every player's orders at once, in three movement phases with
 * encounters and gunfights, then dog tags, the aliens' memory and the victory check.
 * Pure and deterministic: the same state and orders always give the same result, and no
 * player input can make it throw.
 *
 * Two signatures, one function. Orders built in code are `DayOrders`, and typing them so
 * (`const orders: DayOrders = …`) lets the compiler hold each order to one soldier, a list
 * of soldiers or a group. Orders from outside (JSON, a socket, an order sheet) are
 * `unknown`: they are read and checked at run time (`checkOrders`), and every flaw is an
 * outcome in the player's report, never an exception.
 *
 * @param orders - orders by player id; a player with no entry gives no orders and its
 *   soldiers stay.
 * @param rules - overrides of the state's rules options, and pluggable duel models and
 *   gunfight resolvers.
 * @example
 * ```ts
 * const game = newGame({ seed: 'demo', corporations: ['psicorps', 'phoenicae', 'orchid-inc', 'tanker-toys'] });
 * const orders: DayOrders = { psicorps: [{ group: 'A6', to: 'C6' }] };
 * const { state, reports, trace } = resolveDay(game, orders);
 * ```
 */
export function resolveDay(state: GameState, orders: DayOrders, rules?: Partial<Rules>): DayResult;
/**
 * Resolves one day from orders that came from outside the program, checked at run time:
 * each malformed order, soldier or field gets a typed issue in its player's report.
 * @param orders - raw orders by player id, as parsed from JSON or an order sheet.
 */
export function resolveDay(state: GameState, orders: unknown, rules?: Partial<Rules>): DayResult;
export function resolveDay(state: GameState, orders: unknown, rules?: Partial<Rules>): DayResult {
  const day = openDay(state, composeRules(state.rules, rules, DEFAULT_GUNFIGHT_RESOLVERS));
  sanitizeOrders(day, orders); // 1. CW-5.5
  if (state.outcome !== null) {
    // A finished game stays finished: every order is refused and nothing changes.
    const trace = traceOf(day);
    return { state, reports: buildReports(state, trace), trace };
  }
  fightTheDay(day);
  // Step 11 waits until a report's groups or a player's intel is read (see `day/intel.ts`).
  const inputs = reportDay(day);
  const groups = later(() => groupReports(inputs));
  const next = finishDay(day, groups);
  const trace = traceOf(day);
  return { state: next, reports: buildReports(next, trace, groups), trace };
}

/**
 * The next state only, for look-ahead and rollouts (a search player tries many futures):
 * the same day as `resolveDay`, without reports or a trace to read later, so the players'
 * `intel` stays as it was and nothing of the day is kept. Half the cost of a resolved day
 * whose reports are read; use `resolveDay` for the game itself.
 * @example
 * ```ts
 * const next = advanceDay(sampledState, { psicorps: plan, phoenicae: guess });
 * ```
 */
export function advanceDay(state: GameState, orders: unknown, rules?: Partial<Rules>): GameState {
  if (state.outcome !== null) return state;
  const day = openDay(state, composeRules(state.rules, rules, DEFAULT_GUNFIGHT_RESOLVERS), false);
  sanitizeOrders(day, orders); // 1. CW-5.5
  fightTheDay(day);
  const next = finishDay(day, null);
  closeDay(day);
  return next;
}

/**
 * A day's future as `lookAheadDay` gives it: what the next dawn's state would hold, in
 * plain arrays, without the state itself. Each field equals the one of the state
 * `advanceDay` returns for the same state and orders (`soldiers` the rows of its
 * `soldiers` list, `claims` its list as an array).
 */
export interface DayFuture {
  /** The day the next dawn would resolve (the day looked at plus one, or the same when the game was over). */
  readonly day: number;
  /**
   * Every soldier at the next dawn, in the state's order. A soldier the day did not change
   * is the same row object as in `soldierRows(state.soldiers)`, so `a !== b` finds the changed.
   */
  readonly soldiers: readonly SoldierProps[];
  /** The claims made at the day's end, to be held the next day (CW-9.1). */
  readonly claims: readonly Claim[];
  /** How the game ended, or null while it goes on. */
  readonly outcome: Outcome | null;
  /** What the aliens' script remembers for the next day (CW-4.4, CW-4.6). */
  readonly aliens: AlienMemory;
  /** The Mobile Commands wrecked this day (CW-8.4); the state's earlier wrecks are not repeated. */
  readonly newWrecks: readonly Wreck[];
  /** The random number generator's state at the next dawn. */
  readonly rng: RngState;
}

/**
 * The next dawn as a light future, for a search that tries many (one per plan and guessed
 * world) and only scores them: the same rules as `advanceDay`, steps 1 to 9, with no trace,
 * no reports and no new state (no Immutable commit). The soldiers come back as plain rows.
 * Use `advanceDay` when the future must be played on, `resolveDay` for the game itself.
 * @param orders - orders by player id, read and checked as `resolveDay` reads them.
 * @param rules - overrides of the state's rules options, as for `resolveDay`.
 * @example
 * ```ts
 * const future = lookAheadDay(sampledState, { psicorps: plan });
 * const standing = future.soldiers.filter((s) => s.owner === 'psicorps' && s.status === 'alive').length;
 * ```
 */
export function lookAheadDay(state: GameState, orders: unknown, rules?: Partial<Rules>): DayFuture {
  if (state.outcome !== null) {
    return {
      day: state.day,
      soldiers: soldierRows(state.soldiers),
      claims: state.claims.toArray(),
      outcome: state.outcome,
      aliens: state.aliens,
      newWrecks: [],
      rng: state.rng,
    };
  }
  const day = openDay(state, composeRules(state.rules, rules, DEFAULT_GUNFIGHT_RESOLVERS), false);
  sanitizeOrders(day, orders); // 1. CW-5.5
  fightTheDay(day); // 2. to 5.
  const { aliens, victory } = endTheDay(day); // 6. to 9.
  const future: DayFuture = {
    day: day.day + 1,
    soldiers: nextRows(day),
    claims: victory.claims,
    outcome: victory.outcome,
    aliens,
    newWrecks: day.newWrecks,
    rng: day.rng.state(),
  };
  closeDay(day);
  return future;
}

/** Steps 2 to 5: the aliens' orders, the plan, dawn and the three phases. */
function fightTheDay(day: Day): void {
  orderAliens(day); // 2. CW-4
  planMovement(day); // 3. CW-5.3, CW-6.5
  snapshot(day); // 4. dawn
  if (day.rules.dawnSharing === 'fight') checkEncounters(day, 0); // 4. CW-6.6
  for (const phase of PHASES) {
    movePhase(day, phase); // 5. CW-6.1
    checkEncounters(day, phase); // 5. CW-6.2 to CW-7
    snapshot(day);
  }
}

/** Steps 6 to 10: dog tags, revival, the aliens' memory, victory and the commit. */
function finishDay(day: Day, groups: LazyGroupReports | null): GameState {
  const { aliens, victory } = endTheDay(day); // 6. to 9.
  return commitDay(day, aliens, victory, groups); // 10.
}

/** Steps 6 to 9, shared by the committed day and the look-ahead: dog tags, revival, the aliens' memory, victory. */
function endTheDay(day: Day): { readonly aliens: AlienMemory; readonly victory: VictoryResult } {
  handTagsToGhosts(day); // 6. CW-4.4
  reviveFallen(day); // 7. CW-8.3
  const aliens = rememberForAliens(day); // 8. CW-4.4, CW-4.6
  const victory = checkVictory(day); // 9. CW-9
  return { aliens, victory };
}

/** A value computed on first use and kept; the function (and what it holds) is let go then. */
function later<T>(compute: () => T): () => T {
  let f: (() => T) | undefined = compute;
  let value: T | undefined;
  return () => {
    if (f !== undefined) {
      value = f();
      f = undefined;
    }
    return value as T;
  };
}
