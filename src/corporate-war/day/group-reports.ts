/**
 * Step 11, the groups' reports (CW-11). A player's soldiers that began the day in one
 * sector with the same orders report together. Everything here is read from what the
 * group's own side could see: its own moves and fights, bodies and wreckage where it
 * walked, fighting and movement next door, and the enemies in its own sector it could see.
 */
import { directionTo, distance, type Sector } from '../board.js';
import { isSeenBy } from '../gunfight/detection.js';
import type { FightGroup } from '../gunfight/resolver.js';
import { type GroupReport, pictureOf, type ReportEvent } from '../report-events.js';
import type { TraceEvent } from '../trace.js';
import { ALIENS, type Allegiance, type PlayerId } from '../vocabulary.js';
import type { Day, Unit } from './context.js';

type Fight = Extract<TraceEvent, { type: 'fight' }>;
type Phase = 0 | 1 | 2 | 3;
const PHASES: readonly Phase[] = [1, 2, 3];

/** The reports of every group of every player, by player. */
export function groupReports(day: Day): ReadonlyMap<PlayerId, GroupReport[]> {
  const w = day.world;
  const at = w.at;
  const unitById = new Map(day.units.map((u) => [u.id, u] as const));
  const crowds = crowdsByPhase(day);
  const badge = new Map<Allegiance, string>(day.state.players.map((p) => [p.id, p.corporation] as const));
  badge.set(ALIENS, ALIENS);
  const fights = day.events.filter((e): e is Fight => e.type === 'fight');
  const fighters = new Map(
    fights.map(
      (f) =>
        [f, new Set(f.engagements.flatMap((e) => e.sides.flatMap((x) => [...x.seen, ...x.unseen])))] as const,
    ),
  );
  const kills = day.events.filter((e) => e.type === 'kill');
  const steps = day.events.filter((e) => e.type === 'step');
  const snap = day.snapshots;
  const out = new Map<PlayerId, GroupReport[]>();

  for (const player of day.state.players) {
    const mine = day.units.filter((u) => u.owner === player.id && u.src.status === 'alive');
    const byKey = new Map<string, Unit[]>();
    for (const u of mine) {
      const plan = day.plans[u.index];
      const key = [u.src.sector, ...(plan?.path ?? [])].map(w.name).join('>');
      byKey.set(key, [...(byKey.get(key) ?? []), u]);
    }
    const reports: GroupReport[] = [];
    for (const [id, members] of byKey) {
      const start = members[0]!.src.sector;
      const alive = (p: number) => members.filter((u) => (snap[p]?.[u.index] ?? -1) >= 0);
      const pos = (p: number): Sector | undefined => {
        const u = alive(p)[0];
        return u === undefined ? undefined : (snap[p]![u.index] as Sector);
      };
      if (alive(3).length === 0) {
        const ev: ReportEvent = {
          type: 'lost-contact',
          sector: w.name(start),
          sectors: [w.name(start)],
          picture: 'lost-contact',
          phase: 3,
        };
        reports.push({ id, soldiers: members.map((u) => u.id), events: [ev], picture: 'lost-contact' });
        continue;
      }
      const ids = new Set(members.map((u) => u.id));
      const moved = PHASES.some((p) => pos(p) !== undefined && pos(p) !== start);
      const events: ReportEvent[] = [
        {
          type: moved ? 'left' : 'held',
          sector: w.name(start),
          sectors: [w.name(start)],
          picture: 'quiet',
          phase: 0,
        },
      ];
      let lastSightings = '';
      for (const p of [0, 1, 2, 3] as const) {
        const here = pos(p);
        const before = p === 0 ? start : pos(p - 1);
        if (p > 0 && here !== undefined && here !== before) {
          const retreat = steps.some((s) => s.phase === p && s.retreat && s.soldiers.some((x) => ids.has(x)));
          const name = w.name(here);
          events.push({
            type: 'entered',
            sector: name,
            retreat,
            sectors: [name],
            picture: 'quiet',
            phase: p,
          });
          events.push(...remains(day, here, p, kills, badge));
        }
        for (const f of fights) {
          if (f.phase !== p) continue;
          const present = fighters.get(f)!;
          const inIt = members.some((u) => present.has(u.id));
          if (inIt) {
            events.push(fightEvent(f, ids, player.id, unitById, badge));
          } else if (here !== undefined && here === at(f.sector)) {
            events.push({
              type: 'fighting-here',
              sector: f.sector,
              sectors: [f.sector],
              picture: 'firefight',
              phase: p,
            });
          } else if (here !== undefined && distance(w.board, here, at(f.sector)) === 1) {
            events.push(nearby('fighting-nearby', 'firefight', f.sector, here, p, day));
          }
        }
        if (p === 0 || here === undefined) continue;
        const watchers = ownIn(crowds, player.id, here, p);
        for (const s of steps) {
          if (s.phase !== p || s.allegiance === player.id) continue;
          for (const name of [s.to]) {
            const there = at(name);
            if (distance(w.board, here, there) !== 1) continue;
            const movers = s.soldiers.map((x) => unitById.get(x)!);
            if (!movers.some((m) => notices(day, watchers, m))) continue;
            if (events.some((e) => e.type === 'movement-nearby' && e.phase === p && e.sector === name))
              continue;
            events.push(nearby('movement-nearby', 'movement', name, here, p, day));
          }
        }
        const sightings = sightingsIn(day, crowds, player.id, here, p, watchers, badge);
        // Repeated only when what is seen, or where, changes.
        const key = JSON.stringify([here, sightings]);
        if (sightings.length > 0 && key !== lastSightings) {
          const name = w.name(here);
          events.push({
            type: 'enemies-present',
            sector: name,
            sightings,
            sectors: [name],
            picture: 'movement',
            phase: p,
          });
        }
        lastSightings = key;
      }
      reports.push({ id, soldiers: members.map((u) => u.id), events, picture: pictureOf(events) });
    }
    out.set(player.id, reports);
  }
  return out;
}

