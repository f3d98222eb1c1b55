/**
 * A sweep of many short studies (rules options × bot line-ups), played either on one
 * long-lived pool of worker threads or with a pool of its own for each study, as
 * `runSimulation` does: the pool's gain is each worker's start-up and compiler warm-up,
 * paid once instead of once a study. Time the whole process from outside (`/usr/bin/time
 * -v`, or alternate the two modes), and compare user CPU time as well as wall time on a
 * shared machine. Both modes print the same digest of the summaries. From the root:
 *
 *   npx tsup --no-config --entry.main src/cli/main.ts --entry.sim-worker src/cli/sim-worker.ts \
 *     --format esm --platform node --target node20 --out-dir .cli-try/cli --silent
 *   npx esbuild test/bench/sweep.ts --bundle --platform=node --format=esm --outfile=.cli-try/sweep.mjs
 *   node .cli-try/sweep.mjs pool .cli-try/cli/sim-worker.js      # 20 studies × 200 games, 2 workers
 *   node .cli-try/sweep.mjs separate .cli-try/cli/sim-worker.js
 *
 * Further arguments: studies (20), games a study (200), workers (2).
 */
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { CORPORATE_WAR_SIMULATION } from '../../src/corporate-war/simulation.js';
import { openSimulationPool, runSimulation } from '../../src/kernel/simulate/pool.js';
import type { StudyMeta, Summary } from '../../src/kernel/simulate/summary.js';

const [mode, script, studiesArg, gamesArg, workersArg] = process.argv.slice(2);
if ((mode !== 'pool' && mode !== 'separate') || script === undefined) {
  console.error('usage: sweep.mjs pool|separate WORKER_SCRIPT [studies] [games] [workers]');
  process.exit(2);
}
const workerScript = resolve(script);
const studies = Number(studiesArg ?? 20);
const games = Number(gamesArg ?? 200);
const workers = Number(workersArg ?? 2);

const LINE_UPS = [
  ['rusher', 'cautious'],
  ['rusher', 'random'],
  ['cautious', 'random'],
  ['rusher', 'cautious', 'random'],
  ['rusher', 'rusher', 'cautious', 'random'],
];
const DUELS = ['ratio', 'd6', 'compare', 'ratio'];
const SWEEP: StudyMeta[] = Array.from({ length: studies }, (_, k) => ({
  game: 'corporate-war',
  seed: `sweep/${k}`,
  bots: LINE_UPS[k % LINE_UPS.length]!,
  options: { duelModel: DUELS[Math.floor(k / LINE_UPS.length) % DUELS.length]! },
  gamesTotal: games,
}));

const game = CORPORATE_WAR_SIMULATION;
const started = performance.now();
const summaries: Summary[] = [];
if (mode === 'pool') {
  const pool = await openSimulationPool({ workerScript, workers });
  try {
    for (const meta of SWEEP) summaries.push(await pool.run({ meta, game }));
  } finally {
    await pool.close();
  }
} else {
  for (const meta of SWEEP) summaries.push(await runSimulation({ meta, game, workers, workerScript }));
}
const seconds = (performance.now() - started) / 1000;
const digest = createHash('sha256').update(JSON.stringify(summaries)).digest('hex').slice(0, 16);
console.log(
  `${mode}: ${studies} studies × ${games} games on ${workers} workers in ${seconds.toFixed(2)} s; summaries ${digest}`,
);
