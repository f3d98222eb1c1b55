/**
 * Giving orders (CW-5). Raw orders are untrusted JSON from a player; `checkOrders` turns
 * them into validated moves plus an outcome for every order, and nothing deeper in the
 * engine ever sees the raw input. An order that cannot be carried out is dropped, its
 * soldiers stay, and the reason is recorded as a typed issue (CW-5.5).
 *
 * The raw form is a JSON array of orders, each naming soldiers in one of three ways:
 * ```json
 * [
 *   { "soldier": "psicorps/ghost-1", "to": "C6", "via": "B5" },
 *   { "soldiers": ["psicorps/grunt-1", "psicorps/grunt-2"], "to": "B6" },
 *   { "group": "A6", "to": "C6" }
 * ]
 * ```
 */
import { readInput } from '../kernel/read-input.js';
import { err, ok, type Result } from '../kernel/result.js';
import { colOf, distance, intermediates, rowOf, type Sector, samePath, sectorAt } from './board.js';
import { issue, type OrderIssue } from './errors.js';
import type { RulesOptions } from './rules.js';
import { type GameState, type SoldierProps, soldierIndex, soldierRows } from './state.js';
import type { PlayerId } from './vocabulary.js';
import { type World, worldOf } from './world.js';

/** Where an order sends its soldiers (CW-5.2, CW-5.3): the part every order has. */
export interface OrderTarget {
  /** The target sector's name, up to two sectors away; the soldiers' own sector is an order to stay. */
  readonly to: string;
  /** The middle sector of a two-sector move (CW-5.3); left out, the rules' default path is taken. */
  readonly via?: string;
}

/** An order to one soldier, by id. */
export interface SoldierOrder extends OrderTarget {
  /** The soldier's id, such as `psicorps/ghost-1`. */
  readonly soldier: string;
  /** Never with `soldier`. */
  readonly soldiers?: never;
  /** Never with `soldier`. */
  readonly group?: never;
}

/** An order to several soldiers, by id. */
export interface SoldiersOrder extends OrderTarget {
  /** The soldiers' ids. */
  readonly soldiers: readonly string[];
  /** Never with `soldiers`. */
  readonly soldier?: never;
  /** Never with `soldiers`. */
  readonly group?: never;
}

/** An order to every soldier of the player in one sector (CW-5.1). */
export interface GroupOrder extends OrderTarget {
  /** The sector whose soldiers move, by name. */
  readonly group: string;
  /** Never with `group`. */
  readonly soldier?: never;
  /** Never with `group`. */
  readonly soldiers?: never;
}

/**
 * One order as a player gives it (CW-5): a soldier, several soldiers or a group, never
 * two of these and never none, with a target and perhaps a middle sector. The compiler
 * holds code that builds orders to this; orders from outside (JSON, a sheet, a socket)
 * are `unknown` until `checkOrders` has read them, and get a typed issue for every shape
 * this type forbids.
 * @example
 * ```ts
 * const orders: OrderInput[] = [
 *   { group: 'A6', to: 'C6', via: 'B6' },
 *   { soldier: 'psicorps/ghost-1', to: 'B5' },
 * ];
 * ```
 */
export type OrderInput = SoldierOrder | SoldiersOrder | GroupOrder;

/**
 * Every player's orders for a day, by player id: what `resolveDay` takes when the caller
 * built them in code. A player with no entry gives no orders.
 */
export type DayOrders = Readonly<Record<PlayerId, readonly OrderInput[]>>;

/** A validated move of one soldier: the sectors it steps into, one per step (none to stay). */
export interface Move {
  /** The soldier's id. */
  readonly soldier: string;
  /** The soldier's index in `state.soldiers`. */
  readonly index: number;
  /** The sector the soldier starts the day in. */
  readonly from: Sector;
  /** The sectors it steps into, in order, ending at the target; empty to stay (CW-5.3). */
  readonly path: readonly Sector[];
  /** The index of the order that gave this move. */
  readonly order: number;
}

