/**
 * A game folder written to by someone hostile (issue 14, item 2): links planted in place
 * of the layout's files and folders, or at the names of temporary files, and named pipes
 * in place of files. No command may write or delete anything outside the folder, follow a
 * link, open anything but a plain file, or hang; each refuses with a typed problem that
 * names the path (exit code 3), `status` reports it, and leftovers of any kind at the
 * names of temporary files are cleared away.
 *
 * The pipes are tested on the built command line in child processes, so that a command
 * that would block on one is seen to block (and is ended) rather than freezing the tests.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltCli, buildCli } from '../support/build-cli.js';
import { botSheet, referee, snapshot, tempDir } from './support.js';

let base = '';
let remove = () => {};
/** A game at day 2, with psicorps' orders for day 2 in. */
let game = '';
let copies = 0;

beforeAll(() => {
  ({ dir: base, remove } = tempDir('simulturn-hostile-'));
  game = join(base, 'game');
  const ok = (args: string[], stdin?: string) => {
    const r = referee(args, stdin === undefined ? {} : { stdin });
    if (r.code !== 0) throw new Error(r.out + r.err);
  };
  ok(['new', game, '--seed', 'hostile', '--corporations', 'psicorps,phoenicae', '--bots', 'rusher']);
  ok(['orders', game, 'psicorps', '-'], botSheet(game, 'psicorps'));
  ok(['resolve', game, '--force']);
  ok(['orders', game, 'psicorps', '-'], botSheet(game, 'psicorps'));
}, 60_000);
afterAll(() => remove());

/** A copy of the game, and a folder outside it with one file, to plant links to. */
function scene(): { dir: string; outside: string; victim: string } {
  const k = copies++;
  const dir = join(base, `g${k}`);
  const outside = join(base, `outside${k}`);
  cpSync(game, dir, { recursive: true });
  mkdirSync(outside);
  const victim = join(outside, 'victim.txt');
  writeFileSync(victim, 'precious\n');
  return { dir, outside, victim };
}

const sheet = (dir: string, player = 'phoenicae') => botSheet(dir, player);

/** The commands that change the game, and status. */
const changing = (dir: string): [string, string[], string?][] => [
  ['orders', ['orders', dir, 'phoenicae', '-'], sheet(game)],
  ['resolve', ['resolve', dir, '--force']],
];

/**
 * Plants `plant` in a copy of the game and checks every changing command and status: each
 * refuses with exit code 3 and a message naming `named`, the folder and the outside stay
 * as they were.
 */
function refusedEverywhere(plant: (s: ReturnType<typeof scene>) => string) {
  const s = scene();
  const named = plant(s);
  const before = snapshot(s.dir);
  const outsideBefore = snapshot(s.outside);
  for (const [name, args, stdin] of [
    ...changing(s.dir),
    ['status', ['status', s.dir]] as [string, string[]],
  ]) {
    const r = referee(args, stdin === undefined ? {} : { stdin });
    expect(r.code, `${name}: ${r.out}${r.err}`).toBe(3);
    expect(r.err, name).toContain(named);
    expect(r.err, name).toMatch(/is a symbolic link|is a named pipe/);
    expect(snapshot(s.outside), name).toEqual(outsideBefore);
    expect(snapshot(s.dir), name).toEqual(before);
  }
  return s;
}

describe('links planted in the game folder', { timeout: 60_000 }, () => {
  it('a link at the name of a temporary file is not followed, and is cleared away', () => {
    const s = scene();
    // The names an older referee gave its temporary files: the process id and a counter.
    const folder = join(s.dir, 'orders', 'day-2');
    const planted: string[] = [];
    for (let k = 0; k < 400; k++) {
      const name = `.phoenicae.json.${process.pid}.${k}.tmp`;
      symlinkSync(s.victim, join(folder, name));
      planted.push(name);
    }
    const r = referee(['orders', s.dir, 'phoenicae', '-'], { stdin: sheet(s.dir) });
    expect(r.code, r.out + r.err).toBe(0);
    expect(snapshot(s.outside)).toEqual({ 'victim.txt': 'precious\n' });
    expect(readdirSync(folder).sort()).toEqual(['phoenicae.json', 'psicorps.json']);
  });

  it('an orders file that is a link to a file outside is refused, not read or replaced', () => {
    refusedEverywhere((s) => {
      const path = join(s.dir, 'orders', 'day-2', 'psicorps.json');
      rmSync(path);
      symlinkSync(s.victim, path);
      return path;
    });
  });

  it("the current day's orders folder replaced by a link to a folder outside", () => {
    refusedEverywhere((s) => {
      const path = join(s.dir, 'orders', 'day-2');
      cpSync(path, join(s.outside, 'copy'), { recursive: true });
      rmSync(path, { recursive: true });
      symlinkSync(join(s.outside, 'copy'), path);
      return path;
    });
  });

  it('the archive, reports and state folders replaced by links to folders outside', () => {
    for (const folder of ['archive', 'reports/phoenicae', 'state', 'sheets/psicorps']) {
      refusedEverywhere((s) => {
        const path = join(s.dir, ...folder.split('/'));
        cpSync(path, join(s.outside, 'copy'), { recursive: true });
        rmSync(path, { recursive: true });
        symlinkSync(join(s.outside, 'copy'), path);
        return path;
      });
    }
  });

  it('game.json and a state file that are links to good copies outside', () => {
    for (const file of ['game.json', 'state/day-2.json']) {
      refusedEverywhere((s) => {
        const path = join(s.dir, ...file.split('/'));
        cpSync(path, join(s.outside, 'copy.json'));
        rmSync(path);
        symlinkSync(join(s.outside, 'copy.json'), path);
        return path;
      });
    }
  });

  it('a file of a day to come planted as a link, and a folder of one', () => {
    for (const file of ['archive/day-2.json', 'sheets/phoenicae/day-3.txt', 'orders/day-3']) {
      refusedEverywhere((s) => {
        const path = join(s.dir, ...file.split('/'));
        mkdirSync(join(path, '..'), { recursive: true });
        symlinkSync(file.endsWith('day-3') ? s.outside : s.victim, path);
        return path;
      });
    }
  });

  it('a link to a folder inside the game is refused too', () => {
    refusedEverywhere((s) => {
      const path = join(s.dir, 'reports', 'phoenicae');
      rmSync(path, { recursive: true });
      symlinkSync(join(s.dir, 'reports', 'psicorps'), path);
      return path;
    });
  });

  it('a lock that is a link is reported, and the outside is untouched', () => {
    const s = scene();
    const lock = join(s.dir, '.lock');
    symlinkSync(s.outside, lock);
    for (const [name, args, stdin] of changing(s.dir)) {
      const r = referee(args, stdin === undefined ? {} : { stdin });
      expect(r.code, `${name}: ${r.out}${r.err}`).toBe(3);
      expect(r.err).toContain(`the lock ${lock} cannot be read (it is a symbolic link)`);
    }
    expect(snapshot(s.outside)).toEqual({ 'victim.txt': 'precious\n' });
    expect(lstatSync(lock).isSymbolicLink()).toBe(true);
    expect(readlinkSync(lock)).toBe(s.outside);
  });

  it('report refuses a report that is a link', () => {
    const s = scene();
    const path = join(s.dir, 'reports', 'phoenicae', 'day-1.md');
    rmSync(path);
    symlinkSync(s.victim, path);
    const r = referee(['report', s.dir, 'phoenicae', '--day', '1']);
    expect(r.code).toBe(3);
    expect(r.err).toContain(`${path} is a symbolic link`);
    expect(r.out).not.toContain('precious');
  });
});

