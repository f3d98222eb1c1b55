/**
 * Every problem an order sheet can have, as one discriminated union keyed by a stable
 * `code` (the pattern of `errors.ts`), and the one function that turns an issue into a
 * sentence. Every sheet issue says where it is (a 1-based `line` and `column`) and its
 * message starts with them; the orders' own issues (CW-5.5) come wrapped in
 * `sheet/order`, with the line and column of the part of the line they are about and
 * what would have been valid.
 */
import type { IssueBase } from '../../kernel/issue.js';
import { nearestNames } from '../../kernel/rules-options.js';
import type { OrderIssue } from '../errors.js';

/** The data each sheet issue code carries, by code. */
export interface SheetIssueData {
  /** The sheet has too many lines (the rest are not read), or a line is too long (it is not read). */
  'sheet/too-long': {
    /** The most lines, or characters in a line, that are read. */
    readonly limit: number;
    /** What `limit` counts. */
    readonly unit: 'lines' | 'characters';
  };
  /** The line does not follow the grammar: what was expected and what was found instead. */
  'sheet/syntax': {
    /** What the grammar expected there. */
    readonly expected: string;
    /** What was found instead. */
    readonly found: string;
  };
  /** A word where a keyword belongs that is not one: a header other than `player:` or `day:`, or `via` misspelt. */
  'sheet/unknown-keyword': {
    /** The word found. */
    readonly keyword: string;
    /** The keywords valid there. */
    readonly valid: readonly string[];
  };
  /** A line says `no orders` and another gives an order: the sheet contradicts itself. */
  'sheet/no-orders-and-orders': {
    /** The line that says `no orders`. */
    readonly noOrdersLine: number;
  };
  /** The `player:` header names another player: the sheet is not read. */
  'sheet/wrong-player': {
    /** The player the header names. */
    readonly got: string;
    /** The player whose sheet it should be. */
    readonly expected: string;
  };
  /** The `day:` header names another day: the sheet is not read. */
  'sheet/wrong-day': {
    /** The day the header names. */
    readonly got: number;
    /** The day whose orders are due. */
    readonly expected: number;
  };
  /**
   * An order's issue from `checkOrders` (CW-5.5), placed on its line and on the word it
   * is about. The same problem for several soldiers of one order (a group's target out of
   * reach, two unknown ids) is one issue: `issue` is the first of them and `soldiers`
   * names every soldier concerned (none for issues about no soldier). `valid` is what
   * would have been valid, for the codes that have an answer: the sectors within reach
   * (`order/too-far`), the middle sectors (`order/bad-intermediate`), the player's living
   * soldiers by short id (`order/unknown-soldier`), the sectors
   * where they stand (`order/empty-group`) or the board's first and last sector
   * (`order/bad-sector`); otherwise empty. `firstLine` is the line of the earlier order
   * of an `order/duplicate-soldier`, otherwise null. `order` is the index of the order
   * among those read from the sheet, or null for an issue about the orders as a whole
   * (`orders/unknown-player`).
   */
  'sheet/order': {
    /** The order's index among those read, or null for the orders as a whole. */
    readonly order: number | null;
    /** The first order issue of the kind. */
    readonly issue: OrderIssue;
    /** Every soldier concerned. */
    readonly soldiers: readonly string[];
    /** What would have been valid, or empty. */
    readonly valid: readonly string[];
    /** The line of the earlier order of a duplicate soldier, otherwise null. */
    readonly firstLine: number | null;
    /**
     * The sector of the group the order names (`K6 -> I6`), or null for an order naming
     * soldiers: a problem of several of the group's soldiers is told of "the group in K6",
     * not by seventeen names.
     */
    readonly group?: string | null;
    /**
     * The sheet's player: an id the sheet read without a corporation (`gost-1`) was given
     * the player's, and is told without it again, as the player wrote it.
     */
    readonly player?: string;
  };
}

/** A sheet issue's code. */
export type SheetIssueCode = keyof SheetIssueData;

/** Where a sheet issue is: 1-based line and column (columns count Unicode characters). */
export interface SheetPlace {
  /** The 1-based line. */
  readonly line: number;
  /** The 1-based column, in Unicode characters. */
  readonly column: number;
}

/** One typed problem of an order sheet; `path` is `[line, column]`. */
export type SheetIssue = {
  [C in SheetIssueCode]: IssueBase<C> & SheetPlace & SheetIssueData[C];
}[SheetIssueCode];

const quoteList = (xs: readonly string[]) => xs.map((x) => `"${x}"`).join(' or ');
/** A soldier's id without its owner, as the sheet writes the player's own soldiers. */
const short = (id: string) => id.slice(id.indexOf('/') + 1);

