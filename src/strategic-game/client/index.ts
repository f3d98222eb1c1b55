/**
 * `simulturn/strategic-game/client`: what a client draws a player's board and builds its
 * orders with, from the player's view alone and nothing of the rules engine (no step is
 * resolved here), so a browser bundle of it stays small: the package check bundles these
 * exports alone against a gzip budget and fails if the engine comes in.
 *
 * - Board: {@link boardOf}, every hex with the name a person types (`0805`), its system
 *   and whose, homes, fleets, what sensors counted ({@link enemyGroups} by hex); the
 *   {@link LEGEND}; the text map drawn from it ({@link renderMap}).
 * - Play: where a selected fleet may go ({@link legalTargets}); builders making the raw
 *   orders `checkOrders` takes ({@link buildOrder}, {@link moveOrder}, {@link mergeOrder},
 *   {@link splitOrder}, {@link battleOrder}, {@link addOrder}, {@link shipsToSplit}), each
 *   in words ({@link describeOrder}) and as a sheet line ({@link orderLine},
 *   {@link LINE_FORMS}); ids typed in any case ({@link ownFleetId}, {@link didYouMean}).
 * - Prices: {@link priceList}, {@link shipSizes}, {@link DESIGNS}, {@link costOf},
 *   {@link designIssues}, {@link bpLeft}.
 * - Reading: {@link nameOf}, {@link phaseText}, {@link shipSummary}, each report event as
 *   a sentence ({@link reportSentences}, {@link renderReport}), and why a game ended
 *   ({@link whyItEnded}).
 *
 * Checking orders before sending them needs the state: `STRATEGIC_GAME.checkOrders` of
 * `simulturn/strategic-game`, where that weight is wanted.
 * @example
 * ```ts
 * import { boardOf, legalTargets, moveOrder } from 'simulturn/strategic-game/client';
 * const board = boardOf(view);
 * const fleet = board.fleets[0]!;
 * const to = legalTargets(view, fleet.id)[0]!;
 * const orders = [moveOrder(fleet.id, to.name)]; // [{ kind: 'move', fleet: 'p1-f1', to: '2303' }]
 * ```
 * @module
 */
import type { TsgView } from '../view.js';
import { boardOf } from './board.js';
import { textMap } from './text-map.js';

// The kernel's matcher, under the name this entry has always given it.
export { onlyNearestName as didYouMean } from '../../kernel/nearest-name.js';
export type { Design, Ship } from '../design.js';
export type { BattleOrder, BuildOrder, MergeOrder, MoveOrder, Order, SplitOrder } from '../orders.js';
export type { BattleReport, InitiativeRoll, OrderOutcome, SystemChange, TsgReport } from '../report.js';
export type { RulesOptions } from '../rules-options.js';
export type { BattleOrders, Contact, GameEnd } from '../state.js';
export type { FleetMarker, SystemView, TsgView } from '../view.js';
export {
  type BattleEnd,
  type EndReason,
  ORDER_KINDS,
  type OrderKind,
  PHASES,
  type Phase,
  SHIP_SIZES,
} from '../vocabulary.js';
export {
  type Board,
  type BoardFleet,
  type BoardHex,
  boardOf,
  type EnemyCounter,
  type Seen,
  type SystemMark,
} from './board.js';
export {
  addOrder,
  battleOrder,
  buildOrder,
  describeOrder,
  LINE_FORMS,
  mergeOrder,
  moveOrder,
  orderLine,
  shipsToSplit,
  splitOrder,
} from './builders.js';
export { reportSentences, reportText as renderReport } from './events.js';
export { type DesignGroup, designText, shipSummary } from './ids.js';
export { LEGEND, type LegendEntry } from './legend.js';
export { nameOf, ownFleetId, phaseText } from './names.js';
export {
  bpLeft,
  costOf,
  DESIGNS,
  designIssues,
  type NamedDesign,
  type PriceLine,
  priceList,
  shipSizes,
  spentOn,
} from './prices.js';
export { legalTargets, type Target } from './targets.js';
export { enemyGroups } from './text-map.js';
export { type PublicEnd, whyItEnded } from './why.js';

/**
 * The map as the player knows it, as text: the board of the view ({@link boardOf}) drawn
 * with every column and row labelled, the legend, and the fleets summarised.
 */
export const renderMap = (view: TsgView): string => textMap(boardOf(view));
