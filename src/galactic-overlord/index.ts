/**
 * Galactic Overlord (Jamski Productions, an Apolyton forum game; combat v1.3): any number
 * of factions send secret orders each turn, build bases and ships with build points, and
 * attack each other in a closed-form paper-stone-scissors battle driven by orders of
 * battle, with spies and counter-espionage, standing alliances and joint attacks, and
 * bases given away; the last faction standing is the Galactic Overlord. Each resolved
 * turn gives a public post and a private report per faction; the arrival order of the
 * orders decides who fights a defender first. Rules: `docs/rules/galactic-overlord.md`.
 *
 * What is here, by who needs it:
 *
 * - Play: the game for the generic tools (`GALACTIC_OVERLORD`), `newGame`,
 *   `resolveTurn`, `awaiting`, `playerView`, `isOver` and `endOf` (who won and why),
 *   orders (`Orders`, `checkOrders`, `budget`), prices (`basePrice`, `shipsCost`,
 *   `HULLS`, `WEAPONS`), `renderMap`, issues (`Issue`, `ISSUE_CODES`, `issueMessage`),
 *   and saves (`serializeState`, `parseState`, `stateHash`).
 * - Mail: the order sheet (`ORDER_SHEET`, `blankSheet`, `readSheet`, `writeSheet`).
 * - Bots: `BOTS` and each bot (`randomBot`, `aggressorBot`, `economistBot`,
 *   `searchBot`); `GoBot` is what a bot of your own implements.
 * - Campaign: the factions and the turn limit are `newGame`'s options
 *   (`NewGameOptions`, `MAX_PLAYERS`, `DEFAULT_TURN_LIMIT`, `MAX_TURN_LIMIT`); a
 *   `scenario` gives each side its bases, ships and stocks (`GalacticOverlordScenario`,
 *   `ScenarioSide`, checked by `readScenario`), and `forcesOf` reads the survivors back in
 *   the same shape (`docs/guides/campaign-galactic-overlord.md`).
 * - People: the ladder of named opponents, easiest first (`LADDER`).
 * - Research: the rules options (`RULE_OPTIONS`, `DEFAULT_RULES_OPTIONS`) and the
 *   battle itself (`fight`, `removalOrder`).
 *
 * @example
 * ```ts
 * import { newGame, resolveTurn } from 'simulturn/galactic-overlord';
 * const game = newGame({ seed: 'demo', players: ['ann', 'bob', 'cy'] });
 * if (!game.ok) throw new Error(game.error[0]!.message);
 * const turn = resolveTurn(
 *   game.value,
 *   {
 *     ann: { ships: [{ hull: 'battleship', weapon: 'laser' }], oob: { slots: 'LFTLTF' } },
 *     bob: { special: { kind: 'attack', target: 'ann', ships: 'all' }, ships: [{ hull: 'cruiser', weapon: 'torpedo' }] },
 *   },
 *   { arrival: ['bob', 'ann'] },
 * );
 * turn.post.battles[0]?.winner; // the public result of bob's attack
 * turn.reports.bob?.battles[0]?.battle?.rounds; // bob's own battle, round by round
 * ```
 * @module
 */
export {
  type BattleEnd,
  type BattleFleet,
  type BattleResult,
  type BySide,
  fight,
  type Round,
  removalOrder,
  SIDES,
  type Side,
  type Tally,
} from './battle.js';
export { aggressorBot, BOTS, type BotName, economistBot, type GoBot, randomBot } from './bots.js';
export { renderMap } from './client/text-board.js';
export { basePrice, shipsCost } from './economy.js';
export {
  ISSUE_CODES,
  type Issue,
  type IssueCode,
  type IssueData,
  issueMessage,
  type NoData,
} from './errors.js';
export { forcesOf } from './forces.js';
export { endOf, GALACTIC_OVERLORD, type GameEnd, LADDER } from './game.js';
export type { Oob } from './oob.js';
export { blankSheet, ORDER_SHEET, readSheet, writeSheet } from './order-sheet.js';
export {
  type AttackOrder,
  type BuildGeneratorOrder,
  budget,
  checkOrders,
  type Gift,
  type Orders,
  type RaiseShieldsOrder,
  type ShipBuild,
  type SpecialOrder,
  type SpyOrder,
  type TrainSpyOrder,
} from './orders.js';
export type {
  BpBook,
  Breakdown,
  Built,
  CaughtSpy,
  Espionage,
  GiftOutcome,
  GmPost,
  OwnBattle,
  PrivateReport,
  PublicBattle,
  PublicFaction,
  PublicGift,
  SpyOutcome,
} from './report.js';
export { DEFAULT_RULES_OPTIONS, RULE_OPTIONS, type RulesOptions } from './rules-options.js';
export {
  type GalacticOverlordScenario,
  readScenario,
  type ScenarioBases,
  type ScenarioShips,
  type ScenarioSide,
} from './scenario.js';
export { searchBot } from './search-bot.js';
export { parseState, serializeState, stateHash } from './serialize.js';
export {
  DEFAULT_TURN_LIMIT,
  type GalacticOverlordOptions,
  MAX_PLAYERS,
  MAX_TURN_LIMIT,
  type NewGameOptions,
  newGame,
} from './setup.js';
export { type Base, type Faction, type GoState, isOver, type Ship } from './state.js';
export { resolveTurn, type TurnResult } from './turn.js';
export { awaiting, type GoView, playerView } from './view.js';
export {
  END_REASONS,
  type EndReason,
  FORMATIONS,
  type Formation,
  HULLS,
  type Hull,
  RANGES,
  type Range,
  SPIED_KINDS,
  type SpiedKind,
  WEAPONS,
  type Weapon,
} from './vocabulary.js';
