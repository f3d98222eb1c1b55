/**
 * A player's orders (HV-1.4): the raw JSON a player sends, the validated form, and the
 * one road between them. Every order is checked on its own: `readOrders` keeps the sound
 * ones and lists the refused ones with typed issues, so one bad line never costs a
 * player the rest of its turn; `checkOrders` is the strict form (any issue refuses).
 * The check reads only what the player knows: a target must be a hex the player's own
 * scans show holding resources (HV-5.2), so no answer tells it more.
 */

import type { HexWrapGrid } from '../kernel/grid/hex-wrap.js';
import { onlyNearestName } from '../kernel/nearest-name.js';
import { readInput } from '../kernel/read-input.js';
import { err, ok, type Result } from '../kernel/result.js';
import { isOver } from './end.js';
import { describe, type Issue, issue } from './errors.js';
import { scansHex } from './knowledge.js';
import { planetGrid } from './planet.js';
import { roadFault } from './road.js';
import { derived, type HvState, isActive } from './state.js';
import { mayEnter } from './terrain.js';
import { DEFENCE_KINDS, type DefenceKind, UNIT_STATS } from './vocabulary.js';

/** One unit's move as a player writes it: its id and the hexes it steps into, in order. */
export interface RawMove {
  /** The unit's id. */
  readonly unit: number;
  /** The hexes stepped into, each next to the one before (`q,r` names). */
  readonly path: readonly string[];
}

/** A player's orders as JSON (every field optional; `[]` also means "nothing"). */
export interface RawOrders {
  /** A new target for the Harvester (HV-5.2). */
  readonly target?: string;
  /** Resources to drop in the Harvester's hex before moving (HV-5.5). */
  readonly drop?: number;
  /** A destroyed defence unit to rebuild (HV-7.3). */
  readonly rebuild?: DefenceKind;
  /** Units to self-destruct (HV-7.4); the Harvester's id takes the player out (HV-7.5). */
  readonly destroy?: readonly number[];
  /** Defence units' moves (HV-5.1). */
  readonly moves?: readonly RawMove[];
}

/** A validated move: cells, not names. */
export interface Move {
  /** The unit's id. */
  readonly unit: number;
  /** The cells stepped into. */
  readonly path: readonly number[];
}

/** Validated orders. */
export interface Orders {
  /** A new target, or null. */
  readonly target: number | null;
  /** Resources to drop (0 for none). */
  readonly drop: number;
  /** A rebuild to start, or null. */
  readonly rebuild: DefenceKind | null;
  /** Units to self-destruct. */
  readonly destroy: readonly number[];
  /** Moves, in the order given. */
  readonly moves: readonly Move[];
}

/** No orders at all. */
export const NO_ORDERS: Orders = { target: null, drop: 0, rebuild: null, destroy: [], moves: [] };

const FIELDS = ['target', 'drop', 'rebuild', 'destroy', 'moves'];

/** The rebuild cost of a kind under the rules (HV-7.3). */
export function rebuildCost(state: HvState, kind: DefenceKind): number {
  const s = UNIT_STATS[kind];
  return state.rules.rebuildCost === 'scanners' ? s.scanners : s.scanners + s.combat;
}

/** What {@link readOrders} gives: the sound orders and the issues of the refused ones. */
export interface ReadOrders {
  /** The orders kept. */
  readonly orders: Orders;
  /** Why the others were refused. */
  readonly issues: Issue[];
}

