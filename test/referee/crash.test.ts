/**
 * Nothing lost: the referee killed at any point of `new`, `orders` or `resolve` leaves
 * every file either its complete old version or its complete new one, the game loads,
 * every committed file agrees with the others, and no accepted order is lost.
 *
 * 1. Simulated crashes, in this process: a command is stopped at every one of its writes
 *    in turn (leaving a half-written temporary file and a stale lock, as a killed process
 *    would); the game must load as before the command, and the same command run again
 *    must leave exactly the files of an uninterrupted run.
 * 2. Real crashes: the built command line is run as a child process and killed with
 *    SIGKILL after a random delay (drawn from the kernel's seeded generator), again and
 *    again through whole games, checking everything after each kill. At least 100 kills
 *    (CRASH_RUNS=1000 for a longer run).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseState } from '../../src/corporate-war/serialize.js';
import { ok } from '../../src/kernel/result.js';
import { restoreRng, seedRng } from '../../src/kernel/rng.js';
import { isTemporaryFile, temporaryPath, writeFileAtomic } from '../../src/kernel/storage/atomic-write.js';
import { loadGame } from '../../src/referee/corporate-war/load.js';
import { verifyGame } from '../../src/referee/corporate-war/verify.js';
import { DEFAULT_ENV, type RefereeEnv } from '../../src/referee/env.js';
import { type BuiltCli, buildCli } from '../support/build-cli.js';
import { botSheet, loaded, referee, snapshot, tempDir } from './support.js';

let base = '';
let remove = () => {};
/** The pid of a process that has exited: its locks are stale. */
let deadPid = 0;
beforeAll(() => {
  ({ dir: base, remove } = tempDir('simulturn-crash-'));
  deadPid = spawnSync(process.execPath, ['-e', '0']).pid!;
});
afterAll(() => remove());

const HUMANS = ['psicorps', 'phoenicae'] as const;
const NEW_ARGS = [
  '--seed',
  'crash',
  '--corporations',
  HUMANS.join(','),
  '--bots',
  'rusher',
  '--day-limit',
  '4',
];

/** Checks what must hold of a game's folder at any instant; returns what it found. */
function checkFolder(dir: string): { temporaries: number; lock: boolean; committed: boolean } {
  let temporaries = 0;
  let lock = false;
  for (const [path, text] of Object.entries(snapshot(dir))) {
    const parts = path.split('/');
    // A temporary file, or the lock being made in a temporary folder beside its place.
    if (parts.some(isTemporaryFile)) {
      temporaries++;
      continue;
    }
    // The lock: a folder holding its holder's file (or an older simulturn's lock file).
    if (parts[0] === '.lock') {
      lock = true;
      continue;
    }
    // Whole: every JSON file parses, and every state is a state.
    if (path.endsWith('.json'))
      expect(() => JSON.parse(Buffer.from(text, 'latin1').toString('utf8')), path).not.toThrow();
    if (path.startsWith('state/'))
      expect(parseState(Buffer.from(text, 'latin1').toString('utf8')).ok, path).toBe(true);
  }
  if (!existsSync(join(dir, 'game.json'))) return { temporaries, lock, committed: false };
  const g = loadGame(dir);
  if (!g.ok) throw new Error(`the game does not load: ${g.error.map((i) => i.message).join('\n')}`);
  expect(verifyGame(g.value)).toEqual([]);
  return { temporaries, lock, committed: true };
}

// ---------------------------------------------------------------------------------------
// 1. Simulated crashes at every write

class Crash extends Error {}

/** Surroundings whose `write` number `at` does not happen: the process "dies" halfway through it. */
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
        // What a killed writeFileAtomic leaves: part of a temporary file beside the target.
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(temporaryPath(path), data.slice(0, Math.floor(data.length / 2)));
        throw new Crash(path);
      }
      return writeFileAtomic(path, data);
    },
  };
  return env;
}

/**
 * Runs `args` (in a copy of `from`, or a new folder) crashing at each write in turn, and
 * checks the folder after each crash and after the command is run again.
 */
