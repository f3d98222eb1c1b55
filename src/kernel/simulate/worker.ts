/**
 * The worker-thread side of the simulator's pool: a worker script calls
 * {@link serveSimulationWorker} with its registry of games; the pool then sends it ranges
 * of game indices, each with its study, and it answers with their records. A worker
 * knows no study of its own, so one pool of workers serves any number of studies in turn
 * (see `openSimulationPool`), compiling the game's code once.
 *
 * @example
 * ```ts
 * // sim-worker.ts, built to JavaScript and given to runSimulation as its worker script
 * serveSimulationWorker({ 'coin-toss': coinToss });
 * ```
 */

import type { GameRecord, SimulationGame } from '../game/simulation.js';
import { playRange } from './play-range.js';
import type { StudyMeta } from './summary.js';

/** A message from the pool: play games `from` to `to - 1` of a study. */
export interface WorkerTask {
  /** The pool's number for the run the task belongs to, returned in the reply. */
  readonly run: number;
  /** The study whose games to play. */
  readonly meta: StudyMeta;
  /** The first game to play. */
  readonly from: number;
  /** The game after the last one to play. */
  readonly to: number;
}

/** A worker's answer to a task: its records, in index order, or what went wrong. */
export type WorkerReply =
  | {
      /** The task's run. */
      readonly run: number;
      /** The task's game records, in index order. */
      readonly records: readonly GameRecord[];
    }
  | {
      /** The task's run. */
      readonly run: number;
      /** The error's stack or message. */
      readonly error: string;
    };

/**
 * Serves the pool from inside a worker thread, finding each task's game by id in `games`.
 * Resolves once it listens; the pool's messages wait for it meanwhile.
 */
export async function serveSimulationWorker(games: Readonly<Record<string, SimulationGame>>): Promise<void> {
  // Imported here so that the kernel's entry point loads no Node module unless it is used.
  const { parentPort } = await import('node:worker_threads');
  const port = parentPort;
  if (port === null) throw new Error('serveSimulationWorker runs only in a worker thread');
  port.on('message', (task: WorkerTask) => {
    let reply: WorkerReply;
    try {
      const { meta } = task;
      const game = Object.hasOwn(games, meta.game) ? games[meta.game] : undefined;
      if (game === undefined) throw new Error(`the worker knows no game "${meta.game}"`);
      reply = { run: task.run, records: playRange(game, meta, task.from, task.to) };
    } catch (e) {
      reply = { run: task.run, error: e instanceof Error ? (e.stack ?? e.message) : String(e) };
    }
    port.postMessage(reply);
  });
}
