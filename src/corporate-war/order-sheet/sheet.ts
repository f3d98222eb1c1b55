/**
 * The play-by-mail order sheet: a player's orders (CW-5.2) as plain text that a person can
 * write in an email, one order per line:
 *
 * ```text
 * player: psicorps
 * day: 3
 * C5 -> D6                     # the whole group in C5
 * grunt-1, ghost-2 to E7 via D6
 * ```
 *
 * `orderSheet` writes the pre-filled sheet of the coming day, `parseOrders` reads a sheet
 * without the game (syntax only), `checkOrderSheet` reads it against the game and validates
 * the orders with `checkOrders`, placing every problem on its line and column with what
 * would have been valid, and `describeSheetResult` is the referee's answer in words.
 * `formatOrders` writes orders back as a sheet. The grammar is in
 * `docs/guides/order-sheet.md`.
 */
import { type BoardSize, distance, parseSector, type Sector, sectorName } from '../board.js';
import { type OrderIssue, sameProblems } from '../errors.js';
import type { OrderInput } from '../orders.js';
import { checkOrders, MAX_ORDERS, type ValidatedOrders } from '../orders.js';
import type { RulesOptions } from '../rules.js';
import { type GameState, type SoldierProps, soldierRows } from '../state.js';
import type { PlayerId } from '../vocabulary.js';
import { type LineSpan, type PlacedOrder, readSheet } from './grammar.js';
import { type SheetIssue, type SheetPlace, sheetIssue } from './issues.js';

/** An order sheet read against the game: what will be carried out, and every problem. */
export interface SheetResult {
  /** The player whose sheet it is. */
  readonly player: PlayerId;
  /** The day whose orders these are (the state's day). */
  readonly day: number;
  /** True when a header names another player or day: the sheet is not read, and `orders` is empty. */
  readonly refused: boolean;
  /** True when a line says `no orders`: no orders on purpose, not a sheet left empty by mistake. */
  readonly saysNoOrders: boolean;
  /** The lines of an email before the sheet's first header that were not read (a greeting), or null. */
  readonly prose: LineSpan | null;
  /**
   * The orders to hand to `resolveDay`: those of every line that could be read, soldier
   * ids matched to the game's without regard to case. None when a header names another
   * player or day: such a sheet is not read at all.
   */
  readonly orders: readonly OrderInput[];
  /** The line of each order in `orders`. */
  readonly lines: readonly number[];
  /** `checkOrders` of `orders`: the moves and an outcome for every order (CW-5.5). */
  readonly validated: ValidatedOrders;
  /** Every problem, syntax and rules alike, by line and column. */
  readonly issues: readonly SheetIssue[];
  /** The size of the board, to name the sectors of `validated.moves`. */
  readonly board: BoardSize;
}

/** Soldier ids matched without regard to case: `Grunt-1` (capitalised by a phone) is `grunt-1`. */
function idResolver(rows: readonly SoldierProps[]): (id: string) => string {
  const exact = new Set(rows.map((s) => s.id));
  const folded = new Map<string, string | null>();
  for (const s of rows) {
    const k = s.id.toLowerCase();
    folded.set(k, folded.has(k) ? null : s.id); // null: two ids differ only in case
  }
  return (id) => (exact.has(id) ? id : (folded.get(id.toLowerCase()) ?? id));
}

function resolveIds(o: OrderInput, resolve: (id: string) => string): OrderInput {
  if (o.soldier !== undefined) return { ...o, soldier: resolve(o.soldier) };
  if (o.soldiers !== undefined) return { ...o, soldiers: o.soldiers.map(resolve) };
  return o;
}

const shortOf = (player: PlayerId, id: string) =>
  id.startsWith(`${player}/`) ? id.slice(player.length + 1) : id;

/** What would have been valid instead, for the issues that have an answer (see `sheet/order`). */
function validFor(i: OrderIssue, b: BoardSize, mine: readonly SoldierProps[], player: PlayerId): string[] {
  switch (i.code) {
    case 'order/too-far': {
      const from = parseSector(b, i.from);
      if (from === undefined) return [];
      const out: string[] = [];
      for (let s = 0; s < b.rows * b.cols; s++) if (distance(b, from, s) <= 2) out.push(sectorName(b, s));
      return out;
    }
    case 'order/bad-intermediate':
      return [...i.valid];
    case 'order/unknown-soldier':
      return mine.map((s) => shortOf(player, s.id));
    case 'order/empty-group':
      return [...new Set(mine.map((s) => s.sector))]
        .sort((x, y) => x - y)
        .map((s: Sector) => sectorName(b, s));
    case 'order/bad-sector':
      return [sectorName(b, 0), sectorName(b, b.rows * b.cols - 1)];
    default:
      return [];
  }
}

