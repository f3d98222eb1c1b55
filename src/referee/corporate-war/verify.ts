/**
 * Checking a Corporate War game's whole folder: the one referee's `verifyStepGame` in the
 * day dialect. Every file of every day `game.json` has committed is checked against its
 * versioned format and against the others: the states have the hashes `game.json`
 * records, each day's archive joins its dawn to the next and holds the orders accepted,
 * the Markdown reports and the sheets are what their JSON report and state give.
 * Optionally every day is resolved again from its archived orders, which must give the
 * next dawn exactly. Reads only.
 */
import type { RefereeProblem } from '../issues.js';
import { verifyStepGame } from '../verify.js';
import type { LoadedGame } from './load.js';

export { isRenderingOf } from './day-files.js';

/** Options of `verifyGame`. */
export interface VerifyOptions {
  /** Resolve every day again from its archived orders and compare (slower). */
  readonly replay?: boolean;
}

/** Every problem with the committed files of a loaded game (none: all is well). */
export const verifyGame = (g: LoadedGame, options: VerifyOptions = {}): RefereeProblem[] =>
  verifyStepGame(g.folder, options);
