/**
 * The code of docs/guides/campaign.md, region by region (the guide's blocks are these
 * regions with the package import path): a custom scenario, a battle fought with the
 * campaign's veterans' ratings, and the survivors carried back into the campaign.
 */
// #region scenario
import {
  createGame,
  DEFAULT_SCENARIO,
  type MatchResult,
  type PlayerId,
  playerView,
  playMatch,
  type Scenario,
  type Stats,
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
/** The campaign's books: each veteran's ratings, by his soldier id in the battles. */
export type Roster = Readonly<Record<string, Partial<Stats>>>;

/** One battle of the campaign: PsiCorps from the west against Orchid Inc from the east. */
export function fightBattle(seed: string, roster: Roster): MatchResult {
  return playMatch({
    seed,
    scenario: DOCKS,
    seats: { psicorps: 'rusher', 'orchid-inc': 'cautious' },
    edges: { psicorps: 'west', 'orchid-inc': 'east' },
    deployments: { psicorps: 'F1', 'orchid-inc': 3 }, // a sector, or a position along the edge
    soldierStats: roster, // ratings that replace the unit type's, soldier by soldier
    dayLimit: 20,
  });
}
// #endregion

// #region after
/** What the campaign keeps from a battle. */
export interface Aftermath {
  readonly won: boolean;
  readonly survivors: readonly string[];
  readonly fallen: readonly string[];
  readonly roster: Roster;
}

/**
 * The campaign's own rule, not the game's: every survivor gains a point of Kill (up to 9);
 * the fallen are replaced by recruits with their unit type's ratings.
 */
export function afterBattle(result: MatchResult, player: PlayerId, roster: Roster): Aftermath {
  const won = result.outcome?.winners.includes(player) ?? false;
  const view = playerView(result.state, player)!;
  const survivors = view.soldiers.filter((s) => s.status === 'alive'); // the revived included
  const next: Record<string, Partial<Stats>> = {};
  for (const s of survivors) {
    const kept = roster[s.id] ?? {};
    next[s.id] = { ...kept, kill: Math.min(9, s.kill + 1) };
  }
  return {
    won,
    survivors: survivors.map((s) => s.id),
    fallen: view.soldiers.filter((s) => s.status === 'dead').map((s) => s.id),
    roster: next,
  };
}
// #endregion

// #region campaign
let roster: Roster = {};
const first = fightBattle('docks-3', roster);
const afterFirst = afterBattle(first, 'psicorps', roster);
console.log(first.outcome, afterFirst.survivors.length, afterFirst.fallen);
roster = afterFirst.roster;

const second = fightBattle('docks-2', roster); // the veterans fight with their new ratings
const afterSecond = afterBattle(second, 'psicorps', roster);

// #endregion

export { afterFirst, afterSecond, broken, first, roster, second };
