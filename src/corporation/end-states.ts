/**
 * Every legal end of a turn from a position (CO-4, CO-5.6), for frontends and bots: each
 * exchange (or none), each entry (or none), and each distinct end of the promotions that
 * follow, deduplicated by the state they lead to.
 */
import { canonicalJson } from '../kernel/hash.js';
import { buildingIndex } from './building.js';
import { promotionEnds, workOf } from './promotions.js';
import { awaiting, type CorporationState, offBoard } from './state.js';
import { type Entry, playTurn } from './turn.js';
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

/**
 * Every legal end state of a turn for `player` (CO-4, CO-5.6), each with one set of orders
 * reaching it, deduplicated by the resulting state. Empty when `player` is not the one to
 * take a turn now. The order is fixed: exchanges, then entries, then promotion ends as
 * found.
 */
export function legalEndStates(state: CorporationState, player: string): TurnChoice[] {
  const wait = awaiting(state);
  if (wait.kind !== 'turn' || wait.players[0] !== player) return [];
  const ix = buildingIndex(state.building);
  const seen = new Set<string>();
  const out: TurnChoice[] = [];
  for (const swap of distinctSwaps(state)) {
    for (const enter of possibleEntries(state)) {
      const w = workOf(state);
      if (swap !== null) {
        const [a, b] = swap;
        [w.table[a], w.table[b]] = [w.table[b]!, w.table[a]!];
      }
      if (enter !== null) w.stacks[ix.reception[enter.area]]!.push(enter.colour);
      const base = { ...state, table: w.table };
      for (const end of promotionEnds(base, w)) {
        const orders: TurnInput = {
          ...(swap === null ? {} : { swap }),
          ...(enter === null ? {} : { enter }),
          promote: end.promote,
        };
        const played = playTurn(state, player, orders);
        if (!played.ok) continue; // cannot happen: every end is reached by a legal list
        const s = played.value.state;
        const key = canonicalJson([s.table, s.stacks, s.boardroom, s.ended, s.quietTurns]);
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ orders, state: s });
      }
    }
  }
  return out;
}
