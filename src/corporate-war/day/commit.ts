/**
 * Step 10, commit: write the day's changes into a new immutable state. Soldiers that did
 * not change are shared with the old state.
 */
import type { GroupReport, ReportEvent } from '../report-events.js';
import {
  type AlienMemory,
  type GameState,
  type Intel,
  primeSoldierRows,
  type SectorIntel,
  type SoldierProps,
} from '../state.js';
import type { PlayerId } from '../vocabulary.js';
import type { Day } from './context.js';
import type { VictoryResult } from './victory.js';

/** The state at the next dawn; without reports (a look-ahead), the players' intel is left as it was. */
export function commitDay(
  day: Day,
  aliens: AlienMemory,
  victory: VictoryResult,
  reports: ReadonlyMap<PlayerId, readonly GroupReport[]> | null,
): GameState {
  const rows: SoldierProps[] = [];
  const old = day.state.soldiers;
  const soldiers = old.withMutations((list) => {
    for (const u of day.units) {
      const s = u.src;
      if (
        s.status === u.status &&
        s.sector === u.sector &&
        s.tagsWith === u.tagsWith &&
        s.diedOn === u.diedOn
      ) {
        rows.push(s);
        continue;
      }
      const changed = { status: u.status, sector: u.sector, tagsWith: u.tagsWith, diedOn: u.diedOn };
      rows.push({ ...s, ...changed });
      list.set(u.index, old.get(u.index)!.merge(changed));
    }
  });
  primeSoldierRows(soldiers, rows);
  return day.state.withMutations((st) => {
    st.set('day', day.day + 1)
      .set('rng', day.rng.state())
      .set('soldiers', soldiers)
      .set('aliens', aliens)
      .set('claims', st.claims.clear().push(...victory.claims))
      .set('outcome', victory.outcome)
      .set('intel', reports === null ? st.intel : learn(st.intel, reports, day.day));
    if (day.newWrecks.length > 0) st.set('wrecks', st.wrecks.push(...day.newWrecks));
  });
}

/** Each player's knowledge after today's reports: a sector reported on today replaces what was known of it. */
function learn(before: Intel, reports: ReadonlyMap<PlayerId, readonly GroupReport[]>, today: number): Intel {
  const after: Record<PlayerId, Record<string, SectorIntel>> = {};
  for (const [player, groups] of reports) {
    const fresh = new Map<string, ReportEvent[]>();
    for (const g of groups) {
      for (const e of g.events) for (const s of e.sectors) fresh.set(s, [...(fresh.get(s) ?? []), e]);
    }
    const known: Record<string, SectorIntel> = { ...(before[player] ?? {}) };
    for (const [sector, events] of fresh) known[sector] = { day: today, events };
    after[player] = Object.fromEntries(
      Object.keys(known)
        .sort()
        .map((k) => [k, known[k]!]),
    );
  }
  return after;
}
