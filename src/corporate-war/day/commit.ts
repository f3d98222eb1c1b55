/**
 * Step 10, commit: write the day's changes into a new immutable state. Soldiers that did
 * not change are shared with the old state.
 */
import type { AlienMemory, GameState } from '../state.js';
import type { Day } from './context.js';
import type { VictoryResult } from './victory.js';

/** The state at the next dawn. */
export function commitDay(day: Day, aliens: AlienMemory, victory: VictoryResult): GameState {
  const soldiers = day.state.soldiers.withMutations((list) => {
    for (const u of day.units) {
      const s = u.src;
      if (
        s.status === u.status &&
        s.sector === u.sector &&
        s.tagsWith === u.tagsWith &&
        s.diedOn === u.diedOn
      )
        continue;
      list.set(
        u.index,
        s.merge({ status: u.status, sector: u.sector, tagsWith: u.tagsWith, diedOn: u.diedOn }),
      );
    }
  });
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
