/**
 * Step 2, transfers (TSG-6.3): fleets that ended the last turn in one hex exchange ships
 * before this turn's moves. Merges and splits apply in the order given, seat by seat; a
 * split's ships form a new fleet in the hex, which keeps the old fleet's arrival.
 */
import type { MergeOrder, SplitOrder } from '../orders.js';
import type { Fleet, TsgState } from '../state.js';

/** The state after one player's transfers. */
export function applyTransfers(
  s: TsgState,
  player: string,
  orders: readonly (MergeOrder | SplitOrder)[],
): TsgState {
  let fleets: Fleet[] = s.fleets.slice();
  let formed = s.sides[player]!.fleetsFormed;
  for (const o of orders) {
    const from = fleets.find((f) => f.id === o.fleet)!;
    if (o.kind === 'merge') {
      const into = fleets.find((f) => f.id === o.into)!;
      fleets = fleets
        .filter((f) => f.id !== from.id)
        .map((f) =>
          f.id === into.id
            ? { ...f, arrived: Math.max(f.arrived, from.arrived), ships: [...f.ships, ...from.ships] }
            : f,
        );
    } else {
      formed += 1;
      const leaving = new Set(o.ships);
      const split: Fleet = {
        ...from,
        id: `${player}-f${formed}`,
        ships: from.ships.filter((x) => leaving.has(x.id)),
      };
      fleets = [
        ...fleets.map((f) =>
          f.id === from.id ? { ...f, ships: f.ships.filter((x) => !leaving.has(x.id)) } : f,
        ),
        split,
      ];
    }
  }
  return { ...s, fleets, sides: { ...s.sides, [player]: { ...s.sides[player]!, fleetsFormed: formed } } };
}
