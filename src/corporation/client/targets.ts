/**
 * What a person may pick on the board now, and where a picked piece may go (the legal
 * targets), from the view and the plan so far: a counter from the pile onto an empty
 * circle (a placement, CO-2.2); a counter on the Table onto another circle (the exchange,
 * CO-4.1); an employee from outside into a reception area (the entry, CO-4.2); the top
 * employee of a room up to the room above (a promotion, CO-5.1 to CO-5.4). Each choice
 * made becomes orders through the builders of `plan.ts`.
 */
import { buildingIndex } from '../building.js';
import { countersLeft, offBoard } from '../state.js';
import type { CorporationView } from '../view.js';
import { CIRCLES, COLOURS, type Colour } from '../vocabulary.js';
import { plannedPosition, type TurnPlan, withEntry, withPromotion, withSwap } from './plan.js';

/** Something a person can pick up on the board. */
export type Piece =
  /** A counter of this colour from the pile, to place (CO-2.2). */
  | {
      /** The kind of piece. */
      readonly kind: 'counter';
      /** Its colour. */
      readonly colour: Colour;
    }
  /** The counter on this circle (0 to 11), to exchange with another (CO-4.1). */
  | {
      /** The kind of piece. */
      readonly kind: 'circle';
      /** The circle, 0 to 11 (the sheet's 1 to 12). */
      readonly circle: number;
    }
  /** An employee of this colour from outside the building, to enter (CO-4.2). */
  | {
      /** The kind of piece. */
      readonly kind: 'outside';
      /** Its colour. */
      readonly colour: Colour;
    }
  /** The top employee of this room, to promote (CO-5.2). */
  | {
      /** The kind of piece. */
      readonly kind: 'employee';
      /** The room's id. */
      readonly room: string;
    };

/** A place a picked piece may go. */
export type Target =
  /** A circle (0 to 11) of the Directors Table. */
  | {
      /** The kind of target. */
      readonly kind: 'circle';
      /** The circle, 0 to 11 (the sheet's 1 to 12). */
      readonly circle: number;
    }
  /** The reception area of this colour (room id `room`). */
  | {
      /** The kind of target. */
      readonly kind: 'reception';
      /** The reception area's colour. */
      readonly colour: Colour;
      /** Its room id. */
      readonly room: string;
    }
  /** The room above, or `boardroom`. */
  | {
      /** The kind of target. */
      readonly kind: 'room';
      /** The room's id, or `boardroom`. */
      readonly room: string;
    };

/** True when the view's player is the one asked for a placement or a turn now. */
const toAct = (view: CorporationView, kind: 'place' | 'turn'): boolean =>
  view.awaiting.kind === kind && (view.awaiting.players as readonly string[]).includes(view.player);

/**
 * The pieces the player may pick now, given the plan so far: at a placement, one counter
 * of each colour left in the pile; at a turn, every circle of the Table while no exchange
 * is chosen, one employee of each colour still outside while no entry is chosen, and the
 * top employee of every room where a promotion applies after the plan. Nothing when the
 * player is not asked for a placement or a turn, and nothing more once the plan has won.
 */
export function pieces(view: CorporationView, plan: TurnPlan): Piece[] {
  const state = view.state;
  if (toAct(view, 'place')) {
    const left = countersLeft(state);
    return COLOURS.filter((c) => left[c] > 0).map((colour) => ({ kind: 'counter', colour }));
  }
  if (!toAct(view, 'turn')) return [];
  const p = plannedPosition(view, plan);
  if (p.winner !== null) return [];
  const out: Piece[] = [];
  if (plan.swap === null) for (let c = 0; c < CIRCLES; c++) out.push({ kind: 'circle', circle: c });
  if (plan.enter === null) {
    const outside = offBoard(state);
    for (const colour of COLOURS) if (outside[colour] > 0) out.push({ kind: 'outside', colour });
  }
  state.building.rooms.forEach((room, r) => {
    if (p.work.stacks[r]!.length > 0 && pieceCanMove(view, plan, r))
      out.push({ kind: 'employee', room: room.id });
  });
  return out;
}

