/**
 * Reading an order sheet: the plain-text form of a player's orders (CW-5.2) that a person
 * can write in an email. The grammar is documented, with examples, in
 * `docs/guides/order-sheet.md`:
 *
 * ```text
 * sheet    = line { newline line } ;
 * line     = { ">" } [ bullet ] [ header | order | none ] [ comment ] ;
 * comment  = "#" { any character } ;
 * none     = "no" "orders" ;  (* no orders at all, said on purpose; no order may be on the sheet *)
 * header   = "player" ":" word | "day" ":" number ;
 * order    = who arrow sector [ "via" sector ] ;
 * who      = sector | soldier { "," soldier } ;
 * arrow    = "->" | "→" | "to" ;
 * soldier  = word ;  (* a full id such as psicorps/grunt-1, or grunt-1 for the player's own *)
 * sector   = letter digit [ digit ] ;
 * ```
 *
 * Reading is purely lexical and syntactic: it needs no game state, never throws, and
 * takes time linear in the input (at most `MAX_SHEET_LINES` lines of at most
 * `MAX_SHEET_LINE_LENGTH` characters are read). It reports at most one problem per line,
 * the first, since the rest of a line that went wrong cannot be read reliably.
 */
import { err, ok, type Result } from '../../kernel/result.js';
import type { OrderInput } from '../orders.js';
import type { PlayerId } from '../vocabulary.js';
import { type SheetIssue, type SheetPlace, sheetIssue } from './issues.js';

/** A sheet has at most this many lines; the rest are not read. */
export const MAX_SHEET_LINES = 2000;
/** A line has at most this many characters; a longer one is not read. */
export const MAX_SHEET_LINE_LENGTH = 500;

/** Whose sheet is being read, and for which day (the `day:` header is checked only when given). */
export interface SheetContext {
  /** The player whose sheet it is; a `player:` header must name it. */
  readonly player: PlayerId;
  /** The day whose orders are due; a `day:` header must name it. */
  readonly day?: number;
}

/** An order read from a sheet, with where each of its parts is written. */
export interface PlacedOrder {
  /** The order, as `checkOrders` takes it. */
  readonly order: OrderInput;
  /** The 1-based line it is written on. */
  readonly line: number;
  /** The column where the order starts (its sector or first soldier). */
  readonly column: number;
  /** The column of each soldier named, in order (none for a group order). */
  readonly soldierColumns: readonly number[];
  /** The column of the target sector. */
  readonly toColumn: number;
  /** The column of the `via` sector, or null when there is none. */
  readonly viaColumn: number | null;
}

/** Everything read from a sheet: the orders of the lines that could be read, and every problem. */
export interface SheetReading {
  /** The orders read, in order. */
  readonly orders: readonly PlacedOrder[];
  /** Every problem found. */
  readonly issues: readonly SheetIssue[];
  /** True when a header names another player or day: then none of the orders is to be carried out. */
  readonly foreign: boolean;
  /**
   * True when a line says `no orders`: the player means to give none (every soldier
   * stays, CW-5.4), as opposed to a sheet that is empty by mistake.
   */
  readonly saysNoOrders: boolean;
  /**
   * The lines of an email before the sheet's first header (`player:` or `day:`) that were
   * not read: prose such as a greeting, none of it an order. Null when every line was read.
   */
  readonly prose: LineSpan | null;
}

/** A run of a sheet's lines. */
export interface LineSpan {
  /** The first line, from 1. */
  readonly from: number;
  /** The last line. */
  readonly to: number;
}

const SECTOR = /^[A-Za-z][1-9][0-9]?$/;
const DAY = /^[0-9]{1,9}$/;
const WORD_EXTRA = /^[\p{L}\p{N}]$/u;
const SPACE = /^\s$/u;
/** Whether a character is white space: ASCII first, the rest of Unicode by the regular expression. */
const isSpace = (c: string | undefined): boolean =>
  c === ' ' || c === '\t' || c === '\v' || c === '\f' || (c !== undefined && c > '~' && SPACE.test(c));
const PRINTABLE = /^[\p{L}\p{N}\p{P}\p{S}]$/u;

/** Whether a word is a sector name (in any case; whether it is on the board is not checked here). */
export const isSectorWord = (w: string): boolean => SECTOR.test(w);

