/**
 * The shape of a side's own force in a scenario and as `forcesOf` reads it back: types
 * alone, so that the scenario, the state and the checks of sides (`scenario-sides.ts`)
 * can all name them without importing one another.
 */
import type { CorporationKey } from './vocabulary.js';

/**
 * One soldier of a side's force. Ratings not given are the unit type's (CW-3.1); the id,
 * when not given, is made as the shared force's are: the corporation, the unit type and,
 * when the side has several of the type, the soldier's number among them
 * (`psicorps/grunt-3`).
 */
export interface SideSoldier {
  /** Its Kill rating (CW-3.1), the unit type’s when not given. */
  readonly kill?: number;
  /** Its Survive rating (CW-3.1), the unit type’s when not given. */
  readonly survive?: number;
  /** Its Escape rating (CW-3.1), the unit type’s when not given. */
  readonly escape?: number;
  /** Its Info rating (CW-3.1), the unit type’s when not given. */
  readonly info?: number;
  /** The soldier's id, unique in the game; a campaign keys its books by it. */
  readonly id?: string;
  /** A unit type's key, or `specialist` for the corporation's own (CW-3.3). */
  readonly type: string;
  /** A name to show people, such as `Sgt. Okafor` (the game itself uses the id). */
  readonly name?: string;
}

/** A side's force: the corporation (the player's id) and its soldiers. */
export interface ScenarioSide {
  /** The corporation's key; it must be one of the game's `corporations`. */
  readonly id: CorporationKey;
  /** Its soldiers, at least one. */
  readonly soldiers: readonly SideSoldier[];
}

/** A soldier as `forcesOf` reads it back: every field given, so a campaign can keep it as it is. */
export interface SideSoldierRead {
  /** Its Kill rating (CW-3.1). */
  readonly kill: number;
  /** Its Survive rating (CW-3.1). */
  readonly survive: number;
  /** Its Escape rating (CW-3.1). */
  readonly escape: number;
  /** Its Info rating (CW-3.1). */
  readonly info: number;
  /** The soldier's id. */
  readonly id: string;
  /** Its unit type's key. */
  readonly type: string;
  /** Its name, when the scenario gave one. */
  readonly name?: string;
}

/** A side as `forcesOf` reads it back. */
export interface ScenarioSideRead extends ScenarioSide {
  /** The side's living soldiers (the Doc's revived included, CW-8.3), in the game's order. */
  readonly soldiers: readonly SideSoldierRead[];
}
