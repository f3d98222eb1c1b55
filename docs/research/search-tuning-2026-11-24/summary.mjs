// Sums up duel.ts's JSON lines (stdin or files): games, wins alone of each setting, shared
// wins, undecided games, and B's share of the games won alone by one of the two with its
// 95% Wilson interval. Usage: node summary.mjs results/*.jsonl
import { readFileSync } from 'node:fs';

const text = process.argv.length > 2 ? process.argv.slice(2).map((f) => readFileSync(f, 'utf8')).join('') : readFileSync(0, 'utf8');
const games = text.split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l));
const by = new Map();
for (const g of games) {
  const key = `${g.a} vs ${g.b}${g.players === 4 ? ' (4 players)' : ''}`;
  if (!by.has(key)) by.set(key, []);
  by.get(key).push(g);
}
const wilson = (k, n) => {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [c - h, c + h];
};
const pct = (x) => `${(100 * x).toFixed(1)}%`;
for (const [key, gs] of by) {
  let a = 0;
  let b = 0;
  let shared = 0;
  let none = 0;
  let third = 0;
  for (const g of gs) {
    const wa = g.winners.includes('a');
    const wb = g.winners.includes('b');
    if (wa && wb) shared++;
    else if (wa) a++;
    else if (wb) b++;
    else if (g.winners.length > 0) third++;
    else none++;
  }
  const [lo, hi] = wilson(b, a + b);
  console.log(
    `${key}: ${gs.length} games; A alone ${a}, B alone ${b}, shared ${shared}, others won ${third}, undecided ${none}; ` +
      `B's share of the games won alone ${pct(b / (a + b))} (95% ${pct(lo)}–${pct(hi)})`,
  );
}
