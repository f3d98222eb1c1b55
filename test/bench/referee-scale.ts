/**
 * The step referee with a Harvester folder of thousands of human players (default
 * 10,000): the folder made in a temporary directory (`new`: the first state and every
 * player's blank sheet), every player's sheet filled in with the gatherer's orders for its
 * view, then the timed part, sheets to reports: every sheet read and checked in one batch
 * (`submitStepOrdersMany`), and the step resolved (`resolveGameStep`: the orders read
 * back, the turn, the next state, every player's report and next sheet, the archive, and
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
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GAMES } from '../../src/games.js';
import { BOTS, HARVESTER, type HvState, type RawOrders } from '../../src/harvester/index.js';
import { botRng } from '../../src/kernel/match.js';
import { createStepGame } from '../../src/referee/create.js';
import { loadStepGame } from '../../src/referee/load.js';
import { resolveGameStep } from '../../src/referee/resolve.js';
import { submitStepOrdersMany } from '../../src/referee/submit.js';

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

const dir = mkdtempSync(join(tmpdir(), 'simulturn-referee-scale-'));
console.log(`${players} human players of Harvester in ${dir}`);
try {
  const made = phase('new (the first state and every blank sheet)', () =>
    createStepGame(dir, HARVESTER as never, { seed: 'scale', options: { players: String(players) } }),
  );
  if (!made.ok) throw new Error(made.error.map((i) => i.message).join('\n'));
  const sheets = phase('the players fill in their sheets (not timed by the goal)', () => {
    const g = loadStepGame(dir, GAMES);
    if (!g.ok) throw new Error(g.error.map((i) => i.message).join('\n'));
    const state = g.value.state as HvState;
    return state.players.map((player) => ({
      player,
      text: asSheet(BOTS.gatherer(HARVESTER.view(state, player), botRng('human', player, state.turn))),
    }));
  });
  const session = profile ? new Session() : undefined;
  if (session !== undefined) {
    session.connect();
    session.post('Profiler.enable');
    session.post('Profiler.start');
  }
  const c = process.cpuUsage();
  const t = performance.now();
  const sent = phase('every sheet read and checked', () => submitStepOrdersMany(dir, GAMES, sheets));
  if (!sent.ok) throw new Error(sent.error.map((i) => i.message).join('\n'));
  const refused = sent.value.filter((s) => !s.accepted);
  if (refused.length > 0)
    throw new Error(`${refused.length} sheets refused, the first: ${JSON.stringify(refused[0])}`);
  const resolved = phase('the step resolved, every report and next sheet written', () =>
    resolveGameStep(dir, GAMES),
  );
  if (!resolved.ok) throw new Error(resolved.error.map((i) => i.message).join('\n'));
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
  if (resolved.value.kind !== 'resolved') throw new Error('not resolved');
  const reports = readdirSync(join(dir, 'reports')).length;
  const { files, bytes } = census(dir);
  console.log(
    `step ${resolved.value.step} → ${resolved.value.next}: ${resolved.value.files.length} files written by resolve, ` +
      `reports for ${reports} players; the folder holds ${files} files, ${(bytes / 1e6).toFixed(0)} MB`,
  );
} finally {
  if (!keep) rmSync(dir, { recursive: true, force: true });
}
