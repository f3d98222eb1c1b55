/**
 * Step 9 of a turn (GO-1.2): bases given away (GO-11.5), after the captures, in seat
 * order. A gift of a base taken from its giver this turn fails; under `baseGifts:
 * accepted` a gift also needs the receiver to list the base in its `accept`.
 */
import type { Draft } from './draft.js';
import type { Orders } from './orders.js';
import type { GiftOutcome, PublicGift } from './report.js';

/** What the gift step did. */
export interface GiftsDone {
  /** The gifts made, for the post. */
  readonly made: PublicGift[];
  /** Each giver's gifts and their fate. */
  readonly given: Record<string, GiftOutcome[]>;
}

/** Step 9: moves each base given away to its receiver, when the rules allow it. */
export function giveBases(
  draft: Draft,
  players: readonly string[],
  orders: Readonly<Record<string, Orders>>,
): GiftsDone {
  const made: PublicGift[] = [];
  const given: Record<string, GiftOutcome[]> = {};
  for (const p of players) {
    given[p] = [];
    for (const g of orders[p]!.give) {
      const base = draft.bases.find((b) => b.id === g.base);
      let fate: GiftOutcome['fate'] = 'given';
      if (base === undefined || base.holder !== p) fate = 'taken-first';
      else if (draft.rules.baseGifts === 'accepted' && !orders[g.to]!.accept.includes(g.base))
        fate = 'not-accepted';
      given[p]!.push({ ...g, fate });
      if (fate !== 'given') continue;
      draft.bases = draft.bases.map((b) => (b.id === g.base ? { ...b, holder: g.to } : b));
      made.push({ base: g.base, from: p, to: g.to });
    }
  }
  return { made, given };
}
