/**
 * The Strategic Game's words, named once: its phases, the kinds of orders, how a game
 * ends, and the numbers the seed fixes (ship sizes, stat limits, dice divisors, sensor
 * range). Everything else in `src/strategic-game/` uses these names.
 */

/**
 * The steps of a turn as the kernel awaits them (K1, TSG-2): production together, then
 * Player 1 moves, then Player 2 moves; the initiative roll ends production and combat
 * ends Player 2's move. `over` once the game has ended.
 */
export const PHASES = ['production', 'move-1', 'move-2', 'over'] as const;
/** A phase of the turn. */
export type Phase = (typeof PHASES)[number];

/** The kinds of order given at the production step (TSG-5, TSG-6.3, TSG-7.6). */
export const PRODUCTION_ORDER_KINDS = ['build', 'merge', 'split', 'battle'] as const;
/** The kinds of order given at a movement step (TSG-6.1). */
export const MOVE_ORDER_KINDS = ['move'] as const;
/** Every kind of order. */
export const ORDER_KINDS = [...PRODUCTION_ORDER_KINDS, ...MOVE_ORDER_KINDS] as const;
/** A kind of order. */
export type OrderKind = (typeof ORDER_KINDS)[number];

/** Why a game ended (TSG-4, TSG-4.3). */
export const END_REASONS = ['occupation', 'annihilation', 'draw', 'turn-limit'] as const;
/** Why a game ended. */
export type EndReason = (typeof END_REASONS)[number];

/** How one battle ended (TSG-7.6, TSG-7.7). */
export const BATTLE_ENDS = ['destroyed', 'retreat', 'stalemate', 'round-cap'] as const;
/** How one battle ended. */
export type BattleEnd = (typeof BATTLE_ENDS)[number];

/** TSG-8.1: no ENGINE, SHIELDS or TO-HIT above this. */
export const MAX_STAT = 5;
/** TSG-8.1: a weapon costs this many BP. */
export const WEAPON_COST = 2;
/** TSG-5.2: the sizes a ship may be built at, in BP. */
export const SHIP_SIZES = [10, 15, 20] as const;
/** TSG-8.2 (`maxWeapons: six`): one weapon per side of an MSC hex ship. */
export const SIX_WEAPONS = 6;
/** TSG-6.5: sensors reach this many hexes. */
export const SENSOR_RANGE = 3;
/** TSG-7.5: one die per this many offensive BP. */
export const OFFENCE_PER_DIE = 7;
/** TSG-7.5: one die per this many defensive BP. */
export const DEFENCE_PER_DIE = 3;
/** TSG-7.5: a die showing this or more kills (or saves). */
export const HIT_FACE = 5;
/** TSG-7.7: no battle lasts more rounds than this. */
export const MAX_ROUNDS = 20;
/** TSG-3.2: the starting budget when none is given (the seed's 35 ships of 15 BP). */
export const DEFAULT_BUDGET = 525;
/** TSG-3.2 (**invented**): the largest starting budget a side may be given. */
export const MAX_BUDGET = 1_000_000;
/** TSG-4.3 (invented): the turn after which an unfinished game ends, when none is given. */
export const DEFAULT_TURN_LIMIT = 100;
/** TSG-4.3: the largest turn limit; `newGame` and `parseState` both hold a game to it. */
export const MAX_TURN_LIMIT = 10_000;
/** The seats' players when none are given. */
export const DEFAULT_PLAYERS = ['p1', 'p2'] as const;
