/**
 * Isolation by tampering, the contract battery's check that what a game hands out is the
 * holder's own: every seat (and an onlooker) writes through everything its view reaches,
 * and every report and the public post are written through; neither the state, nor any
 * other seat's view, nor what anyone else is told may move (`tamper.ts` makes the writes).
 */
import type { Game, StepResult } from '../index.js';
import { canonicalJson } from '../kernel/hash.js';
import { assertEqual } from './assert.js';
import { type TamperTally, tamperWith } from './tamper.js';

/** The counts isolation adds to (those of `checkContract`'s tally). */
type Counts = { views: number; reports: number; readonly tamper: TamperTally };

/**
 * Isolation of views: every seat (and an onlooker) tampers with its view; neither the
 * state nor any seat's view may move. Returns the state's save from before, for the
 * caller to resolve the step from an untouched copy.
 */
export function viewsTamperedWith<State, Options, View, Resolved extends StepResult<State>, Report>(
  game: Game<State, Options, View, Resolved, Report>,
  state: State,
  seats: readonly string[],
  tally: Counts,
): string {
  const saved = game.serialize(state);
  const shown = seats.map((p) => canonicalJson(game.view(state, p)));
  for (const p of [...seats, 'not-a-seat']) {
    tamperWith(game.view(state, p), tally.tamper);
    tally.views++;
  }
  assertEqual(game.serialize(state), saved, 'the state after every seat tampered with its view');
  seats.forEach((p, i) =>
    assertEqual(canonicalJson(game.view(state, p)), shown[i], `${p}'s view after the others tampered`),
  );
  return saved;
}

/** The same for the reports and the public post: what a seat is told is its own. */
export function reportsTamperedWith<State, Options, View, Resolved extends StepResult<State>, Report>(
  game: Game<State, Options, View, Resolved, Report>,
  resolved: Resolved,
  tally: Counts,
): void {
  const next = game.serialize(resolved.state);
  const told = canonicalJson(game.reports(resolved));
  const posted = game.publicReport === undefined ? '' : canonicalJson(game.publicReport(resolved));
  for (const report of Object.values(game.reports(resolved))) {
    tamperWith(report, tally.tamper);
    tally.reports++;
  }
  if (game.publicReport !== undefined) {
    tamperWith(game.publicReport(resolved), tally.tamper);
    tally.reports++;
    assertEqual(canonicalJson(game.publicReport(resolved)), posted, 'the post after tampering');
  }
  assertEqual(canonicalJson(game.reports(resolved)), told, 'the reports after each was tampered with');
  assertEqual(game.serialize(resolved.state), next, 'the next state after the reports were tampered with');
}
