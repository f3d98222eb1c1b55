/**
 * Nothing lost, for a game named by step (the toy game): `new`, `orders` and `resolve`
 * stopped at every one of their writes in turn (a half-written temporary file and a
 * stale lock left, as a killed process would) leave a game that loads and verifies as it
 * was before the command, and the same command run again leaves exactly the files of an
 * uninterrupted run. The simulated half of `crash.test.ts`; its real SIGKILL runs need
 * the built command line, whose registry does not hold the toy game.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPORATE_WAR } from '../../src/corporate-war/game.js';
import type { AnyGame } from '../../src/kernel/game/contract.js';
import { gameRegistry } from '../../src/kernel/game/registry.js';
import { ok } from '../../src/kernel/result.js';
import { isTemporaryFile, temporaryPath, writeFileAtomic } from '../../src/kernel/storage/atomic-write.js';
import { DEFAULT_ENV, type RefereeEnv } from '../../src/referee/env.js';
import { type LoadedStepGame, loadStepGame } from '../../src/referee/load.js';
import { verifyStepGame } from '../../src/referee/verify.js';
import { TOY } from '../support/toy-game.js';
import { referee, snapshot, tempDir } from './support.js';

const GAMES = gameRegistry([CORPORATE_WAR, TOY as unknown as AnyGame]);
const NEW_ARGS = [
  '--game',
  'toy-bid-take',
  '--seed',
  'crash',
  '--options',
  'players=3,rounds=2',
  '--bots',
  'cy=random',
];

let base = '';
let remove = () => {};
let deadPid = 0;
beforeAll(() => {
  ({ dir: base, remove } = tempDir('simulturn-steps-crash-'));
  deadPid = spawnSync(process.execPath, ['-e', '0']).pid!;
});
afterAll(() => remove());

class Crash extends Error {}

/** Surroundings whose write number `at` does not happen: the process "dies" halfway through it. */
function crashingAt(at: number): RefereeEnv & { writes: () => number } {
  let n = 0;
  const env: RefereeEnv & { writes: () => number } = {
    ...DEFAULT_ENV,
    // A batch is its files' writes in turn: a kill can stop it at any of them.
    writeMany: (files) => {
      for (const f of files) {
        const r = env.write(f.path, f.data);
        if (!r.ok) return r;
      }
      return ok(undefined);
    },
    writes: () => n,
    write: (path, data) => {
      if (n++ === at) {
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(temporaryPath(path), data.slice(0, Math.floor(data.length / 2)));
        throw new Crash(path);
      }
      return writeFileAtomic(path, data);
    },
  };
  return env;
}

function loadedStep(dir: string): LoadedStepGame {
  const g = loadStepGame(dir, GAMES);
  if (!g.ok) throw new Error(g.error.map((i) => i.message).join('\n'));
  return g.value;
}

/** Temporary files in the folder; the game, if committed, loads and verifies. */
function checkFolder(dir: string): number {
  const temporaries = Object.keys(snapshot(dir)).filter((p) => p.split('/').some(isTemporaryFile)).length;
  if (existsSync(join(dir, 'game.json')))
    expect(verifyStepGame(loadedStep(dir), { replay: true })).toEqual([]);
  return temporaries;
}

/** Runs `args` crashing at each write in turn, checking the folder after each crash and after a rerun. */
function crashEverywhere(
  name: string,
  from: string | null,
  args: (dir: string) => string[],
  stdin?: string,
): number {
  const input = stdin !== undefined ? { stdin } : {};
  const reference = join(base, `${name}-reference`);
  if (from !== null) cpSync(from, reference, { recursive: true });
  const counting = crashingAt(Number.POSITIVE_INFINITY);
  const done = referee(args(reference), { env: counting, games: GAMES, ...input });
  expect(done.code, done.err).toBe(0);
  const writes = counting.writes();
  const expected = snapshot(reference);
  for (let at = 0; at < writes; at++) {
    const dir = join(base, `${name}-${at}`);
    if (from !== null) cpSync(from, dir, { recursive: true });
    expect(() => referee(args(dir), { env: crashingAt(at), games: GAMES, ...input })).toThrow(Crash);
    writeFileSync(join(dir, '.lock'), JSON.stringify({ pid: deadPid, host: hostname() }));
    expect(checkFolder(dir), `crash at write ${at}`).toBe(1);
    if (from !== null && at < writes - 1) expect(loadedStep(dir).file).toEqual(loadedStep(from).file);
    const again = referee(args(dir), { games: GAMES, ...input });
    expect(again.code, again.err).toBe(0);
    expect(again.err).toContain('broke the lock left by process');
    expect(snapshot(dir), `run again after a crash at write ${at}`).toEqual(expected);
    rmSync(dir, { recursive: true });
  }
  return writes;
}

describe('a step command stopped at any of its writes, then run again', { timeout: 120_000 }, () => {
  it('new', () => {
    expect(crashEverywhere('new', null, (dir) => ['new', dir, ...NEW_ARGS])).toBe(2);
  });

  it('orders and resolve, at every write, through a whole game', () => {
    const game = join(base, 'game');
    expect(referee(['new', game, ...NEW_ARGS], { games: GAMES }).code).toBe(0);
    let steps = 0;
    while (loadedStep(game).file.outcome === null) {
      const g = loadedStep(game);
      const step = g.file.step;
      const humans = g.file.seats.filter((s) => s.bot === null).map((s) => s.player);
      for (const p of g.game.awaiting(g.state).players.filter((x) => humans.includes(x))) {
        const orders = g.game.awaiting(g.state).kind === 'bid' ? '[1]' : '[2]';
        crashEverywhere(`orders-${step}-${p}`, game, (dir) => ['orders', dir, p, '-'], orders);
        expect(referee(['orders', game, p, '-'], { stdin: orders, games: GAMES }).code).toBe(0);
      }
      const writes = crashEverywhere(`resolve-${step}`, game, (dir) => [
        'resolve',
        dir,
        '--step',
        String(step),
      ]);
      expect(writes).toBeGreaterThanOrEqual(4);
      expect(referee(['resolve', game], { games: GAMES }).code).toBe(0);
      steps++;
    }
    expect(steps).toBeGreaterThanOrEqual(4);
  });
});
