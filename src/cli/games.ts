/**
 * The games the simulator can run, by id: the CLI looks a study's game up here, and so
 * does every worker thread. A new game plugs in with one line.
 */
import { CORPORATE_WAR_SIMULATION } from '../corporate-war/simulation.js';
import type { SimulationGame } from '../kernel/simulate/record.js';

/** Every game `simulturn simulate` knows, by id. */
export const SIMULATION_GAMES: Readonly<Record<string, SimulationGame>> = Object.freeze({
  'corporate-war': CORPORATE_WAR_SIMULATION,
});
