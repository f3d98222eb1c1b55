/**
 * `npm run bench`: the Strategic Game's costs (issue 22). The game has two players, so it
 * grows with the map (the seed's map tiled 1, 2 and 3 times each way, an invented bench
 * map), the fleets (the starting BP on the seed's map) and the length (the turn limit). A
 * mid-game turn is its three steps (turn 6 of expanders: production and both moves),
 * each resolved with every report (which draws each player's text map); a whole game of
 * the search bot against an expander, and of two expanders; a game of random bots
 * against its turn limit; one decision of the search bot. Figures in
 * docs/performance.md, "The other games".
 */
import { benchGame } from './game-bench.js';
import { GAME_CASES } from './game-cases.js';

benchGame(
  GAME_CASES['strategic-game']!,
  {
    turn: { iterations: 30, medians: 15 },
    'a turn against the fleets (starting BP; seed map)': { iterations: 30, medians: 15 },
    game: { iterations: 1, medians: 1 },
  },
  { iterations: 3, medians: 3 },
);
