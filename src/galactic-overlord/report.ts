/**
 * What a resolved turn tells (GO-7): the public post the game master would publish
 * (every faction's bases, navy breakdown and build points, and each battle's result),
 * and each faction's private report (its orders' outcomes, its book of build points and
 * the round-by-round detail of its own battles).
 */
import type { BattleEnd, BattleResult, BySide, Side } from './battle.js';
import type { Issue } from './errors.js';
import type { Oob } from './oob.js';
import type { SpecialOrder } from './orders.js';
import type { Ship } from './state.js';
import { HULLS, type Hull, WEAPONS, type Weapon } from './vocabulary.js';

/** Ships counted by hull and weapon, such as `{ "cruiser/laser": 2 }`; only kinds held appear. */
export type Breakdown = Readonly<Record<string, number>>;

/** A navy's breakdown (GO-7.1): counts by `hull/weapon`, in hull then weapon order. */
export function breakdown(ships: readonly Ship[]): Breakdown {
  // One pass over the navy, counting by kind, then the keys in hull then weapon order: a
  // pass for each of the fifteen kinds made every post and view cost fifteen times the ships.
  const out: Record<string, number> = {};
  if (ships.length === 0) return out;
  const counts = new Array<number>(HULLS.length * WEAPONS.length).fill(0);
  for (const s of ships) {
    const h = HULLS.indexOf(s.hull);
    const w = WEAPONS.indexOf(s.weapon);
    if (h >= 0 && w >= 0) counts[h * WEAPONS.length + w]!++;
  }
  HULLS.forEach((h, hi) => {
    WEAPONS.forEach((w, wi) => {
      const n = counts[hi * WEAPONS.length + wi]!;
      if (n > 0) out[`${h}/${w}`] = n;
    });
  });
  return out;
}

/** The kind of a `hull/weapon` key. */
export function kindOf(key: string): ShipKind | null {
  const [h, w] = key.split('/');
  return (HULLS as readonly string[]).includes(h ?? '') && (WEAPONS as readonly string[]).includes(w ?? '')
    ? { hull: h as Hull, weapon: w as Weapon }
    : null;
}

/** One faction in the public post. */
export interface PublicFaction {
  /** The ids of the bases it holds. */
  readonly bases: readonly number[];
  /** How many of them it built (home bases, GO-2.2). */
  readonly home: number;
  /** Its navy, by kind. */
  readonly navy: Breakdown;
  /** Its build points. */
  readonly bp: number;
  /** Whether it is cut off from every base (GO-6.1). */
  readonly cutOff: boolean;
  /** The turn it went out, or null. */
  readonly outAt: number | null;
}

/** A battle as the post tells it: who, the outcome, the losses by kind, the bases taken (GO-7.1). */
export interface PublicBattle {
  /** The attacking faction; in a joint attack, the ally whose orders arrived first (GO-11.2). */
  readonly attacker: string;
  /** Every attacking faction, the first to arrive first: one, or the allies of a joint attack (GO-11.2). */
  readonly joint: readonly string[];
  /** The defending faction. */
  readonly defender: string;
  /** The attacker's fleet as it arrived. */
  readonly attackerFleet: Breakdown;
  /** The defender's ships at home as the battle began. */
  readonly defenderFleet: Breakdown;
  /** Whether the defender's shield took the attack (GO-4.4). */
  readonly shielded: boolean;
  /** The side that won, or null for a draw. */
  readonly winner: Side | null;
  /** Why the battle ended (`shield` when a shield took it). */
  readonly end: BattleEnd | 'shield';
  /** The ships each side lost, by kind. */
  readonly lost: BySide<Breakdown>;
  /** The bases the attacker took, by id. */
  readonly captured: readonly number[];
  /** Who took which of them, by attacking faction (GO-11.4); every attacker has an entry. */
  readonly shares: Readonly<Record<string, readonly number[]>>;
}

/** A base given away (GO-11.5), as the post tells it. */
export interface PublicGift {
  /** The base. */
  readonly base: number;
  /** The giver. */
  readonly from: string;
  /** The receiver. */
  readonly to: string;
}

/** The public post of a turn (GO-7.1): what every faction and every onlooker is told. */
export interface GmPost {
  /** The turn resolved. */
  readonly turn: number;
  /** Every faction after the turn, by id. */
  readonly factions: Readonly<Record<string, PublicFaction>>;
  /** The battles, in the order fought. */
  readonly battles: readonly PublicBattle[];
  /** The alliances standing after the turn, as pairs in seat order (GO-11.1). */
  readonly alliances: readonly (readonly [string, string])[];
  /** The bases given away this turn (GO-11.5). */
  readonly gifts: readonly PublicGift[];
}

