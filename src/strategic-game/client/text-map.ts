/**
 * The text map of a board (TSG-9.2), for the terminal and the mail: the hex grid as the
 * seed draws it, odd columns half a row lower, so each row is two lines, the hexes of
 * columns 01, 03, … on the first and 02, 04, … on the second. Every column is labelled
 * above and below its hexes and every row at both ends of its lines, so the hex under
 * column 08 on a line of row 05 is typed `0805`. Each hex is two marks (the legend
 * below says what each means). Under the map: BP, battle orders, the player's fleets
 * with their ships counted by design, and the enemy's counters grouped by hex, so no line
 * grows with the number of ships or fleets (at most {@link WIDTH} characters).
 */
import type { Board, BoardFleet } from './board.js';
import { count, idRanges, wrap } from './ids.js';
import { FLEET_MARKS, SYSTEM_MARKS } from './legend.js';

/** The widest line the text map writes. */
export const WIDTH = 96;

/** Characters a column takes: its two marks and a space. */
const STEP = 3;
/** Characters before the first column: a row label and two spaces. */
const LEFT = 4;

/** The lines of the grid: the column labels, two lines a row, the column labels again. */
export function gridLines(board: Board): string[] {
  const labels = `${' '.repeat(LEFT)}${board.columns.join(' ')}`;
  const right = LEFT + STEP * board.cols;
  const lines = [labels];
  for (let r = 0; r < board.rows; r++) {
    const label = board.rowLabels[r]!;
    for (const parity of [0, 1]) {
      const chars = Array.from({ length: right + 2 }, () => ' ');
      chars[0] = label[0]!;
      chars[1] = label[1]!;
      for (let c = parity; c < board.cols; c += 2) {
        const mark = board.hexes[r * board.cols + c]!.mark;
        chars[LEFT + STEP * c] = mark[0]!;
        chars[LEFT + STEP * c + 1] = mark[1]!;
      }
      chars[right] = label[0]!;
      chars[right + 1] = label[1]!;
      lines.push(chars.join(''));
    }
  }
  lines.push(labels);
  return lines;
}

/** The legend, wrapped: the first mark of a hex, then the second. */
export function legendLines(): string[] {
  const list = (entries: typeof SYSTEM_MARKS, end: string) =>
    entries.map((e, i) => `${e.mark} = ${e.meaning}${i === entries.length - 1 ? end : ','}`);
  const parts = [
    'first mark:',
    ...list(SYSTEM_MARKS, ';'),
    'second mark:',
    ...list(FLEET_MARKS, '.'),
    'So Om is your fleet at your home, Xe an enemy fleet at the enemy home.',
  ];
  return wrap(parts, WIDTH, 'Legend, ', '  ');
}

/**
 * The enemy's counters grouped by hex, in hex order: `0907: p2-f1 to p2-f31`, a fleet the
 * player's sensors counted named with its count (`p2-f4 (5 ships seen, turn 3)`).
 */
export function enemyGroups(board: Board): string[] {
  const byHex = new Map<string, Board['enemyFleets'][number][]>();
  for (const f of board.enemyFleets) byHex.set(f.at, [...(byHex.get(f.at) ?? []), f]);
  return [...byHex.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([at, fs]) => {
      const unseen = fs.filter((f) => f.seen === null).map((f) => f.id);
      const seen = fs.flatMap((f) =>
        f.seen === null
          ? []
          : [
              `${f.id} (${count(f.seen.ships, 'ship')} seen${f.seen.at === f.at ? '' : ` at ${f.seen.at}`}, turn ${f.seen.turn})`,
            ],
      );
      return `${at}: ${[...(unseen.length > 0 ? [idRanges(unseen)] : []), ...seen].join(', ')}`;
    });
}

/** BP, battle orders, the player's fleets and the enemy's counters, summarised. */
export function fleetLines(board: Board): string[] {
  const lines = [`BP ${board.bp}; battle orders: ${board.battleText}.`];
  lines.push(board.fleets.length === 0 ? 'Your fleets: none.' : `Your fleets (${board.fleets.length}):`);
  // Fleets alike (one hex, one speed, the same ships by design) share a line: a first
  // production of thirty one-ship fleets is two lines, not thirty.
  const alike = new Map<string, BoardFleet[]>();
  for (const f of board.fleets) {
    const key = `${f.at} ${f.speed} ${f.summary}`;
    alike.set(key, [...(alike.get(key) ?? []), f]);
  }
  for (const fs of alike.values()) {
    const f = fs[0]!;
    const ids = idRanges(fs.map((x) => x.id));
    const ships = fs.flatMap((x) => x.ships.map((s) => s.id));
    const head =
      fs.length === 1
        ? `${ids} at ${f.at}, speed ${f.speed}: ${f.summary}`
        : `${ids} at ${f.at}, speed ${f.speed}: ${fs.length} fleets, each ${f.summary}`;
    if (f.groups.length === 1)
      lines.push(...wrap(`${head} (${idRanges(ships)})`.split(' '), WIDTH, '  ', '    '));
    else {
      lines.push(...wrap(head.split(' '), WIDTH, '  ', '    '));
      const each = fs.flatMap((x) => x.groups);
      const byDesign = f.groups.map((g, i) => {
        const all = each.filter((x) => x.design === g.design).flatMap((x) => x.ids);
        return `${g.design}: ${idRanges(all)}${i === f.groups.length - 1 ? '' : ';'}`;
      });
      lines.push(...wrap(byDesign, WIDTH, '    ships ', '    '));
    }
  }
  if (board.enemyFleets.length === 0) lines.push('Enemy fleets: none on the map.');
  else {
    const parts = enemyGroups(board).map((g, i, all) => `${g}${i === all.length - 1 ? '.' : ';'}`);
    lines.push(...wrap(parts, WIDTH, `Enemy fleets (${board.enemyFleets.length}) at `, '  '));
  }
  return lines;
}

/**
 * The board as text: a title, the grid, the legend and the fleets (see the module's
 * comment).
 */
export function textMap(board: Board): string {
  return [
    `The map of ${board.me}, turn ${board.turn}, step ${board.step} (${board.phaseText})`,
    `A hex is typed column then row: the mark under column 08 on a line of row 05 is hex 0805.`,
    ...gridLines(board),
    ...legendLines(),
    ...fleetLines(board),
  ].join('\n');
}
