// What the README of the round-robin study quotes from each two-seat summary (simulturn
// simulate --json, or merge's), in Markdown: the games, the decided share with its 95%
// Wilson interval, the mean and median length, the seats' balance (games won alone from
// each seat, and the two-sided exact binomial p of a split so uneven if the seats were
// equal), and for every pair of bots, the later bot of the list (the higher ladder level)
// first, its wins and losses against the other and the one-sided exact binomial p of so
// many wins or more if the two were equal. A shared win counts for both bots of its game,
// as in the table's "Bot against bot". Exact in BigInt; p printed as a power of ten when tiny.
//   node digest.mjs summary.json [summary.json ...]
import { readFileSync } from 'node:fs';

const Z = 1.959963984540054;
const pct = (x) => `${(100 * x).toFixed(1)}%`;
function wilson(k, n) {
  const p = k / n;
  const d = 1 + (Z * Z) / n;
  const c = (p + (Z * Z) / (2 * n)) / d;
  const h = (Z * Math.sqrt((p * (1 - p)) / n + (Z * Z) / (4 * n * n))) / d;
  return `${pct(c - h)} – ${pct(c + h)}`;
}
const log10 = (n) => {
  const s = n.toString();
  return Math.log10(Number(`0.${s.slice(0, 17)}`)) + s.length;
};
// log10 of P(X >= k), X ~ Binomial(n, 1/2).
function lgUpper(k, n) {
  let c = 1n;
  let sum = 0n;
  for (let i = 0; i <= n; i++) {
    if (i >= k) sum += c;
    c = (c * BigInt(n - i)) / BigInt(i + 1);
  }
  return sum === 0n ? -Infinity : log10(sum) - n * Math.log10(2);
}
function show(lg) {
  if (lg >= 0) return '1';
  if (lg > -4) return (10 ** lg).toPrecision(2);
  const e = Math.floor(lg);
  return `${(10 ** (lg - e)).toFixed(1)}e${e}`;
}
const twoSided = (a, b) => show(Math.min(0, Math.log10(2) + lgUpper(Math.max(a, b), a + b)));

for (const file of process.argv.slice(2)) {
  const s = JSON.parse(readFileSync(file, 'utf8'));
  const games = s.covered.reduce((n, [a, b]) => n + b - a, 0);
  const nobody = s.winners['0'] ?? 0;
  let total = 0;
  const lengths = [];
  for (const [len, n] of Object.entries(s.days)) {
    total += Number(len) * n;
    for (let i = 0; i < n; i++) lengths.push(Number(len));
  }
  lengths.sort((a, b) => a - b);
  console.log(`### ${s.meta.game} (${file})\n`);
  console.log(`- games: ${games} of ${s.meta.gamesTotal}; bots ${s.meta.bots.join(', ')}`);
  console.log(`- decided: ${games - nobody} (${pct((games - nobody) / games)}, 95% CI ${wilson(games - nobody, games)})`);
  console.log(`- ended: ${Object.entries(s.reasons).map(([r, n]) => `${r} ${n}`).join(', ')}`);
  console.log(
    `- length: mean ${(total / games).toFixed(2)}, median ${lengths[Math.ceil(games / 2) - 1]}, range ${lengths[0]}–${lengths.at(-1)}`,
  );
  const alone = (seat) => Object.values(s.seats[seat]).reduce((n, c) => n + c.wins - c.sharedWins, 0);
  const [a, b] = [alone('1'), alone('2')];
  console.log(`- seats: won alone from seat 1 ${a}, from seat 2 ${b}; two-sided p ${twoSided(a, b)}`);
  // The game's other seat categories (a home, an order of play, a corporation), the same way.
  for (const [name, values] of Object.entries(s.categories)) {
    if (name === 'bot') continue;
    const won = Object.entries(values).map(([v, c]) => [v, c.wins - c.sharedWins]);
    const test = won.length === 2 ? `; two-sided p ${twoSided(won[0][1], won[1][1])}` : '';
    console.log(`- ${name}: won alone ${won.map(([v, n]) => `${v} ${n}`).join(', ')}${test}`);
  }
  console.log('\n| higher | lower | games | higher wins | lower wins | p (one-sided) |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  const bots = s.meta.bots;
  for (let i = bots.length - 1; i >= 0; i--) {
    for (let j = i - 1; j >= 0; j--) {
      const m = s.meetings[bots[i]][bots[j]];
      console.log(
        `| ${bots[i]} | ${bots[j]} | ${m.games} | ${m.wins} | ${m.losses} | ${show(lgUpper(m.wins, m.wins + m.losses))} |`,
      );
    }
  }
  console.log();
}
