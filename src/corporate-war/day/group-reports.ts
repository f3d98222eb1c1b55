/**
 * Step 11, the groups' reports (CW-11). A player's soldiers that began the day in one
 * sector with the same orders report together. Everything here is read from what the
 * group's own side could see: its own moves and fights, bodies and wreckage where it
 * walked, fighting and movement next door, and the enemies in its own sector it could see.
 *
 * Inside the step, soldiers are unit indices and sides are indices into `day.allegiances`;
 * ids and names are read only where a report event is written (it runs once per day for
 * every group of every player, so its inner loops are kept to array reads).
 */
import { Arena } from '../../kernel/arena.js';
import { directionTo, distance, type Sector, samePath } from '../board.js';
import { countSeen } from '../gunfight/detection.js';
import { freezeGroupReport, type GroupReport, pictureOf, type ReportEvent } from '../report-events.js';
import type { Player, Wreck } from '../state.js';
import type { TraceEvent } from '../trace.js';
import { ALIENS, type Allegiance, type PlayerId } from '../vocabulary.js';
import type { World } from '../world.js';
import type { Day, FullRules, Plan, Unit } from './context.js';
import type { Dawn } from './dawn.js';

type Fight = Extract<TraceEvent, { type: 'fight' }>;
type Phase = 0 | 1 | 2 | 3;
const PHASES: readonly Phase[] = [0, 1, 2, 3];

/** A group: the player's living soldiers that began the day in one sector with the same path (CW-11.1). */
interface Group {
  readonly start: Sector;
  readonly path: readonly Sector[];
  readonly members: Unit[];
}

const NO_PATH: readonly Sector[] = [];

/**
 * An event's `sectors` when it is about one sector (today, every event): one frozen list
 * per sector name, shared by every event about it, rather than a list per event.
 */
const single = new Map<string, readonly string[]>();
function just(name: string): readonly string[] {
  let list = single.get(name);
  if (list === undefined) single.set(name, (list = Object.freeze([name])));
  return list;
}

/**
 * What the groups' reports read of a day. They are built when first read (`intel.ts`),
 * so the day is kept until then: this much of it, not the day's working copy and the
 * state before it. It reads only what the rest of the day no longer changes: where units
 * began and stood after each phase (snapshots), their ratings, the plans' paths, events.
 */
export interface ReportDay {
  readonly world: World;
  readonly rules: FullRules;
  readonly units: readonly Unit[];
  /** The soldiers at dawn: where they began the day, and who had fallen before it. */
  readonly dawn: Dawn;
  readonly allegiances: readonly Allegiance[];
  /** Each unit's side (its allegiance's index), by unit index, as the day found it. */
  readonly sideOf: Int32Array;
  /** Each side's units in unit order, as the day found them. */
  readonly bySide: readonly (readonly Unit[])[];
  readonly plans: readonly (Plan | undefined)[];
  readonly snapshots: readonly Int32Array[];
  readonly events: Day['events'];
  readonly players: Iterable<Player>;
  readonly wrecks: Iterable<Wreck>;
  readonly soldierIndex: ReadonlyMap<string, number>;
}

/** The part of a day its groups' reports read. */
export function reportDay(day: Day): ReportDay {
  return {
    world: day.world,
    rules: day.rules,
    units: day.units,
    dawn: day.dawn,
    allegiances: day.allegiances,
    sideOf: day.sideOf,
    bySide: day.bySide,
    plans: day.plans,
    snapshots: day.snapshots,
    events: day.events,
    players: day.state.players,
    wrecks: day.state.wrecks,
    soldierIndex: day.soldierIndex,
  };
}