/** What became of one order (CW-5.5): every order gets one. */
export interface OrderOutcome {
  /** The player who gave the order. */
  readonly player: PlayerId;
  /** The order's index in the player's list. */
  readonly order: number;
  /** accepted: every soldier named will move; partial: some will; rejected: none will. */
  readonly status: 'accepted' | 'partial' | 'rejected';
  /** The soldiers that will carry it out. */
  readonly soldiers: readonly string[];
  /** The target sector's name, or null when the order had no valid one. */
  readonly to: string | null;
  /** The middle sector named with `via`, or null (CW-5.3). */
  readonly via: string | null;
  /** The order's problems, if any. */
  readonly issues: readonly OrderIssue[];
}

/** A player's orders after validation. */
export interface ValidatedOrders {
  /** The player whose orders they are. */
  readonly player: PlayerId;
  /** The day they are for. */
  readonly day: number;
  /** One move per soldier that was given a valid order, in soldier order. */
  readonly moves: readonly Move[];
  /** One outcome per order, in order (CW-5.5). */
  readonly outcomes: readonly OrderOutcome[];
  /** Problems with the orders as a whole (not a list, too many, commander fallen). */
  readonly issues: readonly OrderIssue[];
}

/** More orders than this from one player are ignored: no player has that many soldiers. */
export const MAX_ORDERS = 500;
const FIELDS = new Set(['soldier', 'soldiers', 'group', 'to', 'via']);

const describe = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v === 'object' ? 'an object' : typeof v;

/**
 * CW-5.3: the default path of a two-sector move when the order names no intermediate
 * sector. A straight or purely diagonal move has one natural middle; a knight-like move
 * (two one way, one the other) goes diagonally first or straight first, per the option.
 */
export function defaultIntermediate(
  w: World,
  from: Sector,
  to: Sector,
  choice: RulesOptions['pathChoice'],
): Sector {
  const b = w.board;
  const dr = rowOf(b, to) - rowOf(b, from);
  const dc = colOf(b, to) - colOf(b, from);
  let r = Math.sign(dr);
  let c = Math.sign(dc);
  if (choice === 'orthogonal-first' && Math.abs(dr) !== Math.abs(dc)) {
    // Step along the long axis only.
    if (Math.abs(dr) === 2) c = 0;
    else r = 0;
  }
  return sectorAt(b, rowOf(b, from) + r, colOf(b, from) + c) as Sector;
}

/**
 * Validates a player's raw orders, keeping every valid part (CW-5.5). Never throws.
 * Individual orders (soldier, soldiers) take precedence over group orders, so "the group
 * in A6 to C6, but Ghost 1 to B5" works in any order of listing.
 */
export function checkOrders(
  state: GameState,
  player: PlayerId,
  raw: unknown,
  rules: RulesOptions,
): ValidatedOrders {
  return checkOrdersFor(state, player, raw, rules, true);
}

/**
 * `checkOrders`, with each order's outcome built only when `withOutcomes` is set: a day
 * that keeps no trace (a look-ahead) reads only the moves, and a search checks its plan
 * once in every future it tries. The moves and issues are the same either way.
 */
export function checkOrdersFor(
  state: GameState,
  player: PlayerId,
  raw: unknown,
  rules: RulesOptions,
  withOutcomes: boolean,
): ValidatedOrders {
  const w = worldOf(state.scenario);
  const day = state.day;
  const rootIssues: OrderIssue[] = [];
  if (!state.players.some((p) => p.id === player)) {
    const who = typeof player === 'string' ? player : typeof player;
    rootIssues.push(issue('orders/unknown-player', [], { player: who }));
    return { player, day, moves: [], outcomes: [], issues: rootIssues };
  }
  const list = readOrderList(raw, rootIssues);
  if (list === null) return { player, day, moves: [], outcomes: [], issues: rootIssues };
  // A refusal of the whole list: the game is over, or the Commander has fallen (CW-8.6).
  const blanket =
    state.outcome !== null
      ? issue('order/game-over', [], {})
      : rules.commanderDeath === 'orders-ignored' && commanderFallen(state, player)
        ? issue('order/commander-dead', [], {})
        : null;
  if (blanket !== null) rootIssues.push(blanket);

  const soldiers = soldierRows(state.soldiers);
  // By soldier index: the order that claimed the soldier (-1: none), and its move. Plain
  // arrays rather than maps: every soldier of a random bot gets an order every day.
  const claimed = new Int32Array(soldiers.length).fill(-1);
  const moves: (Move | undefined)[] = new Array(soldiers.length).fill(undefined);
  // Pass 1 reads the shape of every order; pass 2 assigns soldiers, individual orders first.
  const drafts: Draft[] = [];
  for (let i = 0; i < list.length; i++) {
    const d: Draft = { issues: [], soldiers: [], to: null, via: null, shape: null };
    d.shape = readShape(list[i], i, d, w);
    drafts.push(d);
  }
  assignSoldiers(state, player, rules, drafts, claimed, moves);
  keepMobileCommandTogether(state, player, moves, drafts);
  const outcomes = withOutcomes ? outcomesOf(w, player, drafts, moves, soldiers, blanket) : [];
  // In soldier order.
  const sortedMoves: Move[] = [];
  if (blanket === null) for (const m of moves) if (m !== undefined) sortedMoves.push(m);
  return { player, day, moves: sortedMoves, outcomes, issues: rootIssues };
}