/** The column an order's issue is about, from its path (CW-5.5 paths: [order, field, index]). */
function columnOf(p: PlacedOrder, i: OrderIssue): number {
  const [, field, k] = i.path;
  if (field === 'to') return p.toColumn;
  if (field === 'via') return p.viaColumn ?? p.toColumn;
  if (field === 'soldier') return p.soldierColumns[0] ?? p.column;
  if (field === 'soldiers' && typeof k === 'number') return p.soldierColumns[k] ?? p.column;
  if ('soldier' in i) {
    const o = p.order;
    const ids = o.soldier !== undefined ? [o.soldier] : (o.soldiers ?? []);
    const at = ids.indexOf(i.soldier);
    if (at >= 0) return p.soldierColumns[at] ?? p.column;
  }
  return p.column;
}

/**
 * Reads a player's order sheet against the game and validates its orders (CW-5.5): the
 * syntax problems of `parseOrders` and the issues of `checkOrders`, each placed on the
 * line and column it is about, with what would have been valid. As with JSON orders,
 * every valid part is kept: the lines that could be read are carried out, the others
 * dropped, and soldiers without an order stay (CW-5.4). A sheet whose header names
 * another player or day is not read at all. Never throws.
 *
 * @example
 * ```ts
 * const result = checkOrderSheet(mailBody, state, 'psicorps');
 * reply(describeSheetResult(result));
 * const next = resolveDay(state, { psicorps: result.orders, ...others });
 * ```
 */
