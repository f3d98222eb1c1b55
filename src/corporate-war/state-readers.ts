/**
 * The readers of a saved game's sections, for `parseState` (serialize.ts): each checks one
 * part of the JSON against the scenario and the parts read before it, reports what is
 * wrong through the shared reader (a field's type, or two parts that contradict each
 * other), and returns what it could read. Issues come out in the order of the sections.
 */
import { deepFreeze } from '../kernel/freeze.js';
import { isInt, isObj } from '../kernel/input-checks.js';
import type { Sector } from './board.js';
import { vetIntelTable } from './canonical-state.js';
import type { StateIssue } from './errors.js';
import { PICTURES } from './report-events.js';
import { lastDay, MAX_DAY, type RulesOptions } from './rules-options.js';
import type { Scenario } from './scenario.js';
import { type Intel, makeSoldier, type Outcome, type Soldier } from './state.js';
import { ALIENS, EDGES, type Edge, SOLDIER_STATUSES } from './vocabulary.js';
import type { World } from './world.js';

/** What every section's reader shares: where to report, and what was read before it. */
export interface StateReader {
  /** A field is not what it must be. */
  readonly field: (path: (string | number)[], expected: string) => void;
  /** Two parts of the state contradict each other. */
  readonly clash: (path: (string | number)[], detail: string) => void;
  /** Whether any issue has been reported so far. */
  readonly failed: () => boolean;
  /** The sector a name denotes; reports a field issue (and gives sector 0) otherwise. */
  readonly sectorOf: (v: unknown, path: (string | number)[]) => Sector;
  /** The saved scenario, already checked. */
  readonly scenario: Scenario;
  /** Facts derived from it. */
  readonly world: World;
  /** The dawn's day. */
  readonly day: number;
  /** Every issue reported, in order. */
  readonly issues: StateIssue[];
}

/** A player as saved. */
export interface PlayerRow {
  /** Its id. */
  readonly id: string;
  /** Its corporation. */
  readonly corporation: string;
  /** Its edge (CW-2.1). */
  readonly edge: Edge;
}

/** CW-2.1, CW-3.3: the players, one edge and one corporation each. */
export function readPlayers(raw: unknown, r: StateReader): PlayerRow[] {
  const players: PlayerRow[] = [];
  if (!Array.isArray(raw) || raw.length < 1 || raw.length > EDGES.length) {
    r.field(['players'], 'a list of one to four players');
  } else {
    raw.forEach((p, i) => {
      if (!isObj(p) || typeof p.id !== 'string' || p.id === '' || p.id === ALIENS)
        return r.field(['players', i], 'a player {id, corporation, edge}');
      if (typeof p.corporation !== 'string' || !Object.hasOwn(r.scenario.corporations, p.corporation)) {
        return r.field(['players', i, 'corporation'], 'a corporation of the scenario');
      }
      if (!(EDGES as readonly unknown[]).includes(p.edge))
        return r.field(['players', i, 'edge'], 'north, east, south or west');
      if (players.some((q) => q.id === p.id))
        r.clash(['players', i, 'id'], `two players are called "${p.id}"`);
      if (players.some((q) => q.edge === p.edge))
        r.clash(['players', i, 'edge'], `two players enter from the ${p.edge} edge`);
      if (players.some((q) => q.corporation === p.corporation))
        r.clash(['players', i, 'corporation'], `two players command ${p.corporation}`);
      players.push({ id: p.id, corporation: p.corporation, edge: p.edge as Edge });
    });
  }
  return players;
}

