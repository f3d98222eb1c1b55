/**
 * The two-way engagement (CW-7.1 to CW-7.5), the building block of every fight: two sides
 * sorted in marching order, seen soldiers paired front to front, excess soldiers doubling
 * up from the front, unseen soldiers in their own marching order doubling up on the
 * enemy's seen soldiers.
 */
import type { RulesOptions } from '../rules.js';
import { marchingOrder } from './marching-order.js';
import type { Engagement, FightContext, Fighter, FightGroup, MarchingOrder, Pairing } from './resolver.js';

/** A part of a group taking part in an engagement, with which of its soldiers the enemy sees. */
export interface Side {
  readonly group: FightGroup;
  readonly fighters: readonly Fighter[];
}

/** Engages two sides: `aGroup` and `bGroup` are the whole groups, used for detection. */
export function engage(a: Side, b: Side, ctx: FightContext): Engagement {
  const split = (side: Side, enemy: Side) => {
    const seen: Fighter[] = [];
    const unseen: Fighter[] = [];
    for (const f of side.fighters) (ctx.isSeenBy(enemy.group, f, side.group) ? seen : unseen).push(f);
    return { seen: marchingOrder(seen), unseen: marchingOrder(unseen) };
  };
  const sa = split(a, b);
  const sb = split(b, a);
  const pairings: Pairing[] = [];
  const n = Math.min(sa.seen.length, sb.seen.length);
  // CW-7.3: first against first, second against second; both shoot.
  for (let i = 0; i < n; i++) {
    pairings.push({ attacker: sa.seen[i]!.id, target: sb.seen[i]!.id, kind: 'front' });
    pairings.push({ attacker: sb.seen[i]!.id, target: sa.seen[i]!.id, kind: 'front' });
  }
  // CW-7.4: the larger side's excess doubles up on the enemy from the front.
  doubleUp(sa.seen.slice(n), sb.seen, 'double', ctx.rules, pairings);
  doubleUp(sb.seen.slice(n), sa.seen, 'double', ctx.rules, pairings);
  // CW-7.5: unseen soldiers double up on the enemy's regular (seen) marching order.
  doubleUp(sa.unseen, sb.seen, 'unseen', ctx.rules, pairings);
  doubleUp(sb.unseen, sa.seen, 'unseen', ctx.rules, pairings);
  const order = (side: Side, s: { seen: Fighter[]; unseen: Fighter[] }): MarchingOrder => ({
    allegiance: side.group.allegiance,
    seen: s.seen.map((f) => f.id),
    unseen: s.unseen.map((f) => f.id),
  });
  return { sides: [order(a, sa), order(b, sb)], pairings };
}

/**
 * The k-th extra soldier shoots at the k-th enemy. CW-7.4: when there are more extras
 * than enemies, `excessDoubling: 'wrap'` starts again from the front, `'once'` leaves
 * the rest without a target.
 */
function doubleUp(
  extras: readonly Fighter[],
  enemies: readonly Fighter[],
  kind: 'double' | 'unseen',
  rules: Pick<RulesOptions, 'excessDoubling'>,
  out: Pairing[],
): void {
  if (enemies.length === 0) return;
  extras.forEach((f, k) => {
    if (k >= enemies.length && rules.excessDoubling === 'once') return;
    out.push({ attacker: f.id, target: enemies[k % enemies.length]!.id, kind });
  });
}
