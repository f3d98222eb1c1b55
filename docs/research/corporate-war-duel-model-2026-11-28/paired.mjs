#!/usr/bin/env node
/**
 * The duel-model studies as pairs of games: both were played on the same seeds with the
 * same bots in the same seats, so game g under ratio and game g under d6 start alike
 * (edges, deployment, the bots' generators) and differ only from their first duel on.
 * `simulate compare` treats the two studies as independent; this script pairs them, from
 * the `--records` files, and tests the difference in the undecided share by McNemar's
 * exact test (a binomial test of the games decided under one model only) and the
 * difference in length by a paired t test, after each 800 games as the study grew.
 *
 *   node paired.mjs records [800]   # the records' folder, and the games between two rows
 *
 * Plain Node, no packages: its arithmetic (ln Γ, the incomplete beta) is written out below.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? 'records';
/** Games between two rows of the table. */
const step = Number(process.argv[3] ?? 800);

/** Every game of one duel model, by index, from its shards' JSON lines. */
function games(model) {
  const byIndex = new Map();
  for (const f of readdirSync(dir).filter((n) => n.startsWith(`duelModel-${model}-`) && n.endsWith('.jsonl'))) {
    for (const line of readFileSync(join(dir, f), 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const g = JSON.parse(line);
      byIndex.set(g.index, g);
    }
  }
  return byIndex;
}

function lnGamma(x) {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  const y = x - 1;
  let a = c[0];
  const t = y + 7.5;
  for (let i = 1; i < 9; i++) a += c[i] / (y + i);
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(a);
}

/** McNemar's exact test: two-sided binomial p of b against c discordant pairs. */
function mcnemar(b, c) {
  const n = b + c;
  if (n === 0) return 1;
  const k = Math.min(b, c);
  let tail = 0;
  for (let i = 0; i <= k; i++) tail += Math.exp(lnGamma(n + 1) - lnGamma(i + 1) - lnGamma(n - i + 1) - n * Math.LN2);
  return Math.min(1, 2 * tail);
}

/** The regularized incomplete beta function, for Student's t. */
function incompleteBeta(x, a, b) {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(lnGamma(a + b) - lnGamma(a) - lnGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  const cf = (a, b, x) => {
    let c = 1;
    let d = 1 - ((a + b) * x) / (a + 1);
    d = 1 / (Math.abs(d) < 1e-300 ? 1e-300 : d);
    let h = d;
    for (let m = 1; m < 10000; m++) {
      const m2 = 2 * m;
      for (const aa of [(m * (b - m) * x) / ((a + m2 - 1) * (a + m2)), (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1))]) {
        d = 1 + aa * d;
        d = 1 / (Math.abs(d) < 1e-300 ? 1e-300 : d);
        c = 1 + aa / c;
        if (Math.abs(c) < 1e-300) c = 1e-300;
        h *= d * c;
      }
      if (Math.abs(d * c - 1) < 1e-15) break;
    }
    return h;
  };
  return x < (a + 1) / (a + b + 2) ? (front * cf(a, b, x)) / a : 1 - (front * cf(b, a, 1 - x)) / b;
}
const tTwoSided = (t, df) => incompleteBeta(df / (df + t * t), df / 2, 0.5);

const ratio = games('ratio');
const d6 = games('d6');
const n = Math.min(ratio.size, d6.size);
const lines = [];
const pct = (x) => `${(100 * x).toFixed(2)}%`;
const fmtP = (p) => (p < 0.0001 ? p.toExponential(2) : p.toFixed(4));
lines.push('games  undecided ratio  undecided d6  ratio only undecided  d6 only undecided  McNemar p  paired length d6-ratio (95% CI)  t-test p  phi');
for (let upto = step; upto <= n; upto += step) {
  let both = 0;
  let ratioOnly = 0;
  let d6Only = 0;
  let neither = 0;
  const diffs = [];
  for (let g = 0; g < upto; g++) {
    const a = ratio.get(g);
    const b = d6.get(g);
    if (a === undefined || b === undefined) throw new Error(`game ${g} is missing`);
    // Paired only if they are the same game: the same seed and the same bots in the same seats.
    if (a.seed !== b.seed || JSON.stringify(a.seats.map((s) => s.categories.bot)) !== JSON.stringify(b.seats.map((s) => s.categories.bot)))
      throw new Error(`game ${g} is not the same game in both studies`);
    const ua = a.winners.length === 0;
    const ub = b.winners.length === 0;
    if (ua && ub) both++;
    else if (ua) ratioOnly++;
    else if (ub) d6Only++;
    else neither++;
    diffs.push(b.days - a.days);
  }
  const mean = diffs.reduce((s, x) => s + x, 0) / upto;
  const sd = Math.sqrt(diffs.reduce((s, x) => s + (x - mean) ** 2, 0) / (upto - 1));
  const se = sd / Math.sqrt(upto);
  const tp = tTwoSided(mean / se, upto - 1);
  // Phi: the correlation of "undecided" between a game and its pair.
  const pa = (both + ratioOnly) / upto;
  const pb = (both + d6Only) / upto;
  const phi = (both / upto - pa * pb) / Math.sqrt(pa * (1 - pa) * pb * (1 - pb));
  lines.push(
    [
      String(upto).padStart(5),
      pct(pa).padStart(15),
      pct(pb).padStart(13),
      String(ratioOnly).padStart(21),
      String(d6Only).padStart(18),
      fmtP(mcnemar(ratioOnly, d6Only)).padStart(10),
      `${mean >= 0 ? '+' : ''}${mean.toFixed(3)} (${(mean - 1.96 * se).toFixed(3)} – ${(mean + 1.96 * se).toFixed(3)})`.padStart(33),
      fmtP(tp).padStart(9),
      phi.toFixed(3).padStart(6),
    ].join('  '),
  );
}
process.stdout.write(`${lines.join('\n')}\n`);
