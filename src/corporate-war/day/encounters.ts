/**
 * Step 5, encounters (CW-6.2 to CW-6.4): which sectors meet. After each phase's steps,
 * every sector that hostile soldiers share, and into which someone has just moved, is
 * checked: groups that see an enemy fight one round (`fight-round.ts`), whatever their
 * orders, and those on their way then decide whether to pass (`passing.ts`). Sectors are
 * taken in index order so that the RNG is drawn in a fixed order.
 */
import { encounters } from '../gunfight/detection.js';
import type { FightGroup } from '../gunfight/resolver.js';
import type { TracePhase } from '../trace.js';
import type { Day, Unit } from './context.js';
import { runFight, toGroup, traceGroup } from './fight-round.js';
import { decidePassing } from './passing.js';

/**
 * Checks every sector for encounters after a phase. At dawn (phase 0, only under
 * `dawnSharing: 'fight'`, CW-6.6) every sector with hostile groups is checked and every
 * group counts as arriving.
 */
export function checkEncounters(day: Day, phase: TracePhase): void {
  const units = day.units;
  const n = units.length;
  const { check, head, next } = day.bySector;
  // The sectors to check: where a living soldier has just arrived (at dawn, stands).
  check.fill(0);
  const { status, sector } = day;
  for (let i = 0; i < n; i++) {
    if (status[i] === 'alive' && (phase === 0 || day.arrivedThisPhase[i] === 1)) check[sector[i]!] = 1;
  }
  // Nobody moves while encounters are checked, so the units are sorted into sectors once,
  // as linked lists in unit order (built from the last unit back); who is still alive is
  // read when each sector's turn comes.
  head.fill(-1);
  for (let i = n - 1; i >= 0; i--) {
    const s = sector[i]!;
    if (check[s] === 0) continue;
    next[i] = head[s]!;
    head[s] = i;
  }
  for (let sector = 0; sector < check.length; sector++) {
    if (check[sector] === 0) continue;
    const groups = hostileGroups(day, head[sector]!, next, phase);
    if (groups === null) continue;
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
    const engaged =
      detected.length === 1
        ? detected[0]!
        : groups.filter((g) => detected.some(([a, b]) => a === g || b === g));
    const fought = runFight(day, phase, sector, engaged);
    decidePassing(day, phase, sector, engaged, fought);
  }
}

/**
 * The living soldiers of a sector's list grouped by allegiance, in allegiance order, or
 * null when fewer than two allegiances stand there (most sectors: nothing is built then).
 */
function hostileGroups(day: Day, first: number, next: Int32Array, phase: TracePhase): FightGroup[] | null {
  const { units, sideOf, status } = day;
  let side = -1;
  let sides = 0;
  for (let i = first; i >= 0; i = next[i]!) {
    if (status[i] !== 'alive') continue;
    if (side === -1) {
      side = sideOf[i]!;
      sides = 1;
    } else if (sideOf[i] !== side) sides = 2;
  }
  if (sides < 2) return null;
  const by: (Unit[] | undefined)[] = new Array(day.allegiances.length);
  const arriving: boolean[] = new Array(day.allegiances.length).fill(phase === 0);
  for (let i = first; i >= 0; i = next[i]!) {
    if (status[i] !== 'alive') continue;
    const u = units[i]!;
    const a = sideOf[i]!;
    const g = by[a];
    if (g === undefined) by[a] = [u];
    else g.push(u);
    if (day.arrivedThisPhase[i] === 1) arriving[a] = true;
  }
  const groups: FightGroup[] = [];
  for (let a = 0; a < by.length; a++) {
    const g = by[a];
    if (g !== undefined) groups.push(toGroup(g, arriving[a]!));
  }
  return groups;
}
