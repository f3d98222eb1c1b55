/**
 * K11: every legal choice of a player at the current step, for the kernel's generic
 * search (`monteCarloOrders`). A placement is a free circle and a colour with counters
 * left (CO-2.2); a challenge answer is yes or no (CO-5.7); a turn is one set of orders for
 * each distinct end state (`legalEndStates`, CO-4, CO-5.6).
 */
import { legalEndStates } from './end-states.js';
import { awaiting, type CorporationState, countersLeft } from './state.js';
import { CIRCLES, COLOURS } from './vocabulary.js';

/** The legal orders of `player` now, in a fixed order; empty when it is not awaited. */
export function legalOrders(state: CorporationState, player: string): unknown[] {
  const wait = awaiting(state);
  if (!wait.players.includes(player as never)) return [];
  switch (wait.kind) {
    case 'place': {
      const left = countersLeft(state);
      const circles = [...Array(CIRCLES).keys()].filter((k) => state.table[k] === null);
      return circles.flatMap((circle) =>
        COLOURS.filter((c) => left[c] > 0).map((colour) => ({ circle, colour })),
      );
    }
    case 'challenge':
      return [{ challenge: false }, { challenge: true }];
    case 'turn':
      return legalEndStates(state, player).map((choice) => choice.orders);
    default:
      return [];
  }
}
