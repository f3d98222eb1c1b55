/**
 * Harvester (a design concept on curufea.com, CC BY-NC-SA 2.5; our rules paraphrase it):
 * a massively multiplayer, simultaneous-turn game on a dead machine world that wraps
 * around. Each player is a Harvester with an army of defence units; they gather
 * resources, see hexes in five graded levels of detail by scanner range, fight by
 * comparing combat totals, and a beaten Harvester serves its conqueror, passing its
 * scans up the chain. The game ends when one Harvester rules all the others. Rules:
 * `docs/rules/harvester.md`.
 *
 * What is here, by who needs it:
 *
 * - Play: the game for the generic tools (`HARVESTER`), `newGame`, `resolveTurn`,
 *   `awaiting`, `playerView`, `isOver`, orders (`Orders`, `Move`, `checkOrders`), the
 *   planet (`planetGrid`, `planetSize`), units (`UNIT_KINDS`, `UNIT_STATS`), knowledge
 *   (`LEVEL_NAMES`), the score (`victoryPoints`), reports (`renderReport`, `renderMap`,
 *   `MAP_LEGEND`), issues (`Issue`, `ISSUE_CODES`, `issueMessage`), and saves
 *   (`serializeState`, `parseState`, `stateHash`).
 * - Mail: the order sheet (`ORDER_SHEET`, `blankSheet`, `readSheet`).
 * - Bots: `BOTS` and each bot (`randomBot`, `gathererBot`, `searchBot`); `HvBot` is what
 *   a bot of your own implements.
 * - Campaign: the players and the planet are `newGame`'s options (`NewGameOptions`,
 *   `MIN_PLAYERS`, `MAX_PLAYERS`, `MAX_TURN_LIMIT`), the ground and each side's forces
 *   its `scenario` (`HarvesterScenario`, `HarvesterGround`, `HarvesterSide`), and what a
 *   battle leaves `forcesOf(state)`, in the scenario's shape. Guide:
 *   `docs/guides/campaign-harvester.md`.
 * - Referees: `idleOutOrders` (HV-7.6 under `idleOut: real-week`).
 * - Research: the rules options (`RULE_OPTIONS`, `DEFAULT_RULES_OPTIONS`).
 *
 * @example
 * ```ts
 * import { newGame, playerView, resolveTurn } from 'simulturn/harvester';
 * const game = newGame({ seed: 'demo', players: 4 });
 * if (!game.ok) throw new Error(game.error[0]!.message);
 * const view = playerView(game.value, 'p1');
 * const rich = [...view.known].find((k) => k.resources && k.hex !== view.units[0]!.hex);
 * const turn = resolveTurn(game.value, { p1: { target: rich!.hex }, p2: {}, p3: [], p4: {} });
 * turn.reports.p1?.outcomes; // [{ order: 'target …', outcome: 'set' }]
 * ```
 * @module
 */
export { BOTS, type BotName, gathererBot, type HvBot, randomBot } from './bots.js';
export { isOver } from './end.js';
export {
  ISSUE_CODES,
  type Issue,
  type IssueCode,
  type IssueData,
  issueMessage,
  type NoData,
} from './errors.js';
export { forcesOf } from './forces.js';
export { HARVESTER, type HarvesterOptions } from './game.js';
export { idleOutOrders } from './idle.js';
export type { HexKnowledge, SeenUnit } from './knowledge.js';
export type { KnownHexes } from './known-hexes.js';
export { checkOrders, type Move, type Orders, type RawMove, type RawOrders } from './orders.js';
export { planetGrid, planetSize } from './planet.js';
export { MAP_LEGEND, renderMap, renderReport } from './render.js';
export type { HvReport, LostUnit } from './report.js';
export type { RulerList } from './ruler-list.js';
export { DEFAULT_RULES_OPTIONS, RULE_OPTIONS, type RulesOptions } from './rules-options.js';
export type { HarvesterForces, HarvesterGround, HarvesterScenario, HarvesterSide } from './scenario.js';
export { searchBot } from './search.js';
export { parseState, serializeState, stateHash } from './serialize.js';
export {
  MAX_PLAYERS,
  MAX_TURN_LIMIT,
  MIN_PLAYERS,
  NEW_GAME_KEYS,
  type NewGameOptions,
  newGame,
} from './setup.js';
export { blankSheet, ORDER_SHEET, readSheet } from './sheet.js';
export {
  type Army,
  type Build,
  type HvState,
  type Ledger,
  type Machine,
  type Terrain,
  type Traffic,
  type Unit,
  victoryPoints,
} from './state.js';
export type { TerrainView } from './terrain.js';
export { resolveTurn, type TurnResult } from './turn.js';
export { awaiting, type HvView, type OwnUnit, playerView } from './view.js';
export {
  DEFENCE_KINDS,
  type DefenceKind,
  DIRECTIONS,
  type Direction,
  FULL_ARMY,
  LEVEL_NAMES,
  type Level,
  NIMBLE_KINDS,
  TERRAIN_KINDS,
  type TerrainKind,
  UNIT_KINDS,
  UNIT_STATS,
  type UnitKind,
  type UnitStats,
} from './vocabulary.js';
export type { FightNote, FightSide, OrderOutcome } from './work.js';