/** The soldiers, each checked alone and then against each other (CW-3.4, CW-8.2). */
export function readSoldiers(raw: unknown, r: StateReader, playerIds: ReadonlySet<string>): Soldier[] {
  const soldiers: Soldier[] = [];
  if (!Array.isArray(raw)) r.field(['soldiers'], 'a list of soldiers');
  else {
    const ids = new Set<string>();
    raw.forEach((s, i) => {
      const at = (...k: (string | number)[]) => ['soldiers', i, ...k];
      if (!isObj(s)) return r.field(at(), 'a soldier object');
      if (typeof s.id !== 'string' || s.id === '') return r.field(at('id'), 'a non-empty id');
      if (ids.has(s.id)) r.clash(at('id'), `two soldiers are called "${s.id}"`);
      ids.add(s.id);
      if (typeof s.owner !== 'string' || (s.owner !== ALIENS && !playerIds.has(s.owner)))
        r.field(at('owner'), 'a player id or "aliens"');
      if (typeof s.type !== 'string' || !Object.hasOwn(r.scenario.unitTypes, s.type))
        r.field(at('type'), 'a unit type of the scenario');
      if (typeof s.squad !== 'string') r.field(at('squad'), 'a string');
      else if (s.owner === ALIENS && !r.scenario.aliens.some((q) => q.id === s.squad))
        r.field(at('squad'), 'an alien squad of the scenario');
      if (s.role !== '' && s.role !== 'commander' && s.role !== 'doc')
        r.field(at('role'), '"", "commander" or "doc"');
      for (const k of ['kill', 'survive', 'escape', 'info'] as const)
        if (!isInt(s[k], 0, 99)) r.field(at(k), 'an integer from 0 to 99');
      if (!(SOLDIER_STATUSES as readonly unknown[]).includes(s.status))
        r.field(at('status'), '"alive" or "dead"');
      const sector = r.sectorOf(s.sector, at('sector'));
      if (typeof s.tagsWith !== 'string') r.field(at('tagsWith'), 'a soldier id or ""');
      if (!isInt(s.diedOn, 0, MAX_DAY)) r.field(at('diedOn'), 'a day number, 0 for the living');
      else if (s.status === 'alive' && (s.diedOn !== 0 || s.tagsWith !== ''))
        r.clash(at(), 'a living soldier has a death day or tags carried');
      else if (s.status === 'dead' && (s.diedOn < 1 || s.diedOn >= r.day))
        r.clash(at('diedOn'), `fell on day ${s.diedOn}, not before day ${r.day}`);
      if (r.failed()) return;
      soldiers.push(makeSoldier({ ...(s as unknown as Omit<Soldier, 'sector'>), sector } as never));
    });
    if (!r.failed()) {
      // CW-3.4: a side has one Commander and one Doc at most, living or fallen; two would
      // split the Mobile Command, and the next dawn could not be loaded.
      const roles = new Set<string>();
      soldiers.forEach((s, i) => {
        if (s.role === '') return;
        const key = `${s.owner}\u0000${s.role}`;
        if (roles.has(key))
          r.clash(['soldiers', i, 'role'], `${s.owner} has two soldiers in the role ${s.role}`);
        roles.add(key);
      });
      // CW-3.4: the living Commander and Doc of a side are the Mobile Command, in one sector.
      const command = new Map<string, Sector>();
      soldiers.forEach((s, i) => {
        if (s.status !== 'alive' || s.role === '') return;
        const at = command.get(s.owner);
        if (at === undefined) command.set(s.owner, s.sector);
        else if (at !== s.sector) {
          r.clash(
            ['soldiers', i, 'sector'],
            `the Commander and the Doc of ${s.owner} are in different sectors`,
          );
        }
      });
      const byId = new Map(soldiers.map((s) => [s.id, s]));
      soldiers.forEach((s, i) => {
        if (s.tagsWith === '') return;
        const c = byId.get(s.tagsWith);
        if (c === undefined || c.status !== 'alive' || c.owner !== s.owner) {
          r.clash(['soldiers', i, 'tagsWith'], 'tags must be carried by a living soldier of the same side');
        }
      });
    }
  }

  return soldiers;
}