function pieceCanMove(view: CorporationView, plan: TurnPlan, room: number): boolean {
  return targets(view, plan, { kind: 'employee', room: view.state.building.rooms[room]!.id }).length > 0;
}

/** The places `piece` may go now, given the plan so far; empty when it cannot move. */
export function targets(view: CorporationView, plan: TurnPlan, piece: Piece): Target[] {
  const state = view.state;
  switch (piece.kind) {
    case 'counter': {
      if (!toAct(view, 'place') || countersLeft(state)[piece.colour] === 0) return [];
      const out: Target[] = [];
      state.table.forEach((c, circle) => {
        if (c === null) out.push({ kind: 'circle', circle });
      });
      return out;
    }
    case 'circle': {
      if (!toAct(view, 'turn') || plan.swap !== null) return [];
      const out: Target[] = [];
      for (let c = 0; c < CIRCLES; c++) {
        if (c === piece.circle) continue;
        // CO-4.1: under `different-pairs`, not the other circle of its own pair.
        if (state.rules.exchange === 'different-pairs' && c >> 1 === piece.circle >> 1) continue;
        out.push({ kind: 'circle', circle: c });
      }
      return out;
    }
    case 'outside': {
      if (!toAct(view, 'turn') || plan.enter !== null || offBoard(state)[piece.colour] === 0) return [];
      const ix = buildingIndex(state.building);
      // CO-4.2: any area, or under `own-colour` the employee's own.
      const areas = state.rules.entryArea === 'own-colour' ? [piece.colour] : COLOURS;
      return areas.map((colour) => ({
        kind: 'reception',
        colour,
        room: state.building.rooms[ix.reception[colour]]!.id,
      }));
    }
    case 'employee': {
      if (!toAct(view, 'turn')) return [];
      const ix = buildingIndex(state.building);
      const r = ix.indexOf.get(piece.room);
      if (r === undefined) return [];
      const next = withPromotion(view, plan, piece.room);
      if (next.promote.length !== plan.promote.length + 1) return [];
      return [{ kind: 'room', room: state.building.rooms[r]!.up }];
    }
  }
}

/** What choosing `target` for `piece` gives: the orders of a placement, or the turn's plan with the choice added. */
export type Choice =
  /** A placement's orders: this colour's counter on this circle. */
  | {
      /** The kind of choice. */
      readonly kind: 'place';
      /** The circle, 0 to 11 (the sheet's 1 to 12). */
      readonly circle: number;
      /** The counter's colour. */
      readonly colour: Colour;
    }
  /** The turn's plan with the move added. */
  | {
      /** The kind of choice. */
      readonly kind: 'plan';
      /** The plan. */
      readonly plan: TurnPlan;
    };

/**
 * Puts `piece` on `target`: a placement's orders, or the plan with the exchange, the entry
 * or the promotion added. Null when the target is not one of `targets(view, plan, piece)`.
 */
export function choose(view: CorporationView, plan: TurnPlan, piece: Piece, target: Target): Choice | null {
  const legal = targets(view, plan, piece).some((t) => JSON.stringify(t) === JSON.stringify(target));
  if (!legal) return null;
  if (piece.kind === 'counter' && target.kind === 'circle')
    return { kind: 'place', circle: target.circle, colour: piece.colour };
  if (piece.kind === 'circle' && target.kind === 'circle')
    return { kind: 'plan', plan: withSwap(view, plan, piece.circle, target.circle) };
  if (piece.kind === 'outside' && target.kind === 'reception')
    return { kind: 'plan', plan: withEntry(view, plan, piece.colour, target.colour) };
  if (piece.kind === 'employee' && target.kind === 'room')
    return { kind: 'plan', plan: withPromotion(view, plan, piece.room) };
  return null;
}

/** Two pieces are the same piece. */
export const samePiece = (a: Piece | null, b: Piece | null): boolean =>
  a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b);
