/**
 * The board a client draws, from the player's view alone (HV-4): every hex the player
 * knows with its coordinates as the order sheet writes them, its level of knowledge
 * (HV-4.2) and what it shows, and the player's own units with their ratings. Built in
 * one pass over the view, so its cost is linear in what the player knows, not in the
 * planet (a planet of thousands of players has millions of hexes); any other hex is made
 * when asked for, by {@link hexAt}.
 */
import type { HexKnowledge, SeenUnit } from '../knowledge.js';
import type { RulesOptions } from '../rules-options.js';
import type { Build } from '../state.js';
import type { HvView } from '../view.js';
import { type Direction, type Level, UNIT_STATS, type UnitKind } from '../vocabulary.js';
import { type Hex, hexCount, hexName, onPlanet, readHex } from './hex.js';
import { levelName } from './legend.js';
import { unitName } from './names.js';

/** One of the player's units, with its ratings (HV-2). */
export interface BoardUnit {
  /** Its id, as orders name it. */
  readonly id: number;
  /** Its kind. */
  readonly kind: UnitKind;
  /** Its readable name: `soldier 5`. */
  readonly name: string;
  /** Where it stands, as a hex name. */
  readonly hex: string;
  /** Where it stands. */
  readonly at: Hex;
  /** Hexes it may move in a turn (HV-5.1). */
  readonly move: number;
  /** Its scanner range (HV-4.1). */
  readonly scanners: number;
  /** Its combat ability (HV-6). */
  readonly combat: number;
}

/** Who stands in a hex, as far as the player can tell. */
export type HexSide = 'mine' | 'friend' | 'enemy' | 'unknown' | 'none';

/** One hex as the player knows it. */
export interface BoardHex extends Hex {
  /** Its name, as the order sheet writes it: `-1,4`. */
  readonly name: string;
  /** How well it is known (HV-4.2): 1 exact to 5 presence, or null when no scanner reaches it. */
  readonly level: Level | null;
  /** A Harvester is there (level 5 and better). */
  readonly harvester: boolean;
  /** Resources are there (level 5 and better). */
  readonly resources: boolean;
  /** How many resources (level 1 only). */
  readonly amount?: number;
  /** How many units, Harvesters included (level 2 and better). */
  readonly units?: number;
  /** Something moved in or out this turn (level 4 and better). */
  readonly moved?: boolean;
  /** The sides it was entered from this turn (level 3 and better). */
  readonly enteredFrom?: readonly Direction[];
  /** Every unit there, by owner then kind (level 1 only). */
  readonly contents?: readonly SeenUnit[];
  /** The player's own units there. */
  readonly mine: readonly BoardUnit[];
  /** Who stands there: the player, its side, others, somebody unknown, or nobody seen. */
  readonly side: HexSide;
  /** The combat total of the others' units seen there (level 1 only; 0 elsewhere). */
  readonly enemyCombat: number;
  /** The map's mark for it (see `MARKS`). */
  readonly mark: string;
  /** True when it is the Harvester's target. */
  readonly isTarget: boolean;
}

/** The whole board of one player. */
export interface HvBoard {
  /** Whose board. */
  readonly player: string;
  /** The turn whose orders are due. */
  readonly turn: number;
  /** The planet's radius: each of q, r and q + r runs from -radius to radius. */
  readonly radius: number;
  /** The planet's number of hexes. */
  readonly hexCount: number;
  /** The rules the game is played by. */
  readonly rules: RulesOptions;
  /** True while the player is on the planet and gives orders. */
  readonly active: boolean;
  /** Resources the Harvester holds (at most 20, HV-2.2). */
  readonly load: number;
  /** The Harvester's target, or null (HV-5.2). */
  readonly target: string | null;
  /** The rebuild under way (HV-7.3), or null. */
  readonly build: Build | null;
  /** The player's army: the most of each defence unit it may hold and rebuild (HV-2.1, HV-7.3). */
  readonly army: HvView['army'];
  /** The player's rulers, nearest first (HV-8.4). */
  readonly rulers: readonly string[];
  /** The player's direct subjects (HV-8.1). */
  readonly subjects: readonly string[];
  /** Victory points (HV-9). */
  readonly vp: number;
  /** The player's units, in id order. */
  readonly units: readonly BoardUnit[];
  /** The Harvester, while the player has one on the planet. */
  readonly harvester: BoardUnit | undefined;
  /** Every hex the player scans or has units in, west to east, each column north to south. */
  readonly known: readonly BoardHex[];
  /** The same hexes by name. */
  readonly byName: ReadonlyMap<string, BoardHex>;
  /** The player, its rulers and its direct subjects: the players it knows to be on its side. */
  readonly friends: ReadonlySet<string>;
  /** The planet's rough hexes by name, which only Soldiers and Scouts enter (HV-3.5; public). */
  readonly rough: ReadonlySet<string>;
  /** The planet's shrouded hexes by name, which no scanner outside them sees into (HV-3.5; public). */
  readonly shroud: ReadonlySet<string>;
}

