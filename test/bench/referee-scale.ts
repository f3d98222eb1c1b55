/**
 * The step referee with a Harvester folder of thousands of human players (default
 * 10,000): the folder made in a temporary directory (`new`: the first state and every
 * player's blank sheet), every player's sheet filled in with the gatherer's orders for its
 * view and put in a mailbox folder, a file a player, then the timed part, sheets to
 * reports, through the commands a referee types (run in this process): `simulturn referee
 * orders <dir> --mailbox <folder>` (every file read and checked in one batch,
 * `submitStepOrdersMany`) and `simulturn referee resolve <dir>` (`resolveGameStep`: the
 * orders read back, the turn, the next state, every player's report and next sheet, the archive, and
 * `game.json` last, each file written as crash-safely as always). Prints each phase's
 * wall time and CPU time, and the files written. Plain script, never part of CI:
 *
 *   npx esbuild test/bench/referee-scale.ts --bundle --platform=node --format=esm \
 *     --outfile=.cli-try/referee-scale.mjs
 *   nice node .cli-try/referee-scale.mjs [players] [--keep] [--profile]
 *
 * `--keep` leaves the folder; `--profile` writes a CPU profile of the timed part to the
 * working directory. The temporary directory is under `os.tmpdir()` (`TMPDIR`).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runReferee } from '../../src/cli/referee.js';
import { GAMES } from '../../src/games.js';
import { BOTS, HARVESTER, type HvState, type RawOrders } from '../../src/harvester/index.js';
import { botRng } from '../../src/kernel/match.js';
import { err, ok } from '../../src/kernel/result.js';
import { createStepGame } from '../../src/referee/create.js';
import { loadStepGame } from '../../src/referee/load.js';

const args = process.argv.slice(2);
const players = Number(args.find((a) => /^\d+$/.test(a)) ?? 10_000);
const keep = args.includes('--keep');
const profile = args.includes('--profile');

/** Orders as the sheet's lines, under a line of the player's own. */
function asSheet(o: RawOrders): string {
  const lines: string[] = ['# filled in'];
  if (o.target !== undefined) lines.push(`target ${o.target}`);
  if (o.drop !== undefined) lines.push(`drop ${o.drop}`);
  if (o.rebuild !== undefined) lines.push(`rebuild ${o.rebuild}`);
  for (const id of o.destroy ?? []) lines.push(`destroy ${id}`);
  for (const m of o.moves ?? []) lines.push(`move ${m.unit} ${m.path.join(' ')}`);
  return `${lines.join('\n')}\n`;
}

/** Runs `fn`, printing its wall and CPU time. */
function phase<T>(name: string, fn: () => T): T {
  const c = process.cpuUsage();
  const t = performance.now();
  const out = fn();
  const wall = performance.now() - t;
  const d = process.cpuUsage(c);
  console.log(`${name}: ${(wall / 1000).toFixed(2)} s wall, ${((d.user + d.system) / 1e6).toFixed(2)} s CPU`);
  return out;
}

/** Files and bytes under `dir`. */
function census(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile()) continue;
    files++;
    bytes += statSync(join(e.parentPath, e.name)).size;
  }
  return { files, bytes };
}

const top = mkdtempSync(join(tmpdir(), 'simulturn-referee-scale-'));
const dir = join(top, 'game');
const mailbox = join(top, 'mailbox');

/** Runs `simulturn referee ...args` in this process; fails unless it exits 0. */
function command(args: string[]): string {
  let out = '';
  let errors = '';
  const code = runReferee(args, {
    out: (t) => {
      out += t;
    },
    err: (t) => {
      errors += t;
    },
    readInput: (path) => {
      try {
        return ok(readFileSync(path));
      } catch (e) {
        return err(String(e));
      }
    },
  });
  if (code !== 0) throw new Error(`referee ${args[0]} exited ${code}: ${errors}${out.slice(-2000)}`);
  return out;
}

console.log(`${players} human players of Harvester in ${dir}`);
try {
  const made = phase('new (the first state and every blank sheet)', () =>
    createStepGame(dir, HARVESTER as never, { seed: 'scale', options: { players: String(players) } }),
  );
  if (!made.ok) throw new Error(made.error.map((i) => i.message).join('\n'));
  phase('the players fill in their sheets, into the mailbox (not timed by the goal)', () => {
    const g = loadStepGame(dir, GAMES);
    if (!g.ok) throw new Error(g.error.map((i) => i.message).join('\n'));
    const state = g.value.state as HvState;
    mkdirSync(mailbox);
    for (const player of state.players)
      writeFileSync(
        join(mailbox, `${player}.txt`),
        asSheet(BOTS.gatherer(HARVESTER.view(state, player), botRng('human', player, state.turn))),
      );
  });
  const session = profile ? new Session() : undefined;
  if (session !== undefined) {
    session.connect();
    session.post('Profiler.enable');
    session.post('Profiler.start');
  }
  const c = process.cpuUsage();
  const t = performance.now();
  const sent = phase('referee orders --mailbox: every sheet read and checked', () =>
    command(['orders', dir, '--mailbox', mailbox]),
  );
  console.log(`  ${sent.trim().split('\n').at(-1)}`);
  const resolved = phase('referee resolve: the step resolved, every report and next sheet written', () =>
    command(['resolve', dir]),
  );
  const wall = performance.now() - t;
  const d = process.cpuUsage(c);
  console.log(
    `sheets to reports: ${(wall / 1000).toFixed(2)} s wall, ${((d.user + d.system) / 1e6).toFixed(2)} s CPU; ` +
      `peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MiB`,
  );
  if (session !== undefined)
    session.post('Profiler.stop', (e, r) => {
      if (e === null) writeFileSync(`referee-scale-${players}.cpuprofile`, JSON.stringify(r.profile));
    });
  console.log(`  ${resolved.trim().split('\n')[0]}`);
  const reports = readdirSync(join(dir, 'reports')).length;
  const { files, bytes } = census(dir);
  console.log(
    `reports for ${reports} players; the folder holds ${files} files, ${(bytes / 1e6).toFixed(0)} MB`,
  );
} finally {
  if (!keep) rmSync(top, { recursive: true, force: true });
}
