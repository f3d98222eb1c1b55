/**
 * The price list and the budget, from a faction's view alone (GO-2.2, GO-3): what each
 * base, hull and repair costs, which hulls the home bases held allow, the BP there are to
 * spend this turn, and what is left after the orders given so far. The sheet, the board
 * and the receipt all quote these, so a player sees the prices before choosing (a player
 * who built one battleship met a faction that had built fifteen cruisers for the same
 * money).
 */
import { basePrice, basesCost, GO_II_BASE_CAP, INCOME, nextBaseNumber, shipsCost } from '../economy.js';
import type { GoView } from '../view.js';
import { HULLS, type Hull, hullHp, hullSize } from '../vocabulary.js';

/** Bases held, by kind (GO-2.2). */
export interface BasesHeld {
  /** Home bases: built by their holder. */
  readonly home: number;
  /** Captured bases: built by another faction. */
  readonly captured: number;
}

/** Home bases (built by the faction) and captured bases it holds now (GO-2.2). */
export function basesHeld(view: GoView, player: string = view.player): BasesHeld {
  let home = 0;
  let captured = 0;
  for (const b of view.bases) {
    if (b.holder !== player) continue;
    if (b.builder === player) home++;
    else captured++;
  }
  return { home, captured };
}

/** GO-2.2: what `player` earns a turn from the bases it holds now. */
export function incomeOf(view: GoView, player: string = view.player): number {
  const { home, captured } = basesHeld(view, player);
  return INCOME.home * home + INCOME.captured * captured;
}

/** The BP a faction may spend this turn, from its view: its stock, and this turn's income when it comes first (GO-2.2). */
export function viewBudget(view: GoView): number {
  // GO-2.4: the prebuild turn earns nothing.
  const earned = view.rules.incomeTiming === 'start' && view.turn > 0 ? incomeOf(view) : 0;
  return view.me.bp + earned;
}

/** The largest hull the faction may build this turn (GO-3.3), or null. */
export function largestHull(view: GoView): Hull | null {
  const home = basesHeld(view).home;
  return HULLS.filter((h) => hullSize(h) <= home).at(-1) ?? null;
}

/** One hull on the price list. */
export interface HullPrice {
  /** The hull. */
  readonly hull: Hull;
  /** Its price in BP, which is also its units of weapons (GO-3.2). */
  readonly price: number;
  /** Its hit points (GO-3.2). */
  readonly hp: number;
  /** The home bases it needs (GO-3.3). */
  readonly needs: number;
  /** Whether the home bases held at the start of the turn allow it. */
  readonly allowed: boolean;
}

/** The price list of a turn (GO-3). */
export interface PriceList {
  /** BP to spend this turn (GO-2.2). */
  readonly available: number;
  /** BP in stock before this turn's income. */
  readonly stock: number;
  /** This turn's income, counted in `available` (0 when income comes at the end of the turn). */
  readonly income: number;
  /** The prices of the next bases, in the order they would be built (the first `count` of them). */
  readonly bases: readonly number[];
  /** How many more bases the edition allows (GO-2.1, `go-ii`), or null for no cap. */
  readonly basesLeft: number | null;
  /** Every hull: price, hit points, the home bases it needs and whether they are held. */
  readonly hulls: readonly HullPrice[];
  /** The price of a repair (GO-3.4). */
  readonly repair: number;
  /** Home bases held at the start of the turn (GO-3.3). */
  readonly homeBases: number;
}

/** The price list from the view: the next `count` bases, every hull, a repair. */
export function priceList(view: GoView, count = 3): PriceList {
  const home = basesHeld(view).home;
  const basesLeft = view.rules.edition === 'go-ii' ? Math.max(0, GO_II_BASE_CAP - view.me.built) : null;
  const n = Math.min(count, basesLeft ?? count);
  const available = viewBudget(view);
  return {
    available,
    stock: view.me.bp,
    income: available - view.me.bp,
    bases: Array.from({ length: n }, (_, k) =>
      basePrice(nextBaseNumber(view.me.built + k, view.rules), view.rules),
    ),
    basesLeft,
    hulls: HULLS.map((hull) => ({
      hull,
      price: hullSize(hull),
      hp: hullHp(hull),
      needs: hullSize(hull),
      allowed: hullSize(hull) <= home,
    })),
    repair: 1,
    homeBases: home,
  };
}

/** What a set of builds costs and what is left (GO-2.3). */
export interface Spending {
  /** BP to spend this turn. */
  readonly available: number;
  /** The bases' cost. */
  readonly bases: number;
  /** The ships' cost. */
  readonly ships: number;
  /** The repairs' cost. */
  readonly repairs: number;
  /** The whole cost. */
  readonly total: number;
  /** What is left: `available - total` (below zero: the orders cost too much and would be refused). */
  readonly left: number;
}

/** The cost of building `bases` bases, `hulls` ships and `repairs` repairs, against the turn's budget. */
export function spending(
  view: GoView,
  build: { readonly bases?: number; readonly hulls?: readonly Hull[]; readonly repairs?: number },
): Spending {
  const bases = basesCost(view.me.built, build.bases ?? 0, view.rules);
  const ships = shipsCost(build.hulls ?? [], 0);
  const repairs = build.repairs ?? 0;
  const available = viewBudget(view);
  const total = bases + ships + repairs;
  return { available, bases, ships, repairs, total, left: available - total };
}

/** The price list as lines of text, for the sheet and the text board (each under 80 columns). */
export function priceLines(list: PriceList): string[] {
  const bases =
    list.basesLeft === 0
      ? 'no more bases (this edition allows six self-built)'
      : `next base ${list.bases[0]}${list.bases.length > 1 ? ` (then ${list.bases.slice(1).join(', ')})` : ''}`;
  const open = list.hulls.filter((h) => h.allowed).map((h) => `${h.hull} ${h.price}`);
  const closed = list.hulls.filter((h) => !h.allowed).map((h) => `${h.hull} ${h.price}`);
  return [
    `Prices in BP: ${bases}; repair ${list.repair} a ship`,
    `  ships: ${open.join(', ') || 'none'}${closed.length > 0 ? ` (not yet: ${closed.join(', ')})` : ''}`,
    `  a hull needs as many home bases as its price; you hold ${list.homeBases}`,
  ];
}
