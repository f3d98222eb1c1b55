/**
 * CW-6.5: two groups that swap sectors head to head meet on the border, and may fight
 * there before either arrives.
 */
import type { Sector } from '../board.js';
import { encounters } from '../gunfight/detection.js';
import type { TracePhase } from '../trace.js';
import type { PassingDecision } from '../vocabulary.js';
import type { Day, Unit } from './context.js';
import { runFight, toGroup, traceGroup } from './fight-round.js';
import { decision, totalKill } from './passing.js';

/** CW-6.5: a head-to-head swap that turns into a fight; returns each side's decision. */
export function fightSwap(
  day: Day,
  phase: TracePhase,
  between: readonly [Sector, Sector],
  x: readonly Unit[],
  y: readonly Unit[],
): [readonly Unit[], PassingDecision][] {
  const gx = toGroup(x, true);
  const gy = toGroup(y, true);
  const met = encounters(gx, gy);
  if (day.recording)
    day.events.push({
      type: 'swap',
      phase,
      between: [day.world.name(between[0]), day.world.name(between[1])],
      groups: [traceGroup(gx), traceGroup(gy)],
      encounter: met,
    });
  if (!met) return [];
  // The fight happens on the border; it is recorded in the sector the first group leaves.
  runFight(day, phase, day.sector[x[0]!.index]!, [gx, gy], 'two-way');
  const kx = totalKill(day, x);
  const ky = totalKill(day, y);
  const out: [readonly Unit[], PassingDecision][] = [
    [x, decision(kx, ky)],
    [y, decision(ky, kx)],
  ];
  for (const [units, d] of out) {
    if (!day.recording) break;
    day.events.push({
      type: 'passing',
      phase,
      sector: day.world.name(day.sector[units[0]!.index]!),
      allegiance: units[0]!.owner,
      soldiers: units.filter((u) => day.status[u.index] === 'alive').map((u) => u.id),
      decision: d,
      ownKill: units === x ? kx : ky,
      enemyKill: units === x ? ky : kx,
      fromStart: false,
    });
  }
  return out;
}
