/**
 * Gunfight resolvers: the pluggable part of combat (CW-7). The engine finds the groups
 * that fight in a sector, a classifier names the kind of fight, and the resolver for that
 * kind decides who shoots at whom. Shots are then settled by the duel model. A caller can
 * replace any kind through `Rules.gunfightResolvers`.
 */
import type { Rng } from '../../kernel/rng.js';
import type { DuelModel } from '../duel.js';
import type { RulesOptions } from '../rules-options.js';
import type { Allegiance, Stats } from '../vocabulary.js';

/**
 * The kinds of fight (CW-7.10, CW-10), the key of the resolver registry:
 * - `two-way`: two groups;
 * - `three-way-two-established`: one group moves in on two or more that were there (CW-10.2);
 * - `three-way-one-established`: two or more groups move in on one that was there (CW-10.3);
 * - `three-arriving`: three groups move in together into a sector empty of enemies (CW-10.4);
 * - `gold-rush`: four or more groups move in together (CW-10.5);
 * - `mixed`: two or more groups that were there meet two or more arrivals (CW-10.6).
 */
export const FIGHT_KINDS = [
  'two-way',
  'three-way-two-established',
  'three-way-one-established',
  'three-arriving',
  'gold-rush',
  'mixed',
] as const;
/** A kind of fight. */
export type FightKind = (typeof FIGHT_KINDS)[number];

/**
 * A soldier as a resolver sees it.
 * @property kill - The ability to kill (CW-3.2).
 * @property survive - The resistance to being killed (CW-3.2).
 * @property escape - How hard it is to see; compared with an enemy's Info (CW-6.3).
 * @property info - How well it sees; compared with an enemy's Escape (CW-6.3).
 */
export interface Fighter extends Stats {
  /** The soldier's id. */
  readonly id: string;
}

/** One allegiance's soldiers in the sector. */
export interface FightGroup {
  /** Whose soldiers they are. */
  readonly allegiance: Allegiance;
  /** Every living soldier of the allegiance in the sector, in soldier order. */
  readonly fighters: readonly Fighter[];
  /** True when any of them moved into the sector this phase. */
  readonly arriving: boolean;
}

/** Why a shot was aimed as it was (CW-7.3 to CW-7.5). */
export type PairingKind = 'front' | 'double' | 'unseen';

/** One soldier shooting at another. */
export interface Pairing {
  /** The id of the soldier who shoots. */
  readonly attacker: string;
  /** The id of the soldier shot at. */
  readonly target: string;
  /** Why the shot was aimed so. */
  readonly kind: PairingKind;
}

/**
 * One part of a group's marching order, split in seen and unseen soldiers, front first
 * (CW-7.1, CW-7.2). In a two-way fight the part is the whole group (part 0 of 1); in
 * larger fights a group's order is divided into parts, one per group it fights (CW-10.1).
 */
export interface MarchingOrder {
  /** Whose group it is. */
  readonly allegiance: Allegiance;
  /** The part's place in the group's order, 0 at the front. */
  readonly part: number;
  /** How many parts the group's order was divided into. */
  readonly parts: number;
  /** The ids of the part's seen soldiers, front first (CW-7.2). */
  readonly seen: readonly string[];
  /** The ids of the part's unseen soldiers, front first (CW-7.5). */
  readonly unseen: readonly string[];
}

/** One part of a group against one part of another, as a two-way fight. */
export interface Engagement {
  /** The two parts facing each other. */
  readonly sides: readonly [MarchingOrder, MarchingOrder];
  /** Who shoots whom, in the order the shots are settled. */
  readonly pairings: readonly Pairing[];
}

/** What a resolver decides: the engagements, whose pairings the engine then fires. */
export interface FightPlan {
  /** Every pair of parts that fight, with their shots. */
  readonly engagements: readonly Engagement[];
}

/** What a resolver may use. It must draw randomness only from `rng`. */
export interface FightContext {
  /** The rules options of the game. */
  readonly rules: RulesOptions;
  /** The fight's own random number generator, for any random choice the resolver makes. */
  readonly rng: Rng;
  /** The duel model that will settle the shots (CW-7.6). */
  readonly duel: DuelModel;
  /** CW-6.3: whether a soldier is seen by a group, under the rules' detection option. */
  readonly isSeenBy: (observer: FightGroup, target: Fighter, targetGroup: FightGroup) => boolean;
}

/** Decides who shoots at whom in one kind of fight. Must be pure apart from `ctx.rng`. */
export interface GunfightResolver {
  /** The resolver's name, recorded in the trace. */
  readonly name: string;
  /** Plans the shots of one round among `groups`, the groups that fight in the sector. */
  resolve(groups: readonly FightGroup[], ctx: FightContext): FightPlan;
}
