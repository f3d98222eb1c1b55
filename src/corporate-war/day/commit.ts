/**
 * Step 10, commit: write the day's changes into a new immutable state. Soldiers that did
 * not change are shared with the old state.
 */
import { type AlienMemory, type GameState, primeSoldierRows, type SoldierProps } from '../state.js';
import type { Day } from './context.js';
import type { VictoryResult } from './victory.js';

/** The state at the next dawn. */
export function commitDay(day: Day, aliens: AlienMemory, victory: VictoryResult): GameState {
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
      .set('outcome', victory.outcome);
    if (day.newWrecks.length > 0) st.set('wrecks', st.wrecks.push(...day.newWrecks));
  });
}
