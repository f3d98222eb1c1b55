/**
 * The worker-thread side of the simulator's pool: a worker script calls
 * {@link serveSimulationWorker} with its registry of games; the pool then sends it ranges
 * of game indices and it answers with their records.
 *
 * @example
 * ```ts
 * // sim-worker.ts, built to JavaScript and given to runSimulation as its worker script
 * serveSimulationWorker({ 'coin-toss': coinToss });
 * ```
 */
import { playRange } from './play-range.js';
import type { GameRecord, SimulationGame } from './record.js';
import type { StudyMeta } from './summary.js';

/** What the pool gives a worker when it starts. */
export interface WorkerSetup {
  /** The study whose games the worker plays. */
  readonly meta: StudyMeta;
}

/** A message from the pool: play games `from` to `to - 1`. */
export interface WorkerTask {
  /** The first game to play. */
  readonly from: number;
  /** The game after the last one to play. */
  readonly to: number;
}

/** A worker's answer: the records of a task, in index order, or what went wrong. */
export type WorkerReply =
  | {
      /** The task's game records, in index order. */
      readonly records: readonly GameRecord[];
    }
  | {
      /** The error's stack or message. */
      readonly error: string;
    };

/**
 * Serves the pool from inside a worker thread, finding the study's game by id in `games`.
 * Resolves once it listens; the pool's messages wait for it meanwhile.
 */
export async function serveSimulationWorker(games: Readonly<Record<string, SimulationGame>>): Promise<void> {
  // Imported here so that the kernel's entry point loads no Node module unless it is used.
  const { parentPort, workerData } = await import('node:worker_threads');
  const port = parentPort;
  if (port === null) throw new Error('serveSimulationWorker runs only in a worker thread');
  const { meta } = workerData as WorkerSetup;
  const game = Object.hasOwn(games, meta.game) ? games[meta.game] : undefined;
  port.on('message', (task: WorkerTask) => {
    let reply: WorkerReply;
    try {
      if (game === undefined) throw new Error(`the worker knows no game "${meta.game}"`);
      reply = { records: playRange(game, meta, task.from, task.to) };
    } catch (e) {
      reply = { error: e instanceof Error ? (e.stack ?? e.message) : String(e) };
    }
    port.postMessage(reply);
  });
}
