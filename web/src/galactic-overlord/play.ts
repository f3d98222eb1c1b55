/**
 * The board's session moves, on the generic session (web/src/generic/session.ts), so a
 * game here is the game the library's match runner plays: the view of a seat as the
 * client model reads it, the engine's check of the orders a person built, a step
 * resolved, and "Play to the end" a slice at a time so the page stays responsive.
 */
import type { GoView } from 'simulturn/galactic-overlord/client';
import { type GenericSession, resolveStep } from '../generic/session.js';

/** The most turns "Play to the end" plays before it stops and says so. */
export const PLAY_LIMIT = 5000;

/** A seat's view, as the client model reads it. */
export const viewOf = (s: GenericSession, player: string): GoView => s.game.view(s.state, player) as GoView;

/** The engine's check of raw orders (the game's `checkOrders`): the problems in words, none when they hold. */
export const problemsOf = (s: GenericSession, player: string, raw: unknown): string[] =>
  s.game.checkOrders(s.state, player, raw).issues.map((i) => i.message);

/**
 * Plays every remaining turn with `stand` in the person's seats, `onStep` after each slice
 * of about 40 ms; `stop()` returns true to stop. Resolves to the last session.
 */
export function playToEnd(
  start: GenericSession,
  stand: string,
  onStep: (s: GenericSession) => void,
  stop: () => boolean,
): Promise<GenericSession> {
  return new Promise((done) => {
    let s = start;
    let played = 0;
    const going = () => !stop() && played < PLAY_LIMIT && s.game.awaiting(s.state).players.length > 0;
    const tick = () => {
      const began = performance.now();
      while (going() && performance.now() - began < 40) {
        s = resolveStep(s, {}, stand);
        played++;
      }
      onStep(s);
      if (going()) setTimeout(tick, 0);
      else done(s);
    };
    setTimeout(tick, 0);
  });
}
