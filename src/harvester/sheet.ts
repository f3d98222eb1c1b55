/**
 * The text order sheet (invented format, HV-1.4), one order a line, `#` starting a
 * comment:
 *
 * ```text
 * target 2,-1
 * drop 3
 * rebuild scout
 * destroy 12
 * move 7 1,0 2,0
 * ```
 *
 * `blank` pre-fills a sheet from the player's view: how to write each order with an
 * example taken from the player's own units and scans, then the client's text board (the
 * map with both axes, the legend, the units, prices and target choices) as comments.
 * `read` turns a filled-in sheet into the JSON orders `checkOrders` takes, and answers
 * line by line: every problem names its line and says what was written there, order
 * words and kinds are read in any case (`Move`, `Scout`), a near miss gets a "did you
 * mean", and hexes may be typed with spaces or brackets (`(1, -2)`). Never throws on any
 * text. A sheet opens with the kernel's header, `player:` and `step:` (the turn, which is
 * the game's step), so that a sheet filed under another player or sent again a turn
 * later is refused, not read as another's orders.
 */
import type { OrderSheetCodec, SheetReply } from '../kernel/game/contract.js';
import type { IssueBase } from '../kernel/issue.js';
import { onlyNearestName } from '../kernel/nearest-name.js';
import { readSheetHeader, type SheetDue, sheetHeaderLines, unboundNote } from '../kernel/sheet-header.js';
import { boardModel } from './client/board.js';
import { hexName, readHex } from './client/hex.js';
import { legalMoves, legalTargets } from './client/targets.js';
import { renderBoard } from './client/text-map.js';
import { type Issue, issue } from './errors.js';
import { checkOrders, type RawMove } from './orders.js';
import type { HvState } from './state.js';
import type { HvView } from './view.js';

/** The sheet's player and step: the player, and the turn, which is the game's step (`game.ts`). */
const dueOf = (player: string, turn: number): SheetDue => ({ player, step: turn });

/** The order words of the sheet. */
const WORDS = ['target', 'drop', 'rebuild', 'destroy', 'move'] as const;
type Word = (typeof WORDS)[number];

/** How each order is written, for the sheet's help and the refusal of a line that cannot be read. */
const FORMS: Readonly<Record<Word, string>> = {
  target: 'target HEX',
  drop: 'drop N',
  rebuild: 'rebuild KIND',
  destroy: 'destroy ID',
  move: 'move ID HEX HEX …',
};
const EXPECTED = `one order a line: ${WORDS.map((w) => FORMS[w]).join(', ')}`;

/** The sheet a player fills in, from its view. */
export function blankSheet(view: HvView): string {
  const board = boardModel(view);
  const mover = board.units.find((u) => u.kind !== 'harvester');
  const move = mover === undefined ? undefined : legalMoves(board, mover.id).at(-1);
  const target = legalTargets(board).find((t) => t.distance > 0);
  const lines = [
    `# Harvester orders for ${view.player}, turn ${view.turn}`,
    ...sheetHeaderLines(dueOf(view.player, view.turn)),
    '# Your orders below, one a line, in any case; "#" starts a note; hexes are named q,r as on the map:',
    `#   target HEX       your Harvester heads for a hex known to hold resources${target === undefined ? '' : ` (target ${target.hex})`}`,
    '#   drop N           your Harvester drops N resources where it stands, before moving',
    '#   rebuild KIND     rebuild a lost general, lieutenant, soldier or scout (prices below)',
    "#   destroy ID       unit ID self-destructs (your Harvester's takes you out of the game)",
    `#   move ID HEX ...  unit ID steps into each HEX, each next to the one before${
      move === undefined || mover === undefined ? '' : ` (move ${mover.id} ${move.path.join(' ')})`
    }`,
    '#   no orders        say so when you give none this turn',
    '#',
    renderBoard(board, { prefix: '# ' }),
  ];
  return `${lines.join('\n')}\n`;
}

/** Where each order of the sheet was written, to place the problems `checkOrders` finds. */
interface Places {
  target?: number;
  drop?: number;
  rebuild?: number;
  readonly destroy: number[];
  readonly moves: number[];
}

