/**
 * The board's session moves, on the generic session (web/src/generic/session.ts), so a
 * game here is the game the library's match runner plays: the view of a seat as the
 * client model reads it and the engine's check of the orders a person built.
 */
import type { GoView } from 'simulturn/galactic-overlord/client';
import type { GenericSession } from '../generic/session.js';

/** A seat's view, as the client model reads it. */
export const viewOf = (s: GenericSession, player: string): GoView => s.game.view(s.state, player) as GoView;

/** The engine's check of raw orders (the game's `checkOrders`): the problems in words, none when they hold. */
export const problemsOf = (s: GenericSession, player: string, raw: unknown): string[] =>
  s.game.checkOrders(s.state, player, raw).issues.map((i) => i.message);
