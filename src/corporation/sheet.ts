/**
 * The text order sheet (CO-6.7): the sheet a person fills in for a step, and reading a
 * filled-in sheet back into orders, with every problem named by line and column. Reading
 * never throws, on any text.
 *
 * ```text
 * player: red
 * step: 14
 * swap 2 5
 * enter red blue
 * promote reception-blue 1c
 * ```
 */

import { nearestName } from '../kernel/rules-options.js';
import { readSheetHeader, type SheetHeaderIssue, sheetHeaderLines } from '../kernel/sheet-header.js';
import { buildingIndex } from './building.js';
import type { Issue } from './errors.js';
import { checkTurn } from './play.js';
import { applicablePromotions } from './promotions.js';
import { renderMap } from './render.js';
import { awaiting, type CorporationState, countersLeft } from './state.js';
import type { CorporationView } from './view.js';
import { type AwaitingKind, CIRCLES, COLOURS, type Colour, isColour } from './vocabulary.js';

/** A problem with a line of a sheet: where it is and what is wrong. */
export interface SheetProblem {
  /** The line, from 1. */
  readonly line: number;
  /** The column, from 1. */
  readonly column: number;
  /** What is wrong, as a sentence. */
  readonly message: string;
}

/** A rules issue with the orders a sheet gave, and the place of the words that gave it (when one order did). */
export type SheetIssue = Issue & {
  /** The line and column of the words the issue is about, or absent for the sheet as a whole. */
  readonly at?: {
    /** The sheet's line, from 1. */
    readonly line: number;
    /** The column on that line, from 1. */
    readonly column: number;
  };
};

/** What reading a sheet gives. */
export interface SheetRead {
  /** The orders read, in the raw form `playTurn` takes; null when the sheet has problems or the rules refuse them (nothing of it is played). */
  readonly orders: Record<string, unknown> | null;
  /** The problems of its `player:` and `step:` lines (the kernel's typed header issues, each on its line). */
  readonly header: readonly SheetHeaderIssue[];
  /** The sheet's own problems, by line and column. */
  readonly problems: readonly SheetProblem[];
  /** The rules' issues with the orders read (from `checkTurn`), when the sheet itself was sound, each placed on the line that gave it. */
  readonly issues: readonly SheetIssue[];
}

/** What each kind of step asks for, in words. */
const ASKED_FOR: Record<'place' | 'turn' | 'challenge', string> = {
  place: 'a placement',
  turn: 'a turn',
  challenge: 'an answer to the challenge window',
};

/** The grammar reminder for each kind of step. */
const GRAMMAR: Record<'place' | 'turn' | 'challenge', readonly string[]> = {
  place: ['place CIRCLE COLOUR     put a counter of COLOUR on the empty circle CIRCLE (1 to 12)'],
  turn: [
    'swap A B                exchange the counters on circles A and B (1 to 12); leave out for none',
    'enter COLOUR [AREA]     bring in an employee of COLOUR, into the reception area AREA: its',
    '                        colour, its room id or its number 1 to 4 (his own colour if left out)',
    'promote ROOM ROOM ...   promote the top employee of each room, in order; the engine',
    '                        completes what the list leaves undone (the missedPromotions rule)',
  ],
  challenge: ['challenge yes|no        point out the promotions left unmade, or let them stand'],
};

/**
 * A blank order sheet for a player (CO-6.7): the header (`player:`, `step:`), the picture
 * of the position, the promotions that apply now, and the grammar of the step awaited,
 * all as `#` notes, which reading skips. The person writes order lines below.
 */
export function orderSheet(view: CorporationView): string {
  const { state, player } = view;
  const wait = awaiting(state);
  const out = [
    '# Corporation order sheet. Lines starting with # are notes, not read.',
    ...sheetHeaderLines({ player, step: state.step + 1 }),
    '#',
    ...renderMap(view)
      .split('\n')
      .map((l) => `# ${l}`),
    '#',
  ];
  if (wait.kind === 'over' || !(wait.players as readonly string[]).includes(player)) {
    out.push(`# Nothing is asked of ${player} now.`);
    return `${out.join('\n')}\n`;
  }
  if (wait.kind === 'turn' || wait.kind === 'challenge') {
    const now = applicablePromotions(state);
    out.push(
      wait.kind === 'turn'
        ? '# Promotions that apply now, before any exchange or entry:'
        : `# Promotions ${state.challenge?.mover ?? 'the mover'} left unmade; "challenge yes" has them made:`,
    );
    if (now.length === 0) out.push('#   none');
    for (const p of now) {
      const to = p.to === 'boardroom' ? 'the Boardroom' : p.to;
      out.push(`#   promote ${p.room}    the ${p.colour} to ${to} (pairs ${p.pairs.join(', ')})`);
    }
  }
  if (wait.kind === 'place') {
    const left = countersLeft(state);
    const empty = state.table.flatMap((c, k) => (c === null ? [k + 1] : []));
    out.push(
      `# Empty circles: ${empty.join(' ')}. Counters left: ${COLOURS.map((c) => `${c} ${left[c]}`).join(', ')}.`,
    );
  }
  out.push(`# You are asked for ${ASKED_FOR[wait.kind]}. Write one order a line:`);
  for (const g of GRAMMAR[wait.kind]) out.push(`#   ${g}`);
  return `${out.join('\n')}\n`;
}

