/**
 * The board model as text (CO-6.7): the map `simulturn play` prints each step, the web's
 * text view and the picture on the order sheet. One room a line, so that it reads in any
 * terminal whatever the stacks: the Boardroom, the floors from the top, the reception
 * areas numbered 1 to 4, the Directors Table pair by pair with its circles 1 to 12, who
 * is outside, the promotions that apply, who is asked for what, and the legend.
 */
import type { CorporationView } from '../view.js';
import { COLOURS } from '../vocabulary.js';
import { boardModel, type RoomModel } from './board.js';
import { sideName } from './names.js';

/** What the awaited players are asked for, as the map's last line says it. */
const ASKED: Record<string, string> = {
  place: 'to place a counter',
  turn: 'to play a turn',
  challenge: 'to answer: challenge or not',
  over: '',
};

function roomLine(room: RoomModel): string {
  const stack = room.stack.length === 0 ? '-' : room.stack.join(' ');
  const open =
    room.promotedBy.length === 0
      ? ''
      : `   * the ${room.stack.at(-1)} on top can be promoted (pair ${room.promotedBy.join(', ')})`;
  return `${room.id} (${room.colour}): ${stack}  -> ${room.upLabel}${open}`;
}

/**
 * The text map of a view.
 * @example
 * ```ts
 * console.log(renderMap(game.view(state, 'red')));
 * ```
 */
export function renderMap(view: CorporationView): string {
  const b = boardModel(view);
  const out: string[] = [`Corporation: ${b.building.name}${b.building.invented ? ' (invented)' : ''}`];
  // The sides by name, when the set-up named any (CO-2.1).
  if (Object.keys(b.names).length > 0)
    out.push(`Players: ${b.players.map((c) => sideName(b.names, c)).join(', ')}`);
  out.push(`Boardroom: ${COLOURS.map((c) => `${c} ${b.boardroom[c]}`).join(', ')}`);
  for (const floor of b.floors) {
    out.push(`Floor ${floor.number}:`);
    for (const room of floor.rooms) out.push(`  ${roomLine(room)}`);
  }
  out.push('Reception:');
  for (const room of b.receptions) out.push(`  ${room.reception}. ${roomLine(room)}`);
  out.push('Directors Table (pair: mover on support; circles):');
  for (const p of b.pairs) {
    out.push(
      `  ${p.number}: ${p.mover.colour ?? '(empty)'} on ${p.support.colour ?? '(empty)'}  (circles ${p.mover.number} and ${p.support.number})`,
    );
  }
  out.push(`Off the board: ${COLOURS.map((c) => `${c} ${b.outside[c]}`).join(', ')}`);
  if (COLOURS.some((c) => b.pile[c] > 0))
    out.push(`Counters still to place: ${COLOURS.map((c) => `${c} ${b.pile[c]}`).join(', ')}`);
  if (b.ended !== null) out.push(`Over after turn ${b.ended.turn}: ${b.ended.why}`);
  else {
    const placed = b.circles.filter((c) => c.colour !== null).length;
    const stage = b.kind === 'place' ? `placement ${placed + 1} of 12` : `turn ${b.turn}`;
    out.push(`Step ${b.step} (${stage}): ${b.awaited.join(', ')} ${ASKED[b.kind]}.`);
  }
  out.push('Legend:', ...b.legend.map((l) => `  ${l}`));
  return out.join('\n');
}
