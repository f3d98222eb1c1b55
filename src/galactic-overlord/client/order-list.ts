/**
 * The orders a person gives, as a list of choices, and the raw orders `checkOrders`
 * takes made from it (GO-4.1). A board adds and removes items; the list keeps the rules'
 * shape: one special order a turn (a new one replaces the old), one order of battle a
 * foe (and one default), one spy. Each item reads as a sentence with its cost, and the
 * list's spending says what is left of the turn's BP after the orders so far.
 */
import { formatSlots, type Oob, parseSlots } from '../oob.js';
import type { Orders } from '../orders.js';
import type { GoView } from '../view.js';
import type { Formation, Hull, Range, SpiedKind, Weapon } from '../vocabulary.js';
import { hullSize } from '../vocabulary.js';
import {
  baseName,
  counted,
  FORMATION_NAMES,
  kindCount,
  listed,
  RANGE_NAMES,
  SPECIAL_NAMES,
  shipName,
} from './names.js';
import { type Spending, spending } from './prices.js';

/** One choice of the person's, an order or part of one. */
export type OrderItem =
  | {
      /** Build bases (GO-3.1). */
      readonly kind: 'bases';
      /** How many. */
      readonly count: number;
    }
  | {
      /** Build ships of one kind (GO-3.2). */
      readonly kind: 'ships';
      /** How many. */
      readonly count: number;
      /** Their hull. */
      readonly hull: Hull;
      /** Their weapon. */
      readonly weapon: Weapon;
    }
  | {
      /** Repair a ship (GO-3.4). */
      readonly kind: 'repair';
      /** The ship, by id. */
      readonly ship: number;
    }
  | {
      /** Attack! (GO-4.3). */
      readonly kind: 'attack';
      /** The faction attacked. */
      readonly target: string;
      /** The ships sent, by id, or `all` (those built this turn too). */
      readonly ships: 'all' | readonly number[];
      /** Fight to the death (GO-10.10). */
      readonly toDeath: boolean;
      /** The base to take, or null (GO-5.2). */
      readonly base: number | null;
      /** The allies who take its captures, in turn (GO-11.4); none when absent or empty. */
      readonly takers?: readonly string[];
    }
  | {
      /** Raise Shields! (GO-4.4), Build Generator (GO-4.5) or Train Spy (GO-9.1). */
      readonly kind: 'raise-shields' | 'build-generator' | 'train-spy';
    }
  | {
      /** An order of battle (GO-10.2). */
      readonly kind: 'oob';
      /** The foe it is for, or null for the default. */
      readonly against: string | null;
      /** Six letters, L, F and T twice each. */
      readonly slots: string;
      /** The range tactic. */
      readonly range: Range;
      /** The formation tactic. */
      readonly formation: Formation;
    }
  | {
      /** A spy sent (GO-9.2). */
      readonly kind: 'spy';
      /** The faction spied on. */
      readonly target: string;
      /** The order it is to stop. */
      readonly order: SpiedKind;
    }
  | {
      /** Counter-espionage used this turn (GO-9.3). */
      readonly kind: 'counter-espionage';
    }
  | {
      /** An alliance declared, or broken (GO-11.1). */
      readonly kind: 'ally' | 'break-alliance';
      /** The other faction. */
      readonly faction: string;
    }
  | {
      /** A base given away (GO-11.5). */
      readonly kind: 'give';
      /** The base, by id. */
      readonly base: number;
      /** The faction receiving it. */
      readonly to: string;
    }
  | {
      /** A gift accepted, under `baseGifts: accepted` (GO-11.5). */
      readonly kind: 'accept';
      /** The base, by id. */
      readonly base: number;
    };

const SPECIALS = ['attack', 'raise-shields', 'build-generator', 'train-spy'] as const;
const isSpecial = (i: OrderItem) => (SPECIALS as readonly string[]).includes(i.kind);

/** Whether two items fill the same place in the orders, so the later replaces the earlier. */
function samePlace(a: OrderItem, b: OrderItem): boolean {
  if (isSpecial(a) && isSpecial(b)) return true;
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'oob':
      return a.against === (b as typeof a).against;
    case 'spy':
    case 'counter-espionage':
    case 'bases':
      return true;
    case 'repair':
      return a.ship === (b as typeof a).ship;
    case 'ally':
    case 'break-alliance':
      return a.faction === (b as typeof a).faction;
    case 'give':
    case 'accept':
      return a.base === (b as typeof a).base;
    default:
      return false;
  }
}

