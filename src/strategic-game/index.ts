/**
 * Minimal Space Combat: The Strategic Game (Timothy Swenson, 1996): two players build
 * ships from the build points of the systems they own on a hex map, roll for initiative
 * each turn, move one after the other (the second seeing the first's moves), learn enemy
 * ship counts by sensors, and fight Strategic Combat, dice pools of one die per 7
 * offensive or 3 defensive BP, where their fleets meet. Fleet contents, designs and BP
 * are private; positions are public. Rules: `docs/rules/strategic-game.md`.
 *
 * What is here, by who needs it:
 *
 * - Play: the game for the generic tools (`STRATEGIC_GAME`, or `strategicGame` with
 *   battle resolvers of your own), `newGame`, `resolveStep`,
 *   `awaiting`, `playerView`, orders (`Order`), designs and their price (`Design`,
 *   `costOf`, `designProblems`), reports (`renderReport`, `renderMap`), issues (`Issue`,
 *   `ISSUE_CODES`, `issueMessage`), and saves (`serializeState`, `parseState`,
 *   `stateHash`).
 * - Mail: the order sheet (`ORDER_SHEET`, `blankSheet`, `readSheet`).
 * - Bots: each bot (`randomBot`, `expanderBot`, `searchBot`, and `searchBotWith` for a
 *   search whose look-ahead fights with another resolver).
 * - Campaign: a scenario's ground and sides (`TsgScenario`, given as `newGame`'s
 *   `scenario`), each side's forces read back (`forcesOf`), the maps (`SCENARIOS`,
 *   `DEFAULT_MAP`, `FAIR_MAP`, `DUEL_MAP`, `readMap`, `parseAsciiMap`) and the battles
 *   (`BattleResolver`, `BATTLE_RESOLVERS`, `withBattleResolvers`, `strategicCombat`; a
 *   game fights with a resolver of its own through `strategicGame({ resolvers })` and
 *   `rules.combat`).
 * - Research: the rules options (`RULE_OPTIONS`, `DEFAULT_RULES_OPTIONS`,
 *   `DEFAULT_TURN_LIMIT`, `MAX_TURN_LIMIT`) and the phases of a turn (`PHASES`).
 *
 * @example
 * ```ts
 * import { DUEL_MAP, newGame, resolveStep } from 'simulturn/strategic-game';
 * const start = newGame({ map: DUEL_MAP, budget: 40 }, 'demo');
 * if (!start.ok) throw new Error(start.error[0]!.message);
 * const warship = { kind: 'build', engine: 3, shields: 5, toHit: 4, weapons: 4 }; // 20 BP
 * const built = resolveStep(start.value, { p1: [warship, warship], p2: [warship] });
 * built.state.phase; // 'move-1': the initiative roll decided who moves first
 * built.reports.p1?.built; // ['p1-s1', 'p1-s2']
 * ```
 * @module
 */
export {
  BATTLE_RESOLVERS,
  type BattleResolvers,
  type BuiltInCombat,
  withBattleResolvers,
} from './battle/registry.js';
export type {
  BattleInput,
  BattleResolver,
  BattleResult,
  BattleSide,
  RoundTrace,
  SubphaseTrace,
} from './battle/resolver.js';
export { strategicCombat } from './battle/strategic.js';
export { randomBot } from './bots.js';
export { costOf, type Design, designProblems, type Ship } from './design.js';
export { ISSUE_CODES, type Issue, type IssueCode, type IssueData, issueMessage } from './errors.js';
export { expanderBot } from './expander.js';
export { STRATEGIC_GAME, type StrategicGameOptions, strategicGame } from './game.js';
export { DEFAULT_MAP, type GameMap, type MapSpec, parseAsciiMap, readMap } from './map.js';
export { blankSheet, ORDER_SHEET, readSheet } from './order-sheet.js';
export type {
  AcceptedOrder,
  BattleOrder,
  BuildOrder,
  MergeOrder,
  MoveOrder,
  Order,
  ReadOrder,
  RefusedOrder,
  SplitOrder,
} from './orders.js';
export { renderMap, renderReport } from './render.js';
export type { BattleReport, InitiativeRoll, OrderOutcome, SystemChange, TsgReport } from './report.js';
export { DEFAULT_RULES_OPTIONS, RULE_OPTIONS, type RulesOptions } from './rules-options.js';
export {
  forcesOf,
  type TsgForces,
  type TsgScenario,
  type TsgScenarioFleet,
  type TsgScenarioGround,
  type TsgScenarioShip,
  type TsgScenarioSide,
} from './scenario.js';
export { DUEL_MAP, FAIR_MAP, MAP_NAMES, type MapName, SCENARIOS } from './scenarios.js';
export { type SearchOptions, searchBot, searchBotWith } from './search.js';
export { parseState, serializeState, stateHash } from './serialize.js';
export { newGame, type TsgOptions } from './setup.js';
export type { BattleOrders, Contact, Fleet, GameEnd, Side, SystemState, TsgState } from './state.js';
export type { Battle } from './steps/07-combat.js';
export { resolveStep, type TsgStep, type TsgTrace } from './turn.js';
export { awaiting, type FleetMarker, playerView, type SystemView, type TsgView } from './view.js';
export {
  BATTLE_ENDS,
  type BattleEnd,
  DEFAULT_TURN_LIMIT,
  END_REASONS,
  type EndReason,
  MAX_TURN_LIMIT,
  PHASES,
  type Phase,
} from './vocabulary.js';
