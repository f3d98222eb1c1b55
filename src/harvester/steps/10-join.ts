/**
 * Step 10 (HV-1.3, invented): under `lateJoin: one-per-turn`, the lowest seat still
 * waiting lands at the end of each turn, its whole army on the first hex at least 6 from
 * every Harvester (HV-3.3) found walking the planet's cells from one drawn at random; if
 * none is that far it waits a turn. It gives orders from the next turn. The walk marks
 * each Harvester's disc once, so it costs the planet's size plus 91 hexes a Harvester.
 */
import { eachInDisc } from '../planet.js';
import { mayEnter } from '../terrain.js';
import { MIN_START_DISTANCE, UNIT_KINDS } from '../vocabulary.js';
import type { Work } from '../work.js';

/** Lands the next late joiner, if any fits. */
export function lateJoin(w: Work): void {
  if (w.rules.lateJoin !== 'one-per-turn') return;
  const p = w.players.find((q) => w.machines[q]!.joinedAt === null);
  if (p === undefined) return;
  const blocked = new Uint8Array(w.grid.size);
  for (const u of w.units.values())
    if (u.kind === 'harvester')
      eachInDisc(w.grid, u.hex, MIN_START_DISTANCE - 1, (c) => {
        blocked[c] = 1;
      });
  const first = w.rng.int(w.grid.size);
  for (let k = 0; k < w.grid.size; k++) {
    const h = (first + k) % w.grid.size;
    if (blocked[h] === 1 || !mayEnter(w.terrain, 'harvester', h)) continue; // HV-3.5: not on rough ground
    const army = w.machines[p]!.army; // the whole army, or what a scenario gave it (HV-1.5)
    for (const kind of UNIT_KINDS)
      for (let c = 0; c < (kind === 'harvester' ? 1 : army[kind]); c++) {
        const id = w.nextUnit++;
        w.units.set(id, { id, owner: p, kind, hex: h });
        if (kind === 'harvester') w.harvesterId.set(p, id);
      }
    w.machines[p]!.joinedAt = w.turn + 1;
    return;
  }
}
