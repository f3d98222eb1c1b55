/**
 * Guessing the whole world from one player's view, for the search player: a full game
 * state that agrees with everything the view says and fills in the rest plausibly. Its
 * own soldiers are exactly as the view shows them; enemies stand where the player's
 * reports last saw them, or else still near their edge; the
 * aliens are where their script (CW-4) has taken them by today.
 *
 * Only the view and the player's private generator go in, so nothing the player cannot
 * see can leak into its decisions.
 *
 * The search player guesses several worlds from one view, so what the view alone decides
 * (its own soldiers' records, the enemies it has seen and where) is read once
 * (`worldGuesser`), and the pieces every guess shares (each corporation's soldiers, an
 * enemy soldier in a given sector, the aliens of a day) are made once and kept: a guess
 * then only draws its unknowns and lists the records.
 */
import { List } from 'immutable';
import type { Rng } from '../../kernel/rng.js';
import { edgeSectors, type Sector } from '../board.js';
import { advanceDay } from '../resolve-day.js';
import { DEFAULT_RULES_OPTIONS, type RulesOptions } from '../rules.js';
import { DEFAULT_SCENARIO } from '../scenario.js';
import { newGame } from '../setup.js';
import {
  type GameState,
  makeGameState,
  makePlayer,
  type Player,
  primeSoldierRows,
  type Soldier,
  type SoldierProps,
  soldierRow,
  soldierRows,
  type Wreck,
} from '../state.js';
import type { PlayerView } from '../view.js';
import { ALIENS, EDGES, type Edge, type PlayerId } from '../vocabulary.js';
import { worldOf } from '../world.js';

/** The fields of one of the player's own soldiers that the view gives exactly. */
const OWN_FIELDS = ['kill', 'survive', 'escape', 'info', 'status', 'sector', 'tagsWith', 'diedOn'] as const;

/** How old (in days) a sighting may be and still place enemies. */
const FRESH = 2;

const SCENARIO = DEFAULT_SCENARIO;
const WORLD = worldOf(SCENARIO);
const CORPORATIONS = Object.keys(SCENARIO.corporations);
/** The rules of every guessed world: the defaults without a day limit, one object, so they are composed once. */
const RULES: RulesOptions = Object.freeze({ ...DEFAULT_RULES_OPTIONS, dayLimit: null });

/** Soldiers' records with their plain rows, in the game's order. */
interface Roster {
  readonly records: readonly Soldier[];
  readonly rows: readonly SoldierProps[];
}

/** The aliens' positions by day, from a game in which nobody moves (their script alone). */
interface AlienTrack {
  readonly state: GameState;
  /** The aliens, in the game's order. */
  readonly aliens: Roster;
}
const alienTracks: AlienTrack[] = [];
function aliensOn(day: number): AlienTrack {
  const track = (state: GameState): AlienTrack => {
    const rows = soldierRows(state.soldiers);
    const records: Soldier[] = [];
    const alienRows: SoldierProps[] = [];
    state.soldiers.forEach((record, i) => {
      if (record.owner !== ALIENS) return;
      records.push(record);
      alienRows.push(rows[i]!);
    });
    return { state, aliens: { records, rows: alienRows } };
  };
  if (alienTracks.length === 0) {
    const corporations = CORPORATIONS.slice(0, 4);
    alienTracks.push(track(newGame({ seed: 'alien-track', corporations, rules: { dayLimit: null } })));
  }
  while (alienTracks.length < day)
    alienTracks.push(track(advanceDay(alienTracks[alienTracks.length - 1]!.state, {})));
  return alienTracks[day - 1]!;
}

/**
 * One corporation's soldiers as a new game raises them (CW-3.1, CW-3.3), in order, and
 * each of its soldiers standing in each sector, made when first asked for. Every guess
 * sets every soldier's sector, so where the new game deployed them does not matter.
 */
