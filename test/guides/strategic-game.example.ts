// #region setup

import { runMatch } from '../../src/index.js';
import {
  DUEL_MAP,
  newGame,
  ORDER_SHEET,
  playerView,
  renderMap,
  renderReport,
  resolveStep,
  STRATEGIC_GAME,
  type TsgState,
} from '../../src/strategic-game/index.js';

// The small invented duel map and 60 BP each; the default is the seed's map and 525 BP.
const made = newGame({ map: DUEL_MAP, budget: 60 }, 'guide');
if (!made.ok) throw new Error(made.error.map((i) => i.message).join('; '));
const start: TsgState = made.value;

// Production: both players at once. A ship is engine, shields, to-hit and weapons
// (1 BP a point, 2 a weapon), costing exactly 10, 15 or 20 BP.
const warship = { kind: 'build', engine: 3, shields: 5, toHit: 4, weapons: 4 }; // 20 BP
const scout = { kind: 'build', engine: 5, shields: 3, toHit: 0, weapons: 1 }; // 10 BP
const produced = resolveStep(start, {
  p1: [warship, warship, scout, { kind: 'battle', retreatAt: 50 }],
  p2: [warship, warship, warship],
});
export const afterProduction = produced.state.phase; // 'move-1'
export const firstMover = produced.state.initiative[0]; // by the initiative roll
export const p1Built = produced.reports.p1!.built; // ['p1-s1', 'p1-s2', 'p1-s3']
// #endregion

// #region moves
// Player 1 moves, then Player 2, who sees where Player 1's fleets went; then combat.
// p1's scout (fleet p1-f3, engine 5) heads for the system at 0502; p2 stays home.
const moveOf = (player: string) => (player === 'p1' ? [{ kind: 'move', fleet: 'p1-f3', to: '0502' }] : []);
const one = resolveStep(produced.state, { [firstMover]: moveOf(firstMover) });
const second = one.state.initiative[1];
const two = resolveStep(one.state, { [second]: moveOf(second) });
export const turnTwo = two.state.turn; // 2: production again
export const scoutAt = playerView(two.state, 'p2').fleets.find((f) => f.id === 'p1-f3')?.at; // public
export const p2SeesShips = JSON.stringify(playerView(two.state, 'p2')).includes('p1-s3'); // false: private
export const report = renderReport(two.reports.p1!);
export const map = renderMap(playerView(two.state, 'p1'));
// #endregion

// #region sheet
// Play by mail: the text order sheet, read back into orders with each problem on its line.
// The blank sheet opens with "player: p1" and "step: 4" (the game's step, not the turn).
export const blank = ORDER_SHEET.blank(playerView(two.state, 'p1'));
const filled = ORDER_SHEET.read(
  `player: p1\nstep: ${two.state.step}\nbuild E5 S3 T0 W1\nmerge p1-f2 into p1-f1\nbuild E9 S0 T0 W1\n`,
  two.state,
  'p1',
);
export const sheetOrders = filled.orders;
export const sheetProblems = filled.issues.map((i) => i.message);

// #endregion

// #region client
// A client draws the board and builds orders from a view alone, with none of the engine:
// every hex named as a person types it, fleets, the legend, and where a fleet may go.
import { boardOf, legalTargets, moveOrder, orderLine } from '../../src/strategic-game/client/index.js';

const moving = playerView(produced.state, firstMover); // the first mover's view, at its move
const board = boardOf(moving);
export const homeHex = board.myHome.text; // e.g. '0202: your home; your fleets p1-f1, p1-f2, p1-f3'
const fleet = board.fleets[0]!; // its ships summarised: '1 ship: E3 S5 T4 W4'
const reach = legalTargets(moving, fleet.id); // the hexes within its speed, nearest first
export const clientOrder = moveOrder(fleet.id, reach[0]!.name); // { kind: 'move', fleet, to }
export const clientLine = orderLine(clientOrder); // the same order as a sheet line
export const clientIssues = STRATEGIC_GAME.checkOrders(produced.state, firstMover, [clientOrder]).issues; // []
// #endregion

// #region bots
// Whole games through the kernel's match runner: the search bot against the expander.
const game = newGame({}, 'bots'); // the seed's example map
if (!game.ok) throw new Error('setup');
const { search, expander } = STRATEGIC_GAME.bots;
const played = runMatch(STRATEGIC_GAME, {
  seed: 'bots',
  start: game.value,
  seats: { p1: search!.bot, p2: expander!.bot },
  maxSteps: 600,
  record: false,
});
export const ended = STRATEGIC_GAME.outcome(played.state); // { reason, winners, seats }
// #endregion
