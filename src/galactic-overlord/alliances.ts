/**
 * Step 1 of a turn (GO-1.2): alliances declared and broken (GO-11.1). A faction's
 * declarations stand from turn to turn; two factions are allies while each has declared
 * the other. Declarations towards factions no longer in the game lapse.
 */
import type { Draft } from './draft.js';
import type { Orders } from './orders.js';

/** Step 1: each faction's declared allies become its old ones plus `ally`, minus `breakAlliance`. */
export function declareAlliances(
  draft: Draft,
  players: readonly string[],
  orders: Readonly<Record<string, Orders>>,
): void {
  for (const p of players) {
    const f = draft.factions[p]!;
    const o = orders[p]!;
    const next = new Set([...f.allies, ...o.ally]);
    for (const q of o.breakAlliance) next.delete(q);
    f.allies = draft.players.filter((q) => next.has(q) && q !== p && draft.factions[q]!.outAt === null);
  }
}
