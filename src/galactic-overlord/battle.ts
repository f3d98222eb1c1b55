/**
 * The paper-stone-scissors battle of combat v1.3 (GO-10), in closed form: no dice. Each
 * round the two fleets' weapons named by their orders of battle meet; the higher
 * adjusted strength wins the round and the loser takes the difference as hits; every
 * third round the hits are applied as losses. Pure: a battle is a function of the two
 * fleets, their orders of battle, whether it is to the death, and the rules options.
 */
import type { Oob } from './oob.js';
import { DEATH_CYCLE_CAP, type RulesOptions } from './rules-options.js';
import type { Ship } from './state.js';
import { BEATS, hullHp, hullSize, OOB_SLOTS, ROUNDS_PER_TALLY, type Weapon } from './vocabulary.js';

/** The two sides of a battle. */
export const SIDES = ['attacker', 'defender'] as const;
/** A side of a battle. */
export type Side = (typeof SIDES)[number];

/** A value for each side of a battle. */
export interface BySide<T> {
  /** The attacker's. */
  readonly attacker: T;
  /** The defender's. */
  readonly defender: T;
}

/** A fleet after hits: the ships left (damage included) and the ids of those destroyed. */
export interface HitsApplied {
  /** The ships left. */
  readonly ships: Ship[];
  /** The ids of the ships destroyed. */
  readonly lost: number[];
}

/** One side going into a battle: its ships, and its order of battle (null: none, under `missingOob: destroyed`). */
export interface BattleFleet {
  /** The ships fighting. */
  readonly ships: readonly Ship[];
  /** The order of battle used against this enemy, or null when it gave none (GO-10.3). */
  readonly oob: Oob | null;
}

/** One round of a battle. */
export interface Round {
  /** The round's number, from 1. */
  readonly round: number;
  /** Each side's weapon this round. */
  readonly weapons: BySide<Weapon>;
  /** Each side's adjusted strength (GO-10.6). */
  readonly strength: BySide<number>;
  /** The hits each side took this round. */
  readonly hits: BySide<number>;
}

/** A tally: hits applied as losses (GO-10.7). */
export interface Tally {
  /** The round after which it was made. */
  readonly afterRound: number;
  /** Whole hits applied to each side. */
  readonly applied: BySide<number>;
  /** The ships each side lost, by id. */
  readonly lost: BySide<readonly number[]>;
}

/** Why a battle ended (GO-10.8, GO-10.10). */
export type BattleEnd = 'destroyed' | 'six-rounds' | 'no-oob' | 'empty' | 'quiet-cycle' | 'cycle-cap';

/** What a battle did. */
export interface BattleResult {
  /** The rounds fought, in order. */
  readonly rounds: readonly Round[];
  /** The tallies made, in order. */
  readonly tallies: readonly Tally[];
  /** Each side's ships after the battle, damage included. */
  readonly survivors: BySide<readonly Ship[]>;
  /** Each side's hits over the whole battle (exact). */
  readonly hits: BySide<number>;
  /** The side that won, or null for a draw (GO-10.9, `hitTie: draw`). */
  readonly winner: Side | null;
  /** Whether the defending fleet was destroyed (GO-5.3). */
  readonly defenderDestroyed: boolean;
  /** Why it ended. */
  readonly end: BattleEnd;
}

/** A ship's hit points left. */
export function hpLeft(ship: Ship): number {
  return hullHp(ship.hull) - ship.damage;
}

/** GO-10.7: the ships in the order hits remove them, under the `removalOrder` option. */
export function removalOrder(ships: readonly Ship[], oob: Oob | null, rules: RulesOptions): Ship[] {
  // Each ship's keys once, not in every comparison: the search bot sorts fleets of
  // hundreds of ships in each of its many trial battles.
  const weaponFirst = rules.removalOrder === 'weapon-then-hull';
  const keyed = ships.map((s) => {
    const weapon = oob === null ? 0 : oob.slots.indexOf(s.weapon);
    const hull = hullSize(s.hull);
    return { s, first: weaponFirst ? weapon : hull, second: weaponFirst ? hull : weapon };
  });
  keyed.sort((a, b) => a.first - b.first || a.second - b.second || a.s.id - b.s.id);
  return keyed.map((k) => k.s);
}

