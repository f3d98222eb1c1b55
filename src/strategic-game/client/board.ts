/**
 * The board a client draws, from a player's view alone (TSG-9.1): every hex of the map
 * with the coordinates a person types (`0805`: column 08, row 05, TSG-3.1), what stands
 * there (a system and whose, a home, fleets and whose), the player's fleets with their
 * ships summarised, the enemy's counters with what sensors counted of them, BP and battle
 * orders, and the legend. The text map (`renderMap`), the order sheet and the web board
 * all draw from this one model.
 */
import type { Ship } from '../design.js';
import type { TsgView } from '../view.js';
import type { Phase } from '../vocabulary.js';
import { hexGrid } from './grid.js';
import { type DesignGroup, designGroups, shipSummary } from './ids.js';
import { LEGEND, type LegendEntry } from './legend.js';
import { enemyOf, homeCellOf, phaseText } from './names.js';
import { whyItEnded } from './why.js';

/** Whose system a hex holds, if any. */
export type SystemMark = 'none' | 'neutral' | 'mine' | 'enemy';

/** What the player's sensors last counted of an enemy fleet (TSG-6.6). */
export interface Seen {
  /** Ships counted. */
  readonly ships: number;
  /** The hex where it was counted, by name. */
  readonly at: string;
  /** The turn it was counted. */
  readonly turn: number;
}

/** One hex of the board. */
export interface BoardHex {
  /** The cell (`row * cols + col`, from 0). */
  readonly cell: number;
  /** The name a person types: column then row, two digits each (`0805`). */
  readonly name: string;
  /** The column, from 1 as labelled. */
  readonly col: number;
  /** The row, from 1 as labelled. */
  readonly row: number;
  /** Its system and whose, or none. */
  readonly system: SystemMark;
  /** Whose home the hex is on the map (whoever owns it now), or null. */
  readonly home: 'mine' | 'enemy' | null;
  /** The first turn its system produces for its owner, when owned. */
  readonly producesFrom: number | null;
  /** The player's fleets here, by id. */
  readonly myFleets: readonly string[];
  /** The enemy's fleets here, by id. */
  readonly enemyFleets: readonly string[];
  /** The two marks of the text map: the system's, then the fleets' (a space for none). */
  readonly mark: string;
  /** The hex in words, for a tooltip or a screen reader: `0805: neutral system; your fleet p1-f2`. */
  readonly text: string;
}

/** One of the player's fleets. */
export interface BoardFleet {
  /** Its id. */
  readonly id: string;
  /** Its cell. */
  readonly cell: number;
  /** Its hex, by name. */
  readonly at: string;
  /** Hexes a move (TSG-6.1): its slowest ship's engine. */
  readonly speed: number;
  /** Its ships. */
  readonly ships: readonly Ship[];
  /** Its ships by design, the most numerous first. */
  readonly groups: readonly DesignGroup[];
  /** "26 ships: 12 E3 S5 T4 W4, 14 E5 S3 T0 W1". */
  readonly summary: string;
}

/** An enemy fleet's counter. */
export interface EnemyCounter {
  /** Its id. */
  readonly id: string;
  /** Its cell. */
  readonly cell: number;
  /** Its hex, by name. */
  readonly at: string;
  /** What the player's latest sweep counted of it, if it did. */
  readonly seen: Seen | null;
}

