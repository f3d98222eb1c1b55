/**
 * Corporate War: four corporations' special-ops teams fight over the key sectors around
 * a crashed alien craft. Every player gives secret Move orders; `resolveDay` carries out
 * all of them at once and returns the next state, each player's report and the trace.
 *
 * @example
 * ```ts
 * import { newGame, resolveDay } from 'simulturn/corporate-war';
 * const game = newGame({ seed: 'demo', corporations: ['psicorps', 'phoenicae', 'orchid-inc', 'tanker-toys'] });
 * const { state, reports } = resolveDay(game, { psicorps: [{ group: 'A6', to: 'C6' }] });
 * ```
 * @module
 */
export {
  type BoardSize,
  directionTo,
  distance,
  edgeSectors,
  intermediates,
  neighbours,
  parseSector,
  type Sector,
  sectorName,
} from './board.js';
export type { BotEntry, BotRegistry, CorporateWarBot } from './bots/bot.js';
export { cautiousBot } from './bots/cautious.js';
export { randomBot } from './bots/random.js';
export { BOT_NAMES, type BotKey, type BotName, botNamed, DEFAULT_BOTS } from './bots/registry.js';
export { rusherBot } from './bots/rusher.js';
export { checkOrdersForView } from './check-for-view.js';
export { type Destination, legalDestinations } from './client/destinations.js';
export { nameOf } from './client/names.js';
export { lastSightings, type SideSightings, type Sighting } from './client/sightings.js';
export {
  compareDuel,
  DUEL_MODELS,
  type DuelModel,
  d6Duel,
  type Fraction,
  ratioDuel,
  type ShotOutcome,
} from './duel.js';
export {
  ISSUE_CODES,
  type Issue,
  type IssueCode,
  type IssueData,
  issueMessage,
  type NoData,
  type OrderIssue,
  type StateIssue,
} from './errors.js';
export { CORPORATE_WAR } from './game.js';
export { classifyFight } from './gunfight/classify.js';
export { encounters, highestInfo, isSeenBy } from './gunfight/detection.js';
export { engage, type Orders, ordersAgainst, type Part, pairParts, wholePart } from './gunfight/engage.js';
export { marchingCompare, marchingOrder } from './gunfight/marching-order.js';
export {
  establishedHoldResolver,
  goldRushResolver,
  oneEstablishedResolver,
  threeArrivingResolver,
} from './gunfight/multi.js';
export { fightInParts, type Opponents, opponentsMap } from './gunfight/parts.js';
export { rankByInfo } from './gunfight/rank.js';
export { DEFAULT_GUNFIGHT_RESOLVERS } from './gunfight/registry.js';
export {
  type Engagement,
  FIGHT_KINDS,
  type FightContext,
  type Fighter,
  type FightGroup,
  type FightKind,
  type FightPlan,
  type GunfightResolver,
  type MarchingOrder,
  type Pairing,
  type PairingKind,
} from './gunfight/resolver.js';
export { splitOrder } from './gunfight/split.js';
export { twoWayResolver } from './gunfight/two-way.js';
export {
  CORPORATE_WAR_MATCH,
  DEFAULT_MATCH_DAY_LIMIT,
  MATCH_LOG_FORMAT,
  MATCH_LOG_VERSION,
  type MatchLog,
  type MatchResult,
  type MatchSetup,
  type PlayMatchOptions,
  playMatch,
  type ReplayReport,
  replay,
  type SeatSpec,
} from './match.js';
export {
  checkOrderSheet,
  describeSheetResult,
  formatOrders,
  type LineSpan,
  MAX_SHEET_LINE_LENGTH,
  MAX_SHEET_LINES,
  normaliseOrders,
  type OrderSheetOptions,
  orderSheet,
  type PlacedOrder,
  parseOrders,
  readSheet,
  SHEET_ISSUE_CODES,
  type SheetContext,
  type SheetIssue,
  type SheetIssueCode,
  type SheetIssueData,
  type SheetPlace,
  type SheetReading,
  type SheetResult,
  sheetIssueMessage,
} from './order-sheet/sheet.js';
export {
  checkOrders,
  type DayOrders,
  type GroupOrder,
  MAX_ORDERS,
  type Move,
  type OrderInput,
  type OrderOutcome,
  type OrderTarget,
  type SoldierOrder,
  type SoldiersOrder,
  type ValidatedOrders,
  validateOrders,
} from './orders.js';
export { type EventPlace, type RenderOptions, renderEvent, renderReport } from './render.js';
export { type MapCell, type MapOptions, mapCell, renderMap } from './render-map.js';
export type { PlayerReport } from './report.js';
export {
  type GroupReport,
  PICTURES,
  type Picture,
  pictureOf,
  type ReportEvent,
  type ReportEventBase,
} from './report-events.js';
export { advanceDay, type DayFuture, type DayResult, lookAheadDay, resolveDay } from './resolve-day.js';
export {
  DEFAULT_RULES_OPTIONS,
  lastDay,
  MAX_DAY,
  RULE_OPTION_NAMES,
  RULE_OPTIONS,
  RULES_BEFORE_OPTIONS,
  type Rules,
  type RulesOptions,
} from './rules.js';
export {
  type AlienSquad,
  type Corporation,
  DEFAULT_CORPORATIONS,
  DEFAULT_SCENARIO,
  displayNames,
  type ForceLine,
  idNamed,
  type Scenario,
  type UnitType,
} from './scenario.js';
export { type JsonSchema, PLAYER_REPORT_SCHEMA, PLAYER_VIEW_SCHEMA, REPORT_EVENT_SCHEMA } from './schema.js';
export {
  type ParseStateOptions,
  parseState,
  type SoldierJson,
  STATE_FORMAT,
  STATE_VERSION,
  type StateJson,
  serializeState,
  stateHash,
  stateHashAsSaved,
  stateToJson,
} from './serialize.js';
export { type CorporateWarOptions, createGame, type NewGameOptions, newGame } from './setup.js';
export { CORPORATE_WAR_SIMULATION } from './simulation.js';
export { describeStanding } from './standing.js';
export type {
  AlienMemory,
  Claim,
  CommandRole,
  GameState,
  GameStateProps,
  Intel,
  Outcome,
  Player,
  PlayerProps,
  SectorIntel,
  Soldier,
  SoldierProps,
  Wreck,
} from './state.js';
export type { Shot, Trace, TraceEvent, TraceGroup, TracePhase } from './trace.js';
export { CORPORATE_WAR_ORDER_KIND } from './turns.js';
export { type PlayerView, playerView, type ViewPlayer, type ViewSoldier } from './view.js';
export * from './vocabulary.js';
