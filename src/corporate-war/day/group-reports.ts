/**
 * Step 11, the groups' reports (CW-11). A player's soldiers that began the day in one
 * sector with the same orders report together. Everything here is read from what the
 * group's own side could see: its own moves and fights, bodies and wreckage where it
 * walked, fighting and movement next door, and the enemies in its own sector it could see.
 */
import { directionTo, distance, type Sector } from '../board.js';
import { countSeen, highestInfo } from '../gunfight/detection.js';
import type { FightGroup } from '../gunfight/resolver.js';
import { type GroupReport, pictureOf, type ReportEvent } from '../report-events.js';
import type { TraceEvent } from '../trace.js';
import { ALIENS, type Allegiance, type PlayerId } from '../vocabulary.js';
import type { Day, Unit } from './context.js';

type Fight = Extract<TraceEvent, { type: 'fight' }>;
type Phase = 0 | 1 | 2 | 3;
const PHASES: readonly Phase[] = [1, 2, 3];
const PHASES_AND_DAWN: readonly Phase[] = [0, 1, 2, 3];

/** The reports of every group of every player, by player. */
export function groupReports(day: Day): ReadonlyMap<PlayerId, GroupReport[]> {
  const w = day.world;
  const unitById = new Map<string, Unit>();
  for (const u of day.units) unitById.set(u.id, u);
  const crowds = crowdsByPhase(day);
  const badge = new Map<Allegiance, string>();
  for (const p of day.state.players) badge.set(p.id, p.corporation);
  badge.set(ALIENS, ALIENS);
  const phases = eventsByPhase(day, unitById);
  const remains = remainsFinder(day, phases, badge, unitById);
  const snap = day.snapshots;
  const out = new Map<PlayerId, GroupReport[]>();

  for (const seat of day.state.players) {
    const player = seat.id; // read once: a record's field read is a lookup
    // CW-11.1: a group is the soldiers that began the day in one sector with the same orders.
    const byKey = new Map<string, Unit[]>();
    for (const u of day.units) {
      if (u.owner !== player || u.src.status !== 'alive') continue;
      let key = w.name(u.src.sector);
      const plan = day.plans[u.index];
      if (plan !== undefined) for (const s of plan.path) key += `>${w.name(s)}`;
      const members = byKey.get(key);
      if (members === undefined) byKey.set(key, [u]);
      else members.push(u);
    }
    const reports: GroupReport[] = [];
    for (const [id, members] of byKey) {
      const start = members[0]!.src.sector;
      // Where the group stood at dawn and after each phase: its first living member's sector.
      const pos: (Sector | undefined)[] = [];
      for (let p = 0; p < 4; p++) {
        const u = members.find((m) => (snap[p]?.[m.index] ?? -1) >= 0);
        pos.push(u === undefined ? undefined : (snap[p]![u.index] as Sector));
      }
      if (pos[3] === undefined) {
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
      const moved = PHASES.some((p) => pos[p] !== undefined && pos[p] !== start);
      const events: ReportEvent[] = [
        {
          type: moved ? 'left' : 'held',
          sector: w.name(start),
          sectors: [w.name(start)],
          picture: 'quiet',
          phase: 0,
        },
      ];
      let lastSeen: { here: Sector; sightings: Sighting[] } | undefined;
      for (const p of [0, 1, 2, 3] as const) {
        const here = pos[p];
        const before = p === 0 ? start : pos[p - 1];
        const { fights, stepsSeen } = phases[p]!;
        if (p > 0 && here !== undefined && here !== before) {
          const retreat = stepsSeen.some(({ event: s }) => s.retreat && s.soldiers.some((x) => ids.has(x)));
          const name = w.name(here);
          events.push({
            type: 'entered',
            sector: name,
            retreat,
            sectors: [name],
            picture: 'quiet',
            phase: p,
          });
          remains(here, p, events);
        }
        for (const f of fights) {
          if (members.some((u) => f.present.has(u.id))) {
            events.push(fightEvent(f.event, ids, player, unitById, badge));
          } else if (here !== undefined && here === f.at) {
            events.push({
              type: 'fighting-here',
              sector: f.event.sector,
              sectors: [f.event.sector],
              picture: 'firefight',
              phase: p,
            });
          } else if (here !== undefined && distance(w.board, here, f.at) === 1) {
            events.push(nearby('fighting-nearby', 'firefight', f.event.sector, here, p, day));
          }
        }
        if (p === 0 || here === undefined) continue;
        const watchers = ownIn(crowds, player, here, p);
        const info = highestInfo(watchers);
        let heard: Set<string> | undefined;
        const row = Math.floor(here / w.board.cols);
        const col = here % w.board.cols;
        for (const m of stepsSeen) {
          const s = m.event;
          if (s.allegiance === player) continue;
          // Next door: at most one row and one column away, and not here.
          const dr = m.row - row;
          const dc = m.col - col;
          if (dr < -1 || dr > 1 || dc < -1 || dc > 1 || (dr === 0 && dc === 0)) continue;
          if (!m.escapes.some((e) => notices(day, info, e))) continue;
          if (heard?.has(s.to)) continue;
          (heard ??= new Set()).add(s.to);
          events.push(nearby('movement-nearby', 'movement', s.to, here, p, day));
        }
        const sightings = sightingsIn(day, crowds, player, here, p, info, badge);
        // Repeated only when what is seen, or where, changes.
        if (
          sightings.length > 0 &&
          !(lastSeen?.here === here && sameSightings(lastSeen.sightings, sightings))
        ) {
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
        lastSeen = { here, sightings };
      }
      reports.push({ id, soldiers: members.map((u) => u.id), events, picture: pictureOf(events) });
    }
    out.set(player, reports);
  }
  return out;
}

type Step = Extract<TraceEvent, { type: 'step' }>;
type Kill = Extract<TraceEvent, { type: 'kill' }>;

/** A fight of the day with who was in it and where, read once for every group. */
interface FightSeen {
  readonly event: Fight;
  readonly present: ReadonlySet<string>;
  readonly at: Sector;
}

/** A step of the day with where it went (row and column) and its movers' Escape ratings. */
interface StepSeen {
  readonly event: Step;
  readonly row: number;
  readonly col: number;
  readonly escapes: readonly number[];
}

/** The day's fights, steps and kills, by phase (dawn is phase 0). */
interface PhaseEvents {
  readonly fights: FightSeen[];
  readonly stepsSeen: StepSeen[];
  readonly kills: Kill[];
}

function eventsByPhase(day: Day, unitById: ReadonlyMap<string, Unit>): readonly PhaseEvents[] {
  const out: PhaseEvents[] = PHASES_AND_DAWN.map(() => ({ fights: [], stepsSeen: [], kills: [] }));
  const cols = day.world.board.cols;
  for (const e of day.events) {
    if (e.type === 'fight') {
      const present = new Set<string>();
      for (const g of e.engagements) {
        for (const side of g.sides) {
          for (const x of side.seen) present.add(x);
          for (const x of side.unseen) present.add(x);
        }
      }
      out[e.phase]!.fights.push({ event: e, present, at: day.world.at(e.sector) });
    } else if (e.type === 'step') {
      const there = day.world.at(e.to);
      const escapes = e.soldiers.map((id) => unitById.get(id)!.escape);
      out[e.phase]!.stepsSeen.push({ event: e, row: Math.floor(there / cols), col: there % cols, escapes });
    } else if (e.type === 'kill') out[e.phase]!.kills.push(e);
  }
  return out;
}

type Sighting = { allegiance: string; count: number };

function sameSightings(a: readonly Sighting[], b: readonly Sighting[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (a[i]!.allegiance !== b[i]!.allegiance || a[i]!.count !== b[i]!.count) return false;
  }
  return true;
}

/**
 * CW-11.2: the bodies and wreckage lying in a sector when a group walks in. Bodies from
 * earlier days lie where they fell (even if revived tonight); today's, where the kill was,
 * once the phase of the kill is over.
 */
function remainsFinder(
  day: Day,
  phases: readonly PhaseEvents[],
  badge: ReadonlyMap<Allegiance, string>,
  unitById: ReadonlyMap<string, Unit>,
): (sector: Sector, phase: Phase, into: ReportEvent[]) => void {
  const insigniaOf = (u: Unit) => badge.get(u.owner) ?? u.owner;
  const earlier = new Map<Sector, Set<string>>();
  for (const u of day.units) {
    if (u.src.status !== 'dead') continue;
    let here = earlier.get(u.src.sector);
    if (here === undefined) earlier.set(u.src.sector, (here = new Set()));
    here.add(insigniaOf(u));
  }
  const wrecks = new Set(day.state.wrecks.map((x) => x.sector));
  return (sector, phase, into) => {
    const name = day.world.name(sector);
    const insignia = new Set(earlier.get(sector));
    for (let p = 0; p < phase; p++) {
      for (const k of phases[p]!.kills)
        if (k.sector === name) insignia.add(insigniaOf(unitById.get(k.soldier)!));
    }
    if (insignia.size > 0) {
      into.push({
        type: 'corpses',
        sector: name,
        insignia: [...insignia].sort(),
        sectors: [name],
        picture: 'corpses',
        phase,
      });
    }
    if (wrecks.has(sector))
      into.push({ type: 'wreckage', sector: name, sectors: [name], picture: 'wreckage', phase });
  };
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
      const theirs = here.get(u.owner);
      if (theirs === undefined) here.set(u.owner, [u]);
      else theirs.push(u);
    }
    return bySector;
  });
}

