/**
 * The referee of a game named by step (the toy game) killed with SIGKILL at random
 * instants of `new`, `orders` and `resolve`, as `crash.test.ts` does for Corporate War:
 * after every kill each file is whole, the game loads and verifies (with replay), and no
 * accepted order is lost. The command line is built from `test/support/toy-referee-main.ts`,
 * whose registry holds the toy game. At least 40 kills (CRASH_RUNS for more).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPORATE_WAR } from '../../src/corporate-war/game.js';
import type { AnyGame } from '../../src/kernel/game/contract.js';
import { gameRegistry } from '../../src/kernel/game/registry.js';
import { restoreRng, seedRng } from '../../src/kernel/rng.js';
import { isTemporaryFile } from '../../src/kernel/storage/atomic-write.js';
import { type LoadedStepGame, loadStepGame } from '../../src/referee/load.js';
import { verifyStepGame } from '../../src/referee/verify.js';
import { TOY } from '../support/toy-game.js';
import { snapshot, tempDir } from './support.js';

const GAMES = gameRegistry([CORPORATE_WAR, TOY as unknown as AnyGame]);
const KILLS = Math.max(40, Number(process.env.CRASH_RUNS ?? 40));
const NEW_ARGS = [
  '--game',
  'toy-bid-take',
  '--seed',
  'kill',
  '--options',
  'players=3,rounds=2',
  '--bots',
  'cy=random',
];

let main = '';
let built = '';
const { dir: base, remove } = tempDir('simulturn-steps-kill-');
beforeAll(async () => {
  built = mkdtempSync(join(tmpdir(), 'simulturn-toy-cli-'));
  await build({
    config: false,
    entry: { main: fileURLToPath(new URL('../support/toy-referee-main.ts', import.meta.url)) },
    outDir: built,
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    noExternal: [/.*/],
    silent: true,
  });
  writeFileSync(join(built, 'package.json'), '{ "type": "module" }\n');
  main = join(built, 'main.js');
}, 180_000);
afterAll(() => {
  remove();
  if (built !== '') rmSync(built, { recursive: true, force: true });
});

interface Run {
  readonly killed: boolean;
  readonly code: number | null;
  readonly out: string;
}

/** Runs the built referee; kills it with SIGKILL after `delay` ms (never, if null). */
function run(args: readonly string[], delay: number | null, stdin = ''): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, [main, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (out += d));
    child.stdin!.on('error', () => {});
    child.stdin!.end(stdin);
    const timer = delay === null ? undefined : setTimeout(() => child.kill('SIGKILL'), delay);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ killed: signal === 'SIGKILL', code, out });
    });
  });
}

/** Every JSON file whole; the game, once made, loads and verifies with replay. */
function checkFolder(dir: string): LoadedStepGame | null {
  for (const [path, text] of Object.entries(snapshot(dir))) {
    if (path.split('/').some(isTemporaryFile) || path.startsWith('.lock')) continue;
    if (path.endsWith('.json'))
      expect(() => JSON.parse(Buffer.from(text, 'latin1').toString('utf8')), path).not.toThrow();
  }
  if (!existsSync(join(dir, 'game.json'))) return null;
  const g = loadStepGame(dir, GAMES);
  if (!g.ok) throw new Error(`the game does not load: ${g.error.map((i) => i.message).join('\n')}`);
  expect(verifyStepGame(g.value, { replay: true })).toEqual([]);
  return g.value;
}

