/** How a study seats its bots, in a file of its own so the plan and the summary both read it. */
/**
 * How a study seats its bots: `rotation` (the default), seat j of game g gets
 * `bots[(g + j) % bots.length]`; `round-robin`, game g gets arrangement g of every
 * arrangement of the bots in the seats, so every pair of bots meets equally often in
 * every pair of seats (see `roundRobinBots`).
 */
export type Schedule = 'rotation' | 'round-robin';

/** Every schedule, the default first. */
// A plain array, not frozen: a call would keep this module in bundles that use none of it.
export const SCHEDULES: readonly Schedule[] = ['rotation', 'round-robin'];
