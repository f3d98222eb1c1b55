/** A placement on the Directors Table (CO-2.2): one counter of a colour still in the pile, on an empty circle. */
import { err, ok, type Result } from '../kernel/result.js';
import { describe, type Issue, issue } from './errors.js';
import type { PlaceOrder, Played } from './orders.js';
import { type CorporationState, countersLeft } from './state.js';
import { CIRCLES, type Colour, isColour } from './vocabulary.js';

/** Plays a placement for `player`, or gives its issues. */
export function place(
  state: CorporationState,
  player: Colour,
  o: Record<string, unknown>,
): Result<Played, Issue[]> {
  const issues: Issue[] = [];
  const circle = o.circle;
  if (!Number.isInteger(circle) || (circle as number) < 0 || (circle as number) >= CIRCLES) {
    issues.push(issue('place/bad-circle', ['circle'], { value: describe(circle) }));
  } else if (state.table[circle as number] !== null) {
    issues.push(issue('place/circle-taken', ['circle'], { circle: circle as number }));
  }
  if (!isColour(o.colour))
    issues.push(issue('order/bad-colour', ['colour'], { field: 'colour', value: describe(o.colour) }));
  else if (countersLeft(state)[o.colour] === 0) {
    issues.push(issue('place/no-counter-left', ['colour'], { colour: o.colour }));
  }
  if (issues.length > 0) return err(issues);
  const orders: PlaceOrder = { kind: 'place', circle: circle as number, colour: o.colour as Colour };
  const table = state.table.slice();
  table[orders.circle] = orders.colour;
  const next: CorporationState = {
    ...state,
    table,
    toMove: (state.toMove + 1) % state.players.length,
    step: state.step + 1,
  };
  return ok({
    orders,
    state: next,
    report: {
      step: next.step,
      player,
      kind: 'place',
      events: [{ type: 'placed', circle: orders.circle, colour: orders.colour }],
      notices: [],
    },
  });
}
