// #region ground

import { runMatch } from '../../src/index.js';
import {
  forcesOf,
  newGame,
  parseState,
  STRATEGIC_GAME,
  serializeState,
  type TsgForces,
  type TsgScenario,
  type TsgState,
} from '../../src/strategic-game/index.js';

// The campaign's own ground: a map of 12 columns by 9 rows, hexes named column then row.
// Each system has its twin half a turn round the map, so neither home is favoured.
const marches = {
  cols: 12,
  rows: 9,
  homes: ['0202', '1108'] as [string, string],
  systems: ['0405', '0905', '0603', '0707', '0208', '1102', '0706', '0604', '1004', '0306'],
};

// A warship of 20 BP and a scout of 10 BP (engine, shields, to-hit, weapons).
const warship = { engine: 3, shields: 5, toHit: 4, weapons: 4 };
const scout = { engine: 5, shields: 3, toHit: 0, weapons: 1 };

// The first war: Red brings a fleet from an earlier campaign and 200 BP to build with;
// Blue, poorer, starts with 160 BP and a system already its own.
const firstWar: TsgScenario = {
  ground: { map: marches },
  sides: [
    {
      id: 'red',
      name: 'The Red Marches',
      budget: 200,
      fleets: [{ id: 'red-veterans', ships: [warship, warship, warship, warship, scout] }],
    },
    { id: 'blue', name: 'The Blue League', budget: 160, holdings: ['0905'] },
  ],
};
const made = newGame({ scenario: firstWar }, 'war 1');
if (!made.ok) throw new Error(made.error.map((i) => i.message).join('; '));
export const start: TsgState = made.value;
export const redAtStart = forcesOf(start)[0]; // its fleet at home, ids given: red-s1 to red-s5

// A slip of the pen is refused with its place and the nearest key, never ignored.
const typo = newGame({ scenario: { sides: [{ budjet: 200 }, {}] } }, 'war 1');
export const typoMessage = typo.ok ? '' : typo.error[0]!.message;
// 'scenario.sides[0] has no budjet; did you mean budget?'
// #endregion

// #region war
// The war, fought by bots through the kernel's match runner: the search bot for Red, the
// expander for Blue. A person's seat would be an ExternalSeat instead.
const { search, expander } = STRATEGIC_GAME.bots;
const first = runMatch(STRATEGIC_GAME, {
  seed: 'war 1',
  start,
  seats: { red: search!.bot, blue: expander!.bot },
  maxSteps: 3 * 100,
  record: false,
});
export const firstOutcome = STRATEGIC_GAME.outcome(first.state); // { reason, winners, seats, why }

// Saved with the game: the names, budgets, fleets and holdings come back from a save.
const saved = parseState(serializeState(first.state));
export const savedNames = saved.ok ? saved.value.names : {}; // { red: 'The Red Marches', ... }
// #endregion

// #region survivors
// What each side has left, in the shape of the scenario's sides: its id and name, the BP
// in hand, every fleet with its ships (ids kept), and the systems it holds.
export const survivors: [TsgForces, TsgForces] = forcesOf(first.state);

// The next war starts from them unchanged: each fleet back at its home (where it stood
// is not kept), the BP and holdings as they were.
const again = newGame({ scenario: { ground: { map: marches }, sides: survivors } }, 'war 2');
if (!again.ok) throw new Error(again.error.map((i) => i.message).join('; '));
export const secondStart = forcesOf(again.value);

// A campaign may change them between wars, as any scenario: here each side gets 100 BP of
// reinforcements and the winner keeps its holdings, the loser gives up its own.
const winner = firstOutcome?.winners[0];
const reinforced = survivors.map((side) => ({
  ...side,
  budget: side.budget + 100,
  holdings: side.id === winner ? side.holdings : [],
})) as [TsgForces, TsgForces];
const third = newGame({ scenario: { ground: { map: marches }, sides: reinforced } }, 'war 2');
if (!third.ok) throw new Error(third.error.map((i) => i.message).join('; '));
const second = runMatch(STRATEGIC_GAME, {
  seed: 'war 2',
  start: third.value,
  seats: { red: search!.bot, blue: expander!.bot },
  maxSteps: 3 * 100,
  record: false,
});
export const secondOutcome = STRATEGIC_GAME.outcome(second.state);
export const afterSecond = forcesOf(second.state);
// #endregion