/** Whether a word is one of the order keywords, `to` and `via`, in any case. */
export const isOrderKeyword = (w: string): boolean => {
  const l = w.toLowerCase();
  return l === 'to' || l === 'via';
};

/** Whether every character of `s` may appear in a word (a soldier id, a sector, a keyword). */
export function isWord(s: string): boolean {
  if (s === '') return false;
  const chars = Array.from(s);
  return chars.every((c, i) => isWordChar(c, chars[i + 1]));
}

function isWordChar(c: string, next: string | undefined): boolean {
  if (c === '-') return next !== '>';
  if (c.length === 1) {
    const k = c.charCodeAt(0);
    if ((k >= 48 && k <= 57) || (k >= 65 && k <= 90) || (k >= 97 && k <= 122)) return true;
    if (c === '_' || c === '.' || c === '/') return true;
    if (k < 128) return false;
  }
  return WORD_EXTRA.test(c);
}

type TokenKind = 'word' | 'arrow' | 'comma' | 'colon' | 'bad';
interface Token {
  readonly kind: TokenKind;
  readonly text: string;
  readonly column: number;
}

/** Splits a line (as an array of characters) into tokens, dropping quote marks, a bullet and the comment. */
function tokenise(chars: readonly string[]): Token[] {
  const n = chars.length;
  let i = 0;
  // Quote marks of an email reply, then an optional list bullet: "- ", "* ", "• ", "1. ", "2) ".
  while (i < n && (chars[i] === '>' || isSpace(chars[i]))) i++;
  if ((chars[i] === '-' || chars[i] === '*' || chars[i] === '•') && isSpace(chars[i + 1])) i += 2;
  else {
    let j = i;
    while (j < n && chars[j]! >= '0' && chars[j]! <= '9') j++;
    if (j > i && j - i <= 3 && (chars[j] === '.' || chars[j] === ')') && isSpace(chars[j + 1])) {
      i = j + 2;
    }
  }
  const out: Token[] = [];
  while (i < n) {
    const c = chars[i]!;
    const column = i + 1;
    if (c === '#') break;
    if (isSpace(c)) i++;
    else if (c === ',' || c === ':') {
      out.push({ kind: c === ',' ? 'comma' : 'colon', text: c, column });
      i++;
    } else if (c === '-' && chars[i + 1] === '>') {
      out.push({ kind: 'arrow', text: '->', column });
      i += 2;
    } else if (c === '→') {
      out.push({ kind: 'arrow', text: c, column });
      i++;
    } else if (isWordChar(c, chars[i + 1])) {
      let j = i + 1;
      while (j < n && isWordChar(chars[j]!, chars[j + 1])) j++;
      out.push({ kind: 'word', text: chars.slice(i, j).join(''), column });
      i = j;
    } else {
      // Nothing can follow a character the grammar does not know: the parser reports it.
      out.push({ kind: 'bad', text: c, column });
      break;
    }
  }
  return out;
}

function found(t: Token | undefined): string {
  if (t === undefined) return 'the end of the line';
  if (t.kind !== 'bad') return `"${t.text}"`;
  const code = t.text.codePointAt(0) ?? 0;
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return PRINTABLE.test(t.text) ? `the character "${t.text}" (${hex})` : `the character ${hex}`;
}

const isArrow = (t: Token | undefined) =>
  t !== undefined && (t.kind === 'arrow' || (t.kind === 'word' && t.text.toLowerCase() === 'to'));
const isWordToken = (t: Token | undefined): t is Token => t !== undefined && t.kind === 'word';
const isKeyword = (t: Token | undefined, k: string) => isWordToken(t) && t.text.toLowerCase() === k;

const ONE_WAY = 'a line moves either the group in one sector or a list of soldiers';

/** The result of reading one line: an order, a header, nothing, or a problem. */
type LineResult =
  | { readonly kind: 'none' }
  | { readonly kind: 'no-orders' }
  | { readonly kind: 'order'; readonly order: PlacedOrder }
  | {
      readonly kind: 'issue';
      readonly issue: SheetIssue;
      readonly foreign?: boolean;
      readonly header?: boolean;
    }
  | { readonly kind: 'header' };

