/**
 * A turn's plan as the list a person reads and edits: each item a sentence with the key
 * that takes it out (`withoutItem`), in the order the turn carries them out (CO-4.3).
 */
import type { CorporationView } from '../view.js';
import { roomName } from './names.js';
import type { PlanItemKey, TurnPlan } from './plan.js';
import { plannedPosition } from './plan.js';

/** One item of a plan: its key and a sentence. */
export interface PlanItem {
  /** What `withoutItem` takes to remove it. */
  readonly key: PlanItemKey;
  /** The item as a sentence: `Exchange circles 3 and 8 (red and blue).` */
  readonly text: string;
}

/**
 * The plan's items as sentences: the exchange, the entry, then each promotion with the
 * employee it moves and where he goes.
 */
export function planItems(view: CorporationView, plan: TurnPlan): PlanItem[] {
  const state = view.state;
  const b = state.building;
  const out: PlanItem[] = [];
  if (plan.swap !== null) {
    const [a, c] = plan.swap;
    out.push({
      key: 'swap',
      text: `Exchange circles ${a + 1} and ${c + 1} (${state.table[a] ?? 'empty'} and ${state.table[c] ?? 'empty'}).`,
    });
  }
  if (plan.enter !== null) {
    const area = b.rooms.find((r) => r.reception === true && r.colour === plan.enter!.area);
    out.push({
      key: 'enter',
      text: `Enter a ${plan.enter.colour} employee into ${area === undefined ? plan.enter.area : roomName(b, area.id)}.`,
    });
  }
  // Each promotion's employee is read off the position just before it.
  plan.promote.forEach((id, k) => {
    const before = plannedPosition(view, { ...plan, promote: plan.promote.slice(0, k) });
    const r = b.rooms.findIndex((x) => x.id === id);
    const colour = r < 0 ? undefined : before.work.stacks[r]!.at(-1);
    const up = r < 0 ? id : b.rooms[r]!.up;
    out.push({
      key: k,
      text: `Promote the ${colour ?? 'top employee'} in ${roomName(b, id)} to ${roomName(b, up)}.`,
    });
  });
  return out;
}
