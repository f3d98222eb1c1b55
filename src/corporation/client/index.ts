/**
 * `simulturn/corporation/client`: what a client draws a player's board, offers its moves
 * and reads its reports with, from the player's view alone (plain JSON from a server):
 * the board model of the building (offices, stacks, the Boardroom, the Directors Table's
 * circles 1 to 12, with the labels the sheet takes), the pieces a person may pick and
 * where each may go, builders of the raw orders `checkOrders` takes, readable names, each
 * report event as a sentence and the outcome's why. It holds the rules' promotion test
 * (which pair promotes whom) but not the engine that resolves a step: the package check
 * bundles these exports alone against a gzip budget.
 * @example
 * ```ts
 * import { boardModel, pieces, targets, choose, turnOrders, EMPTY_PLAN } from 'simulturn/corporation/client';
 * const board = boardModel(view);
 * const [piece] = pieces(view, EMPTY_PLAN);
 * const [target] = piece === undefined ? [] : targets(view, EMPTY_PLAN, piece);
 * const choice = piece && target ? choose(view, EMPTY_PLAN, piece, target) : null;
 * ```
 * @module
 */
export type { Building, Room } from '../building.js';
export type { ChallengeOrder, Entry, PlaceOrder, ReportEvent, StepReport, TurnOrders } from '../orders.js';
export type { Work } from '../promotion-rule.js';
export type { Awaiting, CorporationState, Ended } from '../state.js';
export type { CorporationView } from '../view.js';
export * from '../vocabulary.js';
export {
  type BoardModel,
  boardModel,
  type CircleModel,
  type FloorModel,
  LEGEND,
  type PairModel,
  type RoomModel,
} from './board.js';
export { describeEvent, renderStep, stepSentences } from './events.js';
export {
  circleName,
  circleNumber,
  colourName,
  pairOf,
  receptionNumber,
  roomLabel,
  roomName,
  sideName,
  sideOf,
} from './names.js';
export { outcomeWhy } from './outcome.js';
export {
  challengeOrders,
  EMPTY_PLAN,
  openPromotions,
  type PlanItemKey,
  type PlannedPosition,
  placeOrders,
  plannedPosition,
  type TurnPlan,
  trimmed,
  turnOrders,
  withEntry,
  withoutItem,
  withPromotion,
  withSwap,
} from './plan.js';
export { type PlanItem, planItems } from './plan-items.js';
export { type Choice, choose, type Piece, pieces, samePiece, type Target, targets } from './targets.js';
export { renderMap } from './text-map.js';
