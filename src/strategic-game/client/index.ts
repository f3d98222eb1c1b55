/**
 * `simulturn/strategic-game/client`: what a client draws a player's board and builds its
 * orders with, from the player's view alone and nothing of the rules engine (no step is
 * resolved here), so a browser bundle of it stays small: the package check bundles these
 * exports alone against a gzip budget and fails if the engine comes in.
 *
 * - the board ({@link boardOf}): every hex with the name a person types (`0805`), its
 *   system and whose, homes, fleets, what sensors counted, the legend, and the text map
 *   drawn from it ({@link renderMap});
 * - what a selected fleet may do and where ({@link legalTargets});
 * - order builders making the raw orders `checkOrders` takes, each as a sheet line and in
 *   words; the price list, ready designs and BP left;
 * - names for ids, each report event as a sentence, and why a game ended.
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

export type { Design, Ship } from '../design.js';
export type { BattleOrder, BuildOrder, MergeOrder, MoveOrder, Order, SplitOrder } from '../orders.js';
export type { BattleReport, InitiativeRoll, OrderOutcome, SystemChange, TsgReport } from '../report.js';
export type { RulesOptions } from '../rules-options.js';
export type { BattleOrders, Contact, GameEnd } from '../state.js';
export type { FleetMarker, SystemView, TsgView } from '../view.js';
export * from '../vocabulary.js';
export {
  type Board,
  type BoardFleet,
  type BoardHex,
  battleWords,
  boardOf,
  byIdNumber,
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
export { battleSentence, reportSentences, reportText as renderReport } from './events.js';
export { hexGrid } from './grid.js';
export { count, type DesignGroup, designGroups, designText, idRanges, shipSummary, wrap } from './ids.js';
export { FLEET_MARKS, LEGEND, type LegendEntry, SYSTEM_MARKS } from './legend.js';
export { enemyOf, homeCellOf, nameOf, ownFleetId, phaseText } from './names.js';
export {
  bpLeft,
  costOf,
  DESIGNS,
  defenceOf,
  designIssues,
  maxWeapons,
  type NamedDesign,
  offenceOf,
  type PriceLine,
  priceList,
  shipSizes,
  spentOn,
} from './prices.js';
export { didYouMean, editDistance } from './suggest.js';
export { legalTargets, moving, pinnedAt, type Target } from './targets.js';
export { enemyGroups, fleetLines, gridLines, legendLines, textMap, WIDTH } from './text-map.js';
export { type PublicEnd, whyItEnded } from './why.js';

/**
 * The map as the player knows it, as text: the board of the view ({@link boardOf}) drawn
 * by {@link textMap}, with every column and row labelled, the legend, and the fleets.
 */
export const renderMap = (view: TsgView): string => textMap(boardOf(view));