/** CW-11.2: the bodies and wreckage lying in a sector when the group walks in. */
function remains(
  day: Day,
  sector: Sector,
  phase: Phase,
  kills: readonly TraceEvent[],
  badge: ReadonlyMap<Allegiance, string>,
): ReportEvent[] {
  const name = day.world.name(sector);
  const fallenToday = new Set(
    kills.flatMap((k) => (k.type === 'kill' && k.phase < phase && k.sector === name ? [k.soldier] : [])),
  );
  // Bodies from earlier days lie where they fell (even if revived tonight); today's, where the kill was.
  const bodies = day.units.filter(
    (u) => (u.src.status === 'dead' && u.src.sector === sector) || fallenToday.has(u.id),
  );
  const out: ReportEvent[] = [];
  if (bodies.length > 0) {
    const insignia = [...new Set(bodies.map((u) => badge.get(u.owner) ?? u.owner))].sort();
    out.push({ type: 'corpses', sector: name, insignia, sectors: [name], picture: 'corpses', phase });
  }
  if (day.state.wrecks.some((x) => x.sector === sector)) {
    out.push({ type: 'wreckage', sector: name, sectors: [name], picture: 'wreckage', phase });
  }
  return out;
}

function nearby(
  type: 'fighting-nearby' | 'movement-nearby',
  picture: 'firefight' | 'movement',
  sector: string,
  from: Sector,
  phase: Phase,
  day: Day,
): ReportEvent {
  const there = day.world.at(sector);
  const direction = directionTo(day.world.board, from, there)!;
  return { type, sector, direction, sectors: [sector], picture, phase };
}

/** Who stands where after each phase: sector, then allegiance, then its living soldiers. */
type Crowds = readonly Map<Sector, Map<Allegiance, Unit[]>>[];

function crowdsByPhase(day: Day): Crowds {
  return day.snapshots.map((snap) => {
    const bySector = new Map<Sector, Map<Allegiance, Unit[]>>();
    for (const u of day.units) {
      const s = snap[u.index]!;
      if (s < 0) continue;
      let here = bySector.get(s);
      if (here === undefined) bySector.set(s, (here = new Map()));
      here.set(u.owner, [...(here.get(u.owner) ?? []), u]);
    }
    return bySector;
  });
}

/** The player's own living soldiers in a sector after a phase: they watch together. */
function ownIn(crowds: Crowds, player: PlayerId, sector: Sector, phase: number): FightGroup {
  return { allegiance: player, fighters: crowds[phase]?.get(sector)?.get(player) ?? [], arriving: false };
}

/**
 * CW-11.4: whether watchers notice a soldier moving next door. The seed: when the group's
 * highest Info is one higher than his Escape. `movementSighting: 'exceeds'` reads it as at
 * least one higher (the same test as in the sector, CW-6.3); `'exactly-one-higher'` literally.
 */
function notices(day: Day, watchers: FightGroup, mover: Unit): boolean {
  let info = 0;
  for (const f of watchers.fighters) if (f.info > info) info = f.info;
  return day.rules.movementSighting === 'exactly-one-higher'
    ? info === mover.escape + 1
    : info > mover.escape;
}

/** CW-11.5: the enemies in the group's own sector its side can see, by insignia. */
function sightingsIn(
  day: Day,
  crowds: Crowds,
  player: PlayerId,
  sector: Sector,
  phase: number,
  watchers: FightGroup,
  badge: ReadonlyMap<Allegiance, string>,
): { allegiance: string; count: number }[] {
  const here = crowds[phase]?.get(sector);
  const counts = new Map<string, number>();
  for (const a of day.allegiances) {
    const theirs = here?.get(a);
    if (a === player || theirs === undefined) continue;
    const group: FightGroup = { allegiance: a, fighters: theirs, arriving: false };
    const seen = theirs.filter((t) => isSeenBy(day.rules, watchers, t, group)).length;
    if (seen > 0) counts.set(badge.get(a) ?? a, seen);
  }
  return [...counts].map(([allegiance, count]) => ({ allegiance, count }));
}

/** CW-11.5: a fight the group was in: its own fallen, and the enemies it saw fall. */
function fightEvent(
  f: Fight,
  ids: ReadonlySet<string>,
  player: PlayerId,
  unitById: ReadonlyMap<string, Unit>,
  badge: ReadonlyMap<Allegiance, string>,
): ReportEvent {
  const seenFoes = new Set<string>();
  for (const e of f.engagements) {
    const [a, b] = e.sides;
    if (a.allegiance === player) b.seen.forEach((x) => seenFoes.add(x));
    if (b.allegiance === player) a.seen.forEach((x) => seenFoes.add(x));
  }
  const counts = new Map<string, number>();
  for (const k of f.killed) {
    if (!seenFoes.has(k)) continue;
    const own = unitById.get(k)!.owner;
    const who = badge.get(own) ?? own;
    counts.set(who, (counts.get(who) ?? 0) + 1);
  }
  return {
    type: 'fight',
    sector: f.sector,
    casualties: f.killed.filter((k) => ids.has(k)),
    enemyFallen: [...counts].map(([allegiance, count]) => ({ allegiance, count })),
    sectors: [f.sector],
    picture: 'firefight',
    phase: f.phase,
  };
}
