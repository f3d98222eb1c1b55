/**
 * What the computer players share: board tables cached per board size, a reading of the
 * view (own soldiers, what the reports last said about each sector and how long ago),
 * the choice of target key sectors, a step towards a goal, squads, and turning planned
 * moves into orders. Everything here reads only a {@link PlayerView}, never the state,
 * and is deterministic: arrays are walked in order and ties are broken by sector index.
 */
import {
  type BoardSize,
  colOf,
  distance,
  intermediates,
  neighbours,
  parseSector,
  rowOf,
  type Sector,
  sectorName,
} from '../board.js';
import type { PlayerView, ViewSoldier } from '../view.js';
import type { OrderInput } from './bot.js';

// ---------------------------------------------------------------------------------------
// Board tables

/** Precomputed facts about one board size, shared by every call of every bot. */
export interface BoardTables {
  readonly board: BoardSize;
  /** Sector names by index. */
  readonly names: readonly string[];
  /** The sectors a soldier can be ordered to from each sector (CW-5.2): within two, itself first. */
  readonly reach: readonly (readonly Sector[])[];
  /** For each sector and each entry of its `reach`: the possible middle sectors (CW-5.3), empty unless two away. */
  readonly vias: readonly (readonly (readonly Sector[])[])[];
  readonly byName: ReadonlyMap<string, Sector>;
}

const tablesCache = new Map<string, BoardTables>();

/** The tables of a board size, built once and kept (there are few board sizes). */
export function tablesFor(board: BoardSize): BoardTables {
  const key = `${board.rows}x${board.cols}`;
  const cached = tablesCache.get(key);
  if (cached !== undefined) return cached;
  const b: BoardSize = { rows: board.rows, cols: board.cols };
  const n = b.rows * b.cols;
  const names: string[] = [];
  const byName = new Map<string, Sector>();
  const reach: Sector[][] = [];
  const vias: Sector[][][] = [];
  for (let s = 0; s < n; s++) {
    names.push(sectorName(b, s));
    byName.set(names[s]!, s);
  }
  for (let s = 0; s < n; s++) {
    const r: Sector[] = [s];
    const v: Sector[][] = [[]];
    for (let dr = -2; dr <= 2; dr++) {
      for (let dc = -2; dc <= 2; dc++) {
        const row = rowOf(b, s) + dr;
        const col = colOf(b, s) + dc;
        if ((dr === 0 && dc === 0) || row < 0 || row >= b.rows || col < 0 || col >= b.cols) continue;
        const to = row * b.cols + col;
        r.push(to);
        v.push(intermediates(b, s, to));
      }
    }
    reach.push(r);
    vias.push(v);
  }
  const tables: BoardTables = { board: b, names, reach, vias, byName };
  tablesCache.set(key, tables);
  return tables;
}

/** The index of a sector named in a view (the engine writes names in upper case). */
export function sectorOf(t: BoardTables, name: string): Sector {
  const s = t.byName.get(name) ?? parseSector(t.board, name);
  if (s === undefined) throw new RangeError(`not a sector of the board: ${name}`);
  return s;
}

// ---------------------------------------------------------------------------------------
// Own soldiers

/** One of the player's living soldiers, with its sector as an index. */
export interface Mine {
  readonly soldier: ViewSoldier;
  readonly at: Sector;
  /** Its index in `view.soldiers`, which is stable for the whole game. */
  readonly index: number;
}

/** The player's force as the bots use it. */
export interface Force {
  /** Every living soldier, in view order. */
  readonly living: readonly Mine[];
  /**
   * The living members of the Mobile Command (CW-3.4) who stand together, Commander
   * first. A Doc apart from his Commander (which CW-3.4 never allows) is left out: given
   * no order, he follows the Commander's.
   */
  readonly command: readonly Mine[];
  /** Where the Mobile Command stands, or null when it is wrecked or gone. */
  readonly commandAt: Sector | null;
  /** The ids of living soldiers carrying tags of fallen comrades (CW-8.1), in view order. */
  readonly carriers: readonly string[];
  /** How many fallen soldiers' tags are carried by someone living (CW-8.1), so could be revived. */
  readonly revivable: number;
  /**
   * Whether the Mobile Command can still revive anyone: its Doc lives. Under the default
   * `docDeath: 'revival-stops'` nobody is revived without him (CW-8.5); a bot cannot see
   * the option, so it assumes the default.
   */
  readonly canRevive: boolean;
}

/** The unit types of the Mobile Command in the standard forces (CW-3.1, CW-3.4). */
export const COMMAND_TYPES: readonly string[] = ['commander', 'doc'];

/** True for a member of the Mobile Command. */
export const isCommand = (s: ViewSoldier): boolean => COMMAND_TYPES.includes(s.type);

