/**
 * What a resolved turn tells (GO-7): the public post the game master would publish
 * (every faction's bases, navy breakdown and build points, and each battle's result),
 * and each faction's private report (its orders' outcomes, its book of build points and
 * the round-by-round detail of its own battles).
 */
import type { BattleEnd, BattleResult, BySide, Side } from './battle.js';
import type { Issue } from './errors.js';
import type { Oob } from './oob.js';
import type { Ship } from './state.js';
import { HULLS, type Hull, WEAPONS, type Weapon } from './vocabulary.js';

/** Ships counted by hull and weapon, such as `{ "cruiser/laser": 2 }`; only kinds held appear. */
export type Breakdown = Readonly<Record<string, number>>;

/** A navy's breakdown (GO-7.1): counts by `hull/weapon`, in hull then weapon order. */
export function breakdown(ships: readonly Ship[]): Breakdown {
  const out: Record<string, number> = {};
  for (const h of HULLS) {
    for (const w of WEAPONS) {
      const n = ships.filter((s) => s.hull === h && s.weapon === w).length;
      if (n > 0) out[`${h}/${w}`] = n;
    }
  }
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
  /** The attacking faction. */
  readonly attacker: string;
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
}

/** The public post of a turn (GO-7.1): what every faction and every onlooker is told. */
export interface GmPost {
  /** The turn resolved. */
  readonly turn: number;
  /** Every faction after the turn, by id. */
  readonly factions: Readonly<Record<string, PublicFaction>>;
  /** The battles, in the order fought. */
  readonly battles: readonly PublicBattle[];
}

/** One of the faction's own battles, in full: the orders of battle used and every round (GO-7.2). */
export interface OwnBattle {
  /** Its index in the post's battles. */
  readonly index: number;
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
  /** Its book of build points: held before, earned, spent, forfeited on being cut off, held after (GO-2.3). */
  readonly bp: BpBook;
  /** The ids of the ships and bases it built. */
  readonly built: Built;
  /** The ids of its ships lost to cut-off attrition (GO-6.2). */
  readonly attrition: readonly number[];
  /** Its battles in full. */
  readonly battles: readonly OwnBattle[];
}
