/**
 * Harvester's words: the unit kinds with their ratings (HV-2), the five graded levels of
 * knowledge (HV-4.2), the six directions of the hex planet, and how a game ends (HV-10).
 */

/** The unit kinds, largest first (HV-2). */
export const UNIT_KINDS = ['harvester', 'general', 'lieutenant', 'soldier', 'scout'] as const;
/** A unit kind. */
export type UnitKind = (typeof UNIT_KINDS)[number];
/** The defence units, the kinds a Harvester rebuilds (HV-2.3). */
export const DEFENCE_KINDS = ['general', 'lieutenant', 'soldier', 'scout'] as const;
/** A defence unit's kind. */
export type DefenceKind = (typeof DEFENCE_KINDS)[number];

/** One kind's ratings (HV-2): how many each player starts with, scanners, combat, move. */
export interface UnitStats {
  /** How many a player has at the start, and at most (HV-2.3). */
  readonly count: number;
  /** Scanner range in hexes (HV-4.1); also the resources it leaves when destroyed (HV-7.1). */
  readonly scanners: number;
  /** Combat ability (HV-6.1); also the turns a rebuild takes (HV-7.3). */
  readonly combat: number;
  /** Hexes it may move in a turn (HV-5.1). */
  readonly move: number;
}

/** The seed's table (HV-2). The army's combat total is 4 + 2·3 + 3·2 + 4·1 = 20. */
export const UNIT_STATS: Readonly<Record<UnitKind, UnitStats>> = {
  harvester: { count: 1, scanners: 5, combat: 0, move: 1 },
  general: { count: 1, scanners: 4, combat: 4, move: 1 },
  lieutenant: { count: 2, scanners: 3, combat: 3, move: 2 },
  soldier: { count: 3, scanners: 2, combat: 2, move: 3 },
  scout: { count: 4, scanners: 1, combat: 1, move: 4 },
};

/** The whole army a player starts with unless a scenario gives less (HV-2.1): 1, 2, 3 and 4. */
export const FULL_ARMY: Readonly<Record<DefenceKind, number>> = Object.freeze({
  general: UNIT_STATS.general.count,
  lieutenant: UNIT_STATS.lieutenant.count,
  soldier: UNIT_STATS.soldier.count,
  scout: UNIT_STATS.scout.count,
});

/**
 * What a player's id may be (HV-1.5): a letter, then letters, digits, `-` or `_`, up to 32
 * in all, so an id reads the same in a sheet's header, a file name and a report.
 */
export const PLAYER_ID = /^[A-Za-z][A-Za-z0-9_-]{0,31}$/;
/** The longest name a scenario gives a player (HV-1.5). */
export const MAX_NAME = 64;

/** The most resources a Harvester holds (HV-2.4), and the caps of the two VP terms (HV-9). */
export const CAPACITY = 20;
/** A Harvester's scrap value when it self-destructs (HV-7.5). */
export const HARVESTER_SCRAP = 5;
/** Turns in a row without orders after which a player's machines self-destruct (HV-7.6). */
export const IDLE_TURNS = 7;
/** The least distance between Harvesters at the start (HV-3.3). */
export const MIN_START_DISTANCE = 6;
/** The most hexes any unit moves in a turn: the number of movement sub-steps (HV-5.1). */
export const MAX_MOVE = 4;

/**
 * The five levels of knowledge of a hex (HV-4.2), 1 the most detailed. Each level shows
 * what the levels above it (higher numbers) show, and more:
 * 5 `presence` whether a Harvester or resources are there; 4 `movement` whether anything
 * moved in or out this turn; 3 `direction` the sides it was entered from; 2 `count` the
 * number of units; 1 `exact` every unit's owner and kind and the resources' amount.
 */
export const LEVEL_NAMES = ['exact', 'count', 'direction', 'movement', 'presence'] as const;
/** A level of knowledge, 1 (exact) to 5 (presence). */
export type Level = 1 | 2 | 3 | 4 | 5;

/**
 * The kinds of terrain a scenario may give the planet (HV-3.5; the seed says such terrain
 * "may" exist): `rough` hexes only the nimble units enter, `shroud` hexes block scanners.
 */
export const TERRAIN_KINDS = ['rough', 'shroud'] as const;
/** A kind of terrain. */
export type TerrainKind = (typeof TERRAIN_KINDS)[number];
/**
 * The nimble units, the only ones that enter rough hexes (HV-3.5, invented: the seed's
 * "the more nimble units (the smaller ones)" read as its two smallest kinds, Move 3 and 4).
 */
export const NIMBLE_KINDS: readonly UnitKind[] = ['soldier', 'scout'];

/** The six directions, in the grid's neighbour order: north, then clockwise. */
export const DIRECTIONS = ['n', 'ne', 'se', 's', 'sw', 'nw'] as const;
/** A direction. */
export type Direction = (typeof DIRECTIONS)[number];

/** Why a game ended (HV-10): one Harvester rules all (`the-one`), nobody is left, or the turn limit. */
export const END_REASONS = ['the-one', 'all-gone', 'turn-limit'] as const;
/** Why a game ended. */
export type EndReason = (typeof END_REASONS)[number];
