/**
 * Step 5 (HV-5, HV-6, HV-8.2): movement with fights. Under `fightTiming: every-step`
 * (default, invented after HV-A5) the turn has four sub-steps; in sub-step k every unit
 * whose path is at least k long takes its k-th step, all together, and then every hex
 * entered is resolved as a fight (HV-6), so a unit can meet enemies on its way. The
 * Harvester (Move 1) steps in sub-step 1 towards its target (HV-5.2). Under
 * `destination`, each unit goes straight to the end of its path in one step and fights
 * happen only there.
 *
 * Before a step: a subject's unit never steps into a hex holding a unit of any of its
 * rulers (HV-8.2, HV-8.4) and stops there for the turn; a Harvester never steps into a
 * hex holding another Harvester (HV-5.3) and waits, keeping its target. Two Harvesters
 * stepping into one hex both wait. Units that cross one edge in opposite directions pass
 * each other (invented). A unit sent back by a tie stops for the turn.
 */
import { fightAt, harvesterIn, occupancy, place } from '../combat.js';
import { directionTo, stepToward } from '../planet.js';
import { MAX_MOVE } from '../vocabulary.js';
import { logOf, rules, type Work, type WUnit } from '../work.js';

/** One unit's step in a sub-step: from where to where, and the hexes passed on the way. */
interface Leg {
  readonly unit: WUnit;
  readonly from: number;
  readonly to: number;
  /** Hexes passed before `to` (only under `destination`). */
  readonly via: readonly number[];
}

/** Moves every unit, resolving fights as they happen. */
export function movement(w: Work): void {
  const at = occupancy(w);
  const paths = new Map<number, readonly number[]>();
  const label = new Map<number, string>();
  const ownerOf = new Map<number, string>();
  for (const p of w.players) {
    const o = w.orders.get(p);
    if (o === undefined || w.machines[p]!.outAt !== null) continue;
    for (const mv of o.moves) {
      if (!w.units.has(mv.unit)) {
        logOf(w, p).outcomes.push({ order: `move ${mv.unit}`, outcome: 'the unit is gone' });
        continue;
      }
      paths.set(mv.unit, mv.path);
      ownerOf.set(mv.unit, p);
      label.set(mv.unit, 'arrived');
    }
  }
  const stopped = new Set<number>();
  const stop = (u: WUnit, why: string) => {
    stopped.add(u.id);
    if (label.has(u.id)) label.set(u.id, why);
  };
  const steps = w.rules.fightTiming === 'every-step' ? MAX_MOVE : 1;
  for (let k = 1; k <= steps; k++) {
    const legs: Leg[] = [];
    for (const p of w.players) {
      if (k !== 1 || w.machines[p]!.outAt !== null) continue;
      const h = harvesterIn(w, p);
      const target = w.machines[p]!.target;
      if (h === undefined || target === null || h.hex === target) continue;
      legs.push({ unit: h, from: h.hex, to: stepToward(w.grid, h.hex, target), via: [] });
    }
    for (const [id, path] of paths) {
      const u = w.units.get(id);
      if (u === undefined || stopped.has(id) || path.length < k) continue;
      if (steps === 1)
        legs.push({ unit: u, from: u.hex, to: path[path.length - 1] as number, via: path.slice(0, -1) });
      else legs.push({ unit: u, from: u.hex, to: path[k - 1] as number, via: [] });
    }
    subStep(w, at, legs, stop);
  }
  for (const [id, outcome] of label) {
    const u = w.units.get(id);
    logOf(w, ownerOf.get(id) as string).outcomes.push({
      order: `move ${id}`,
      outcome: u === undefined ? 'destroyed' : outcome,
    });
  }
}

function subStep(
  w: Work,
  at: Map<number, Set<number>>,
  legs: readonly Leg[],
  stop: (u: WUnit, why: string) => void,
): void {
  const ordered = [...legs].sort((a, b) => a.unit.id - b.unit.id);
  // Checks against the positions at the start of the sub-step.
  const going: Leg[] = [];
  for (const leg of ordered) {
    const { unit } = leg;
    const there = at.get(leg.to);
    if (there !== undefined && w.machines[unit.owner]!.ruler !== null && rulerThere(w, there, unit)) {
      stop(unit, `stopped before ${w.grid.name(leg.to)}: its ruler's units are there`);
      continue;
    }
    if (unit.kind === 'harvester' && there !== undefined && harvesterThere(w, there, unit)) continue; // HV-5.3: waits
    going.push(leg);
  }
  // HV-5.3: two Harvesters stepping into one hex both wait.
  const harvestersInto = new Map<number, number>();
  for (const leg of going)
    if (leg.unit.kind === 'harvester') harvestersInto.set(leg.to, (harvestersInto.get(leg.to) ?? 0) + 1);
  const moving = going.filter((leg) => leg.unit.kind !== 'harvester' || harvestersInto.get(leg.to) === 1);
  const cameFrom = new Map<number, number>();
  const entrants = new Set<number>();
  const entered = new Set<number>();
  for (const leg of moving) {
    cameFrom.set(leg.unit.id, leg.from);
    entrants.add(leg.unit.id);
    entered.add(leg.to);
    place(at, leg.unit, leg.to);
  }
  // Fights, hex by hex in cell order; a tie sends units back, and the hex they return to is checked again.
  const queue = [...entered].sort((a, b) => a - b);
  for (let i = 0; i < queue.length; i++) {
    const { sentBack } = fightAt(w, at, queue[i] as number, entrants, cameFrom);
    for (const u of sentBack) {
      stop(u, `fell back from ${w.grid.name(queue[i] as number)}: the totals tied`);
      queue.push(u.hex);
    }
  }
  // Traffic (HV-4.2): every step that stood, the side it entered by and the hex it left.
  for (const leg of moving) {
    if (!entrants.has(leg.unit.id)) continue; // sent back
    const hexes = [leg.from, ...leg.via, leg.to];
    for (let j = 1; j < hexes.length; j++) {
      const a = hexes[j - 1] as number;
      const b = hexes[j] as number;
      const dir = directionTo(w.grid, b, a); // the side of b it came in by
      if (dir >= 0) w.entered.set(b, (w.entered.get(b) ?? 0) | (1 << dir));
      w.left.add(a);
    }
  }
}

/** True when a unit of one of the mover's rulers stands among `there` (HV-8.2, HV-8.4). */
function rulerThere(w: Work, there: ReadonlySet<number>, unit: WUnit): boolean {
  for (const id of there) {
    const v = w.units.get(id)!;
    if (v.owner !== unit.owner && rules(w, v.owner, unit.owner)) return true;
  }
  return false;
}

/** True when another Harvester stands among `there` (HV-5.3). */
function harvesterThere(w: Work, there: ReadonlySet<number>, unit: WUnit): boolean {
  for (const id of there) {
    const v = w.units.get(id)!;
    if (v.kind === 'harvester' && v.id !== unit.id) return true;
  }
  return false;
}