/** The sound orders of `raw`, and the issues of those refused. Never throws. */
export function readOrders(state: HvState, player: string, raw: unknown): ReadOrders {
  const issues: Issue[] = [];
  const refuse = (i: Issue) => {
    issues.push(i);
  };
  if (typeof player !== 'string' || !isActive(state, player) || isOver(state)) {
    return { orders: NO_ORDERS, issues: [issue('orders/not-awaited', [], { player: String(player) })] };
  }
  const read = readInput(raw, { maxDepth: 8, maxValues: 100_000 });
  if (!read.ok)
    return {
      orders: NO_ORDERS,
      issues: [issue('orders/not-an-object', read.error.path, { got: read.error.detail })],
    };
  const v = read.value;
  if (Array.isArray(v) && v.length === 0) return { orders: NO_ORDERS, issues: [] };
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    return { orders: NO_ORDERS, issues: [issue('orders/not-an-object', [], { got: describe(v) })] };
  const o = v as Record<string, unknown>;
  for (const f of Object.keys(o))
    if (!FIELDS.includes(f)) refuse(issue('orders/unknown-field', [f], { field: f }));
  const grid = planetGrid(state.radius);
  const m = state.machines[player]!;
  const mine = new Map((derived(state).unitsOf.get(player) ?? []).map((u) => [u.id, u]));
  const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

  // One hex's scans at a time: a whole map of what the player scans costs its chain of subjects.
  const knowsResources = (hex: number) =>
    scansHex(state, player, hex) && (state.resources[hex] as number) > 0;
  // HV-5.2, HV-3.5: the road from the Harvester to the target, as the player knows it.
  const harvesterRoadFault = (hex: number) => {
    const h = [...mine.values()].find((u) => u.kind === 'harvester');
    return h === undefined ? null : roadFault(grid, state.rules, state.terrain, h.hex, hex, knowsResources);
  };
  let target: number | null = null;
  if (o.target !== undefined) {
    const hex = grid.parse(o.target);
    if (typeof o.target !== 'string')
      refuse(issue('orders/bad-value', ['target'], { expected: 'a hex name such as "1,-2"' }));
    else if (hex === undefined)
      refuse(issue('hex/unknown', ['target'], { hex: describe(o.target), radius: state.radius }));
    else if (m.target !== null) refuse(issue('target/locked', ['target'], { target: grid.name(m.target) }));
    // HV-5.2: the player must know the hex holds resources; its own scans decide, not the planet.
    else if (!knowsResources(hex)) refuse(issue('target/no-resources', ['target'], { hex: grid.name(hex) }));
    else {
      const fault = harvesterRoadFault(hex);
      if (fault === null) target = hex;
      else
        refuse(
          issue(fault.fault === 'rough' ? 'target/rough' : 'target/road-without-resources', ['target'], {
            hex: grid.name(hex),
            at: grid.name(fault.hex),
          }),
        );
    }
  }
  let drop = 0;
  if (o.drop !== undefined) {
    if (!isInt(o.drop) || o.drop < 0)
      refuse(issue('orders/bad-value', ['drop'], { expected: 'a whole number from 0' }));
    else if (o.drop > m.load) refuse(issue('drop/too-much', ['drop'], { amount: o.drop, load: m.load }));
    else drop = o.drop;
  }
  let rebuild: DefenceKind | null = null;
  if (o.rebuild !== undefined) {
    // Kinds in any case: `Scout` is a scout.
    const kind = (typeof o.rebuild === 'string' ? o.rebuild.toLowerCase() : o.rebuild) as DefenceKind;
    if (typeof o.rebuild !== 'string')
      refuse(issue('orders/bad-value', ['rebuild'], { expected: `one of ${DEFENCE_KINDS.join(', ')}` }));
    else if (!(DEFENCE_KINDS as readonly string[]).includes(kind))
      refuse(
        issue('rebuild/unknown-kind', ['rebuild'], {
          kind: describe(o.rebuild),
          suggestion: onlyNearestName(o.rebuild, DEFENCE_KINDS) ?? '',
        }),
      );
    else if ([...mine.values()].filter((u) => u.kind === kind).length >= m.army[kind])
      refuse(issue('rebuild/none-missing', ['rebuild'], { kind }));
    else if (m.build !== null) refuse(issue('rebuild/busy', ['rebuild'], {}));
    else if (rebuildCost(state, kind) > m.load - drop)
      refuse(
        issue('rebuild/too-expensive', ['rebuild'], { cost: rebuildCost(state, kind), load: m.load - drop }),
      );
    else rebuild = kind;
  }
  const destroy: number[] = [];
  if (o.destroy !== undefined) {
    if (!Array.isArray(o.destroy))
      refuse(issue('orders/bad-value', ['destroy'], { expected: 'a list of unit ids' }));
    else
      o.destroy.forEach((id, k) => {
        if (!isInt(id) || !mine.has(id))
          refuse(issue('destroy/unknown-unit', ['destroy', k], { unit: isInt(id) ? id : -1 }));
        else if (destroy.includes(id)) refuse(issue('destroy/twice', ['destroy', k], { unit: id }));
        else destroy.push(id);
      });
  }
  const moves: Move[] = [];
  if (o.moves !== undefined) {
    if (!Array.isArray(o.moves))
      refuse(issue('orders/bad-value', ['moves'], { expected: 'a list of moves' }));
    else
      o.moves.forEach((mv, k) => {
        const move = readMove(state, grid, mine, mv, k, moves);
        if ('code' in move) refuse(move);
        else moves.push(move);
      });
  }
  return { orders: { target, drop, rebuild, destroy, moves }, issues };
}

