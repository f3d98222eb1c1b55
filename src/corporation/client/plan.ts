/**
 * A turn being put together click by click, from the view alone (CO-4.3): the exchange,
 * the entry, then the promotions in order. The position after the plan so far is worked
 * out with the rules' own promotion helpers (which pairs promote whom, CO-5.1, CO-5.2),
 * so what the board offers is what `checkOrders` will accept; the turn's resolution (the
 * engine's completion, the end of the game) stays with the engine.
 */
import { buildingIndex } from '../building.js';
import type { Entry } from '../orders.js';
import { applicableRooms, pairsFor, promoteAt, type Work, winsNow, workOf } from '../promotion-rule.js';
import type { CorporationView } from '../view.js';
import type { Colour } from '../vocabulary.js';

/** A turn's orders as they are being chosen: what the sheet's `swap`, `enter` and `promote` lines say. */
export interface TurnPlan {
  /** The two circles (0 to 11) whose counters change places, or null (CO-4.1). */
  readonly swap: readonly [number, number] | null;
  /** The employee entered and the colour of the area he enters, or null (CO-4.2). */
  readonly enter: Entry | null;
  /** The rooms whose top employee is promoted, in order (CO-5.4). */
  readonly promote: readonly string[];
}

/** A turn with nothing chosen yet. */
export const EMPTY_PLAN: TurnPlan = { swap: null, enter: null, promote: [] };

/** The position after a plan: the Table, the stacks and the Boardroom, with the promotions that took. */
export interface PlannedPosition {
  /** The position (the Table after the exchange, the stacks after the entry and the promotions). */
  readonly work: Work;
  /** The promotions of the plan that apply in turn, in order: all of them for a sound plan. */
  readonly kept: readonly string[];
  /** A player's colour that reached three in the Boardroom on the way (CO-3.3 `first-in-order`): the turn stops there. */
  readonly winner: Colour | null;
}

/**
 * The position after `plan` from the view's position: the exchange, the entry, then each
 * listed promotion while it applies; the first that does not apply, and all after it, are
 * left out of `kept` (a plan whose exchange was changed under its promotions).
 */
export function plannedPosition(view: CorporationView, plan: TurnPlan): PlannedPosition {
  const state = view.state;
  const ix = buildingIndex(state.building);
  const w = workOf(state);
  if (plan.swap !== null) {
    const [a, b] = plan.swap;
    const ca = w.table[a] ?? null;
    w.table[a] = w.table[b] ?? null;
    w.table[b] = ca;
  }
  if (plan.enter !== null) w.stacks[ix.reception[plan.enter.area]]!.push(plan.enter.colour);
  const kept: string[] = [];
  let winner: Colour | null = null;
  for (const id of plan.promote) {
    const r = ix.indexOf.get(id);
    if (winner !== null || r === undefined || pairsFor(state, w, r).length === 0) break;
    winner = winsNow(state, w, promoteAt(ix, w, r));
    kept.push(id);
  }
  return { work: w, kept, winner };
}

/** The rooms (ids, in the building's order) whose top employee can be promoted after the plan; none once it has won. */
export function openPromotions(view: CorporationView, plan: TurnPlan): string[] {
  const p = plannedPosition(view, plan);
  if (p.winner !== null) return [];
  return applicableRooms(view.state, p.work).map((r) => view.state.building.rooms[r]!.id);
}

/** A plan with its promotions cut to those that still apply in turn. */
export function trimmed(view: CorporationView, plan: TurnPlan): TurnPlan {
  const kept = plannedPosition(view, plan).kept;
  return kept.length === plan.promote.length ? plan : { ...plan, promote: kept };
}

/** The plan with an exchange of circles `a` and `b` (0 to 11); its promotions kept while they still apply. */
export const withSwap = (view: CorporationView, plan: TurnPlan, a: number, b: number): TurnPlan =>
  trimmed(view, { ...plan, swap: [a, b] });

/** The plan with an entry of a `colour` employee into the `area` reception area; its promotions kept while they still apply. */
export const withEntry = (view: CorporationView, plan: TurnPlan, colour: Colour, area: Colour): TurnPlan =>
  trimmed(view, { ...plan, enter: { colour, area } });

/** The plan with one more promotion, of the top employee of `room`. */
export const withPromotion = (view: CorporationView, plan: TurnPlan, room: string): TurnPlan =>
  trimmed(view, { ...plan, promote: [...plan.promote, room] });

/** Which item of a plan: its exchange, its entry, or its k-th promotion (from 0). */
export type PlanItemKey = 'swap' | 'enter' | number;

/**
 * The plan without one of its items. Taking out an exchange, an entry or a promotion can
 * leave later promotions that no longer apply: they go too (the rules would refuse them).
 */
export function withoutItem(view: CorporationView, plan: TurnPlan, key: PlanItemKey): TurnPlan {
  if (key === 'swap') return trimmed(view, { ...plan, swap: null });
  if (key === 'enter') return trimmed(view, { ...plan, enter: null });
  return trimmed(view, { ...plan, promote: plan.promote.filter((_, k) => k !== key) });
}

/**
 * A plan as the raw orders `checkOrders` takes: `{ swap, enter, promote }`, leaving out
 * what was not chosen.
 * @example
 * ```ts
 * game.checkOrders(state, 'red', turnOrders({ swap: [2, 5], enter: null, promote: ['1a'] }));
 * ```
 */
export function turnOrders(plan: TurnPlan): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (plan.swap !== null) out.swap = [plan.swap[0], plan.swap[1]];
  if (plan.enter !== null) out.enter = { colour: plan.enter.colour, area: plan.enter.area };
  out.promote = [...plan.promote];
  return out;
}

/** A placement as the raw orders `checkOrders` takes: a `colour` counter on `circle` (0 to 11). */
export const placeOrders = (circle: number, colour: Colour): Record<string, unknown> => ({ circle, colour });

/** An answer to a challenge window as the raw orders `checkOrders` takes (CO-5.7). */
export const challengeOrders = (challenge: boolean): Record<string, unknown> => ({ challenge });
