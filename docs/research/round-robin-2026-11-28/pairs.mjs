// Each pair's games of a two-seat round robin, from its records (simulturn simulate
// --records FILE.csv; a sharded study's files in any order, their repeated headers
// skipped): for every pair of bots, in the order of the bots given, the games they met in,
// how many each won alone, shared and undecided, the mean and median length, and the share
// decided by the end of turn 2 (what Galactic Overlord's goal counts). Markdown out.
//   node pairs.mjs random,economist,aggressor,search records.csv [records-2.csv ...]
import { readFileSync } from 'node:fs';

function fields(line) {
  const out = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') (cur += '"'), i++;
      else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') out.push(cur), (cur = '');
    else cur += c;
  }
  out.push(cur);
  return out;
}

const [order, ...files] = process.argv.slice(2);
const bots = order.split(',');
const pairs = new Map();
const seen = new Set();
for (const file of files) {
  const [head, ...rows] = readFileSync(file, 'utf8').trim().split('\n');
  const col = Object.fromEntries(fields(head).map((name, i) => [name, i]));
  for (const row of rows) {
    if (row === head) continue;
    const f = fields(row);
    if (seen.has(f[col.index])) throw new Error(`game ${f[col.index]} twice`);
    seen.add(f[col.index]);
    const a = f[col['seat1.bot']];
    const b = f[col['seat2.bot']];
    const won = [f[col['seat1.won']] === '1', f[col['seat2.won']] === '1'];
    const [lo, hi] = bots.indexOf(a) < bots.indexOf(b) ? [a, b] : [b, a];
    const key = `${hi} – ${lo}`;
    const p = pairs.get(key) ?? { hi, lo, lengths: [], alone: { [a]: 0, [b]: 0 }, shared: 0, nobody: 0, early: 0 };
    const length = Number(f[col.length]);
    p.lengths.push(length);
    if (won[0] && won[1]) p.shared++;
    else if (won[0]) p.alone[a]++;
    else if (won[1]) p.alone[b]++;
    else p.nobody++;
    if ((won[0] || won[1]) && length <= 2) p.early++;
    pairs.set(key, p);
  }
}
console.log(`${seen.size} games\n`);
console.log('| pair (higher – lower) | games | higher won alone | lower won alone | shared | undecided | mean length | median | decided by turn 2 |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
const sorted = [...pairs.values()].sort(
  (x, y) => bots.indexOf(y.hi) - bots.indexOf(x.hi) || bots.indexOf(y.lo) - bots.indexOf(x.lo),
);
for (const p of sorted) {
  const n = p.lengths.length;
  const l = p.lengths.sort((x, y) => x - y);
  const mean = l.reduce((s, x) => s + x, 0) / n;
  console.log(
    `| ${p.hi} – ${p.lo} | ${n} | ${p.alone[p.hi]} | ${p.alone[p.lo]} | ${p.shared} | ${p.nobody} | ${mean.toFixed(2)} | ${l[Math.ceil(n / 2) - 1]} | ${((100 * p.early) / n).toFixed(1)}% |`,
  );
}
