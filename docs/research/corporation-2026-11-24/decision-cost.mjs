// The search bot's time per decision: games of search against greedy (seats alternating),
// each search turn timed once; the mean, median, 90th percentile and worst.
// Run after `npx tsup`: node docs/research/corporation-2026-11-24/decision-cost.mjs [games]
import { seededRng } from '../../../dist/index.js';
import { awaiting, BOTS, newGame, outcome, playerView, playTurn } from '../../../dist/corporation/index.js';

const games = Number(process.argv[2] ?? 20);
const times = [];
let wins = 0;
for (let g = 0; g < games; g++) {
  const made = newGame({ seed: `cost/${g}`, players: ['red', 'blue'] });
  if (!made.ok) throw new Error('newGame');
  const searchIs = g % 2 === 0 ? 'red' : 'blue';
  let s = made.value;
  while (awaiting(s).kind !== 'over') {
    const p = awaiting(s).players[0];
    const bot = p === searchIs ? BOTS.search : BOTS.greedy;
    const t0 = performance.now();
    const orders = bot(playerView(s, p), seededRng(`cost/${g}/${s.step}`));
    if (p === searchIs && awaiting(s).kind === 'turn') times.push(performance.now() - t0);
    const next = playTurn(s, p, orders);
    if (!next.ok) throw new Error('refused');
    s = next.value.state;
  }
  if (outcome(s).winners.includes(searchIs)) wins++;
}
times.sort((a, b) => a - b);
const at = (q) => times[Math.min(times.length - 1, Math.floor(times.length * q))].toFixed(0);
const mean = (times.reduce((a, b) => a + b, 0) / times.length).toFixed(0);
console.log(
  `${games} games, search won ${wins}; ${times.length} search decisions: mean ${mean} ms, median ${at(0.5)} ms, p90 ${at(0.9)} ms, worst ${at(1)} ms`,
);
