/**
 * Step 9 (HV-3.4, invented): under `regrowth: slow`, one resource grows back per player
 * on the planet, each in a hex drawn uniformly from the whole planet (so where it grows
 * depends on nothing any player did, and tells nobody anything). Under `none` (default),
 * nothing grows: the backstory's debris is finite.
 */
import type { Work } from '../work.js';

/** Grows resources back. */
export function regrowth(w: Work): void {
  if (w.rules.regrowth !== 'slow') return;
  let active = 0;
  for (const p of w.players) if (w.machines[p]!.joinedAt !== null && w.machines[p]!.outAt === null) active++;
  for (let k = 0; k < active; k++) {
    const h = w.rng.int(w.grid.size);
    w.resources[h] = (w.resources[h] as number) + 1;
    w.ledger.grown++;
  }
}