/** The reports of every group of every player, by player. */
export function groupReports(day: ReportDay): ReadonlyMap<PlayerId, readonly GroupReport[]> {
  const units = day.units;
  const unitById = unitsById(day);
  const sides = day.allegiances;
  // Each side's units, in unit order, from the day: the units read once, not once per player.
  const { sideOf, bySide } = day;
  const badge = new Map<Allegiance, string>();
  for (const p of day.players) badge.set(p.id, p.corporation);
  badge.set(ALIENS, ALIENS);
  const arena = reportArena(day);
  const { phases, retreated, nextDoor } = eventsByPhase(day, unitById, arena);
  const c: ReportContext = {
    day,
    unitById,
    crowds: crowdsByPhase(day, sideOf, arena),
    badge,
    phases,
    retreated,
    nextDoor,
    remains: remainsFinder(day, phases, badge, unitById),
    exactly: day.rules.movementSighting === 'exactly-one-higher',
    anyGroup: day.rules.movementNearby === 'any-group',
    // The group each unit reports with, by unit index (-1: none), for "is this soldier ours".
    groupOf: arena.int32(units.length).fill(-1),
  };
  let serial = 0;
  const out = new Map<PlayerId, readonly GroupReport[]>();
  for (const seat of day.players) {
    const player = seat.id; // read once: a record's field read is a lookup
    const me = sides.indexOf(player);
    const reports: GroupReport[] = [];
    for (const group of groupsOf(day, bySide[me] ?? []))
      reports.push(groupReport(c, player, me, group, serial++));
    // What players are shown is frozen: the same objects are their intel (`intel.ts`).
    for (const r of reports) freezeGroupReport(r);
    out.set(player, Object.freeze(reports));
  }
  return out;
}

/** What every group's report of the day reads, made once for the day. */
interface ReportContext {
  /** The day's record. */
  readonly day: ReportDay;
  /** Units by soldier id. */
  readonly unitById: UnitsById;
  /** Each phase's crowds: who stood where, by side. */
  readonly crowds: ReturnType<typeof crowdsByPhase>;
  /** Each allegiance's insignia. */
  readonly badge: ReadonlyMap<Allegiance, string>;
  /** Each phase's fights and steps. */
  readonly phases: readonly PhaseEvents[];
  /** Who retreated in which phase: {@link DayEvents.retreated}. */
  readonly retreated: Uint8Array;
  /** The steps next door to each sector in each phase. */
  readonly nextDoor: NextDoor;
  /** Adds the corpses and wreckage a group finds where it enters (CW-11.2). */
  readonly remains: ReturnType<typeof remainsFinder>;
  /** CW-11.4 under `movementSighting: 'exactly-one-higher'`. */
  readonly exactly: boolean;
  /** CW-11.4 under `movementNearby: 'any-group'`. */
  readonly anyGroup: boolean;
  /** The group each unit reports with, by unit index (-1: none). */
  readonly groupOf: Int32Array;
}

/** What one group saw (CW-11.1 to CW-11.6), in order; `g` is the group's serial number of the day. */
function groupReport(
  c: ReportContext,
  player: PlayerId,
  me: number,
  { start, path, members }: Group,
  g: number,
): GroupReport {
  const { day, unitById, crowds, badge, phases, remains, groupOf } = c;
  const w = day.world;
  const sides = day.allegiances;
  const snap = day.snapshots;
  for (const u of members) groupOf[u.index] = g;
  const ours = (id: string) => groupOf[unitById.get(id)?.index ?? -1] === g;
  let id = w.name(start);
  for (const s of path) id += `>${w.name(s)}`;
  const pos = positions(members, snap);
  if (pos[3] === undefined) {
    const ev: ReportEvent = {
      type: 'lost-contact',
      sector: w.name(start),
      sectors: just(w.name(start)),
      picture: 'lost-contact',
      phase: 3,
    };
    return { id, soldiers: members.map((u) => u.id), events: [ev], picture: 'lost-contact' };
  }
  const moved =
    (pos[1] !== undefined && pos[1] !== start) ||
    (pos[2] !== undefined && pos[2] !== start) ||
    pos[3] !== start;
  const events: ReportEvent[] = [
    {
      type: moved ? 'left' : 'held',
      sector: w.name(start),
      sectors: just(w.name(start)),
      picture: 'quiet',
      phase: 0,
    },
  ];
  let lastSeen: { here: Sector; sightings: Sighting[] } | undefined;
  let lastNearby: { here: Sector; sectors: ReadonlySet<string> } | undefined;
  for (const p of PHASES) {
    const here = pos[p];
    const before = p === 0 ? start : pos[p - 1];
    const { fights } = phases[p]!;
    if (p > 0 && here !== undefined && here !== before) {
      let retreat = false;
      for (const u of members) if ((c.retreated[u.index]! & (1 << p)) !== 0) retreat = true;
      const name = w.name(here);
      events.push({
        type: 'entered',
        sector: name,
        retreat,
        sectors: just(name),
        picture: 'quiet',
        phase: p,
      });
      remains(here, p, events);
    }
    for (const f of fights) {
      if (members.some((u) => f.present[u.index] === 1)) {
        events.push(fightEvent(f.event, ours, player, unitById, badge));
      } else if (here !== undefined && here === f.at) {
        events.push({
          type: 'fighting-here',
          sector: f.event.sector,
          sectors: just(f.event.sector),
          picture: 'firefight',
          phase: p,
        });
      } else if (here !== undefined && distance(w.board, here, f.at) === 1) {
        events.push(nearby('fighting-nearby', 'firefight', f.event.sector, here, p, day));
      }
    }
    if (p === 0 || here === undefined) continue;
    const crowd = crowds[p]!;
    // The group's side watches together: its highest Info in the sector.
    const info = highestInfoOf(crowd.at.get(here * sides.length + me));
    lastNearby = movementNearby(c, me, here, p, info, crowd, lastNearby, events);
    const sightings = sightingsIn(day, crowd, me, here, info, badge);
    // Repeated only when what is seen, or where, changes.
    if (sightings.length > 0 && !(lastSeen?.here === here && sameSightings(lastSeen.sightings, sightings))) {
      const name = w.name(here);
      events.push({
        type: 'enemies-present',
        sector: name,
        sightings,
        sectors: just(name),
        picture: 'movement',
        phase: p,
      });
    }
    lastSeen = { here, sightings };
  }
  return { id, soldiers: members.map((u) => u.id), events, picture: pictureOf(events) };
}

