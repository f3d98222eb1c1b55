/**
 * Step 7 (HV-7.3): a rebuild due this turn appears at its Harvester's hex, unless the
 * player already has as many of that kind as its army (it cannot, as only a missing kind
 * is ordered, but the cap of HV-2.1 is checked here too).
 */
import { harvesterIn } from '../combat.js';
import { logOf, type Work } from '../work.js';

/** Finishes the rebuilds due. */
export function builds(w: Work): void {
  const due = w.players.filter((p) => w.machines[p]!.build?.done === w.turn && w.machines[p]!.outAt === null);
  if (due.length === 0) return;
  // Only the due players' units are counted: a key made for each of the 105,000 units of
  // 10,000 players was 2% of a turn whenever anybody's rebuild was due.
  const dueSet = new Set(due);
  const counts = new Map<string, number>();
  for (const u of w.units.values())
    if (dueSet.has(u.owner))
      counts.set(`${u.owner} ${u.kind}`, (counts.get(`${u.owner} ${u.kind}`) ?? 0) + 1);
  for (const p of due) {
    const m = w.machines[p]!;
    if (m.outAt !== null || m.build === null || m.build.done !== w.turn) continue;
    const { kind } = m.build;
    m.build = null;
    const h = harvesterIn(w, p);
    if (h === undefined) continue;
    if ((counts.get(`${p} ${kind}`) ?? 0) >= m.army[kind]) continue;
    const id = w.nextUnit++;
    w.units.set(id, { id, owner: p, kind, hex: h.hex });
    logOf(w, p).built = kind;
  }
}
