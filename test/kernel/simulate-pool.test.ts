/**
 * The simulator's long-lived pool of worker threads: a sweep of studies on one pool gives
 * each study the summary a run of its own gives (in this thread, so independently of any
 * pool), whether the studies run one after another or at once; misuse and failures reject
 * with typed issues: a run after close, a game that throws (the pool stays usable), a
 * worker that dies (the pool closes), invalid options.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATION_GAMES } from '../../src/cli/games.js';
import type { GameRecord } from '../../src/kernel/game/simulation.js';
import { SimulturnError } from '../../src/kernel/issue.js';
import { playRange } from '../../src/kernel/simulate/play-range.js';
import { openSimulationPool, runSimulation } from '../../src/kernel/simulate/pool.js';
import type { StudyMeta } from '../../src/kernel/simulate/summary.js';
import { type BuiltCli, buildCli } from '../support/build-cli.js';

const CW = SIMULATION_GAMES['corporate-war']!;

/** Short studies that differ in options, bots and size: a small sweep. */
const SWEEP: StudyMeta[] = [
  { game: 'corporate-war', seed: 'sweep', bots: ['random'], options: { dayLimit: '3' }, gamesTotal: 7 },
  {
    game: 'corporate-war',
    seed: 'sweep',
    bots: ['random', 'rusher'],
    options: { dayLimit: '3', duelModel: 'd6' },
    gamesTotal: 5,
  },
  {
    game: 'corporate-war',
    seed: 'sweep-2',
    bots: ['cautious', 'random'],
    options: { dayLimit: '4', players: '2' },
    gamesTotal: 6,
  },
  { game: 'corporate-war', seed: 'sweep', bots: ['rusher'], options: { dayLimit: '2' }, gamesTotal: 1 },
];

/** The issue codes of a rejection, or the rejection itself if it is not a SimulturnError. */
async function codesOf(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (e) {
    return e instanceof SimulturnError ? e.issues.map((i) => i.code) : e;
  }
  return 'resolved';
}

let cli: BuiltCli;
let dir: string;

