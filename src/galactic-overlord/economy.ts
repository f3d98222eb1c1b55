/**
 * Build points (GO-2, GO-3): income from bases, the price of the next self-built base,
 * and what a set of builds and repairs costs.
 */
import type { RulesOptions } from './rules-options.js';
import { baseCounts, type GoState } from './state.js';
import { type Hull, hullSize } from './vocabulary.js';

/** GO-2.1: starting bases per faction. */
export const STARTING_BASES = 3;
/** GO-2.2: BP per turn per home base and per captured base. */
export const INCOME = {
  /** BP per home base. */
  home: 5,
  /** BP per captured base. */
  captured: 2,
} as const;
/** GO-3.1, `edition: go-ii`: the cap on self-built bases. */
export const GO_II_BASE_CAP = 6;

/** GO-2.1: the BP a faction starts with, by edition. */
export function startingBp(rules: RulesOptions): number {
  return rules.edition === 'go-ii' ? 20 : 32;
}

/** GO-2.2: a faction's income now: 5 BP per home base, 2 per captured base, nothing without a base. */
export function income(state: GoState, player: string): number {
  const { home, captured } = baseCounts(state, player);
  return INCOME.home * home + INCOME.captured * captured;
}

/**
 * GO-3.1: the price of self-built base number `n` (from 1): 16 BP for 1 to 6, then 8 more
 * per block of six (v1.3), or doubling per block (GO II: 16, 32, 64).
 */
export function basePrice(n: number, rules: RulesOptions): number {
  const block = Math.floor((n - 1) / 6);
  return rules.edition === 'go-ii' ? 16 * 2 ** block : 16 + 8 * block;
}

/** GO-3.1: the number the next self-built base of a faction that has built `built` will have. */
export function nextBaseNumber(built: number, rules: RulesOptions): number {
  // `after-setup`: the three starting bases are not numbered; the first built is number 1.
  return rules.baseNumbering === 'starting-bases-count' ? built + 1 : built - STARTING_BASES + 1;
}

/** GO-3.1: the price of `count` more bases for a faction that has built `built`. */
export function basesCost(built: number, count: number, rules: RulesOptions): number {
  let cost = 0;
  for (let k = 0; k < count; k++) cost += basePrice(nextBaseNumber(built + k, rules), rules);
  return cost;
}

/** GO-3.2, GO-3.4: the cost of ships (a hull's size in BP) and repairs (1 BP each). */
export function shipsCost(hulls: readonly Hull[], repairs: number): number {
  return hulls.reduce((t, h) => t + hullSize(h), 0) + repairs;
}
