/**
 * `randomBot`, the baseline: every living soldier goes to a sector drawn uniformly from
 * those he may be ordered to (CW-5.2): his own (he stays, and is given no order, CW-5.4)
 * or any sector of the board within two of it (CW-1.4). A two-sector move names a middle
 * sector drawn uniformly from the possible ones (CW-5.3). The Commander and the Doc draw
 * one move together and share one order, since CW-3.4 keeps them together and a different
 * order for the Doc would be refused (`order/mobile-command-split`).
 *
 * It is also the speed baseline of the bots: the reachable sectors and middle sectors of
 * every sector come from tables built once per board size, so a call draws two or three
 * numbers per soldier and allocates little more than the orders it returns.
 */
import type { CorporateWarBot, OrderInput } from './bot.js';
import { isCommand, sectorOf, tablesFor } from './tactics.js';

/** The baseline bot: a uniformly random legal move for each soldier, the Mobile Command as one. */
export const randomBot: CorporateWarBot = (view, rng) => {
  if (view.outcome !== null) return [];
  const t = tablesFor(view.board);
  const soldiers = view.soldiers;
  // CW-3.4: when both live, the Doc takes the Commander's order.
  let commander = -1;
  let doc = -1;
  for (let i = 0; i < soldiers.length; i++) {
    const s = soldiers[i]!;
    if (s.status === 'alive' && isCommand(s)) {
      if (s.type === 'commander') commander = i;
      else doc = i;
    }
  }
  // Apart (which CW-3.4 never lets happen), the Doc is left without an order and follows.
  const together = commander >= 0 && doc >= 0;
  const sameSector = together && soldiers[commander]!.sector === soldiers[doc]!.sector;
  const out: OrderInput[] = [];
  for (let i = 0; i < soldiers.length; i++) {
    const s = soldiers[i]!;
    if (s.status !== 'alive' || (together && i === doc)) continue;
    const from = sectorOf(t, s.sector);
    const reach = t.reach[from]!;
    const k = rng.int(reach.length);
    if (k === 0) continue; // reach[0] is his own sector: he stays
    const to = t.names[reach[k]!]!;
    const mids = t.vias[from]![k]!;
    const via = mids.length === 0 ? undefined : t.names[mids[mids.length === 1 ? 0 : rng.int(mids.length)]!]!;
    if (sameSector && i === commander) {
      const both = [s.id, soldiers[doc]!.id];
      out.push(via === undefined ? { soldiers: both, to } : { soldiers: both, to, via });
    } else {
      out.push(via === undefined ? { soldier: s.id, to } : { soldier: s.id, to, via });
    }
  }
  return out;
};