export function checkOrderSheet(
  text: string,
  state: GameState,
  player: PlayerId,
  rules: RulesOptions = state.rules,
): SheetResult {
  const reading = readSheet(text, { player, day: state.day });
  const rows = soldierRows(state.soldiers);
  // Only the player's own ids: matching another side's would fold its case in the answer
  // and tell the player that the soldier exists, which its fog hides.
  const resolve = idResolver(rows.filter((s) => s.owner === player));
  const placed = reading.foreign
    ? []
    : reading.orders.map((p) => ({ ...p, order: resolveIds(p.order, resolve) }));
  const orders = placed.map((p) => p.order);
  const lines = placed.map((p) => p.line);
  const validated = checkOrders(state, player, orders, rules);

  const b = state.scenario.board;
  const mine = rows.filter((s) => s.owner === player && s.status === 'alive');
  const issues: SheetIssue[] = [...reading.issues];
  const wrap = (i: OrderIssue, order: number | null, place: SheetPlace, soldiers: readonly string[]) =>
    sheetIssue('sheet/order', place, {
      order,
      issue: i,
      soldiers,
      valid: validFor(i, b, mine, player),
      firstLine: i.code === 'order/duplicate-soldier' ? (lines[i.firstOrder] ?? null) : null,
      group: order === null ? null : (orders[order]?.group?.trim().toUpperCase() ?? null),
      player,
    });
  for (const i of validated.issues) {
    if (i.code === 'orders/too-many') {
      const p = placed[MAX_ORDERS];
      issues.push(wrap(i, MAX_ORDERS, { line: p?.line ?? 1, column: p?.column ?? 1 }, []));
    } else if (i.code === 'orders/unknown-player') {
      issues.push(wrap(i, null, { line: 1, column: 1 }, []));
    }
    // The refusals of the whole list (game over, Commander fallen) are on every order's outcome too.
  }
  for (const o of validated.outcomes) {
    const p = placed[o.order]!;
    // The same problem for several soldiers of one order (a group's target too far, two
    // unknown ids) is told once, naming them all.
    for (const { issue: i, soldiers } of sameProblems(o.issues)) {
      issues.push(wrap(i, o.order, { line: p.line, column: columnOf(p, i) }, soldiers));
    }
  }
  issues.sort((x, y) => x.line - y.line || x.column - y.column);
  return {
    player,
    day: state.day,
    refused: reading.foreign,
    saysNoOrders: reading.saysNoOrders,
    prose: reading.prose,
    orders,
    lines,
    validated,
    issues,
    board: { rows: b.rows, cols: b.cols },
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The referee's answer to a sheet, in words: how many orders were read and accepted,
 * what each accepted order will do (its soldiers and their path, the default middle
 * sector of CW-5.3 included), then every problem with its line and column.
 *
 * @example
 * ```ts
 * describeSheetResult(checkOrderSheet('grunt-1, grunt-2 -> B6\nghost-9 -> B5\nA6 -> A6', state, 'psicorps'));
 * // Orders of psicorps for day 1: 3 orders read: 2 accepted, 1 refused.
 * // line 1: grunt-1, grunt-2 move A6 → B6
 * // line 3: commander, doc, telepath, grunt-3, ... stay in A6
 * // 1 Problem:
 * // line 2, column 1: you have no soldier called "ghost-9"; your soldiers are commander, doc, ...
 * // Soldiers without an order stay where they are (CW-5.4).
 * ```
 */
export function describeSheetResult(result: SheetResult): string {
  const { player, day, validated, lines, issues, board } = result;
  const name = (s: Sector) => sectorName(board, s);
  const outcomes = validated.outcomes;
  const count = (status: string) => outcomes.filter((o) => o.status === status).length;
  const tally = [
    [count('accepted'), 'accepted'],
    [count('partial'), 'partly accepted'],
    [count('rejected'), 'refused'],
  ]
    .filter(([n]) => n !== 0)
    .map(([n, what]) => `${n} ${what}`);
  const head = `Orders of ${player} for day ${day}`;
  const out = [
    result.refused
      ? `${head}: the sheet was not read, as it is for another player or day.`
      : outcomes.length === 0
        ? `${head}: no orders.`
        : `${head}: ${plural(outcomes.length, 'order', 'orders')} read: ${tally.join(', ')}.`,
  ];
  if (result.prose !== null) {
    const { from, to } = result.prose;
    out.push(
      from === to
        ? `  (line ${from}, before the sheet's first header, was taken as the email's own words and not read)`
        : `  (lines ${from} to ${to}, before the sheet's first header, were taken as the email's own words and not read)`,
    );
  }
  const moves = validated.moves;
  for (const o of outcomes) {
    const mine = moves.filter((m) => m.order === o.order);
    if (mine.length === 0) continue;
    // Soldiers of one order that share a path are told together.
    const routes = new Map<string, string[]>();
    for (const m of mine) {
      const route = [m.from, ...m.path].map(name).join(' → ');
      routes.set(route, [...(routes.get(route) ?? []), shortOf(player, m.soldier)]);
    }
    // A whole group on one route is told as the group: the sheet's words, not seventeen names.
    if (result.orders[o.order]?.group !== undefined && routes.size === 1 && mine.length > 1) {
      const [route] = [...routes.keys()] as [string];
      const what = `the group in ${name(mine[0]!.from)} (${mine.length} soldiers)`;
      out.push(
        `line ${lines[o.order]}: ${what} ${route.includes('→') ? `moves ${route}` : `stays in ${route}`}`,
      );
      continue;
    }
    const told = [...routes].map(([route, ids]) => {
      const one = ids.length === 1;
      return route.includes('→')
        ? `${ids.join(', ')} ${one ? 'moves' : 'move'} ${route}`
        : `${ids.join(', ')} ${one ? 'stays' : 'stay'} in ${route}`;
    });
    out.push(`line ${lines[o.order]}: ${told.join('; ')}`);
  }
  if (issues.length > 0) {
    out.push(`${plural(issues.length, 'Problem', 'Problems')}:`);
    for (const i of issues) out.push(i.message);
  }
  out.push('Soldiers without an order stay where they are (CW-5.4).');
  return `${out.join('\n')}\n`;
}

export { formatOrders, normaliseOrders, type OrderSheetOptions, orderSheet } from './format.js';
export {
  type LineSpan,
  MAX_SHEET_LINE_LENGTH,
  MAX_SHEET_LINES,
  type PlacedOrder,
  parseOrders,
  readSheet,
  type SheetContext,
  type SheetReading,
} from './grammar.js';
export {
  SHEET_ISSUE_CODES,
  type SheetIssue,
  type SheetIssueCode,
  type SheetIssueData,
  type SheetPlace,
  sheetIssueMessage,
} from './issues.js';
