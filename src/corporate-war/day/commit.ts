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
  type Soldier,
  type SoldierProps,
} from '../state.js';
import type { PlayerId } from '../vocabulary.js';
import type { Day, Unit } from './context.js';
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
      rows.push({ ...s, status: u.status, sector: u.sector, tagsWith: u.tagsWith, diedOn: u.diedOn });
      list.set(u.index, changedSoldier(old.get(u.index)!, s, u));
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

/**
 * The soldier record with the day's changes. Most days only a soldier's sector changes,
 * and one `set` costs a tenth of a `merge`.
 */
function changedSoldier(record: Soldier, s: SoldierProps, u: Unit): Soldier {
  if (s.status === u.status && s.tagsWith === u.tagsWith && s.diedOn === u.diedOn)
    return record.set('sector', u.sector);
  return record.withMutations((r) => {
    if (s.status !== u.status) r.set('status', u.status);
    if (s.sector !== u.sector) r.set('sector', u.sector);
    if (s.tagsWith !== u.tagsWith) r.set('tagsWith', u.tagsWith);
    if (s.diedOn !== u.diedOn) r.set('diedOn', u.diedOn);
  });
}

/**
 * Each player's knowledge after today's reports: a sector reported on today replaces what
 * was known of it. Sectors stay in name order, so a view lists them the same way whatever
 * the order of discovery.
 */
function learn(before: Intel, reports: ReadonlyMap<PlayerId, readonly GroupReport[]>, today: number): Intel {
  const after: Record<PlayerId, Record<string, SectorIntel>> = {};
  for (const [player, groups] of reports) {
    const fresh = new Map<string, ReportEvent[]>();
    for (const g of groups) {
      for (const e of g.events) {
        for (const s of e.sectors) {
          const events = fresh.get(s);
          if (events === undefined) fresh.set(s, [e]);
          else events.push(e);
        }
      }
    }
    const known = before[player] ?? {};
    const added: string[] = [];
    for (const sector of fresh.keys()) if (!Object.hasOwn(known, sector)) added.push(sector);
    const mine = dictionary<SectorIntel>();
    // A table this module did not build (a loaded state) may list its sectors in any order.
    const sectors = mergeSorted(intelKeys.get(known) ?? Object.keys(known).sort(), added.sort());
    intelKeys.set(mine, sectors);
    for (const sector of sectors) {
      const events = fresh.get(sector);
      mine[sector] = events === undefined ? known[sector]! : { day: today, events };
    }
    after[player] = mine;
  }
  return after;
}

/**
 * The sector names of the intel tables this module built, in order: listing a
 * dictionary-mode object's keys costs more than keeping them.
 */
const intelKeys = new WeakMap<object, readonly string[]>();

/**
 * An empty plain object already in V8's dictionary mode. A player's intel gets a new set
 * of sector keys nearly every day; filled in as a fast-mode object, each new sequence of
 * keys builds a chain of hidden classes, which cost twice the time of the stores.
 * Deleting a property that is not the last one switches the object to dictionary mode.
 */
function dictionary<T>(): Record<string, T> {
  const o: Record<string, unknown> = { a: 0, b: 0 };
  delete o.a;
  delete o.b;
  return o as Record<string, T>;
}

/** Two sorted lists in one sorted list. */
function mergeSorted(a: readonly string[], b: readonly string[]): readonly string[] {
  if (b.length === 0) return a;
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) out.push(a[i]! < b[j]! ? a[i++]! : b[j++]!);
  while (i < a.length) out.push(a[i++]!);
  while (j < b.length) out.push(b[j++]!);
  return out;
}