const MAX_TEXT = 100_000;
const MAX_LINES = 1_000;

/** A word of a line and its column (from 1). */
interface Word {
  readonly text: string;
  readonly column: number;
}

function words(line: string): Word[] {
  const out: Word[] = [];
  const re = /\S+/g;
  for (let m = re.exec(line); m !== null; m = re.exec(line)) out.push({ text: m[0], column: m.index + 1 });
  return out;
}

/** The order words a sheet takes, for "did you mean". */
const ORDER_WORDS = ['swap', 'enter', 'promote', 'place', 'challenge'] as const;

/** ` (did you mean X?)` when `word` is a slip away from one of `known`, else nothing. */
function didYouMean(word: string, known: readonly string[]): string {
  const near = nearestName(word, known);
  return near === undefined ? '' : ` (did you mean ${near}?)`;
}

/** The order each kind of step must have on the sheet, and how to write it, when leaving it out is no answer. */
const REQUIRED: Partial<Record<AwaitingKind, { readonly key: string; readonly write: string }>> = {
  place: {
    key: 'circle',
    write: 'write "place CIRCLE COLOUR", a circle from 1 to 12 and a colour still in the pile',
  },
  challenge: { key: 'challenge', write: 'write "challenge yes" or "challenge no"' },
};

/**
 * Reads a filled-in sheet of `player` against `state` (CO-6.7): the header lines
 * `player:` and `step:` are the kernel's (`readSheetHeader`, the step being the
 * contract's, from 1) and must match when present; each order line is read by its first
 * word (`swap`, `enter`, `promote`, `place`, `challenge`); `#` starts a note. Any problem
 * with the sheet makes the orders null, so a mistyped line is never half played; a sound
 * sheet's orders are then checked by the rules (`checkTurn`), and each issue is placed on
 * the line and word that gave it. Never throws.
 */