/** Where the group stood at dawn and after each phase: its first living member's sector. */
function positions(members: Group['members'], snap: ReportDay['snapshots']): (Sector | undefined)[] {
  const pos: (Sector | undefined)[] = [undefined, undefined, undefined, undefined];
  for (let p = 0; p < 4; p++) {
    const at = snap[p]!;
    for (const m of members) {
      if (at[m.index]! >= 0) {
        pos[p] = at[m.index] as Sector;
        break;
      }
    }
  }
  return pos;
}

/**
 * CW-11.4: movement noticed next door in phase `p`, added to `events`; returns what the
 * group noticed, so that under `any-group` standing enemies are told once while nothing
 * changes.
 */
function movementNearby(
  c: ReportContext,
  me: number,
  here: Sector,
  p: Phase,
  info: number,
  crowd: Crowd,
  lastNearby: { here: Sector; sectors: ReadonlySet<string> } | undefined,
  events: ReportEvent[],
): { here: Sector; sectors: ReadonlySet<string> } | undefined {
  const { day, exactly, anyGroup } = c;
  const w = day.world;
  let heard: Set<string> | undefined;
  const all = c.phases[p]!.steps;
  const { nextDoor } = c;
  // Only the steps of the phase that ended next door, in the order they were taken.
  for (let e = nextDoor.first[p * w.board.rows * w.board.cols + here]!; e >= 0; e = nextDoor.next[e]!) {
    const m = all[nextDoor.step[e]!]!;
    if (m.side === me) continue;
    if (!notices(exactly, info, m)) continue;
    const to = m.event.to;
    if (heard?.has(to)) continue;
    (heard ??= new Set()).add(to);
    events.push(nearby('movement-nearby', 'movement', to, here, p, day));
  }
  if (anyGroup) {
    // CW-11.4 under `any-group`: enemies standing next door are noticed too, once
    // while nothing changes (not again from the same sector in the next phase).
    const noticed = standingNearby(day, crowd, me, here, info, exactly);
    for (const n of noticed) {
      const name = w.name(n);
      if (heard?.has(name)) continue;
      if (lastNearby?.here !== here || !lastNearby.sectors.has(name))
        events.push(nearby('movement-nearby', 'movement', name, here, p, day));
    }
    const sectors = new Set(heard);
    for (const n of noticed) sectors.add(w.name(n));
    lastNearby = { here, sectors };
  }
  return lastNearby;
}

/** Units by soldier id: the day's units are in the order of the state's soldiers. */
interface UnitsById {
  get(id: string): Unit | undefined;
}

function unitsById(day: ReportDay): UnitsById {
  const index = day.soldierIndex;
  return { get: (id) => day.units[index.get(id) ?? -1] };
}

/**
 * CW-11.1: the player's groups (`mine`: its units), in the order of their first soldier: living soldiers that
 * began the day in one sector with the same path (no order is the empty path). A player has
 * at most a few dozen soldiers, so a group is found by comparing with the groups so far.
 */
