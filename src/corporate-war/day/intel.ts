/**
 * Step 10's last part: each player's intel, what its groups last reported of each sector
 * (CW-11), learnt when first read.
 *
 * A simulated game whose bots read no reports never needs them, and building the groups'
 * reports and merging them into intel is about a third of a day. So the new state's
 * `intel` holds one getter per player. The first read of a player's table builds the
 * day's reports (for every player at once) and merges them into the table before it,
 * which is kept. Reading is pure: the same state always reads the same tables, whenever
 * and in whatever order they are read.
 *
 * The getters are shared functions, one per player id, that find what they need under a
 * hidden symbol on the intel object. A getter closing over the day itself kept the day
 * alive through the garbage collector's young generation: four to five times the promoted
 * bytes in rusher games, which cost more than laziness saved them.
 */
import { vetIntelTable } from '../canonical-state.js';
import type { GroupReport, ReportEvent } from '../report-events.js';
import type { Intel, SectorIntel } from '../state.js';
import type { PlayerId } from '../vocabulary.js';

/** The groups' reports of the day, by player, built when first asked for. */
export type LazyGroupReports = () => ReadonlyMap<PlayerId, readonly GroupReport[]>;

type Table = Readonly<Record<string, SectorIntel>>;

/** What an intel object needs to learn its tables, and the tables it has learnt. */
interface Pending {
  /** The intel of the day before; let go once every table is learnt. */
  before: Intel | undefined;
  /** The day's reports; let go once every table is learnt. */
  reports: LazyGroupReports | undefined;
  readonly today: number;
  /** How many days of unread intel this one waits on, itself included. */
  readonly depth: number;
  readonly learnt: Map<PlayerId, Table>;
  /** How many players' tables are still to learn. */
  left: number;
}

/**
 * Where a lazy intel object keeps its pending part: a non-enumerable symbol property, so
 * that keys, JSON and deep-equality checks see only the players' tables. (WeakMaps for
 * this, the views' and the reports' hidden parts cost 10% more instructions in a rusher
 * game, by callgrind: each day's entries are ephemerons the collector traces specially.)
 */
const PENDING = Symbol('simulturn.pendingIntel');

/**
 * An unread chain is read (and so let go) at this many days, so that a game nobody reads
 * holds a bounded number of days. A game with the default day limit never gets there.
 */
const MAX_UNREAD_DAYS = 64;

type LazyIntel = Record<PlayerId, Table> & { readonly [PENDING]?: Pending };

/** Each player's intel after today's reports, learnt when first read. */
export function learnLater(
  before: Intel,
  players: readonly PlayerId[],
  reports: LazyGroupReports,
  today: number,
): Intel {
  let depth = (waiting(before)?.depth ?? 0) + 1;
  if (depth > MAX_UNREAD_DAYS) {
    for (const player of Object.keys(before)) readFromOldest(before, player);
    depth = 1;
  }
  const pending: Pending = { before, reports, today, depth, learnt: new Map(), left: players.length };
  const after: LazyIntel = {};
  Object.defineProperty(after, PENDING, { value: pending });
  // Shared getters: objects built alike share one hidden class, and nothing is closed over.
  for (const player of players) {
    Object.defineProperty(after, player, { get: getterFor(player), enumerable: true });
  }
  return after;
}

/** The pending part of intel that still has tables to learn, or undefined. */
function waiting(intel: Intel): Pending | undefined {
  const p = (intel as LazyIntel)[PENDING];
  return p !== undefined && p.left > 0 ? p : undefined;
}

/**
 * Reads a player's table along a chain of unread intel from its oldest day forward, so
 * that each read finds the day before it learnt: a loop, however long the chain.
 */
function readFromOldest(intel: Intel, player: PlayerId): void {
  const chain: Intel[] = [];
  for (let x: Intel | undefined = intel; x !== undefined; ) {
    const p = waiting(x);
    if (p === undefined || p.learnt.has(player) || !Object.hasOwn(x, player)) break;
    chain.push(x);
    x = p.before;
  }
  for (let i = chain.length - 1; i >= 0; i--) void chain[i]![player];
}

/**
 * One getter per player id seen. A game has a handful; a server whose players choose
 * their ids could see many, so the cache starts over past a bound (a new getter works
 * the same, objects made with it just get a hidden class of their own).
 */
const getters = new Map<PlayerId, (this: LazyIntel) => Table>();
const MAX_GETTERS = 1024;

/** The getter of one player's table, shared by every intel object. */
function getterFor(player: PlayerId): (this: LazyIntel) => Table {
  let get = getters.get(player);
  if (get === undefined) {
    get = function (this: LazyIntel): Table {
      const pending = this[PENDING]!;
      const done = pending.learnt.get(player);
      if (done !== undefined) return done;
      const before = pending.before!;
      readFromOldest(before, player);
      const table = learn(before[player] ?? {}, pending.reports!().get(player) ?? [], pending.today);
      pending.learnt.set(player, table);
      // Every table learnt: let the day and the intel before it go (unless someone froze
      // the pending part itself; the learnt tables are kept in a Map, which still works).
      if (!Object.isFrozen(pending) && --pending.left === 0) {
        pending.before = undefined;
        pending.reports = undefined;
      }
      return table;
    };
    if (getters.size >= MAX_GETTERS) getters.clear();
    getters.set(player, get);
  }
  return get;
}

/**
 * A player's knowledge after today's reports: a sector reported on today replaces what
 * was known of it. Sectors stay in name order, so a view lists them the same way whatever
 * the order of discovery.
 */
function learn(known: Table, groups: readonly GroupReport[], today: number): Table {
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
  const added: string[] = [];
  for (const sector of fresh.keys()) if (!Object.hasOwn(known, sector)) added.push(sector);
  const mine = dictionary<SectorIntel>();
  // A table this module did not build (a loaded state) may list its sectors in any order.
  const sectors = mergeSorted(intelKeys.get(known) ?? Object.keys(known).sort(), added.sort());
  intelKeys.set(mine, sectors);
  for (const sector of sectors) {
    const events = fresh.get(sector);
    // The events are the groups' reports', frozen when built; a table is shown to its
    // player through views, so it is frozen too: a player that writes to what it was shown
    // must not rewrite the knowledge the engine keeps.
    mine[sector] =
      events === undefined ? known[sector]! : Object.freeze({ day: today, events: Object.freeze(events) });
  }
  return vetIntelTable(Object.freeze(mine), known);
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