/** The board of a player's view. Linear in the view. */
export function boardModel(view: HvView): HvBoard {
  const R = view.radius;
  const friends = new Set([view.player, ...view.rulers, ...view.subjects]);
  const units: BoardUnit[] = view.units.map((u) => {
    const s = UNIT_STATS[u.kind];
    return {
      id: u.id,
      kind: u.kind,
      name: unitName(u.kind, u.id),
      hex: u.hex,
      at: readHex(R, u.hex) ?? { q: 0, r: 0 },
      move: s.move,
      scanners: s.scanners,
      combat: s.combat,
    };
  });
  const mineAt = new Map<string, BoardUnit[]>();
  for (const u of units) {
    const list = mineAt.get(u.hex);
    if (list === undefined) mineAt.set(u.hex, [u]);
    else list.push(u);
  }
  const byName = new Map<string, BoardHex>();
  for (const k of view.known) byName.set(k.hex, makeHex(R, k.hex, k, mineAt.get(k.hex) ?? [], friends, view));
  for (const [name, mine] of mineAt)
    if (!byName.has(name)) byName.set(name, makeHex(R, name, undefined, mine, friends, view));
  const known = [...byName.values()].sort((a, b) => a.q - b.q || a.r - b.r);
  return {
    player: view.player,
    turn: view.turn,
    radius: R,
    hexCount: hexCount(R),
    rules: view.rules,
    active: view.active,
    load: view.load,
    target: view.target,
    build: view.build,
    army: view.army,
    rulers: [...view.rulers],
    subjects: view.subjects,
    vp: view.vp,
    units,
    harvester: units.find((u) => u.kind === 'harvester'),
    known,
    byName,
    friends,
    rough: new Set(view.terrain.rough),
    shroud: new Set(view.terrain.shroud),
  };
}

function makeHex(
  R: number,
  name: string,
  k: HexKnowledge | undefined,
  mine: readonly BoardUnit[],
  friends: ReadonlySet<string>,
  view: Pick<HvView, 'player' | 'target'>,
): BoardHex {
  const at = nameAt(R, name) ?? { q: 0, r: 0 };
  const contents = k?.contents;
  const others = (contents ?? []).filter((c) => !friends.has(c.owner));
  const enemyCombat = others.reduce((s, c) => s + UNIT_STATS[c.kind].combat, 0);
  const side: HexSide =
    mine.length > 0
      ? 'mine'
      : contents !== undefined
        ? others.length > 0
          ? 'enemy'
          : contents.length > 0
            ? 'friend'
            : 'none'
        : (k?.units ?? 0) > 0 || k?.harvester === true
          ? 'unknown'
          : 'none';
  // Built field by field in the order of BoardHex (a board holds a hex for everything the
  // player knows, and a sheet of a planet of thousands draws one for every player).
  const hex: { -readonly [K in keyof BoardHex]: BoardHex[K] } = {
    q: at.q,
    r: at.r,
    name,
    level: k?.level ?? null,
    harvester: k?.harvester ?? mine.some((u) => u.kind === 'harvester'),
    resources: k?.resources ?? false,
  } as BoardHex;
  if (k?.amount !== undefined) hex.amount = k.amount;
  if (k?.units !== undefined) hex.units = k.units;
  if (k?.moved !== undefined) hex.moved = k.moved;
  if (k?.enteredFrom !== undefined) hex.enteredFrom = k.enteredFrom;
  if (contents !== undefined) hex.contents = contents;
  hex.mine = mine;
  hex.side = side;
  hex.enemyCombat = enemyCombat;
  hex.isTarget = view.target === name;
  hex.mark = markOf(hex, others);
  return hex;
}

/** The hex a name from the view stands for (`q,r` as the game writes it, read without a pattern), else as `readHex` reads it. */
function nameAt(R: number, name: string): Hex | undefined {
  const comma = name.indexOf(',');
  const q = Number(name.slice(0, comma));
  const r = Number(name.slice(comma + 1));
  if (comma > 0 && Number.isInteger(q) && Number.isInteger(r) && `${q},${r}` === name && onPlanet(R, q, r))
    return { q, r };
  return readHex(R, name);
}