/** One of the faction's own battles, in full: the orders of battle used and every round (GO-7.2). */
export interface OwnBattle {
  /** Its index in the post's battles. */
  readonly index: number;
  /** The battle as the post tells it (who fought whom, the winner, the bases taken), so the report reads alone. */
  readonly post: PublicBattle;
  /** The side the faction fought on. */
  readonly side: Side;
  /** The orders of battle used by each side (null: none, under `missingOob: destroyed`). */
  readonly oobs: BySide<Oob | null>;
  /** The battle itself, round by round (null when a shield took the attack). */
  readonly battle: BattleResult | null;
  /** The ships each side lost, by id. */
  readonly lost: BySide<readonly number[]>;
}

/** A faction's book of build points for a turn (GO-2.3): before + income − spent − forfeited = after. */
export interface BpBook {
  /** Held at the start of the turn. */
  readonly before: number;
  /** Earned this turn (GO-2.2). */
  readonly income: number;
  /** Spent on builds and repairs (GO-3). */
  readonly spent: number;
  /** Forfeited on being cut off (GO-6.1). */
  readonly forfeited: number;
  /** Held at the end of the turn. */
  readonly after: number;
}

/** What a faction built in a turn, by id. */
export interface Built {
  /** The new ships' ids. */
  readonly ships: readonly number[];
  /** The new ships' kinds, in the order of `ships`, so a report names them without the view. */
  readonly kinds: readonly ShipKind[];
  /** The new bases' ids. */
  readonly bases: readonly number[];
}

/** A ship's kind: its hull and weapon. */
export interface ShipKind {
  /** The hull. */
  readonly hull: Hull;
  /** The weapon. */
  readonly weapon: Weapon;
}

/** GO-9.4: what a faction's spy did, as its sender is told. */
export interface SpyOutcome {
  /** The faction spied on. */
  readonly target: string;
  /** The order it was sent to stop. */
  readonly order: string;
  /** `stopped`: the target gave that order and it was not carried out; `missed`: it gave no such order; `caught`: counter-espionage or a shield caught it. */
  readonly outcome: 'stopped' | 'missed' | 'caught';
  /** Whether the spy came back to the stock (`spyMiss: returned`, GO-9.2). */
  readonly returned: boolean;
  /** For a stopped attack, the faction it was aimed at; otherwise null. */
  readonly attackOn: string | null;
}

/** GO-9.4: a faction's espionage of the turn: its own spy and counter-espionage, and what spies did to it. */
export interface Espionage {
  /** Whether it spent a counter-espionage use. */
  readonly counterEspionage: boolean;
  /** Its own spy's fate, or null when it sent none. */
  readonly spy: SpyOutcome | null;
  /** Its special order that a spy stopped (the spy's sender is not told), or null. */
  readonly cancelled: SpecialOrder | null;
  /** The spies its counter-espionage or shield caught: who sent them, and against which order. */
  readonly caught: readonly CaughtSpy[];
}

/** GO-9.4: a spy caught by its target's counter-espionage or shield, as the target is told. */
export interface CaughtSpy {
  /** The faction that sent it. */
  readonly by: string;
  /** The order it was sent to stop. */
  readonly order: string;
}

/** GO-11.5: a gift and its fate, as its giver is told. */
export interface GiftOutcome {
  /** The base. */
  readonly base: number;
  /** The receiver. */
  readonly to: string;
  /** `given`; `taken-first`: the base was captured before the gift; `not-accepted`: the receiver did not accept it (`baseGifts: accepted`). */
  readonly fate: 'given' | 'taken-first' | 'not-accepted';
}

/** A faction's private report of a turn (GO-7.2). */
export interface PrivateReport {
  /** The turn resolved. */
  readonly turn: number;
  /** Whether its orders were taken, refused (then played as none), or missing. */
  readonly orders: 'accepted' | 'refused' | 'none';
  /** The problems of refused orders. */
  readonly refused: readonly Issue[];
  /** GO-10.3: the order of battle drawn at random for it, when it gave none. */
  readonly randomOob: Oob | null;
  /** Where it stands after the turn: in, cut off from every base (GO-6.1), or out (GO-6.3). */
  readonly status: 'in' | 'cut-off' | 'out';
  /** Its book of build points: held before, earned, spent, forfeited on being cut off, held after (GO-2.3). */
  readonly bp: BpBook;
  /** The ids of the ships and bases it built. */
  readonly built: Built;
  /** The ids of its ships lost to cut-off attrition (GO-6.2). */
  readonly attrition: readonly number[];
  /** Its battles in full. */
  readonly battles: readonly OwnBattle[];
  /** Its espionage: its spy, its counter-espionage, the spies that reached it (GO-9.4). */
  readonly espionage: Espionage;
  /** Its gifts and their fate, and the bases given to it (GO-11.5). */
  readonly gifts: {
    /** Its own gifts. */
    readonly given: readonly GiftOutcome[];
    /** The bases it received, and from whom. */
    readonly received: readonly PublicGift[];
  };
}
