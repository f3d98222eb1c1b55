/**
 * A private PostgreSQL cluster for one load test: made with `initdb` in a temporary folder,
 * started with `pg_ctl` on a Unix socket in that folder (no TCP port, so nothing else on
 * the machine can reach it or collide with it), and stopped by its postmaster's pid, then
 * removed. As root, PostgreSQL's programs run as the `postgres` user (it refuses root).
 */
import { spawnSync } from 'node:child_process';
import { chownSync, copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A running cluster. */
export interface Cluster {
  /** The folder of its Unix socket: the `host` a client connects to. */
  readonly socketDir: string;
  /** The postmaster's process id. */
  readonly pid: number;
  /**
   * Stops the postmaster by its pid (a fast shutdown), waits for it to exit, and removes
   * the folder; its server log is copied to `keepLog` first, when given.
   */
  stop(keepLog?: string): Promise<void>;
}

/** The folder of PostgreSQL's server programs: on the PATH, or Debian's newest /usr/lib/postgresql/<n>/bin. */
export function postgresBin(): string | null {
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  const onPath = which.status === 0 ? which.stdout.trim() : '';
  if (onPath !== '' && existsSync(join(onPath, '..', 'pg_ctl'))) return join(onPath, '..');
  const debian = '/usr/lib/postgresql';
  if (!existsSync(debian)) return null;
  const versions = readdirSync(debian)
    .filter((v) => existsSync(join(debian, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? null : join(debian, versions[0], 'bin');
}

const asRoot = process.getuid?.() === 0;

function run(bin: string, program: string, args: readonly string[]): void {
  const command = asRoot ? 'runuser' : join(bin, program);
  const full = asRoot ? ['-u', 'postgres', '--', join(bin, program), ...args] : [...args];
  const r = spawnSync(command, full, { encoding: 'utf8', timeout: 120_000 });
  if (r.status !== 0) throw new Error(`${program} ${args.join(' ')}: ${r.stdout}${r.stderr}${r.error ?? ''}`);
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Makes and starts a cluster. `settings` are server settings (`-c name=value`); by default
 * the server writes durably (fsync on), as a host would run it.
 */
export function startCluster(settings: Readonly<Record<string, string>> = {}): Cluster {
  const bin = postgresBin();
  if (bin === null)
    throw new Error(
      'PostgreSQL was not found (initdb and pg_ctl on the PATH or in /usr/lib/postgresql/<n>/bin)',
    );
  // A short path: a Unix socket's path may not be longer than about 100 bytes.
  const dir = mkdtempSync(join(tmpdir(), 'pgload-'));
  try {
    if (asRoot) {
      const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim();
      const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim();
      chownSync(dir, Number(id), Number(gid));
    }
    const data = join(dir, 'data');
    run(bin, 'initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
    const options = [
      `-k ${dir}`,
      '-c listen_addresses=',
      ...Object.entries(settings).map(([k, v]) => `-c ${k}=${v}`),
    ];
    run(bin, 'pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'log'),
      '-w',
      '-t',
      '60',
      '-o',
      options.join(' '),
      'start',
    ]);
    const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    let stopped = false;
    return {
      socketDir: dir,
      pid,
      async stop(keepLog) {
        if (stopped) return;
        stopped = true;
        // SIGINT is PostgreSQL's fast shutdown: sessions are ended, the cluster checkpoints and exits.
        if (alive(pid)) process.kill(pid, 'SIGINT');
        for (let i = 0; i < 600 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
        if (alive(pid)) process.kill(pid, 'SIGKILL');
        if (keepLog !== undefined && existsSync(join(dir, 'log'))) copyFileSync(join(dir, 'log'), keepLog);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (e) {
    // A postmaster that started before the failure is stopped too: nothing is left running.
    const pidFile = join(dir, 'data', 'postmaster.pid');
    if (existsSync(pidFile)) {
      const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
      if (pid > 0 && alive(pid)) process.kill(pid, 'SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
}
