/**
 * The games the simulator can run, by id: the CLI looks a study's game up here, and so
 * does every worker thread. They are the registered games (`src/games.ts`) that can be
 * studied: a game's own simulator plug-in (Corporate War's), or one made from its
 * `readOptions`. A new game plugs in by registering there.
 */
import { GAMES } from '../games.js';
import type { SimulationGame } from '../kernel/game/simulation.js';
import { simulationFor } from '../kernel/simulate/from-game.js';

/** Every game `simulturn simulate` knows, by id. */
export const SIMULATION_GAMES: Readonly<Record<string, SimulationGame>> = Object.freeze(
  Object.fromEntries(
    GAMES.games.flatMap((game) => {
      const simulation = simulationFor(game);
      return simulation === undefined ? [] : [[game.id, simulation]];
    }),
  ),
);
