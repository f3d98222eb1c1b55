/**
 * `simulturn/harvester/client`: what a client draws a Harvester player's board with and
 * builds its orders from, and nothing of the rules engine. Everything here reads an
 * `HvView` or an `HvReport` (plain JSON from a server) and imports neither the turn's
 * resolution nor the planet's tabulated grid, so a browser bundle of it stays small (the
 * package check bundles these exports alone against a gzip budget) and a board costs what
 * the player knows, not what the planet holds.
 *
 * - the board: {@link boardModel} (every known hex with its coordinates, level of
 *   knowledge and contents, the player's units), {@link hexAt} for any other hex,
 *   {@link describeHex}, the legend ({@link LEVELS}, {@link MARKS});
 * - legal targets: {@link legalMoves} of a defence unit, {@link legalTargets} of the
 *   Harvester, {@link rebuildPrices} and {@link dropRange};
 * - order builders: an {@link OrderDraft} changed by `withMoveTo`, `withTarget`,
 *   `withDrop`, `withRebuild`, `withDestroy`, `without`, read out by {@link draftOrders}
 *   (the raw orders `checkOrders` accepts) and {@link draftLines};
 * - text: {@link renderBoard} (the text map with both axes), {@link reportSentences},
 *   {@link outcomeWhy}; the planet's arithmetic ({@link wrapHex}, {@link hexDistance}, …).
 *
 * @example
 * ```ts
 * import { boardModel, draftOrders, EMPTY_DRAFT, legalMoves, withMoveTo } from 'simulturn/harvester/client';
 * const board = boardModel(view);
 * const soldier = board.units.find((u) => u.kind === 'soldier')!;
 * const there = legalMoves(board, soldier.id)[0]!; // a hex it may move to, with its path
 * const orders = draftOrders(withMoveTo(board, EMPTY_DRAFT, soldier.id, there.hex));
 * // { moves: [{ unit: soldier.id, path: there.path }] }: what checkOrders accepts
 * ```
 * @module
 */
export type { HexKnowledge, SeenUnit } from '../knowledge.js';
export type { KnownHexes } from '../known-hexes.js';
export type { RawMove, RawOrders } from '../orders.js';
export type { HvReport, LostUnit } from '../report.js';
export type { RulerList } from '../ruler-list.js';
export type { RulesOptions } from '../rules-options.js';
export type { Build } from '../state.js';
export type { HvView, OwnUnit } from '../view.js';
export * from '../vocabulary.js';
export type { FightNote, FightSide, OrderOutcome } from '../work.js';
export {
  type BoardHex,
  type BoardUnit,
  boardModel,
  describeHex,
  type HexSide,
  type HvBoard,
  hexAt,
  hexContents,
  unitOf,
} from './board.js';
export { reportSentences } from './events.js';
export {
  type Hex,
  hexCount,
  hexDistance,
  hexesWithin,
  hexName,
  hexNeighbours,
  hexToward,
  offsetFrom,
  onPlanet,
  pathTowards,
  readHex,
  sameHex,
  stepTowards,
  wrapHex,
} from './hex.js';
export { LEVELS, type LevelInfo, levelName, MARKS, type MarkInfo } from './legend.js';
export { listed, playerName, unitName } from './names.js';
export {
  type DraftLine,
  draftLines,
  draftOrders,
  draftSheetLines,
  EMPTY_DRAFT,
  type OrderDraft,
  type OrderKey,
  withDestroy,
  withDrop,
  withMove,
  withMoveTo,
  without,
  withRebuild,
  withTarget,
} from './orders.js';
export { type EndFacts, outcomeWhy } from './outcome.js';
export { dropRange, type RebuildPrice, rebuildCostOf, rebuildPrices } from './prices.js';
export {
  legalMoves,
  legalTargets,
  type Reach,
  type ReachAction,
  type TargetChoice,
  targetLocked,
} from './targets.js';
export { renderBoard, type TextMapOptions } from './text-map.js';
