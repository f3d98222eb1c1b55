/**
 * The code of docs/guides/campaign.md, region by region (the guide's blocks are these
 * regions with the package import path): a custom scenario, a battle fought with the
 * each side's own soldiers, and the survivors carried into the next battle.
 */
// #region scenario
import {
  createGame,
  DEFAULT_SCENARIO,
  forcesOf,
  type MatchResult,
  type PlayerId,
  playMatch,
  type Scenario,
  type ScenarioSide,
} from '../../src/corporate-war/index.js';

/** The docks: small teams, five key sectors of which three win, and only the craft's garrison. */
export const DOCKS: Scenario = {
  ...DEFAULT_SCENARIO,
  id: 'my-campaign/docks',
  name: 'The Docks',
  keySectors: ['C3', 'C9', 'F6', 'I3', 'I9'],
  sectorsToWin: 3,
  forces: [
    { type: 'commander', count: 1 },
    { type: 'doc', count: 1 },
    { type: 'specialist', count: 1 },
    { type: 'grunt', count: 4 },
    { type: 'rider', count: 2 },
    { type: 'ghost', count: 2 },
  ],
  aliens: DEFAULT_SCENARIO.aliens.filter((squad) => squad.behaviour === 'hold'),
};

// createGame checks a scenario and lists every problem, with its path.
const broken = createGame({
  seed: 'check',
  corporations: ['psicorps', 'orchid-inc'],
  scenario: { ...DOCKS, sectorsToWin: 6 },
});
if (!broken.ok) console.log(broken.error.map((i) => `${i.path.join('.')}: ${i.message}`));
// [ 'scenario.sectorsToWin: ... sectorsToWin must be from 1 to 5' ]
// #endregion

// #region battle
/** Each side's own soldiers: PsiCorps' small veteran team against Orchid Inc's company. */
export const OPENING: readonly ScenarioSide[] = [
  {
    id: 'psicorps',
    soldiers: [
      { type: 'commander', name: 'Major Ito' },
      { type: 'doc', name: 'Doc Reyes' },
      { type: 'specialist', name: 'Vel', kill: 4 }, // a veteran: better than the Telepath's 2
      { type: 'rider' },
      { type: 'rider' },
      { type: 'ghost' },
      { type: 'grunt', survive: 2 },
      { type: 'grunt', survive: 2 },
    ],
  },
  {
    id: 'orchid-inc',
    soldiers: [
      { type: 'commander' },
      { type: 'doc' },
      { type: 'specialist' },
      ...Array.from({ length: 6 }, () => ({ type: 'grunt' })),
      { type: 'ghost' },
      { type: 'ghost' },
    ],
  },
];

/** One battle of the campaign: PsiCorps from the west against Orchid Inc from the east. */
export function fightBattle(seed: string, sides: readonly ScenarioSide[]): MatchResult {
  return playMatch({
    seed,
    scenario: { ...DOCKS, sides }, // each side fields its own soldiers
    seats: { psicorps: 'rusher', 'orchid-inc': 'cautious' },
    edges: { psicorps: 'west', 'orchid-inc': 'east' },
    deployments: { psicorps: 'F1', 'orchid-inc': 3 }, // a sector, or a position along the edge
    dayLimit: 20,
  });
}
// #endregion

// #region after
/** What the campaign keeps from a battle. */
export interface Aftermath {
  readonly won: boolean;
  /** The fallen of the campaign's side, by soldier id. */
  readonly fallen: readonly string[];
  /** The next battle's sides: the survivors of each, in the scenario's shape. */
  readonly sides: readonly ScenarioSide[];
}

/**
 * The campaign's own rule, not the game's: the survivors of `player` gain a point of Kill
 * (up to 9); the fallen stay fallen. A side with no survivors is left out, and would field
 * the scenario's shared `forces` if its corporation fought again.
 */
export function afterBattle(result: MatchResult, player: PlayerId): Aftermath {
  const won = result.outcome?.winners.includes(player) ?? false;
  const survivors = forcesOf(result.state); // each side's living soldiers, the revived included
  const fallen = result.state.soldiers.filter((s) => s.owner === player && s.status === 'dead');
  return {
    won,
    fallen: fallen.map((s) => s.id).toArray(),
    sides: survivors
      .filter((side) => side.soldiers.length > 0)
      .map((side) =>
        side.id !== player
          ? side
          : { ...side, soldiers: side.soldiers.map((s) => ({ ...s, kill: Math.min(9, s.kill + 1) })) },
      ),
  };
}
// #endregion

// #region campaign
const first = fightBattle('docks-3', OPENING);
const afterFirst = afterBattle(first, 'psicorps');
console.log(first.outcome, afterFirst.fallen);

const second = fightBattle('docks-2', afterFirst.sides); // the survivors, and no one else
const afterSecond = afterBattle(second, 'psicorps');

// #endregion

export { afterFirst, afterSecond, broken, first, second };
