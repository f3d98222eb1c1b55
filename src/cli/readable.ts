/**
 * Output a person can read in a terminal, for any game's text: a line no wider than the
 * terminal (a long list cut after the items that fit, with how many more), and a block
 * no longer than a screenful or two, with a note of what was left out. `simulturn play`
 * prints each step's report and board through these, so a game that lists a 26-ship
 * fleet on one line or reports a hundred lines a step stays readable; `--full` prints
 * everything.
 */

/** The widest line printed: a wide terminal's, beyond the 80 columns most boards fit in. */
export const LINE_WIDTH = 100;

/** ", " between the items of a list, as games write them. */
const SEPARATOR = ', ';

/**
 * A line of at most `width` characters. A line holding a list (items separated by ", ")
 * keeps the items that fit and says how many more there are; any other line is cut with
 * an ellipsis. Lines that fit are returned as they are.
 * @example
 * ```ts
 * clipLine('ships: s1, s2, s3, s4, s5, s6', 24); // 'ships: s1, s2, … 4 more'
 * ```
 */
export function clipLine(line: string, width: number = LINE_WIDTH): string {
  if (line.length <= width) return line;
  const cuts: number[] = [];
  for (let at = line.indexOf(SEPARATOR); at >= 0; at = line.indexOf(SEPARATOR, at + 1)) cuts.push(at);
  // The last cut whose kept part and note fit; the items after it are counted, not shown.
  for (let k = cuts.length - 1; k >= 0; k--) {
    const note = `, … ${cuts.length - k} more`;
    if (cuts[k]! + note.length <= width) return line.slice(0, cuts[k]) + note;
  }
  return `${line.slice(0, width - 1)}…`;
}

/**
 * A block of text of at most `maxLines` lines, each clipped to `width`; a longer block
 * keeps its first lines and ends with a note of how many were left out and how to see
 * them (`more`). Trailing blank lines are dropped.
 */
export function boundBlock(text: string, maxLines: number, more: string, width: number = LINE_WIDTH): string {
  const lines = text.trimEnd().split('\n');
  const kept = lines.length <= maxLines ? lines : lines.slice(0, maxLines - 1);
  const out = kept.map((l) => clipLine(l, width));
  if (kept.length < lines.length) out.push(`  … ${lines.length - kept.length} more lines (${more})`);
  return out.join('\n');
}

/**
 * A report without the board it already shows: the longest run of the board's lines, from
 * its first three on, found in the report is taken out (a game whose report ends with its
 * map would otherwise print the map twice a step, once cut short). A report that does not
 * hold the board is returned as it is.
 */
export function withoutBoard(report: string, board: string): string {
  const lines = report.split('\n');
  const shown = board.trimEnd().split('\n');
  const needed = Math.min(3, shown.length);
  for (let i = 0; i + needed <= lines.length; i++) {
    let k = 0;
    while (k < shown.length && i + k < lines.length && lines[i + k] === shown[k]) k++;
    if (k >= needed) return [...lines.slice(0, i), ...lines.slice(i + k)].join('\n');
  }
  return report;
}

/** A line broken at spaces into lines of at most `width` characters (a longer word keeps its line). */
export function wrapLine(line: string, width: number = LINE_WIDTH): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of line.split(' ')) {
    if (current !== '' && current.length + 1 + word.length > width) {
      out.push(current);
      current = word;
    } else current = current === '' ? word : `${current} ${word}`;
  }
  out.push(current);
  return out;
}
