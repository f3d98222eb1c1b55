/**
 * Computer players: each a function of its faction's view and a private generator to
 * orders, so a bot never sees what its faction does not know. `random` plays any legal
 * orders; `aggressor` builds the largest hulls it may, armed to beat the weapon its
 * target has most of, and attacks the weakest faction when its navy is the stronger;
 * `economist` builds bases while they are cheap, keeps its fleet home, raises shields when
 * a neighbour's navy outweighs its own, and attacks only a faction it outweighs twice.
 */
import type { Rng } from '../kernel/rng.js';
import { largestHull, viewBudget } from './client/prices.js';
import { basePrice, nextBaseNumber } from './economy.js';
import { ALL_SLOTS } from './oob.js';
import { kindOf } from './report.js';
import { navyValue } from './state.js';
import type { GoView } from './view.js';
import {
  BEATS,
  FORMATIONS,
  HULLS,
  type Hull,
  hullSize,
  MAX_GENERATORS,
  RANGES,
  WEAPON_LETTER,
  WEAPONS,
  type Weapon,
} from './vocabulary.js';

/** A computer player. */
export type GoBot = (view: GoView, rng: Rng) => Record<string, unknown>;

// Re-exported where they were first defined: the client's price list holds them now.
export { largestHull, viewBudget };

const pick = <T>(rng: Rng, items: readonly T[]): T => items[rng.int(items.length)]!;
// GO-2.4: nobody may be attacked (nor shields raised) in the prebuild turn; GO-11.1: nor a faction this one declared its ally.
const enemies = (view: GoView) =>
  view.players.filter(
    (p) =>
      view.turn > 0 && p !== view.player && view.factions[p]!.outAt === null && !view.me.allies.includes(p),
  );

/** Any legal orders, drawn at random; one time in five no order of battle at all. */
export const randomBot: GoBot = (view, rng) => {
  const out: Record<string, unknown> = {};
  let budget = viewBudget(view);
  const hull = largestHull(view);
  const ships: { hull: Hull; weapon: Weapon }[] = [];
  if (rng.int(3) === 0) {
    const price = basePrice(nextBaseNumber(view.me.built, view.rules), view.rules);
    if (price <= budget && (view.rules.edition !== 'go-ii' || view.me.built < 6)) {
      out.bases = 1;
      budget -= price;
    }
  }
  if (hull !== null) {
    for (let k = rng.int(6); k > 0; k--) {
      const h = pick(rng, HULLS.slice(0, hullSize(hull)));
      if (hullSize(h) > budget) break;
      budget -= hullSize(h);
      ships.push({ hull: h, weapon: pick(rng, WEAPONS) });
    }
  }
  if (ships.length > 0) out.ships = ships;
  const damaged = view.me.ships.filter((s) => s.damage > 0).slice(0, budget);
  if (damaged.length > 0 && rng.int(2) === 0) out.repair = damaged.map((s) => s.id);
  const foes = enemies(view);
  const roll = rng.int(4);
  if (roll === 0 && foes.length > 0 && view.me.ships.length + ships.length > 0) {
    out.special = { kind: 'attack', target: pick(rng, foes), ships: 'all', toDeath: rng.int(4) === 0 };
  } else if (roll === 1 && view.me.generators > 0 && view.turn > 0) out.special = { kind: 'raise-shields' };
  else if (roll === 2 && view.me.generators < MAX_GENERATORS) out.special = { kind: 'build-generator' };
  if (rng.int(5) > 0) {
    const slots = pick(rng, ALL_SLOTS);
    out.oob = {
      slots: slots.map((w) => WEAPON_LETTER[w]).join(''),
      range: pick(rng, RANGES),
      formation: pick(rng, FORMATIONS),
    };
  }
  return out;
};

/** The weapon a faction's navy has most units of, from its public breakdown. */
function mainWeapon(navy: Readonly<Record<string, number>>): Weapon {
  const units: Record<Weapon, number> = { laser: 0, fighter: 0, torpedo: 0 };
  for (const [key, n] of Object.entries(navy)) {
    const k = kindOf(key);
    if (k !== null) units[k.weapon] += n * hullSize(k.hull);
  }
  return WEAPONS.reduce((a, b) => (units[b] > units[a] ? b : a));
}

/** The weapon that beats `w` (GO-10.1). */
function counter(w: Weapon): Weapon {
  return WEAPONS.find((x) => BEATS[x] === w)!;
}

