/**
 * Step 6 (HV-5.4): every Harvester takes the resources of the hex it ends in, up to its
 * capacity of 20 (HV-2.4); the rest stay. A Harvester on its target has arrived, and its
 * target is cleared (HV-5.2).
 */
import { harvesterIn } from '../combat.js';
import { CAPACITY } from '../vocabulary.js';
import { logOf, type Work } from '../work.js';

/** Gathers. */
export function gathering(w: Work): void {
  for (const p of w.players) {
    const m = w.machines[p]!;
    if (m.outAt !== null) continue;
    const h = harvesterIn(w, p);
    if (h === undefined) continue;
    if (m.target === h.hex) m.target = null;
    const take = Math.min(w.resources[h.hex] as number, CAPACITY - m.load);
    if (take <= 0) continue;
    m.load += take;
    w.resources[h.hex] = (w.resources[h.hex] as number) - take;
    logOf(w, p).gathered += take;
  }
}
