/**
 * Who plays a seat: a computer player (a {@link Bot}) or an external player (an
 * {@link ExternalSeat}: a person behind a client, a referee's inbox, a test). Either one
 * is shown only its player's view, never the state, so it cannot use what its player
 * does not know (K5).
 */
import type { Rng } from '../rng.js';

/**
 * A computer player: a function of its player's view and a private random generator to
 * that player's orders. It is never shown the state, so it cannot use what its player
 * does not know.
 */
export type Bot<View, Orders = unknown> = (view: View, rng: Rng) => Orders;

/**
 * An external player: a callback asked for orders at each step its player is awaited.
 * Returning nothing gives no orders. A callback that answers later returns a promise of
 * its orders: `runMatchAsync` awaits it, `runMatch` refuses it (`seat/promise`).
 */
export interface ExternalSeat<View> {
  /**
   * Asked for the player's orders, given its view, the step (for Corporate War, the day)
   * and the kind of orders awaited.
   */
  readonly orders: (view: View, step: number, kind: string) => unknown;
}

/** Who plays a seat: a bot or an external player. */
export type Seat<View> = Bot<View> | ExternalSeat<View>;