export function readOrderSheet(text: unknown, state: CorporationState, player: string): SheetRead {
  const problems: SheetProblem[] = [];
  const bad = (line: number, column: number, message: string) => problems.push({ line, column, message });
  const whole = (message: string): SheetRead => ({
    orders: null,
    header: [],
    problems: [{ line: 1, column: 1, message }],
    issues: [],
  });
  if (typeof text !== 'string') return whole('the sheet is not text');
  if (text.length > MAX_TEXT) return whole(`the sheet is longer than ${MAX_TEXT} characters`);
  const lines = text.split(/\r\n|\r|\n/);
  if (lines.length > MAX_LINES) return whole(`the sheet has more than ${MAX_LINES} lines`);
  const header = readSheetHeader(lines, { player, step: state.step + 1 });
  // Another player's or step's sheet: none of it is read, and only that is said.
  if (header.foreign) return { orders: null, header: header.issues, problems: [], issues: [] };
  const wait = awaiting(state);
  const ix = buildingIndex(state.building);
  const orders: Record<string, unknown> = {};
  const promote: string[] = [];
  // Where each order was written, for placing the rules' issues: by field, and each promotion.
  const where: Record<string, { line: number; column: number }> = {};
  const promoteAt: { line: number; column: number }[] = [];
  let promoted = false;
  const once = (key: string, n: number, w: Word): boolean => {
    if (Object.hasOwn(orders, key)) {
      bad(n, w.column, `a second ${w.text} line: give one at most`);
      return false;
    }
    return true;
  };
  const circle = (n: number, w: Word | undefined, at: number): number | null => {
    if (w === undefined) {
      bad(n, at, 'a circle number (1 to 12) is missing');
      return null;
    }
    if (!/^\d{1,2}$/.test(w.text) || Number(w.text) < 1 || Number(w.text) > CIRCLES) {
      bad(n, w.column, `"${w.text}" is not a circle: circles are numbered 1 to 12`);
      return null;
    }
    return Number(w.text) - 1;
  };
  const colour = (n: number, w: Word | undefined, at: number): Colour | null => {
    if (w === undefined) {
      bad(n, at, `a colour (${COLOURS.join(', ')}) is missing`);
      return null;
    }
    const c = w.text.toLowerCase();
    if (!isColour(c)) {
      bad(n, w.column, `"${w.text}" is not a colour: ${COLOURS.join(', ')}${didYouMean(w.text, COLOURS)}`);
      return null;
    }
    return c;
  };
  const extra = (n: number, ws: Word[], from: number) => {
    if (ws.length > from) bad(n, ws[from]!.column, `"${ws[from]!.text}" is more than the order takes`);
  };
  const kindFits = (n: number, w: Word, kind: string): boolean => {
    if (wait.kind === kind) return true;
    bad(
      n,
      w.column,
      wait.kind === 'over'
        ? 'the game is over: no orders are taken'
        : `"${w.text}" is an order for a ${kind} step, but this step asks for: ${wait.kind}`,
    );
    return false;
  };
  const roomIds = state.building.rooms.map((r) => r.id);

  lines.forEach((raw, k) => {
    if (header.taken.has(k)) return;
    const n = k + 1;
    const hash = raw.indexOf('#');
    const line = hash < 0 ? raw : raw.slice(0, hash);
    const ws = words(line);
    if (ws.length === 0) return;
    const head = ws[0]!;
    const key = head.text.toLowerCase();
    const end = head.column + head.text.length;
    switch (key) {
      case 'swap': {
        if (!kindFits(n, head, 'turn') || !once('swap', n, head)) return;
        const a = circle(n, ws[1], end);
        const b = ws[1] === undefined ? null : circle(n, ws[2], ws[1].column + ws[1].text.length);
        if (a !== null && b !== null) {
          if (a === b) bad(n, ws[2]!.column, 'the two circles must differ');
          else {
            orders.swap = [a, b];
            where.swap = { line: n, column: ws[1]!.column };
          }
        }
        extra(n, ws, 3);
        return;
      }
      case 'enter': {
        if (!kindFits(n, head, 'turn') || !once('enter', n, head)) return;
        const c = colour(n, ws[1], end);
        const area = ws[2];
        let a: Colour | null = c;
        if (area !== undefined) {
          const t = area.text.toLowerCase();
          const areaIds = COLOURS.map((x) => state.building.rooms[ix.reception[x]]!.id);
          const byId = state.building.rooms.find((r) => r.reception === true && r.id.toLowerCase() === t);
          if (isColour(t)) a = t;
          else if (/^[1-4]$/.test(t)) a = COLOURS[Number(t) - 1]!;
          else if (byId !== undefined) a = byId.colour;
          else {
            bad(
              n,
              area.column,
              `"${area.text}" is not a reception area: a colour, 1 to 4, or ${areaIds.join(', ')}${didYouMean(area.text, [...COLOURS, ...areaIds])}`,
            );
            a = null;
          }
        }
        if (c !== null && a !== null) {
          orders.enter = { colour: c, area: a };
          where.enter = { line: n, column: ws[1]!.column };
          where['enter.colour'] = where.enter;
          where['enter.area'] = { line: n, column: (area ?? ws[1]!).column };
        }
        extra(n, ws, 3);
        return;
      }
      case 'promote': {
        if (!kindFits(n, head, 'turn')) return;
        promoted = true;
        where.promote ??= { line: n, column: head.column };
        for (const w of ws.slice(1)) {
          const room =
            state.building.rooms.find((r) => r.id === w.text) ??
            state.building.rooms.find((r) => r.id.toLowerCase() === w.text.toLowerCase());
          if (room === undefined)
            bad(n, w.column, `"${w.text}" is not a room of this building${didYouMean(w.text, roomIds)}`);
          else {
            promote.push(room.id);
            promoteAt.push({ line: n, column: w.column });
          }
        }
        return;
      }
      case 'place': {
        if (!kindFits(n, head, 'place') || !once('circle', n, head)) return;
        const c = circle(n, ws[1], end);
        const col = ws[1] === undefined ? null : colour(n, ws[2], ws[1].column + ws[1].text.length);
        if (c !== null && col !== null) {
          orders.circle = c;
          orders.colour = col;
          where.circle = { line: n, column: ws[1]!.column };
          where.colour = { line: n, column: ws[2]!.column };
        }
        extra(n, ws, 3);
        return;
      }
      case 'challenge': {
        if (!kindFits(n, head, 'challenge') || !once('challenge', n, head)) return;
        const v = ws[1]?.text.toLowerCase();
        if (v === 'yes' || v === 'no') {
          orders.challenge = v === 'yes';
          where.challenge = { line: n, column: ws[1]!.column };
        } else bad(n, ws[1]?.column ?? end, 'challenge takes yes or no');
        extra(n, ws, 2);
        return;
      }
      default:
        bad(
          n,
          head.column,
          `"${head.text}" is not an order: swap, enter, promote, place or challenge${didYouMean(head.text, ORDER_WORDS)}`,
        );
    }
  });
  if (promoted) orders.promote = promote;
  // A step that needs an answer (a placement, a challenge) and got none: said on the
  // sheet's last line, where the answer would go, rather than as the rules' bare refusal.
  const needed = wait.kind === 'over' ? undefined : REQUIRED[wait.kind];
  if (
    needed !== undefined &&
    problems.length === 0 &&
    header.issues.length === 0 &&
    !Object.hasOwn(orders, needed.key) &&
    (wait.players as readonly string[]).includes(player)
  ) {
    const word = wait.kind === 'place' ? 'place' : 'challenge';
    bad(
      lines.length,
      1,
      `no "${word}" line: ${ASKED_FOR[wait.kind as 'place' | 'challenge']} is due; ${needed.write}`,
    );
  }
  if (problems.length > 0 || header.issues.length > 0)
    return { orders: null, header: header.issues, problems, issues: [] };
  const checked = checkTurn(state, player, orders);
  const placed = (i: Issue): SheetIssue => {
    const [field, index] = i.path;
    const at =
      field === 'promote' && typeof index === 'number'
        ? promoteAt[index]
        : (where[i.path.filter((p) => typeof p === 'string').join('.')] ?? where[String(field)]);
    return at === undefined ? i : { ...i, at };
  };
  return { orders, header: [], problems: [], issues: checked.ok ? [] : checked.error.map(placed) };
}

