/**
 * Each event of a report as a sentence a person reads (CO-6.2, CO-6.7): rooms by their
 * names, circles counted 1 to 12 as on the sheet. The report is the same for every
 * player, as nothing is hidden.
 */
import type { ReportEvent, StepReport } from '../orders.js';
import { BOARDROOM } from '../vocabulary.js';

/** A room id as a sentence names it: `1a`, `the blue reception area`, `the Boardroom`. */
function place(id: string): string {
  if (id === BOARDROOM) return 'the Boardroom';
  const m = /^reception-(red|green|blue|yellow)$/.exec(id);
  return m === null ? id : `the ${m[1]} reception area`;
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
      return `left promotions unmade in ${e.applicable.map(place).join(', ')}: the others may challenge`;
    case 'challenge-answered':
      return `${e.by} ${e.challenge ? 'challenged' : 'let it stand'}`;
    case 'condoned':
      return `nobody challenged: the promotions in ${e.applicable.map(place).join(', ')} stay unmade`;
    case 'ended':
      return e.ended.winners.length === 0
        ? `the game ended (${e.ended.reason}) with no winner`
        : `the game ended: ${e.ended.winners.join(' and ')} ${e.ended.winners.length === 1 ? 'wins' : 'win'} (${e.ended.reason}, turn ${e.ended.turn})`;
  }
}

/** A step's report as lines of text: who did what, in order, then its notices. */
export function renderStep(report: StepReport): string[] {
  const head = `  ${report.player}, ${report.kind} (step ${report.step}):`;
  const events = report.events.map((e) => `    - ${describeEvent(e)}`);
  const notices = report.notices.map((i) => `    note: ${i.message}`);
  return [head, ...(events.length === 0 ? ['    - nothing'] : events), ...notices];
}

/** A step's report as sentences, each with its subject: `Red placed a green counter on circle 3.` */
export function stepSentences(report: StepReport): string[] {
  const who = `${report.player[0]!.toUpperCase()}${report.player.slice(1)}`;
  if (report.events.length === 0) return [`${who} did nothing.`];
  return report.events.map((e) =>
    e.type === 'ended' || e.type === 'condoned' || e.type === 'challenge-answered'
      ? `${capital(describeEvent(e))}.`
      : `${who} ${describeEvent(e)}.`,
  );
}

const capital = (s: string): string => `${s[0]!.toUpperCase()}${s.slice(1)}`;
