/**
 * The command line against odd input (issue 14, item 7), on the built command line in
 * child processes: an endless standard input or file of orders is cut short at the size
 * limit while it is read; names every JavaScript object has (`constructor`, `toString`,
 * `__proto__`, `hasOwnProperty`) are no command, game, bot or rules option and crash
 * nothing; `simulate --json` checks the file can be written before playing, and
 * `--workers` has a cap; a thread shortage is told clearly.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxWorkers, workerFailure } from '../../src/cli/simulate.js';
import { MAX_ORDERS_BYTES } from '../../src/referee/corporate-war/submit.js';
import { referee, tempDir } from '../referee/support.js';
import { type BuiltCli, buildCli } from '../support/build-cli.js';

interface Run {
  readonly code: number | null;
  readonly hung: boolean;
  readonly stdout: string;
  readonly stderr: string;
}

let cli: BuiltCli;
let base = '';
let remove = () => {};

/** Runs the built command line with `stdin` (a file descriptor, or text); ended, and marked hung, after 60 s. */
function simulturn(args: readonly string[], stdin: number | string = ''): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, [cli.main, ...args], {
      cwd: base,
      stdio: [typeof stdin === 'number' ? stdin : 'pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let hung = false;
    child.stdout!.on('data', (d) => (stdout += d));
    child.stderr!.on('data', (d) => (stderr += d));
    if (typeof stdin === 'string') {
      child.stdin!.on('error', () => {});
      child.stdin!.end(stdin);
    }
    // A guard, not a timing assertion: a command reading without end is seen to hang.
    const timer = setTimeout(() => {
      hung = true;
      child.kill('SIGKILL');
    }, 60_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, hung, stdout, stderr });
    });
  });
}

beforeAll(async () => {
  cli = await buildCli();
  ({ dir: base, remove } = tempDir('simulturn-limits-'));
  const r = referee(['new', join(base, 'game'), '--seed', 'limits', '--corporations', 'psicorps,phoenicae']);
  if (r.code !== 0) throw new Error(r.err);
}, 180_000);
afterAll(() => {
  cli?.remove();
  remove();
});

describe('orders read no more than the size limit', { timeout: 180_000 }, () => {
  it('from an endless standard input, and from an endless file', async () => {
    const zero = openSync('/dev/zero', 'r');
    try {
      const runs = [
        await simulturn(['referee', 'orders', join(base, 'game'), 'psicorps', '-'], zero),
        await simulturn(['referee', 'orders', join(base, 'game'), 'psicorps', '/dev/zero']),
      ];
      for (const r of runs) {
        expect(r.hung).toBe(false);
        expect(r.code, r.stderr).toBe(1);
        expect(r.stdout).toContain(
          `The orders of psicorps are refused: more than ${MAX_ORDERS_BYTES} bytes were sent, and at most 200000 characters are read.`,
        );
      }
    } finally {
      closeSync(zero);
    }
  });
});

const NAMES = ['constructor', 'toString', '__proto__', 'hasOwnProperty'] as const;

describe("names every object has are nobody's", { timeout: 180_000 }, () => {
  it('as a command, a referee command, a game, a bot or a rules option', async () => {
    for (const name of NAMES) {
      const cases: [string[], number, RegExp][] = [
        [[name], 2, /usage: simulturn <command>/],
        [['referee', name], 2, new RegExp(`unknown command "${name}"`)],
        [['simulate', name], 2, new RegExp(`unknown game "${name}"`)],
        [['play', '--bots', `${name},rusher`], 1, new RegExp(`unknown bot "${name}"`)],
        [
          ['simulate', 'corporate-war', '--games', '1', '--workers', '0', '--bots', name],
          2,
          new RegExp(`there is no bot named "${name}"`),
        ],
        [
          ['simulate', 'corporate-war', '--games', '1', '--workers', '0', '--rules', `${name}=1`],
          2,
          new RegExp(`there is no option named "${name}"`),
        ],
        [
          [
            'referee',
            'new',
            join(base, `n-${name}`),
            '--seed',
            's',
            '--corporations',
            'psicorps',
            '--bots',
            name,
          ],
          2,
          new RegExp(`there is no bot "${name}"`),
        ],
      ];
      for (const [args, code, message] of cases) {
        const r = await simulturn(args);
        expect(r.code, `${args.join(' ')}: ${r.stdout}${r.stderr}`).toBe(code);
        expect(r.stderr, args.join(' ')).toMatch(message);
        expect(r.stderr, args.join(' ')).not.toMatch(/^\s+at /m);
      }
    }
  });
});

describe('simulate', { timeout: 180_000 }, () => {
  const STUDY = ['simulate', 'corporate-war', '--games', '2', '--workers', '0', '--day-limit', '2'];

  it('--json to a place that cannot be written stops before the study is played', async () => {
    mkdirSync(join(base, 'a-folder'));
    for (const [path, why] of [
      [join(base, 'no', 'such', 'folder', 'out.json'), /ENOENT/],
      [join(base, 'a-folder'), /it is a folder/],
    ] as const) {
      const r = await simulturn([...STUDY, '--json', path]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`cannot write ${path}`);
      expect(r.stderr).toMatch(why);
      // Not one game was played: no progress line, no table.
      expect(r.stderr).not.toContain('games in');
      expect(r.stdout).toBe('');
    }
  });

  it('--workers has a cap', async () => {
    const r = await simulturn([...STUDY.slice(0, 4), '--workers', '100000']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`--workers takes at most ${maxWorkers()} here (four per CPU`);
  });

  it('a thread shortage is told clearly', () => {
    const eagain = Object.assign(new Error('Worker initialization failure: EAGAIN'), {
      code: 'ERR_WORKER_INIT_FAILED',
    });
    const told = workerFailure(eagain, 3) as Error;
    expect(told.message).toBe(
      'cannot start 3 worker threads: the system has no more threads (or memory) to give ' +
        '(Worker initialization failure: EAGAIN); run with fewer --workers, or --workers 0 to play in this thread',
    );
    const other = new Error('a game broke');
    expect(workerFailure(other, 3)).toBe(other);
  });
});

describe('help and plain mistakes (issue 15)', { timeout: 180_000 }, () => {
  it('simulturn --help (and help, -h) prints the usage on standard output and succeeds', async () => {
    for (const flag of ['--help', '-h', 'help']) {
      const r = await simulturn([flag]);
      expect(r.code, flag).toBe(0);
      expect(r.stdout, flag).toMatch(/^usage: simulturn <command>/);
      expect(r.stderr, flag).toBe('');
    }
  });

  it('an orders file that is not there is told in words, without a system error or the usage', async () => {
    const r = await simulturn([
      'referee',
      'orders',
      join(base, 'game'),
      'psicorps',
      join(base, 'no-such-file.txt'),
    ]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('no-such-file.txt: there is no such file; nothing was stored.');
    expect(r.stderr).not.toMatch(/ENOENT|usage:/);
  });
});
