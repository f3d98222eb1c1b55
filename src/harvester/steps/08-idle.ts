/**
 * Step 8 (HV-7.6; HV-A17): a player awaited this turn that sent nothing at all (its key
 * missing, K2) counts one more idle turn; anything sent, `[]` included, resets the count.
 * At seven in a row its Harvester and every unit self-destruct and it is out.
 */
import { IDLE_TURNS } from '../vocabulary.js';
import { eliminate, type Work } from '../work.js';

/** Counts idle turns and takes out the players idle for a week. */
export function idleness(w: Work, awaited: readonly string[]): void {
  for (const p of awaited) {
    const m = w.machines[p]!;
    if (m.outAt !== null) continue;
    m.idle = w.submitted.has(p) ? 0 : m.idle + 1;
    if (m.idle >= IDLE_TURNS) eliminate(w, p);
  }
}
