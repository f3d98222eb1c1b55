// The search bot's time per decision: games of one search seat against aggressors (the
// search seat moving round the table), each search decision timed once; mean, median,
// 90th percentile and worst. Run after `npx tsup`:
//   node docs/research/galactic-overlord-2026-11-24/decision-cost.mjs [games] [players]
import { seededRng } from '../../../dist/index.js';
import { BOTS, endOf, newGame, playerView, resolveTurn, searchBot } from '../../../dist/galactic-overlord/index.js';

const games = Number(process.argv[2] ?? 20);
const n = Number(process.argv[3] ?? 2);
const times = [];
let wins = 0;
let turns = 0;
for (let g = 0; g < games; g++) {
  const players = Array.from({ length: n }, (_, k) => `p${k + 1}`);
  const made = newGame({ seed: `cost/${g}`, players });
  if (!made.ok) throw new Error('newGame');
  const searchIs = players[g % n];
  let s = made.value;
  while (endOf(s) === null) {
    const orders = {};
    for (const p of players) {
      if (s.factions[p].outAt !== null) continue;
      const rng = seededRng(`cost/${g}/${s.turn}/${p}`);
      const t0 = performance.now();
      orders[p] = (p === searchIs ? searchBot : BOTS.aggressor)(playerView(s, p), rng);
      if (p === searchIs) times.push(performance.now() - t0);
    }
    s = resolveTurn(s, orders).state;
  }
  turns += s.turn - 1;
  if (endOf(s).winners.includes(searchIs)) wins++;
}
times.sort((a, b) => a - b);
const at = (q) => times[Math.min(times.length - 1, Math.floor(times.length * q))].toFixed(0);
const mean = (times.reduce((a, b) => a + b, 0) / times.length).toFixed(0);
console.log(
  `${games} games of ${n} factions, ${times.length} search decisions: mean ${mean} ms, median ${at(0.5)} ms, ` +
    `p90 ${at(0.9)} ms, worst ${times.at(-1).toFixed(0)} ms; search won ${wins}; mean length ${(turns / games).toFixed(1)} turns`,
);