/**
 * The raw orders as a list, read once into plain data (nothing after touches the caller's
 * objects, so a getter or a proxy cannot change orders once checked), at most
 * {@link MAX_ORDERS} of them; null, with the issue in
 * `rootIssues`, when they are not a readable list.
 */
function readOrderList(raw: unknown, rootIssues: OrderIssue[]): unknown[] | null {
  const read = readInput(raw);
  if (!read.ok) {
    rootIssues.push(issue('orders/unreadable', read.error.path, { detail: read.error.detail }));
    return null;
  }
  raw = read.value;
  if (!Array.isArray(raw)) {
    rootIssues.push(issue('orders/not-a-list', [], { got: describe(raw) }));
    return null;
  }
  if (raw.length > MAX_ORDERS) rootIssues.push(issue('orders/too-many', [], { limit: MAX_ORDERS }));
  // Read by index, so that the holes of a sparse array are orders too (and refused as such).
  const list: unknown[] = [];
  for (let i = 0; i < Math.min(raw.length, MAX_ORDERS); i++) list.push(raw[i]);
  return list;
}

/**
 * Pass 2 (CW-5.1, CW-5.6): each order's soldiers, those named one by one first, then each
 * group order the soldiers of its sector that no individual order took; each soldier goes
 * to the first order that claims it, and its path is planned (CW-5.2, CW-5.3).
 */
function assignSoldiers(
  state: GameState,
  player: PlayerId,
  rules: RulesOptions,
  drafts: readonly Draft[],
  claimed: Int32Array,
  moves: (Move | undefined)[],
): void {
  const w = worldOf(state.scenario);
  const index = soldierIndex(state);
  const soldiers = soldierRows(state.soldiers);
  const assign = (i: number, candidates: readonly number[]) => {
    const d = drafts[i]!;
    for (const si of candidates) {
      const first = claimed[si]!;
      if (first >= 0) {
        d.issues.push(
          issue('order/duplicate-soldier', [i], { soldier: soldiers[si]!.id, firstOrder: first }),
        );
        continue;
      }
      claimed[si] = i;
      const move = planMove(w, soldiers[si]!, si, d.to!, d.via, i, rules.pathChoice, d.issues);
      if (move !== null) {
        moves[si] = move;
        d.soldiers.push(si);
      }
    }
  };
  const claimedByIndividual = (si: number): boolean => {
    const o = claimed[si]!;
    return o >= 0 && drafts[o]!.shape?.kind !== 'group';
  };

  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < drafts.length; i++) {
      const { shape, to, issues } = drafts[i]!;
      if (shape === null || to === null) continue;
      if ((shape.kind === 'group') !== (pass === 1)) continue;
      if (shape.kind === 'group') {
        const members: number[] = [];
        for (let si = 0; si < soldiers.length; si++) {
          const s = soldiers[si]!;
          if (
            s.owner === player &&
            s.status === 'alive' &&
            s.sector === shape.sector &&
            !claimedByIndividual(si)
          ) {
            members.push(si);
          }
        }
        if (members.length === 0) {
          issues.push(issue('order/empty-group', [i, 'group'], { sector: w.name(shape.sector) }));
        }
        assign(i, members);
      } else {
        const found: number[] = [];
        for (let k = 0; k < shape.ids.length; k++) {
          if (!(k in shape.ids)) continue; // a hole of a sparse list names nobody (as forEach)
          const id = shape.ids[k]!;
          const si = index.get(id);
          const s = si === undefined ? undefined : soldiers[si];
          // One answer for every id that is not the player's own, whether or not another
          // side has a soldier of that name: the answer must not tell who is in the game.
          if (s === undefined || si === undefined || s.owner !== player)
            issues.push(issue('order/unknown-soldier', idPath(shape, i, k), { soldier: id }));
          else if (s.status !== 'alive')
            issues.push(issue('order/dead-soldier', idPath(shape, i, k), { soldier: id }));
          else found.push(si);
        }
        assign(i, found);
      }
    }
  }
}

