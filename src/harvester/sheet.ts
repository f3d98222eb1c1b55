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
 * `blank` pre-fills a sheet from the player's view (its units as comments); `read` turns
 * a filled-in sheet into the JSON orders `checkOrders` takes, and answers line by line.
 * Never throws on any text. A sheet opens with the kernel's header, `player:` and `step:`
 * (the turn, which is the game's step), so that a sheet filed under another player or
 * sent again a turn later is refused, not read as another's orders.
 */
import type { OrderSheetCodec, SheetReply } from '../kernel/game/contract.js';
import type { IssueBase } from '../kernel/issue.js';
import { readSheetHeader, type SheetDue, sheetHeaderLines, unboundNote } from '../kernel/sheet-header.js';
import { type Issue, issue } from './errors.js';
import { checkOrders, type RawMove } from './orders.js';
import type { HvState } from './state.js';
import type { HvView } from './view.js';

/** The sheet's player and step: the player, and the turn, which is the game's step (`game.ts`). */
const dueOf = (player: string, turn: number): SheetDue => ({ player, step: turn });

/** The sheet a player fills in, from its view. */
export function blankSheet(view: HvView): string {
  const lines = [
    `# Harvester orders for ${view.player}, turn ${view.turn}`,
    ...sheetHeaderLines(dueOf(view.player, view.turn)),
    `# load ${view.load}, target ${view.target ?? 'none'}${view.build ? `, building ${view.build.kind}` : ''}`,
    '# orders: target HEX | drop N | rebuild KIND | destroy ID | move ID HEX HEX ...',
  ];
  for (const u of view.units) lines.push(`# unit ${u.id} ${u.kind} at ${u.hex}`);
  return `${lines.join('\n')}\n`;
}

/** Reads a filled-in sheet. */
export function readSheet(text: string, state: HvState, player: string): SheetReply {
  const issues: Issue[] = [];
  const orders: Record<string, unknown> = {};
  const moves: RawMove[] = [];
  const destroy: number[] = [];
  const lines = String(text).split(/\r?\n/);
  const due = dueOf(player, state.turn);
  const header = readSheetHeader(lines, due);
  // Another player's or turn's sheet: none of its lines are this player's orders.
  if (header.foreign) return { orders, reply: refusal(header.issues), issues: header.issues };
  lines.forEach((raw, i) => {
    if (header.taken.has(i)) return;
    const line = raw.replace(/#.*/, '').trim();
    if (line === '') return;
    const [word, ...args] = line.split(/\s+/);
    const n = i + 1;
    const bad = (expected: string) =>
      issues.push(issue('sheet/unreadable', ['line', n], { line: n, expected }));
    const int = (s: string | undefined) => (s !== undefined && /^\d{1,9}$/.test(s) ? Number(s) : undefined);
    if (word === 'target' && args.length === 1) orders.target = args[0];
    else if (word === 'drop' && int(args[0]) !== undefined && args.length === 1) orders.drop = int(args[0]);
    else if (word === 'rebuild' && args.length === 1) orders.rebuild = args[0];
    else if (word === 'destroy' && int(args[0]) !== undefined && args.length === 1)
      destroy.push(int(args[0])!);
    else if (word === 'move' && int(args[0]) !== undefined && args.length >= 2)
      moves.push({ unit: int(args[0])!, path: args.slice(1) });
    else bad('target HEX, drop N, rebuild KIND, destroy ID or move ID HEX ...');
  });
  if (moves.length > 0) orders.moves = moves;
  if (destroy.length > 0) orders.destroy = destroy;
  const checked = checkOrders(state, player, orders);
  const all: IssueBase[] = [...header.issues, ...issues, ...(checked.ok ? [] : checked.error)];
  const note = unboundNote(header, due);
  const reply = [
    all.length === 0 ? `Orders for ${player} read: all accepted.` : refusal(all),
    ...(note === null ? [] : [note]),
  ].join('\n');
  return { orders, reply, issues: all };
}

/** The reply to a sheet with issues: each one, refused. */
const refusal = (issues: readonly IssueBase[]): string =>
  issues.map((i) => `refused: ${i.message}`).join('\n');

/** The codec on the contract. */
export const ORDER_SHEET: OrderSheetCodec<HvState, HvView> = { blank: blankSheet, read: readSheet };
