/**
 * Runs the games of a study, or of one shard of it, on worker threads and adds their
 * records to a summary. The main thread hands out small chunks of game indices as workers
 * finish the previous ones, so a slow chunk never holds the others up. A game depends
 * only on the study and its own index, and the summary only adds whole numbers, so the
 * summary is the same for any number of workers.
 *
 * A pool ({@link openSimulationPool}) outlives one study: a sweep of many short studies
 * (rules options, pairs of bots) starts its workers once, and each worker's compiler warms
 * up once, instead of once a study. {@link runSimulation} opens a pool for one study and
 * closes it.
 */
import type { Worker } from 'node:worker_threads';
import type { GameRecord, SimulationGame } from '../game/simulation.js';
import type { SimulationIssue } from '../game/simulation-issue.js';
import { SimulturnError } from '../issue.js';
import { simulationIssue } from './issues.js';
import { scheduleProblem } from './plan.js';
import { playRange } from './play-range.js';
import type { GameRange } from './shard.js';
import { addRecords, emptySummary, type StudyMeta, type Summary } from './summary.js';
import { versionsOf } from './versions.js';
import type { WorkerReply, WorkerTask } from './worker.js';

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
  /**
   * Called with the games' records, in index order whatever the workers' (chunks that
   * finish early wait for the ones before them), to keep each game as well as the
   * summary: `simulturn simulate --records`. A throw fails the run.
   */
  readonly onRecords?: (records: readonly GameRecord[]) => void;
}

/** One study on a {@link SimulationPool}: what {@link runSimulation} needs, but the workers. */
export type PoolRunOptions = Omit<RunSimulationOptions, 'workers' | 'workerScript'>;

/** What {@link openSimulationPool} needs. */
export interface SimulationPoolOptions {
  /** The worker script, as for {@link runSimulation}: it must know the game of every study run on the pool. */
  readonly workerScript: URL | string;
  /** How many worker threads, from 1. */
  readonly workers: number;
}

/**
 * Worker threads that play the studies given to {@link SimulationPool.run}, one study
 * after another or several at once (their chunks are handed out in the order the runs
 * were asked for). Close it when done: an idle pool does not keep Node running, but its
 * threads hold memory until closed.
 */
export interface SimulationPool {
  /** How many worker threads the pool has. */
  readonly workers: number;
  /**
   * Plays a study's games (or the range given) on the pool's workers and returns their
   * summary, the same as {@link runSimulation} gives. Rejects with a `SimulturnError`
   * whose issue is `setup/invalid` for invalid options, `pool/game-failed` if a game
   * throws (the pool stays usable), `pool/worker-died` if a worker thread died (the pool
   * is then closed) and `pool/closed` once the pool is closed.
   */
  run(options: PoolRunOptions): Promise<Summary>;
  /** Stops the workers; runs not finished reject with `pool/closed`. Closing twice is harmless. */
  close(): Promise<void>;
}

const poolError = (issue: SimulationIssue, cause?: unknown): SimulturnError => {
  const error = new SimulturnError([issue]);
  if (cause !== undefined) error.cause = cause;
  return error;
};

const invalid = (detail: string): SimulturnError =>
  poolError(simulationIssue('setup/invalid', [], { detail }));

/** The games of a run and its chunk size, or a `SimulturnError` thrown for invalid options. */
function checkRun(options: PoolRunOptions, workers: number): { from: number; to: number; chunk: number } {
  const { meta, game } = options;
  const [from, to] = options.range ?? [0, meta.gamesTotal];
  if (game.id !== meta.game) throw invalid(`the game is ${game.id} but the study is of ${meta.game}`);
  if (
    !(
      Number.isSafeInteger(from) &&
      Number.isSafeInteger(to) &&
      0 <= from &&
      from <= to &&
      to <= meta.gamesTotal
    )
  ) {
    throw invalid(`the range [${from}, ${to}) is not within the study's ${meta.gamesTotal} games`);
  }
  const schedule = scheduleProblem(meta, game);
  if (schedule !== null) throw invalid(schedule);
  const chunk = options.chunkSize ?? Math.min(64, Math.max(1, Math.ceil((to - from) / (workers * 8))));
  if (!(Number.isSafeInteger(chunk) && chunk >= 1)) throw invalid('chunkSize must be a whole number from 1');
  return { from, to, chunk };
}

/**
 * Plays a study's games and returns their summary. Rejects if a game throws or a worker
 * dies (the `SimulturnError`s of {@link SimulationPool.run}), and with `setup/invalid` on
 * invalid options. With workers, it opens a {@link SimulationPool} for the study and
 * closes it after; a sweep of many studies is faster on one pool.
 * @example
 * ```ts
 * const meta = { game: 'coin-toss', seed: 's', bots: ['heads'], options: {}, gamesTotal: 100 };
 * const summary = await runSimulation({ meta, game: coinToss, workers: 2, workerScript: new URL('./worker.js', import.meta.url) });
 * ```
 */
