/**
 * Orders from a person's choices: the raw orders `checkOrders` takes (TSG-2.3), each as a
 * line of the order sheet (TSG-9.2; `readSheet` reads the line back into the same order)
 * and in words. The forms of the sheet's lines are named here once, for the blank sheet
 * and for the answer to a line that cannot be read.
 */
import type { Design } from '../design.js';
import type { BattleOrder, BuildOrder, MergeOrder, MoveOrder, Order, SplitOrder } from '../orders.js';
import type { OrderKind } from '../vocabulary.js';
import type { BoardFleet } from './board.js';
import { battleWords } from './board.js';
import { count, designText, idRanges } from './ids.js';
import { costOf } from './prices.js';

/** TSG-5.2, TSG-5.3: a ship of `design`, a new fleet at home, or joining the fleet `into` there. */
export const buildOrder = (design: Design, into?: string): BuildOrder => ({
  kind: 'build',
  engine: design.engine,
  shields: design.shields,
  toHit: design.toHit,
  weapons: design.weapons,
  ...(into !== undefined ? { into } : {}),
});
/** TSG-6.1: `fleet` to the hex named `to` (`0805`). */
export const moveOrder = (fleet: string, to: string): MoveOrder => ({ kind: 'move', fleet, to });
/** TSG-6.3: `fleet` joins `into`, in its hex. */
export const mergeOrder = (fleet: string, into: string): MergeOrder => ({ kind: 'merge', fleet, into });
/** TSG-6.3: `ships` leave `fleet` as a new fleet in its hex. */
export const splitOrder = (fleet: string, ships: readonly string[]): SplitOrder => ({
  kind: 'split',
  fleet,
  ships: [...ships],
});
/** TSG-7.6, TSG-7.7: break off at `retreatAt`% of ships lost (null: never), losing `lossOrder` first. */
export const battleOrder = (retreatAt: number | null, lossOrder?: readonly string[]): BattleOrder => ({
  kind: 'battle',
  retreatAt,
  ...(lossOrder !== undefined && lossOrder.length > 0 ? { lossOrder: [...lossOrder] } : {}),
});

/** Each order's line on the sheet, in words with an example. */
export const LINE_FORMS: Readonly<Record<OrderKind, string>> = {
  build: 'build E3 S5 T4 W4 (engine, shields, to-hit, weapons), or build E3 S5 T4 W4 into FLEET',
  merge: 'merge FLEET into FLEET',
  split: 'split FLEET SHIP SHIP …',
  battle: 'battle retreat 50 (1 to 100% of the ships lost, or never), then lose SHIP SHIP … if you like',
  move: 'move FLEET to HEX, the hex as four digits, column then row (0805)',
};

/**
 * An order as the sheet writes it; `readSheet` reads it back into the same order.
 * @example
 * ```ts
 * orderLine(moveOrder('p1-f2', '0805')); // 'move p1-f2 to 0805'
 * ```
 */
export function orderLine(o: Order): string {
  switch (o.kind) {
    case 'build':
      return `build ${designText(o)}${o.into !== undefined ? ` into ${o.into}` : ''}`;
    case 'merge':
      return `merge ${o.fleet} into ${o.into}`;
    case 'split':
      return `split ${o.fleet} ${o.ships.join(' ')}`;
    case 'battle':
      return `battle retreat ${o.retreatAt ?? 'never'}${o.lossOrder !== undefined && o.lossOrder.length > 0 ? ` lose ${o.lossOrder.join(' ')}` : ''}`;
    case 'move':
      return `move ${o.fleet} to ${o.to}`;
  }
}

/** An order in words, for a list of orders a person checks before sending. */
export function describeOrder(o: Order): string {
  switch (o.kind) {
    case 'build':
      return `Build a ship ${designText(o)} for ${costOf(o)} BP, ${o.into !== undefined ? `joining fleet ${o.into}` : 'a new fleet at home'}`;
    case 'merge':
      return `Merge fleet ${o.fleet} into fleet ${o.into}`;
    case 'split':
      return `Split ${count(o.ships.length, 'ship')} (${idRanges(o.ships)}) off fleet ${o.fleet} as a new fleet`;
    case 'battle':
      return `Battle orders: ${battleWords(o.retreatAt)}${o.lossOrder !== undefined && o.lossOrder.length > 0 ? `, losing ${idRanges(o.lossOrder)} first` : ''}`;
    case 'move':
      return `Move fleet ${o.fleet} to hex ${o.to}`;
  }
}

/**
 * `orders` with `o` added: a fleet's new move replaces its old one, and new battle orders
 * the old ones (one a step), so a person changing their mind does not make a refused pair.
 */
export function addOrder(orders: readonly Order[], o: Order): Order[] {
  const kept = orders.filter((x) =>
    o.kind === 'move'
      ? !(x.kind === 'move' && x.fleet === o.fleet)
      : o.kind === 'battle'
        ? x.kind !== 'battle'
        : true,
  );
  return [...kept, o];
}

/**
 * The ships to split off a fleet to take `counts[design]` ships of each design (`E3 S5
 * T4 W4`), the last of each design first, so a person splits by numbers, not by ids.
 */
export function shipsToSplit(fleet: BoardFleet, counts: Readonly<Record<string, number>>): string[] {
  return fleet.groups.flatMap((g) => {
    const n = Math.max(0, Math.min(g.count, Math.floor(counts[g.design] ?? 0)));
    return n === 0 ? [] : g.ids.slice(g.ids.length - n);
  });
}