describe('openSimulationPool', { timeout: 120_000 }, () => {
  // Building the command line takes more than the default ten seconds on a loaded machine.
  beforeAll(async () => {
    cli = await buildCli();
    dir = mkdtempSync(join(tmpdir(), 'simulturn-pool-'));
  }, 120_000);
  afterAll(() => {
    cli?.remove();
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });

  it('gives a sweep of studies, one after another or at once, the summaries of separate runs', async () => {
    const separate = await Promise.all(SWEEP.map((meta) => runSimulation({ meta, game: CW })));
    const pool = await openSimulationPool({ workerScript: cli.worker, workers: 2 });
    try {
      expect(pool.workers).toBe(2);
      const progress: [number, number][] = [];
      const inTurn = [];
      for (const meta of SWEEP) {
        inTurn.push(
          await pool.run({ meta, game: CW, chunkSize: 2, onProgress: (d, t) => progress.push([d, t]) }),
        );
      }
      const atOnce = await Promise.all(SWEEP.map((meta) => pool.run({ meta, game: CW, chunkSize: 1 })));
      // A shard on the pool is that shard of the study, too.
      const shard = await pool.run({ meta: SWEEP[0]!, game: CW, range: [2, 5] });
      expect(shard).toEqual(await runSimulation({ meta: SWEEP[0]!, game: CW, range: [2, 5] }));
      for (const [k, summary] of separate.entries()) {
        expect(inTurn[k]).toEqual(summary);
        expect(JSON.stringify(inTurn[k])).toBe(JSON.stringify(summary));
        expect(JSON.stringify(atOnce[k])).toBe(JSON.stringify(summary));
      }
      // Each run reports from 0 to its own total.
      expect(progress.filter(([d]) => d === 0).map(([, t]) => t)).toEqual(SWEEP.map((m) => m.gamesTotal));
      expect(progress.filter(([d, t]) => d === t).map(([, t]) => t)).toEqual(SWEEP.map((m) => m.gamesTotal));
    } finally {
      await pool.close();
    }
  });

  it('hands on the records in game order, whatever order the workers finish in', async () => {
    const meta = { ...SWEEP[0]!, gamesTotal: 12 };
    const expected = playRange(CW, meta, 2, 12);
    const pool = await openSimulationPool({ workerScript: cli.worker, workers: 2 });
    try {
      const handed: GameRecord[][] = [];
      await pool.run({ meta, game: CW, range: [2, 12], chunkSize: 1, onRecords: (r) => handed.push([...r]) });
      expect(handed.flat()).toEqual(expected);
      const inThread: GameRecord[] = [];
      await runSimulation({
        meta,
        game: CW,
        range: [2, 12],
        chunkSize: 3,
        onRecords: (r) => inThread.push(...r),
      });
      expect(inThread).toEqual(expected);
    } finally {
      await pool.close();
    }
  });

  it('rejects a run after close with pool/closed, and a run cut short by close', async () => {
    const pool = await openSimulationPool({ workerScript: cli.worker, workers: 1 });
    const long = codesOf(pool.run({ meta: { ...SWEEP[0]!, gamesTotal: 400 }, game: CW, chunkSize: 1 }));
    await pool.close();
    await pool.close();
    expect(await long).toEqual(['pool/closed']);
    expect(await codesOf(pool.run({ meta: SWEEP[0]!, game: CW }))).toEqual(['pool/closed']);
  });

  it('rejects a study whose game throws with pool/game-failed, and plays the next study', async () => {
    const pool = await openSimulationPool({ workerScript: cli.worker, workers: 2 });
    try {
      const bad = pool.run({ meta: { ...SWEEP[0]!, options: { dayLimit: 'never' } }, game: CW });
      await expect(bad).rejects.toThrow(/a simulation worker failed: .*dayLimit/);
      expect(await codesOf(bad)).toEqual(['pool/game-failed']);
      expect(await pool.run({ meta: SWEEP[1]!, game: CW })).toEqual(
        await runSimulation({ meta: SWEEP[1]!, game: CW }),
      );
    } finally {
      await pool.close();
    }
  });

  it('refuses invalid options with setup/invalid and stays usable', async () => {
    expect(await codesOf(openSimulationPool({ workerScript: cli.worker, workers: 0 }))).toEqual([
      'setup/invalid',
    ]);
    expect(await codesOf(openSimulationPool({ workerScript: cli.worker, workers: 1.5 }))).toEqual([
      'setup/invalid',
    ]);
    const pool = await openSimulationPool({ workerScript: cli.worker, workers: 1 });
    try {
      const meta = SWEEP[3]!;
      expect(await codesOf(pool.run({ meta, game: CW, range: [0, 2] }))).toEqual(['setup/invalid']);
      expect(await codesOf(pool.run({ meta, game: CW, chunkSize: 0 }))).toEqual(['setup/invalid']);
      expect(await codesOf(pool.run({ meta: { ...meta, game: 'harvester' }, game: CW }))).toEqual([
        'setup/invalid',
      ]);
      expect(await pool.run({ meta, game: CW })).toEqual(await runSimulation({ meta, game: CW }));
    } finally {
      await pool.close();
    }
  });

  it('closes itself when a worker dies: pool/worker-died for the run and every later one', async () => {
    // A worker that dies on its first task, as one out of memory would.
    const dying = join(dir, 'dying-worker.mjs');
    writeFileSync(
      dying,
      "import { parentPort } from 'node:worker_threads';\nparentPort.on('message', () => process.exit(3));\n",
    );
    const pool = await openSimulationPool({ workerScript: dying, workers: 2 });
    const run = pool.run({ meta: SWEEP[0]!, game: CW });
    await expect(run).rejects.toThrow(
      /a simulation worker died, so the pool is closed: it stopped with exit code 3/,
    );
    expect(await codesOf(run)).toEqual(['pool/worker-died']);
    expect(await codesOf(pool.run({ meta: SWEEP[0]!, game: CW }))).toEqual(['pool/worker-died']);
    await pool.close();
    expect(await codesOf(pool.run({ meta: SWEEP[0]!, game: CW }))).toEqual(['pool/closed']);
  });

  it('reports a worker script that throws as it starts as a dead worker, with the error as its cause', async () => {
    const broken = join(dir, 'broken-worker.mjs');
    writeFileSync(broken, "throw new Error('no such game module');\n");
    const pool = await openSimulationPool({ workerScript: broken, workers: 1 });
    try {
      const run = pool.run({ meta: SWEEP[0]!, game: CW });
      await expect(run).rejects.toThrow(
        /a simulation worker died, so the pool is closed: no such game module/,
      );
      const error = await run.catch((e: unknown) => e);
      expect((error as Error).cause).toBeInstanceOf(Error);
    } finally {
      await pool.close();
    }
  });
});
