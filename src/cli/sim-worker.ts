/**
 * The worker thread of `simulturn simulate`: plays the chunks of games the main thread
 * sends it and answers with their records. Built to `dist/cli/sim-worker.js`.
 */
import { serveSimulationWorker } from '../kernel/simulate/worker.js';
import { SIMULATION_GAMES } from './games.js';

// No top-level await: the CommonJS build cannot have one. A failure rejects, which ends
// the worker with an error the pool reports.
void serveSimulationWorker(SIMULATION_GAMES);
