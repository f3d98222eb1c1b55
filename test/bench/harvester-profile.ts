/**
 * Where a Harvester turn's time goes at scale: the game at N players after ten turns of
 * gatherers (as test/bench/harvester-scale.ts plays it), then a CPU profile of `--calls`
 * turns with every report, or of every player's view (`--views`), and its summary by source
 * folder and busiest functions (test/load/profile.ts). `--chain` puts every player in one
 * chain of subjects first, as the scale bench does. Plain script, never part of CI:
 *
 *   npx esbuild test/bench/harvester-profile.ts --bundle --platform=node --format=esm \
 *     --sourcemap --outfile=.cli-try/harvester-profile.mjs
 *   nice node --single-threaded .cli-try/harvester-profile.mjs 10000 [--views] [--chain] [--calls 3]
 *
 * The profile is written to `.cli-try/harvester-<N>[-views][-chain].cpuprofile`.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { newGame } from '../../src/harvester/index.js';
import { resolveTurn } from '../../src/harvester/turn.js';
import { playerView } from '../../src/harvester/view.js';
import { summarizeProfile } from '../load/profile.js';
import { chained, ordersOf } from './harvester-bench-world.js';

const args = process.argv.slice(2);
const n = Number(args.find((a) => /^\d+$/.test(a)) ?? 10_000);
const views = args.includes('--views');
const chain = args.includes('--chain');
const at = args.indexOf('--calls');
const calls = at >= 0 ? Number(args[at + 1]) : 3;

const g = newGame({ seed: `scale-${n}`, players: n, turnLimit: 1000 });
if (!g.ok) throw new Error(g.error.map((i) => i.message).join('; '));
let state = g.value;
for (let t = 0; t < 10; t++) state = resolveTurn(state, ordersOf(state)).state;
const orders = ordersOf(state);
if (chain) state = chained(state);

const session = new Session();
session.connect();
const post = (method: string): Promise<unknown> =>
  new Promise((resolve, reject) => session.post(method, (e, r) => (e === null ? resolve(r) : reject(e))));
await post('Profiler.enable');
await post('Profiler.start');
const c = process.cpuUsage();
for (let k = 0; k < calls; k++) {
  if (views) {
    const fresh = { ...state }; // nothing cached for an earlier call's state object
    for (const p of fresh.players) playerView(fresh, p);
  } else resolveTurn(state, orders);
}
const d = process.cpuUsage(c);
const { profile } = (await post('Profiler.stop')) as { profile: unknown };
const name = `.cli-try/harvester-${n}${views ? '-views' : ''}${chain ? '-chain' : ''}.cpuprofile`;
writeFileSync(name, JSON.stringify(profile));
console.log(
  `${n} players, ${calls} ${views ? 'rounds of every view' : 'turns'}${chain ? ' (chain)' : ''}: ` +
    `${((d.user + d.system) / 1000 / calls).toFixed(0)} ms CPU each; profile in ${name}`,
);
for (const line of summarizeProfile(name).lines) console.log(line);
