/**
 * Corporation (Eric Solomon): two to four players race to get three employees of their
 * colour into the Boardroom, by changing the promotion rules on the Directors Table as
 * they play. One player acts at a time; information is perfect; the only randomness is
 * at setup. The building is scenario data, and the default one is invented (the seed's
 * picture is missing). Rules: `docs/rules/corporation.md`.
 *
 * What is here, by who needs it:
 *
 * - Play: the game for the generic tools (`CORPORATION`), `newGame`, `awaiting`,
 *   `playTurn` (and `checkTurn` to check a turn without playing it), `playerView`,
 *   `outcome`, the building (`Building`, `DEFAULT_BUILDING`, `COLOURS`), reports
 *   (`renderReport`, `renderStep`, `describeEvent`, `renderMap`), issues (`Issue`,
 *   `ISSUE_CODES`, `issueMessage`), and saves (`serializeState`, `parseState`,
 *   `stateHash`).
 * - Mail: the order sheet (`orderSheet`, `readOrderSheet`, `describeSheetRead`).
 * - Bots: `BOTS` and each bot (`randomBot`, `greedyBot`, `searchBot`, with
 *   `searchTurn`, `greedyScore` and `SEARCH_BUDGET`); `CorporationBot` is what a bot of
 *   your own implements.
 * - Campaign: the building and the start position are `newGame`'s options
 *   (`NewGameOptions`, `StartPosition`).
 * - Research: the rules options (`RULE_OPTIONS`, `DEFAULT_RULES_OPTIONS`, `MAX_TURNS`),
 *   every end state of a turn (`legalEndStates`, `promotionEndStates`,
 *   `applicablePromotions`, `applyPromotion`), and the solo puzzle's solver
 *   (`solveSolo`, `SOLO_BUDGET`).
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
  randomBot,
  SEARCH_BUDGET,
  type SearchBudget,
  searchBot,
  searchTurn,
} from './bots.js';
export { type Building, DEFAULT_BUILDING, type Room } from './building.js';
export { legalEndStates, type TurnChoice, type TurnInput } from './end-states.js';
export {
  ISSUE_CODES,
  type Issue,
  type IssueCode,
  type IssueData,
  issueMessage,
  type NoData,
} from './errors.js';
export { forcesOf, type StartPositionRead } from './forces.js';
export { CORPORATION, type CorporationReport, type CorporationStep, renderReport } from './game.js';
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
  promotionEndStates,
} from './promotions.js';
export { describeEvent, renderMap, renderStep } from './render.js';
export { DEFAULT_RULES_OPTIONS, MAX_TURNS, RULE_OPTIONS, type RulesOptions } from './rules-options.js';
export { parseState, serializeState, stateHash } from './serialize.js';
export { type CorporationOptions, type NewGameOptions, newGame, type StartPosition } from './setup.js';
export {
  describeSheetRead,
  orderSheet,
  placedMessage,
  readOrderSheet,
  type SheetIssue,
  type SheetProblem,
  type SheetRead,
} from './sheet.js';
export { SOLO_BUDGET, type SoloBudget, type SoloResult, solveSolo } from './solo.js';
export {
  type Awaiting,
  awaiting,
  type CorporationState,
  type Ended,
  type OpenChallenge,
  type Outcome,
  outcome,
} from './state.js';
export { type CorporationView, playerView } from './view.js';
export {
  AWAITING_KINDS,
  type AwaitingKind,
  type ByColour,
  COLOURS,
  type Colour,
  END_REASONS,
  type EndReason,
} from './vocabulary.js';
