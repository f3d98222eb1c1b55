/**
 * A game's facts, stated as data, as OpenSpiel's `GameType` states them: how its steps are
 * taken (K1), what a player knows (K5) and how many seats it has (K9). A tool reads them
 * instead of finding out by playing: a lobby offers the seat counts, a search player or a
 * study knows whether it must guess what it cannot see. `docs/kernel.md` defines each.
 *
 * @example
 * ```ts
 * const facts: GameFacts = { steps: 'simultaneous', information: 'imperfect', seats: { min: 2, max: 4 } };
 * ```
 */

/** How the steps are taken (K1), each way named once. */
export const STEP_KINDS = ['simultaneous', 'sequential', 'mixed'] as const;

/**
 * K1: `simultaneous`, every player still in is awaited at every step; `sequential`, one
 * player at a time; `mixed`, some steps of each kind (or a step awaiting some players).
 */
export type StepKind = (typeof STEP_KINDS)[number];

/** What a player knows (K5), each way named once. */
export const INFORMATION_KINDS = ['perfect', 'imperfect'] as const;

/**
 * K5: `perfect`, a player's view holds the whole state (the seed's draws apart, which are
 * nobody's until drawn); `imperfect`, something of the state is hidden from some player.
 */
export type InformationKind = (typeof INFORMATION_KINDS)[number];

/** A game's facts. */
export interface GameFacts {
  /** How the steps are taken (K1). */
  readonly steps: StepKind;
  /** Whether a player's view is the whole state (K5). */
  readonly information: InformationKind;
  /** How many seats a game may have (K9), the least and the most; its `players` option reads within them. */
  readonly seats: {
    /** The fewest seats. */
    readonly min: number;
    /** The most seats. */
    readonly max: number;
  };
}