/** Reads the player's own soldiers from the view. */
export function readForce(view: PlayerView, t: BoardTables): Force {
  const living: Mine[] = [];
  const command: Mine[] = [];
  const carried = new Set<string>();
  let revivable = 0;
  view.soldiers.forEach((soldier, index) => {
    if (soldier.status !== 'alive') {
      if (soldier.tagsWith !== null) {
        carried.add(soldier.tagsWith);
        revivable++;
      }
      return;
    }
    const m: Mine = { soldier, at: sectorOf(t, soldier.sector), index };
    living.push(m);
    if (isCommand(soldier)) command.push(m);
  });
  command.sort((a, b) => COMMAND_TYPES.indexOf(a.soldier.type) - COMMAND_TYPES.indexOf(b.soldier.type));
  const commandAt = command[0]?.at ?? null;
  const carriers = living.filter((m) => carried.has(m.soldier.id)).map((m) => m.soldier.id);
  const canRevive = command.some((m) => m.soldier.type === 'doc');
  return {
    living,
    command: command.filter((m) => m.at === commandAt),
    commandAt,
    carriers,
    revivable,
    canRevive,
  };
}

// ---------------------------------------------------------------------------------------
// Places

/** The middle sector of the player's edge (CW-2.1, CW-2.2): where "home" and "behind the lines" are. */
export function homeSector(view: PlayerView, t: BoardTables): Sector {
  const { rows, cols } = t.board;
  const midRow = Math.floor((rows - 1) / 2);
  const midCol = Math.floor((cols - 1) / 2);
  switch (view.edge) {
    case 'north':
      return midCol;
    case 'south':
      return (rows - 1) * cols + midCol;
    case 'west':
      return midRow * cols;
    case 'east':
      return midRow * cols + cols - 1;
    default:
      return midRow * cols + midCol;
  }
}

/**
 * The craft and the eight sectors around it, where the alien squads circle (CW-1.3,
 * CW-4.3) and the garrison, with 4 in every rating, holds (CW-4.5).
 * @returns a flag per sector.
 */
export function alienGround(view: PlayerView, t: BoardTables): boolean[] {
  const out = t.names.map(() => false);
  const craft = sectorOf(t, view.craft);
  out[craft] = true;
  for (const n of neighbours(t.board, craft)) out[n] = true;
  return out;
}

/**
 * The key sectors worth taking (CW-1.2), craft excluded (CW-1.3: the aliens' garrison
 * holds it), nearest to `from` first. Equal distances go to the sector lying clockwise
 * (seen from `from` towards the board's centre), so that players on different edges
 * lean different ways, then to the lower sector index.
 */
export function keyTargets(view: PlayerView, t: BoardTables, from: Sector): Sector[] {
  const b = t.board;
  const craft = sectorOf(t, view.craft);
  const cx = (b.cols - 1) / 2 - colOf(b, from);
  const cy = (b.rows - 1) / 2 - rowOf(b, from);
  const turn = (s: Sector) => cx * (rowOf(b, s) - rowOf(b, from)) - cy * (colOf(b, s) - colOf(b, from));
  return view.keySectors
    .map((n) => sectorOf(t, n))
    .filter((s) => s !== craft)
    .sort((a, b2) => distance(b, from, a) - distance(b, from, b2) || turn(b2) - turn(a) || a - b2);
}

// ---------------------------------------------------------------------------------------
// What the reports say

/** What the player's latest reports say about one sector (CW-11, `view.sectors`). */
export interface SectorNews {
  /** Days since the report: 1 for yesterday's, the freshest there is. */
  readonly age: number;
  /** A group of the player stood there after some phase (held or entered, CW-11.1), so it looked. */
  readonly visited: boolean;
  /** The most enemies seen there at once (CW-11.5), all allegiances together. */
  readonly enemies: number;
  /**
   * Trouble other than a sighting: a fight there (CW-11.5), fighting heard there
   * (CW-11.3), movement noticed there (CW-11.4) or contact lost there (CW-11.6).
   */
  readonly trouble: boolean;
  /** Bodies were found there (CW-11.2); they lie until revived, so this is old news as often as not. */
  readonly corpses: boolean;
  /** A fight there cost the player soldiers while its groups saw no enemy there: someone unseen shot (CW-7.1). */
  readonly shotBlind: boolean;
  /** Fighting was heard in that very sector by a group of ours that took no part (CW-11.3): someone unseen is there. */
  readonly heardHere: boolean;
  /** The player's soldiers fallen in fights there. */
  readonly casualties: number;
  /** Enemies the player saw fall in fights there. */
  readonly enemyFallen: number;
}