function markOf(h: Omit<BoardHex, 'mark'>, others: readonly SeenUnit[]): string {
  if (h.mine.length > 0) return '@';
  if (others.some((c) => c.kind === 'harvester')) return 'H';
  if (h.contents !== undefined && others.length > 0) return 'E';
  if (h.contents !== undefined && h.contents.length > 0) return 'F';
  if (h.harvester) return 'H';
  if (h.units !== undefined && h.units > 0) return h.units > 9 ? '+' : String(h.units);
  if (h.resources) return '*';
  if (h.moved === true) return '~';
  if (h.level === null) return '?';
  return '.';
}

/**
 * The hex of that name or coordinates as the player knows it, or undefined when it is not
 * a hex of the planet. A hex no scanner reaches comes back with level null.
 */
export function hexAt(board: HvBoard, where: string | Hex): BoardHex | undefined {
  const at = typeof where === 'string' ? readHex(board.radius, where) : where;
  if (at === undefined || !Number.isInteger(at.q) || !Number.isInteger(at.r)) return undefined;
  if (Math.abs(at.q) > board.radius || Math.abs(at.r) > board.radius || Math.abs(at.q + at.r) > board.radius)
    return undefined;
  const name = hexName(at);
  return board.byName.get(name) ?? makeHex(board.radius, name, undefined, [], board.friends, board);
}

/** A unit of the player's by id, or undefined. */
export const unitOf = (board: HvBoard, id: number): BoardUnit | undefined =>
  board.units.find((u) => u.id === id);

/**
 * What is known to stand in a hex, in short phrases: `your general 2`, `p2's Harvester and
 * scout`, `3 units, a Harvester among them`, `4 resources`, `entered from n, se`.
 */
export function hexContents(board: HvBoard, h: BoardHex): string[] {
  const parts: string[] = [];
  if (h.mine.length > 0) parts.push(`your ${h.mine.map((u) => u.name).join(', ')}`);
  if (h.contents !== undefined) {
    const others = h.contents.filter((c) => c.owner !== board.player);
    if (others.length > 0) parts.push(seenUnits(others));
    if (h.amount !== undefined && h.amount > 0)
      parts.push(`${h.amount} resource${h.amount === 1 ? '' : 's'}`);
  } else {
    if (h.units !== undefined && h.units > 0 && h.mine.length === 0)
      parts.push(
        `${h.units} unit${h.units === 1 ? '' : 's'}${h.harvester ? ', a Harvester among them' : ''}`,
      );
    else if (h.harvester && h.mine.length === 0) parts.push('a Harvester');
    if (h.resources) parts.push('resources');
  }
  if (h.enteredFrom !== undefined && h.enteredFrom.length > 0)
    parts.push(`entered from ${h.enteredFrom.join(', ')} this turn`);
  else if (h.moved === true)
    parts.push(
      h.enteredFrom !== undefined ? 'something left this turn' : 'something moved in or out this turn',
    );
  return parts;
}

/** What a hex shows, as a sentence: `-1,4, level 2 (count): 3 units, a Harvester among them; resources.` */
export function describeHex(board: HvBoard, h: BoardHex): string {
  const parts = hexContents(board, h);
  if (h.level !== null && parts.length === 0) parts.push('nothing seen');
  if (h.isTarget) parts.push("your Harvester's target");
  const what = parts.length === 0 ? '' : `: ${parts.join('; ')}`;
  return `${h.name}, ${levelName(h.level)}${what}.`;
}

/** Units seen exactly, grouped by owner: `p2's Harvester, general and 2 scouts`. */
function seenUnits(units: readonly SeenUnit[]): string {
  const byOwner = new Map<string, Map<UnitKind, number>>();
  for (const u of units) {
    const kinds = byOwner.get(u.owner) ?? new Map<UnitKind, number>();
    kinds.set(u.kind, (kinds.get(u.kind) ?? 0) + 1);
    byOwner.set(u.owner, kinds);
  }
  return [...byOwner]
    .map(([owner, kinds]) => {
      const list = [...kinds].map(([kind, n]) =>
        n === 1 ? (kind === 'harvester' ? 'Harvester' : kind) : `${n} ${kind}s`,
      );
      return `${owner}'s ${list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list.at(-1)}` : list[0]}`;
    })
    .join(', ');
}
