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
 * A sheet opens with the kernel's header, `player:` and `step:` (the game's step, which
 * grows with each phase, not the turn), so that a sheet filed under the other player or
 * sent again at a later step is refused, not read as the other's or as this step's orders.
 */
import type { OrderSheetCodec, SheetReply } from '../kernel/game/contract.js';
import type { IssueBase } from '../kernel/issue.js';
import { readSheetHeader, sheetHeaderLines, unboundNote } from '../kernel/sheet-header.js';
import { gridOf } from './map.js';
import { readOrders } from './orders.js';
import type { TsgState } from './state.js';
import type { TsgView } from './view.js';

/** The sheet a player fills in before a step, from its view: what it has, and example orders commented out. */
export function blankSheet(view: TsgView): string {
  const grid = gridOf(view.map);
  const lines = [
    `# Strategic Game: orders of ${view.me}, turn ${view.turn}, ${view.phase} (step ${view.step})`,
    ...sheetHeaderLines({ player: view.me, step: view.step }),
    `# BP ${view.bp}; a ship is E(1-5) S(0-5) T(0-5) W(weapons), costing E+S+T+2W BP`,
  ];
  for (const f of view.myFleets)
    lines.push(
      `# fleet ${f.id} at ${grid.name(f.at)}: ${f.ships.map((s) => `${s.id} E${s.engine} S${s.shields} T${s.toHit} W${s.weapons}`).join(', ')}`,
    );
  if (!view.awaiting.includes(view.me)) lines.push('# you are not awaited at this step');
  else if (view.phase === 'production')
    lines.push(
      '# build E3 S5 T4 W4',
      '# merge FLEET into FLEET',
      '# split FLEET SHIP SHIP',
      '# battle retreat 50',
    );
  else for (const f of view.myFleets) lines.push(`# move ${f.id} to ${grid.name(f.at)}`);
  return `${lines.join('\n')}\n`;
}

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
    if (order === null) issues.push(sheetIssue(`line ${k + 1}: cannot read "${line.slice(0, 40)}"`, k + 1));
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
    issues.length === 0 ? `${orders.length} order(s) accepted` : issues.map((i) => i.message).join('\n'),
    ...(note === null ? [] : [note]),
  ].join('\n');
  return { orders, reply, issues };
}

/** The order sheet codec of the game contract. */
export const ORDER_SHEET: OrderSheetCodec<TsgState, TsgView> = { blank: blankSheet, read: readSheet };
