// #region scenario
import {
  forcesOf,
  HARVESTER,
  type HarvesterForces,
  type HarvesterScenario,
  type HarvesterSide,
  type HvState,
  newGame,
} from '../../src/harvester/index.js';
import { runMatch } from '../../src/index.js';

// The ground of the first battle: a planet of radius 8, a rough ridge across the middle
// that only Soldiers and Scouts cross, a shrouded crater, a field of resources for each
// side, and the two Harvesters' landing hexes, 8 apart.
const ridge: HarvesterScenario['ground'] = {
  radius: 8,
  resources: { '-1,-3': 4, '-2,-2': 3, '0,-4': 5, '1,3': 4, '2,2': 3, '0,4': 5, '0,0': 2 },
  terrain: { rough: ['-2,1', '-1,1', '1,0', '2,-1'], shroud: ['0,0'] },
  starts: ['0,-4', '0,4'],
};

// The sides, in seat order: ids and names of the campaign's own, and their forces. The
// raiders have lost their General and a Lieutenant in an earlier war: their army is what
// they hold, and all they may ever rebuild.
const sides: HarvesterSide[] = [
  { id: 'raiders', name: 'The Rust Raiders', army: { lieutenant: 1, soldier: 3, scout: 4 }, load: 10 },
  { id: 'wardens', name: 'The Wardens' }, // the whole army, an empty Harvester
];

// A scenario is checked like every input: a problem is an issue at its path.
const broken = newGame({
  seed: 'x',
  scenario: { ground: ridge, sides: [{ id: 'raiders', army: { general: 2 } }, { id: 'w' }] },
});
export const brokenIssues = broken.ok ? [] : broken.error.map((i) => `${i.path.join('.')}: ${i.message}`);
// #endregion

// #region battle
/** Fights one battle on the ground with the bots, and reads back who is left. */
function battle(seed: string, ground: HarvesterScenario['ground'], forces: HarvesterSide[]) {
  const start = newGame({ seed, scenario: { ground, sides: forces }, turnLimit: 40 });
  if (!start.ok) throw new Error(start.error.map((i) => i.message).join('; '));
  const run = runMatch(HARVESTER, {
    seed,
    start: start.value,
    // A seat by the player's id: the hard bot for the raiders, the medium one for the wardens.
    seats: { raiders: HARVESTER.bots.search!.bot, wardens: HARVESTER.bots.gatherer!.bot },
    record: false,
  });
  const state: HvState = run.state;
  return { outcome: HARVESTER.outcome(state)!, survivors: forcesOf(state), turns: state.turn - 1 };
}

export const first = battle('ridge-1', ridge, sides);
// #endregion

// #region after
// The survivors, in the shape of the scenario's sides: each side still on the planet with
// the units it has left and the resources its Harvester holds. A side that went out is
// not among them. Subjects are free again in the next battle.
const survivors: HarvesterForces[] = first.survivors.map((side) => ({
  ...side,
  load: Math.min(side.load, 15),
}));

// The second battle, on open ground drawn from the seed, with the survivors as they are.
export const second = battle('plain-2', { radius: 7 }, survivors);
export const carried = survivors;
// #endregion