/** Applies `hits` to a fleet in removal order (damage carries to the next ship); the survivors and the ids lost. */
export function applyHits(
  ships: readonly Ship[],
  hits: number,
  oob: Oob | null,
  rules: RulesOptions,
): HitsApplied {
  // No hits, no losses: the fleet as it is, without sorting it into removal order (in a
  // round only the loser takes hits, so a tally often has none for one side).
  if (hits <= 0) return { ships: ships.slice(), lost: [] };
  let left = hits;
  const hit = new Map<number, Ship | null>();
  for (const s of removalOrder(ships, oob, rules)) {
    if (left <= 0) break;
    const hp = hpLeft(s);
    if (left >= hp) {
      hit.set(s.id, null);
      left -= hp;
    } else {
      hit.set(s.id, { ...s, damage: s.damage + left });
      left = 0;
    }
  }
  const out: Ship[] = [];
  const lost: number[] = [];
  for (const s of ships) {
    const h = hit.get(s.id);
    if (h === null) lost.push(s.id);
    else out.push(h ?? s);
  }
  return { ships: out, lost };
}

/** Units of `weapon` in a fleet: every surviving ship fights at full strength (GO-10.7). */
function units(ships: readonly Ship[], weapon: Weapon): number {
  let n = 0;
  for (const s of ships) if (s.weapon === weapon) n += hullSize(s.hull);
  return n;
}

/** Units of each weapon in a fleet, counted once: a fleet changes only at a tally, and is weighed every round. */
function unitsByWeapon(ships: readonly Ship[]): Record<Weapon, number> {
  const out: Record<Weapon, number> = { laser: 0, fighter: 0, torpedo: 0 };
  for (const s of ships) out[s.weapon] += hullSize(s.hull);
  return out;
}

/** GO-10.4: the laser multiplier from both fleets' range tactics. */
export function laserFactor(a: Oob, b: Oob, rules: RulesOptions): number {
  const close = [a, b].filter((o) => o.range === 'close-in').length;
  const back = [a, b].filter((o) => o.range === 'back-off').length;
  if (close > 0 && back > 0 && rules.rangeClash === 'cancel') return 1;
  if (close > 0) return 2 ** close;
  return 0.5 ** back;
}

/** GO-10.5: the multiplier of `weapon` attacking a fleet in `enemy`'s formation. */
function formationFactor(weapon: Weapon, enemy: Oob): number {
  if (weapon === 'fighter') return enemy.formation === 'bunch' ? 0.5 : enemy.formation === 'spread' ? 2 : 1;
  if (weapon === 'torpedo') return enemy.formation === 'bunch' ? 2 : enemy.formation === 'spread' ? 0.5 : 1;
  return 1;
}

/** GO-10.1, GO-10.4, GO-10.5: one side's adjusted strength in a round. */
export function strength(
  ships: readonly Ship[] | Readonly<Record<Weapon, number>>,
  own: Weapon,
  enemyWeapon: Weapon,
  ownOob: Oob,
  enemyOob: Oob,
  rules: RulesOptions,
): number {
  let s = Array.isArray(ships) ? units(ships, own) : (ships as Readonly<Record<Weapon, number>>)[own];
  if (BEATS[own] === enemyWeapon) s *= 2;
  if (own === 'laser') s *= laserFactor(ownOob, enemyOob, rules);
  return s * formationFactor(own, enemyOob);
}

const sumHp = (ships: readonly Ship[]): number => ships.reduce((t, s) => t + hpLeft(s), 0);

/**
 * Fights a battle (GO-10.6 to GO-10.10). `toDeath` is the attacker's choice (GO-10.10).
 * The attacker has at least one ship; a defender with none loses at once (GO-5.3).
 * `record: false` leaves the rounds and tallies out of the result (the search bot's trial
 * battles need only the outcome), and changes nothing else.
 */
