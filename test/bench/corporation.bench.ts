/**
 * `npm run bench`: Corporation's costs (issue 22). A mid-game step (step 16, greedy bots)
 * resolved with every report, against the players (2 to 4); a whole game of the default
 * bots (random, greedy, search rotated through the seats) and of greedy bots alone; a
 * step early, in the middle and late in one game (the game has no turn limit); and one
 * decision of the search bot. Figures in docs/performance.md, "The other games".
 */
import { benchGame } from './game-bench.js';
import { GAME_CASES } from './game-cases.js';

benchGame(
  GAME_CASES.corporation!,
  {
    turn: { iterations: 200, medians: 101 },
    length: { iterations: 200, medians: 101 },
    game: { iterations: 1, medians: 1 },
    'one search decision (step 16, greedy bots)': { iterations: 1, medians: 1 },
  },
  { iterations: 3, medians: 3 },
);
