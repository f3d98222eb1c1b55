/**
 * Computer players: each a function of its faction's view and a private generator to
 * orders, so a bot never sees what its faction does not know. `random` plays any legal
 * orders; `aggressor` builds the largest hulls it may, armed to beat the weapon its
 * target has most of, and attacks the weakest faction when its navy is about as large or
 * larger; `economist` builds bases while they are cheap, raises shields when a
 * neighbour's navy outweighs its own, and attacks a faction it outweighs twice, or once its
 * cheap bases are built one it matches. None of them leaves its home empty while a raid
 * could come (`home-guard.ts`), and the two heuristics draw their orders of battle, so
 * that two of a kind do not fight without a hit for ever; a faction whose home bases were
 * taken builds them again to win back its hulls.
 */
import type { Rng } from '../kernel/rng.js';
import { shuffled } from '../kernel/rng.js';
import { basesHeld, largestHull, viewBudget } from './client/prices.js';
import { basePrice, basesCost, GO_II_BASE_CAP, nextBaseNumber, STARTING_BASES } from './economy.js';
import { guardedSending, publicNavyValue, threatened } from './home-guard.js';
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

/**
 * The ships a random attack sends, or null when none can go: every ship when nothing
 * threatens the home (`home-guard.ts`); otherwise the old ships while new ones stay home,
 * else all but one or more of them, drawn, so that home is never left empty.
 */
function randomSending(view: GoView, built: number, rng: Rng): 'all' | number[] | null {
  const old = view.me.ships.map((s) => s.id);
  if (old.length + built === 0) return null;
  if (!threatened(view)) return 'all';
  if (old.length === 0 || (built === 0 && old.length === 1)) return null;
  if (built > 0) return old;
  const kept = 1 + rng.int(old.length - 1);
  return shuffled(rng, old)
    .slice(kept)
    .sort((a, b) => a - b);
}