// ---------------------------------------------------------------------------------------
// Named pipes, on the built command line

interface Run {
  readonly code: number | null;
  /** Whether it had to be ended: it hung. */
  readonly hung: boolean;
  readonly out: string;
}

/** Runs the command line; a run that has not ended after `limit` ms is killed and marked as hung. */
function run(cli: BuiltCli, args: readonly string[], stdin = '', limit = 30_000): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, [cli.main, 'referee', ...args], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let hung = false;
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (out += d));
    child.stdin!.on('error', () => {});
    child.stdin!.end(stdin);
    // Not a timing assertion: a guard, so that a command blocked on a pipe is seen as such.
    const timer = setTimeout(() => {
      hung = true;
      child.kill('SIGKILL');
    }, limit);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, hung, out });
    });
  });
}

const mkfifo = (path: string) => {
  const r = spawnSync('mkfifo', [path]);
  if (r.status !== 0) throw new Error(`mkfifo ${path}: ${r.stderr}`);
};

describe('named pipes in place of files', { timeout: 180_000 }, () => {
  let cli: BuiltCli;
  beforeAll(async () => {
    cli = await buildCli();
  }, 180_000);
  afterAll(() => cli?.remove());

  const FILES = [
    'orders/day-2/psicorps.json',
    'game.json',
    'state/day-2.json',
    'reports/psicorps/day-1.json',
  ];

  it('every command refuses a pipe with exit code 3 naming it, without blocking, and leaves no lock', async () => {
    for (const file of FILES) {
      const s = scene();
      const path = join(s.dir, ...file.split('/'));
      rmSync(path);
      mkfifo(path);
      const commands: [string[], string?][] = [
        [['status', s.dir]],
        [['orders', s.dir, 'phoenicae', '-'], sheet(game)],
        [['resolve', s.dir, '--force']],
        [['report', s.dir, 'psicorps', '--day', '1']],
      ];
      for (const [args, stdin] of commands) {
        const r = await run(cli, args, stdin);
        expect(r.hung, `${file}: ${args[0]} hung`).toBe(false);
        expect(r.code, `${file}: ${args[0]}: ${r.out}`).toBe(3);
        expect(r.out, `${file}: ${args[0]}`).toContain(`${path} is a named pipe`);
        expect(existsSync(join(s.dir, '.lock')), `${file}: ${args[0]}`).toBe(false);
      }
      expect(lstatSync(path).isFIFO()).toBe(true);
    }
  });

  it('a pipe in place of the lock is reported, not opened', async () => {
    const s = scene();
    const lock = join(s.dir, '.lock');
    mkfifo(lock);
    const r = await run(cli, ['orders', s.dir, 'phoenicae', '-'], sheet(game));
    expect(r.hung).toBe(false);
    expect(r.code, r.out).toBe(3);
    expect(r.out).toContain(`the lock ${lock} cannot be read (it is a named pipe)`);
  });

  it('a pipe at the name of a temporary file is cleared away', async () => {
    const s = scene();
    const leftover = join(s.dir, 'orders', 'day-2', `.phoenicae.json.${process.pid}.0.tmp`);
    mkfifo(leftover);
    const r = await run(cli, ['orders', s.dir, 'phoenicae', '-'], sheet(game));
    expect(r.hung).toBe(false);
    expect(r.code, r.out).toBe(0);
    expect(existsSync(leftover)).toBe(false);
  });
});