/** CW-5.5: every order's outcome, with the soldiers that carry it out and its issues. */
function outcomesOf(
  w: World,
  player: PlayerId,
  drafts: readonly Draft[],
  moves: readonly (Move | undefined)[],
  soldiers: readonly SoldierProps[],
  blanket: OrderIssue | null,
): OrderOutcome[] {
  return drafts.map((d, i) => {
    const carried = blanket === null ? d.soldiers.filter((si) => moves[si]?.order === i) : [];
    const status = carried.length === 0 ? 'rejected' : d.issues.length === 0 ? 'accepted' : 'partial';
    return {
      player,
      order: i,
      status,
      soldiers: carried.map((si) => soldiers[si]!.id),
      to: d.to === null ? null : w.name(d.to),
      via: d.via === null ? null : w.name(d.via),
      // A refusal of the whole list (game over, Commander fallen) is every order's reason too.
      issues: blanket === null ? d.issues : [{ ...blanket, path: [i] } as OrderIssue, ...d.issues],
    };
  });
}

/** An order while it is read: its issues, the soldiers it carries, its target and shape. */
interface Draft {
  readonly issues: OrderIssue[];
  readonly soldiers: number[];
  to: Sector | null;
  via: Sector | null;
  shape: Shape | null;
}

/** Where in an order the k-th soldier it names is. */
function idPath(shape: Shape, i: number, k: number): (string | number)[] {
  return shape.kind === 'soldier' ? [i, 'soldier'] : [i, 'soldiers', k];
}

/** CW-5: validates a player's raw orders; an error lists every issue found. */
export function validateOrders(
  state: GameState,
  player: PlayerId,
  rawOrders: unknown,
): Result<ValidatedOrders, OrderIssue[]> {
  const v = checkOrders(state, player, rawOrders, state.rules);
  const all = [...v.issues, ...v.outcomes.flatMap((o) => o.issues)];
  return all.length === 0 ? ok(v) : err(all);
}

type Shape =
  | { kind: 'soldier'; ids: string[] }
  | { kind: 'soldiers'; ids: string[] }
  | { kind: 'group'; sector: Sector };

function readShape(o: unknown, i: number, d: Draft, w: World): Shape | null {
  const issues = d.issues;
  if (o === null || typeof o !== 'object' || Array.isArray(o)) {
    issues.push(issue('order/not-an-object', [i], { got: describe(o) }));
    return null;
  }
  const rec = o as Record<string, unknown>;
  let bad = false;
  const keys = Object.keys(rec);
  if (!keys.every((key) => FIELDS.has(key))) {
    for (const key of keys.sort()) {
      if (!FIELDS.has(key)) {
        issues.push(issue('order/unknown-field', [i, key], { field: key }));
        bad = true;
      }
    }
  }
  const to = sectorField(rec, 'to', i, issues, w);
  if (to === undefined)
    issues.push(issue('order/bad-sector', [i, 'to'], { field: 'to', value: '(missing)' }));
  const via = sectorField(rec, 'via', i, issues, w);
  const group = sectorField(rec, 'group', i, issues, w);
  const named =
    (rec.soldier !== undefined ? 1 : 0) +
    (rec.soldiers !== undefined ? 1 : 0) +
    (rec.group !== undefined ? 1 : 0);
  let shape: Shape | null = null;
  if (named !== 1) {
    issues.push(issue('order/no-soldiers', [i], {}));
  } else if (rec.soldier !== undefined) {
    if (typeof rec.soldier === 'string') shape = { kind: 'soldier', ids: [rec.soldier] };
    else issues.push(issue('order/no-soldiers', [i, 'soldier'], {}));
  } else if (rec.soldiers !== undefined) {
    const list = rec.soldiers;
    if (
      Array.isArray(list) &&
      list.length > 0 &&
      list.length <= MAX_ORDERS &&
      list.every((x) => typeof x === 'string')
    ) {
      shape = { kind: 'soldiers', ids: list as string[] };
    } else issues.push(issue('order/no-soldiers', [i, 'soldiers'], {}));
  } else if (group !== undefined && group !== null) {
    shape = { kind: 'group', sector: group };
  }
  if (bad || to === undefined || to === null || via === null) return null;
  d.to = to;
  if (via !== undefined) d.via = via;
  return shape;
}

