/**
 * The search player's cost per decision at given settings, on fixed positions: the views
 * of every player at every dawn of default-line-up games (seeds `cost/0`, `cost/1`, …),
 * their reports read beforehand (a game reads them anyway), until `POSITIONS` are
 * gathered. Two ways to read it:
 *
 * - Instructions (callgrind; the machine's load does not matter): run once with `none`
 *   (gathering only) and once per setting, subtract, divide by the positions.
 *
 *     valgrind --tool=callgrind --callgrind-out-file=/dev/null --smc-check=all-non-file \
 *       node --single-threaded .cli-try/cost.mjs 3,1,3
 *
 * - Time: `time 3,1,3 6,1,3 …` calls each setting on each position in turn, interleaved,
 *   and prints each setting's median over positions of the median of three calls.
 *
 * - Decisions: `hash 3,1,3 …` prints a hash of each setting's decisions on the positions.
 *
 * A setting is `samples,depth,margin`.
 *
 *   npx esbuild docs/research/search-tuning-2026-11-24/cost.ts --bundle --platform=node --format=esm --outfile=.cli-try/cost.mjs
 */
import { createHash } from 'node:crypto';
import { makeSearchBot } from '../../../src/corporate-war/bots/search.js';
import { playerView, playMatch } from '../../../src/corporate-war/index.js';
import type { PlayerView } from '../../../src/corporate-war/view.js';
import { seededRng } from '../../../src/kernel/rng.js';

const POSITIONS = Number(process.env.POSITIONS ?? 200);

const views: PlayerView[] = [];
for (let g = 0; views.length < POSITIONS; g++) {
  playMatch({
    seed: `cost/${g}`,
    seats: ['search', 'rusher', 'cautious', 'random'],
    record: false,
    onDay: (r) => {
      if (r.state.outcome !== null) return;
      for (const p of r.state.players) {
        if (views.length === POSITIONS) break;
        const v = playerView(r.state, p.id)!;
        void v.sectors;
        views.push(v);
      }
    },
  });
}

const botOf = (setting: string) => {
  const [samples, depth, margin] = setting.split(',').map(Number);
  return makeSearchBot({ samples, depth, margin });
};

const args = process.argv.slice(2);
if (args[0] === 'time') {
  const settings = args.slice(1);
  const bots = settings.map(botOf);
  for (const v of views.slice(0, 40)) for (const bot of bots) bot(v, seededRng('warm-up'));
  const per = settings.map(() => [] as number[]);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  views.forEach((v, i) => {
    const times = settings.map(() => [] as number[]);
    for (let k = 0; k < 3; k++) {
      bots.forEach((bot, b) => {
        const t = performance.now();
        bot(v, seededRng(`cost/${i}/${k}`));
        times[b]!.push(performance.now() - t);
      });
    }
    times.forEach((ts, b) => per[b]!.push(median(ts)));
  });
  settings.forEach((s, b) => {
    const m = median(per[b]!);
    const mean = per[b]!.reduce((a, x) => a + x, 0) / per[b]!.length;
    console.log(`${s}: median ${(m * 1000).toFixed(0)} µs, mean ${(mean * 1000).toFixed(0)} µs a decision (${POSITIONS} positions)`);
  });
} else if (args[0] === 'hash') {
  // The decisions themselves, to check that a change of code keeps them.
  for (const setting of args.slice(1)) {
    const bot = botOf(setting);
    const h = createHash('sha256');
    views.forEach((v, i) => h.update(JSON.stringify(bot(v, seededRng(`cost/${i}`)))));
    console.log(`${setting}: ${POSITIONS} decisions ${h.digest('hex').slice(0, 16)}`);
  }
} else if (args[0] !== 'none') {
  const bot = botOf(args[0] ?? '3,1,3');
  views.forEach((v, i) => bot(v, seededRng(`cost/${i}`)));
  console.log(`${args[0]}: ${POSITIONS} decisions`);
}