function groupsOf(day: ReportDay, mine: readonly Unit[]): Group[] {
  const groups: Group[] = [];
  for (const u of mine) {
    if (day.dawn.status[u.index] !== 'alive') continue;
    const start = day.dawn.sector[u.index]!;
    const path = day.plans[u.index]?.path ?? NO_PATH;
    let found: Group | undefined;
    for (const g of groups) {
      if (g.start === start && samePath(g.path, path)) {
        found = g;
        break;
      }
    }
    if (found === undefined) groups.push({ start, path, members: [u] });
    else found.members.push(u);
  }
  return groups;
}

/**
 * The highest Info of a side's soldiers in a sector (0 when none). The same loop as
 * `highestInfo` in `gunfight/detection.ts`, kept apart on purpose: one function shared by
 * the fights and the reports sees more kinds of arrays and cost 6% more instructions in a
 * rusher game (callgrind).
 */
function highestInfoOf(watchers: readonly Unit[] | undefined): number {
  let m = 0;
  if (watchers !== undefined) for (const f of watchers) if (f.info > m) m = f.info;
  return m;
}

type Step = Extract<TraceEvent, { type: 'step' }>;
type Kill = Extract<TraceEvent, { type: 'kill' }>;

/** A fight of the day with who was in it (by unit index) and where, read once for every group. */
interface FightSeen {
  readonly event: Fight;
  readonly present: Uint8Array;
  readonly at: Sector;
}

/** A step of the day: its side, where it went (row and column) and its movers' Escape ratings. */
interface StepSeen {
  readonly event: Step;
  readonly side: number;
  readonly row: number;
  readonly col: number;
  readonly escapes: readonly number[];
  readonly lowestEscape: number;
}

/** The day's fights, steps and kills, by phase (dawn is phase 0). */
interface PhaseEvents {
  readonly fights: FightSeen[];
  readonly steps: StepSeen[];
  readonly kills: Kill[];
}

/** The day's events as the groups' reports read them. */
interface DayEvents {
  /** Each phase's fights, steps and kills (dawn is phase 0). */
  readonly phases: readonly PhaseEvents[];
  /** By unit index, a bit per phase (`1 << phase`) in which the unit retreated (a step with `retreat`). */
  readonly retreated: Uint8Array;
  /** For each phase and sector, the steps that ended next door to it. */
  readonly nextDoor: NextDoor;
}

/**
 * For each phase and sector, the steps of the phase that ended next door to the sector
 * (at most one row and one column away, and not in it), as linked lists in the order of
 * the steps: `first` by `phase * sectors + sector`, then `next` by entry (-1 ends a list),
 * `step` the entry's index in the phase's steps. A group's report reads only its sector's
 * list (CW-11.4), so a group reads the steps next door, as the rules ask, not every step
 * of the phase: on a board of 26 by 99 sectors (the largest a scenario may have) that
 * would be hundreds of times the rules' work. On the standard board it costs 0.9% more
 * time in a read day than the old scan, and nothing measurable in a heuristic-bot game
 * (whole runs, five alternated each). One table for the whole day: typed arrays are dear
 * to make.
 */
interface NextDoor {
  readonly first: Int32Array;
  readonly next: Int32Array;
  readonly step: Int32Array;
}

function nextDoorOf(phases: readonly PhaseEvents[], rows: number, cols: number, arena: Arena): NextDoor {
  const cells = rows * cols;
  let steps = 0;
  for (const phase of phases) steps += phase.steps.length;
  const first = arena.int32(phases.length * cells * 2).fill(-1); // then the lists' last entries
  const next = arena.int32(steps * 8);
  const step = arena.int32(steps * 8);
  const lastAt = phases.length * cells;
  let entries = 0;
  phases.forEach((phase, p) => {
    for (let k = 0; k < phase.steps.length; k++) {
      const { row, col } = phase.steps[k]!;
      for (let r = Math.max(0, row - 1); r <= Math.min(rows - 1, row + 1); r++) {
        for (let c = Math.max(0, col - 1); c <= Math.min(cols - 1, col + 1); c++) {
          if (r === row && c === col) continue;
          const list = p * cells + r * cols + c;
          const e = entries++;
          step[e] = k;
          next[e] = -1;
          if (first[list] === -1) first[list] = e;
          else next[first[lastAt + list]!] = e;
          first[lastAt + list] = e;
        }
      }
    }
  });
  return { first, next, step };
}