export function fight(
  attacker: BattleFleet,
  defender: BattleFleet,
  toDeath: boolean,
  rules: RulesOptions,
  record = true,
): BattleResult {
  const none = { attacker: 0, defender: 0 };
  const quick = (
    winner: Side | null,
    end: BattleEnd,
    a: readonly Ship[],
    d: readonly Ship[],
  ): BattleResult => ({
    rounds: [],
    tallies: [],
    survivors: { attacker: a, defender: d },
    hits: none,
    winner,
    defenderDestroyed: d.length === 0,
    end,
  });
  if (defender.ships.length === 0) return quick('attacker', 'empty', attacker.ships, []);
  // GO-10.3, `missingOob: destroyed`: a fleet with no order of battle is destroyed.
  if (attacker.oob === null || defender.oob === null) {
    const a = attacker.oob === null ? [] : attacker.ships;
    const d = defender.oob === null ? [] : defender.ships;
    return quick(attacker.oob === null ? 'defender' : 'attacker', 'no-oob', a, d);
  }
  const oob = { attacker: attacker.oob, defender: defender.oob };
  const ships: Record<Side, readonly Ship[]> = { attacker: attacker.ships, defender: defender.ships };
  const hp = { attacker: sumHp(attacker.ships), defender: sumHp(defender.ships) };
  const hits = { attacker: 0, defender: 0 };
  const applied = { attacker: 0, defender: 0 };
  const armed = { attacker: unitsByWeapon(attacker.ships), defender: unitsByWeapon(defender.ships) };
  const rounds: Round[] = [];
  const tallies: Tally[] = [];
  let cycleHits = 0;
  let end: BattleEnd | null = null;

  const tally = (afterRound: number): void => {
    const now = {
      attacker: Math.floor(hits.attacker) - applied.attacker,
      defender: Math.floor(hits.defender) - applied.defender,
    };
    const lost = { attacker: [] as number[], defender: [] as number[] };
    for (const side of SIDES) {
      const r = applyHits(ships[side], now[side], oob[side], rules);
      ships[side] = r.ships;
      lost[side] = r.lost;
      applied[side] += now[side];
      if (r.lost.length > 0) armed[side] = unitsByWeapon(r.ships);
    }
    if (record) tallies.push({ afterRound, applied: now, lost });
  };
  const destroyed = (): boolean => hits.attacker >= hp.attacker || hits.defender >= hp.defender;

  for (let r = 0; end === null; r++) {
    const slot = r % OOB_SLOTS;
    const wa = oob.attacker.slots[slot]!;
    const wd = oob.defender.slots[slot]!;
    const sa = strength(armed.attacker, wa, wd, oob.attacker, oob.defender, rules);
    const sd = strength(armed.defender, wd, wa, oob.defender, oob.attacker, rules);
    // GO-10.6: the loser takes the difference; `per-round` rounds it down at once.
    const diff = rules.hitRounding === 'per-round' ? Math.floor(Math.abs(sa - sd)) : Math.abs(sa - sd);
    const took = { attacker: sd > sa ? diff : 0, defender: sa > sd ? diff : 0 };
    hits.attacker += took.attacker;
    hits.defender += took.defender;
    cycleHits += took.attacker + took.defender;
    if (record)
      rounds.push({
        round: r + 1,
        weapons: { attacker: wa, defender: wd },
        strength: { attacker: sa, defender: sd },
        hits: took,
      });
    const atTally = (r + 1) % ROUNDS_PER_TALLY === 0;
    if (rules.stopCheck === 'every-round' && destroyed()) {
      tally(r + 1);
      end = 'destroyed';
      break;
    }
    if (atTally) {
      tally(r + 1);
      if (destroyed()) {
        end = 'destroyed';
        break;
      }
    }
    if ((r + 1) % OOB_SLOTS !== 0) continue;
    if (!toDeath) end = 'six-rounds';
    else if (rules.deathLoop === 'quiet-cycle' && cycleHits === 0) end = 'quiet-cycle';
    else if (rules.deathLoop === 'cycle-cap' && (r + 1) / OOB_SLOTS >= DEATH_CYCLE_CAP) end = 'cycle-cap';
    cycleHits = 0;
  }
  const survivors = { attacker: ships.attacker, defender: ships.defender };
  let winner: Side | null;
  if (survivors.attacker.length === 0) winner = 'defender';
  else if (survivors.defender.length === 0) winner = 'attacker';
  else if (end === 'quiet-cycle')
    winner = 'defender'; // GO-10.10: the attacker counts as beaten
  else if (hits.attacker !== hits.defender) winner = hits.attacker > hits.defender ? 'defender' : 'attacker';
  else winner = rules.hitTie === 'defender-wins' ? 'defender' : null;
  return {
    rounds,
    tallies,
    survivors,
    hits: { ...hits },
    winner,
    defenderDestroyed: survivors.defender.length === 0,
    end: end ?? 'six-rounds',
  };
}

/** GO-4.4: an attacking fleet that meets a raised shield takes twelve hits, by its removal order. */
export function shieldHits(
  ships: readonly Ship[],
  oob: Oob | null,
  rules: RulesOptions,
  hits: number,
): HitsApplied {
  return applyHits(ships, hits, oob, rules);
}
