// #region setup
import {
  applicablePromotions,
  applyPromotion,
  awaiting,
  BOTS,
  type Building,
  type CorporationState,
  legalEndStates,
  newGame,
  orderSheet,
  playerView,
  playTurn,
  readOrderSheet,
  renderMap,
  solveSolo,
} from '../../src/corporation/index.js';
import { seededRng } from '../../src/index.js';

// Two players on the default building (invented: the seed's picture is missing).
const made = newGame({ seed: 'guide', players: ['red', 'blue'] });
if (!made.ok) throw new Error(made.error.map((i) => i.message).join('; '));
let state: CorporationState = made.value;

// The twelve placements: whoever is awaited puts a counter on an empty circle (0 to 11).
const colours = ['red', 'green', 'blue', 'yellow'] as const;
for (let k = 0; k < 12; k++) {
  const who = awaiting(state).players[0]!;
  const placed = playTurn(state, who, { circle: k, colour: colours[k % 4] });
  if (!placed.ok) throw new Error(placed.error[0]!.message);
  state = placed.value.state;
}
export const afterPlacements = awaiting(state); // { players: [the first player], kind: 'turn' }
// #endregion

// #region clicks
// A turn: an exchange, an entry, then promotions until none applies.
export const mover = afterPlacements.players[0]!;
const turn = playTurn(state, mover, { enter: { colour: mover, area: mover } });
if (!turn.ok) throw new Error(turn.error[0]!.message);
// The engine completed the promotions the list left undone (CO-5.7); the report says which.
export const events = turn.value.report.events.map((e) => e.type);

// Click by click: what can be promoted now, and one promotion at a time.
export const now = applicablePromotions(turn.value.state);
const clicked = now[0] === undefined ? null : applyPromotion(turn.value.state, now[0]);
export const clickedOk = clicked === null || clicked.ok;

// Every legal end of the next turn, each with orders that reach it.
const next = awaiting(turn.value.state).players[0]!;
export const ends = legalEndStates(turn.value.state, next);
state = turn.value.state;
// #endregion

// #region bots
// Bots are (view, rng) => orders: random, greedy (one turn ahead), search (two).
for (let step = 0; step < 200 && awaiting(state).kind !== 'over'; step++) {
  const who = awaiting(state).players[0]!;
  const bot = who === 'red' ? BOTS.search : BOTS.greedy;
  const orders = bot(playerView(state, who), seededRng(`guide:${step}`));
  const played = playTurn(state, who, orders);
  if (!played.ok) throw new Error(played.error[0]!.message);
  state = played.value.state;
}
export const ended = state.ended; // { reason: 'three-in-boardroom', winners: [...], turn }
// #endregion

// #region sheet
// By mail: a blank sheet, filled in by a person, read back with line-and-column problems.
const fresh = newGame({ seed: 'sheet', players: ['red', 'blue'] });
if (!fresh.ok) throw new Error('newGame');
const placer = awaiting(fresh.value).players[0]!;
const blank = orderSheet(playerView(fresh.value, placer));
export const read = readOrderSheet(`${blank}place 4 red\n`, fresh.value, placer);
// read.orders: { circle: 3, colour: 'red' } (circles are 1 to 12 on sheets)
export const mistyped = readOrderSheet('place 13 red', fresh.value, placer).problems;
// [{ line: 1, column: 7, message: '"13" is not a circle: circles are numbered 1 to 12' }]
export const picture = renderMap(playerView(fresh.value, placer));

// #endregion

// #region client
// In a browser: the client entry reads the view alone (no engine) to draw the board and
// to turn a person's clicks into orders: pick a piece, then one of its targets.
import { boardModel, choose, EMPTY_PLAN, pieces, targets } from '../../src/corporation/client/index.js';

const view = playerView(fresh.value, placer);
export const board = boardModel(view); // floors from the top, circles 1 to 12, reception areas 1 to 4
const [counter] = pieces(view, EMPTY_PLAN); // at a placement: a counter from the pile
const [circle] = counter === undefined ? [] : targets(view, EMPTY_PLAN, counter); // an empty circle
export const choice = counter && circle ? choose(view, EMPTY_PLAN, counter, circle) : null;
// { kind: 'place', circle: 0, colour: 'red' }: the orders { circle: 0, colour: 'red' }
// #endregion

// #region solo
// The solo puzzle on a building where every reception area leads to the Boardroom.
const straight: Building = {
  name: 'straight',
  invented: true,
  rooms: colours.map((c) => ({ id: `reception-${c}`, colour: c, up: 'boardroom', reception: true })),
};
const table = [
  'red',
  'red',
  'green',
  'green',
  'blue',
  'blue',
  'yellow',
  'yellow',
  'red',
  'green',
  'blue',
  'yellow',
] as const;
const puzzle = newGame({ seed: 'solo', players: ['red'], building: straight, start: { table: [...table] } });
if (!puzzle.ok) throw new Error('newGame');
export const solved = solveSolo(puzzle.value, 20); // { status: 'solved', turns: 12, line: [...] }
// #endregion
