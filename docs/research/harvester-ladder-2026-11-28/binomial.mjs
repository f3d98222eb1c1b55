// One-sided exact binomial test of a ladder step: among the games with one winner, the
// upper level's wins W of N, against a fair coin (H0: p = 1/2); P(X >= W).
// Usage: node binomial.mjs <summary.json> <upper bot> <lower bot>
import { readFileSync } from 'node:fs';

const [file, upper, lower] = process.argv.slice(2);
const s = JSON.parse(readFileSync(file, 'utf8'));
const u = s.categories.bot[upper];
const l = s.categories.bot[lower];
if (u === undefined || l === undefined) throw new Error(`no rows for ${upper} and ${lower} in ${file}`);
// A shared win (both Harvesters on equal points at the turn limit) is a draw.
const sole = (r) => r.wins - r.sharedWins;
const W = sole(u);
const L = sole(l);
const N = W + L;
// log C(N, k) 2^-N summed for k >= W, in log space.
const lg = [0];
for (let k = 1; k <= N; k++) lg[k] = lg[k - 1] + Math.log(k);
let p = 0;
for (let k = W; k <= N; k++) p += Math.exp(lg[N] - lg[k] - lg[N - k] - N * Math.LN2);
console.log(JSON.stringify({ upper, lower, wins: W, losses: L, drawn: s.meta.gamesTotal - N, decided: N, p }));
