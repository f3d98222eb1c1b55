/**
 * What a selected unit may be ordered to do, from the board alone (HV-5, HV-8.2): the
 * hexes a defence unit may move to with the path it takes there and what it meets, and
 * the hexes a Harvester may be given as its target. A client marks these on the board and
 * builds the order from the one the person picks (`orders.ts`); every one is an order
 * `checkOrders` accepts, as a test checks.
 */

import { NIMBLE_KINDS, type UnitKind } from '../vocabulary.js';
import { type BoardHex, type BoardUnit, type HvBoard, hexAt, unitOf } from './board.js';
import { type Hex, hexDistance, hexesWithin, hexName, pathTowards } from './hex.js';

/** What a unit moving into a hex meets, as far as the player can tell. */
export type ReachAction = 'move' | 'join' | 'attack' | 'blocked';

/** A hex a defence unit may be ordered to. */
export interface Reach {
  /** The hex's name, as the order sheet writes it. */
  readonly hex: string;
  /** Steps away (1 to the unit's move). */
  readonly distance: number;
  /** The hexes it steps into on the way, the last being `hex` (the move order's path). */
  readonly path: readonly string[];
  /**
   * What it meets: `move` nothing seen, `join` the player's own units, `attack` other
   * units (a fight, HV-6), `blocked` its ruler's units on the way, which it may not enter
   * (HV-8.2: it stops before them).
   */
  readonly action: ReachAction;
  /** The same in words, for a tooltip: `attack: p2's units, combat 4 against this soldier's 2`. */
  readonly note: string;
}

/**
 * The hexes a defence unit may be ordered to (HV-5.1): every hex within its move, each
 * with the path the rules would walk (north first, then clockwise, one step nearer each
 * time), but those whose path crosses rough ground the unit may not enter (HV-3.5). None for the Harvester (it takes a target), an unknown unit or a player not on
 * the planet.
 */
export function legalMoves(board: HvBoard, unitId: number): Reach[] {
  const u = unitOf(board, unitId);
  if (u === undefined || u.kind === 'harvester' || !board.active) return [];
  const out: Reach[] = [];
  for (const { hex, distance } of hexesWithin(board.radius, u.at, u.move)) {
    if (distance === 0) continue;
    const path = pathTowards(board.radius, u.at, hex, u.move);
    if (!mayWalk(board, u.kind, path)) continue; // HV-3.5: rough ground on the way
    const { action, note } = meets(board, u, path);
    out.push({ hex: hexName(hex), distance, path: path.map(hexName), action, note });
  }
  return out.sort((a, b) => a.distance - b.distance || compareNames(a.hex, b.hex));
}

/** True when a unit of this kind may step into every hex of the path (HV-3.5: rough ground takes only Soldiers and Scouts). */
function mayWalk(board: HvBoard, kind: UnitKind, path: readonly Hex[]): boolean {
  if (board.rough.size === 0 || NIMBLE_KINDS.includes(kind)) return true;
  return path.every((h) => !board.rough.has(hexName(h)));
}

/**
 * True when the Harvester may take the road to `to` (HV-5.2): no rough hex on it (HV-3.5)
 * and, under `roadResources: every-hex`, every hex before the target known to hold resources.
 */
function roadOpen(board: HvBoard, from: Hex, to: Hex): boolean {
  const road = pathTowards(board.radius, from, to, board.radius + 1);
  if (!mayWalk(board, 'harvester', road)) return false;
  if (board.rules.roadResources !== 'every-hex') return true;
  return road.slice(0, -1).every((h) => {
    const k = board.byName.get(hexName(h));
    return k !== undefined && k.level !== null && k.resources;
  });
}

/** What a unit walking `path` meets: its ruler's units on the way stop it (HV-8.2), else the last hex decides. */
function meets(board: HvBoard, u: BoardUnit, path: readonly Hex[]): { action: ReachAction; note: string } {
  for (const step of path) {
    const h = hexAt(board, step)!;
    if ((h.contents ?? []).some((c) => board.rulers.includes(c.owner)))
      return {
        action: 'blocked',
        note: `blocked: your ruler's units stand at ${h.name}; a subject's units may not enter their hex`,
      };
  }
  const end = hexAt(board, path[path.length - 1]!)!;
  const fight = enemyAt(end);
  if (fight !== null)
    return {
      action: 'attack',
      note: `attack: ${fight}, against this ${u.kind}'s ${u.combat} (with any of your units that join it)`,
    };
  if (end.mine.length > 0)
    return { action: 'join', note: `join your ${end.mine.map((m) => m.name).join(', ')}` };
  return {
    action: 'move',
    note:
      end.level === null ? 'move: not scanned this turn, anything may be there' : 'move: nothing seen there',
  };
}

/** The others seen in a hex, in words, or null when none are seen. */
function enemyAt(h: BoardHex): string | null {
  if (h.side === 'enemy') return `other units, combat ${h.enemyCombat}`;
  if (h.side === 'unknown')
    return h.units !== undefined
      ? `${h.units} unit${h.units === 1 ? '' : 's'} of unknown owners`
      : 'a Harvester';
  return null;
}

/** A hex the Harvester may be given as its target (HV-5.2). */
export interface TargetChoice {
  /** The hex's name. */
  readonly hex: string;
  /** Steps away: the turns the Harvester takes to get there, moving one hex a turn. */
  readonly distance: number;
  /** The resources there, when known exactly (level 1). */
  readonly amount?: number;
  /** A note: `a Harvester is there` (yours waits while it stays, HV-5.3). */
  readonly note: string;
}

/** Why the Harvester takes no new target now, or null when it may. */
export function targetLocked(board: HvBoard): string | null {
  if (!board.active) return 'you are not on the planet';
  if (board.harvester === undefined) return 'you have no Harvester';
  if (board.target !== null)
    return `your Harvester heads for ${board.target} and holds that target until it arrives`;
  return null;
}

/**
 * The hexes the Harvester may be given as its target: every hex the player's scans show
 * holding resources (HV-5.2) whose road it may take (no rough ground, HV-3.5; under
 * `roadResources: every-hex`, resources known on every hex of it), nearest first. None
 * while a target holds.
 */
export function legalTargets(board: HvBoard): TargetChoice[] {
  const h = board.harvester;
  if (h === undefined || targetLocked(board) !== null) return [];
  return board.known
    .filter((k) => k.resources && k.level !== null && roadOpen(board, h.at, k))
    .map((k) => ({
      hex: k.name,
      distance: hexDistance(board.radius, h.at, k),
      ...(k.amount !== undefined ? { amount: k.amount } : {}),
      note:
        k.harvester && k.name !== h.hex
          ? 'a Harvester is there: yours cannot enter while it stays'
          : k.name === h.hex
            ? 'where your Harvester stands'
            : `${hexDistance(board.radius, h.at, k)} turn${hexDistance(board.radius, h.at, k) === 1 ? '' : 's'} away`,
    }))
    .sort((a, b) => a.distance - b.distance || compareNames(a.hex, b.hex));
}

/** Orders hex names west to east, then north to south (the board's order). */
function compareNames(a: string, b: string): number {
  const [qa, ra] = a.split(',').map(Number) as [number, number];
  const [qb, rb] = b.split(',').map(Number) as [number, number];
  return qa - qb || ra - rb;
}
