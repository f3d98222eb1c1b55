/**
 * `renderReport`: a player's report as plain text or Markdown, in the seed's tone: terse,
 * dark and industrial, no strong language. Each event has a few phrasings so that days do
 * not read alike; the choice is a hash of the day, the group and the event, so the same
 * report always reads the same.
 */
import { hash64 } from '../kernel/hash.js';
import { sameProblems } from './errors.js';
import type { PlayerReport } from './report.js';
import type { GroupReport, ReportEvent } from './report-events.js';

/** How to render a report. */
export interface RenderOptions {
  /** `text` (the default) or `markdown`. */
  readonly format?: 'text' | 'markdown';
  /** Display names for allegiances and insignia (corporation ids, `aliens`); ids are shown otherwise. */
  readonly names?: Readonly<Record<string, string>>;
  /**
   * The game's sentence on how it ended (`GameOutcome.why`: the winner and the key sectors
   * it holds), told under the last day's Outcome, which by itself names neither. A
   * referee that has the final state passes it; a report alone does not hold it.
   */
  readonly why?: string;
}

type Say = (e: never, name: (id: string) => string) => string;
const PHASE = ['at dawn', 'in the early morning', 'at midday', 'towards dusk'] as const;
const list = (xs: readonly string[]) =>
  xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`;
const counted = (xs: readonly { allegiance: string; count: number }[], name: (id: string) => string) =>
  list(xs.map((x) => `${x.count} of ${name(x.allegiance)}`));

/** A few ways to say each event; `{p}` is the phase in words. */
const PHRASES: {
  [T in ReportEvent['type']]: readonly ((
    e: Extract<ReportEvent, { type: T }>,
    name: (id: string) => string,
  ) => string)[];
} = {
  held: [
    (e) => `Held position in ${e.sector}.`,
    (e) => `Stayed put in ${e.sector}, as ordered.`,
    (e) => `Dug in at ${e.sector} and waited.`,
  ],
  left: [
    (e) => `Moved out of ${e.sector}.`,
    (e) => `Left ${e.sector} {p}.`,
    (e) => `Broke cover and pulled out of ${e.sector}.`,
  ],
  entered: [
    (e) => (e.retreat ? `Fell back to ${e.sector}.` : `Entered ${e.sector} {p}.`),
    (e) => (e.retreat ? `Pulled back into ${e.sector}.` : `Reached ${e.sector}.`),
    (e) => (e.retreat ? `Retreated to ${e.sector} under pressure.` : `Pushed on into ${e.sector}.`),
  ],
  corpses: [
    (e, n) => `Bodies in ${e.sector}, wearing the insignia of ${list(e.insignia.map(n))}.`,
    (e, n) => `Found the dead in ${e.sector}: ${list(e.insignia.map(n))}.`,
    (e, n) => `${e.sector} is a graveyard. Insignia: ${list(e.insignia.map(n))}.`,
  ],
  wreckage: [
    (e) => `The burnt-out wreck of a Mobile Command lies in ${e.sector}.`,
    (e) => `Found the wreckage of a command vehicle in ${e.sector}.`,
    (e) => `What is left of a Mobile Command smoulders in ${e.sector}.`,
  ],
  'fighting-nearby': [
    (e) => `Fighting to the ${e.direction}, in ${e.sector}.`,
    (e) => `Gunfire {p}, to the ${e.direction}: ${e.sector}.`,
    (e) => `Heard a firefight in ${e.sector}, ${e.direction} of us.`,
  ],
  'fighting-here': [
    (e) => `Shots fired somewhere in ${e.sector}; we never saw who.`,
    (e) => `A firefight in ${e.sector} itself, out of our sight.`,
    (e) => `Gunfire close by in ${e.sector}. No contact.`,
  ],
  'movement-nearby': [
    (e) => `Movement to the ${e.direction}.`,
    (e) => `Something moving to the ${e.direction}, in ${e.sector}.`,
    (e) => `Spotted movement ${e.direction} of us {p}.`,
  ],
  fight: [
    (e, n) => `Contact in ${e.sector}. ${losses(e, n)}`,
    (e, n) => `Took fire in ${e.sector} and returned it. ${losses(e, n)}`,
    (e, n) => `Firefight in ${e.sector} {p}. ${losses(e, n)}`,
  ],
  'enemies-present': [
    (e, n) => `Hostiles in ${e.sector}: ${counted(e.sightings, n)}.`,
    (e, n) => `We are not alone in ${e.sector}. Counted ${counted(e.sightings, n)}.`,
    (e, n) => `Eyes on ${counted(e.sightings, n)} in ${e.sector}.`,
  ],
  'lost-contact': [
    (e) => `Lost contact with the group that left ${e.sector}.`,
    (e) => `Nothing more from the group out of ${e.sector}. Contact lost.`,
    (e) => `The channel to the group from ${e.sector} is silent.`,
  ],
};

function losses(e: Extract<ReportEvent, { type: 'fight' }>, name: (id: string) => string): string {
  const ours = e.casualties.length === 0 ? 'No losses.' : `Lost ${list(e.casualties.map(name))}.`;
  const theirs = e.enemyFallen.length === 0 ? '' : ` Saw ${counted(e.enemyFallen, name)} go down.`;
  return ours + theirs;
}

function pick(key: string, n: number): number {
  return Number.parseInt(hash64(key).slice(-6), 16) % n;
}

function sayEvent(e: ReportEvent, key: string, name: (id: string) => string): string {
  const options = PHRASES[e.type] as readonly Say[];
  const text = options[pick(key, options.length)]!(e as never, name);
  return text.replace('{p}', PHASE[e.phase]);
}

/** Where an event stands in a report: what chooses its phrasing, as `renderReport` does. */
export interface EventPlace {
  /** The player whose report it is. */
  readonly player: string;
  /** The day reported on. */
  readonly day: number;
  /** The group's id (`GroupReport.id`). */
  readonly group: string;
  /** The event's index among the group's events. */
  readonly index: number;
}

/**
 * One report event as one line of text, in the voice of `renderReport`: given
 * where the event stands, the very line `renderReport` writes for it. A frontend can list
 * the events of a sector, or of a group's tab, without writing sentences of its own.
 * @example
 * ```ts
 * const g = report.groups[0]!;
 * g.events.map((e, index) => renderEvent(e, { player: report.player, day: report.day, group: g.id, index }));
 * ```
 */
export function renderEvent(
  event: ReportEvent,
  at: EventPlace,
  options: Pick<RenderOptions, 'names'> = {},
): string {
  const own = `${at.player}/`;
  const name = (id: string) => options.names?.[id] ?? (id.startsWith(own) ? id.slice(own.length) : id);
  return sayEvent(event, `${at.player}/${at.day}/${at.group}/${at.index}`, name);
}

/** One group's report as lines (without heading). */
function groupLines(report: PlayerReport, g: GroupReport, options: RenderOptions): string[] {
  return g.events.map((e, index) =>
    renderEvent(e, { player: report.player, day: report.day, group: g.id, index }, options),
  );
}

/**
 * Renders a player's report of a day.
 * @example
 * ```ts
 * const { reports } = resolveDay(state, orders);
 * console.log(renderReport(reports.psicorps!, { format: 'markdown' }));
 * ```
 */
export function renderReport(report: PlayerReport, options: RenderOptions = {}): string {
  const md = options.format === 'markdown';
  // The player's own soldiers by their short ids, as its order sheet writes them, so the
  // report and the sheet name a soldier alike.
  const own = `${report.player}/`;
  const name = (id: string) => options.names?.[id] ?? (id.startsWith(own) ? id.slice(own.length) : id);
  const shorten = (text: string) => text.replaceAll(own, '');
  const out: string[] = [];
  const heading = (level: number, text: string) => {
    out.push(
      md
        ? `${'#'.repeat(level)} ${text}`
        : level === 1
          ? `${text}\n${'='.repeat(text.length)}`
          : `${text}\n${'-'.repeat(text.length)}`,
    );
    out.push('');
  };
  heading(1, `Day ${report.day}: report to ${name(report.player)}`);
  for (const g of report.groups) {
    heading(2, `Group ${g.id.split('>').join(' > ')} [${g.picture}]`);
    for (const line of groupLines(report, g, options)) out.push(md ? `- ${line}` : `  ${line}`);
    out.push('');
  }
  const refused = report.orders.filter((o) => o.status !== 'accepted');
  if (refused.length > 0 || report.orderIssues.length > 0) {
    heading(2, 'Orders not carried out');
    for (const i of report.orderIssues) out.push(`${md ? '- ' : '  '}${shorten(i.message)}.`);
    for (const o of refused) {
      // A problem shared by the soldiers of a group order is told once.
      for (const { issue, soldiers } of sameProblems(o.issues)) {
        const others = soldiers.slice(1);
        const also = others.length === 0 ? '' : ` (the same for ${list(others.map(name))})`;
        out.push(`${md ? '- ' : '  '}Order ${o.order + 1}: ${shorten(issue.message)}${also}.`);
      }
    }
    out.push('');
  }
  if (report.fallen.length > 0) {
    heading(2, 'Fallen');
    out.push(`${md ? '- ' : '  '}We lost ${list(report.fallen.map(name))}.`);
    out.push('');
  }
  if (report.revived.length > 0) {
    heading(2, 'Back from the dead');
    out.push(`${md ? '- ' : '  '}The Doc has patched up ${list(report.revived.map(name))}.`);
    out.push('');
  }
  // A report saved before reports named their claim has none.
  const claim: readonly string[] = (report as { claim?: readonly string[] }).claim ?? [];
  if (claim.length > 0 && report.result === 'playing') {
    heading(2, 'Claim');
    out.push(
      `${md ? '- ' : '  '}Tonight we stand alone in ${list([...claim])}. Hold them through tomorrow and the city is ours.`,
    );
    out.push('');
  }
  if (report.result !== 'playing') {
    const end = {
      won: 'The sectors are ours. The recovery team is moving in.',
      lost: 'Another corporation holds the key sectors. We are ordered out.',
      drawn: 'The operation is over. Nobody holds the city.',
    } as const;
    heading(2, 'Outcome');
    out.push(`${md ? '' : '  '}${end[report.result]}`);
    if (options.why !== undefined) out.push('', `${md ? '' : '  '}${options.why}`);
    out.push('');
  }
  return `${out.join('\n').trimEnd()}\n`;
}
