/**
 * The engagement (CW-7.1 to CW-7.5), the building block of every fight: two parts in
 * marching order, seen soldiers paired front to front, excess soldiers doubling up from
 * the front, unseen soldiers in their own marching order doubling up on the enemy's seen
 * soldiers. Larger fights are several engagements between parts of groups (CW-10).
 */
import type { RulesOptions } from '../rules.js';
import { marchingOrder } from './marching-order.js';
import type { Engagement, FightContext, Fighter, FightGroup, MarchingOrder, Pairing } from './resolver.js';

/** A group's marching orders: its seen and its unseen soldiers, each front first. */
export interface Orders {
  /** The seen soldiers, front first (CW-7.2). */
  readonly seen: readonly Fighter[];
  /** The unseen soldiers, front first (CW-7.5). */
  readonly unseen: readonly Fighter[];
}

/** One part of a group's marching orders, ready to engage. */
export interface Part extends Orders {
  /** Whose group it is. */
  readonly allegiance: string;
  /** The part's place in the group's order, 0 at the front. */
  readonly part: number;
  /** How many parts the group's order was divided into. */
  readonly parts: number;
}

/**
 * CW-7.1, CW-10.1: a group's marching orders against the groups it fights. A soldier is
 * seen when any of those opponents sees it; only they count, not bystanders.
 */
export function ordersAgainst(
  group: FightGroup,
  opponents: readonly FightGroup[],
  ctx: FightContext,
): Orders {
  const seen: Fighter[] = [];
  const unseen: Fighter[] = [];
  for (const f of group.fighters) (opponents.some((o) => ctx.isSeenBy(o, f, group)) ? seen : unseen).push(f);
  return { seen: marchingOrder(seen), unseen: marchingOrder(unseen) };
}

/** The whole of a group's orders as its only part. */
export const wholePart = (group: FightGroup, orders: Orders): Part => ({
  allegiance: group.allegiance,
  part: 0,
  parts: 1,
  ...orders,
});

/** Pairs two parts (CW-7.3 to CW-7.5). Empty parts make an engagement with no shots. */
export function pairParts(a: Part, b: Part, rules: Pick<RulesOptions, 'excessDoubling'>): Engagement {
  const pairings: Pairing[] = [];
  const n = Math.min(a.seen.length, b.seen.length);
  // CW-7.3: first against first, second against second; both shoot.
  for (let i = 0; i < n; i++) {
    pairings.push({ attacker: a.seen[i]!.id, target: b.seen[i]!.id, kind: 'front' });
    pairings.push({ attacker: b.seen[i]!.id, target: a.seen[i]!.id, kind: 'front' });
  }
  // CW-7.4: the larger side's excess doubles up on the enemy from the front.
  doubleUp(a.seen.slice(n), b.seen, 'double', rules, pairings);
  doubleUp(b.seen.slice(n), a.seen, 'double', rules, pairings);
  // CW-7.5: unseen soldiers double up on the enemy's regular (seen) marching order.
  doubleUp(a.unseen, b.seen, 'unseen', rules, pairings);
  doubleUp(b.unseen, a.seen, 'unseen', rules, pairings);
  return { sides: [describe(a), describe(b)], pairings };
}

const describe = (p: Part): MarchingOrder => ({
  allegiance: p.allegiance,
  part: p.part,
  parts: p.parts,
  seen: p.seen.map((f) => f.id),
  unseen: p.unseen.map((f) => f.id),
});

/** Two whole groups against each other (the two-way fight, CW-7). */
export function engage(a: FightGroup, b: FightGroup, ctx: FightContext): Engagement {
  return pairParts(
    wholePart(a, ordersAgainst(a, [b], ctx)),
    wholePart(b, ordersAgainst(b, [a], ctx)),
    ctx.rules,
  );
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
