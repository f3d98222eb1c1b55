/**
 * Step 4: new targets are set (HV-5.2) and rebuilds begin, paid for now from the load
 * (HV-7.3; the cost is the `rebuildCost` option, invented). A rebuild ordered in turn t
 * of a unit of combat c appears at the end of turn t + c − 1 (a General: four turns).
 */
import { rebuildCost } from '../orders.js';
import type { HvState } from '../state.js';
import { UNIT_STATS } from '../vocabulary.js';
import { logOf, type Work } from '../work.js';

/** Sets targets and starts rebuilds. */
export function targetsAndRebuilds(w: Work, state: HvState): void {
  for (const p of w.players) {
    const o = w.orders.get(p);
    const m = w.machines[p]!;
    if (o === undefined || m.outAt !== null) continue;
    if (o.target !== null) {
      m.target = o.target;
      logOf(w, p).outcomes.push({ order: `target ${w.grid.name(o.target)}`, outcome: 'set' });
    }
    if (o.rebuild !== null) {
      const cost = rebuildCost(state, o.rebuild);
      if (m.build !== null || cost > m.load) {
        logOf(w, p).outcomes.push({ order: `rebuild ${o.rebuild}`, outcome: 'not started' });
        continue;
      }
      m.load -= cost;
      w.ledger.spent += cost;
      m.build = { kind: o.rebuild, done: w.turn + UNIT_STATS[o.rebuild].combat - 1 };
      logOf(w, p).outcomes.push({
        order: `rebuild ${o.rebuild}`,
        outcome: `started, ready at the end of turn ${m.build.done}`,
      });
    }
  }
}
