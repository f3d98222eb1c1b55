/**
 * `npm run bench`: Galactic Overlord's costs (issue 22). A mid-game turn (turn 10 of
 * economists, who last and fight) resolved with every report, against the factions (2 to
 * 12, the most GO-1.1 seats); a whole game of the default bots (random, aggressor,
 * economist, search rotated through the seats) and of the heuristic bots alone; a game of
 * four economists against its turn limit; and one decision of the search bot. Figures in
 * docs/performance.md, "The other games".
 */
import { benchGame } from './game-bench.js';
import { GAME_CASES } from './game-cases.js';

benchGame(
  GAME_CASES['galactic-overlord']!,
  {
    turn: { iterations: 200, medians: 101 },
    length: { iterations: 3, medians: 5 },
    game: { iterations: 1, medians: 1 },
    'one search decision (turn 3, economists)': { iterations: 1, medians: 1 },
  },
  { iterations: 5, medians: 5 },
);