function crashEverywhere(
  name: string,
  from: string | null,
  args: (dir: string) => string[],
  stdin?: string,
): number {
  const reference = join(base, `${name}-reference`);
  if (from !== null) cpSync(from, reference, { recursive: true });
  const counting = crashingAt(Number.POSITIVE_INFINITY);
  const done = referee(args(reference), { env: counting, ...(stdin !== undefined ? { stdin } : {}) });
  expect(done.code, done.err).toBe(0);
  const writes = counting.writes();
  const expected = snapshot(reference);
  for (let at = 0; at < writes; at++) {
    const dir = join(base, `${name}-${at}`);
    if (from !== null) cpSync(from, dir, { recursive: true });
    const before = from === null ? {} : snapshot(dir);
    expect(() =>
      referee(args(dir), { env: crashingAt(at), ...(stdin !== undefined ? { stdin } : {}) }),
    ).toThrow(Crash);
    // The lock a killed process leaves behind.
    writeFileSync(join(dir, '.lock'), JSON.stringify({ pid: deadPid, host: hostname() }));
    const seen = checkFolder(dir);
    expect(seen.temporaries, `crash at write ${at}`).toBe(1);
    if (from !== null && at < writes - 1) {
      // Not committed: the game is as it was (files of the next day are not part of it yet).
      expect(loaded(dir).game).toEqual(loaded(from).game);
      const old = Object.keys(before);
      for (const path of old.filter((p) => p === 'game.json' || p.startsWith('state/'))) {
        expect(snapshot(dir)[path], path).toBe(before[path]);
      }
    }
    const again = referee(args(dir), stdin !== undefined ? { stdin } : {});
    expect(again.code, again.err).toBe(0);
    expect(again.err).toContain('broke the lock left by process');
    expect(snapshot(dir), `run again after a crash at write ${at}`).toEqual(expected);
    rmSync(dir, { recursive: true });
  }
  return writes;
}

describe('a command stopped at any of its writes, then run again', { timeout: 120_000 }, () => {
  it('new', () => {
    const writes = crashEverywhere('new', null, (dir) => ['new', dir, ...NEW_ARGS]);
    expect(writes).toBe(4);
  });

  it('orders and resolve, at every write, through a whole game', () => {
    const game = join(base, 'game');
    expect(referee(['new', game, ...NEW_ARGS]).code).toBe(0);
    let resolves = 0;
    for (let day = 1; loaded(game).game.outcome === null; day++) {
      // Every write of the first day and of the last ones (days 2 and 3 are alike: skipped for time).
      const everywhere = day === 1 || day >= 4;
      for (const p of HUMANS) {
        const sheet = botSheet(game, p);
        if (everywhere) crashEverywhere(`orders-${day}-${p}`, game, (dir) => ['orders', dir, p, '-'], sheet);
        expect(referee(['orders', game, p, '-'], { stdin: sheet }).code).toBe(0);
      }
      if (everywhere) {
        const writes = crashEverywhere(`resolve-${day}`, game, (dir) => [
          'resolve',
          dir,
          '--day',
          String(day),
        ]);
        expect(writes).toBeGreaterThanOrEqual(day === 4 ? 7 : 9);
      }
      expect(referee(['resolve', game]).code).toBe(0);
      resolves++;
    }
    expect(resolves).toBe(4);
  }, 120_000);
});

// ---------------------------------------------------------------------------------------
// 2. Real crashes: SIGKILL at random instants

const KILLS = Number(process.env.CRASH_RUNS ?? 100);

interface Run {
  readonly killed: boolean;
  readonly code: number | null;
  readonly out: string;
}

