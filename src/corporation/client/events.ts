/**
 * Each event of a report as a sentence a person reads (CO-6.2, CO-6.7): rooms by their
 * names, circles counted 1 to 12 as on the sheet. The report is the same for every
 * player, as nothing is hidden.
 */
import type { ReportEvent, StepReport } from '../orders.js';
import { MAX_TURNS, QUIET_ROUNDS } from '../rules-options.js';
import type { Ended } from '../state.js';
import { BOARDROOM } from '../vocabulary.js';

/** A room id as a sentence names it: `1a`, `the blue reception area`, `the Boardroom`. */
function place(id: string): string {
  if (id === BOARDROOM) return 'the Boardroom';
  const m = /^reception-(red|green|blue|yellow)$/.exec(id);
  return m === null ? id : `the ${m[1]} reception area`;
}

/** Words as a list: `a`, `a and b`, `a, b and c`. */
const list = (xs: readonly string[]): string =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`;

/** The end of the game as a clause: who won and why, on which turn (CO-3, CO-7). */
function endedText(ended: Ended): string {
  const who = ended.winners.join(' and ');
  switch (ended.reason) {
    case 'three-in-boardroom':
      return ended.winners.length === 1
        ? `the game is over on turn ${ended.turn}: ${who} wins, with three ${who} employees in the Boardroom`
        : `the game is over on turn ${ended.turn}: ${who} win together, each with three in the Boardroom`;
    case 'solved':
      return `the puzzle is solved in ${ended.turn} turns: all twelve employees are in the Boardroom`;
    case 'stalled':
      return ended.turn >= MAX_TURNS
        ? `the game is over on turn ${ended.turn}, drawn: it is the engine's last turn`
        : `the game is over on turn ${ended.turn}, drawn: nobody entered or promoted an employee for ${QUIET_ROUNDS} full rounds`;
  }
}

/**
 * One event of a report as a sentence, without its subject (the player who acted, which
 * the step's line gives): `placed a green counter on circle 3`.
 */
export function describeEvent(e: ReportEvent): string {
  switch (e.type) {
    case 'placed':
      return `placed a ${e.colour} counter on circle ${e.circle + 1}`;
    case 'exchanged':
      return `exchanged circles ${e.circles[0] + 1} and ${e.circles[1] + 1} (${e.colours[0]} and ${e.colours[1]})`;
    case 'entered':
      return `brought a ${e.colour} employee into ${place(e.room)}`;
    case 'promoted':
      return `promoted the ${e.colour} in ${place(e.room)} to ${place(e.to)}${e.by === 'engine' ? ' (completed by the engine)' : ''}`;
    case 'challenge-opened':
      return `left promotions unmade in ${list(e.applicable.map(place))}: the others may challenge`;
    case 'challenge-answered':
      return `${e.by} ${e.challenge ? 'challenged' : 'let it stand'}`;
    case 'condoned':
      return `nobody challenged: the promotions in ${list(e.applicable.map(place))} stay unmade`;
    case 'ended':
      return endedText(e.ended);
  }
}

/** A step's report as lines of text: each event as a sentence with its subject, then its notices. */
export function renderStep(report: StepReport): string[] {
  return [
    ...stepSentences(report).map((l) => `  ${l}`),
    ...report.notices.map((i) => `  (Note: ${i.message}.)`),
  ];
}

/**
 * A step's report as sentences, each with its subject: `Green placed a red counter on
 * circle 4 (pair 2, support).` Promotions the engine made say so.
 */
export function stepSentences(report: StepReport): string[] {
  const who = capital(report.player);
  if (report.events.length === 0) return [`${who} did nothing.`];
  return report.events.map((e) => {
    switch (e.type) {
      case 'placed':
        return `${who} placed a ${e.colour} counter on circle ${e.circle + 1} (pair ${(e.circle >> 1) + 1}, ${e.circle % 2 === 0 ? 'mover' : 'support'}).`;
      case 'promoted':
        return e.by === 'engine'
          ? `The engine promoted the ${e.colour} in ${place(e.room)} to ${place(e.to)} (a promotion ${who}'s list left undone).`
          : `${who} promoted the ${e.colour} in ${place(e.room)} to ${place(e.to)}.`;
      case 'ended':
      case 'condoned':
      case 'challenge-answered':
        return `${capital(describeEvent(e))}.`;
      default:
        return `${who} ${describeEvent(e)}.`;
    }
  });
}

const capital = (s: string): string => `${s[0]!.toUpperCase()}${s.slice(1)}`;
