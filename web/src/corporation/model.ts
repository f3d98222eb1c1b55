/**
 * What the Corporation board holds between clicks, and what it sends: the person's
 * choices for the step (a placement, a turn's plan, challenge answers), the piece picked,
 * and the raw orders they make, all from `simulturn/corporation/client`. Pure functions
 * of the view and the choices, so the board only draws and dispatches.
 */
import {
  type Colour,
  type CorporationView,
  challengeOrders,
  choose,
  EMPTY_PLAN,
  type Piece,
  pieces,
  placeOrders,
  samePiece,
  type Target,
  type TurnPlan,
  targets,
  turnOrders,
} from 'simulturn/corporation/client';

/** The person's choices for the step being played. */
export interface Choices {
  /** A placement chosen: a counter's colour on a circle (0 to 11). */
  readonly placement: { readonly circle: number; readonly colour: Colour } | null;
  /** The turn being put together. */
  readonly plan: TurnPlan;
  /** Challenge answers by seat (CO-5.7). */
  readonly answers: Readonly<Record<string, boolean>>;
  /** The piece picked up, waiting for a place. */
  readonly selected: Piece | null;
}

/** Nothing chosen. */
export const NO_CHOICES: Choices = { placement: null, plan: EMPTY_PLAN, answers: {}, selected: null };

/** A key for a piece or target, to compare and to find elements by. */
export const keyOf = (x: Piece | Target): string => JSON.stringify(x);

/** The pieces on offer and, with a piece picked, its targets, as sets of keys. */
export function offers(view: CorporationView, c: Choices): { pieces: Set<string>; targets: Set<string> } {
  const ps = pieces(view, c.plan);
  const ts = c.selected === null ? [] : targets(view, c.plan, c.selected);
  return { pieces: new Set(ps.map(keyOf)), targets: new Set(ts.map(keyOf)) };
}

/** Picks up a piece, or puts it down when it is the one held. */
export const pick = (c: Choices, piece: Piece): Choices => ({
  ...c,
  selected: samePiece(c.selected, piece) ? null : piece,
});

/** Puts the held piece on a target: the placement or the plan changes; the hand empties. */
export function drop(view: CorporationView, c: Choices, target: Target): Choices {
  if (c.selected === null) return c;
  const made = choose(view, c.plan, c.selected, target);
  if (made === null) return { ...c, selected: null };
  return made.kind === 'place'
    ? { ...c, placement: { circle: made.circle, colour: made.colour }, selected: null }
    : { ...c, plan: made.plan, selected: null };
}

/** The raw orders of a seat the person plays, for the kind of step awaited; undefined when it has chosen nothing it can send. */
export function ordersOf(view: CorporationView, c: Choices, seat: string): unknown {
  switch (view.awaiting.kind) {
    case 'place':
      return c.placement === null ? undefined : placeOrders(c.placement.circle, c.placement.colour);
    case 'turn':
      return turnOrders(c.plan);
    case 'challenge':
      return Object.hasOwn(c.answers, seat) ? challengeOrders(c.answers[seat]!) : undefined;
    default:
      return undefined;
  }
}

/** What to do next, in a sentence, for the person whose step it is. */
export function hint(view: CorporationView, c: Choices): string {
  const kind = view.awaiting.kind;
  if (c.selected !== null)
    return 'Now pick where it goes: one of the highlighted places (Escape puts it back).';
  if (kind === 'place')
    return c.placement === null
      ? 'Pick a counter from the pile, then an empty circle of the Directors Table.'
      : 'Resolve to place it, or pick another counter and circle instead.';
  if (kind === 'turn')
    return 'Pick a piece, then where it goes: a circle of the Table to exchange it with another (first), an employee outside to enter him, a top employee marked ▲ to promote him. Then Resolve.';
  if (kind === 'challenge') return 'Promotions were left unmade: challenge, or let them stand.';
  return '';
}
