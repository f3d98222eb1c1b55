/**
 * The one type of the simulator's records that is not the contract's: a range of a
 * study's games. What a game gives the simulator and what one game yields are the
 * contract's (`../game/simulation.ts`).
 */

/** A range of game indices, `from` included and `to` excluded. */
export type GameRange = readonly [from: number, to: number];
