/**
 * The forces a game leaves (HV-1.5): each side still on the planet with its surviving
 * defence units and the resources its Harvester holds, in the shape of a scenario's
 * sides, so a campaign puts the survivors of one battle into the next one's scenario as
 * they are. A side's `army` is what survives: what it may hold and rebuild in the next
 * battle, the fallen left out.
 */
import type { HarvesterForces } from './scenario.js';
import { derived, type HvState, isActive } from './state.js';
import type { DefenceKind } from './vocabulary.js';

/**
 * Each side on the planet (joined and not out), in seat order, with its surviving units
 * by kind and its Harvester's load; a side out of the game has no forces and is left out.
 * A subject's forces are its own (it keeps its units when conquered, HV-7.2).
 * @example
 * ```ts
 * forcesOf(state); // [{ id: 'red', name: 'Red Hand', army: { general: 1, lieutenant: 1, soldier: 0, scout: 3 }, load: 12 }, …]
 * ```
 */
export function forcesOf(state: HvState): HarvesterForces[] {
  const { unitsOf } = derived(state);
  return state.players
    .filter((p) => isActive(state, p))
    .map((p) => {
      const army: Record<DefenceKind, number> = { general: 0, lieutenant: 0, soldier: 0, scout: 0 };
      for (const u of unitsOf.get(p) ?? []) if (u.kind !== 'harvester') army[u.kind]++;
      const name = Object.hasOwn(state.names, p) ? state.names[p] : undefined;
      return { id: p, ...(name === undefined ? {} : { name }), army, load: state.machines[p]!.load };
    });
}
