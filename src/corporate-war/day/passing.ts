/**
 * After a round (CW-7.8, CW-7.9, CW-7.12): soldiers still on their way decide whether to
 * pass through the sector, stop there or turn back, by the Kill of their group against the
 * enemy's.
 */
import type { Sector } from '../board.js';
import type { FightGroup } from '../gunfight/resolver.js';
import type { TracePhase } from '../trace.js';
import type { PassingDecision } from '../vocabulary.js';
import type { Day, Unit } from './context.js';
import type { Fought } from './fight-round.js';

/** The Kill of a group's living soldiers, added up (CW-7.8). */
export const totalKill = (day: Day, units: readonly Unit[]) =>
  units.reduce((s, u) => s + (day.status[u.index] === 'alive' ? u.kill : 0), 0);

/** CW-7.8: higher Kill continues, equal stops, lower retreats. */
export function decision(own: number, enemy: number): PassingDecision {
  return own > enemy ? 'continue' : own === enemy ? 'stop' : 'retreat';
}

/**
 * CW-7.8, CW-7.9, CW-7.12: after the round, soldiers at their target (or staying) remain
 * where they are. Soldiers still on their way (between the two steps of a two-sector move)
 * compare their group's total Kill with the enemy's: higher continues, equal stops here,
 * lower retreats to the start sector (stepping back in phase 3). Against several enemy
 * groups, their Kill is added up. Soldiers caught in their start sector before their own
 * step are judged by the `fightBeforeStep` option.
 */
export function decidePassing(
  day: Day,
  phase: TracePhase,
  sector: Sector,
  groups: readonly FightGroup[],
  fought: Fought,
): void {
  const beforeStep = day.rules.fightBeforeStep;
  for (const g of groups) {
    const own = g.fighters as Unit[];
    const onTheWay: Unit[] = [];
    const notLeft: Unit[] = [];
    for (const u of own) {
      const plan = day.plans[u.index];
      if (day.status[u.index] !== 'alive' || plan === undefined || plan.state !== 'moving') continue;
      if (plan.path.length === 2 && day.sector[u.index] === plan.path[0]) onTheWay.push(u);
      else if (day.sector[u.index] === plan.start && beforeStep !== 'move-on') notLeft.push(u);
    }
    if (onTheWay.length === 0 && notLeft.length === 0) continue;
    const ownKill = totalKill(day, own);
    // CW-10.7: the enemy is every group this one fought (its parts included), no bystander.
    const foes = fought.get(g.allegiance);
    const enemyKill = groups
      .filter((o) => foes?.has(o.allegiance))
      .reduce((s, o) => s + totalKill(day, o.fighters as Unit[]), 0);
    const d = decision(ownKill, enemyKill);
    const record = (soldiers: Unit[], decided: PassingDecision, fromStart: boolean) => {
      if (soldiers.length === 0 || !day.recording) return;
      day.events.push({
        type: 'passing',
        phase,
        sector: day.world.name(sector),
        allegiance: g.allegiance,
        soldiers: soldiers.map((u) => u.id),
        decision: decided,
        ownKill,
        enemyKill,
        fromStart,
      });
    };
    for (const u of onTheWay)
      day.plans[u.index]!.state = d === 'continue' ? 'moving' : d === 'stop' ? 'stopped' : 'retreating';
    record(onTheWay, d, false);
    // CW-7.12: not yet gone, so a retreat to the start is staying there; under `stay`
    // the encounter alone keeps them.
    const dNotLeft: PassingDecision = beforeStep === 'stay' ? 'stop' : d;
    for (const u of notLeft) if (dNotLeft !== 'continue') day.plans[u.index]!.state = 'stopped';
    record(notLeft, dNotLeft, true);
  }
}
