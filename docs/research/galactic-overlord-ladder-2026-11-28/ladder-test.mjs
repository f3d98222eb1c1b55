// One step of the ladder: of a two-bot study's games, the upper level's wins, its losses
// and the draws (games with no winner: the turn limit, or nobody left), and the one-sided
// exact binomial test on the upper level's wins among the decided games (H0: each bot wins
// a decided game with probability 1/2). Exact with BigInt, so tiny p-values are right.
//   node ladder-test.mjs summary.json upper-bot
import { readFileSync } from 'node:fs';

const [file, upper] = process.argv.slice(2);
const summary = JSON.parse(readFileSync(file, 'utf8'));
const bots = summary.categories.bot;
const lower = Object.keys(bots).find((b) => b !== upper);
if (!(upper in bots) || lower === undefined) throw new Error(`${file}: bots ${Object.keys(bots)}`);
const wins = bots[upper].wins;
const losses = bots[lower].wins;
const games = summary.meta.gamesTotal;
const draws = games - wins - losses;
const n = wins + losses;
// P(X >= wins) for X ~ Binomial(n, 1/2): the sum of C(n, k) for k >= wins, over 2^n.
let c = 1n;
let tail = 0n;
for (let k = 0; k <= n; k++) {
  if (k >= wins) tail += c;
  c = (c * BigInt(n - k)) / BigInt(k + 1);
}
const digits = tail.toString();
const log10 = digits.length - 1 + Math.log10(Number(`0.${digits.slice(0, 15)}`) * 10) - n * Math.log10(2);
const exp = Math.floor(log10);
const p = log10 >= 0 ? '1' : exp >= -3 ? (10 ** log10).toFixed(4) : `${(10 ** (log10 - exp)).toFixed(2)} × 10^${exp}`;
console.log(
  `${upper} over ${lower}: ${games} games, ${wins} wins, ${losses} losses, ${draws} draws; one-sided exact binomial p = ${p}${log10 < -2 ? ' (< 0.01)' : ' (NOT < 0.01)'}`,
);
