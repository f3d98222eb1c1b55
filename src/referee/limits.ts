/**
 * How much text the referee reads as one player's orders, for every game: enough for any
 * player, and a bound on the work a hostile sender can cause.
 */

/** Longer orders are refused unread: no player needs a tenth of it. */
export const MAX_ORDERS_TEXT = 200_000;
/** The most bytes of orders read (a character is at most 4 bytes of UTF-8); reading stops after. */
export const MAX_ORDERS_BYTES = 4 * MAX_ORDERS_TEXT;