/**
 * The list with `item` added: it replaces an item in the same place (the one special
 * order, an order of battle for the same foe, the spy); ships of a kind already listed
 * add to its count; bases add to the count.
 */
export function addOrder(items: readonly OrderItem[], item: OrderItem): OrderItem[] {
  if (item.kind === 'ships' || item.kind === 'bases') {
    const k = items.findIndex(
      (i) =>
        i.kind === item.kind &&
        (i.kind === 'bases' ||
          (i.kind === 'ships' && item.kind === 'ships' && i.hull === item.hull && i.weapon === item.weapon)),
    );
    if (k >= 0) {
      const old = items[k] as typeof item;
      return items.map((i, j) => (j === k ? { ...old, count: old.count + item.count } : i));
    }
    return [...items, item];
  }
  const k = items.findIndex((i) => samePlace(i, item));
  return k >= 0 ? items.map((i, j) => (j === k ? item : i)) : [...items, item];
}

/** The list without its `index`-th item. */
export function removeOrder(items: readonly OrderItem[], index: number): OrderItem[] {
  return items.filter((_, j) => j !== index);
}

/** The raw orders of the list: the JSON `checkOrders` and the referee take (GO-4.1). */
export function rawOrders(items: readonly OrderItem[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const ships: { hull: Hull; weapon: Weapon }[] = [];
  const against: Record<string, unknown> = {};
  const push = (field: string, value: unknown) => {
    out[field] = [...((out[field] as unknown[] | undefined) ?? []), value];
  };
  for (const i of items) {
    switch (i.kind) {
      case 'bases':
        out.bases = ((out.bases as number | undefined) ?? 0) + i.count;
        break;
      case 'ships':
        for (let k = 0; k < i.count; k++) ships.push({ hull: i.hull, weapon: i.weapon });
        break;
      case 'repair':
        push('repair', i.ship);
        break;
      case 'attack':
        out.special = {
          kind: 'attack',
          target: i.target,
          ships: i.ships === 'all' ? 'all' : [...i.ships],
          ...(i.toDeath ? { toDeath: true } : {}),
          ...(i.base !== null ? { base: i.base } : {}),
          ...(i.takers !== undefined && i.takers.length > 0 ? { takers: [...i.takers] } : {}),
        };
        break;
      case 'raise-shields':
      case 'build-generator':
      case 'train-spy':
        out.special = { kind: i.kind };
        break;
      case 'oob': {
        const oob = { slots: i.slots, range: i.range, formation: i.formation };
        if (i.against === null) out.oob = oob;
        else against[i.against] = oob;
        break;
      }
      case 'spy':
        out.spy = { target: i.target, order: i.order };
        break;
      case 'counter-espionage':
        out.counterEspionage = true;
        break;
      case 'ally':
        push('ally', i.faction);
        break;
      case 'break-alliance':
        push('breakAlliance', i.faction);
        break;
      case 'give':
        push('give', { base: i.base, to: i.to });
        break;
      case 'accept':
        push('accept', i.base);
        break;
    }
  }
  if (ships.length > 0) out.ships = ships;
  if (Object.keys(against).length > 0) out.against = against;
  return out;
}

/** What the list spends of the turn's BP, and what is left (GO-2.3). */
export function listSpending(view: GoView, items: readonly OrderItem[]): Spending {
  let bases = 0;
  const hulls: Hull[] = [];
  let repairs = 0;
  for (const i of items) {
    if (i.kind === 'bases') bases += i.count;
    else if (i.kind === 'ships') for (let k = 0; k < i.count; k++) hulls.push(i.hull);
    else if (i.kind === 'repair') repairs++;
  }
  return spending(view, { bases, hulls, repairs });
}

const shipsText = (ships: 'all' | readonly number[]) =>
  ships === 'all' ? 'every ship' : listed(ships.map(shipName));

/** An item as a sentence a person reads in the order list and the receipt, with its cost where it has one. */
export function describeOrder(view: GoView, item: OrderItem): string {
  switch (item.kind) {
    case 'bases': {
      const cost = spending(view, { bases: item.count }).bases;
      return `Build ${counted(item.count, 'base')}: ${cost} BP`;
    }
    case 'ships':
      return `Build ${kindCount(item.count, item.hull, item.weapon)}: ${item.count * hullSize(item.hull)} BP`;
    case 'repair':
      return `Repair ${shipName(item.ship)}: 1 BP`;
    case 'attack':
      return `${SPECIAL_NAMES.attack} ${item.target} with ${shipsText(item.ships)}${
        item.toDeath ? ', to the death' : ''
      }${item.base !== null ? `, to take ${baseName(item.base)}` : ''}${
        item.takers !== undefined && item.takers.length > 0
          ? `; captures go to ${item.takers.join(', ')} in turn`
          : ''
      }`;
    case 'raise-shields':
    case 'build-generator':
    case 'train-spy':
      return SPECIAL_NAMES[item.kind];
    case 'oob': {
      const slots = parseSlots(item.slots);
      const letters = typeof slots === 'string' ? item.slots : item.slots.toUpperCase();
      return `Order of battle ${item.against === null ? '(default)' : `against ${item.against}`}: ${letters}, ${
        RANGE_NAMES[item.range]
      }, ${FORMATION_NAMES[item.formation]}`;
    }
    case 'spy':
      return `Send a spy to stop ${item.target}'s ${SPY_ORDER_NAMES[item.order]}`;
    case 'counter-espionage':
      return 'Use counter-espionage';
    case 'ally':
      return `Declare ${item.faction} an ally`;
    case 'break-alliance':
      return `Break the alliance with ${item.faction}`;
    case 'give':
      return `Give ${baseName(item.base)} to ${item.to}`;
    case 'accept':
      return `Accept ${baseName(item.base)} if it is given`;
  }
}

/** The orders a spy may stop, in words (GO-9.2). */
export const SPY_ORDER_NAMES: { readonly [K in SpiedKind]: string } = {
  attack: SPECIAL_NAMES.attack,
  'build-generator': SPECIAL_NAMES['build-generator'],
  'train-spy': SPECIAL_NAMES['train-spy'],
};

/**
 * Validated orders as a list of items (ships of a kind counted together), for a receipt
 * that echoes the orders read and a board that opens orders given before.
 */
export function itemsOf(orders: Orders): OrderItem[] {
  let items: OrderItem[] = [];
  const add = (i: OrderItem) => {
    items = addOrder(items, i);
  };
  if (orders.bases > 0) add({ kind: 'bases', count: orders.bases });
  // Ships in their order (it decides their ids), a run of one kind counted together.
  for (const s of orders.ships) {
    const last = items.at(-1);
    if (last?.kind === 'ships' && last.hull === s.hull && last.weapon === s.weapon)
      items = [...items.slice(0, -1), { ...last, count: last.count + 1 }];
    else items = [...items, { kind: 'ships', count: 1, hull: s.hull, weapon: s.weapon }];
  }
  for (const ship of orders.repair) add({ kind: 'repair', ship });
  const sp = orders.special;
  if (sp?.kind === 'attack')
    add({
      kind: 'attack',
      target: sp.target,
      ships: sp.ships,
      toDeath: sp.toDeath,
      base: sp.base,
      ...(sp.takers.length > 0 ? { takers: sp.takers } : {}),
    });
  else if (sp !== null) add({ kind: sp.kind });
  const oob = (against: string | null, o: Oob): OrderItem => ({
    kind: 'oob',
    against,
    slots: formatSlots(o.slots),
    range: o.range,
    formation: o.formation,
  });
  if (orders.oob !== null) add(oob(null, orders.oob));
  for (const [foe, o] of Object.entries(orders.against)) add(oob(foe, o));
  if (orders.spy !== null) add({ kind: 'spy', target: orders.spy.target, order: orders.spy.order });
  if (orders.counterEspionage) add({ kind: 'counter-espionage' });
  for (const faction of orders.ally) add({ kind: 'ally', faction });
  for (const faction of orders.breakAlliance) add({ kind: 'break-alliance', faction });
  for (const g of orders.give) add({ kind: 'give', base: g.base, to: g.to });
  for (const base of orders.accept) add({ kind: 'accept', base });
  return items;
}

/**
 * The orders echoed, one sentence a line, then what they spend and what is left: what a
 * receipt tells a player so that a slip shows before the turn is resolved.
 */
export function echoOrders(view: GoView, orders: Orders): string[] {
  const items = itemsOf(orders);
  const s = listSpending(view, items);
  const lines = items.map((i) => describeOrder(view, i));
  if (lines.length === 0) lines.push('No orders: nothing is built and no special order is given.');
  if (orders.oob === null)
    lines.push(
      view.rules.missingOob === 'random'
        ? 'No default order of battle: one is drawn at random for you if you fight (GO-10.3).'
        : 'No default order of battle: under these rules a fleet without one is destroyed if it fights (GO-10.3).',
    );
  lines.push(`BP: ${s.available} to spend, ${s.total} spent, ${s.left} left for later turns.`);
  return lines;
}