interface CorporationForce extends Roster {
  /** The records of soldier `i` by sector, filled as guesses place it. */
  readonly placed: (Soldier | undefined)[][];
  readonly placedRows: (SoldierProps | undefined)[][];
  /** Indexes of its soldiers outside the Mobile Command, then of those in it (CW-3.4). */
  readonly common: readonly number[];
  readonly command: readonly number[];
}
const forces = new Map<string, CorporationForce>();
function forceOf(corporation: PlayerId): CorporationForce {
  let f = forces.get(corporation);
  if (f !== undefined) return f;
  const partner = CORPORATIONS.find((c) => c !== corporation)!;
  const game = newGame({ seed: 'search-template', corporations: [corporation, partner], rules: RULES });
  const rows = soldierRows(game.soldiers);
  const records: Soldier[] = [];
  const own: SoldierProps[] = [];
  game.soldiers.forEach((record, i) => {
    if (record.owner !== corporation) return;
    records.push(record);
    own.push(rows[i]!);
  });
  const indexes = own.map((_, i) => i);
  f = {
    records,
    rows: own,
    placed: own.map(() => []),
    placedRows: own.map(() => []),
    common: indexes.filter((i) => own[i]!.role === ''),
    command: indexes.filter((i) => own[i]!.role !== ''),
  };
  forces.set(corporation, f);
  return f;
}

/** Soldier `i` of a corporation standing in `at`, record and row, shared by every guess that puts it there. */
function standing(f: CorporationForce, i: number, at: Sector): [Soldier, SoldierProps] {
  let record = f.placed[i]![at];
  let row = f.placedRows[i]![at];
  if (record === undefined || row === undefined) {
    const s = f.rows[i]!;
    record = f.records[i]!.set('sector', at);
    row = soldierRow(s, s.status, at);
    f.placed[i]![at] = record;
    f.placedRows[i]![at] = row;
  }
  return [record, row];
}

/** A seat of a guessed world, made once per corporation and edge. */
const seats = new Map<string, Player>();
function seatOf(corporation: PlayerId, edge: Edge): Player {
  const key = `${corporation}@${edge}`;
  let p = seats.get(key);
  if (p === undefined) {
    p = makePlayer({ id: corporation, corporation, edge });
    seats.set(key, p);
  }
  return p;
}

/** Enemy allegiances the player has heard of, in sorted order. */
function enemiesSeen(view: PlayerView): string[] {
  const seen = new Set<string>();
  for (const name of Object.keys(view.sectors)) {
    for (const e of view.sectors[name]!.events) {
      if (e.type === 'enemies-present') for (const s of e.sightings) seen.add(s.allegiance);
      else if (e.type === 'fight') for (const f of e.enemyFallen) seen.add(f.allegiance);
    }
  }
  seen.delete(ALIENS);
  seen.delete(view.player);
  return [...seen].sort();
}

/** Fresh sightings of an allegiance: sector and how many, newest first. */
function sightings(view: PlayerView, allegiance: string): { sector: string; count: number }[] {
  const out: { sector: string; count: number; day: number }[] = [];
  for (const name of Object.keys(view.sectors)) {
    const intel = view.sectors[name]!;
    if (intel.day < view.day - FRESH) continue;
    for (const e of intel.events) {
      if (e.type !== 'enemies-present' || e.sector !== name) continue;
      for (const s of e.sightings)
        if (s.allegiance === allegiance) out.push({ sector: name, count: s.count, day: intel.day });
    }
  }
  out.sort((a, b) => b.day - a.day || (a.sector < b.sector ? -1 : a.sector > b.sector ? 1 : 0));
  return out;
}

/**
 * A full state consistent with `view`, the rest drawn from `rng`. Assumes the seed's
 * scenario and four corporations, the default rules, and that enemies have lost nobody
 * the player has not seen fall.
 */
export function sampleWorld(view: PlayerView, rng: Rng): GameState {
  return worldGuesser(view)(rng);
}

/**
 * Guesses of worlds consistent with `view`, each drawn from the generator it is given:
 * `worldGuesser(view)(rng)` is `sampleWorld(view, rng)`, with what the view decides read
 * once for all the guesses.
 */
