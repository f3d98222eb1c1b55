/**
 * The words of Corporation, as `as const` arrays and the unions derived from them.
 * Everything that is a closed set in the rules is named here once.
 */

/** The four colours of employees, counters and reception areas (CO-1.1). */
export const COLOURS = ['red', 'green', 'blue', 'yellow'] as const;
/** A colour. A player is named by the colour they play. */
export type Colour = (typeof COLOURS)[number];

/** A value per colour. */
export type ByColour<T> = { readonly [C in Colour]: T };

/** The longest public name a side may be given (CO-2.1); Galactic Overlord's longest too. */
export const MAX_NAME_LENGTH = 40;
/** What a side's name must be, as the issues say it (CO-2.1). */
export const NAME_RULE = `a name of 1 to ${MAX_NAME_LENGTH} characters, not blank, with no control character`;

/** Employees (and counters) of each colour (CO-1.2, CO-1.3). */
export const PER_COLOUR = 3;

/** Circles on the Directors Table: six pairs, left circle then right circle (CO-1.5). */
export const CIRCLES = 12;

/** Pairs on the Directors Table (CO-1.5). */
export const PAIRS = CIRCLES / 2;

/** Where promoted employees finish: the top of the building (CO-1.4). */
export const BOARDROOM = 'boardroom' as const;

/** What the players awaited are asked for (CO-2.2, CO-4, CO-5.7). */
export const AWAITING_KINDS = ['place', 'turn', 'challenge', 'over'] as const;
/** What the awaited players are asked for: a placement, a turn, a challenge answer, or nothing (the game is over). */
export type AwaitingKind = (typeof AWAITING_KINDS)[number];

/** How a game ended (CO-3, CO-7, CO-9). */
export const END_REASONS = ['three-in-boardroom', 'solved', 'stalled'] as const;
/** How a game ended. */
export type EndReason = (typeof END_REASONS)[number];

/** True when `value` is one of the four colours. */
export function isColour(value: unknown): value is Colour {
  return typeof value === 'string' && (COLOURS as readonly string[]).includes(value);
}
