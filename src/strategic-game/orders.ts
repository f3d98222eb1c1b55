/**
 * Orders (TSG-2.3): a player's orders for a step are a list; each order is an object with
 * a `kind`. Reading checks every order against the state and the orders before it (BP
 * already spent, fleets already ordered) and gives each order either its validated form
 * or its typed issues, so that every order gets an outcome. Never throws.
 */

import { onlyNearestName } from '../kernel/nearest-name.js';
import { readInput } from '../kernel/read-input.js';
import { costOf, type Design, designProblems } from './design.js';
import { describeValue, type Issue, issue } from './errors.js';
import { gridOf } from './map.js';
import { enemyOf, type Fleet, fleetsOf, homeOf, speedOf, type TsgState } from './state.js';
import { MOVE_ORDER_KINDS, ORDER_KINDS, type OrderKind, PRODUCTION_ORDER_KINDS } from './vocabulary.js';

/** TSG-5.2: build a ship at home, as a new one-ship fleet or joining a fleet there. */
export interface BuildOrder extends Design {
  /** The kind. */
  readonly kind: 'build';
  /** A fleet of the player's at home to join; absent for a new fleet. */
  readonly into?: string;
}
/** TSG-6.3: a fleet joins another in its hex. */
export interface MergeOrder {
  /** The kind. */
  readonly kind: 'merge';
  /** The fleet that joins. */
  readonly fleet: string;
  /** The fleet it joins. */
  readonly into: string;
}
/** TSG-6.3: ships leave a fleet as a new fleet in the same hex. */
export interface SplitOrder {
  /** The kind. */
  readonly kind: 'split';
  /** The fleet split. */
  readonly fleet: string;
  /** The ships that leave, by id. */
  readonly ships: readonly string[];
}
/** TSG-7.6, TSG-7.7: new standing battle orders. */
export interface BattleOrder {
  /** The kind. */
  readonly kind: 'battle';
  /** Break off at this percentage of ships lost (1 to 100), or never (null). */
  readonly retreatAt: number | null;
  /** Ship ids to lose first (optional; default none). */
  readonly lossOrder?: readonly string[];
}
/** TSG-6.1: a fleet moves to a hex within its speed. */
export interface MoveOrder {
  /** The kind. */
  readonly kind: 'move';
  /** The fleet. */
  readonly fleet: string;
  /** The destination, by hex name (`CCRR`). */
  readonly to: string;
}
/** Any order. */
export type Order = BuildOrder | MergeOrder | SplitOrder | BattleOrder | MoveOrder;

/** An order read and accepted. */
export interface AcceptedOrder {
  /** Accepted. */
  readonly ok: true;
  /** The validated order. */
  readonly order: Order;
  /** Its place in the list. */
  readonly index: number;
}

/** An order refused. */
export interface RefusedOrder {
  /** Refused. */
  readonly ok: false;
  /** Why. */
  readonly issues: readonly Issue[];
  /** Its place in the list. */
  readonly index: number;
  /** What was given. */
  readonly raw: unknown;
}

/** One order as read: the order, or its problems. */
export type ReadOrder = AcceptedOrder | RefusedOrder;

/** A player's orders read: each with its outcome, or the problem with the whole list. */
export interface ReadOrders {
  /** A problem with the list itself (not awaited, not a list); the orders are then empty. */
  readonly listIssues: readonly Issue[];
  /** Each order in the list, in order. */
  readonly orders: readonly ReadOrder[];
}

/** At most this many orders in one list; a longer list is refused whole. */
export const MAX_ORDERS = 1000;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStr = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 40;

/** TSG-2.3: the phase's awaited player(s). */
export function awaitedPlayers(s: TsgState): readonly string[] {
  if (s.phase === 'production') return s.players;
  if (s.phase === 'move-1') return [s.initiative[0]];
  if (s.phase === 'move-2') return [s.initiative[1]];
  return [];
}