/** The aliens' memory (CW-4.4, CW-4.6): whether the garrison collapsed, and whom a squad aids. */
export function readAliens(raw: unknown, r: StateReader): { collapsed: boolean; aid: string } {
  const a = raw;
  if (!isObj(a) || typeof a.collapsed !== 'boolean' || typeof a.aid !== 'string')
    r.field(['aliens'], '{collapsed: boolean, aid: string}');
  else if (a.aid !== '' && !r.scenario.aliens.some((q) => q.id === a.aid && q.behaviour === 'circle'))
    r.field(['aliens', 'aid'], 'a circling squad or ""');
  return isObj(a)
    ? { collapsed: a.collapsed as boolean, aid: a.aid as string }
    : { collapsed: false, aid: '' };
}

/** CW-8.4: the wrecks of Mobile Commands, one per side at most, none beside a living Commander or Doc. */
export function readWrecks(
  raw: unknown,
  r: StateReader,
  playerIds: ReadonlySet<string>,
  soldiers: readonly Soldier[],
): { owner: string; sector: Sector; day: number }[] {
  const wrecks: { owner: string; sector: Sector; day: number }[] = [];
  if (!Array.isArray(raw)) r.field(['wrecks'], 'a list');
  else
    raw.forEach((x, i) => {
      const ownerOk = isObj(x) && (x.owner === ALIENS || playerIds.has(x.owner as string));
      if (!isObj(x) || !ownerOk || !isInt(x.day, 1, r.day)) {
        return r.field(['wrecks', i], '{owner, sector, day} of a player or the aliens');
      }
      // CW-8.4: a wreck is what is left of a Mobile Command whose last member fell: once.
      if (wrecks.some((y) => y.owner === x.owner))
        r.clash(['wrecks', i], `${String(x.owner)} is wrecked twice`);
      else if (soldiers.some((s) => s.owner === x.owner && s.role !== '' && s.status === 'alive'))
        r.clash(['wrecks', i], `${String(x.owner)} is wrecked, but its Commander or Doc is alive`);
      wrecks.push({
        owner: x.owner as string,
        sector: r.sectorOf(x.sector, ['wrecks', i, 'sector']),
        day: x.day,
      });
    });
  return wrecks;
}

/** CW-9.1: the claims, of key sectors only, enough of them, one per player. */
export function readClaims(
  raw: unknown,
  r: StateReader,
  playerIds: ReadonlySet<string>,
): { player: string; sectors: Sector[]; day: number }[] {
  const claims: { player: string; sectors: Sector[]; day: number }[] = [];
  if (!Array.isArray(raw)) r.field(['claims'], 'a list');
  else
    raw.forEach((c, i) => {
      if (
        !isObj(c) ||
        typeof c.player !== 'string' ||
        !playerIds.has(c.player) ||
        !Array.isArray(c.sectors) ||
        !isInt(c.day, 1, r.day)
      ) {
        return r.field(['claims', i], '{player, sectors, day}');
      }
      const sectors = c.sectors.map((n, k) => r.sectorOf(n, ['claims', i, 'sectors', k]));
      if (sectors.some((s) => !r.world.isKey(s)))
        r.clash(['claims', i, 'sectors'], 'only key sectors can be claimed');
      if (new Set(sectors).size !== sectors.length)
        r.clash(['claims', i, 'sectors'], 'a sector is claimed twice');
      if (sectors.length < r.scenario.sectorsToWin) {
        r.clash(['claims', i, 'sectors'], `a claim needs at least ${r.scenario.sectorsToWin} key sectors`);
      }
      if (claims.some((k) => k.player === c.player)) r.clash(['claims', i], `${c.player} has two claims`);
      claims.push({ player: c.player, sectors, day: c.day });
    });
  return claims;
}