describe('the step referee killed with SIGKILL at random instants', () => {
  it(`${KILLS} kills: every file whole, the game loads, no accepted order lost`, {
    timeout: 600_000,
  }, async () => {
    const rng = restoreRng(seedRng('steps kill test'));
    // The median of three start-ups, as crash.test.ts takes: one start-up measured while
    // the machine's load rose for a moment set every window too short.
    const startups: number[] = [];
    for (let k = 0; k < 3; k++) {
      const t = performance.now();
      await run(['--help'], null);
      startups.push(performance.now() - t);
    }
    const startup = [...startups].sort((a, b) => a - b)[1]!;
    // A window for each command, as crash.test.ts keeps: with one for all, the quick
    // commands (`orders`, finishing) kept shrinking it below what `resolve` takes, and
    // under load every resolve could be killed (a full run once resolved none).
    type Command = 'new' | 'orders' | 'resolve';
    const windows: Record<Command, number> = { new: startup * 2, orders: startup * 2, resolve: startup * 2 };
    const low = startup * 0.6;
    const delay = (c: Command) => Math.floor(low + rng.int(Math.max(1, Math.ceil(windows[c] - low))));
    const adapt = (c: Command, killed: boolean) => {
      windows[c] = killed ? windows[c] * 1.04 : Math.max(low + 10, windows[c] * 0.85);
    };
    let kills = 0;
    /** Kills that left the folder changed (not only the lock): the instants fell inside the work. */
    let inside = 0;
    const changed = (before: Record<string, string>) => {
      const after = snapshot(dir);
      return Object.keys({ ...before, ...after }).some(
        (k) => !k.startsWith('.lock') && before[k] !== after[k],
      );
    };
    let games = 0;
    let resolved = 0;
    let dir = '';
    let accepted = new Map<string, string>();
    while (kills < KILLS) {
      let g = dir === '' ? null : checkFolder(dir);
      if (g === null || g.file.outcome !== null) {
        dir = join(base, `killed-${games++}`);
        for (;;) {
          const r = await run(['new', dir, ...NEW_ARGS], delay('new'));
          adapt('new', r.killed);
          if (r.killed) kills++;
          else expect(r.code, r.out).toBe(0);
          g = checkFolder(dir);
          if (g !== null) break;
        }
        accepted = new Map();
      }
      const step = g.file.step;
      const awaited = g.game.awaiting(g.state);
      const humans = awaited.players.filter((p) => g.file.seats.find((s) => s.player === p)?.bot === null);
      const missing = humans.filter((p) => !accepted.has(p));
      if (missing.length > 0 && rng.int(6) > 0) {
        const p = missing[rng.int(missing.length)]!;
        const text = awaited.kind === 'bid' ? `[${rng.int(4)}]` : `[${1 + rng.int(3)}]`;
        const before = snapshot(dir);
        const r = await run(['orders', g.dir, p, '-'], delay('orders'), text);
        adapt('orders', r.killed);
        if (r.killed) kills++;
        else expect(r.code, r.out).toBe(0);
        if (r.killed && changed(before)) inside++;
        checkFolder(dir);
        const path = join(dir, 'orders', `step-${step}`, `${p}.json`);
        const stored = existsSync(path)
          ? (JSON.parse(readFileSync(path, 'utf8')) as { text: string }).text
          : undefined;
        if (!r.killed) expect(stored).toBe(text);
        else expect([undefined, text]).toContain(stored);
        if (stored !== undefined) accepted.set(p, stored);
      } else {
        const before = snapshot(dir);
        const r = await run(['resolve', g.dir, '--step', String(step), '--force'], delay('resolve'));
        adapt('resolve', r.killed);
        if (r.killed) kills++;
        else expect(r.code, r.out).toBe(0);
        if (r.killed && changed(before)) inside++;
        const after = checkFolder(dir)!;
        if (!r.killed) expect(after.file.step).toBeGreaterThan(step);
        if (after.file.step > step) {
          resolved++;
          // No accepted order lost: the archive resolved exactly the orders accepted.
          const archive = JSON.parse(readFileSync(join(dir, 'archive', `step-${step}.json`), 'utf8'));
          for (const p of humans) {
            const text = accepted.get(p);
            expect(archive.orders[p], p).toEqual(text === undefined ? null : JSON.parse(text));
          }
          accepted = new Map();
        }
      }
    }
    expect(kills).toBeGreaterThanOrEqual(KILLS);
    expect(resolved).toBeGreaterThan(0);
    expect(inside, 'kills that fell inside the work').toBeGreaterThan(KILLS / 10);
  });
});
