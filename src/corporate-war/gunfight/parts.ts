/**
 * CW-10: the one scheme behind every fight of three or more groups. Each group names, in
 * order, the groups it fights; its marching orders (seen against those groups only) are
 * divided into that many parts, front first, and its k-th part fights its k-th opponent.
 * Two groups that name each other meet exactly once; a group that does not name another
 * never fights it. The resolvers differ only in who names whom, and in what order.
 */
import { ordersAgainst, type Part, pairParts } from './engage.js';
import { marchingOrder } from './marching-order.js';
import type { Engagement, FightContext, FightGroup, FightPlan } from './resolver.js';
import { splitOrder } from './split.js';

/**
 * Who each group fights, front part first. Must be symmetric: a fights b iff b fights a.
 * A `null` entry is a part that fights nobody this round (CW-10.4 under `threeArriving:
 * 'two-matches'`): it counts in the division of the orders, but makes no engagement.
 */
export type Opponents = ReadonlyMap<FightGroup, readonly (FightGroup | null)[]>;

/** Builds the engagements for the given opponents; `groups` fixes the order of the engagements. */
export function fightInParts(
  groups: readonly FightGroup[],
  opponents: Opponents,
  ctx: FightContext,
): FightPlan {
  const parts = new Map<FightGroup, Part[]>();
  for (const g of groups) {
    const against = opponents.get(g) ?? [];
    const n = against.length;
    if (n === 0) continue;
    const orders = ordersAgainst(
      g,
      against.filter((o) => o !== null),
      ctx,
    );
    const seen = splitOrder(orders.seen, n);
    const unseen = splitOrder(orders.unseen, n, orders.seen.length % n);
    parts.set(
      g,
      seen.map((s, k) => ({ allegiance: g.allegiance, part: k, parts: n, seen: s, unseen: unseen[k]! })),
    );
  }
  const engagements: Engagement[] = [];
  groups.forEach((a, i) => {
    for (const b of groups.slice(i + 1)) {
      const ka = opponents.get(a)?.indexOf(b) ?? -1;
      const kb = opponents.get(b)?.indexOf(a) ?? -1;
      if (ka < 0 || kb < 0) continue;
      const pa = seenBy(parts.get(a)![ka]!, a, b, ctx);
      const pb = seenBy(parts.get(b)![kb]!, b, a, ctx);
      engagements.push(pairParts(pa, pb, ctx.rules));
    }
  });
  return { engagements };
}

/**
 * CW-10.1: in its engagement a part's soldier counts as seen only if that opponent sees
 * him: one seen by some other opponent joins the part's unseen soldiers, in marching order.
 */
function seenBy(part: Part, own: FightGroup, foe: FightGroup, ctx: FightContext): Part {
  const hidden = part.seen.filter((f) => !ctx.isSeenBy(foe, f, own));
  if (hidden.length === 0) return part;
  return {
    ...part,
    seen: part.seen.filter((f) => !hidden.includes(f)),
    unseen: marchingOrder([...hidden, ...part.unseen]),
  };
}

/** A map from each group to its opponents. */
export function opponentsMap(
  entries: readonly (readonly [FightGroup, readonly (FightGroup | null)[]])[],
): Opponents {
  return new Map(entries);
}
