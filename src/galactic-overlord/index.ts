/**
 * Galactic Overlord (Jamski Productions, an Apolyton forum game; combat v1.3): any number
 * of factions send secret orders each turn, build bases and ships with build points, and
 * attack each other in a closed-form paper-stone-scissors battle driven by orders of
 * battle, with spies and counter-espionage, standing alliances and joint attacks, and
 * bases given away; the last faction standing is the Galactic Overlord. Each resolved
 * turn gives a public post and a private report per faction; the arrival order of the
 * orders decides who fights a defender first. Rules: `docs/rules/galactic-overlord.md`.
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
export { attackGroups, attackOrder, shareCaptures } from './attacks.js';
export {
  applyHits,
  type BattleEnd,
  type BattleFleet,
  type BattleResult,
  type BySide,
  fight,
  type HitsApplied,
  hpLeft,
  laserFactor,
  type Round,
  removalOrder,
  SIDES,
  type Side,
  shieldHits,
  strength,
  type Tally,
} from './battle.js';
export {
  aggressorBot,
  BOTS,
  type BotName,
  economistBot,
  type GoBot,
  largestHull,
  randomBot,
  viewBudget,
} from './bots.js';
export { renderMap } from './client/text-board.js';
export {
  basePrice,
  basesCost,
  GO_II_BASE_CAP,
  INCOME,
  income,
  nextBaseNumber,
  STARTING_BASES,
  shipsCost,
  startingBp,
} from './economy.js';
export {
  ISSUE_CODES,
  type Issue,
  type IssueCode,
  type IssueData,
  issueMessage,
  type NoData,
} from './errors.js';
export { endOf, GALACTIC_OVERLORD, type GameEnd } from './game.js';
export { ALL_SLOTS, formatSlots, type Oob, parseOob, parseSlots, randomOob } from './oob.js';
export { blankSheet, ORDER_SHEET, readSheet, writeSheet } from './order-sheet.js';
export {
  type AttackOrder,
  type BuildGeneratorOrder,
  budget,
  checkOrders,
  type Gift,
  MAX_BASE_BUILDS,
  MAX_SHIP_BUILDS,
  NO_ORDERS,
  type Orders,
  type RaiseShieldsOrder,
  type ShipBuild,
  type SpecialOrder,
  type SpyOrder,
  type TrainSpyOrder,
} from './orders.js';
export {
  type BpBook,
  type Breakdown,
  type Built,
  breakdown,
  type CaughtSpy,
  type Espionage,
  type GiftOutcome,
  type GmPost,
  kindOf,
  type OwnBattle,
  type PrivateReport,
  type PublicBattle,
  type PublicFaction,
  type PublicGift,
  type ShipKind,
  type SpyOutcome,
} from './report.js';
export {
  DEATH_CYCLE_CAP,
  DEFAULT_RULES_OPTIONS,
  RULE_OPTION_NAMES,
  RULE_OPTIONS,
  type RuleOptionName,
  type RulesOptions,
  rulesOptionProblems,
} from './rules-options.js';
export { SEARCH_BOT, SEARCH_MODELS, SEARCH_TARGETS, searchBot, searchOrders, worth } from './search-bot.js';
export { positionOf } from './search-position.js';
export { parseState, STATE_FORMAT, STATE_VERSION, serializeState, stateHash } from './serialize.js';
export {
  DEFAULT_TURN_LIMIT,
  type GalacticOverlordOptions,
  MAX_PLAYERS,
  MAX_TURN_LIMIT,
  type NewGameOptions,
  newGame,
  STARTING_COUNTER_ESPIONAGE,
} from './setup.js';
export { galacticOverlordSimulation } from './simulation.js';
export {
  alive,
  alliances,
  allied,
  type Base,
  type BaseCounts,
  baseCounts,
  basesOf,
  type Faction,
  type GoState,
  isOver,
  navyValue,
  type Ship,
} from './state.js';
export { publicFaction, resolveTurn, type TurnResult } from './turn.js';
export { awaiting, type GoView, playerView } from './view.js';
export {
  BEATS,
  END_REASONS,
  type EndReason,
  FORMATIONS,
  type Formation,
  HULLS,
  type Hull,
  hullHp,
  hullSize,
  MAX_GENERATORS,
  MAX_SPIES,
  OOB_SLOTS,
  RANGES,
  type Range,
  ROUNDS_PER_TALLY,
  SHIELD_HITS,
  SPECIAL_KINDS,
  SPIED_KINDS,
  type SpecialKind,
  type SpiedKind,
  WEAPON_LETTER,
  WEAPONS,
  type Weapon,
} from './vocabulary.js';
