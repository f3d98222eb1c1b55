// #region setup
import {
  BOTS,
  blankSheet,
  checkOrders,
  type GoState,
  newGame,
  playerView,
  readSheet,
  renderMap,
  resolveTurn,
  searchBot,
} from '../../src/galactic-overlord/index.js';
import { seededRng } from '../../src/index.js';

// Three factions, every rules option at its default (edition v1.3).
const made = newGame({ seed: 'guide', players: ['ann', 'bob', 'cy'], turnLimit: 40 });
if (!made.ok) throw new Error(made.error.map((i) => i.message).join('; '));
let state: GoState = made.value;

// What ann knows: her faction in full, everyone else as the public post shows them.
export const annView = playerView(state, 'ann');
// Orders are checked against the state: three home bases allow a battleship, not a dreadnaught (GO-3.3).
export const tooBig = checkOrders(state, 'ann', { ships: [{ hull: 'dreadnaught', weapon: 'laser' }] });
// #endregion

// #region turn
// Secret orders, resolved together. Ann builds a base and fighter battleships and stays
// home; bob sends his new torpedo cruisers at ann; cy builds a shield generator.
const turn = resolveTurn(
  state,
  {
    ann: {
      bases: 1,
      ships: Array.from({ length: 10 }, () => ({ hull: 'battleship', weapon: 'fighter' })),
      oob: { slots: 'FTLFLT', range: 'none', formation: 'spread' },
    },
    bob: {
      ships: Array.from({ length: 15 }, () => ({ hull: 'cruiser', weapon: 'torpedo' })),
      special: { kind: 'attack', target: 'ann', ships: 'all' },
      oob: { slots: 'TLFTFL' },
    },
    cy: { special: { kind: 'build-generator' } },
  },
  // The order in which orders arrived: it decides only which of several attackers meets a defender first (GO-5.4).
  { arrival: ['cy', 'bob', 'ann'] },
);
// The public post: every faction's bases, navy and BP, and each battle's result.
export const battle = turn.post.battles[0]!; // bob attacks ann: ann's fighters win
// Each faction's private report: its orders' fate, its BP book, its own battles round by round.
export const annBook = turn.reports.ann!.bp; // { before: 32, income: 15, spent: 46, forfeited: 0, after: 1 }
state = turn.state;
// #endregion

// #region bots
// Bots are (view, rng) => orders; they see only their faction's view.
// random, aggressor, economist, and search (a one-turn best response to the heuristics).
for (let t = 0; t < 40 && state.players.filter((p) => state.factions[p]!.outAt === null).length > 1; t++) {
  const orders: Record<string, unknown> = {};
  for (const p of state.players) {
    if (state.factions[p]!.outAt !== null) continue;
    const bot = p === 'ann' ? searchBot : BOTS.aggressor;
    orders[p] = bot(playerView(state, p), seededRng(`guide:${state.turn}:${p}`));
  }
  state = resolveTurn(state, orders).state;
}
export const survivors = state.players.filter((p) => state.factions[p]!.outAt === null);
// #endregion

// #region sheet
// By mail: the sheet a forum player fills in, read back into orders with every problem named.
const fresh = newGame({ seed: 'sheet', players: ['p1', 'p2'] });
if (!fresh.ok) throw new Error('newGame');
// The blank sheet opens with "player: p1" and "step: 1" (the turn); the orders go below.
export const blank = blankSheet(playerView(fresh.value, 'p1'));
export const sheet = readSheet(
  `${blank}bases: 1\nship: 10 x fighter battleship\nattack: p2 all\noob: FTLFLT none spread\noob against p2: TLFTFL close-in\n`,
  fresh.value,
  'p1',
);
// sheet.reply echoes the orders: 'orders accepted:', '  Build 1 base: 16 BP',
// '  Build 10 fighter battleships: 30 BP', … '  BP: 47 to spend, 46 spent, 1 left for later turns.'
// sheet.orders: the JSON orders checkOrders takes.
export const misfiled = readSheet(blank, fresh.value, 'p2').reply;
// "line 2: this sheet is p1's, not p2's; none of its orders were read", and no orders.
export const slip = readSheet('ship: 2 x cruiser lazer\n', fresh.value, 'p1').reply;
// 'line 1: "lazer" is not a weapon and a hull; did you mean "laser"? …' then 'sheet refused: fix the lines above'
// The text board: the factions, their bases (B1…) and navies, your ships (S1…), prices and a legend.
export const map = renderMap(playerView(fresh.value, 'p1'));
// #endregion