/** Builds the largest hulls it may against its target's main weapon, and attacks the weakest faction when stronger. */
export const aggressorBot: GoBot = (view, rng) => {
  const foes = enemies(view);
  const value = (p: string) => {
    let v = 0;
    for (const [key, n] of Object.entries(view.factions[p]!.navy))
      v += n * hullSize(kindOf(key)?.hull ?? 'frigate');
    return v;
  };
  // The weakest by navy, then by bases; ties drawn from its own generator, so seats do not decide.
  const weakness = (p: string) => value(p) * 1000 + view.factions[p]!.bases.length;
  const least = Math.min(...foes.map(weakness));
  const weakest = foes.filter((p) => weakness(p) === least);
  const target = weakest.length > 0 ? weakest[rng.int(weakest.length)] : undefined;
  const theirs = target === undefined ? 'laser' : mainWeapon(view.factions[target]!.navy);
  const weapon = counter(theirs);
  let budget = viewBudget(view);
  const hull = largestHull(view);
  const ships: { hull: Hull; weapon: Weapon }[] = [];
  while (hull !== null && budget >= hullSize(hull) && ships.length < 50) {
    ships.push({ hull, weapon });
    budget -= hullSize(hull);
  }
  const own = navyValue(view.me.ships) + ships.reduce((t, s) => t + hullSize(s.hull), 0);
  // Its own weapon first, then the others, each twice: rounds 1 and 4 are its best.
  const rest = WEAPONS.filter((w) => w !== weapon);
  const slots = [weapon, ...rest, weapon, ...rest.slice().reverse()];
  const out: Record<string, unknown> = {
    ships,
    oob: {
      slots: slots.map((w) => WEAPON_LETTER[w]).join(''),
      range: weapon === 'laser' ? 'close-in' : 'none',
    },
  };
  if (target !== undefined && own > 0 && own > value(target) + rng.int(3)) {
    out.special = { kind: 'attack', target, ships: 'all', toDeath: own > 2 * value(target) };
  } else if (view.me.generators < 1) out.special = { kind: 'build-generator' };
  return out;
};

/** Navy value from a public breakdown, in BP (GO-3.2). */
function breakdownValue(navy: Readonly<Record<string, number>>): number {
  let v = 0;
  for (const [key, n] of Object.entries(navy)) v += n * hullSize(kindOf(key)?.hull ?? 'frigate');
  return v;
}

/** Builds bases while they cost 16, keeps its fleet home and shields up against a stronger neighbour; attacks only when twice as strong. */
export const economistBot: GoBot = (view, rng) => {
  const foes = enemies(view);
  let budget = viewBudget(view);
  const out: Record<string, unknown> = {};
  const price = basePrice(nextBaseNumber(view.me.built, view.rules), view.rules);
  const capped = view.rules.edition === 'go-ii' && view.me.built >= 6;
  // A base pays for itself in four turns at 16 BP: build while they are that cheap.
  if (price <= 16 && price <= budget && !capped) {
    out.bases = 1;
    budget -= price;
  }
  // Arm against the weapon the others have most of, all together.
  const all: Record<string, number> = {};
  for (const p of foes)
    for (const [k, n] of Object.entries(view.factions[p]!.navy)) all[k] = (all[k] ?? 0) + n;
  const weapon = counter(mainWeapon(all));
  const hull = largestHull(view);
  const ships: { hull: Hull; weapon: Weapon }[] = [];
  while (hull !== null && budget >= hullSize(hull) && ships.length < 50) {
    ships.push({ hull, weapon });
    budget -= hullSize(hull);
  }
  const damaged = view.me.ships.filter((s) => s.damage > 0).slice(0, Math.max(0, budget));
  if (damaged.length > 0) out.repair = damaged.map((s) => s.id);
  if (ships.length > 0) out.ships = ships;
  const own = navyValue(view.me.ships) + ships.reduce((t, s) => t + hullSize(s.hull), 0);
  const strongest = Math.max(0, ...foes.map((p) => breakdownValue(view.factions[p]!.navy)));
  const weakest = foes.filter((p) => breakdownValue(view.factions[p]!.navy) * 2 < own);
  if (weakest.length > 0 && own > 0) {
    out.special = { kind: 'attack', target: weakest[rng.int(weakest.length)], ships: 'all' };
  } else if (strongest > own && view.me.generators > 0 && view.turn > 0)
    out.special = { kind: 'raise-shields' };
  else if (view.me.generators < MAX_GENERATORS) out.special = { kind: 'build-generator' };
  const rest = WEAPONS.filter((w) => w !== weapon);
  out.oob = {
    slots: [weapon, ...rest, weapon, ...rest.slice().reverse()].map((w) => WEAPON_LETTER[w]).join(''),
  };
  return out;
};

/** The bots by name. */
export const BOTS = {
  /** See {@link randomBot}. */
  random: randomBot,
  /** See {@link aggressorBot}. */
  aggressor: aggressorBot,
  /** See {@link economistBot}. */
  economist: economistBot,
} as const;

/** A bot's name. */
export type BotName = keyof typeof BOTS;
