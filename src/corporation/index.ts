/**
 * Corporation (Eric Solomon): two to four players race to get three employees of their
 * colour into the Boardroom, by changing the promotion rules on the Directors Table as
 * they play. One player acts at a time; information is perfect; the only randomness is
 * at setup. The building is scenario data, and the default one is invented (the seed's
 * picture is missing). Rules: `docs/rules/corporation.md`.
 *
 * @example
 * ```ts
 * import { awaiting, newGame, playTurn } from 'simulturn/corporation';
 * const game = newGame({ seed: 'demo', players: ['red', 'blue'] });
 * if (!game.ok) throw new Error(game.error[0]!.message);
 * const who = awaiting(game.value); // { players: ['blue'], kind: 'place' } or red
 * const next = playTurn(game.value, who.players[0]!, { circle: 0, colour: 'red' });
 * ```
 * @module
 */
export {
  BOTS,
  type BotName,
  type CorporationBot,
  greedyBot,
  greedyScore,
  progress,
  randomBot,
  SEARCH_BUDGET,
  type SearchBudget,
  searchBot,
  searchTurn,
} from './bots.js';
export {
  type Building,
  type BuildingIndex,
  buildingIndex,
  buildingProblems,
  DEFAULT_BUILDING,
  type Room,
} from './building.js';
export {
  afterExchangeAndEntry,
  distinctSwaps,
  legalEndStates,
  possibleEntries,
  type TurnChoice,
  type TurnInput,
} from './end-states.js';
export {
  ISSUE_CODES,
  type Issue,
  type IssueCode,
  type IssueData,
  issueMessage,
  type NoData,
} from './errors.js';
export {
  CORPORATION,
  type CorporationReport,
  type CorporationStep,
  quietStep,
  renderReport,
} from './game.js';
export type {
  ChallengeOrder,
  Entry,
  PlaceOrder,
  ReportEvent,
  StepOrders,
  StepReport,
  StepResult,
  TurnOrders,
} from './orders.js';
export { checkTurn, playTurn } from './play.js';
export {
  applicablePromotions,
  applyPromotion,
  type Promotion,
  type PromotionEndState,
  promotionBound,
  promotionEndStates,
  type Work,
} from './promotions.js';
export { describeEvent, renderMap, renderStep } from './render.js';
export {
  DEFAULT_RULES_OPTIONS,
  MAX_TURNS,
  QUIET_ROUNDS,
  RULE_OPTION_NAMES,
  RULE_OPTIONS,
  type RuleOptionName,
  type RulesOptions,
  rulesOptionProblems,
} from './rules-options.js';
export { parseState, STATE_FORMAT, STATE_VERSION, serializeState, stateHash } from './serialize.js';
export { type CorporationOptions, type NewGameOptions, newGame, type StartPosition } from './setup.js';
export {
  describeSheetRead,
  orderSheet,
  placedMessage,
  readOrderSheet,
  type SheetIssue,
  type SheetProblem,
  type SheetRead,
  sheetLines,
} from './sheet.js';
export { SOLO_BUDGET, type SoloBudget, type SoloResult, soloLowerBound, solveSolo } from './solo.js';
export {
  type Awaiting,
  awaiting,
  type CorporationState,
  countersLeft,
  type Ended,
  type OpenChallenge,
  type Outcome,
  offBoard,
  outcome,
} from './state.js';
export { type CorporationView, playerView } from './view.js';
export {
  AWAITING_KINDS,
  type AwaitingKind,
  BOARDROOM,
  type ByColour,
  CIRCLES,
  COLOURS,
  type Colour,
  END_REASONS,
  type EndReason,
  isColour,
  PAIRS,
  PER_COLOUR,
} from './vocabulary.js';
