/**
 * The words of Corporate War, as `as const` arrays and the unions derived from them.
 * Everything that is a closed set in the rules is named here once.
 */

/** The nine corporations of the setting (CW-3.3); four of them fight in a game. */
export const CORPORATIONS = [
  'biotechnologies',
  'psicorps',
  'atlantic-securities',
  'industrial-union',
  'tanker-toys',
  'phoenicae',
  'the-inquisition',
  'totemic-tech',
  'orchid-inc',
] as const;
/** A corporation's id; in the default scenario a player is a corporation. */
export type CorporationId = (typeof CORPORATIONS)[number];
/**
 * A corporation's key where a scenario of the caller's own may add corporations: one of
 * the setting's nine (which editors complete), or any other string a scenario defines.
 */
export type CorporationKey = CorporationId | (string & {});

/** A player's id. The default scenario's players are the corporations' ids. */
export type PlayerId = string;

/** The id of the aliens' allegiance (CW-4.1), hostile to every player. */
export const ALIENS = 'aliens' as const;
/** Who a soldier fights for: a player or the aliens. */
export type Allegiance = PlayerId;

/** The map edges players enter from (CW-2.1). */
export const EDGES = ['north', 'east', 'south', 'west'] as const;
/** A map edge. */
export type Edge = (typeof EDGES)[number];

/** The eight compass directions, clockwise from north. */
export const DIRECTIONS = [
  'north',
  'northeast',
  'east',
  'southeast',
  'south',
  'southwest',
  'west',
  'northwest',
] as const;
/** A compass direction. */
export type Direction = (typeof DIRECTIONS)[number];

/** The three movement phases of a day (CW-6.1). */
export const PHASES = [1, 2, 3] as const;
/** A movement phase: 1 = first step of two-sector moves, 2 = one-sector moves, 3 = second step of two-sector moves. */
export type Phase = (typeof PHASES)[number];

/** The four ratings every soldier has (CW-3.2). */
export const STATS = ['kill', 'survive', 'escape', 'info'] as const;
/** A rating name. */
export type Stat = (typeof STATS)[number];
/** A soldier's four ratings. */
export type Stats = { readonly [S in Stat]: number };

/** Whether a soldier is on the board or fallen (CW-8). */
export const SOLDIER_STATUSES = ['alive', 'dead'] as const;
/** A soldier's status. */
export type SoldierStatus = (typeof SOLDIER_STATUSES)[number];

/** What a passing group does after its round of combat (CW-7.9). */
export const PASSING_DECISIONS = ['continue', 'stop', 'retreat'] as const;
/** A passing group's decision. */
export type PassingDecision = (typeof PASSING_DECISIONS)[number];

/** The scripted behaviours of alien squads (CW-4). */
export const ALIEN_BEHAVIOURS = ['circle', 'aid', 'hold'] as const;
/** An alien squad's script. */
export type AlienBehaviour = (typeof ALIEN_BEHAVIOURS)[number];

/** A value per player. */
export type ByPlayer<T> = Readonly<Record<PlayerId, T>>;
