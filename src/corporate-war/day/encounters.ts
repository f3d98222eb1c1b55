/**
 * Step 5, encounters (CW-6.2 to CW-6.4): which sectors meet. After each phase's steps,
 * every sector that hostile soldiers share, and into which someone has just moved, is
 * checked: groups that see an enemy fight one round (`fight-round.ts`), whatever their
 * orders, and those on their way then decide whether to pass (`passing.ts`). Sectors are
 * taken in index order so that the RNG is drawn in a fixed order.
 */
import type { Sector } from '../board.js';
import { encounters } from '../gunfight/detection.js';
import type { FightGroup } from '../gunfight/resolver.js';
import type { TracePhase } from '../trace.js';
import { type Day, groupsIn, type Unit } from './context.js';
import { runFight, toGroup, traceGroup } from './fight-round.js';
import { decidePassing } from './passing.js';

/**
 * Checks every sector for encounters after a phase. At dawn (phase 0, only under
 * `dawnSharing: 'fight'`, CW-6.6) every sector with hostile groups is checked and every
 * group counts as arriving.
 */
export function checkEncounters(day: Day, phase: TracePhase): void {
  const sectors = new Set<Sector>();
  if (phase === 0) {
    for (const u of day.units) if (u.status === 'alive') sectors.add(u.sector);
  } else {
    for (const u of day.units)
      if (u.status === 'alive' && day.arrivedThisPhase[u.index] === 1) sectors.add(u.sector);
  }
  // Nobody moves while encounters are checked, so the units are sorted into sectors once;
  // who is still alive is read when each sector's turn comes.
  const bySector = new Map<Sector, Unit[]>();
  for (const u of day.units) {
    if (!sectors.has(u.sector)) continue;
    const here = bySector.get(u.sector);
    if (here === undefined) bySector.set(u.sector, [u]);
    else here.push(u);
  }
  for (const sector of [...sectors].sort((a, b) => a - b)) {
    const unitGroups = groupsIn(day, bySector.get(sector)!);
    if (unitGroups.length < 2) continue;
    const groups = unitGroups.map((units) =>
      toGroup(units, phase === 0 || units.some((u) => day.arrivedThisPhase[u.index] === 1)),
    );
    // CW-6.2: an encounter needs someone arriving; groups already there do not start one.
    const detected: [FightGroup, FightGroup][] = [];
    for (let i = 0; i < groups.length; i++) {
      for (let j = i + 1; j < groups.length; j++) {
        const a = groups[i]!;
        const b = groups[j]!;
        if ((a.arriving || b.arriving) && encounters(a, b)) detected.push([a, b]);
      }
    }
    if (day.recording)
      day.events.push({
        type: 'encounter',
        phase,
        sector: day.world.name(sector),
        groups: groups.map(traceGroup),
        detected: detected.map(([a, b]) => [a.allegiance, b.allegiance] as const),
      });
    if (detected.length === 0) continue;
    const engaged = groups.filter((g) => detected.some(([a, b]) => a === g || b === g));
    const fought = runFight(day, phase, sector, engaged);
    decidePassing(day, phase, sector, engaged, fought);
  }
}