const are = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** What to say about an order's issue on a sheet: what is wrong, and what would be valid. */
function orderProblem(d: SheetIssueData['sheet/order']): string {
  const i = d.issue;
  const asGroup = d.group !== undefined && d.group !== null && d.soldiers.length > 1;
  const n = asGroup ? 1 : Math.max(1, d.soldiers.length);
  const who = asGroup
    ? `the group in ${d.group}`
    : d.soldiers.length === 0 && 'soldier' in i
      ? short(i.soldier)
      : d.soldiers.map(short).join(', ');
  const yours =
    d.valid.length === 0
      ? '; you have no soldiers left standing'
      : `; your soldiers are ${d.valid.join(', ')}`;
  switch (i.code) {
    case 'order/duplicate-soldier':
      return d.firstLine === null
        ? `${who} already ${are(n, 'has', 'have')} an order; give each soldier one order`
        : `${who} already ${are(n, 'has', 'have')} an order on line ${d.firstLine}; give each soldier one order`;
    case 'order/too-far': {
      const reach =
        d.valid.length === 0
          ? ''
          : `; within reach of ${i.from} is any sector from ${d.valid[0]} to ${d.valid.at(-1)}`;
      return `${who} cannot move from ${i.from} to ${i.to}: it is ${i.distance} sectors away and the limit is 2${reach}`;
    }
    case 'order/bad-intermediate':
      return i.valid.length === 0
        ? `${who}: a move from ${i.from} to ${i.to} passes through no other sector, so "via ${i.via}" cannot be used`
        : `${who}: the way from ${i.from} to ${i.to} passes through ${i.valid.join(' or ')}, not ${i.via}`;
    case 'order/dead-soldier':
      return `${who} ${are(n, 'has', 'have')} fallen and cannot move`;
    case 'order/mobile-command-split':
      return `${who} stays with the Mobile Command: the Commander's order is carried out for the Doc as well`;
    case 'order/unknown-soldier': {
      // In the player's words: without the player's own corporation, which the sheet adds to
      // an id written without one; any other id as it was written. A guess is made only
      // among the player's own soldiers, and for an id of its own corporation: the answer
      // must not depend on who else is in the game.
      const own = d.player === undefined ? undefined : `${d.player}/`;
      const mine = (x: string) => own !== undefined && x.startsWith(own);
      const all = d.soldiers.length === 0 ? [i.soldier] : d.soldiers;
      const ids = all.map((x) => (mine(x) ? x.slice(own!.length) : x));
      const meant = ids.length === 1 && mine(all[0]!) ? nearestNames(ids[0]!, d.valid) : [];
      const guess = meant.length === 1 ? ` (did you mean ${meant[0]}?)` : '';
      return `you have no soldier called ${ids.map((x) => `"${x}"`).join(' or ')}${guess}${yours}`;
    }
    case 'order/empty-group':
      return d.valid.length === 0 ? i.message : `${i.message}; your soldiers stand in ${d.valid.join(', ')}`;
    case 'order/bad-sector':
      return d.valid.length === 2
        ? `"${i.value}" is not a sector of the map; sectors run from ${d.valid[0]} to ${d.valid[1]}`
        : i.message;
    default:
      return i.message;
  }
}

type Data<C extends SheetIssueCode> = SheetIssueData[C] & SheetPlace;

const MESSAGES: { [C in SheetIssueCode]: (d: Data<C>) => string } = {
  'sheet/too-long': (d) =>
    d.unit === 'lines'
      ? `a sheet has at most ${d.limit} lines; the rest were not read`
      : `a line has at most ${d.limit} characters; this one was not read`,
  'sheet/syntax': (d) => `expected ${d.expected}, found ${d.found}`,
  'sheet/unknown-keyword': (d) => `unknown word "${d.keyword}"; expected ${quoteList(d.valid)}`,
  'sheet/wrong-player': (d) =>
    `this sheet is for player "${d.got}", not "${d.expected}"; no order on it was read`,
  'sheet/wrong-day': (d) => `this sheet is for day ${d.got}, not day ${d.expected}; no order on it was read`,
  'sheet/order': (d) => orderProblem(d),
  'sheet/no-orders-and-orders': (d) =>
    `this sheet says "no orders" on line ${d.noOrdersLine} but gives an order here; keep one or the other`,
};

/** The sentence for a sheet issue's code and data, starting with its line and column. */
export function sheetIssueMessage<C extends SheetIssueCode>(
  code: C,
  data: SheetIssueData[C] & SheetPlace,
): string {
  return `line ${data.line}, column ${data.column}: ${(MESSAGES[code] as (d: Data<C>) => string)(data)}`;
}

/** Builds a typed sheet issue with its message. */
export function sheetIssue<C extends SheetIssueCode>(
  code: C,
  place: SheetPlace,
  data: SheetIssueData[C],
): IssueBase<C> & SheetPlace & SheetIssueData[C] {
  const full = { ...data, line: place.line, column: place.column } as Data<C>;
  const base: IssueBase<C> & SheetPlace = {
    code,
    path: [place.line, place.column],
    message: sheetIssueMessage(code, full),
    line: place.line,
    column: place.column,
  };
  return { ...base, ...data };
}

/** Every sheet issue code, for tests. */
export const SHEET_ISSUE_CODES = Object.keys(MESSAGES) as SheetIssueCode[];
