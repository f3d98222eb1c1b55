/**
 * What building costs (TSG-5.2, TSG-8): the price of each design value, the sizes a ship
 * may be, some designs ready to build, a design's problems in words, and the BP a list of
 * builds leaves, so a client shows prices and a live total before the orders are sent.
 */
import { costOf, type Design, defenceOf, designProblems, offenceOf } from '../design.js';
import type { RulesOptions } from '../rules-options.js';
import type { TsgView } from '../view.js';
import { MAX_STAT, SHIP_SIZES, SIX_WEAPONS, WEAPON_COST } from '../vocabulary.js';

export { costOf, defenceOf, offenceOf };

/** One line of the price list. */
export interface PriceLine {
  /** The design value, as the sheet writes it (`E`, `S`, `T`, `W`). */
  readonly letter: 'E' | 'S' | 'T' | 'W';
  /** The field of a design. */
  readonly field: keyof Design;
  /** Its name in words. */
  readonly name: string;
  /** BP a point. */
  readonly price: number;
  /** The least a design may have. */
  readonly min: number;
  /** The most a design may have. */
  readonly max: number;
}

/** The most weapons a ship may carry under the rules (TSG-8.2). */
export const maxWeapons = (rules: Pick<RulesOptions, 'maxWeapons'>): number =>
  rules.maxWeapons === 'six' ? SIX_WEAPONS : 10;

/** TSG-8.1, TSG-8.2: each design value's price and range. */
export function priceList(rules: Pick<RulesOptions, 'maxWeapons'>): readonly PriceLine[] {
  return [
    { letter: 'E', field: 'engine', name: 'engine (hexes a move)', price: 1, min: 1, max: MAX_STAT },
    { letter: 'S', field: 'shields', name: 'shields (defence)', price: 1, min: 0, max: MAX_STAT },
    { letter: 'T', field: 'toHit', name: 'to-hit (offence)', price: 1, min: 0, max: MAX_STAT },
    {
      letter: 'W',
      field: 'weapons',
      name: 'weapons (offence)',
      price: WEAPON_COST,
      min: 0,
      max: maxWeapons(rules),
    },
  ];
}

/** TSG-5.2: the costs a ship may have, in BP. */
export function shipSizes(rules: Pick<RulesOptions, 'shipSizes'>): readonly number[] {
  const most = SHIP_SIZES[SHIP_SIZES.length - 1]!;
  return rules.shipSizes === 'exact' ? SHIP_SIZES : Array.from({ length: most }, (_, k) => k + 1);
}

/** A design with a name, ready to build. */
export interface NamedDesign {
  /** Its name. */
  readonly name: string;
  /** What it is for. */
  readonly use: string;
  /** The design. */
  readonly design: Design;
}

/**
 * Designs ready to build, one of each size: the warship the bots build, an escort, and a
 * scout fast enough to reach systems first. Any other design within the price list may be
 * built too.
 */
export const DESIGNS: readonly NamedDesign[] = [
  { name: 'warship', use: 'the line of battle', design: { engine: 3, shields: 5, toHit: 4, weapons: 4 } },
  { name: 'escort', use: 'a cheaper fighter', design: { engine: 3, shields: 4, toHit: 2, weapons: 3 } },
  { name: 'scout', use: 'fast, to take systems', design: { engine: 5, shields: 3, toHit: 0, weapons: 1 } },
];

/** The problems of a design under the rules, as sentences (empty when it may be built). */
export function designIssues(design: Design, rules: RulesOptions): string[] {
  return designProblems(design, rules, []).map((i) => i.message);
}

/** BP the builds among `orders` cost. */
export function spentOn(orders: readonly unknown[]): number {
  let bp = 0;
  for (const o of orders) {
    const b = o as { kind?: unknown } & Partial<Design>;
    if (b !== null && typeof b === 'object' && b.kind === 'build')
      bp += costOf({
        engine: b.engine ?? 0,
        shields: b.shields ?? 0,
        toHit: b.toHit ?? 0,
        weapons: b.weapons ?? 0,
      });
  }
  return bp;
}

/** BP left in hand once `orders`' builds are paid. */
export const bpLeft = (view: Pick<TsgView, 'bp'>, orders: readonly unknown[]): number =>
  view.bp - spentOn(orders);