/** A sector field of an order: the sector, undefined when absent, null (with an issue) when not a sector. */
function sectorField(
  rec: Record<string, unknown>,
  field: 'to' | 'via' | 'group',
  i: number,
  issues: OrderIssue[],
  w: World,
): Sector | null | undefined {
  const v = rec[field];
  if (v === undefined) return undefined;
  const s = w.parse(v);
  if (s === undefined) {
    issues.push(
      issue('order/bad-sector', [i, field], {
        field,
        value: typeof v === 'string' ? v.slice(0, 40) : describe(v),
      }),
    );
    return null;
  }
  return s;
}

function planMove(
  w: World,
  s: SoldierProps,
  si: number,
  to: Sector,
  via: Sector | null,
  order: number,
  choice: RulesOptions['pathChoice'],
  issues: OrderIssue[],
): Move | null {
  const d = distance(w.board, s.sector, to);
  if (d > 2) {
    issues.push(
      issue('order/too-far', [order, 'to'], {
        soldier: s.id,
        from: w.name(s.sector),
        to: w.name(to),
        distance: d,
      }),
    );
    return null;
  }
  // A middle sector is next to both ends of a two-sector move.
  if (
    via !== null &&
    !(d === 2 && distance(w.board, s.sector, via) === 1 && distance(w.board, via, to) === 1)
  ) {
    issues.push(
      issue('order/bad-intermediate', [order, 'via'], {
        soldier: s.id,
        from: w.name(s.sector),
        to: w.name(to),
        via: w.name(via),
        valid: intermediates(w.board, s.sector, to).map(w.name),
      }),
    );
    return null;
  }
  const path = d === 0 ? [] : d === 1 ? [to] : [via ?? defaultIntermediate(w, s.sector, to, choice), to];
  return { soldier: s.id, index: si, from: s.sector, path, order };
}

function commanderFallen(state: GameState, player: PlayerId): boolean {
  const c = soldierRows(state.soldiers).find((s) => s.owner === player && s.role === 'commander');
  return c !== undefined && c.status !== 'alive';
}

/** CW-3.4: the Commander and the Doc move together; the Commander's order decides. */
function keepMobileCommandTogether(
  state: GameState,
  player: PlayerId,
  moves: (Move | undefined)[],
  drafts: { issues: OrderIssue[]; soldiers: number[] }[],
): void {
  let ci = -1;
  let di = -1;
  const rows = soldierRows(state.soldiers);
  rows.forEach((s, i) => {
    if (s.owner === player && s.status === 'alive') {
      if (s.role === 'commander') ci = i;
      else if (s.role === 'doc') di = i;
    }
  });
  if (ci < 0 || di < 0) return;
  const cm = moves[ci];
  const dm = moves[di];
  const doc = rows[di]!;
  const cmd = rows[ci]!;
  if (cm !== undefined && dm === undefined) {
    moves[di] = { ...cm, soldier: doc.id, index: di };
    drafts[cm.order]!.soldiers.push(di);
  } else if (dm !== undefined && cm === undefined) {
    moves[ci] = { ...dm, soldier: cmd.id, index: ci };
    drafts[dm.order]!.soldiers.push(ci);
  } else if (cm !== undefined && dm !== undefined && !samePath(cm.path, dm.path)) {
    drafts[dm.order]!.issues.push(issue('order/mobile-command-split', [dm.order], { soldier: doc.id }));
    moves[di] = { ...cm, soldier: doc.id, index: di };
    drafts[cm.order]!.soldiers.push(di);
  }
}
