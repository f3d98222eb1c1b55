// The sign test of a two-bot study: of the games one of the two bots won, how many each
// won, and the exact two-sided binomial p-value under "equal strength" (each wins a
// decided game with probability 1/2). Exact with BigInt, so tiny values are right.
//   node docs/research/galactic-overlord-2026-11-24/sign-test.mjs summary.json
import { readFileSync } from 'node:fs';

const summary = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const bots = summary.categories.bot;
const [a, b] = Object.keys(bots);
const wa = bots[a].wins;
const wb = bots[b].wins;
const n = wa + wb;
const m = Math.max(wa, wb);
// P(X >= m) for X ~ Binomial(n, 1/2), times two (capped at 1), as a decimal with its exponent.
let c = 1n;
let tail = 0n;
for (let k = 0; k <= n; k++) {
  if (k >= m) tail += c;
  c = (c * BigInt(n - k)) / BigInt(k + 1);
}
const twice = 2n * tail;
const log10 = (x) => {
  const s = x.toString();
  return s.length - 1 + Math.log10(Number(`0.${s.slice(0, 15)}`) * 10);
};
const lp = Math.min(0, log10(twice) - n * Math.log10(2));
const exp = Math.floor(lp);
const p = lp === 0 ? '1' : `${(10 ** (lp - exp)).toFixed(2)} × 10^${exp}`;
console.log(
  `${a} ${wa}, ${b} ${wb} of ${summary.meta.gamesTotal} games (${n} decided): two-sided sign test p = ${p}`,
);