/**
 * One buffer for the typed arrays of the day's reports (`kernel/arena.ts`), sized from the
 * day's fights and steps: six of them and one a fight, each of which, made on its own,
 * would take a buffer of its own outside the heap.
 */
function reportArena(day: ReportDay): Arena {
  let fights = 0;
  let steps = 0;
  for (const e of day.events) {
    if (e.type === 'fight') fights++;
    else if (e.type === 'step') steps++;
  }
  const n = day.units.length;
  const cells = day.world.board.rows * day.world.board.cols;
  return new Arena(
    Arena.bytesFor(
      [n, PHASES.length * cells * 2, steps * 8, steps * 8],
      [n, ...Array.from({ length: fights }, () => n)],
      [day.snapshots.length * cells * day.allegiances.length],
    ),
  );
}

function eventsByPhase(day: ReportDay, unitById: UnitsById, arena: Arena): DayEvents {
  const out: PhaseEvents[] = PHASES.map(() => ({ fights: [], steps: [], kills: [] }));
  const retreated = arena.uint8(day.units.length);
  const { rows, cols } = day.world.board;
  const n = day.units.length;
  for (const e of day.events) {
    if (e.type === 'fight') {
      const present = arena.uint8(n);
      for (const g of e.engagements) {
        for (const side of g.sides) {
          // A custom resolver's sides are not checked: an unknown id is nobody's.
          for (const x of side.seen) mark(present, unitById.get(x));
          for (const x of side.unseen) mark(present, unitById.get(x));
        }
      }
      out[e.phase]!.fights.push({ event: e, present, at: day.world.at(e.sector) });
    } else if (e.type === 'step') {
      const there = day.world.at(e.to);
      const escapes: number[] = [];
      let lowestEscape = Number.POSITIVE_INFINITY;
      const bit = e.retreat ? 1 << e.phase : 0;
      for (const id of e.soldiers) {
        const u = unitById.get(id)!;
        escapes.push(u.escape);
        if (u.escape < lowestEscape) lowestEscape = u.escape;
        retreated[u.index]! |= bit;
      }
      out[e.phase]!.steps.push({
        event: e,
        side: day.allegiances.indexOf(e.allegiance),
        row: Math.floor(there / cols),
        col: there % cols,
        escapes,
        lowestEscape,
      });
    } else if (e.type === 'kill') out[e.phase]!.kills.push(e);
  }
  return { phases: out, retreated, nextDoor: nextDoorOf(out, rows, cols, arena) };
}

function mark(present: Uint8Array, u: Unit | undefined): void {
  if (u !== undefined) present[u.index] = 1;
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
  day: ReportDay,
  phases: readonly PhaseEvents[],
  badge: ReadonlyMap<Allegiance, string>,
  unitById: UnitsById,
): (sector: Sector, phase: Phase, into: ReportEvent[]) => void {
  const insigniaOf = (u: Unit) => badge.get(u.owner) ?? u.owner;
  const earlier = new Map<Sector, Set<string>>();
  const { status, sector: at } = day.dawn;
  for (const u of day.units) {
    if (status[u.index] !== 'dead') continue;
    const where = at[u.index]!;
    let here = earlier.get(where);
    if (here === undefined) earlier.set(where, (here = new Set()));
    here.add(insigniaOf(u));
  }
  const wrecks = new Set<Sector>();
  for (const x of day.wrecks) wrecks.add(x.sector);
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
        sectors: just(name),
        picture: 'corpses',
        phase,
      });
    }
    if (wrecks.has(sector))
      into.push({ type: 'wreckage', sector: name, sectors: just(name), picture: 'wreckage', phase });
  };
}

function nearby(
  type: 'fighting-nearby' | 'movement-nearby',
  picture: 'firefight' | 'movement',
  sector: string,
  from: Sector,
  phase: Phase,
  day: ReportDay,
): ReportEvent {
  const there = day.world.at(sector);
  const direction = directionTo(day.world.board, from, there)!;
  return { type, sector, direction, sectors: just(sector), picture, phase };
}

/**
 * Who stands where at dawn and after each phase, by `sector * sides + side`: the side's
 * living soldiers in the sector (no entry when none), and the lowest Escape among them,
 * which is all CW-11.4's default test of standing enemies reads. That test runs for every
 * neighbour of every group in every phase; read from the lists of soldiers it was 5% of a
 * heuristic-bot game by a CPU profile, and reading this table instead made those games
 * 5.6% faster and a read day 5% (whole runs, five alternated each).
 */
