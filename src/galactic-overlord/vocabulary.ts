/**
 * The words of Galactic Overlord, as `as const` arrays and the unions derived from them.
 * Everything that is a closed set in the rules is named here once.
 */

/** The five hulls, smallest first (GO-3.2). A hull's size is its place in this list plus one. */
export const HULLS = ['frigate', 'cruiser', 'battleship', 'dreadnaught', 'titan'] as const;
/** A hull. */
export type Hull = (typeof HULLS)[number];

/** The three weapons (GO-3.4, GO-10.1). */
export const WEAPONS = ['laser', 'fighter', 'torpedo'] as const;
/** A weapon. */
export type Weapon = (typeof WEAPONS)[number];

/** The letter of each weapon in an order of battle (GO-10.2). */
export const WEAPON_LETTER: { readonly [W in Weapon]: 'L' | 'F' | 'T' } = {
  laser: 'L',
  fighter: 'F',
  torpedo: 'T',
};

/** GO-10.1: the weapon each weapon beats. */
export const BEATS: { readonly [W in Weapon]: Weapon } = {
  laser: 'fighter',
  fighter: 'torpedo',
  torpedo: 'laser',
};

/** The range tactics (GO-10.3); `none` is no special order. */
export const RANGES = ['none', 'close-in', 'back-off'] as const;
/** A range tactic. */
export type Range = (typeof RANGES)[number];

/** The formation tactics (GO-10.4); `none` is no special order. */
export const FORMATIONS = ['none', 'bunch', 'spread'] as const;
/** A formation tactic. */
export type Formation = (typeof FORMATIONS)[number];

/** The special orders (GO-4.1; one per turn): Attack!, Raise Shields!, Build Generator and Train Spy (GO-9.1). */
export const SPECIAL_KINDS = ['attack', 'raise-shields', 'build-generator', 'train-spy'] as const;
/** A special order's kind. */
export type SpecialKind = (typeof SPECIAL_KINDS)[number];

/** GO-9.2: the special orders a spy can stop (Raise Shields! stops spies instead). */
export const SPIED_KINDS = ['attack', 'build-generator', 'train-spy'] as const;
/** A special order a spy can stop. */
export type SpiedKind = (typeof SPIED_KINDS)[number];

/** How a game ended (GO-8.1, GO-8.2). */
export const END_REASONS = ['overlord', 'all-gone', 'turn-limit'] as const;
/** How a game ended. */
export type EndReason = (typeof END_REASONS)[number];

/** Slots in an order of battle: two groups of three (GO-10.2). */
export const OOB_SLOTS = 6;
/** Rounds between two tallies of hits (GO-10.7). */
export const ROUNDS_PER_TALLY = 3;
/** Hits an attacking fleet takes from a raised shield (GO-4.4). */
export const SHIELD_HITS = 12;
/** Shield generators a faction may stock (GO-4.5). */
export const MAX_GENERATORS = 3;
/** Spies a faction may stock (GO-9.1). */
export const MAX_SPIES = 3;

/** Each hull's size, looked up rather than searched: the search bot's trial battles ask it millions of times. */
const HULL_SIZE: { readonly [H in Hull]: number } = {
  frigate: 1,
  cruiser: 2,
  battleship: 3,
  dreadnaught: 4,
  titan: 5,
};

/** A hull's size: units of space, BP cost and home bases needed (GO-3.2, GO-3.3). */
export function hullSize(hull: Hull): number {
  return HULL_SIZE[hull];
}

/** A hull's hit points: twice its size (GO-3.5). */
export function hullHp(hull: Hull): number {
  return 2 * hullSize(hull);
}
