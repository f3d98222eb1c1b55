/**
 * Runs the games of a study, or of one shard of it, on worker threads and adds their
 * records to a summary. The main thread hands out small chunks of game indices as workers
 * finish the previous ones, so a slow chunk never holds the others up. A game depends
 * only on the study and its own index, and the summary only adds whole numbers, so the
 * summary is the same for any number of workers.
 */
import type { Worker } from 'node:worker_threads';
import { SimulturnError } from '../issue.js';
import { simulationIssue } from './issues.js';
import { playRange } from './play-range.js';
import type { GameRange, SimulationGame } from './record.js';
import { addRecords, emptySummary, type StudyMeta, type Summary } from './summary.js';
import type { WorkerReply, WorkerSetup, WorkerTask } from './worker.js';

/** What {@link runSimulation} needs. */
export interface RunSimulationOptions {
  /** The study. */
  readonly meta: StudyMeta;
  /** The study's game (its id must be `meta.game`). */
  readonly game: SimulationGame;
  /** The games to play; the whole study by default (see `planShard`). */
  readonly range?: GameRange;
  /** How many worker threads; 0 (the default) plays every game in this thread. */
  readonly workers?: number;
  /**
   * The worker script, a JavaScript module that calls `serveSimulationWorker` with a
   * registry holding the game (the CLI's is `dist/cli/sim-worker.js`). Needed for workers.
   */
  readonly workerScript?: URL | string;
  /** Games per message to a worker; by default an eighth of each worker's share, from 1 to 64. */
  readonly chunkSize?: number;
  /** Called as games finish, with how many are done of how many. */
  readonly onProgress?: (done: number, total: number) => void;
}

/**
 * Plays a study's games and returns their summary. Rejects if a game throws or a worker
 * dies; throws `SimulturnError` on invalid options.
 * @example
 * ```ts
 * const meta = { game: 'coin-toss', seed: 's', bots: ['heads'], options: {}, gamesTotal: 100 };
 * const summary = await runSimulation({ meta, game: coinToss, workers: 2, workerScript: new URL('./worker.js', import.meta.url) });
 * ```
 */
export async function runSimulation(options: RunSimulationOptions): Promise<Summary> {
  const { meta, game } = options;
  const [from, to] = options.range ?? [0, meta.gamesTotal];
  const workers = options.workers ?? 0;
  const bad = (detail: string) => new SimulturnError([simulationIssue('setup/invalid', [], { detail })]);
  if (game.id !== meta.game) throw bad(`the game is ${game.id} but the study is of ${meta.game}`);
  if (
    !(
      Number.isSafeInteger(from) &&
      Number.isSafeInteger(to) &&
      0 <= from &&
      from <= to &&
      to <= meta.gamesTotal
    )
  ) {
    throw bad(`the range [${from}, ${to}) is not within the study's ${meta.gamesTotal} games`);
  }
  if (!(Number.isSafeInteger(workers) && workers >= 0)) throw bad('workers must be a whole number from 0');
  if (workers > 0 && options.workerScript === undefined)
    throw bad('running on workers needs a worker script');
  const total = to - from;
  const chunk = options.chunkSize ?? Math.min(64, Math.max(1, Math.ceil(total / (Math.max(1, workers) * 8))));
  if (!(Number.isSafeInteger(chunk) && chunk >= 1)) throw bad('chunkSize must be a whole number from 1');
  const progress = options.onProgress ?? (() => {});
  if (workers === 0 || total === 0) {
    let summary = emptySummary(meta);
    progress(0, total);
    for (let a = from; a < to; a += chunk) {
      const b = Math.min(to, a + chunk);
      summary = addRecords(summary, playRange(game, meta, a, b));
      progress(b - from, total);
    }
    return summary;
  }
  return runOnWorkers(
    meta,
    [from, to],
    Math.min(workers, Math.ceil(total / chunk)),
    chunk,
    options.workerScript!,
    progress,
  );
}

async function runOnWorkers(
  meta: StudyMeta,
  [from, to]: GameRange,
  count: number,
  chunk: number,
  script: URL | string,
  progress: (done: number, total: number) => void,
): Promise<Summary> {
  // Imported here so that the kernel's entry point loads no Node module unless workers are used.
  const { Worker } = await import('node:worker_threads');
  const total = to - from;
  let summary = emptySummary(meta);
  let next = from;
  let done = 0;
  const pool: Worker[] = [];
  progress(0, total);
  try {
    return await new Promise<Summary>((resolve, reject) => {
      let failed = false;
      const fail = (e: Error) => {
        if (!failed) reject(e);
        failed = true;
      };
      const feed = (worker: Worker) => {
        if (next >= to) return;
        const task: WorkerTask = { from: next, to: Math.min(to, next + chunk) };
        next = task.to;
        worker.postMessage(task);
      };
      for (let k = 0; k < count; k++) {
        const setup: WorkerSetup = { meta };
        const worker = new Worker(script, { workerData: setup });
        pool.push(worker);
        worker.on('message', (reply: WorkerReply) => {
          if (failed) return;
          if ('error' in reply) return fail(new Error(`a simulation worker failed: ${reply.error}`));
          try {
            summary = addRecords(summary, reply.records);
          } catch (e) {
            return fail(e as Error);
          }
          done += reply.records.length;
          progress(done, total);
          if (done === total) resolve(summary);
          else feed(worker);
        });
        worker.on('error', (e) => fail(e));
        worker.on('exit', (code) => {
          if (done < total)
            fail(new Error(`a simulation worker stopped (exit code ${code}) before the games were done`));
        });
        feed(worker);
      }
    });
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
}
