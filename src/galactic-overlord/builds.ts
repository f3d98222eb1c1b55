/**
 * Steps 2, 3 and 10 of a turn (GO-1.2): income (GO-2.2; step 2 or step 10 as
 * `incomeTiming` says), builds and repairs (GO-3.1 to GO-3.4, step 3), in seat order so that new ids are assigned the same way every time.
 */

import { type Draft, draftBaseCounts } from './draft.js';
import { basesCost, INCOME, shipsCost } from './economy.js';
import type { Orders } from './orders.js';

/** GO-2.2: adds a faction's income from the bases it holds now; returns it. */
export function collectIncome(draft: Draft, player: string): number {
  const { home, captured } = draftBaseCounts(draft, player);
  const earned = INCOME.home * home + INCOME.captured * captured;
  draft.factions[player]!.bp += earned;
  return earned;
}

/**
 * GO-3: repairs, bases, then ships; returns the BP spent and the new ids. The orders
 * were checked against the budget, so the stock never goes below zero.
 */
export function applyBuilds(
  draft: Draft,
  player: string,
  orders: Orders,
): { spent: number; ships: number[]; bases: number[] } {
  const f = draft.factions[player]!;
  // GO-3.4: a repair removes all damage for 1 BP, whatever the hull.
  const repair = new Set(orders.repair);
  f.ships = f.ships.map((s) => (repair.has(s.id) ? { ...s, damage: 0 } : s));
  const spent =
    basesCost(f.built, orders.bases, draft.rules) +
    shipsCost(
      orders.ships.map((s) => s.hull),
      orders.repair.length,
    );
  const bases: number[] = [];
  for (let k = 0; k < orders.bases; k++) {
    draft.bases.push({ id: draft.nextBase, holder: player, builder: player });
    bases.push(draft.nextBase++);
    f.built++;
  }
  const ships: number[] = [];
  for (const b of orders.ships) {
    f.ships.push({ id: draft.nextShip, hull: b.hull, weapon: b.weapon, damage: 0 });
    ships.push(draft.nextShip++);
  }
  f.bp -= spent;
  return { spent, ships, bases };
}
