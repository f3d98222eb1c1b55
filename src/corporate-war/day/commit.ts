/**
 * Step 10, commit: write the day's changes into a new immutable state. Soldiers that did
 * not change are shared with the old state.
 */
import {
  type AlienMemory,
  type GameState,
  primeSoldierRows,
  type Soldier,
  type SoldierProps,
  soldierRow,
} from '../state.js';
import type { Day } from './context.js';
import { keepDawn } from './dawn.js';
import { type LazyGroupReports, learnLater } from './intel.js';
import type { VictoryResult } from './victory.js';

/**
 * The state at the next dawn. With the day's reports, each player's intel learns from
 * them when first read (see `intel.ts`); without (a look-ahead), it is left as it was.
 */
export function commitDay(
  day: Day,
  aliens: AlienMemory,
  victory: VictoryResult,
  reports: LazyGroupReports | null,
): GameState {
  const rows = nextRows(day);
  const before = day.dawn.rows;
  const old = day.state.soldiers;
  const soldiers = old.withMutations((list) => {
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      if (row !== before[i]) list.set(i, changedSoldier(old.get(i)!, before[i]!, row));
    }
  });
  primeSoldierRows(soldiers, rows);
  // The next dawn (`dawn.ts`): the day's status and tags lists are done with and kept as
  // they are; its sectors and days of death, carved from the day's arena, are copied.
  keepDawn(soldiers, {
    roster: day.dawn.roster,
    rows,
    status: day.status,
    sector: plain(day.sector),
    tagsWith: day.tagsWith,
    diedOn: plain(day.diedOn),
  });
  return day.state.withMutations((st) => {
    st.set('day', day.day + 1)
      .set('rng', day.rng.state())
      .set('soldiers', soldiers)
      .set('aliens', aliens)
      .set('claims', st.claims.clear().push(...victory.claims))
      .set('outcome', victory.outcome)
      // Every player gets a table; the players lead the day's allegiances, in seat order.
      .set(
        'intel',
        reports === null
          ? st.intel
          : learnLater(st.intel, day.allegiances.slice(0, st.players.size), reports, day.day),
      );
    if (day.newWrecks.length > 0) st.set('wrecks', st.wrecks.push(...day.newWrecks));
  });
}

/**
 * Every soldier's row at the next dawn, in the state's order: a soldier the day did not
 * change keeps its row (the same object), a changed one gets a new row.
 */
export function nextRows(day: Day): SoldierProps[] {
  const { status, sector, tagsWith, diedOn } = day;
  const dawn = day.dawn;
  const rows: SoldierProps[] = new Array(status.length);
  for (let i = 0; i < rows.length; i++) {
    const s = dawn.rows[i]!;
    if (
      dawn.status[i] === status[i] &&
      dawn.sector[i] === sector[i] &&
      dawn.tagsWith[i] === tagsWith[i] &&
      dawn.diedOn[i] === diedOn[i]
    )
      rows[i] = s;
    else rows[i] = soldierRow(s, status[i], sector[i], tagsWith[i], diedOn[i]);
  }
  return rows;
}

/**
 * The soldier record with the day's changes. Most days only a soldier's sector changes,
 * and one `set` costs a tenth of a `merge`.
 */
function changedSoldier(record: Soldier, s: SoldierProps, u: SoldierProps): Soldier {
  if (s.status === u.status && s.tagsWith === u.tagsWith && s.diedOn === u.diedOn)
    return record.set('sector', u.sector);
  return record.withMutations((r) => {
    if (s.status !== u.status) r.set('status', u.status);
    if (s.sector !== u.sector) r.set('sector', u.sector);
    if (s.tagsWith !== u.tagsWith) r.set('tagsWith', u.tagsWith);
    if (s.diedOn !== u.diedOn) r.set('diedOn', u.diedOn);
  });
}

/** A typed array's values in a plain array (`Array.from` walks an iterator: slower). */
function plain(values: Int32Array): number[] {
  const out: number[] = new Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = values[i]!;
  return out;
}
