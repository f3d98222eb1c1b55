/**
 * Corporate War's turn structure on the kernel's steps (K1): every day is one step,
 * all players at once (CW-6), until the game is over. Named functions, shared by the
 * match runner's `CORPORATE_WAR_MATCH` and the contract's `CORPORATE_WAR`, so that each
 * is a plain object literal a bundler can drop when it is not used.
 */

import type { OrderEnvelope } from '../kernel/game/steps.js';
import { type Awaiting, NOBODY_AWAITED } from '../kernel/game/steps.js';
import { type DayResult, resolveDay } from './resolve-day.js';
import type { GameState } from './state.js';
import { type PlayerView, playerView } from './view.js';

/** The game's id in registries and replay logs. */
export const CORPORATE_WAR_ID = 'corporate-war';

/** The kind of orders every Corporate War step takes: Move orders (CW-5). */
export const CORPORATE_WAR_ORDER_KIND = 'move';

/** K1: every player gives orders each day until the game is over. */
export const awaitingOf = (state: GameState): Awaiting =>
  state.outcome !== null
    ? NOBODY_AWAITED
    : { players: state.players.toArray().map((p) => p.id), kind: CORPORATE_WAR_ORDER_KIND };

/** K1: the step is the day, so the bots' streams `botRng(seed, player, day)` are those they always were. */
export const stepOf = (state: GameState): number => state.day;

/** A player's view; every seat of the game has one. */
export const viewOf = (state: GameState, player: string): PlayerView =>
  playerView(state, player) as PlayerView;

/**
 * Resolves the day. Not `resolveDay` itself: its third parameter is rules overrides, not
 * the envelope, which Corporate War does not use (K2: missing orders and `[]` alike leave
 * the soldiers where they are, CW-5.4).
 */
export const resolveOf = (
  state: GameState,
  orders: Readonly<Record<string, unknown>>,
  _envelope?: OrderEnvelope,
): DayResult => resolveDay(state, orders);
