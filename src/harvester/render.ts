/**
 * Text for play by mail (HV-4): a player's known planet as the client's text board (both
 * axes labelled, a legend, the lists a player orders from), and its report as sentences.
 * Both are built from what the player was given (its view or report) only, through the
 * client model (`client/`), so the terminal, the letter and the web board show the same
 * thing. The report leaves the board to the next turn's order sheet, which opens with it
 * (and to `renderMap`, which the command line prints each step), so it is not sent twice.
 */
import { boardModel } from './client/board.js';
import { reportSentences } from './client/events.js';
import { MARKS } from './client/legend.js';
import { renderBoard } from './client/text-map.js';
import type { HvReport } from './report.js';
import type { HvView } from './view.js';

/** The marks of the map, as one line (the legend under every map holds it). */
export const MAP_LEGEND = `Marks: ${MARKS.map((m) => `${m.mark} ${m.means}`).join(', ')}.`;

/** The known planet as text: the client's text board of the view (`renderBoard`). */
export function renderMap(view: HvView): string {
  return renderBoard(boardModel(view));
}

/** A player's report as text: the turn in sentences (`reportSentences`) and how many hexes it scans now (the next sheet's map shows them). */
export function renderReport(r: HvReport): string {
  return [...reportSentences(r), `You scan ${r.known.length} hexes now.`].join('\n');
}