interface Crowd {
  readonly at: ReadonlyMap<number, Unit[]>;
  /** The lowest Escape, at `base` plus the same key; +Infinity where nobody stands. */
  readonly leastEscape: Float64Array;
  /** Where this phase's part of `leastEscape` begins (one array for the day: see {@link NextDoor}). */
  readonly base: number;
}

function crowdsByPhase(day: ReportDay, sideOf: Int32Array, arena: Arena): readonly Crowd[] {
  const sides = day.allegiances.length;
  const { rows, cols } = day.world.board;
  const size = rows * cols * sides;
  const leastEscape = arena.float64(day.snapshots.length * size).fill(Number.POSITIVE_INFINITY);
  return day.snapshots.map((snap, p) => {
    const at = new Map<number, Unit[]>();
    const base = p * size;
    for (const u of day.units) {
      const s = snap[u.index]!;
      if (s < 0) continue;
      const k = s * sides + sideOf[u.index]!;
      const theirs = at.get(k);
      if (theirs === undefined) at.set(k, [u]);
      else theirs.push(u);
      if (u.escape < leastEscape[base + k]!) leastEscape[base + k] = u.escape;
    }
    return { at, leastEscape, base };
  });
}

/**
 * CW-11.4: whether watchers whose highest Info is `info` notice a step next door, by its
 * movers' Escape. The seed: when the group's highest Info is one higher than his Escape.
 * `movementSighting: 'exceeds'` reads it as at least one higher (the same test as in the
 * sector, CW-6.3), so the least elusive mover decides; `'exactly-one-higher'` literally.
 */
function notices(exactly: boolean, info: number, step: StepSeen): boolean {
  return exactly ? step.escapes.includes(info - 1) : info > step.lowestEscape;
}

/**
 * CW-11.4 under `movementNearby: 'any-group'`: the sectors next to `here`, in index order,
 * where an enemy soldier stands after the phase whom watchers of highest Info `info`
 * notice (by the same `movementSighting` test as a step).
 */
function standingNearby(
  day: ReportDay,
  crowd: Crowd,
  me: number,
  here: Sector,
  info: number,
  exactly: boolean,
): Sector[] {
  const out: Sector[] = [];
  const sides = day.allegiances.length;
  const { rows, cols } = day.world.board;
  const row = Math.floor(here / cols);
  const col = here % cols;
  // The sectors next door in row-major order, which is index order.
  for (let r = Math.max(0, row - 1); r <= Math.min(rows - 1, row + 1); r++) {
    for (let c = Math.max(0, col - 1); c <= Math.min(cols - 1, col + 1); c++) {
      if (r === row && c === col) continue;
      const n = r * cols + c;
      for (let a = 0; a < sides; a++) {
        if (a === me) continue;
        const k = n * sides + a;
        const seen = exactly
          ? crowd.at.get(k)?.some((u) => u.escape === info - 1) === true
          : info > crowd.leastEscape[crowd.base + k]!;
        if (seen) {
          out.push(n);
          break;
        }
      }
    }
  }
  return out;
}

/** CW-11.5: the enemies in the group's own sector its side (highest Info `info`) can see, by insignia. */
function sightingsIn(
  day: ReportDay,
  crowd: Crowd,
  me: number,
  sector: Sector,
  info: number,
  badge: ReadonlyMap<Allegiance, string>,
): Sighting[] {
  const out: Sighting[] = [];
  const sides = day.allegiances;
  const base = sector * sides.length;
  for (let a = 0; a < sides.length; a++) {
    const theirs = crowd.at.get(base + a);
    if (a === me || theirs === undefined) continue;
    const seen = countSeen(day.rules, info, theirs);
    if (seen > 0) out.push({ allegiance: badge.get(sides[a]!) ?? sides[a]!, count: seen });
  }
  return out;
}

/** CW-11.5: a fight the group was in: its own fallen, and the enemies it saw fall. */
function fightEvent(
  f: Fight,
  ours: (id: string) => boolean,
  player: PlayerId,
  unitById: UnitsById,
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
    casualties: f.killed.filter(ours),
    enemyFallen: [...counts].map(([allegiance, count]) => ({ allegiance, count })),
    sectors: just(f.sector),
    picture: 'firefight',
    phase: f.phase,
  };
}