/** Runs the built command line; kills it with SIGKILL after `delay` ms (never, if null). */
function run(cli: BuiltCli, args: readonly string[], delay: number | null, stdin = ''): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, [cli.main, 'referee', ...args], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (out += d));
    child.stdin!.on('error', () => {}); // killed before it read its input
    child.stdin!.end(stdin);
    const timer = delay === null ? undefined : setTimeout(() => child.kill('SIGKILL'), delay);
    child.on('error', reject);
    // 'exit' comes once the child is reaped: its pid no longer runs, so its lock is stale.
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ killed: signal === 'SIGKILL', code, out });
    });
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('the referee killed with SIGKILL at random instants', () => {
  let cli: BuiltCli;
  beforeAll(async () => {
    cli = await buildCli();
  }, 180_000);
  afterAll(() => cli?.remove());

  it(
    `${KILLS} kills during new, orders and resolve: every file whole, the game loads, no accepted order lost`,
    async () => {
      const rng = restoreRng(seedRng('referee crash test'));
      // How long the command line takes to start here (the machine may be busy).
      const startups: number[] = [];
      for (let i = 0; i < 3; i++) {
        const t = performance.now();
        await run(cli, ['--help'], null);
        startups.push(performance.now() - t);
      }
      const startup = median(startups);
      /**
       * The kill falls in a window per command, from most of the start-up to a bound that
       * adapts to how long the command takes: it shrinks when the command finished first,
       * and grows a little when it was killed, so that most runs are killed, at instants
       * spread over the whole of their work.
       */
      const windows = { new: startup * 2, orders: startup * 2, resolve: startup * 2 };
      const low = startup * 0.6;
      const delay = (command: keyof typeof windows) =>
        Math.floor(low + rng.int(Math.max(1, Math.ceil(windows[command] - low))));
      const adapt = (command: keyof typeof windows, killed: boolean) => {
        windows[command] = killed ? windows[command] * 1.04 : Math.max(low + 10, windows[command] * 0.85);
      };

      /**
       * Where the kills landed: before the folder was touched, with only the lock taken,
       * halfway (temporary files, or files of a day not committed), or after the change
       * was committed but before the process could finish.
       */
      const tally = {
        kills: 0,
        runs: 0,
        untouched: 0,
        lockOnly: 0,
        halfway: 0,
        committed: 0,
        games: 0,
        days: 0,
      };
      const landed = (before: Record<string, string>, after: Record<string, string>, committed: boolean) => {
        const changed = Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
        if (committed) tally.committed++;
        else if (changed.length === 0) tally.untouched++;
        else if (changed.every((k) => k.startsWith('.lock'))) tally.lockOnly++;
        else tally.halfway++;
      };
      const began = performance.now();
      let dir = '';
      /** The text of the orders accepted for the current day, by player (undefined: none yet). */
      let accepted = new Map<string, string>();
      let day = 0;
      while (tally.kills < KILLS) {
        if (dir === '' || loaded(dir).game.outcome !== null) {
          // A new game; `new` itself is killed too, and run again until it is made.
          dir = join(base, `killed-${tally.games++}`);
          for (;;) {
            const before = snapshot(dir);
            const r = await run(cli, ['new', dir, ...NEW_ARGS], delay('new'));
            adapt('new', r.killed);
            tally.runs++;
            if (r.killed) tally.kills++;
            else expect(r.code, r.out).toBe(0);
            checkFolder(dir);
            if (r.killed) landed(before, snapshot(dir), existsSync(join(dir, 'game.json')));
            if (existsSync(join(dir, 'game.json'))) break;
          }
          accepted = new Map();
          day = 1;
        }
        const missing = HUMANS.filter((p) => !accepted.has(p));
        const resolveNow = missing.length === 0 ? rng.int(3) > 0 : rng.int(8) === 0;
        if (!resolveNow) {
          const p = HUMANS[rng.int(HUMANS.length)]!;
          // Each sending differs (a comment), so that the file shows which one is in.
          const text = `${botSheet(dir, p)}# sent as run ${tally.runs}\n`;
          const before = snapshot(dir);
          const r = await run(cli, ['orders', dir, p, '-'], delay('orders'), text);
          adapt('orders', r.killed);
          tally.runs++;
          if (r.killed) tally.kills++;
          else expect(r.code, r.out).toBe(0);
          checkFolder(dir);
          const path = join(dir, 'orders', `day-${day}`, `${p}.json`);
          const stored = existsSync(path)
            ? (JSON.parse(readFileSync(path, 'utf8')) as { text: string }).text
            : undefined;
          // The old orders or the new, whole; the new once the command has finished.
          if (!r.killed) expect(stored).toBe(text);
          else expect([accepted.get(p), text]).toContain(stored);
          if (r.killed) landed(before, snapshot(dir), stored === text);
          if (stored !== undefined) accepted.set(p, stored);
        } else {
          const before = snapshot(dir);
          const r = await run(cli, ['resolve', dir, '--day', String(day), '--force'], delay('resolve'));
          adapt('resolve', r.killed);
          tally.runs++;
          if (r.killed) tally.kills++;
          else expect(r.code, r.out).toBe(0);
          checkFolder(dir);
          const g = loaded(dir);
          if (r.killed) landed(before, snapshot(dir), g.game.day === day + 1);
          expect([day, day + 1]).toContain(g.game.day);
          if (!r.killed) expect(g.game.day).toBe(day + 1);
          if (g.game.day === day + 1) {
            // No accepted order lost: the archive resolved exactly the orders accepted.
            const archive = JSON.parse(readFileSync(join(dir, 'archive', `day-${day}.json`), 'utf8'));
            for (const p of HUMANS) {
              const text = accepted.get(p);
              const file = join(dir, 'orders', `day-${day}`, `${p}.json`);
              if (text === undefined) expect(archive.orders[p]).toBeNull();
              else expect(archive.orders[p]).toEqual(JSON.parse(readFileSync(file, 'utf8')).orders);
            }
            accepted = new Map();
            day++;
            tally.days++;
          }
        }
      }
      // Every game played so far resolves again, day by day, to the same dawns.
      for (let k = 0; k < tally.games; k++) {
        const g = loadGame(join(base, `killed-${k}`));
        if (g.ok) expect(verifyGame(g.value, { replay: true })).toEqual([]);
      }
      const seconds = ((performance.now() - began) / 1000).toFixed(1);
      const ms = Object.entries(windows)
        .map(([k, v]) => `${k} ${v.toFixed(0)}`)
        .join(', ');
      console.info(
        `crash test: ${JSON.stringify(tally)} in ${seconds} s (start-up ${startup.toFixed(0)} ms; windows ${ms} ms)`,
      );
      expect(tally.kills).toBeGreaterThanOrEqual(KILLS);
      expect(tally.days).toBeGreaterThan(0);
      // Kills do land while files are being written.
      expect(tally.halfway).toBeGreaterThan(0);
    },
    Math.max(300_000, KILLS * 3_000),
  );
});
