/**
 * Step 3 (HV-5.5; HV-A11, invented timing): a Harvester drops resources in the hex it
 * starts the turn in, before anything moves. If it ends the turn there, it gathers them
 * again (HV-5.4).
 */
import { harvesterIn } from '../combat.js';
import { logOf, type Work } from '../work.js';

/** Carries out the drops. */
export function drops(w: Work): void {
  for (const p of w.players) {
    const o = w.orders.get(p);
    const m = w.machines[p]!;
    if (o === undefined || o.drop === 0 || m.outAt !== null) continue;
    const h = harvesterIn(w, p);
    if (h === undefined) continue;
    const amount = Math.min(o.drop, m.load);
    m.load -= amount;
    w.resources[h.hex] = (w.resources[h.hex] as number) + amount;
    logOf(w, p).outcomes.push({
      order: `drop ${o.drop}`,
      outcome: `dropped ${amount} at ${w.grid.name(h.hex)}`,
    });
  }
}