/** The shortest way to write a soldier's id on the player's sheet that reads back as the same id. */
export function shortId(player: string, id: string): string {
  const prefix = `${player}/`;
  if (!id.startsWith(prefix)) return id;
  const rest = id.slice(prefix.length);
  // Not a sector, a keyword, or a list bullet ("-", "1.") that a line may start with.
  const plain =
    isWord(rest) &&
    !rest.includes('/') &&
    !isSectorWord(rest) &&
    !isOrderKeyword(rest) &&
    rest !== '-' &&
    !/^[0-9]{1,3}\.$/.test(rest);
  return plain ? rest : id;
}

/** Expands a short soldier id (no `/`) to the player's full id. */
export const fullId = (player: PlayerId, id: string): string => (id.includes('/') ? id : `${player}/${id}`);

function readLine(tokens: readonly Token[], line: number, context: SheetContext): LineResult {
  const at = (t: Token | undefined): SheetPlace => ({
    line,
    column: t?.column ?? (tokens.length === 0 ? 1 : lastColumn(tokens)),
  });
  const syntax = (t: Token | undefined, expected: string): LineResult => ({
    kind: 'issue',
    issue: sheetIssue('sheet/syntax', at(t), { expected, found: found(t) }),
  });
  const first = tokens[0];
  if (first === undefined) return { kind: 'none' };
  if (first.kind === 'word' && tokens[1]?.kind === 'colon') {
    const r = readHeader(tokens, context, at, syntax);
    return r.kind === 'issue' && isHeaderWord(first) ? { ...r, header: true } : r;
  }
  // "Day 3" or "Player psicorps": a header but for its colon.
  if (isHeaderWord(first) && tokens[1] !== undefined && tokens[1].kind !== 'colon' && !isArrow(tokens[1])) {
    const name = first.text.toLowerCase();
    return syntax(
      tokens[1],
      `":" after "${first.text}" (a header is written "${name}: ${name === 'day' ? '3' : context.player}")`,
    );
  }
  if (tokens.length === 2 && isKeyword(first, 'no') && isKeyword(tokens[1], 'orders'))
    return { kind: 'no-orders' };

  // who
  let k = 0;
  const ids: Token[] = [];
  let group: Token | null = null;
  if (!isWordToken(first) || isOrderKeyword(first.text)) {
    return syntax(first, 'a sector such as C5 (for the group there) or soldiers such as grunt-1, ghost-2');
  }
  if (isSectorWord(first.text)) {
    group = first;
    k = 1;
    if (!isArrow(tokens[k])) {
      return syntax(
        tokens[k],
        tokens[k]?.kind === 'comma'
          ? `"->" or "to" after the sector (${ONE_WAY})`
          : '"->" or "to" after the sector',
      );
    }
  } else {
    ids.push(first);
    k = 1;
    while (tokens[k]?.kind === 'comma') {
      const t = tokens[k + 1];
      if (!isWordToken(t) || isOrderKeyword(t.text)) return syntax(t, 'a soldier such as grunt-1 after ","');
      if (isSectorWord(t.text)) return syntax(t, `a soldier such as grunt-1 (${ONE_WAY})`);
      ids.push(t);
      k += 2;
    }
    if (!isArrow(tokens[k]))
      return syntax(tokens[k], '"," and another soldier, or "->" or "to" and a target');
  }
  // arrow and target
  const target = tokens[k + 1];
  if (!isWordToken(target) || !isSectorWord(target.text)) return syntax(target, 'a target sector such as C5');
  k += 2;
  // optional via
  let via: Token | null = null;
  const next = tokens[k];
  if (next !== undefined) {
    if (isKeyword(next, 'via')) {
      const mid = tokens[k + 1];
      if (!isWordToken(mid) || !isSectorWord(mid.text))
        return syntax(mid, 'a middle sector such as C5 after "via"');
      via = mid;
      k += 2;
    } else if (isWordToken(next) && !isSectorWord(next.text)) {
      return {
        kind: 'issue',
        issue: sheetIssue('sheet/unknown-keyword', at(next), { keyword: next.text, valid: ['via'] }),
      };
    } else {
      return syntax(next, '"via" and a middle sector, or the end of the line');
    }
  }
  if (tokens[k] !== undefined) return syntax(tokens[k], 'the end of the line (one order per line)');

  const to = target.text.toUpperCase();
  const viaPart = via === null ? {} : { via: via.text.toUpperCase() };
  const order: OrderInput =
    group !== null
      ? { group: group.text.toUpperCase(), to, ...viaPart }
      : ids.length === 1
        ? { soldier: fullId(context.player, ids[0]!.text), to, ...viaPart }
        : { soldiers: ids.map((t) => fullId(context.player, t.text)), to, ...viaPart };
  return {
    kind: 'order',
    order: {
      order,
      line,
      column: first.column,
      soldierColumns: ids.map((t) => t.column),
      toColumn: target.column,
      viaColumn: via?.column ?? null,
    },
  };
}

