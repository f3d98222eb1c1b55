/**
 * simulturn's game-agnostic kernel: the game contract every game implements (`Game`: turn
 * steps, the order envelope, per-seat outcomes, a versioned state format) and a registry
 * of games, results and issues, the seeded RNG whose state lives in the game state, dice
 * drawn from it (and scripted dice for rules cases), map grids (square, hex offset,
 * hexagon wrap) with names, distances and shortest paths, stable hashing, the match
 * runner (seats, replay logs with a hash chain), and the simulator for rules research
 * (games on worker threads, summaries in mergeable counters, tables with confidence
 * intervals). Games live under subpaths, such as `simulturn/corporate-war`; Node-only
 * storage is `simulturn/node`.
 *
 * @example
 * ```ts
 * import { seedRng, restoreRng } from 'simulturn';
 * const rng = restoreRng(seedRng('my seed'));
 * const roll = rng.int(6) + 1; // 1..6, the same for the same seed
 * ```
 * @module
 */
export {
  type ContestRoll,
  countAtLeast,
  type DiceIssueCode,
  rerollTies,
  rollDice,
  type ScriptedRng,
  scriptedRng,
  type TieBreak,
} from './kernel/dice.js';
export type {
  AnyGame,
  Game,
  GameOutcome,
  NamedBot,
  OrderCheck,
  OrderSheetCodec,
  SeatOutcome,
  SheetReply,
  StateFormat,
} from './kernel/game/contract.js';
export {
  type DeclaredBot,
  type DeclaredMembers,
  type DeclaredOptions,
  defineGame,
  type GameDeclaration,
  type OrderCheckAnswer,
} from './kernel/game/define.js';
export {
  type GameFacts,
  INFORMATION_KINDS,
  type InformationKind,
  STEP_KINDS,
  type StepKind,
} from './kernel/game/facts.js';
export {
  GAME_ISSUE_CODES,
  type GameIssue,
  type GameIssueCode,
  type GameIssueData,
  gameIssue,
  gameIssueMessage,
} from './kernel/game/issues.js';
export { lineUpFor } from './kernel/game/line-up.js';
export type { MatchGame } from './kernel/game/match-game.js';
export { ranksByScore } from './kernel/game/outcome.js';
export { type GameRegistry, gameRegistry } from './kernel/game/registry.js';
export {
  type MonteCarloOptions,
  monteCarloOrders,
  type SearchableGame,
  type SearchPosition,
  searchBot,
  seatReward,
} from './kernel/game/search.js';
export type { Bot, ExternalSeat, Seat } from './kernel/game/seat.js';
export type {
  CounterInfo,
  Described,
  GameRecord,
  GameSpec,
  SeatCount,
  SeatRecord,
  SimulationGame,
  SimulationSetup,
} from './kernel/game/simulation.js';
export type {
  SimulationIssue,
  SimulationIssueCode,
  SimulationIssueData,
} from './kernel/game/simulation-issue.js';
export { readVersioned, type VersionedJson, writeVersioned } from './kernel/game/state-format.js';
export type { StepResult } from './kernel/game/steps.js';
export { type Awaiting, NOBODY_AWAITED, type OrderEnvelope } from './kernel/game/steps.js';
export type { Cube } from './kernel/grid/axial.js';
export type { Cell, Grid, GridIssueCode } from './kernel/grid/grid.js';
export { type HexOffsetGrid, type HexOffsetSize, hexOffsetGrid } from './kernel/grid/hex-offset.js';
export { type HexWrapGrid, type HexWrapSize, hexWrapGrid } from './kernel/grid/hex-wrap.js';
export { type SquareGrid, type SquareSize, squareGrid } from './kernel/grid/square.js';
export { canonicalJson, hash64 } from './kernel/hash.js';
export { formatPath, type IssueBase, SimulturnError } from './kernel/issue.js';
export {
  type IssueCodeOf,
  type IssueFamily,
  type IssueMessages,
  type IssueOf,
  issueFamily,
} from './kernel/issue-family.js';
export {
  botRng,
  chainNext,
  chainStart,
  type Divergence,
  drawnArrival,
  type LoggedDay,
  type LoggedStep,
  type ReplayOutcome,
  type RunMatchOptions,
  type RunMatchResult,
  replayDays,
  replaySteps,
  runMatch,
} from './kernel/match.js';
export { type Err, err, type Ok, ok, type Result } from './kernel/result.js';
export {
  isRngState,
  type Rng,
  type RngState,
  restoreRng,
  seededRng,
  seedRng,
  shuffled,
} from './kernel/rng.js';
export {
  type ChoiceOptionSpec,
  type OptionSpec,
  type OptionTable,
  type OptionTables,
  type OptionValueOf,
  type OptionValuesOf,
  optionDefaults,
  optionProblems,
  optionsTableMarkdown,
  type RangeOptionSpec,
  type RuleOptionSpec,
  type RuleOptionTable,
  readOptionText,
  type TextOptionsOf,
} from './kernel/rules-options.js';
export { isSealed, sealed } from './kernel/seal.js';
export {
  readSheetHeader,
  SHEET_HEADER_ISSUE_CODES,
  SHEET_HEADER_KEYS,
  type SheetDue,
  type SheetHeader,
  type SheetHeaderIssue,
  type SheetHeaderIssueCode,
  type SheetHeaderIssueData,
  type SheetHeaderKey,
  type SheetHeaderPlace,
  sheetHeaderIssue,
  sheetHeaderIssueMessage,
  sheetHeaderLines,
  unboundNote,
  withoutSheetHeader,
} from './kernel/sheet-header.js';
export { type GameStudy, simulationFor, simulationOf } from './kernel/simulate/from-game.js';
export { SIMULATION_ISSUE_CODES, simulationIssue, simulationIssueMessage } from './kernel/simulate/issues.js';
export { gameSeed, gameSpec, parseShard, seatBots, seatCountOf } from './kernel/simulate/plan.js';
export { playRange } from './kernel/simulate/play-range.js';
export { type GameRange, planShard, type Shard, WHOLE_STUDY } from './kernel/simulate/shard.js';
export {
  SHARD_INDEX_VARIABLES,
  type ShardEnvironment,
  type ShardIndexVariable,
  shardFromEnvironment,
} from './kernel/simulate/shard-env.js';
export {
  type Histogram,
  histogramCount,
  histogramEntries,
  histogramMean,
  histogramQuantile,
  type Interval,
  wilson,
  Z95,
} from './kernel/simulate/stats.js';
export {
  addRecord,
  addRecords,
  emptySummary,
  gamesCovered,
  isComplete,
  mergeSummaries,
  missingGames,
  parseSummary,
  type StudyMeta,
  SUMMARY_FORMAT,
  SUMMARY_VERSION,
  type Summary,
  type Tally,
} from './kernel/simulate/summary.js';
export { renderSummary, type SummaryLabels } from './kernel/simulate/table.js';
