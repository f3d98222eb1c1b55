/**
 * Step 10 (HV-1.3, invented): under `lateJoin: one-per-turn`, the lowest seat still
 * waiting lands at the end of each turn, its whole army on a hex drawn at random at least
 * 6 from every Harvester (HV-3.3); up to 64 draws, and if none fits it waits a turn. It
 * gives orders from the next turn.
 */
import { eachInDisc } from '../planet.js';
import { MIN_START_DISTANCE, UNIT_KINDS, UNIT_STATS } from '../vocabulary.js';
import type { Work } from '../work.js';

const DRAWS = 64;

/** Lands the next late joiner, if any fits. */
export function lateJoin(w: Work): void {
  if (w.rules.lateJoin !== 'one-per-turn') return;
  const p = w.players.find((q) => w.machines[q]!.joinedAt === null);
  if (p === undefined) return;
  const harvesters = new Set<number>();
  for (const u of w.units.values()) if (u.kind === 'harvester') harvesters.add(u.hex);
  for (let k = 0; k < DRAWS; k++) {
    const h = w.rng.int(w.grid.size);
    let clear = true;
    eachInDisc(w.grid, h, MIN_START_DISTANCE - 1, (c) => {
      if (harvesters.has(c)) clear = false;
    });
    if (!clear) continue;
    for (const kind of UNIT_KINDS)
      for (let c = 0; c < UNIT_STATS[kind].count; c++) {
        const id = w.nextUnit++;
        w.units.set(id, { id, owner: p, kind, hex: h });
        if (kind === 'harvester') w.harvesterId.set(p, id);
      }
    w.machines[p]!.joinedAt = w.turn + 1;
    return;
  }
}
