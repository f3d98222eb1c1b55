/**
 * The scenario is the game's data: map, key sectors, unit types and their ratings,
 * corporations and their specialists, each player's forces and the aliens' squads. A
 * caller (a campaign, a researcher) may pass its own; the default is the seed's.
 */
import { deepFreeze } from '../kernel/freeze.js';
import type { ScenarioSide } from './side.js';
import type { AlienBehaviour, Stats } from './vocabulary.js';

/**
 * A kind of soldier and its four ratings (CW-3.1, CW-3.2).
 * @property kill - The ability to kill (CW-3.2).
 * @property survive - The resistance to being killed (CW-3.2).
 * @property escape - How hard it is to see; compared with an enemy's Info (CW-6.3).
 * @property info - How well it sees; compared with an enemy's Escape (CW-6.3).
 */
export interface UnitType extends Stats {
  /** The display name, such as `Combat Bunny`. */
  readonly name: string;
}

/** A corporation: its display name and the unit type of its specialist (CW-3.3). */
export interface Corporation {
  /** The display name, such as `PsiCorps`. */
  readonly name: string;
  /** The key of its specialist's unit type. */
  readonly specialist: string;
}

/** A line of a force list: `count` soldiers of a unit type. `specialist` means the corporation's own. */
export interface ForceLine {
  /** A unit type's key, or `specialist`. */
  readonly type: string;
  /** How many soldiers of that type. */
  readonly count: number;
}

/** One alien squad: where it starts, what it is made of and which script it follows (CW-4). */
export interface AlienSquad {
  /** The squad's id, such as `E5`; its soldiers' ids and `squad` field use it. */
  readonly id: string;
  /** The script the squad follows (CW-4.3 to CW-4.5). */
  readonly behaviour: AlienBehaviour;
  /** The sector it starts in. */
  readonly sector: string;
  /** What the squad is made of. */
  readonly units: readonly ForceLine[];
}

/** Everything about a game that is data rather than rules. */
export interface Scenario {
  /** A stable id for the scenario. */
  readonly id: string;
  /** The display name. */
  readonly name: string;
  /** CW-1.1: the board's size. */
  readonly board: {
    /** The number of rows. */
    readonly rows: number;
    /** The number of columns. */
    readonly cols: number;
  };
  /** CW-1.2: the sectors that count towards victory. */
  readonly keySectors: readonly string[];
  /** CW-1.3: the sector of the crashed craft, which the aliens' garrison holds. */
  readonly craft: string;
  /** CW-3.1: the unit types, by key. */
  readonly unitTypes: Readonly<Record<string, UnitType>>;
  /** CW-3.3: the corporations a player may command, by key. */
  readonly corporations: Readonly<Record<string, Corporation>>;
  /** CW-3.1: every player's force; the type `specialist` stands for the corporation's. */
  readonly forces: readonly ForceLine[];
  /**
   * A campaign's own force for some sides, in place of `forces`: each side names its
   * corporation and lists its soldiers (types, names, ratings). Corporations playing
   * without a side here field `forces`. `forcesOf` reads a game's survivors in this shape.
   */
  readonly sides?: readonly ScenarioSide[];
  /** CW-3.4: the unit types that make up the Mobile Command. */
  readonly mobileCommand: {
    /** The Commander's unit type. */
    readonly commander: string;
    /** The Doc's unit type. */
    readonly doc: string;
  };
  /** CW-4: the aliens' squads, or none for a game without aliens. */
  readonly aliens: readonly AlienSquad[];
  /** CW-4.5: the unit types of the aliens' own Mobile Command, which holds the craft. */
  readonly alienMobileCommand: {
    /** The alien Commander's unit type. */
    readonly commander: string;
    /** The alien Doc's unit type. */
    readonly doc: string;
  };
  /** CW-9.1: how many key sectors a player must clear and hold. */
  readonly sectorsToWin: number;
}

/**
 * The seed's troop table (CW-3.1, CW-3.3) and the aliens' garrison (CW-4.5): its Specialist
 * rated 4 in everything, its Commander and Doc rated as a player's (the rules option
 * `garrisonRatings` can give them the Specialist's 4s instead).
 */
const UNIT_TYPES: Record<string, UnitType> = {
  grunt: { name: 'Grunt', kill: 1, survive: 1, escape: 1, info: 1 },
  'combat-bunny': { name: 'Combat Bunny', kill: 3, survive: 2, escape: 1, info: 1 },
  ghost: { name: 'Ghost', kill: 1, survive: 1, escape: 3, info: 2 },
  rider: { name: 'Rider', kill: 2, survive: 3, escape: 1, info: 1 },
  doc: { name: 'Doc', kill: 0, survive: 0, escape: 0, info: 0 },
  commander: { name: 'Commander', kill: 1, survive: 1, escape: 2, info: 3 },
  'jengin-man': { name: 'Jengin-Man', kill: 3, survive: 5, escape: 2, info: 2 },
  telepath: { name: 'Telepath', kill: 2, survive: 2, escape: 3, info: 5 },
  tactician: { name: 'Tactician', kill: 2, survive: 3, escape: 2, info: 5 },
  marksman: { name: 'Marksman', kill: 5, survive: 2, escape: 3, info: 2 },
  warbot: { name: 'Warbot', kill: 5, survive: 3, escape: 2, info: 2 },
  necromancer: { name: 'Necromancer', kill: 2, survive: 5, escape: 3, info: 2 },
  inquisitor: { name: 'Inquisitor', kill: 5, survive: 2, escape: 2, info: 3 },
  shaman: { name: 'Shaman', kill: 2, survive: 5, escape: 2, info: 3 },
  assassin: { name: 'Assassin', kill: 3, survive: 2, escape: 2, info: 5 },
  'alien-doc': { name: 'Alien Doc', kill: 0, survive: 0, escape: 0, info: 0 },
  'alien-commander': { name: 'Alien Commander', kill: 1, survive: 1, escape: 2, info: 3 },
  'alien-specialist': { name: 'Alien Specialist', kill: 4, survive: 4, escape: 4, info: 4 },
};