/** An issue of the sheet as the person reads it: its line and column first, where it has them. */
export function placedMessage(i: SheetIssue): string {
  return i.at === undefined ? i.message : `line ${i.at.line}, column ${i.at.column}: ${i.message}`;
}

/** The referee's answer to a sheet, in words: what was read, and every problem with its line and column. */
export function describeSheetRead(read: SheetRead, player: string): string {
  const count = read.header.length + read.problems.length;
  if (count > 0) {
    return [
      `The sheet of ${player} was not read: ${count} ${count === 1 ? 'problem' : 'problems'}. None of its orders are taken; correct it and send it again.`,
      ...read.header.map((i) => `  ${i.message}`),
      ...read.problems.map((p) => `  line ${p.line}, column ${p.column}: ${p.message}`),
    ].join('\n');
  }
  const o = read.orders ?? {};
  const parts: string[] = [];
  if (Array.isArray(o.swap)) parts.push(`swap circles ${o.swap[0] + 1} and ${o.swap[1] + 1}`);
  const e = o.enter as { colour: string; area: string } | undefined;
  if (e !== undefined) parts.push(`enter a ${e.colour} employee into the ${e.area} reception area`);
  if (Array.isArray(o.promote))
    parts.push(o.promote.length === 0 ? 'no promotions listed' : `promote ${o.promote.join(', ')}`);
  if (typeof o.circle === 'number') parts.push(`place ${String(o.colour)} on circle ${o.circle + 1}`);
  if (typeof o.challenge === 'boolean') parts.push(o.challenge ? 'challenge' : 'no challenge');
  const head = `Orders of ${player}: ${parts.length === 0 ? 'none written' : parts.join('; ')}.`;
  if (read.issues.length === 0) return `${head} Accepted.`;
  return [`${head} Refused by the rules:`, ...read.issues.map((i) => `  ${placedMessage(i)}`)].join('\n');
}

/**
 * Orders as the lines of a sheet that read back to them (CO-6.7): `swap`, `enter` and
 * `promote` lines for a turn, a `place` line, or a `challenge` line. Circles are written
 * from 1. What it does not recognise it leaves out.
 */
export function sheetLines(orders: unknown): string[] {
  if (typeof orders !== 'object' || orders === null) return [];
  const o = orders as Record<string, unknown>;
  const out: string[] = [];
  if (Array.isArray(o.swap) && o.swap.length === 2)
    out.push(`swap ${Number(o.swap[0]) + 1} ${Number(o.swap[1]) + 1}`);
  const e = o.enter as { colour?: unknown; area?: unknown } | undefined;
  if (typeof e === 'object' && e !== null)
    out.push(`enter ${String(e.colour)}${e.area === undefined ? '' : ` ${String(e.area)}`}`);
  if (Array.isArray(o.promote)) out.push(['promote', ...o.promote.map(String)].join(' '));
  if (typeof o.circle === 'number') out.push(`place ${o.circle + 1} ${String(o.colour)}`);
  if (typeof o.challenge === 'boolean') out.push(`challenge ${o.challenge ? 'yes' : 'no'}`);
  return out;
}
