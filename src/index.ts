/**
 * simulturn's game-agnostic kernel: the game contract every game implements (`Game`: turn
 * steps, the order envelope, per-seat outcomes, a versioned state format) and a registry
 * of games, results and issues, the seeded RNG whose state lives in the game state, dice
 * drawn from it (and scripted dice for rules cases), map grids (square, hex offset,
 * hexagon wrap) with names, distances and shortest paths, stable hashing, the match
 * runner (seats, replay logs with a hash chain), and the simulator for rules research
 * (games on worker threads, summaries in mergeable counters, tables with confidence
 * intervals).
 *
 * What is here, by who needs it:
 *
 * - Play (a frontend or server for any game): the game contract (`Game`, `AnyGame`,
 *   `StepResult`, `Awaiting`, `OrderEnvelope`, `OrderCheck`, `GameOutcome`), games by id
 *   (`gameRegistry`), the match runners (`runMatch`, `runMatchAsync` for seats that
 *   answer with promises, `replaySteps`, `botRng`, `drawnArrival`), results and issues (`ok`, `err`, `Result`, `IssueBase`, `formatPath`,
 *   `SimulturnError`, `GAME_ISSUE_CODES`), `hash64`, and the seeded RNG (`seedRng`,
 *   `restoreRng`, `seededRng`).
 * - Mail: the order sheet's `player:` and `step:` header (`readSheetHeader`,
 *   `sheetHeaderLines`, `withoutSheetHeader`, `unboundNote`, `SHEET_HEADER_ISSUE_CODES`).
 * - A game of your own: `defineGame` with its facts and option tables (`optionDefaults`,
 *   `optionProblems`, `readOptionText`, `readOptionValues`, `optionsTableMarkdown`), its
 *   state's shape (`shape`, `ShapeOf`, `readShaped`), checks of untrusted JSON (`isInt`,
 *   `isObj`), issue families (`issueFamily`), `sealed`, map grids (`squareGrid`,
 *   `hexOffsetGrid`, `hexWrapGrid`), dice (`rollDice`, `countAtLeast`, `rerollTies`,
 *   `scriptedRng`), outcomes (`ranksByScore`, `outcomeByScore`), and the generic search
 *   player (`searchBot`, `monteCarloOrders`, `seatReward`).
 * - Research (studies of many games): `simulationFor`, `simulationOf`, `playRange`,
 *   summaries (`emptySummary`, `addRecord`, `addRecords`, `mergeSummaries`,
 *   `parseSummary`, `isComplete`, `renderSummary`), shards of a job array
 *   (`shardFromEnvironment`), and the simulator's issues (`simulationIssue`).
 * - Deprecated, for older callers: `replayDays` and `LoggedDay`, the day-era names of
 *   `replaySteps` and `LoggedStep`.
 *
 * Games live under subpaths, such as `simulturn/corporate-war`; Node-only storage and the
 * simulator's worker pool are `simulturn/node`; the contract's test battery is
 * `simulturn/testing`.
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
  LadderLevel,
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
  type GivenOptionsOf,
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
} from './kernel/game/issues.js';
export {
  checkByLegalOrders,
  type LegalCheckIssue,
  type LegalCheckIssueData,
} from './kernel/game/legal-check.js';
export { botOfName, lineUpFor } from './kernel/game/line-up.js';
export type { MatchGame } from './kernel/game/match-game.js';
export { outcomeByScore, ranksByScore } from './kernel/game/outcome.js';
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
export type { StateIssue, StateIssueData } from './kernel/game/state-issues.js';
export { type Misfit, readShaped, type Shape, type ShapeOf, shape } from './kernel/game/state-shape.js';
export type { StepResult } from './kernel/game/steps.js';
export { type Awaiting, NOBODY_AWAITED, type OrderEnvelope } from './kernel/game/steps.js';
export type { Cube } from './kernel/grid/axial.js';
export type { Cell, Grid } from './kernel/grid/grid.js';
export { type HexOffsetGrid, type HexOffsetSize, hexOffsetGrid } from './kernel/grid/hex-offset.js';
export { type HexWrapGrid, type HexWrapSize, hexWrapGrid } from './kernel/grid/hex-wrap.js';
export { type SquareGrid, type SquareSize, squareGrid } from './kernel/grid/square.js';
export { hash64 } from './kernel/hash.js';
export { isInt, isObj, type UnknownKey, unknownKeys } from './kernel/input-checks.js';
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
export {
  DEFAULT_SEAT_TIME_LIMIT_MS,
  MAX_SEAT_TIME_LIMIT_MS,
  type RunMatchAsyncOptions,
  runMatchAsync,
  type SeatTimeLimit,
} from './kernel/match-async.js';
export { type Err, err, type Ok, ok, type Result } from './kernel/result.js';
export { type Rng, type RngState, restoreRng, seededRng, seedRng } from './kernel/rng.js';
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
  readOptionValues,
  type TextOptionsOf,
} from './kernel/rules-options.js';
export { sealed } from './kernel/seal.js';
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
  sheetHeaderLines,
  unboundNote,
  withoutSheetHeader,
} from './kernel/sheet-header.js';
export {
  type Comparison,
  type CounterMeans,
  compareSummaries,
  type GamesNeeded,
  type MeanDifference,
  type Proportion,
  type ShareDifference,
  type StudySide,
} from './kernel/simulate/compare.js';
export { renderComparison } from './kernel/simulate/compare-table.js';
export { type GameStudy, simulationFor, simulationOf } from './kernel/simulate/from-game.js';
export { SIMULATION_ISSUE_CODES, simulationIssue } from './kernel/simulate/issues.js';
export { roundRobinCycle, SCHEDULES, type Schedule } from './kernel/simulate/plan.js';
export { playRange } from './kernel/simulate/play-range.js';
export type { GameRange, Shard } from './kernel/simulate/shard.js';
export {
  SHARD_INDEX_VARIABLES,
  type ShardEnvironment,
  type ShardIndexVariable,
  shardFromEnvironment,
} from './kernel/simulate/shard-env.js';
export {
  fisherExact,
  gamesToDetect,
  holm,
  type Moments,
  newcombeDifference,
  type WelchResult,
  welch,
} from './kernel/simulate/significance.js';
export type { Histogram, Interval } from './kernel/simulate/stats.js';
export {
  addRecord,
  addRecords,
  emptySummary,
  isComplete,
  type Meeting,
  type MergeOptions,
  mergeSummaries,
  parseSummary,
  type StudyMeta,
  SUMMARY_FORMAT,
  SUMMARY_VERSION,
  type Summary,
  type Tally,
} from './kernel/simulate/summary.js';
export { renderSummary, type SummaryLabels } from './kernel/simulate/table.js';
export { withoutVariance } from './kernel/simulate/variance.js';
export { LIBRARY_VERSION, type SummaryVersions, versionsOf } from './kernel/simulate/versions.js';
