// The test of one ladder step from a two-bot study's summary: the upper bot's wins and
// losses among the games one of the two won alone, the draws (and games stopped at the
// turn limit), and two one-sided p-values under "equal strength": the exact binomial test
// of the upper bot's wins among decided games, and the sign test counting each undecided
// game as half a win for each (the upper bot's score rounded down, the games all of them).
// Exact with BigInt, so the smallest values are right.
//   node docs/research/strategic-game-ladder-2026-11-28/step-test.mjs summary.json upper-bot
import { readFileSync } from 'node:fs';

const [file, upper] = process.argv.slice(2);
const summary = JSON.parse(readFileSync(file, 'utf8'));
const bots = summary.categories.bot;
const lower = Object.keys(bots).find((b) => b !== upper);
if (!(upper in bots) || lower === undefined) throw new Error(`bots ${Object.keys(bots)}; upper ${upper}`);
const games = summary.meta.gamesTotal;
const wins = bots[upper].wins - bots[upper].sharedWins;
const losses = bots[lower].wins - bots[lower].sharedWins;
const undecided = games - wins - losses;

/** P(X >= k) for X ~ Binomial(n, 1/2), as text with its power of ten. */
function upperTail(k, n) {
  let c = 1n;
  let tail = 0n;
  for (let j = 0; j <= n; j++) {
    if (j >= k) tail += c;
    c = (c * BigInt(n - j)) / BigInt(j + 1);
  }
  if (tail === 0n) return '0';
  const digits = tail.toString();
  const log10 = digits.length - 1 + Math.log10(Number(`0.${digits.slice(0, 15)}`) * 10) - n * Math.log10(2);
  if (log10 >= -0.0001) return '1';
  const exp = Math.floor(log10);
  return `${(10 ** (log10 - exp)).toFixed(2)} × 10^${exp}`;
}

console.log(
  `${upper} against ${lower}, ${games} games: ${upper} won ${wins}, lost ${losses}, ${undecided} undecided (draws or the turn limit)`,
);
console.log(`  exact binomial test, decided games only: P(X >= ${wins} | n = ${wins + losses}) = ${upperTail(wins, wins + losses)}`);
const score = Math.floor(wins + undecided / 2);
console.log(`  sign test, an undecided game half each: P(X >= ${score} | n = ${games}) = ${upperTail(score, games)}`);
