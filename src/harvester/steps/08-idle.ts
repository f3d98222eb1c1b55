/**
 * Step 8 (HV-7.6; HV-A17): a player awaited this turn that sent nothing at all (its key
 * missing, K2) counts one more idle turn; anything sent, `[]` included, resets the count.
 * Under `idleOut: seven-turns` (default), at seven in a row its Harvester and every unit
 * self-destruct and it is out. Under `real-week` the rules count the turns but take
 * nobody out: the week is real time, which only a referee knows, and it takes an idle
 * player out by sending that player's self-destruct (`idleOutOrders`).
 */
import { IDLE_TURNS } from '../vocabulary.js';
import { eliminate, type Work } from '../work.js';

/** Counts idle turns and takes out the players idle for a week. */
export function idleness(w: Work, awaited: readonly string[]): void {
  for (const p of awaited) {
    const m = w.machines[p]!;
    if (m.outAt !== null) continue;
    m.idle = w.submitted.has(p) ? 0 : m.idle + 1;
    if (m.idle >= IDLE_TURNS && w.rules.idleOut === 'seven-turns') eliminate(w, p);
  }
}
