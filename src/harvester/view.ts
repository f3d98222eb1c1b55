/**
 * What a player knows (HV-4, HV-8.3): its own machine and units, its place in the
 * hierarchy, its victory points, and its graded knowledge of the planet. The only input
 * a seat gets; built from the player's own units and its subjects' scans, nothing else.
 */
import type { Awaiting } from '../kernel/game/steps.js';
import { NOBODY_AWAITED } from '../kernel/game/steps.js';
import { sealed } from '../kernel/seal.js';
import { isOver } from './end.js';
import { type HexKnowledge, knowledgeOf } from './knowledge.js';
import type { KnownHexes } from './known-hexes.js';
import { hexNames, planetGrid } from './planet.js';
import { type RulerList, SharedRulers, sharedRulersOf } from './ruler-list.js';
import type { RulesOptions } from './rules-options.js';
import {
  type Army,
  activePlayers,
  type Build,
  derived,
  type HvState,
  isActive,
  victoryPoints,
} from './state.js';
import { type TerrainView, terrainView } from './terrain.js';
import type { UnitKind } from './vocabulary.js';

/** One of the player's own units. */
export interface OwnUnit {
  /** Its id, for orders. */
  readonly id: number;
  /** Its kind. */
  readonly kind: UnitKind;
  /** Where it stands. */
  readonly hex: string;
}

/** A player's view of the game. */
export interface HvView {
  /** Whose view. */
  readonly player: string;
  /** The turn whose orders are due. */
  readonly turn: number;
  /** The planet's radius (public: the planet's shape is known to all). */
  readonly radius: number;
  /** The rules options (public: every player plays by the same rules). */
  readonly rules: RulesOptions;
  /** The planet's terrain (public: the planet's map is known to all, HV-3.5). */
  readonly terrain: TerrainView;
  /** True while the player is on the planet and may give orders. */
  readonly active: boolean;
  /** The Harvester's load. */
  readonly load: number;
  /** The Harvester's target, or null. */
  readonly target: string | null;
  /** The rebuild under way, if any. */
  readonly build: Build | null;
  /** The player's army: the most of each defence unit it may hold and rebuild (HV-2.1, HV-7.3). */
  readonly army: Army;
  /**
   * The player's rulers, nearest first (HV-8.4): read it by iteration and `length`. Shared
   * with its rulers' views (a ruler's list is the tail of its subject's), frozen; its JSON
   * is the flat list of names, so a view that came as JSON holds a plain array, which is a
   * `RulerList` too.
   */
  readonly rulers: RulerList;
  /** The player's direct subjects (HV-8.1). */
  readonly subjects: readonly string[];
  /** The player's victory points (HV-9). */
  readonly vp: number;
  /** The player's units, in id order. */
  readonly units: readonly OwnUnit[];
  /**
   * What it knows of the planet, hex by hex in cell order (HV-4.2): read it by iteration
   * and `length`. Shared with other views of the state (a ruler's with its subjects'),
   * frozen; its JSON is the flat list of {@link HexKnowledge}, so a view that came as JSON
   * holds a plain array, which is a `KnownHexes` too.
   */
  readonly known: KnownHexes;
}

/** The army of a name that is not a seat. */
const NO_ARMY: Army = Object.freeze({ general: 0, lieutenant: 0, soldier: 0, scout: 0 });

/** K1: every active player, together, while the game goes on. */
export function awaiting(state: HvState): Awaiting {
  if (isOver(state)) return NOBODY_AWAITED;
  return { players: activePlayers(state), kind: 'turn' };
}

/** The player's view. A name that is not a seat gets an empty view. */
export function playerView(state: HvState, player: string): HvView {
  const grid = planetGrid(state.radius);
  const nameOf = hexNames(grid);
  const m = Object.hasOwn(state.machines, player) ? state.machines[player] : undefined;
  const seat = m !== undefined;
  return sealed({
    player,
    turn: state.turn,
    radius: state.radius,
    rules: state.rules,
    terrain: terrainView(state.terrain, grid),
    active: seat && isActive(state, player),
    load: m?.load ?? 0,
    target: m?.target == null ? null : nameOf(m.target),
    build: m?.build ?? null,
    army: m?.army ?? NO_ARMY,
    rulers: seat ? sharedRulersOf(state, player) : SharedRulers.NONE,
    subjects: seat ? [...(derived(state).subjectsOf.get(player) ?? [])] : [],
    vp: seat ? victoryPoints(state, player) : 0,
    units: seat
      ? (derived(state).unitsOf.get(player) ?? []).map((u) => ({
          id: u.id,
          kind: u.kind,
          hex: nameOf(u.hex),
        }))
      : [],
    known: seat && isActive(state, player) ? knowledgeOf(state, player) : [],
  });
}
