// The length figures of a study: the games decided before the turn limit, the mean length
// in turns, and the games that ended on turns 1 and 2; and each bot's wins.
//   node lengths.mjs summary.json
import { readFileSync } from 'node:fs';
const s = JSON.parse(readFileSync(process.argv[2], 'utf8'));
let n = 0;
let sum = 0;
let early = 0;
for (const [d, c] of Object.entries(s.days)) { n += c; sum += Number(d) * c; if (Number(d) <= 2) early += c; }
const decided = n - (s.reasons['turn-limit'] ?? 0);
const pct = (x) => (100 * x / n).toFixed(1) + '%';
const bots = Object.entries(s.categories.bot).map(([b, v]) => `${b} ${v.wins}/${v.plays}`).join(', ');
console.log(`${s.meta.bots.join(',')}: games ${n}, decided ${decided} (${pct(decided)}), mean ${(sum / n).toFixed(2)} turns, ended on turns 1-2 ${early} (${pct(early)}), reasons ${JSON.stringify(s.reasons)}; ${bots}`);
