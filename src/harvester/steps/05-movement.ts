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
 * each other (invented). A unit sent back by a tie stops for the turn. Under
 * `roadResources: every-hex` a Harvester whose next hex holds no resources when it is
 * due to step stays, and its target is cleared (HV-5.2).
 */
import { fightAt, harvesterIn, indexOf, type Occupancy, occupancy, place, settle } from '../combat.js';
import { directionTo, stepToward } from '../planet.js';
import { mayEnter } from '../terrain.js';
import { MAX_MOVE } from '../vocabulary.js';
import { LEFT_BIT, logOf, rules, type Work, type WUnit } from '../work.js';

/**
 * The step's tables, by unit index (see {@link Occupancy}: ids in `Map`s were the step's
 * hottest lines) or by hex, in typed arrays where they hold numbers. What a sub-step writes
 * is cleared where it was written for the next, not walked whole. They are made afresh each
 * turn, not kept between turns: the tables by hex and by unit take about 3.5 ms to make at
 * 10,000 players (460,000 hexes) on the loaded machine, under 0.3% of a turn, and lending
 * them from turn to turn (tried) made no difference the scale bench could see.
 */
interface Moves {
  readonly at: Occupancy;
  /** By unit: its ordered path (HV-5.1), if it has one. */
  readonly path: (readonly number[] | undefined)[];
  /** By unit: its path's length (0 without one), and its hexes at `MAX_MOVE * i + k - 1`. */
  readonly pathLength: Uint8Array;
  readonly pathHexes: Int32Array;
  /** By unit: what its move came to so far, if it was ordered to move. */
  readonly label: (string | undefined)[];
  /** By unit: who ordered its move. */
  readonly ownerOf: (string | undefined)[];
  /** The units ordered to move, in the order their moves were read (the log's order). */
  readonly ordered: number[];
  /** By unit: 1 once it has stopped for the turn. */
  readonly stopped: Uint8Array;
  /** By unit: where it steps this sub-step, or -1 (its leg). */
  readonly legTo: Int32Array;
  /** By unit: the hex it left this sub-step (a tie sends it back there). */
  readonly cameFrom: Int32Array;
  /** By unit: 1 while it has entered its hex this sub-step and not been sent back. */
  readonly entrant: Uint8Array;
  /** By hex: Harvesters stepping into it this sub-step. */
  readonly harvestersInto: Int32Array;
  /** By hex: 1 when something entered it this sub-step. */
  readonly entered: Uint8Array;
}

/** Moves every unit, resolving fights as they happen. */
export function movement(w: Work): void {
  const at = occupancy(w);
  const n = at.list.length;
  const mv: Moves = {
    at,
    path: new Array(n),
    pathLength: new Uint8Array(n),
    pathHexes: new Int32Array(n * MAX_MOVE),
    label: new Array(n),
    ownerOf: new Array(n),
    ordered: [],
    stopped: new Uint8Array(n),
    legTo: new Int32Array(n).fill(-1),
    cameFrom: new Int32Array(n),
    entrant: new Uint8Array(n),
    harvestersInto: new Int32Array(w.grid.size),
    entered: new Uint8Array(w.grid.size),
  };
  for (const p of w.players) {
    const o = w.orders.get(p);
    if (o === undefined || w.machines[p]!.outAt !== null) continue;
    for (const move of o.moves) {
      const i = indexOf(at, move.unit);
      if (i < 0) {
        logOf(w, p).outcomes.push({ order: `move ${move.unit}`, outcome: 'the unit is gone' });
        continue;
      }
      if (mv.label[i] === undefined) mv.ordered.push(i);
      mv.path[i] = move.path;
      // A path is at most MAX_MOVE long (HV-5.1, refused when longer); the sub-steps read its
      // hexes from here rather than from each move's own array, scattered over the heap.
      mv.pathLength[i] = Math.min(move.path.length, MAX_MOVE);
      for (let k = 0; k < MAX_MOVE && k < move.path.length; k++)
        mv.pathHexes[MAX_MOVE * i + k] = move.path[k] as number;
      mv.ownerOf[i] = p;
      mv.label[i] = 'arrived';
    }
  }
  const steps = w.rules.fightTiming === 'every-step' ? MAX_MOVE : 1;
  for (let k = 1; k <= steps; k++) {
    for (const p of w.players) {
      if (k !== 1 || w.machines[p]!.outAt !== null) continue;
      const h = harvesterIn(w, p);
      const target = w.machines[p]!.target;
      if (h === undefined || target === null) continue;
      const hi = indexOf(at, h.id);
      const from = at.hex[hi] as number; // where it stands now (the occupancy's, not the unit object's)
      if (from === target) continue;
      const to = stepToward(w.grid, from, target);
      const closed = harvesterClosed(w, to);
      if (closed !== null) {
        // HV-5.2 (every-hex), HV-3.5: it may not enter the next hex of its road, and may not turn aside.
        w.machines[p]!.target = null;
        logOf(w, p).outcomes.push({
          order: `target ${w.grid.name(target)}`,
          outcome: `stopped at ${w.grid.name(from)}: ${w.grid.name(to)} ${closed}; the target is cleared`,
        });
        continue;
      }
      mv.legTo[hi] = to;
    }
    for (const i of mv.ordered) {
      if (at.gone[i] === 1 || mv.stopped[i] === 1 || (mv.pathLength[i] as number) < k) continue;
      if (steps === 1) {
        const path = mv.path[i] as readonly number[];
        mv.legTo[i] = path[path.length - 1] as number;
      } else mv.legTo[i] = mv.pathHexes[MAX_MOVE * i + k - 1] as number;
    }
    subStep(w, mv, steps === 1);
  }
  settle(w, at);
  for (const i of mv.ordered)
    logOf(w, mv.ownerOf[i] as string).outcomes.push({
      order: `move ${(at.list[i] as WUnit).id}`,
      outcome: at.gone[i] === 1 ? 'destroyed' : (mv.label[i] as string),
    });
}

