/**
 * Step 2 (HV-7.4, HV-7.5): units ordered to self-destruct are destroyed where they stand,
 * leaving their scanner rating in resources; a Harvester's takes its player out.
 * Players act in seat order (only the order of the log matters).
 */
import { destroyUnit, eliminate, logOf, type Work } from '../work.js';

/** Carries out the self-destruct orders. */
export function selfDestructs(w: Work): void {
  for (const p of w.players) {
    const o = w.orders.get(p);
    if (o === undefined) continue;
    for (const id of o.destroy) {
      const u = w.units.get(id);
      if (u === undefined || w.machines[p]!.outAt !== null) {
        logOf(w, p).outcomes.push({ order: `destroy ${id}`, outcome: 'already gone' });
        continue;
      }
      logOf(w, p).outcomes.push({ order: `destroy ${id}`, outcome: `destroyed at ${w.grid.name(u.hex)}` });
      if (u.kind === 'harvester') eliminate(w, p);
      else destroyUnit(w, u);
    }
  }
}
