/**
 * The code of docs/guides/campaign-galactic-overlord.md, region by region (the guide's
 * blocks are these regions with the package import paths): a campaign sets each side's
 * forces through a scenario, fights a battle as a game between bots, reads the survivors
 * back, and carries them into its next battle against a new enemy.
 */
// #region scenario
import { BOTS, forcesOf, GALACTIC_OVERLORD, newGame } from '../../src/galactic-overlord/index.js';
import { runMatch } from '../../src/index.js';

// The border war: the Hegemony holds five bases and a laser fleet; the Free Worlds hold
// three, one taken from the Hegemony long ago, twelve torpedo cruisers (three of them
// damaged) and a shield generator.
export const border = {
  sides: [
    {
      id: 'ann',
      name: 'The Ann Hegemony',
      bases: [{ count: 5 }],
      ships: [{ hull: 'battleship', weapon: 'laser', count: 6 }],
      bp: 20,
    },
    {
      id: 'bob',
      name: 'Free Worlds of Bob',
      bases: [{ count: 2 }, { builder: 'ann', count: 1 }],
      ships: [
        { hull: 'cruiser', weapon: 'torpedo', count: 9 },
        { hull: 'cruiser', weapon: 'torpedo', damage: 2, count: 3 },
      ],
      generators: 1,
    },
  ],
};
const start = newGame({ seed: 'border-1', turnLimit: 40, scenario: border });
if (!start.ok) throw new Error(start.error.map((i) => i.message).join('; '));

// A scenario is checked like every input: each problem a typed issue at its path.
export const typo = newGame({
  seed: 'typo',
  scenario: {
    sides: [
      { id: 'ann', shps: [] },
      { id: 'bob', generators: 5 },
    ],
  },
});
if (!typo.ok) console.log(typo.error.map((i) => i.message));
// [ 'scenario.sides[0].shps: unknown key "shps"; did you mean "ships"?',
//   'scenario.sides[1].generators: 5 is more than the rules allow, 3 (GO-4.5: …)' ]
// #endregion

// #region battle
// Bots fight it out; the seats are the sides' ids.
export const first = runMatch(GALACTIC_OVERLORD, {
  seed: 'border-1',
  start: start.value,
  seats: { ann: BOTS.aggressor, bob: BOTS.economist },
  arrival: true,
});
export const firstOutcome = GALACTIC_OVERLORD.outcome(first.state);
// #endregion

// #region survivors
// The survivors, in the scenario's shape: every faction still in, its bases by builder,
// its ships by kind and damage, and its stocks.
export const survivors = forcesOf(first.state);
// Between battles the campaign repairs every ship (the game would charge 1 BP a ship).
export const repaired = survivors.map((side) => ({
  ...side,
  ships: side.ships.map((group) => ({ ...group, damage: 0 })),
}));
// #endregion

// #region next
// The next battle: the survivors, unchanged but for the repairs, against a new enemy.
const next = newGame({
  seed: 'border-2',
  turnLimit: 40,
  scenario: {
    sides: [
      ...repaired,
      {
        id: 'cy',
        name: 'Cy Collective',
        bases: [{ count: 4 }],
        ships: [{ hull: 'dreadnaught', weapon: 'fighter', count: 4 }],
      },
    ],
  },
});
if (!next.ok) throw new Error(next.error.map((i) => i.message).join('; '));
export const nextStart = next.value;
export const second = runMatch(GALACTIC_OVERLORD, {
  seed: 'border-2',
  start: next.value,
  seats: Object.fromEntries(next.value.players.map((p) => [p, BOTS.aggressor])),
  arrival: true,
});
export const afterSecond = forcesOf(second.state);
// #endregion
