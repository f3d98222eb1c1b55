/**
 * Every legal end of a turn from a position (CO-4, CO-5.6), for frontends and bots: each
 * exchange (or none), each entry (or none), and each distinct end of the promotions that
 * follow, deduplicated by the state they lead to.
 */
import { buildingIndex } from './building.js';
import type { Entry } from './orders.js';
import { promotionEnds, type Work, workOf } from './promotions.js';
import { awaiting, type CorporationState, offBoard } from './state.js';
import { finishTurn } from './turn.js';
import { CIRCLES, COLOURS } from './vocabulary.js';

/** Raw turn orders, as `playTurn` reads them. */
export interface TurnInput {
  /** Two circles to exchange (CO-4.1). */
  readonly swap?: readonly [number, number];
  /** The employee to enter and the reception area's colour (CO-4.2). */
  readonly enter?: Entry;
  /** The rooms to promote from, in order (CO-5.4). */
  readonly promote: readonly string[];
}

/** One legal end of a turn: orders that reach it and the state after it. */
export interface TurnChoice {
  /** Orders for `playTurn` that reach this end. */
  readonly orders: TurnInput;
  /** The state after the turn (the next player to move, or the game over). */
  readonly state: CorporationState;
}

/** The exchanges to try: none, then every two circles whose counters differ, each resulting Table once. */
export function distinctSwaps(state: CorporationState): (readonly [number, number] | null)[] {
  const out: (readonly [number, number] | null)[] = [null];
  const seen = new Set<string>([state.table.join()]);
  for (let a = 0; a < CIRCLES; a++) {
    for (let b = a + 1; b < CIRCLES; b++) {
      if (state.table[a] === state.table[b]) continue; // the same colour: no change (CO-4.1)
      if (state.rules.exchange === 'different-pairs' && a >> 1 === b >> 1) continue;
      const t = state.table.slice();
      t[a] = state.table[b]!;
      t[b] = state.table[a]!;
      const key = t.join();
      if (seen.has(key)) continue;
      seen.add(key);
      out.push([a, b]);
    }
  }
  return out;
}

/** The entries to try: none, then each colour still off the board into each area the rules allow (CO-4.2). */
export function possibleEntries(state: CorporationState): (Entry | null)[] {
  const out: (Entry | null)[] = [null];
  const left = offBoard(state);
  for (const colour of COLOURS) {
    if (left[colour] === 0) continue;
    for (const area of COLOURS) {
      if (state.rules.entryArea === 'own-colour' && area !== colour) continue;
      out.push({ colour, area });
    }
  }
  return out;
}

/** The position after a turn's exchange and entry (CO-4.1, CO-4.2), before its promotions; both assumed legal. */
export function afterExchangeAndEntry(
  state: CorporationState,
  swap: readonly [number, number] | null,
  enter: Entry | null,
): Work {
  const w = workOf(state);
  if (swap !== null) {
    const [a, b] = swap;
    [w.table[a], w.table[b]] = [w.table[b]!, w.table[a]!];
  }
  if (enter !== null) w.stacks[buildingIndex(state.building).reception[enter.area]]!.push(enter.colour);
  return w;
}

/**
 * Every legal end state of a turn for `player` (CO-4, CO-5.6), each with one set of orders
 * reaching it, deduplicated by the resulting state. Empty when `player` is not the one to
 * take a turn now. The order is fixed: exchanges, then entries, then promotion ends as
 * found.
 */
export function legalEndStates(state: CorporationState, player: string): TurnChoice[] {
  return [...endStates(state, player)];
}

/**
 * {@link legalEndStates} one at a time, in the same order, each made only when asked
 * for: a search that stops at the first reply good enough (the search bot's cut) need
 * not make the hundreds of ends after it.
 */
export function* endStates(state: CorporationState, player: string): Generator<TurnChoice> {
  const wait = awaiting(state);
  if (wait.kind !== 'turn' || wait.players[0] !== player) return;
  for (const swap of distinctSwaps(state)) {
    // Each exchange leads to a Table of its own (`distinctSwaps`), so an end of one exchange
    // is never an end of another: ends are told apart by their position and winner only.
    const seen = new Set<string>();
    for (const enter of possibleEntries(state)) {
      const w = afterExchangeAndEntry(state, swap, enter);
      for (const end of promotionEnds({ ...state, table: w.table }, w)) {
        const key = `${end.key}|${end.winner ?? ''}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const orders: TurnInput = {
          ...(swap === null ? {} : { swap }),
          ...(enter === null ? {} : { enter }),
          promote: end.promote,
        };
        // The state `playTurn` gives for these orders (a test checks that they agree).
        const quiet = enter === null && end.promote.length === 0;
        yield {
          orders,
          state: finishTurn(state, { ...end.work, table: w.table }, end.winner, quiet, []),
        };
      }
    }
  }
}
