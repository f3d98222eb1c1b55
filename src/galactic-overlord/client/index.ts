/**
 * `simulturn/galactic-overlord/client`: what a client draws a faction's board and reports
 * with, and nothing of the rules engine. Everything here reads a `GoView`, a
 * `PrivateReport` or a `GmPost` (plain JSON from a server): the board model (factions,
 * bases, navies, the faction's own ships, by the names a person types), where a navy may
 * attack and what the other orders may name, an order list that makes the raw orders
 * `checkOrders` takes, the price list and what is left after the orders so far, readable
 * names, each report and post as sentences, and why a game ended. A browser bundle of it
 * stays small: the package check bundles these exports alone against a gzip budget and
 * fails if the turn's resolution comes in.
 *
 * Checking orders before sending them runs the server's own `checkOrders` on the state:
 * import it from `simulturn/galactic-overlord` where that weight is wanted.
 * @example
 * ```ts
 * import { addOrder, boardOf, listSpending, rawOrders } from 'simulturn/galactic-overlord/client';
 * const board = boardOf(view);
 * let items = addOrder([], { kind: 'ships', count: 5, hull: 'cruiser', weapon: 'torpedo' });
 * items = addOrder(items, { kind: 'attack', target: 'p2', ships: 'all', toDeath: false, base: null });
 * listSpending(view, items).left; // the BP left after ten BP of cruisers
 * const orders = rawOrders(items); // what checkOrders and the referee take
 * ```
 * @module
 */
export type { BattleEnd, BattleResult, BySide, Round, Side, Tally } from '../battle.js';
export { formatSlots, type Oob, parseSlots } from '../oob.js';
export type { Orders } from '../orders.js';
export type {
  BpBook,
  Breakdown,
  Built,
  GmPost,
  OwnBattle,
  PrivateReport,
  PublicBattle,
  PublicFaction,
  ShipKind,
} from '../report.js';
export type { RulesOptions } from '../rules-options.js';
export type { Base, Faction, Ship } from '../state.js';
export type { GoView } from '../view.js';
export * from '../vocabulary.js';
export {
  type Board,
  type BoardBase,
  type BoardFaction,
  type BoardShip,
  boardOf,
  LEGEND,
  type LegendEntry,
  type NavyKind,
} from './board.js';
export {
  battleSentence,
  builtWords,
  END_WORDS,
  factionLine,
  navyBp,
  navyWords,
  ownBattleLines,
  postLines,
  reportLines,
} from './events.js';
export {
  baseName,
  counted,
  FORMATION_NAMES,
  kindCount,
  kindName,
  listed,
  oobName,
  RANGE_NAMES,
  readBaseName,
  readShipName,
  SPECIAL_NAMES,
  shipName,
  summarised,
  WEAPON_PLURALS,
} from './names.js';
export {
  addOrder,
  describeOrder,
  echoOrders,
  itemsOf,
  listSpending,
  type OrderItem,
  rawOrders,
  removeOrder,
  SPY_ORDER_NAMES,
} from './order-list.js';
export { type EndFacts, outcomeWhy } from './outcome.js';
export {
  type BasesHeld,
  basesHeld,
  type HullPrice,
  incomeOf,
  largestHull,
  type PriceList,
  priceLines,
  priceList,
  type Spending,
  spending,
  viewBudget,
} from './prices.js';
export {
  attackTargets,
  awaited,
  basesToTake,
  type GiftChoices,
  gifts,
  type OwnShip,
  ownShips,
  rivals,
  specialsOpen,
  spyTargets,
  type Target,
} from './targets.js';
export { renderBoard, renderMap } from './text-board.js';
