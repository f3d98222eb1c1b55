// #region setup
import {
  BOTS,
  checkOrders,
  type HvState,
  newGame,
  ORDER_SHEET,
  playerView,
  renderMap,
  renderReport,
  resolveTurn,
} from '../../src/harvester/index.js';
import { seededRng } from '../../src/index.js';

// Four players, seats p1 to p4, on the smallest planet that holds them 6 apart (radius 6).
const made = newGame({ seed: 'guide', players: 4 });
if (!made.ok) throw new Error(made.error.map((i) => i.message).join('; '));
let state: HvState = made.value;

// A player's view: its units, and what its scanners know of each hex, in five levels
// (`known`: iterable in cell order, with a length; its JSON is the list of hexes).
const view = playerView(state, 'p1');
const rich = [...view.known].find((k) => k.resources && k.hex !== view.units[0]!.hex)!;
export const radius = state.radius;
export const map = renderMap(view);
// #endregion

// #region turn
// Orders are JSON: a target for the Harvester, moves for defence units, drops, rebuilds.
const scout = view.units.find((u) => u.kind === 'scout')!;
const turn = resolveTurn(state, {
  p1: { target: rich.hex, moves: [{ unit: scout.id, path: ['0,0'] }] },
  p2: BOTS.gatherer(playerView(state, 'p2'), seededRng('p2')),
  p3: [], // ordered nothing
  // p4 sent nothing at all: a turn towards idleness (seven in a row and it is out)
});
state = turn.state;
export const outcomes = turn.reports.p1!.outcomes;
export const report = renderReport(turn.reports.p1!);
// #endregion

// #region sheet
// Play by mail: a blank sheet from the view, filled in and read back into orders.
const sheet = ORDER_SHEET.blank(playerView(state, 'p3'));
const reply = ORDER_SHEET.read(`${sheet}drop 0\nmove 99 0,0\n`, state, 'p3');
export const sheetIssues = reply.issues.map((i) => i.code);

// #endregion

// #region client
// A client draws the board and builds orders from the view alone: no engine, no planet grid.
import {
  boardModel,
  draftLines,
  draftOrders,
  EMPTY_DRAFT,
  legalMoves,
  withMoveTo,
  withRebuild,
} from '../../src/harvester/client/index.js';

const board = boardModel(playerView(state, 'p1')); // every known hex: its q,r name, level, contents
const soldier = board.units.find((u) => u.kind === 'soldier')!;
const reach = legalMoves(board, soldier.id); // the hexes it may move to, each with its path and what it meets
let draft = withMoveTo(board, EMPTY_DRAFT, soldier.id, reach[reach.length - 1]!.hex);
draft = withRebuild(draft, 'scout'); // a rebuild: checkOrders refuses it while no scout is missing
export const orderList = draftLines(board, draft).map((l) => l.text); // ['rebuild a scout for 1 …', 'soldier 5 moves to …']
export const refused = checkOrders(state, 'p1', draftOrders(draft)); // the rebuild, refused: no scout is missing
// #endregion