/** The whole board of one player. */
export interface Board {
  /** The viewer. */
  readonly me: string;
  /** The other player. */
  readonly enemy: string;
  /** The turn. */
  readonly turn: number;
  /** The game's step, as the order sheet's header and the reports number it. */
  readonly step: number;
  /** The phase awaited. */
  readonly phase: Phase;
  /** The step awaited, in words. */
  readonly phaseText: string;
  /** Whether the viewer gives orders at this step. */
  readonly awaited: boolean;
  /** The last turn (TSG-4.3). */
  readonly turnLimit: number;
  /** Columns. */
  readonly cols: number;
  /** Rows. */
  readonly rows: number;
  /** The column labels, `01` to the last, as hex names begin. */
  readonly columns: readonly string[];
  /** The row labels, `01` to the last, as hex names end. */
  readonly rowLabels: readonly string[];
  /** Every hex, by cell. */
  readonly hexes: readonly BoardHex[];
  /** The viewer's home hex. */
  readonly myHome: BoardHex;
  /** The enemy's home hex. */
  readonly enemyHome: BoardHex;
  /** The viewer's fleets, by id. */
  readonly fleets: readonly BoardFleet[];
  /** The enemy's counters, by id. */
  readonly enemyFleets: readonly EnemyCounter[];
  /** BP in hand. */
  readonly bp: number;
  /** Standing battle orders: break off at this percentage of ships lost, or never (null). */
  readonly retreatAt: number | null;
  /** Ships to lose first. */
  readonly lossOrder: readonly string[];
  /** The battle orders in words. */
  readonly battleText: string;
  /** The marks and their meanings. */
  readonly legend: readonly LegendEntry[];
  /** Why the game ended, once it has. */
  readonly why: string | null;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

const SYSTEM_WORDS: Readonly<Record<SystemMark, string>> = {
  none: 'empty space',
  neutral: 'neutral system',
  mine: 'your system',
  enemy: 'enemy system',
};

/** The battle orders in words (TSG-7.7). */
export const battleWords = (retreatAt: number | null): string =>
  retreatAt === null ? 'never break off' : `break off once ${retreatAt}% of the ships are lost`;

/** Ids in numeric order within a prefix (`p1-f2` before `p1-f10`). */
export const byIdNumber = (a: string, b: string): number => {
  const split = (s: string) => {
    const m = /^(.*?)(\d+)$/.exec(s);
    return m === null ? { p: s, n: -1 } : { p: m[1]!, n: Number(m[2]) };
  };
  const x = split(a);
  const y = split(b);
  return x.p < y.p ? -1 : x.p > y.p ? 1 : x.n - y.n;
};

/** The first mark of a hex: its system, a home showing as a home while its own player holds it. */
function systemMark(system: SystemMark, home: 'mine' | 'enemy' | null): string {
  if (system === 'none') return '.';
  if (system === 'neutral') return '*';
  if (system === 'mine') return home === 'mine' ? 'O' : 'o';
  return home === 'enemy' ? 'X' : 'x';
}

/** The hex's system in words, a home named as such. */
function systemText(system: SystemMark, home: 'mine' | 'enemy' | null): string {
  if ((home === 'mine' && system === 'mine') || (home === 'enemy' && system === 'enemy'))
    return `${home === 'mine' ? 'your' : 'enemy'} home`;
  return home === null
    ? SYSTEM_WORDS[system]
    : `${SYSTEM_WORDS[system]}, ${home === 'mine' ? 'your' : 'the enemy'} home`;
}

/**
 * The board of a view (see the module's comment).
 * @example
 * ```ts
 * const board = boardOf(view);
 * board.hexes.filter((h) => h.myFleets.length > 0).map((h) => h.name); // ['2302']
 * ```
 */
export function boardOf(view: TsgView): Board {
  const grid = hexGrid(view.map);
  const enemy = enemyOf(view);
  const mine = homeCellOf(view, view.me);
  const theirs = homeCellOf(view, enemy);
  const systems = new Map(view.systems.map((s) => [s.cell, s]));
  const fleetsAt = new Map<number, { mine: string[]; enemy: string[] }>();
  for (const f of [...view.fleets].sort((a, b) => byIdNumber(a.id, b.id))) {
    let here = fleetsAt.get(f.at);
    if (here === undefined) {
      here = { mine: [], enemy: [] };
      fleetsAt.set(f.at, here);
    }
    (f.owner === view.me ? here.mine : here.enemy).push(f.id);
  }
  const hexes: BoardHex[] = [];
  for (let cell = 0; cell < grid.size; cell++) {
    const s = systems.get(cell);
    const system: SystemMark =
      s === undefined ? 'none' : s.owner === null ? 'neutral' : s.owner === view.me ? 'mine' : 'enemy';
    const home = cell === mine ? 'mine' : cell === theirs ? 'enemy' : null;
    const here = fleetsAt.get(cell) ?? { mine: [], enemy: [] };
    const m = here.mine.length > 0;
    const e = here.enemy.length > 0;
    const name = grid.name(cell);
    const words = [systemText(system, home)];
    if (m) words.push(`your ${here.mine.length === 1 ? 'fleet' : 'fleets'} ${here.mine.join(', ')}`);
    if (e) words.push(`enemy ${here.enemy.length === 1 ? 'fleet' : 'fleets'} ${here.enemy.join(', ')}`);
    hexes.push({
      cell,
      name,
      col: grid.colOf(cell) + 1,
      row: grid.rowOf(cell) + 1,
      system,
      home,
      producesFrom: s?.producesFrom ?? null,
      myFleets: here.mine,
      enemyFleets: here.enemy,
      mark: systemMark(system, home) + (m && e ? '!' : m ? 'm' : e ? 'e' : ' '),
      text: `${name}: ${words.join('; ')}`,
    });
  }
  const seen = new Map(view.contacts.map((c) => [c.fleet, c]));
  const fleets = [...view.myFleets]
    .sort((a, b) => byIdNumber(a.id, b.id))
    .map((f) => ({
      id: f.id,
      cell: f.at,
      at: grid.name(f.at),
      speed: Math.min(...f.ships.map((x) => x.engine)),
      ships: f.ships,
      groups: designGroups(f.ships),
      summary: shipSummary(f.ships),
    }));
  const enemyFleets = view.fleets
    .filter((f) => f.owner !== view.me)
    .sort((a, b) => byIdNumber(a.id, b.id))
    .map((f) => {
      const c = seen.get(f.id);
      return {
        id: f.id,
        cell: f.at,
        at: grid.name(f.at),
        seen: c === undefined ? null : { ships: c.ships, at: grid.name(c.at), turn: c.turn },
      };
    });
  return {
    me: view.me,
    enemy,
    turn: view.turn,
    step: view.step,
    phase: view.phase,
    phaseText: phaseText(view),
    awaited: view.awaiting.includes(view.me),
    turnLimit: view.turnLimit,
    cols: view.map.cols,
    rows: view.map.rows,
    columns: Array.from({ length: view.map.cols }, (_, c) => pad2(c + 1)),
    rowLabels: Array.from({ length: view.map.rows }, (_, r) => pad2(r + 1)),
    hexes,
    myHome: hexes[mine]!,
    enemyHome: hexes[theirs]!,
    fleets,
    enemyFleets,
    bp: view.bp,
    retreatAt: view.battle.retreatAt,
    lossOrder: view.battle.lossOrder,
    battleText: battleWords(view.battle.retreatAt),
    legend: LEGEND,
    why: whyItEnded(view),
  };
}