function lastColumn(tokens: readonly Token[]): number {
  const t = tokens[tokens.length - 1]!;
  return t.column + Array.from(t.text).length;
}

function readHeader(
  tokens: readonly Token[],
  context: SheetContext,
  at: (t: Token | undefined) => SheetPlace,
  syntax: (t: Token | undefined, expected: string) => LineResult,
): LineResult {
  const key = tokens[0]!;
  const value = tokens[2];
  const name = key.text.toLowerCase();
  if (name !== 'player' && name !== 'day') {
    return {
      kind: 'issue',
      issue: sheetIssue('sheet/unknown-keyword', at(key), { keyword: key.text, valid: ['player', 'day'] }),
    };
  }
  if (name === 'player') {
    if (!isWordToken(value)) return syntax(value, 'a player id such as psicorps after "player:"');
    if (tokens[3] !== undefined) return syntax(tokens[3], 'the end of the line after the player');
    if (value.text.toLowerCase() !== context.player.toLowerCase()) {
      return {
        kind: 'issue',
        issue: sheetIssue('sheet/wrong-player', at(value), { got: value.text, expected: context.player }),
        foreign: true,
      };
    }
    return { kind: 'header' };
  }
  if (!isWordToken(value) || !DAY.test(value.text) || Number(value.text) < 1) {
    return syntax(value, 'a day number such as 3 after "day:"');
  }
  if (tokens[3] !== undefined) return syntax(tokens[3], 'the end of the line after the day');
  const day = Number(value.text);
  if (context.day !== undefined && day !== context.day) {
    return {
      kind: 'issue',
      issue: sheetIssue('sheet/wrong-day', at(value), { got: day, expected: context.day }),
      foreign: true,
    };
  }
  return { kind: 'header' };
}

/** Whether a token is the word of a header, `player` or `day`, in any case. */
const isHeaderWord = (t: Token): boolean =>
  t.kind === 'word' && (t.text.toLowerCase() === 'player' || t.text.toLowerCase() === 'day');

const isBlankCode = (k: number) =>
  k === 32 || (k >= 9 && k <= 13) || k === 0xa0 || k === 0xfeff || k === 0x2028 || k === 0x2029;

/**
 * Reads a sheet line by line, keeping the orders of every line that could be read (with
 * where each part of them is written) and every problem: what `parseOrders` and
 * `checkOrderSheet` are built on. Never throws; linear in the length of the text.
 *
 * @example
 * ```ts
 * const r = readSheet('C6 -> C7\ngrunt-1 C8', { player: 'psicorps' });
 * // r.orders: [{ order: { group: 'C6', to: 'C7' }, line: 1, column: 1, toColumn: 7, ... }]
 * // r.issues: [{ code: 'sheet/syntax', line: 2, column: 9, ... }]
 * ```
 */
