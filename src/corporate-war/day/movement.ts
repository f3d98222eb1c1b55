/**
 * Steps 3 and 5, movement (CW-6.1). A two-sector move takes its first step in phase 1
 * and its second in phase 3; a one-sector move steps in phase 2. All steps of a phase are
 * simultaneous. Soldiers with no move stay.
 */
import type { Sector } from '../board.js';
import type { TracePhase } from '../trace.js';
import type { Allegiance } from '../vocabulary.js';
import type { Day, Unit } from './context.js';
import { fightSwap } from './swap-fight.js';

/** Turns the day's validated moves into plans. */
export function planMovement(day: Day): void {
  for (const m of day.moves) {
    if (m.path.length === 0) continue;
    day.plans[m.index] = { start: m.from, path: m.path, state: 'moving' };
  }
}

/** Where a unit steps in this phase, or undefined if it does not move. */
function stepOf(day: Day, u: Unit, phase: 1 | 2 | 3): Sector | undefined {
  const plan = day.plans[u.index];
  if (plan === undefined || day.status[u.index] !== 'alive') return undefined;
  if (phase === 1) return plan.path.length === 2 && plan.state === 'moving' ? plan.path[0] : undefined;
  if (phase === 2) return plan.path.length === 1 && plan.state === 'moving' ? plan.path[0] : undefined;
  if (plan.path.length !== 2) return undefined;
  if (plan.state === 'moving') return plan.path[1];
  if (plan.state === 'retreating') return plan.start;
  return undefined;
}

/** Moves every unit that steps in this phase, then records the steps in the trace. */
export function movePhase(day: Day, phase: 1 | 2 | 3): void {
  if (day.recording) day.events.push({ type: 'phase', phase });
  // Who steps where, in unit order: two parallel lists rather than a map.
  let movers: number[] = [];
  let targets: Sector[] = [];
  for (const u of day.units) {
    const to = stepOf(day, u, phase);
    if (to !== undefined) {
      movers.push(u.index);
      targets.push(to);
    }
  }
  if (day.rules.headToHeadSwap === 'fight') {
    // The swap fights may cancel or turn steps, through a map as before: a step cancelled
    // by one swap fight and turned back by another goes last, as the map has always kept it.
    const steps = new Map<number, Sector>();
    for (let k = 0; k < movers.length; k++) steps.set(movers[k]!, targets[k]!);
    resolveSwaps(day, phase, steps);
    movers = [...steps.keys()];
    targets = [...steps.values()];
  }
  // Who arrives in this phase: the day's one array, cleared (nothing reads the last phase's).
  const arrived = day.arrivedThisPhase;
  arrived.fill(0);
  if (!day.recording) {
    for (let k = 0; k < movers.length; k++) {
      const index = movers[k]!;
      if (day.status[index] !== 'alive') continue;
      const plan = day.plans[index]!;
      day.sector[index] = targets[k]!;
      arrived[index] = 1;
      if (plan.state === 'retreating') plan.state = 'stopped';
    }
    return;
  }
  // Soldiers of one side taking the same step together are one step in the trace; the
  // key is numeric (side, from, to, retreat) because a string key costs more than the step.
  const size = day.world.board.rows * day.world.board.cols;
  const groups = new Map<
    number,
    { allegiance: Allegiance; from: Sector; to: Sector; retreat: boolean; ids: string[] }
  >();
  for (let k = 0; k < movers.length; k++) {
    const index = movers[k]!;
    const to = targets[k]!;
    const u = day.units[index]!;
    if (day.status[index] !== 'alive') continue;
    const plan = day.plans[index]!;
    const retreat = plan.state === 'retreating';
    const from = day.sector[index]!;
    const key = ((day.allegiances.indexOf(u.owner) * size + from) * size + to) * 2 + (retreat ? 1 : 0);
    let g = groups.get(key);
    if (g === undefined) groups.set(key, (g = { allegiance: u.owner, from, to, retreat, ids: [] }));
    g.ids.push(u.id);
    day.sector[index] = to;
    arrived[index] = 1;
    if (retreat) plan.state = 'stopped';
  }
  for (const g of groups.values()) {
    day.events.push({
      type: 'step',
      phase,
      allegiance: g.allegiance,
      soldiers: g.ids,
      from: day.world.name(g.from),
      to: day.world.name(g.to),
      retreat: g.retreat,
    });
  }
}

/**
 * CW-6.5, `headToHeadSwap: 'fight'`: groups trading sectors in one phase meet on the way.
 * They fight one round as passing groups; continue makes the step, stop cancels the rest
 * of the move, retreat turns back to the day's start sector.
 */
function resolveSwaps(day: Day, phase: TracePhase, steps: Map<number, Sector>): void {
  const flows = new Map<string, Unit[]>(); // "from>to" -> units, in unit order
  for (const [index, to] of steps) {
    const u = day.units[index]!;
    const key = `${day.sector[index]!}>${to}`;
    const list = flows.get(key) ?? [];
    list.push(u);
    flows.set(key, list);
  }
  const keys = [...flows.keys()].sort();
  for (const key of keys) {
    const [a, b] = key.split('>').map(Number) as [number, number];
    if (a > b) continue; // each pair of sectors once
    const forth = flows.get(key) ?? [];
    const back = flows.get(`${b}>${a}`) ?? [];
    if (back.length === 0) continue;
    for (const x of day.allegiances) {
      for (const y of day.allegiances) {
        if (x === y) continue;
        const gx = forth.filter((u) => u.owner === x && day.status[u.index] === 'alive');
        const gy = back.filter((u) => u.owner === y && day.status[u.index] === 'alive');
        if (gx.length === 0 || gy.length === 0) continue;
        const decisions = fightSwap(day, phase, [a, b], gx, gy);
        for (const [units, decision] of decisions) {
          for (const u of units) {
            if (day.status[u.index] !== 'alive') continue;
            const plan = day.plans[u.index]!;
            if (decision === 'continue') continue;
            if (decision === 'retreat' && day.sector[u.index] !== plan.start) {
              steps.set(u.index, plan.start);
              plan.state = 'retreating';
            } else {
              steps.delete(u.index);
              plan.state = 'stopped';
            }
          }
        }
      }
    }
  }
}