/** Any legal orders, drawn at random, but never an attack that leaves home empty while a raid could come; one time in five no order of battle at all. */
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
  const sent = randomSending(view, ships.length, rng);
  if (roll === 0 && foes.length > 0 && sent !== null) {
    out.special = { kind: 'attack', target: pick(rng, foes), ships: sent, toDeath: rng.int(4) === 0 };
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

/**
 * A mixed order of battle (analysis §4.5): slots drawn from the 90, so that neither a
 * mirror of the same bot (whose equal fleets in equal slots would never hit each other)
 * nor a reader of its public facts can count on them; lasers close in.
 */
function drawnOob(weapon: Weapon, rng: Rng, opening = false): Record<string, string> {
  const slots = opening ? ALL_SLOTS.filter((s) => s[0] === weapon) : ALL_SLOTS;
  return {
    slots: pick(rng, slots)
      .map((w) => WEAPON_LETTER[w])
      .join(''),
    range: weapon === 'laser' ? 'close-in' : 'none',
  };
}

/** The largest hulls it may build of one weapon, as far as `budget` goes (at most 50). */
function largest(view: GoView, weapon: Weapon, budget: number): { hull: Hull; weapon: Weapon }[] {
  const hull = largestHull(view);
  const ships: { hull: Hull; weapon: Weapon }[] = [];
  let left = budget;
  while (hull !== null && left >= hullSize(hull) && ships.length < 50) {
    ships.push({ hull, weapon });
    left -= hullSize(hull);
  }
  return ships;
}

/**
 * The bases to build to win back the hulls a faction's home bases allow (GO-3.3): a faction
 * whose home bases were captured keeps earning from what it holds but can build no big
 * ship, so it builds its own bases again, up to the three it started with, as far as its
 * budget goes (they count for hulls from the next turn).
 */
function homeBasesToRebuild(view: GoView, budget: number): number {
  const missing = STARTING_BASES - basesHeld(view).home;
  let n = 0;
  while (n < missing && basesCost(view.me.built, n + 1, view.rules) <= budget) {
    if (view.rules.edition === 'go-ii' && view.me.built + n + 1 > GO_II_BASE_CAP) break;
    n++;
  }
  return n;
}

/** A margin drawn from 0.9 to 1.2: a heuristic that attacks a navy about its own size does so on some turns, not all. */
const nerve = (rng: Rng) => 0.9 + 0.3 * rng.float();

/**
 * Builds the largest hulls it may against its target's main weapon, and attacks the
 * weakest faction when its navy is about as large or larger, keeping a home guard.
 */
export const aggressorBot: GoBot = (view, rng) => {
  const foes = enemies(view);
  const value = (p: string) => publicNavyValue(view, p);
  // The weakest by navy, then by bases; ties drawn from its own generator, so seats do not decide.
  const weakness = (p: string) => value(p) * 1000 + view.factions[p]!.bases.length;
  const least = Math.min(...foes.map(weakness));
  const weakest = foes.filter((p) => weakness(p) === least);
  const target = weakest.length > 0 ? weakest[rng.int(weakest.length)] : undefined;
  // An empty navy has no weapon to beat: the weapon is drawn, so that mirrors differ.
  const theirs =
    target === undefined || value(target) === 0
      ? pick(rng, WEAPONS)
      : mainWeapon(view.factions[target]!.navy);
  const weapon = counter(theirs);
  let budget = viewBudget(view);
  const bases = homeBasesToRebuild(view, budget);
  budget -= basesCost(view.me.built, bases, view.rules);
  const ships = largest(view, weapon, budget);
  const built = ships.reduce((t, s) => t + hullSize(s.hull), 0);
  const own = navyValue(view.me.ships) + built;
  const send = guardedSending(view, built);
  const out: Record<string, unknown> = { ships, oob: drawnOob(weapon, rng, true) };
  if (bases > 0) out.bases = bases;
  if (target !== undefined && send.value > 0 && own * nerve(rng) >= value(target)) {
    out.special = { kind: 'attack', target, ships: send.ships, toDeath: send.value > 2 * value(target) };
  } else if (view.me.generators < 1) out.special = { kind: 'build-generator' };
  return out;
};

/**
 * Builds bases while they cost 16, keeps its fleet home and shields up against a stronger
 * neighbour; attacks a faction it outweighs twice, and once its cheap bases are built, one
 * it about matches, always keeping a home guard.
 */
export const economistBot: GoBot = (view, rng) => {
  const foes = enemies(view);
  let budget = viewBudget(view);
  const out: Record<string, unknown> = {};
  const price = basePrice(nextBaseNumber(view.me.built, view.rules), view.rules);
  const capped = view.rules.edition === 'go-ii' && view.me.built >= 6;
  // A base pays for itself in four turns at 16 BP: build while they are that cheap.
  const building = price <= 16 && !capped;
  const bases = Math.max(building && price <= budget ? 1 : 0, homeBasesToRebuild(view, budget));
  if (bases > 0) {
    out.bases = bases;
    budget -= basesCost(view.me.built, bases, view.rules);
  }
  // Arm against the weapon the others have most of, all together.
  const all: Record<string, number> = {};
  for (const p of foes)
    for (const [k, n] of Object.entries(view.factions[p]!.navy)) all[k] = (all[k] ?? 0) + n;
  const weapon = counter(Object.keys(all).length === 0 ? pick(rng, WEAPONS) : mainWeapon(all));
  const damaged = view.me.ships.filter((s) => s.damage > 0).slice(0, Math.max(0, budget));
  if (damaged.length > 0) out.repair = damaged.map((s) => s.id);
  budget -= damaged.length;
  const ships = largest(view, weapon, budget);
  if (ships.length > 0) out.ships = ships;
  const built = ships.reduce((t, s) => t + hullSize(s.hull), 0);
  const own = navyValue(view.me.ships) + built;
  const value = (p: string) => publicNavyValue(view, p);
  const strongest = Math.max(0, ...foes.map(value));
  const margin = building ? 2 : 1 / nerve(rng);
  const prey = foes.filter((p) => value(p) * margin < own);
  const send = guardedSending(view, built);
  if (prey.length > 0 && send.value > 0) {
    out.special = { kind: 'attack', target: prey[rng.int(prey.length)], ships: send.ships };
  } else if (strongest > own && view.me.generators > 0 && view.turn > 0)
    out.special = { kind: 'raise-shields' };
  else if (view.me.generators < MAX_GENERATORS) out.special = { kind: 'build-generator' };
  out.oob = drawnOob(weapon, rng);
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