/**
 * Why the Harvester may not step into `to`, or null: under `roadResources: every-hex` a
 * hex that holds no resources now (HV-5.2), or a rough hex (HV-3.5; a target is refused
 * when its road crosses one, so only an edited save meets this).
 */
function harvesterClosed(w: Work, to: number): string | null {
  if (!mayEnter(w.terrain, 'harvester', to)) return 'is rough ground';
  if (w.rules.roadResources === 'every-hex' && (w.resources[to] as number) === 0) return 'holds no resources';
  return null;
}

/** Stops unit `i` for the turn, saying why if it was ordered to move. */
function stop(mv: Moves, i: number, why: string): void {
  mv.stopped[i] = 1;
  if (mv.label[i] !== undefined) mv.label[i] = why;
}

/**
 * One sub-step: every unit with a leg (`legTo`) steps, in id order, and every hex entered is
 * resolved. `wholePath` (fights only at the destination): a unit's leg is its whole path.
 */
function subStep(w: Work, mv: Moves, wholePath: boolean): void {
  const { at, legTo } = mv;
  // The legs in id order: the units are in id order, so a walk of the list replaces the sort
  // of the legs by id, one of the step's hottest lines at 10,000 players.
  const legs: number[] = [];
  for (let i = 0; i < legTo.length; i++) if ((legTo[i] as number) >= 0) legs.push(i);
  // Checks against the positions at the start of the sub-step.
  const going: number[] = [];
  for (const i of legs) {
    const unit = at.list[i] as WUnit;
    const to = legTo[i] as number;
    if (w.machines[unit.owner]!.ruler !== null && rulerThere(w, at, to, unit)) {
      stop(mv, i, `stopped before ${w.grid.name(to)}: its ruler's units are there`);
      continue;
    }
    if (unit.kind === 'harvester' && harvesterThere(at, to, i)) continue; // HV-5.3: waits
    going.push(i);
    if (unit.kind === 'harvester') mv.harvestersInto[to] = (mv.harvestersInto[to] as number) + 1;
  }
  // HV-5.3: two Harvesters stepping into one hex both wait.
  const moving = going.filter(
    (i) => (at.list[i] as WUnit).kind !== 'harvester' || mv.harvestersInto[legTo[i] as number] === 1,
  );
  for (const i of moving) {
    const to = legTo[i] as number;
    mv.cameFrom[i] = at.hex[i] as number;
    mv.entrant[i] = 1;
    mv.entered[to] = 1;
    place(at, i, to);
  }
  // Fights, hex by hex in cell order; a tie sends units back, and the hex they return to is
  // checked again, after the others. The hexes entered are found in cell order by a walk of
  // the table by hex, not sorted: at 10,000 players (460,000 hexes; 31,300 entered in the
  // first sub-step, 11,400 to 6,600 in the others) sorting them with a comparison took
  // 26 ms a turn, a typed array's sort 6.4 ms, the walk 5.3 ms (the same counts alone).
  const again: number[] = [];
  const fight = (hex: number) => {
    const { sentBack } = fightAt(w, at, hex, mv.entrant, mv.cameFrom);
    for (const i of sentBack) {
      stop(mv, i, `fell back from ${w.grid.name(hex)}: the totals tied`);
      again.push(at.hex[i] as number);
    }
  };
  for (let hex = 0; hex < mv.entered.length; hex++)
    if (mv.entered[hex] === 1) {
      mv.entered[hex] = 0;
      fight(hex);
    }
  for (let q = 0; q < again.length; q++) fight(again[q] as number);
  // Traffic (HV-4.2): every step that stood, the side it entered by and the hex it left.
  for (const i of moving) {
    if (mv.entrant[i] === 0) continue; // sent back
    const path = mv.path[i];
    if (wholePath && path !== undefined) {
      let a = mv.cameFrom[i] as number;
      for (let j = 0; j < path.length; j++) {
        passed(w, a, path[j] as number);
        a = path[j] as number;
      }
    } else passed(w, mv.cameFrom[i] as number, legTo[i] as number); // one step (a Harvester's too)
  }
  // Clear what this sub-step wrote, for the next.
  for (const i of going) mv.harvestersInto[legTo[i] as number] = 0;
  for (const i of legs) legTo[i] = -1;
  for (const i of moving) mv.entrant[i] = 0;
}

/** Traffic (HV-4.2) of one step from `a` into `b`: the side of `b` it came in by, and `a` left. */
function passed(w: Work, a: number, b: number): void {
  const dir = directionTo(w.grid, b, a);
  if (dir >= 0) w.traffic[b] = (w.traffic[b] as number) | (1 << dir);
  w.traffic[a] = (w.traffic[a] as number) | LEFT_BIT;
}

/** True when a unit of one of the mover's rulers stands in `hex` (HV-8.2, HV-8.4). */
function rulerThere(w: Work, at: Occupancy, hex: number, unit: WUnit): boolean {
  for (let j = at.first[hex] as number; j >= 0; j = at.next[j] as number) {
    const v = at.list[j] as WUnit;
    if (v.owner !== unit.owner && rules(w, v.owner, unit.owner)) return true;
  }
  return false;
}

/** True when another Harvester stands in `hex` (HV-5.3). */
function harvesterThere(at: Occupancy, hex: number, i: number): boolean {
  for (let j = at.first[hex] as number; j >= 0; j = at.next[j] as number)
    if (j !== i && (at.list[j] as WUnit).kind === 'harvester') return true;
  return false;
}
