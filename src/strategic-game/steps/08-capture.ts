/**
 * Step 8, capture (TSG-6.4, TSG-6.5): after combat, each system held by one side's
 * fleets alone moves towards that side's ownership by `captureRule`; an enemy's system
 * held is lost by `systemLoss`. A system nobody holds keeps its owner.
 */
import type { SystemState, TsgState } from '../state.js';

/** What the capture step gives. */
export interface Captured {
  /** The state after capture. */
  readonly state: TsgState;
  /** The systems whose owner changed, as they are now. */
  readonly changed: SystemState[];
}

/** The state after capture, and the systems whose owner changed. */
export function applyCapture(s: TsgState): Captured {
  const { captureRule, systemLoss } = s.rules;
  const changed: SystemState[] = [];
  const systems = s.systems.map((sys): SystemState => {
    const here = new Set(s.fleets.filter((f) => f.at === sys.cell).map((f) => f.owner));
    if (here.size !== 1) return sys.holder === null ? sys : { ...sys, holder: null, holdSince: null };
    const p = [...here][0]!;
    let next: SystemState = sys;
    const own = (producesFrom: number): SystemState => ({ ...next, owner: p, producesFrom });
    if (sys.holder !== p) {
      next = { ...sys, holder: p, holdSince: s.turn };
      if (sys.owner !== p) {
        if (captureRule === 'occupied') next = own(s.turn + 1);
        else if (captureRule === 'end-of-arrival') next = own(s.turn + 2);
        else if (sys.owner !== null)
          next = systemLoss === 'at-once' ? own(s.turn + 2) : { ...next, owner: null, producesFrom: null };
      }
    } else if (
      sys.owner !== p &&
      captureRule === 'full-turn' &&
      sys.holdSince !== null &&
      s.turn > sys.holdSince
    ) {
      // TSG-6.4: held for a full turn after the arrival turn: captured now, producing two turns on.
      next = own(s.turn + 2);
    }
    if (next.owner !== sys.owner) changed.push(next);
    return next;
  });
  return { state: { ...s, systems }, changed };
}
