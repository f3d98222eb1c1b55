/**
 * Corporate War: four corporations' special-ops teams fight over the key sectors around
 * a crashed alien craft. Every player gives secret Move orders; `resolveDay` carries out
 * all of them at once and returns the next state, each player's report and the trace.
 *
 * What is here, by who needs it (a browser client that only reads views and reports
 * imports `simulturn/corporate-war/client` instead, which brings no engine):
 *
 * - Play: the game for the generic tools (`CORPORATE_WAR`), `newGame`, `resolveDay`,
 *   `playerView`, orders (`OrderInput`, `validateOrders`, `checkOrders`,
 *   `checkOrdersForView`), reports (`renderReport`, `renderEvent`, `renderMap`,
 *   `mapCell`, `describeStanding`, `legalDestinations`, `lastSightings`, `nameOf`, the
 *   JSON Schemas of views and reports), the board's names (`sectorName`, `parseSector`,
 *   `distance`, `neighbours`, `intermediates`), issues (`Issue`, `ISSUE_CODES`,
 *   `issueMessage`), and saves (`serializeState`, `parseState`, `stateHash`).
 * - Mail: the order sheet (`orderSheet`, `readSheet`, `checkOrderSheet`, `parseOrders`,
 *   `formatOrders`, `normaliseOrders`, `describeSheetResult`, `SHEET_ISSUE_CODES`).
 * - Bots: `DEFAULT_BOTS`, `botNamed`, `BOT_NAMES`, and each bot (`randomBot`,
 *   `cautiousBot`, `rusherBot`); `CorporateWarBot` is what a bot of your own implements.
 * - Campaign: `createGame` from a `Scenario` (`DEFAULT_SCENARIO`), `playMatch` and
 *   `replay` with their log, and what a game leaves (`Outcome`, `Stats`).
 * - Research: the rules options (`RULE_OPTIONS`, `DEFAULT_RULES_OPTIONS`,
 *   `RULES_BEFORE_OPTIONS`), the duel models (`DUEL_MODELS`), the day split in two for
 *   look-ahead (`advanceDay`, `lookAheadDay`), and the gunfight resolvers with the parts
 *   they are built from (`GunfightResolver`, `DEFAULT_GUNFIGHT_RESOLVERS`, `engage`,
 *   `fightInParts`, `rankByInfo`, `classifyFight`, …; see the custom resolver guide).
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
  distance,
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
export { legalDestinations } from './client/destinations.js';
export { nameOf } from './client/names.js';
export { lastSightings } from './client/sightings.js';
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
  type UnknownKeyData,
} from './errors.js';
export { CORPORATE_WAR } from './game.js';
export { classifyFight } from './gunfight/classify.js';
export { highestInfo, isSeenBy } from './gunfight/detection.js';
export { engage, type Orders, ordersAgainst, type Part, pairParts, wholePart } from './gunfight/engage.js';
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
  type Move,
  type OrderInput,
  type SoldierOrder,
  type SoldiersOrder,
  type ValidatedOrders,
  validateOrders,
} from './orders.js';
export { renderEvent, renderReport } from './render.js';
export { mapCell, renderMap } from './render-map.js';
export type { PlayerReport } from './report.js';
export { PICTURES, type ReportEventBase } from './report-events.js';
export { advanceDay, type DayFuture, type DayResult, lookAheadDay, resolveDay } from './resolve-day.js';
export {
  DEFAULT_RULES_OPTIONS,
  MAX_DAY,
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
  type Scenario as CorporateWarScenario,
  type UnitType,
} from './scenario.js';
export {
  forcesOf,
  type ScenarioSide,
  type ScenarioSideRead,
  type SideSoldier,
  type SideSoldierRead,
} from './scenario-sides.js';
export { type JsonSchema, PLAYER_REPORT_SCHEMA, PLAYER_VIEW_SCHEMA, REPORT_EVENT_SCHEMA } from './schema.js';
export {
  type ParseStateOptions,
  parseState,
  serializeState,
  stateHash,
  stateHashAsSaved,
} from './serialize.js';
export { type CorporateWarOptions, createGame, type NewGameOptions, newGame } from './setup.js';
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
export { type PlayerView, playerView } from './view.js';
export {
  ALIENS,
  CORPORATIONS,
  type CorporationKey,
  PHASES,
  type PlayerId,
  type Stats,
} from './vocabulary.js';
