/**
 * Guessing the whole world from one player's view, for the search player: a full game
 * state that agrees with everything the view says and fills in the rest plausibly. Its
 * own soldiers are exactly as the view shows them; enemies stand where the player's
 * reports last saw them, or else still near their edge; the
 * aliens are where their script (CW-4) has taken them by today.
 *
 * Only the view and the player's private generator go in, so nothing the player cannot
 * see can leak into its decisions.
 */
import { List } from 'immutable';
import type { Rng } from '../../kernel/rng.js';
import { edgeSectors, type Sector } from '../board.js';
import { advanceDay } from '../resolve-day.js';
import { DEFAULT_SCENARIO } from '../scenario.js';
import { newGame } from '../setup.js';
import {
  type GameState,
  primeSoldierRows,
  type Soldier,
  type SoldierProps,
  soldierRow,
  soldierRows,
} from '../state.js';
import type { PlayerView } from '../view.js';
import { ALIENS, EDGES, type Edge, type PlayerId } from '../vocabulary.js';
import { worldOf } from '../world.js';

/** The fields of one of the player's own soldiers that the view gives exactly. */
const OWN_FIELDS = ['kill', 'survive', 'escape', 'info', 'status', 'sector', 'tagsWith', 'diedOn'] as const;

/** How old (in days) a sighting may be and still place enemies. */
const FRESH = 2;

/** The aliens' positions by day, from a game in which nobody moves (their script alone). */
interface AlienTrack {
  readonly state: GameState;
  /** Each alien's record and its plain row, by id. */
  readonly byId: Map<string, { record: Soldier; row: SoldierProps }>;
}
const alienTracks: AlienTrack[] = [];
function aliensOn(day: number): AlienTrack {
  const track = (state: GameState): AlienTrack => {
    const rows = soldierRows(state.soldiers);
    const byId = new Map<string, { record: Soldier; row: SoldierProps }>();
    state.soldiers.forEach((record, i) => {
      if (record.owner === ALIENS) byId.set(record.id, { record, row: rows[i]! });
    });
    return { state, byId };
  };
  if (alienTracks.length === 0) {
    const corporations = Object.keys(DEFAULT_SCENARIO.corporations).slice(0, 4);
    alienTracks.push(track(newGame({ seed: 'alien-track', corporations, rules: { dayLimit: null } })));
  }
  while (alienTracks.length < day)
    alienTracks.push(track(advanceDay(alienTracks[alienTracks.length - 1]!.state, {})));
  return alienTracks[day - 1]!;
}

/**
 * A starting state per line-up of corporations, to be filled in. Every soldier's place is
 * overwritten and the players' edges are set afterwards, so the edges need not be in the
 * key (with them, the cache missed on most guesses and built a new game each time).
 */
const templates = new Map<string, GameState>();
function templateFor(corporations: readonly PlayerId[], edges: Record<PlayerId, Edge>): GameState {
  const key = corporations.join(',');
  let t = templates.get(key);
  if (t === undefined) {
    t = newGame({ seed: 'search-template', corporations, rules: { dayLimit: null } });
    if (templates.size > 512) templates.clear();
    templates.set(key, t);
  }
  return t.set(
    'players',
    t.players.map((p) => (p.edge === edges[p.id] ? p : p.set('edge', edges[p.id]!))),
  );
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
  const scenario = DEFAULT_SCENARIO;
  const w = worldOf(scenario);
  const b = w.board;
  const me = view.player;
  const known = enemiesSeen(view).filter((c) => Object.hasOwn(scenario.corporations, c));
  const others = Object.keys(scenario.corporations).filter((c) => c !== me && !known.includes(c));
  while (known.length < 3 && others.length > 0) known.push(others.splice(rng.int(others.length), 1)[0]!);
  const corporations = [me, ...known.slice(0, 3)];
  const freeEdges = EDGES.filter((e) => e !== view.edge);
  const edges: Record<PlayerId, Edge> = { [me]: view.edge as Edge };
  for (const c of corporations.slice(1)) edges[c] = freeEdges.splice(rng.int(freeEdges.length), 1)[0]!;
  const template = templateFor(corporations, edges);
  const track = aliensOn(view.day);

  const mine = new Map(view.soldiers.map((s) => [s.id, s]));
  const placed = new Map<string, Sector>();
  const templateRows = soldierRows(template.soldiers);
  for (const c of corporations.slice(1)) {
    // The Commander and the Doc stand together (CW-3.4), so they go with the unseen rest.
    const theirs = templateRows.filter((s) => s.owner === c);
    const ids = theirs.filter((s) => s.role === '').map((s) => s.id);
    const command = theirs.filter((s) => s.role !== '').map((s) => s.id);
    let next = 0;
    for (const seen of sightings(view, c)) {
      const at = w.parse(seen.sector);
      if (at === undefined) continue;
      for (let n = 0; n < seen.count && next < ids.length; n++) placed.set(ids[next++]!, at);
    }
    // The rest have not been seen: they are taken to be still near their edge, where they
    // cannot block or ambush anything the player plans today (an optimistic guess; a
    // pessimistic one, enemies on every key sector, makes the search too timid to win).
    const along = edgeSectors(b, edges[c]!);
    const advanced = along[rng.int(along.length)]!;
    for (; next < ids.length; next++) placed.set(ids[next]!, advanced);
    for (const id of command) placed.set(id, advanced);
  }

  // The records and their plain rows are built together, so the rules need not read the
  // records back (soldierRows) when they play this world forward.
  const rows: SoldierProps[] = [];
  const soldiers = template.soldiers.withMutations((list) => {
    templateRows.forEach((s, i) => {
      const own = mine.get(s.id);
      if (own !== undefined) {
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
        rows.push(row);
        list.set(
          i,
          list.get(i)!.withMutations((r) => {
            for (const key of OWN_FIELDS) r.set(key, row[key]);
          }),
        );
      } else if (s.owner === ALIENS) {
        const alien = track.byId.get(s.id);
        rows.push(alien?.row ?? s);
        if (alien !== undefined) list.set(i, alien.record);
      } else {
        const at = placed.get(s.id);
        rows.push(at === undefined ? s : soldierRow(s, s.status, at));
        if (at !== undefined) list.set(i, list.get(i)!.set('sector', at));
      }
    });
  });
  primeSoldierRows(soldiers, rows);
  const wreck = view.mobileCommand.wrecked ? w.parse(view.mobileCommand.sector) : undefined;
  return template.withMutations((st) => {
    st.set('day', view.day)
      .set('soldiers', soldiers)
      .set('aliens', track.state.aliens)
      .set('rng', { c: 1, s0: rng.float(), s1: rng.float(), s2: rng.float() })
      .set('wrecks', wreck === undefined ? List() : List([{ owner: me, sector: wreck, day: view.day - 1 }]));
  });
}
