/**
 * Corporate War's order sheet as the versions before this one wrote it, so that a game
 * folder begun with them still checks: the sheets of its dawns are compared with what the
 * referee writes. Those versions cut a crowded map cell to five characters (one line a
 * row, a four-line legend), told the distance limit without the diagonal, said the Doc
 * goes where the Commander goes whoever of them stood, and headed the fallen with their
 * revival. The current sheet is rewritten into that form, line by line.
 */
import { sectorName } from '../../corporate-war/board.js';
import { orderSheet } from '../../corporate-war/order-sheet/sheet.js';
import { mapCell } from '../../corporate-war/render-map.js';
import type { PlayerView } from '../../corporate-war/view.js';

/** The reminder's lines on the distance limit: this version's, and the earlier ones'. */
const REMINDER_NOW = [
  '# by commas. A target is at most two sectors away, a diagonal step counting as one',
  '# (CW-5.2); a soldier without an order stays where he is (CW-5.4). Everything after',
  '# "#" is a comment. For example:',
];
const REMINDER_BEFORE = [
  '# by commas. A target is at most two sectors away (CW-5.2); a soldier without an order',
  '# stays where he is (CW-5.4). Everything after "#" is a comment. For example:',
];
/** The legend's lines the earlier versions did not have. */
const LEGEND_ADDED = '#         Counts are never cut:';
const MOBILE_COMMAND_BEFORE = ', Mobile Command (the Doc goes where the Commander goes)';
const FALLEN_BEFORE =
  '# Fallen (back when their tags reach the Mobile Command and it holds a key sector, CW-8.3):';

/** A map cell as the earlier versions drew it: one line, cut to five characters. */
function earlierCell(view: PlayerView, name: string): string {
  const c = mapCell(view, name);
  const own = c.own > 0 ? `${c.own}${c.command ? 'M' : ''}` : c.command ? 'M' : '';
  const enemies =
    (c.corporate > 0 ? `${c.fresh ? 'E' : 'e'}${c.corporate}` : '') +
    (c.aliens > 0 ? `${c.fresh ? 'A' : 'a'}${c.aliens}` : '');
  const marks =
    (c.craft ? '@' : '') +
    (c.wreck ? '#' : '') +
    (c.bodies ? '+' : '') +
    (c.fighting ? '!' : '') +
    (c.movement ? '~' : '');
  const parts = [own, enemies, marks].filter((p) => p !== '');
  let text = parts.join(' ');
  if (text.length > 5) text = parts.join('').slice(0, 5);
  if (text === '' && !c.known) text = '.';
  const left = Math.floor((5 - text.length) / 2);
  const [open, close] = c.key ? ['[', ']'] : [' ', ' '];
  return `${open}${' '.repeat(left)}${text}${' '.repeat(5 - text.length - left)}${close}`;
}

/** The map's lines (without the legend) as the earlier versions drew them, as sheet comments. */
function earlierMap(view: PlayerView): string[] {
  const { rows, cols } = view.board;
  const centre = (s: string) => {
    const left = Math.floor((7 - s.length) / 2);
    return ' '.repeat(left) + s + ' '.repeat(7 - s.length - left);
  };
  let header = '  ';
  for (let c = 0; c < cols; c++) header += centre(String(c + 1));
  const lines = [header];
  for (let r = 0; r < rows; r++) {
    let line = `${sectorName(view.board, r * cols).charAt(0)} `;
    for (let c = 0; c < cols; c++) line += earlierCell(view, sectorName(view.board, r * cols + c));
    lines.push(line);
  }
  return lines.map((l) => `# ${l.trimEnd()}`.trimEnd());
}

/**
 * The sheet of `view` as the earlier versions wrote it, with `standing` (the map, key
 * sectors and claim) or, as still earlier versions did, without.
 */
export function earlierSheet(
  view: PlayerView,
  names: Readonly<Record<string, string>>,
  standing: boolean,
): string {
  const lines = orderSheet(view, { names, standing }).split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === REMINDER_NOW[0] && lines[i + 1] === REMINDER_NOW[1] && lines[i + 2] === REMINDER_NOW[2]) {
      out.push(...REMINDER_BEFORE);
      i += REMINDER_NOW.length - 1;
    } else if (line.startsWith(LEGEND_ADDED)) {
      i += 1; // and the line after it
    } else if (/^# What .+ knows at dawn of day \d+:$/.test(line) && lines[i + 1] === '#') {
      // The map: from its header to the blank comment line before the legend.
      let end = i + 2;
      while (end < lines.length && lines[end] !== '#') end++;
      out.push(line, '#', ...earlierMap(view));
      i = end - 1;
    } else if (/^# [A-Z]+\d+: \d+ soldiers?, Mobile Command/.test(line)) {
      out.push(line.slice(0, line.indexOf(', Mobile Command')) + MOBILE_COMMAND_BEFORE);
    } else if (line.startsWith('# Fallen (')) {
      out.push(FALLEN_BEFORE);
    } else out.push(line);
  }
  return out.join('\n');
}