function readMove(
  state: HvState,
  grid: HexWrapGrid,
  mine: ReadonlyMap<number, { kind: string; hex: number }>,
  mv: unknown,
  k: number,
  taken: readonly Move[],
): Move | Issue {
  if (typeof mv !== 'object' || mv === null || Array.isArray(mv))
    return issue('orders/bad-value', ['moves', k], {
      expected: 'a move such as {"unit": 3, "path": ["1,0"]}',
    });
  const { unit, path } = mv as Record<string, unknown>;
  // The first field that is neither, without a copy of the rest: ten moves a player each turn.
  for (const extra of Object.keys(mv))
    if (extra !== 'unit' && extra !== 'path')
      return issue('orders/unknown-field', ['moves', k, extra], { field: extra });
  if (typeof unit !== 'number' || !Number.isInteger(unit) || !mine.has(unit))
    return issue('move/unknown-unit', ['moves', k, 'unit'], { unit: typeof unit === 'number' ? unit : -1 });
  if (taken.some((t) => t.unit === unit)) return issue('move/twice', ['moves', k, 'unit'], { unit });
  const u = mine.get(unit)!;
  if (u.kind === 'harvester') return issue('move/harvester', ['moves', k, 'unit'], { unit });
  if (!Array.isArray(path) || path.length === 0)
    return issue('orders/bad-value', ['moves', k, 'path'], { expected: 'a list of one or more hex names' });
  const move = UNIT_STATS[u.kind as DefenceKind].move;
  if (path.length > move)
    return issue('move/too-far', ['moves', k, 'path'], { unit, kind: u.kind, steps: path.length, move });
  const cells: number[] = [];
  let at = u.hex;
  for (let i = 0; i < path.length; i++) {
    const name: unknown = path[i];
    const c = grid.parse(name);
    if (c === undefined)
      return issue('hex/unknown', ['moves', k, 'path', i], { hex: describe(name), radius: state.radius });
    // Next to `at`: one step away on the wrapped planet (a radius is at least 1), which is
    // what `neighbours` lists, without making that list for every step of every move.
    if (grid.distance(at, c) !== 1)
      return issue('move/not-adjacent', ['moves', k, 'path', i], {
        unit,
        kind: u.kind,
        step: i + 1,
        hex: grid.name(c),
        from: grid.name(at),
        neighbours: grid.neighbours(at).map((n) => grid.name(n)),
      });
    // HV-3.5: the terrain is public, so a step into a rough hex is refused when ordered.
    if (!mayEnter(state.terrain, u.kind as DefenceKind, c))
      return issue('move/rough', ['moves', k, 'path', i], {
        unit,
        kind: u.kind,
        step: i + 1,
        hex: grid.name(c),
      });
    cells.push(c);
    at = c;
  }
  return { unit, path: cells };
}

/** The orders, or every issue if any is refused (the strict check of the contract). */
export function checkOrders(state: HvState, player: string, raw: unknown): Result<Orders, Issue[]> {
  const r = readOrders(state, player, raw);
  return r.issues.length > 0 ? err(r.issues) : ok(r.orders);
}