/** Reads a filled-in sheet. */
export function readSheet(text: string, state: HvState, player: string): SheetReply {
  const issues: IssueBase[] = [];
  const orders: Record<string, unknown> = {};
  const moves: RawMove[] = [];
  const destroy: number[] = [];
  const places: Places = { destroy: [], moves: [] };
  const lines = String(text).split(/\r?\n/);
  const due = dueOf(player, state.turn);
  const header = readSheetHeader(lines, due);
  // Another player's or turn's sheet: none of its lines are this player's orders.
  if (header.foreign) return { orders, reply: refusal(header.issues), issues: header.issues };
  // A typed hex as the rules name it (`(1, -2)` is `1,-2`); anything else as written, for checkOrders to refuse.
  const hex = (s: string) => {
    const h = readHex(state.radius, s);
    return h === undefined ? s : hexName(h);
  };
  lines.forEach((raw, i) => {
    if (header.taken.has(i)) return;
    // Hexes may be typed with spaces after the comma or in brackets: close them up before splitting.
    const line = raw
      .replace(/#.*/, '')
      .replace(/\s*,\s*/g, ',')
      .replace(/[()]/g, ' ')
      .trim();
    if (line === '' || /^no\s+orders$/i.test(line)) return;
    const [first, ...args] = line.split(/\s+/);
    const word = first!.toLowerCase();
    const n = i + 1;
    const int = (s: string | undefined) => (s !== undefined && /^\d{1,9}$/.test(s) ? Number(s) : undefined);
    const bad = (expected: string, suggestion = '') =>
      issues.push(
        issue('sheet/unreadable', [n, 1], { line: n, found: raw.trim().slice(0, 40), expected, suggestion }),
      );
    const once = (w: 'target' | 'drop' | 'rebuild') => {
      const before = places[w];
      if (before === undefined) {
        places[w] = n;
        return true;
      }
      issues.push(issue('sheet/repeated-order', [n, 1], { line: n, order: w, first: before }));
      return false;
    };
    if (!(WORDS as readonly string[]).includes(word)) {
      const near = onlyNearestName(word, WORDS);
      return bad(near === undefined ? EXPECTED : `${FORMS[near as Word]}, or ${EXPECTED}`, near ?? '');
    }
    const w = word as Word;
    if (w === 'target' && args.length === 1) {
      if (once('target')) orders.target = hex(args[0]!);
    } else if (w === 'drop' && args.length === 1 && int(args[0]) !== undefined) {
      if (once('drop')) orders.drop = int(args[0]);
    } else if (w === 'rebuild' && args.length === 1) {
      if (once('rebuild')) orders.rebuild = args[0]!.toLowerCase();
    } else if (w === 'destroy' && args.length === 1 && int(args[0]) !== undefined) {
      destroy.push(int(args[0])!);
      places.destroy.push(n);
    } else if (w === 'move' && args.length >= 2 && int(args[0]) !== undefined) {
      moves.push({ unit: int(args[0])!, path: args.slice(1).map(hex) });
      places.moves.push(n);
    } else bad(FORMS[w]);
  });
  if (moves.length > 0) orders.moves = moves;
  if (destroy.length > 0) orders.destroy = destroy;
  const checked = checkOrders(state, player, orders);
  const placed = checked.ok ? [] : checked.error.map((i) => onItsLine(i, places));
  const all: IssueBase[] = [...header.issues, ...issues, ...placed].sort((a, b) => lineOf(a) - lineOf(b));
  const note = unboundNote(header, due);
  const reply = [
    all.length === 0 ? `Orders for ${player} read: all accepted.` : refusal(all),
    ...(note === null ? [] : [note]),
  ].join('\n');
  return { orders, reply, issues: all };
}

/** An issue of `checkOrders` placed on the sheet's line of the order it is about: its path becomes `[line, 1]`. */
function onItsLine(i: Issue, places: Places): IssueBase {
  const [field, k] = i.path;
  const line =
    field === 'target' || field === 'drop' || field === 'rebuild'
      ? places[field]
      : field === 'destroy' && typeof k === 'number'
        ? places.destroy[k]
        : field === 'moves' && typeof k === 'number'
          ? places.moves[k]
          : undefined;
  if (line === undefined) return i;
  return { ...i, path: [line, 1], message: `line ${line}: ${i.message}` };
}

/** The line an issue is placed on, for sorting (issues placed nowhere first). */
const lineOf = (i: IssueBase): number => (typeof i.path[0] === 'number' ? i.path[0] : 0);

/** The reply to a sheet with issues: each one, refused. */
const refusal = (issues: readonly IssueBase[]): string =>
  issues.map((i) => `refused: ${i.message}`).join('\n');

/** The codec on the contract. */
export const ORDER_SHEET: OrderSheetCodec<HvState, HvView> = { blank: blankSheet, read: readSheet };