/** Reads a player's raw orders for the current step. Never throws. */
export function readOrders(s: TsgState, player: string, raw: unknown): ReadOrders {
  if (!awaitedPlayers(s).includes(player))
    return {
      listIssues: [issue('orders/not-awaited', [], { player: String(player).slice(0, 40) })],
      orders: [],
    };
  const read = readInput(raw, { maxDepth: 8, maxValues: 20_000 });
  if (!read.ok || !Array.isArray(read.value) || read.value.length > MAX_ORDERS)
    return {
      listIssues: [
        issue('orders/not-a-list', [], { got: read.ok ? describeValue(read.value) : read.error.detail }),
      ],
      orders: [],
    };
  const ctx = newContext(s, player);
  const orders = read.value.map((o, index): ReadOrder => {
    const r = readOne(s, player, o, index, ctx);
    return Array.isArray(r) ? { ok: false, issues: r, index, raw: o } : { ok: true, order: r, index };
  });
  return { listIssues: [], orders };
}

/** Every problem with a player's raw orders (empty when all are sound). */
export function orderIssues(s: TsgState, player: string, raw: unknown): Issue[] {
  const r = readOrders(s, player, raw);
  return [...r.listIssues, ...r.orders.flatMap((o) => (o.ok ? [] : o.issues))];
}

interface Context {
  spent: number;
  /** Fleets merged away or split (production), or moved (movement), in the orders so far. */
  used: Set<string>;
  battle: boolean;
  /**
   * The player's fleets by id, as the state has them (orders are read against the state,
   * not against each other's effects): made once for the list, not once an order, which
   * made reading a list cost orders × fleets.
   */
  mine: ReadonlyMap<string, Fleet>;
}
const newContext = (s: TsgState, player: string): Context => ({
  spent: 0,
  used: new Set(),
  battle: false,
  mine: new Map(fleetsOf(s, player).map((f) => [f.id, f])),
});

