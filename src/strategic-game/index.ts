/**
 * Minimal Space Combat: The Strategic Game (Timothy Swenson, 1996): two players build
 * ships from the build points of the systems they own on a hex map, roll for initiative
 * each turn, move one after the other (the second seeing the first's moves), learn enemy
 * ship counts by sensors, and fight Strategic Combat, dice pools of one die per 7
 * offensive or 3 defensive BP, where their fleets meet. Fleet contents, designs and BP
 * are private; positions are public. Rules: `docs/rules/strategic-game.md`.
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
export { BATTLE_RESOLVERS } from './battle/registry.js';
export type {
  BattleInput,
  BattleResolver,
  BattleResult,
  BattleSide,
  RoundTrace,
  SubphaseTrace,
} from './battle/resolver.js';
export { chooseLosses, diceFor, strategicCombat } from './battle/strategic.js';
export { expanderBot, randomBot, randomDesign, SCOUT, toward, WARSHIP } from './bots.js';
export { DEFAULT_MAP_ASCII } from './default-map.js';
export { costOf, type Design, defenceOf, designProblems, offenceOf, type Ship } from './design.js';
export { ISSUE_CODES, type Issue, type IssueCode, type IssueData, issue, issueMessage } from './errors.js';
export { outcomeOf, STRATEGIC_GAME } from './game.js';
export {
  DEFAULT_MAP,
  type GameMap,
  gridOf,
  type MapSpec,
  parseAsciiMap,
  readMap,
  stepToward,
} from './map.js';
export { blankSheet, ORDER_SHEET, readSheet } from './order-sheet.js';
export {
  type AcceptedOrder,
  type BattleOrder,
  type BuildOrder,
  isPinned,
  MAX_ORDERS,
  type MergeOrder,
  type MoveOrder,
  type Order,
  orderIssues,
  type ReadOrder,
  type ReadOrders,
  type RefusedOrder,
  readOrders,
  type SplitOrder,
} from './orders.js';
export { renderMap, renderReport } from './render.js';
export type { BattleReport, InitiativeRoll, OrderOutcome, SystemChange, TsgReport } from './report.js';
export {
  DEFAULT_RULES_OPTIONS,
  RULE_OPTION_NAMES,
  RULE_OPTIONS,
  type RuleOptionName,
  type RulesOptions,
  rulesOptionProblems,
} from './rules-options.js';
export { DUEL_MAP, SCENARIOS } from './scenarios.js';
export { drawState, plans, searchBot } from './search.js';
export { parseState, STATE_FORMAT, STATE_VERSION, serializeState, stateHash } from './serialize.js';
export { newGame, type TsgOptions } from './setup.js';
export { strategicSimulation, type TsgGame } from './simulation.js';
export {
  type BattleOrders,
  type Contact,
  enemyOf,
  type Fleet,
  fleetsOf,
  type GameEnd,
  homeOf,
  type Side,
  type SystemState,
  speedOf,
  type TsgState,
} from './state.js';
export { sweep } from './steps/06-sensors.js';
export { attackerAt, type Battle, battleHexes, type Fought, fightBattles } from './steps/07-combat.js';
export { applyCapture, type Captured } from './steps/08-capture.js';
export { victoryCheck } from './steps/09-victory.js';
export { incomeOf } from './steps/10-income.js';
export { resolveStep, type TsgStep, type TsgTrace } from './turn.js';
export { awaiting, type FleetMarker, playerView, type SystemView, type TsgView } from './view.js';
export * from './vocabulary.js';
