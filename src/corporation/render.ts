/**
 * Text for people (CO-6.7): a picture of the building, floor by floor, with the Directors
 * Table and who is to act; and a report of what a step did, in sentences. Circles are
 * numbered 1 to 12 here, as on the order sheet (pair k is circles 2k-1 and 2k).
 */
import { buildingIndex } from './building.js';
import type { ReportEvent, StepReport } from './orders.js';
import { awaiting, type CorporationState, offBoard } from './state.js';
import type { CorporationView } from './view.js';
import { BOARDROOM, COLOURS, PAIRS } from './vocabulary.js';

const upText = (up: string): string => (up === BOARDROOM ? 'Boardroom' : up);

/** A room as text: `1a (blue): red green` (the stack bottom first, the top last), or `-` when empty. */
function roomText(state: CorporationState, r: number): string {
  const room = state.building.rooms[r]!;
  const stack = state.stacks[r]!;
  return `${room.id} (${room.colour}): ${stack.length === 0 ? '-' : stack.join(' ')}`;
}

/**
 * A text picture of the position (CO-6.7): the Boardroom; the offices floor by floor from
 * the top (a floor is the offices as many promotions from the Boardroom, numbered from 1 at
 * the bottom), each with its
 * colour, the room above and its stack, bottom first and top last; the reception areas,
 * numbered 1 to 4 as the order sheet's `enter` takes them; the Directors Table pair by
 * pair; the employees off the board; and who is asked for what.
 */
export function renderMap(view: CorporationView): string {
  const state = view.state;
  const ix = buildingIndex(state.building);
  const rooms = state.building.rooms;
  const out: string[] = [
    `Corporation: ${state.building.name}${state.building.invented ? ' (invented)' : ''}`,
  ];
  out.push(`Boardroom: ${COLOURS.map((c) => `${c} ${state.boardroom[c]}`).join(', ')}`);
  // Floors: the offices by their distance from the Boardroom, the nearest at the top.
  const heights = [...new Set(rooms.flatMap((room, r) => (room.reception === true ? [] : [ix.height[r]!])))];
  heights.sort((a, b) => a - b);
  heights.forEach((h, k) => {
    out.push(`Floor ${heights.length - k}:`);
    rooms.forEach((room, r) => {
      if (room.reception !== true && ix.height[r] === h)
        out.push(`  ${roomText(state, r)}  -> ${upText(room.up)}`);
    });
  });
  out.push('Reception:');
  COLOURS.forEach((c, k) => {
    const r = ix.reception[c];
    out.push(`  ${k + 1}. ${roomText(state, r)}  -> ${upText(rooms[r]!.up)}`);
  });
  out.push('Directors Table (pair: mover on support; circles):');
  for (let p = 0; p < PAIRS; p++) {
    const a = state.table[2 * p] ?? '(empty)';
    const b = state.table[2 * p + 1] ?? '(empty)';
    out.push(`  ${p + 1}: ${a} on ${b}  (circles ${2 * p + 1} and ${2 * p + 2})`);
  }
  const left = offBoard(state);
  out.push(`Off the board: ${COLOURS.map((c) => `${c} ${left[c]}`).join(', ')}`);
  const wait = awaiting(state);
  if (state.ended !== null) {
    const who = state.ended.winners.length === 0 ? 'nobody wins' : `${state.ended.winners.join(' and ')} won`;
    out.push(`Over after turn ${state.ended.turn}: ${state.ended.reason}, ${who}.`);
  } else {
    out.push(`Step ${state.step + 1}, turn ${state.turn + 1}: ${wait.players.join(', ')} to ${wait.kind}.`);
  }
  return out.join('\n');
}

/** One event of a report as a sentence. */
export function describeEvent(e: ReportEvent): string {
  switch (e.type) {
    case 'placed':
      return `placed a ${e.colour} counter on circle ${e.circle + 1}`;
    case 'exchanged':
      return `exchanged circles ${e.circles[0] + 1} and ${e.circles[1] + 1} (${e.colours[0]} and ${e.colours[1]})`;
    case 'entered':
      return `brought a ${e.colour} employee into ${e.room}`;
    case 'promoted':
      return `promoted the ${e.colour} in ${e.room} to ${e.to === BOARDROOM ? 'the Boardroom' : e.to}${e.by === 'engine' ? ' (completed by the engine)' : ''}`;
    case 'challenge-opened':
      return `left promotions unmade in ${e.applicable.join(', ')}: the others may challenge`;
    case 'challenge-answered':
      return `${e.by} ${e.challenge ? 'challenged' : 'let it stand'}`;
    case 'condoned':
      return `nobody challenged: the promotions in ${e.applicable.join(', ')} stay unmade`;
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
