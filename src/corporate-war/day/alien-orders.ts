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
import { ALIENS } from '../vocabulary.js';
import type { Day, Unit } from './context.js';

/** Adds the aliens' moves for the day to `day.moves`. */
export function orderAliens(day: Day): void {
  const w = day.world;
  const memory = day.state.aliens;
  const squads = day.state.scenario.aliens;
  const ring = w.ring;
  const ringTarget = (squadId: string, d: number): { to: Sector; via: Sector | undefined } | undefined => {
    const squad = squads.find((s) => s.id === squadId);
    if (squad === undefined || squad.behaviour !== 'circle') return undefined;
    const start = ring.indexOf(parseSector(w.board, squad.sector)!);
    if (start < 0) return undefined;
    const at = (k: number) => ring[(((start + k) % ring.length) + ring.length) % ring.length]!;
    return { to: at(2 * d), via: at(2 * d - 1) };
  };
  const carriesTags = (u: Unit) => day.units.some((o) => o.status === 'dead' && o.tagsWith === u.id);

  const bySquad = new Map<string, { units: Unit[]; to: Sector }>();
  for (const u of day.units) {
    if (u.owner !== ALIENS || u.status !== 'alive') continue;
    const squad = squads.find((s) => s.id === u.squad);
    let to = w.craft;
    let via: Sector | undefined;
    if (!memory.collapsed && squad !== undefined) {
      if (squad.behaviour === 'circle') {
        const t = ringTarget(squad.id, day.day);
        if (t !== undefined) ({ to, via } = t);
      } else if (squad.behaviour === 'aid' && memory.aid !== '' && !carriesTags(u)) {
        const t = ringTarget(memory.aid, day.day);
        if (t !== undefined) to = t.to;
      }
    }
    const path = pathTowards(day, u.sector, to, via);
    if (path.length === 0) continue;
    day.moves.push({ soldier: u.id, index: u.index, from: u.sector, path, order: -1 } satisfies Move);
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
