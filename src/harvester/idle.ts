/**
 * A week without orders as real time (HV-7.6, `idleOut: real-week`): the rules have no
 * clock, so the referee that keeps each turn's deadline decides when a player has sent
 * nothing for a week, and takes it out with the orders this module gives: the player's own
 * self-destruct of its Harvester (HV-7.5), which takes every unit of it along.
 */
import { type HvState, harvesterOf, isActive } from './state.js';

/**
 * The orders that take an idle player out (its Harvester's self-destruct, HV-7.5), for a
 * referee to send in its name once a week of real time has passed without orders from it;
 * null when the player is not on the planet.
 * @example
 * ```ts
 * const orders = idleOutOrders(state, 'p3'); // { destroy: [23] }
 * if (orders !== null) resolveTurn(state, { ...others, p3: orders });
 * ```
 */
export function idleOutOrders(
  state: HvState,
  player: string,
): {
  /** The Harvester to self-destruct: the player's own, its id alone. */
  readonly destroy: readonly number[];
} | null {
  const h = isActive(state, player) ? harvesterOf(state, player) : undefined;
  return h === undefined ? null : { destroy: [h.id] };
}