/** The player's own living soldiers in a sector after a phase: they watch together. */
function ownIn(crowds: Crowds, player: PlayerId, sector: Sector, phase: number): FightGroup {
  return { allegiance: player, fighters: crowds[phase]?.get(sector)?.get(player) ?? [], arriving: false };
}

/**
 * CW-11.4: whether watchers whose highest Info is `info` notice a soldier with that
 * Escape moving next door. The seed: when the group's highest Info is one higher than his
 * Escape. `movementSighting: 'exceeds'` reads it as at least one higher (the same test as
 * in the sector, CW-6.3); `'exactly-one-higher'` literally.
 */
function notices(day: Day, info: number, moverEscape: number): boolean {
  return day.rules.movementSighting === 'exactly-one-higher' ? info === moverEscape + 1 : info > moverEscape;
}

/** CW-11.5: the enemies in the group's own sector its side (highest Info `info`) can see, by insignia. */
function sightingsIn(
  day: Day,
  crowds: Crowds,
  player: PlayerId,
  sector: Sector,
  phase: number,
  info: number,
  badge: ReadonlyMap<Allegiance, string>,
): Sighting[] {
  const here = crowds[phase]?.get(sector);
  const out: Sighting[] = [];
  if (here === undefined) return out;
  for (const a of day.allegiances) {
    const theirs = here.get(a);
    if (a === player || theirs === undefined) continue;
    const seen = countSeen(day.rules, info, theirs);
    if (seen > 0) out.push({ allegiance: badge.get(a) ?? a, count: seen });
  }
  return out;
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