export async function runSimulation(options: RunSimulationOptions): Promise<Summary> {
  const { meta, game } = options;
  const workers = options.workers ?? 0;
  if (!(Number.isSafeInteger(workers) && workers >= 0))
    throw invalid('workers must be a whole number from 0');
  const { from, to, chunk } = checkRun(options, Math.max(1, workers));
  if (workers > 0 && options.workerScript === undefined)
    throw invalid('running on workers needs a worker script');
  const total = to - from;
  const progress = options.onProgress ?? (() => {});
  if (workers === 0 || total === 0) {
    let summary = emptySummary(meta, versionsOf(game));
    progress(0, total);
    for (let a = from; a < to; a += chunk) {
      const b = Math.min(to, a + chunk);
      const records = playRange(game, meta, a, b);
      summary = addRecords(summary, records);
      options.onRecords?.(records);
      progress(b - from, total);
    }
    return summary;
  }
  const pool = await openSimulationPool({
    workerScript: options.workerScript!,
    workers: Math.min(workers, Math.ceil(total / chunk)),
  });
  try {
    return await pool.run({ ...options, chunkSize: chunk });
  } finally {
    await pool.close();
  }
}

/**
 * Starts `workers` worker threads running `workerScript`, to play any number of studies
 * with {@link SimulationPool.run} until {@link SimulationPool.close}. Throws
 * `SimulturnError` (`setup/invalid`) on invalid options, and what Node throws if a thread
 * cannot be started. Start Node with `--single-threaded-gc` when the workers fill the
 * machine's cores: each then collects its own garbage instead of lending helper threads
 * that take turns with the other workers' games (two workers on two cores played a
 * 4,000-game study 9% faster; `simulturn simulate` starts itself so). The switch is V8's,
 * for the whole process, and only takes effect when Node starts.
 * @example
 * ```ts
 * const pool = await openSimulationPool({ workerScript: new URL('./worker.js', import.meta.url), workers: 2 });
 * try {
 *   for (const duelModel of ['ratio', 'd6', 'compare']) {
 *     const meta = { game: 'corporate-war', seed: 'sweep', bots: ['rusher', 'random'], options: { duelModel }, gamesTotal: 200 };
 *     console.log(renderSummary(await pool.run({ meta, game: CORPORATE_WAR_SIMULATION }), CORPORATE_WAR_SIMULATION));
 *   }
 * } finally {
 *   await pool.close();
 * }
 * ```
 */
export async function openSimulationPool(options: SimulationPoolOptions): Promise<SimulationPool> {
  const { workers, workerScript } = options;
  if (!(Number.isSafeInteger(workers) && workers >= 1))
    throw invalid('a pool needs a whole number of workers from 1');
  if (workerScript === undefined) throw invalid('a pool needs a worker script');
  // Imported here so that the kernel's entry point loads no Node module unless workers are used.
  const { Worker } = await import('node:worker_threads');
  return new Pool(Worker, workerScript, workers);
}

/** A run being played: its games not yet handed out, and its summary so far. */
interface Job {
  readonly id: number;
  readonly meta: StudyMeta;
  readonly to: number;
  readonly chunk: number;
  readonly total: number;
  readonly progress: (done: number, total: number) => void;
  readonly onRecords: ((records: readonly GameRecord[]) => void) | undefined;
  /** Chunks of records that finished before those ahead of them, by their first game. */
  readonly waiting: Map<number, readonly GameRecord[]>;
  /** The first game whose records are not handed to `onRecords` yet. */
  handed: number;
  readonly resolve: (summary: Summary) => void;
  readonly reject: (e: unknown) => void;
  next: number;
  done: number;
  summary: Summary;
}

/** A worker and the run of the task it is playing, if any. */
interface Slot {
  readonly worker: Worker;
  job: Job | undefined;
}

/** Hands a chunk's records on once every game before it has been handed on. */
function handInOrder(
  job: Job,
  hand: (records: readonly GameRecord[]) => void,
  records: readonly GameRecord[],
) {
  const first = records[0];
  if (first === undefined) return;
  job.waiting.set(first.index, records);
  for (let next = job.waiting.get(job.handed); next !== undefined; next = job.waiting.get(job.handed)) {
    job.waiting.delete(job.handed);
    job.handed += next.length;
    hand(next);
  }
}

