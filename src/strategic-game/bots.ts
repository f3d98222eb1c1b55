/**
 * The computer players. Each is a function of its player's view and a private generator
 * (never the state), so it cannot use what its side does not know. `random` gives legal
 * orders at random; the expander (`expander.ts`) and the search player (`search.ts`) live
 * in files of their own.
 */
import type { Rng } from '../kernel/rng.js';
import { costOf, type Design } from './design.js';

import { gridOf } from './map.js';
import type { Order } from './orders.js';
import type { TsgView } from './view.js';
import { MAX_STAT, SHIP_SIZES, SIX_WEAPONS } from './vocabulary.js';

/** A design of exactly `size` BP drawn at random within the limits, or null if none was found. */
export function randomDesign(rng: Rng, size: number, maxWeapons: number): Design | null {
  for (let tries = 0; tries < 60; tries++) {
    const engine = 1 + rng.int(MAX_STAT);
    const shields = rng.int(MAX_STAT + 1);
    const toHit = rng.int(MAX_STAT + 1);
    const rest = size - engine - shields - toHit;
    if (rest >= 0 && rest % 2 === 0 && rest / 2 <= maxWeapons)
      return { engine, shields, toHit, weapons: rest / 2 };
  }
  return null;
}

/** The hex within `speed` of `from` nearest `target`; on ties the first in the grid's range order. */
export function toward(view: TsgView, from: number, target: number, speed: number): number {
  const grid = gridOf(view.map);
  let best = from;
  let bestD = grid.distance(from, target);
  for (const c of grid.range(from, speed)) {
    const d = grid.distance(c, target);
    if (d < bestD) {
      best = c;
      bestD = d;
    }
  }
  return best;
}

const speed = (f: TsgView['myFleets'][number]) => Math.min(...f.ships.map((s) => s.engine));

/** Random legal orders. */
export function randomBot(view: TsgView, rng: Rng): Order[] {
  const grid = gridOf(view.map);
  const out: Order[] = [];
  if (view.phase === 'production') {
    let bp = view.bp;
    const cap = view.rules.maxWeapons === 'six' ? SIX_WEAPONS : 9;
    for (let n = 0; n < 40; n++) {
      const sizes = SHIP_SIZES.filter((s) => s <= bp);
      // Stop at random, but never before a side without ships has one.
      if (sizes.length === 0 || (rng.int(8) === 0 && (out.length > 0 || view.myFleets.length > 0))) break;
      const d = randomDesign(rng, sizes[rng.int(sizes.length)]!, cap);
      if (d === null) continue;
      bp -= costOf(d);
      out.push({ kind: 'build', ...d });
    }
    if (rng.int(3) === 0) out.push({ kind: 'battle', retreatAt: rng.int(2) === 0 ? null : 1 + rng.int(100) });
  } else if (view.awaiting.includes(view.me)) {
    for (const f of view.myFleets) {
      const cells = grid.range(f.at, speed(f));
      out.push({ kind: 'move', fleet: f.id, to: grid.name(cells[rng.int(cells.length)]!) });
    }
  }
  return out;
}