export function worldGuesser(view: PlayerView): (rng: Rng) => GameState {
  const w = WORLD;
  const b = w.board;
  const me = view.player;
  const seen = enemiesSeen(view).filter((c) => Object.hasOwn(SCENARIO.corporations, c));
  const unseen = CORPORATIONS.filter((c) => c !== me && !seen.includes(c));
  const freeEdges = EDGES.filter((e) => e !== view.edge);
  const track = aliensOn(view.day);
  const wreck = view.mobileCommand.wrecked ? w.parse(view.mobileCommand.sector) : undefined;
  const wrecks = List<Wreck>(wreck === undefined ? [] : [{ owner: me, sector: wreck, day: view.day - 1 }]);

  // The player's own soldiers exactly as the view gives them.
  const ownForce = forceOf(me);
  const byId = new Map(view.soldiers.map((s) => [s.id, s]));
  const ownRecords: Soldier[] = [];
  const ownRows: SoldierProps[] = [];
  ownForce.rows.forEach((s, i) => {
    const own = byId.get(s.id);
    if (own === undefined) {
      ownRecords.push(ownForce.records[i]!);
      ownRows.push(s);
      return;
    }
    // Written out rather than spread: every row keeps one hidden class (see soldierRow).
    const row: SoldierProps = {
      id: s.id,
      owner: s.owner,
      type: s.type,
      squad: s.squad,
      role: s.role,
      kill: own.kill,
      survive: own.survive,
      escape: own.escape,
      info: own.info,
      status: own.status,
      sector: w.parse(own.sector) ?? s.sector,
      tagsWith: own.tagsWith ?? '',
      diedOn: own.status === 'dead' ? Math.max(1, view.day - 1) : 0,
    };
    ownRows.push(row);
    ownRecords.push(
      ownForce.records[i]!.withMutations((r) => {
        for (const key of OWN_FIELDS) r.set(key, row[key]);
      }),
    );
  });

  // Where each corporation was freshly seen, read when a guess first has it play.
  const seenAt = new Map<PlayerId, { at: Sector; count: number }[]>();
  const seenOf = (c: PlayerId) => {
    let at = seenAt.get(c);
    if (at === undefined) {
      at = [];
      for (const s of sightings(view, c)) {
        const x = w.parse(s.sector);
        if (x !== undefined) at.push({ at: x, count: s.count });
      }
      seenAt.set(c, at);
    }
    return at;
  };

  return (rng) => {
    // The draws come in the order the first version made them: the unseen enemies, their
    // edges, where each enemy's unseen soldiers stand, then the dice.
    const known = [...seen];
    const others = [...unseen];
    while (known.length < 3 && others.length > 0) known.push(others.splice(rng.int(others.length), 1)[0]!);
    const corporations = [me, ...known.slice(0, 3)];
    const free = [...freeEdges];
    const edges: Record<PlayerId, Edge> = { [me]: view.edge as Edge };
    for (const c of corporations.slice(1)) edges[c] = free.splice(rng.int(free.length), 1)[0]!;

    const records: Soldier[] = [...ownRecords];
    const rows: SoldierProps[] = [...ownRows];
    for (const c of corporations.slice(1)) {
      const f = forceOf(c);
      const at: Sector[] = new Array(f.rows.length);
      let next = 0;
      for (const s of seenOf(c))
        for (let n = 0; n < s.count && next < f.common.length; n++) at[f.common[next++]!] = s.at;
      // The rest have not been seen: they are taken to be still near their edge, where they
      // cannot block or ambush anything the player plans today (an optimistic guess; a
      // pessimistic one, enemies on every key sector, makes the search too timid to win).
      // The Commander and the Doc stand together (CW-3.4), so they go with the unseen rest.
      const along = edgeSectors(b, edges[c]!);
      const advanced = along[rng.int(along.length)]!;
      for (; next < f.common.length; next++) at[f.common[next]!] = advanced;
      for (const i of f.command) at[i] = advanced;
      for (let i = 0; i < at.length; i++) {
        const [record, row] = standing(f, i, at[i]!);
        records.push(record);
        rows.push(row);
      }
    }
    records.push(...track.aliens.records);
    rows.push(...track.aliens.rows);

    // The records and their plain rows are built together, so the rules need not read the
    // records back (soldierRows) when they play this world forward.
    const soldiers = List(records);
    primeSoldierRows(soldiers, rows);
    return makeGameState({
      day: view.day,
      scenario: SCENARIO,
      rules: RULES,
      rng: { c: 1, s0: rng.float(), s1: rng.float(), s2: rng.float() },
      players: List(corporations.map((c) => seatOf(c, edges[c]!))),
      soldiers,
      aliens: track.state.aliens,
      wrecks,
    });
  };
}