class Pool implements SimulationPool {
  readonly workers: number;
  readonly #slots: Slot[] = [];
  /** The workers with no task, longest idle first. */
  readonly #idle: Slot[] = [];
  /** The runs not yet finished, in the order they were asked for. */
  #jobs: Job[] = [];
  #runs = 0;
  #closed = false;
  #closing: Promise<void> | undefined;
  /** Why the pool can no longer play, once a worker died. */
  #broken: SimulturnError | undefined;

  constructor(WorkerClass: typeof Worker, script: URL | string, workers: number) {
    this.workers = workers;
    try {
      for (let k = 0; k < workers; k++) {
        const slot: Slot = { worker: new WorkerClass(script), job: undefined };
        this.#slots.push(slot);
        this.#idle.push(slot);
        slot.worker.on('message', (reply: WorkerReply) => this.#reply(slot, reply));
        slot.worker.on('error', (e) => this.#die(e.message, e));
        slot.worker.on('exit', (code) => this.#die(`it stopped with exit code ${code}`));
        // Only a run keeps Node running (#refresh); an idle pool does not.
        slot.worker.unref();
      }
    } catch (e) {
      for (const s of this.#slots) void s.worker.terminate();
      throw e;
    }
  }

  async run(options: PoolRunOptions): Promise<Summary> {
    if (this.#closed) throw poolError(simulationIssue('pool/closed', [], {}));
    if (this.#broken !== undefined) throw this.#broken;
    const { from, to, chunk } = checkRun(options, this.workers);
    const total = to - from;
    const progress = options.onProgress ?? (() => {});
    progress(0, total);
    if (total === 0) return emptySummary(options.meta, versionsOf(options.game));
    return new Promise<Summary>((resolve, reject) => {
      this.#jobs.push({
        id: ++this.#runs,
        meta: options.meta,
        to,
        chunk,
        total,
        progress,
        onRecords: options.onRecords,
        waiting: new Map(),
        handed: from,
        resolve,
        reject,
        next: from,
        done: 0,
        summary: emptySummary(options.meta, versionsOf(options.game)),
      });
      this.#dispatch();
    });
  }

  close(): Promise<void> {
    this.#closing ??= (async () => {
      this.#closed = true;
      this.#end(poolError(simulationIssue('pool/closed', [], {})));
      await Promise.all(this.#slots.map((s) => s.worker.terminate()));
    })();
    return this.#closing;
  }

  /** Gives each idle worker the next chunk of the oldest run with games left to hand out. */
  #dispatch(): void {
    while (this.#idle.length > 0) {
      const job = this.#jobs.find((j) => j.next < j.to);
      if (job === undefined) break;
      const slot = this.#idle.shift()!;
      const task: WorkerTask = {
        run: job.id,
        meta: job.meta,
        from: job.next,
        to: Math.min(job.to, job.next + job.chunk),
      };
      job.next = task.to;
      slot.job = job;
      slot.worker.postMessage(task);
    }
    const busy = this.#jobs.length > 0;
    for (const s of this.#slots) {
      if (busy) s.worker.ref();
      else s.worker.unref();
    }
  }

  #reply(slot: Slot, reply: WorkerReply): void {
    const job = slot.job;
    slot.job = undefined;
    this.#idle.push(slot);
    // A reply for a run that failed or ended meanwhile is dropped.
    if (job !== undefined && job.id === reply.run && this.#jobs.includes(job)) {
      try {
        if ('error' in reply)
          throw poolError(simulationIssue('pool/game-failed', [], { error: reply.error }));
        job.summary = addRecords(job.summary, reply.records);
        if (job.onRecords !== undefined) handInOrder(job, job.onRecords, reply.records);
        job.done += reply.records.length;
        job.progress(job.done, job.total);
        if (job.done === job.total) {
          this.#jobs = this.#jobs.filter((j) => j !== job);
          job.resolve(job.summary);
        }
      } catch (e) {
        this.#jobs = this.#jobs.filter((j) => j !== job);
        job.reject(e);
      }
    }
    if (!this.#closed && this.#broken === undefined) this.#dispatch();
  }

  /** A worker died: every run fails, and so will every later one. */
  #die(detail: string, cause?: unknown): void {
    if (this.#closed || this.#broken !== undefined) return;
    this.#broken = poolError(simulationIssue('pool/worker-died', [], { detail }), cause);
    this.#end(this.#broken);
    for (const s of this.#slots) void s.worker.terminate();
  }

  /** Rejects every run not finished, and lets Node exit. */
  #end(error: SimulturnError): void {
    const jobs = this.#jobs;
    this.#jobs = [];
    for (const j of jobs) j.reject(error);
    for (const s of this.#slots) s.worker.unref();
  }
}
