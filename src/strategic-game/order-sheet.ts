/**
 * The text order sheet (TSG-9.2; **invented**, the seed has none): one order a line,
 * `#` starting a comment, read back into the orders `checkOrders` takes. The forms:
 *
 * ```
 * build E3 S5 T4 W4                 (or: build E3 S5 T4 W4 into p1-f2)
 * merge p1-f3 into p1-f2
 * split p1-f2 p1-s4 p1-s5
 * battle retreat 50                 (or: battle retreat never lose p1-s3 p1-s4)
 * move p1-f2 to 0805
 * ```
 *
 * Words are read in any case, ids too (`P1-F2`). A sheet opens with the kernel's header,
 * `player:` and `step:` (the game's step, which grows with each phase, not the turn), so
 * that a sheet filed under the other player or sent again at a later step is refused, not
 * read as the other's or as this step's orders. The blank sheet shows what the player has,
 * the prices of building, the map (the text map of the client's board, commented out) and
 * example orders (blank-sheet.ts); a line that cannot be read is answered with the form it
 * should take and, where a small change makes it readable, "did you mean" that line; a
 * sheet read is answered with its orders echoed as read.
 */
import type { OrderSheetCodec, SheetReply } from '../kernel/game/contract.js';
import type { IssueBase } from '../kernel/issue.js';
import { onlyNearestName } from '../kernel/nearest-name.js';
import { readSheetHeader, unboundNote } from '../kernel/sheet-header.js';
import { blankSheet } from './blank-sheet.js';
import { LINE_FORMS, orderLine } from './client/builders.js';
import { count } from './client/ids.js';
import { spentOn } from './client/prices.js';
import { type ReadOrders, readOrders } from './orders.js';
import type { TsgState } from './state.js';
import type { TsgView } from './view.js';
import { ORDER_KINDS, type OrderKind } from './vocabulary.js';

export { blankSheet };

const sheetIssue = (message: string, line: number): IssueBase => ({
  code: 'sheet/unreadable-line',
  path: [`line ${line}`],
  message,
});

/** Reads one line into an order, or null if it cannot. */
function readLine(words: readonly string[]): Record<string, unknown> | null {
  const [head, ...rest] = words;
  const num = (w: string | undefined) => (w !== undefined && /^\d{1,4}$/.test(w) ? Number(w) : Number.NaN);
  switch (head?.toLowerCase()) {
    case 'build': {
      const stats: Record<string, number> = {};
      const names: Record<string, string> = { E: 'engine', S: 'shields', T: 'toHit', W: 'weapons' };
      let into: string | undefined;
      for (let i = 0; i < rest.length; i++) {
        const w = rest[i]!;
        const m = /^([ESTW])(\d{1,2})$/i.exec(w);
        if (m !== null) stats[names[m[1]!.toUpperCase()]!] = Number(m[2]);
        else if (w.toLowerCase() === 'into' && rest[i + 1] !== undefined) into = rest[++i];
        else return null;
      }
      return Object.keys(stats).length === 4
        ? { kind: 'build', ...stats, ...(into !== undefined ? { into } : {}) }
        : null;
    }
    case 'merge':
      return rest.length === 3 && rest[1]!.toLowerCase() === 'into'
        ? { kind: 'merge', fleet: rest[0], into: rest[2] }
        : null;
    case 'split':
      return rest.length >= 2 ? { kind: 'split', fleet: rest[0], ships: rest.slice(1) } : null;
    case 'battle': {
      if (rest[0]?.toLowerCase() !== 'retreat' || rest[1] === undefined) return null;
      const at = rest[1].toLowerCase() === 'never' ? null : num(rest[1]);
      if (at !== null && !Number.isInteger(at)) return null;
      const lose = rest[2]?.toLowerCase() === 'lose' ? rest.slice(3) : undefined;
      if (rest.length > 2 && lose === undefined) return null;
      return { kind: 'battle', retreatAt: at, ...(lose !== undefined ? { lossOrder: lose } : {}) };
    }
    case 'move':
      return rest.length === 3 && rest[1]!.toLowerCase() === 'to'
        ? { kind: 'move', fleet: rest[0], to: rest[2] }
        : null;
    default:
      return null;
  }
}

/** The small words of each line form, by their place after the head word. */
const KEYWORDS: Readonly<Record<OrderKind, readonly string[]>> = {
  build: ['into'],
  merge: ['into'],
  split: [],
  battle: ['retreat', 'never', 'lose'],
  move: ['to'],
};

/**
 * A readable line near an unreadable one, if a small change makes it so: the head word's
 * typo, a keyword's typo, punctuation stuck to a word (`50%`, `0805,`), a stat written
 * `E 3`, a missing `to` or `into`. Null when none reads.
 */