/** CW-9: the outcome, and that it agrees with the day, the claims and the day limit. */
export function readOutcome(
  raw: unknown,
  r: StateReader,
  playerIds: ReadonlySet<string>,
  claims: readonly unknown[],
  rules: RulesOptions,
): Outcome | null {
  const o = raw;
  let outcome: Outcome | null = null;
  if (o !== null) {
    if (
      !isObj(o) ||
      !['victory', 'stalemate', 'day-limit'].includes(o.reason as string) ||
      !Array.isArray(o.winners) ||
      !o.winners.every((p) => typeof p === 'string' && playerIds.has(p)) ||
      !isInt(o.day, 1, r.day)
    ) {
      r.field(['outcome'], 'null or {reason, winners, day}');
    } else {
      outcome = o as unknown as Outcome;
      // CW-9: a victory has winners, the other endings none; a game ends on the day before
      // the dawn it stays at, with no claims left to hold.
      if ((o.reason === 'victory') !== o.winners.length > 0)
        r.clash(
          ['outcome', 'winners'],
          o.reason === 'victory' ? 'a victory needs winners' : `a ${o.reason} has no winners`,
        );
      if (new Set(o.winners).size !== o.winners.length)
        r.clash(['outcome', 'winners'], 'a winner is named twice');
      if (o.day !== r.day - 1)
        r.clash(['outcome', 'day'], `a game over at the dawn of day ${r.day} ended on day ${r.day - 1}`);
      if (claims.length > 0) r.clash(['claims'], 'a game that is over has no claims');
    }
  } else if ((rules.dayLimit === null || isInt(rules.dayLimit, 1, MAX_DAY)) && r.day > lastDay(rules)) {
    // CW-9.5: the last day ends the game; no dawn after it is still playing. Without a day
    // limit that is the day before MAX_DAY: the dawn it would lead to could not be saved.
    r.clash(
      ['day'],
      rules.dayLimit === null || rules.dayLimit > lastDay(rules)
        ? `day ${r.day} is past the last day a game is played, ${lastDay(rules)}, with no outcome`
        : `day ${r.day} is past the day limit, ${rules.dayLimit}, with no outcome`,
    );
  }
  return outcome;
}

const EVENT_TYPES = new Set([
  'left',
  'held',
  'entered',
  'corpses',
  'wreckage',
  'fighting-nearby',
  'fighting-here',
  'movement-nearby',
  'fight',
  'enemies-present',
  'lost-contact',
]);

/**
 * Reads the players' knowledge: an object by player, then by sector name, of `{day, events}`
 * with events from earlier days. Events are checked for their kind, sectors, picture and
 * phase; the rest of an event is shown to its player as it is.
 */
export function readIntel(
  raw: unknown,
  players: ReadonlySet<string>,
  day: number,
  isSector: (name: unknown) => boolean,
  field: (path: (string | number)[], expected: string) => void,
): Intel {
  if (raw === undefined) return {};
  if (!isObj(raw)) {
    field(['intel'], 'an object of what each player knows, by sector');
    return {};
  }
  const out: Record<string, Record<string, { day: number; events: never[] }>> = {};
  for (const [player, bySector] of Object.entries(raw)) {
    if (!players.has(player) || !isObj(bySector)) {
      field(['intel', player], 'a player of the game, with an object by sector');
      continue;
    }
    out[player] = {};
    for (const [sector, known] of Object.entries(bySector)) {
      const at = ['intel', player, sector];
      if (
        !isSector(sector) ||
        !isObj(known) ||
        !isInt(known.day, 1, day - 1) ||
        !Array.isArray(known.events)
      ) {
        field(at, 'a sector of the map with {day, events} from an earlier day');
        continue;
      }
      const ok = known.events.every(
        (e) =>
          isObj(e) &&
          EVENT_TYPES.has(e.type as string) &&
          Array.isArray(e.sectors) &&
          e.sectors.every(isSector) &&
          (PICTURES as readonly unknown[]).includes(e.picture) &&
          isInt(e.phase, 0, 3),
      );
      if (!ok) field([...at, 'events'], 'report events, each with a known type, sectors, picture and phase');
      else out[player]![sector] = { day: known.day, events: known.events as never[] };
    }
  }
  // Shown to players through views: frozen, as the engine's own tables are.
  deepFreeze(out);
  for (const table of Object.values(out)) vetIntelTable(table);
  return out;
}
