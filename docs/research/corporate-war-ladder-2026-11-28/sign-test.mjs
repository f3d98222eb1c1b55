// The ladder's test: for each two-bot summary (simulturn simulate --json, or merge's), the
// upper bot's games won alone against the lower bot's, draws (shared wins, games undecided)
// apart, and the one-sided exact binomial p of so many wins or more among the decided games
// if the two were equal. Exact in BigInt; p printed as a power of ten when it is tiny.
//   node sign-test.mjs upper,lower summary.json [upper,lower summary.json ...]
import { readFileSync } from 'node:fs';

const log10 = (n) => {
  const s = n.toString();
  return Math.log10(Number(`0.${s.slice(0, 17)}`)) + s.length;
};
function pUpper(wins, n) {
  // P(X >= wins), X ~ Binomial(n, 1/2): the sum of C(n, k) for k >= wins over 2^n.
  let c = 1n;
  let sum = 0n;
  for (let k = 0; k <= n; k++) {
    if (k >= wins) sum += c;
    c = (c * BigInt(n - k)) / BigInt(k + 1);
  }
  const lg = log10(sum) - n * Math.log10(2);
  if (lg > -4) return (10 ** lg).toPrecision(3);
  const e = Math.floor(lg);
  return `${(10 ** (lg - e)).toFixed(1)}e${e}`;
}
const args = process.argv.slice(2);
console.log('| upper | lower | games | upper won alone | lower won alone | draws | p (one-sided) |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (let i = 0; i < args.length; i += 2) {
  const [upper, lower] = args[i].split(',');
  const s = JSON.parse(readFileSync(args[i + 1], 'utf8'));
  const games = s.covered.reduce((n, [a, b]) => n + b - a, 0);
  const bot = s.categories.bot;
  const shared = bot[upper].sharedWins;
  const up = bot[upper].wins - shared;
  const low = bot[lower].wins - bot[lower].sharedWins;
  console.log(`| ${upper} | ${lower} | ${games} | ${up} | ${low} | ${games - up - low} | ${pUpper(up, up + low)} |`);
}