function nearLine(words: readonly string[]): string | null {
  const head = words[0]?.toLowerCase() ?? '';
  const near = onlyNearestName(head, ORDER_KINDS);
  const kind = ORDER_KINDS.find((k) => k === head) ?? ORDER_KINDS.find((k) => k === near);
  if (kind === undefined) return null;
  const body = words.slice(1).join(' ');
  const fixed = (kind === 'build' ? body.replace(/\b([ESTW])\s+(\d)/gi, '$1$2') : body)
    .split(/\s+/)
    .map((w) => w.replace(/^[^\w-]+|[^\w-]+$/g, ''))
    .filter((w) => w !== '')
    .map((w) => (/\d/.test(w) ? w : (onlyNearestName(w, KEYWORDS[kind], 1) ?? w)));
  const candidates = [[kind, ...fixed]];
  if (kind === 'move' && fixed.length === 2) candidates.push([kind, fixed[0]!, 'to', fixed[1]!]);
  if (kind === 'merge' && fixed.length === 2) candidates.push([kind, fixed[0]!, 'into', fixed[1]!]);
  if (kind === 'battle' && fixed[0] !== 'retreat') candidates.push([kind, 'retreat', ...fixed]);
  for (const c of candidates) if (readLine(c) !== null) return c.join(' ');
  return null;
}

/** The answer to a line that cannot be read: what it should look like, and the near line if any. */
function unreadable(line: string, k: number): IssueBase {
  const words = line.split(/\s+/);
  const kind = ORDER_KINDS.find((x) => x === words[0]?.toLowerCase());
  const shown = line.length > 60 ? `${line.slice(0, 57)}...` : line;
  const form =
    kind !== undefined
      ? `a ${kind} line reads: ${LINE_FORMS[kind]}`
      : `a line starts with ${ORDER_KINDS.slice(0, -1).join(', ')} or ${ORDER_KINDS.at(-1)}`;
  const near = nearLine(words);
  return sheetIssue(
    `line ${k}: cannot read "${shown}": ${form}${near !== null ? `; did you mean "${near}"?` : ''}`,
    k,
  );
}

/**
 * The orders accepted, echoed as the referee read them (ids in their own case), so the
 * player sees what will be carried out: a run of the same order on consecutive lines is
 * one line (`lines 6 to 28: 23 × build E3 S5 T4 W4`), and the builds' cost is totalled.
 */
function echo(read: ReadOrders, lineOf: readonly number[], state: TsgState, player: string): string[] {
  const accepted = read.orders.flatMap((o) =>
    o.ok ? [{ line: lineOf[o.index]!, text: orderLine(o.order) }] : [],
  );
  if (accepted.length === 0)
    return ['no orders: your fleets stay where they are, and your battle orders stand'];
  const out = [`${count(accepted.length, 'order')} accepted:`];
  for (let i = 0; i < accepted.length; ) {
    let j = i;
    while (
      j + 1 < accepted.length &&
      accepted[j + 1]!.text === accepted[i]!.text &&
      accepted[j + 1]!.line === accepted[j]!.line + 1
    )
      j++;
    const a = accepted[i]!;
    out.push(
      j === i
        ? `  line ${a.line}: ${a.text}`
        : `  lines ${a.line} to ${accepted[j]!.line}: ${j - i + 1} × ${a.text}`,
    );
    i = j + 1;
  }
  const spent = spentOn(read.orders.flatMap((o) => (o.ok ? [o.order] : [])));
  if (spent > 0) {
    const bp = state.sides[player]?.bp ?? 0;
    out.push(`The builds cost ${spent} BP of your ${bp}: ${bp - spent} left.`);
  }
  return out;
}

/** Reads a filled-in sheet of `player`; never throws on any text. */
export function readSheet(text: string, state: TsgState, player: string): SheetReply {
  const orders: Record<string, unknown>[] = [];
  const lineOf: number[] = [];
  const issues: IssueBase[] = [];
  const lines = typeof text === 'string' ? text.split(/\r?\n/).slice(0, 2000) : [];
  const due = { player, step: state.step };
  const header = readSheetHeader(lines, due);
  // The other player's sheet, or another step's: none of its lines are orders of this step.
  if (header.foreign)
    return { orders, reply: header.issues.map((i) => i.message).join('\n'), issues: header.issues };
  issues.push(...header.issues);
  lines.forEach((raw, k) => {
    if (header.taken.has(k)) return;
    const line = raw.replace(/#.*$/, '').trim();
    if (line === '') return;
    const order = readLine(line.split(/\s+/));
    if (order === null) issues.push(unreadable(line, k + 1));
    else {
      orders.push(order);
      lineOf.push(k + 1);
    }
  });
  const read = readOrders(state, player, orders);
  for (const i of read.listIssues) issues.push(i);
  for (const o of read.orders)
    if (!o.ok)
      for (const i of o.issues) issues.push({ ...i, message: `line ${lineOf[o.index]}: ${i.message}` });
  const note = unboundNote(header, due);
  const reply = [
    ...(issues.length === 0 ? echo(read, lineOf, state, player) : issues.map((i) => i.message)),
    ...(note === null ? [] : [note]),
  ].join('\n');
  return { orders, reply, issues };
}

/** The order sheet codec of the game contract. */
export const ORDER_SHEET: OrderSheetCodec<TsgState, TsgView> = { blank: blankSheet, read: readSheet };
