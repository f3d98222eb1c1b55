/**
 * A turn (HV-1.2), as a numbered list of steps, one file each in `steps/`:
 *
 * 1. read the orders (HV-1.4);  2. self-destructs (HV-7.4, HV-7.5);  3. drops (HV-5.5);
 * 4. targets and rebuilds begin (HV-5.2, HV-7.3);  5. movement with fights (HV-5, HV-6,
 * HV-8.2);  6. gathering (HV-5.4);  7. rebuilds finish (HV-7.3);  8. idle players
 * (HV-7.6);  9. regrowth (HV-3.4);  10. late joiners (HV-1.3);  11. the next turn, and
 * the reports with each player's scans (HV-4, HV-8.3).
 */
import type { StepResult } from '../kernel/game/steps.js';
import type { HvReport } from './report.js';
import type { HvState } from './state.js';
import { readAllOrders } from './steps/01-read-orders.js';
import { selfDestructs } from './steps/02-self-destruct.js';
import { drops } from './steps/03-drops.js';
import { targetsAndRebuilds } from './steps/04-targets-and-rebuilds.js';
import { movement } from './steps/05-movement.js';
import { gathering } from './steps/06-gathering.js';
import { builds } from './steps/07-builds.js';
import { idleness } from './steps/08-idle.js';
import { regrowth } from './steps/09-regrowth.js';
import { lateJoin } from './steps/10-join.js';
import { awaiting, playerView } from './view.js';
import { fromWork, logOf, toWork } from './work.js';

/** A resolved turn: the next state and each player's report. */
export interface TurnResult extends StepResult<HvState> {
  /** The state after the turn. */
  readonly state: HvState;
  /** The report of every player awaited this turn. */
  readonly reports: Readonly<Record<string, HvReport>>;
}

/**
 * Resolves a turn from raw orders by player (K2: a missing key sent nothing). Never
 * throws on any orders; a finished game comes back unchanged, with no reports.
 */
export function resolveTurn(state: HvState, raw: Readonly<Record<string, unknown>>): TurnResult {
  const awaited = awaiting(state).players;
  if (awaited.length === 0) return { state, reports: {} };
  const w = toWork(state);
  readAllOrders(w, state, awaited, raw); // 1
  selfDestructs(w); // 2
  drops(w); // 3
  targetsAndRebuilds(w, state); // 4
  movement(w); // 5
  gathering(w); // 6
  builds(w); // 7
  idleness(w, awaited); // 8
  regrowth(w); // 9
  lateJoin(w); // 10
  const next: HvState = { ...fromWork(w, state), turn: state.turn + 1 }; // 11
  const reports: Record<string, HvReport> = {};
  for (const p of awaited) {
    const log = logOf(w, p);
    const v = playerView(next, p);
    reports[p] = {
      turn: state.turn,
      player: p,
      refused: log.refused,
      outcomes: log.outcomes,
      fights: log.fights,
      conquered: log.conquered,
      conqueredBy: log.conqueredBy,
      lost: log.lost,
      built: log.built,
      gathered: log.gathered,
      load: v.load,
      vp: v.vp,
      rulers: v.rulers,
      subjects: v.subjects,
      out: next.machines[p]!.outAt !== null,
      radius: v.radius,
      units: v.units,
      known: v.known,
    };
  }
  return { state: next, reports };
}