export function readSheet(text: string, context: SheetContext): SheetReading {
  const orders: PlacedOrder[] = [];
  const issues: SheetIssue[] = [];
  let foreign = false;
  let noOrders: number | null = null;
  // Every line's result, kept until the sheet's start is known (an email's prose before it is skipped).
  let read: { readonly line: number; readonly result: LineResult }[] = [];
  if (typeof text !== 'string') {
    const got = text === null ? 'null' : typeof text;
    issues.push(
      sheetIssue('sheet/syntax', { line: 1, column: 1 }, { expected: 'the text of a sheet', found: got }),
    );
    return { orders, issues, foreign, saysNoOrders: false, prose: null };
  }
  const n = text.length;
  let pos = 0;
  for (let line = 1; ; line++) {
    if (line > MAX_SHEET_LINES) {
      let rest = pos;
      while (rest < n && isBlankCode(text.charCodeAt(rest))) rest++;
      if (rest < n) {
        issues.push(
          sheetIssue('sheet/too-long', { line, column: 1 }, { limit: MAX_SHEET_LINES, unit: 'lines' }),
        );
      }
      break;
    }
    let end = pos;
    while (end < n) {
      const k = text.charCodeAt(end);
      if (k === 10 || k === 13) break;
      end++;
    }
    const chars = end - pos > 2 * MAX_SHEET_LINE_LENGTH ? null : Array.from(text.slice(pos, end));
    // An email signature ("-- " on a line of its own) ends the sheet.
    if (chars !== null && chars[0] === '-' && chars[1] === '-' && chars.slice(2).join('').trim() === '')
      break;
    if (chars === null || chars.length > MAX_SHEET_LINE_LENGTH) {
      issues.push(
        sheetIssue(
          'sheet/too-long',
          { line, column: MAX_SHEET_LINE_LENGTH + 1 },
          { limit: MAX_SHEET_LINE_LENGTH, unit: 'characters' },
        ),
      );
    } else {
      read.push({ line, result: readLine(tokenise(chars), line, context) });
    }
    if (end >= n) break;
    pos = end + (text.charCodeAt(end) === 13 && text.charCodeAt(end + 1) === 10 ? 2 : 1);
  }
  // An email: lines before the first header that hold no order are the writer's own words.
  let prose: SheetReading['prose'] = null;
  const start = read.findIndex(
    (r) => r.result.kind === 'header' || (r.result.kind === 'issue' && r.result.header === true),
  );
  if (start > 0) {
    const before = read.slice(0, start);
    if (
      before.every((r) => r.result.kind === 'none' || r.result.kind === 'issue') &&
      before.some((r) => r.result.kind === 'issue')
    ) {
      prose = { from: 1, to: read[start]!.line - 1 };
      read = read.slice(start);
    }
  }
  for (const { line, result: r } of read) {
    if (r.kind === 'order') orders.push(r.order);
    else if (r.kind === 'no-orders') noOrders ??= line;
    else if (r.kind === 'issue') {
      issues.push(r.issue);
      if (r.foreign === true) foreign = true;
    }
  }
  // Too-long markers found while splitting lines come before the lines' own issues.
  issues.sort((x, y) => x.line - y.line || x.column - y.column);
  if (noOrders !== null && orders.length > 0) {
    // Which one the player meant cannot be told: the issue is on the first order.
    const first = orders[0]!;
    issues.push(
      sheetIssue(
        'sheet/no-orders-and-orders',
        { line: first.line, column: first.column },
        { noOrdersLine: noOrders },
      ),
    );
    issues.sort((x, y) => x.line - y.line || x.column - y.column);
  }
  return { orders, issues, foreign, saysNoOrders: noOrders !== null, prose };
}

/**
 * Reads an order sheet into orders in the raw form `checkOrders` accepts (CW-5.2), or
 * every problem found, each with its line and column, what is wrong and what would be
 * valid. Purely syntactic: whether the soldiers exist or the sectors are in reach is for
 * `checkOrderSheet`. Short soldier ids are expanded with the player's id, sector names
 * are upper-cased. Never throws, and takes time linear in the length of the text.
 *
 * @example
 * ```ts
 * const r = parseOrders('grunt-1, grunt-2 -> c6  # take the key sector\nA6 to B6', { player: 'psicorps' });
 * // r.value: [{ soldiers: ['psicorps/grunt-1', 'psicorps/grunt-2'], to: 'C6' }, { group: 'A6', to: 'B6' }]
 * if (!r.ok) for (const issue of r.error) console.log(issue.message); // "line 2, column 4: ..."
 * ```
 */
export function parseOrders(text: string, context: SheetContext): Result<OrderInput[], SheetIssue[]> {
  const r = readSheet(text, context);
  return r.issues.length > 0 ? err([...r.issues]) : ok(r.orders.map((o) => o.order));
}