const CORPORATIONS: Record<string, Corporation> = {
  biotechnologies: { name: 'BioTechnologies', specialist: 'jengin-man' },
  psicorps: { name: 'PsiCorps', specialist: 'telepath' },
  'atlantic-securities': { name: 'Atlantic Securities', specialist: 'tactician' },
  'industrial-union': { name: 'Industrial Union', specialist: 'marksman' },
  'tanker-toys': { name: 'Tanker Toys', specialist: 'warbot' },
  phoenicae: { name: 'Phoenicae', specialist: 'necromancer' },
  'the-inquisition': { name: 'The Inquisition', specialist: 'inquisitor' },
  'totemic-tech': { name: 'Totemic Tech', specialist: 'shaman' },
  'orchid-inc': { name: 'Orchid Inc', specialist: 'assassin' },
};

/** The seed's scenario: the 11x11 city, nine key sectors, 17 soldiers a side and the aliens. */
export const DEFAULT_SCENARIO: Scenario = deepFreeze({
  id: 'corporate-war/standard',
  name: 'Corporate War',
  board: { rows: 11, cols: 11 },
  keySectors: ['C3', 'C6', 'C9', 'F3', 'F6', 'F9', 'I3', 'I6', 'I9'],
  craft: 'F6',
  unitTypes: UNIT_TYPES,
  corporations: CORPORATIONS,
  forces: [
    { type: 'commander', count: 1 },
    { type: 'doc', count: 1 },
    { type: 'specialist', count: 1 },
    { type: 'grunt', count: 8 },
    { type: 'combat-bunny', count: 2 },
    { type: 'ghost', count: 2 },
    { type: 'rider', count: 2 },
  ],
  mobileCommand: { commander: 'commander', doc: 'doc' },
  aliens: [
    // CW-4.2: two Bunny squads on one diagonal, two Rider squads on the other.
    {
      id: 'E5',
      behaviour: 'circle',
      sector: 'E5',
      units: [
        { type: 'combat-bunny', count: 1 },
        { type: 'grunt', count: 2 },
      ],
    },
    {
      id: 'G7',
      behaviour: 'circle',
      sector: 'G7',
      units: [
        { type: 'combat-bunny', count: 1 },
        { type: 'grunt', count: 2 },
      ],
    },
    {
      id: 'E7',
      behaviour: 'circle',
      sector: 'E7',
      units: [
        { type: 'rider', count: 1 },
        { type: 'grunt', count: 2 },
      ],
    },
    {
      id: 'G5',
      behaviour: 'circle',
      sector: 'G5',
      units: [
        { type: 'rider', count: 1 },
        { type: 'grunt', count: 2 },
      ],
    },
    { id: 'ghosts', behaviour: 'aid', sector: 'F6', units: [{ type: 'ghost', count: 2 }] },
    {
      id: 'garrison',
      behaviour: 'hold',
      sector: 'F6',
      units: [
        { type: 'alien-commander', count: 1 },
        { type: 'alien-doc', count: 1 },
        { type: 'alien-specialist', count: 1 },
      ],
    },
  ],
  alienMobileCommand: { commander: 'alien-commander', doc: 'alien-doc' },
  sectorsToWin: 4,
});

/**
 * The corporations that play when none are named: the standard scenario's first four, in
 * its order (BioTechnologies, PsiCorps, Atlantic Securities, Industrial Union). `play`,
 * `playMatch`, the referee's computer seats and the simulator all take them, a game with
 * fewer players the first ones, so that the same command gives the same corporations
 * whichever tool runs it.
 */
export const DEFAULT_CORPORATIONS: readonly string[] = Object.freeze(
  Object.keys(DEFAULT_SCENARIO.corporations).slice(0, 4),
);

/** Names to show people: each corporation's by its id, and the aliens'. */
export function displayNames(scenario: Scenario): Record<string, string> {
  return {
    ...Object.fromEntries(Object.entries(scenario.corporations).map(([id, c]) => [id, c.name])),
    aliens: 'the aliens',
  };
}

/**
 * The one of `ids` a person means by `name`: an id or its display name, in any case and
 * with or without spaces and dashes (`PsiCorps`, `orchid inc`); undefined when none.
 */
export function idNamed(
  name: string,
  ids: readonly string[],
  names: Readonly<Record<string, string>>,
): string | undefined {
  const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
  const k = key(name);
  return ids.find((id) => key(id) === k || key(names[id] ?? '') === k);
}
