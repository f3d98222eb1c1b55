/**
 * Harvester (a design concept on curufea.com, CC BY-NC-SA 2.5; our rules paraphrase it):
 * a massively multiplayer, simultaneous-turn game on a dead machine world that wraps
 * around. Each player is a Harvester with an army of defence units; they gather
 * resources, see hexes in five graded levels of detail by scanner range, fight by
 * comparing combat totals, and a beaten Harvester serves its conqueror, passing its
 * scans up the chain. The game ends when one Harvester rules all the others. Rules:
 * `docs/rules/harvester.md`.
 *
 * @example
 * ```ts
 * import { newGame, playerView, resolveTurn } from 'simulturn/harvester';
 * const game = newGame({ seed: 'demo', players: 4 });
 * if (!game.ok) throw new Error(game.error[0]!.message);
 * const view = playerView(game.value, 'p1');
 * const rich = view.known.find((k) => k.resources && k.hex !== view.units[0]!.hex);
 * const turn = resolveTurn(game.value, { p1: { target: rich!.hex }, p2: {}, p3: [], p4: {} });
 * turn.reports.p1?.outcomes; // [{ order: 'target …', outcome: 'set' }]
 * ```
 * @module
 */
export { BOTS, type BotName, gathererBot, type HvBot, randomBot } from './bots.js';
export { endReason, isOver } from './end.js';
export {
  describe,
  ISSUE_CODES,
  type Issue,
  type IssueCode,
  type IssueData,
  issue,
  issueMessage,
  type NoData,
} from './errors.js';
export { HARVESTER, type HarvesterOptions } from './game.js';
export { type HexKnowledge, knowledgeOf, type SeenUnit, scanLevel, scannedLevels } from './knowledge.js';
export {
  checkOrders,
  type Move,
  NO_ORDERS,
  type Orders,
  type RawMove,
  type RawOrders,
  type ReadOrders,
  readOrders,
  rebuildCost,
} from './orders.js';
export { directionTo, eachInDisc, planetGrid, planetSize, stepToward } from './planet.js';
export { MAP_LEGEND, renderMap, renderReport } from './render.js';
export type { HvReport, LostUnit } from './report.js';
export {
  DEFAULT_RULES_OPTIONS,
  RULE_OPTION_NAMES,
  RULE_OPTIONS,
  type RuleOptionName,
  type RulesOptions,
  rulesOptionProblems,
} from './rules-options.js';
export { CANDIDATES, guessWorld, SEARCH_DEPTH, searchBot } from './search.js';
export { parseState, STATE_FORMAT, STATE_VERSION, serializeState, stateHash } from './serialize.js';
export {
  drawStarts,
  FIRST_WAVE,
  MAX_PLAYERS,
  MAX_TURN_LIMIT,
  MIN_PLAYERS,
  type NewGameOptions,
  newGame,
  RESOURCE_DENSITY,
  RESOURCE_MAX,
  seatNames,
  startRadius,
} from './setup.js';
export { blankSheet, ORDER_SHEET, readSheet } from './sheet.js';
export {
  activePlayers,
  type Build,
  type Derived,
  derived,
  type HvState,
  harvesterOf,
  isActive,
  type Ledger,
  type Machine,
  rootOf,
  rulersOf,
  subtreeOf,
  type Traffic,
  type Unit,
  victoryPoints,
} from './state.js';
export { resolveTurn, type TurnResult } from './turn.js';
export { awaiting, type HvView, type OwnUnit, playerView } from './view.js';
export {
  CAPACITY,
  DEFENCE_KINDS,
  type DefenceKind,
  DIRECTIONS,
  type Direction,
  END_REASONS,
  type EndReason,
  HARVESTER_SCRAP,
  IDLE_TURNS,
  LEVEL_NAMES,
  type Level,
  MAX_MOVE,
  MIN_START_DISTANCE,
  UNIT_KINDS,
  UNIT_STATS,
  type UnitKind,
  type UnitStats,
} from './vocabulary.js';
export type { FightNote, FightSide, OrderOutcome } from './work.js';
