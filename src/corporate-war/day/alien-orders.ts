/**
 * Step 2, the aliens' script (CW-4). The aliens are a fifth allegiance whose orders come
 * from their scenario squads' behaviours, not from a player:
 * - `circle` (CW-4.3): move two sectors a day counter-clockwise around the craft;
 * - `aid` (CW-4.4): the Ghosts go to the squad attacked yesterday, and bring tags home;
 * - `hold` (CW-4.5): stay on the craft.
 * Once the craft's sector has been attacked (CW-4.6) every alien heads for it.
 */
import { distance, intermediates, parseSector, type Sector } from '../board.js';
import type { Move } from '../orders.js';
import type { GameState } from '../state.js';
import { ALIENS } from '../vocabulary.js';
import { type Day, type Unit, unitsOf } from './context.js';

/**
 * The aliens' moves from each state a day that keeps no trace opened. They depend on the
 * state alone (where everyone is, the aliens' memory, the day; no dice), and a search
 * plays every plan it weighs from the same guessed world, so they are worked out once a
 * world instead of once a plan. A day that keeps a trace works them out, for its events.
 */
const KEPT = new WeakMap<GameState, readonly Move[]>();

/** Adds the aliens' moves for the day to `day.moves`. */
export function orderAliens(day: Day): void {
  const kept = day.recording ? undefined : KEPT.get(day.state);
  if (kept !== undefined) {
    for (const m of kept) day.moves.push(m);
    return;
  }
  const first = day.moves.length;
  scriptAliens(day);
  if (!day.recording) KEPT.set(day.state, day.moves.slice(first));
}

/** CW-4: the aliens' moves, and under a trace their orders by squad. */
function scriptAliens(day: Day): void {
  const w = day.world;
  const memory = day.state.aliens;
  const squads = day.state.scenario.aliens;
  const ring = w.ring;
  const squadById = new Map(squads.map((s) => [s.id, s] as const));
  // Where a circling squad is due today; the same for all its soldiers, so read once.
  const targets = new Map<string, { to: Sector; via: Sector | undefined } | undefined>();
  const ringTarget = (squadId: string): { to: Sector; via: Sector | undefined } | undefined => {
    if (targets.has(squadId)) return targets.get(squadId);
    const squad = squadById.get(squadId);
    let target: { to: Sector; via: Sector | undefined } | undefined;
    const start = squad?.behaviour === 'circle' ? ring.indexOf(parseSector(w.board, squad.sector)!) : -1;
    if (start >= 0) {
      const at = (k: number) => ring[(((start + k) % ring.length) + ring.length) % ring.length]!;
      target = { to: at(2 * day.day), via: at(2 * day.day - 1) };
    }
    targets.set(squadId, target);
    return target;
  };
  const carriesTags = (u: Unit) =>
    day.units.some((o) => day.status[o.index] === 'dead' && day.tagsWith[o.index] === u.id);

  const bySquad = new Map<string, { units: Unit[]; to: Sector }>();
  for (const u of unitsOf(day, ALIENS)) {
    if (day.status[u.index] !== 'alive') continue;
    const squad = squadById.get(u.squad);
    let to = w.craft;
    let via: Sector | undefined;
    if (!memory.collapsed && squad !== undefined) {
      if (squad.behaviour === 'circle') {
        const t = ringTarget(squad.id);
        if (t !== undefined) ({ to, via } = t);
      } else if (squad.behaviour === 'aid' && memory.aid !== '' && !carriesTags(u)) {
        const t = ringTarget(memory.aid);
        if (t !== undefined) to = t.to;
      }
    }
    const path = pathTowards(day, day.sector[u.index]!, to, via);
    if (path.length === 0) continue;
    day.moves.push({
      soldier: u.id,
      index: u.index,
      from: day.sector[u.index]!,
      path,
      order: -1,
    } satisfies Move);
    if (!day.recording) continue;
    const key = `${u.squad}>${path[path.length - 1]}`;
    const entry = bySquad.get(key) ?? { units: [], to: path[path.length - 1]! };
    entry.units.push(u);
    bySquad.set(key, entry);
  }
  for (const [key, { units, to }] of bySquad) {
    day.events.push({
      type: 'alien-orders',
      squad: key.split('>')[0]!,
      soldiers: units.map((u) => u.id),
      to: w.name(to),
    });
  }
}

/** A legal path from `from` towards `to`: at most two steps, through `via` when it fits. */
function pathTowards(day: Day, from: Sector, to: Sector, via: Sector | undefined): Sector[] {
  const b = day.world.board;
  const d = distance(b, from, to);
  if (d === 0) return [];
  if (d === 1) return [to];
  if (d === 2) {
    const mids = intermediates(b, from, to);
    return [via !== undefined && mids.includes(via) ? via : mids[0]!, to];
  }
  // Farther than a day's march (only in custom scenarios): two steps straight towards it.
  const r = (s: Sector) => Math.floor(s / b.cols);
  const c = (s: Sector) => s % b.cols;
  const step = (s: Sector) => (r(s) + Math.sign(r(to) - r(s))) * b.cols + c(s) + Math.sign(c(to) - c(s));
  const first = step(from);
  return [first, step(first)];
}