/** The latest news of every sector the player's groups have reported on, by sector index. */
export function readNews(view: PlayerView, t: BoardTables): (SectorNews | undefined)[] {
  const out: (SectorNews | undefined)[] = t.names.map(() => undefined);
  for (const name of Object.keys(view.sectors)) {
    const known = view.sectors[name]!;
    let visited = false;
    let enemies = 0;
    let trouble = false;
    let corpses = false;
    let casualties = 0;
    let enemyFallen = 0;
    let heardHere = false;
    for (const e of known.events) {
      switch (e.type) {
        case 'held':
        case 'entered':
          visited = true;
          break;
        case 'enemies-present': {
          visited = true;
          let seen = 0;
          for (const x of e.sightings) seen += x.count;
          enemies = Math.max(enemies, seen);
          break;
        }
        case 'fight':
          trouble = true;
          if (e.sector === name) {
            casualties += e.casualties.length;
            for (const f of e.enemyFallen) enemyFallen += f.count;
          }
          break;
        case 'fighting-here':
          trouble = true;
          heardHere = true;
          break;
        case 'fighting-nearby':
        case 'movement-nearby':
        case 'lost-contact':
          trouble = true;
          break;
        case 'corpses':
          corpses = true;
          break;
        default:
          break;
      }
    }
    const shotBlind = casualties > 0 && enemies === 0 && enemyFallen === 0;
    out[sectorOf(t, name)] = {
      age: view.day - known.day,
      visited,
      enemies,
      trouble,
      corpses,
      shotBlind,
      heardHere,
      casualties,
      enemyFallen,
    };
  }
  return out;
}

/** True when the news shows enemies or trouble at most `maxAge` days old. */
export const isHot = (n: SectorNews | undefined, maxAge: number): boolean =>
  n !== undefined && n.age <= maxAge && (n.enemies > 0 || n.trouble);

/** True when a group of the player looked at the sector at most `maxAge` days ago and found nothing. */
export const isClear = (n: SectorNews | undefined, maxAge: number): boolean =>
  n !== undefined && n.age <= maxAge && n.visited && n.enemies === 0 && !n.trouble;

// ---------------------------------------------------------------------------------------
// Moving

/** A move from one sector: the target and, for a two-sector move, the sector in between. */
export interface Step {
  readonly to: Sector;
  readonly via: Sector | null;
}

/**
 * The best move from `from` towards `goal` through sectors `ok` accepts (both the target
 * and, for a two-sector move, the middle sector): the reachable sector nearest the goal,
 * then the one with the smaller sum of row and column differences (a straighter line),
 * then the lower index. Null when no accepted move gets closer, or `from` is the goal.
 */
export function stepTowards(
  t: BoardTables,
  from: Sector,
  goal: Sector,
  ok: (s: Sector) => boolean,
): Step | null {
  const b = t.board;
  const reach = t.reach[from]!;
  const vias = t.vias[from]!;
  let best: Step | null = null;
  let bestDist = distance(b, from, goal);
  let bestLine = Number.POSITIVE_INFINITY;
  for (let k = 1; k < reach.length; k++) {
    const to = reach[k]!;
    const d = distance(b, to, goal);
    if (d > bestDist) continue;
    const line = Math.abs(rowOf(b, to) - rowOf(b, goal)) + Math.abs(colOf(b, to) - colOf(b, goal));
    if (d === bestDist && (best === null || line >= bestLine)) continue;
    if (!ok(to)) continue;
    const mids = vias[k]!;
    let via: Sector | null = null;
    if (mids.length > 0) {
      via = mids.find(ok) ?? null;
      if (via === null) continue;
    }
    best = { to, via };
    bestDist = d;
    bestLine = line;
  }
  return best;
}

/** One soldier's planned move for the day. */
export interface Planned {
  readonly id: string;
  readonly from: Sector;
  readonly step: Step;
}

/**
 * Orders for planned moves: soldiers moving from the same sector to the same target by
 * the same path share one order. A two-sector move always names its middle sector, so the
 * path does not depend on the `pathChoice` option (CW-5.3), which a bot cannot see.
 * The Commander and the Doc, planned alike, share an order, as CW-3.4 wants.
 */
export function ordersFor(t: BoardTables, planned: readonly Planned[]): OrderInput[] {
  const lists: string[][] = [];
  const steps: Step[] = [];
  const byKey = new Map<string, number>();
  for (const p of planned) {
    if (p.step.to === p.from) continue;
    const key = `${p.from}:${p.step.to}:${p.step.via ?? ''}`;
    const k = byKey.get(key);
    if (k !== undefined) lists[k]!.push(p.id);
    else {
      byKey.set(key, lists.length);
      lists.push([p.id]);
      steps.push(p.step);
    }
  }
  return lists.map((ids, k) => {
    const step = steps[k]!;
    const to = t.names[step.to]!;
    const who = ids.length === 1 ? { soldier: ids[0]! } : { soldiers: ids };
    return step.via === null ? { ...who, to } : { ...who, to, via: t.names[step.via]! };
  });
}