function readOne(s: TsgState, player: string, o: unknown, index: number, ctx: Context): Order | Issue[] {
  const path = [index];
  if (!isObj(o) || !(ORDER_KINDS as readonly unknown[]).includes(o.kind))
    return [issue('order/unknown-kind', path, { got: describeValue(isObj(o) ? o.kind : o) })];
  const kind = o.kind as OrderKind;
  const taken = s.phase === 'production' ? PRODUCTION_ORDER_KINDS : MOVE_ORDER_KINDS;
  if (!(taken as readonly string[]).includes(kind))
    return [issue('order/wrong-step', path, { kind, phase: s.phase })];
  const mine = ctx.mine;
  // Ids are read in any case (`P1-F2` is `p1-f2`: player ids are lower case, TSG-1.1).
  const fleetField = (field: string): string | Issue => {
    const v = o[field];
    if (!isStr(v)) return issue('order/bad-field', [index, field], { field, expected: 'a fleet id' });
    const id = v.toLowerCase();
    if (!mine.has(id)) {
      // A near miss among the player's own fleets only: another's ids tell nothing new.
      const near = onlyNearestName(id, [...mine.keys()]);
      return issue('fleet/unknown', [index, field], {
        fleet: v,
        ...(near !== undefined ? { suggestion: near } : {}),
      });
    }
    return id;
  };
  const claim = (fleet: string): Issue[] => {
    if (ctx.used.has(fleet)) return [issue('fleet/twice', path, { fleet })];
    ctx.used.add(fleet);
    return [];
  };
  switch (kind) {
    case 'build': {
      const problems = designProblems(o, s.rules, path);
      let into: string | undefined;
      if (o.into !== undefined) {
        const f = isStr(o.into) ? mine.get(o.into.toLowerCase()) : undefined;
        if (f === undefined || f.at !== homeOf(s, player))
          problems.push(issue('build/not-at-home', [index, 'into'], { fleet: describeValue(o.into) }));
        else if (ctx.used.has(f.id)) problems.push(issue('fleet/twice', [index, 'into'], { fleet: f.id }));
        else into = f.id;
      }
      if (problems.length > 0) return problems;
      const design = { engine: o.engine, shields: o.shields, toHit: o.toHit, weapons: o.weapons } as Design;
      const have = s.sides[player]!.bp;
      const needed = ctx.spent + costOf(design);
      if (needed > have) return [issue('build/insufficient-bp', path, { needed, have })];
      ctx.spent = needed;
      return { kind, ...design, ...(into !== undefined ? { into } : {}) };
    }
    case 'merge': {
      const fleet = fleetField('fleet');
      const into = fleetField('into');
      if (typeof fleet !== 'string') return [fleet];
      if (typeof into !== 'string') return [into];
      if (fleet === into || mine.get(fleet)!.at !== mine.get(into)!.at)
        return [issue('merge/apart', path, { fleet, into })];
      // A fleet merged away or split is gone for later transfers; a fleet may take in several.
      if (ctx.used.has(into)) return [issue('fleet/twice', [index, 'into'], { fleet: into })];
      const twice = claim(fleet);
      return twice.length > 0 ? twice : { kind, fleet, into };
    }
    case 'split': {
      const fleet = fleetField('fleet');
      if (typeof fleet !== 'string') return [fleet];
      const given = o.ships;
      if (!Array.isArray(given) || given.length === 0 || !given.every(isStr))
        return [
          issue('order/bad-field', [index, 'ships'], { field: 'ships', expected: 'a list of ship ids' }),
        ];
      const ships = given.map((x) => x.toLowerCase());
      const inFleet = new Set(mine.get(fleet)!.ships.map((x) => x.id));
      const unique = new Set(ships);
      if (unique.size !== ships.length || ships.some((x) => !inFleet.has(x)))
        return [
          issue('split/bad-ships', path, { fleet, detail: 'each ship once, and only ships of the fleet' }),
        ];
      if (unique.size === inFleet.size)
        return [issue('split/bad-ships', path, { fleet, detail: 'at least one ship stays' })];
      const twice = claim(fleet);
      return twice.length > 0 ? twice : { kind, fleet, ships };
    }
    case 'battle': {
      const r = o.retreatAt;
      if (!(r === null || (typeof r === 'number' && Number.isInteger(r) && r >= 1 && r <= 100)))
        return [
          issue('battle/bad-orders', [index, 'retreatAt'], { detail: 'retreatAt is 1 to 100, or null' }),
        ];
      const lo = o.lossOrder;
      if (lo !== undefined && !(Array.isArray(lo) && lo.length <= 500 && lo.every(isStr)))
        return [
          issue('battle/bad-orders', [index, 'lossOrder'], { detail: 'lossOrder is a list of ship ids' }),
        ];
      if (ctx.battle) return [issue('battle/bad-orders', path, { detail: 'one battle order a step' })];
      ctx.battle = true;
      return {
        kind,
        retreatAt: r as number | null,
        ...(lo !== undefined ? { lossOrder: (lo as string[]).map((x) => x.toLowerCase()) } : {}),
      };
    }
    case 'move': {
      const fleet = fleetField('fleet');
      if (typeof fleet !== 'string') return [fleet];
      const grid = gridOf(s.map);
      const to = grid.parse(o.to);
      if (to === undefined) return [issue('move/bad-hex', [index, 'to'], { got: describeValue(o.to) })];
      const f = mine.get(fleet)!;
      const distance = grid.distance(f.at, to);
      const speed = speedOf(f);
      if (distance > speed) return [issue('move/too-far', path, { fleet, distance, speed })];
      if (distance > 0 && isPinned(s, player, f.at)) return [issue('move/pinned', path, { fleet })];
      const twice = claim(fleet);
      return twice.length > 0 ? twice : { kind, fleet, to: grid.name(to) };
    }
  }
}

/**
 * TSG-6.2 (`pinning: pinned`): Player 2's fleet in a hex that a Player 1 fleet moved into
 * this turn may not leave. Under `evade` nothing is pinned.
 */
export function isPinned(s: TsgState, player: string, at: number): boolean {
  if (s.rules.pinning !== 'pinned' || s.phase !== 'move-2') return false;
  const enemy = enemyOf(s, player);
  // The move-1 step is the one just before this one.
  return s.fleets.some((e) => e.owner === enemy && e.at === at && e.arrived === s.step - 1);
}
