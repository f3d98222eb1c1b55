#!/usr/bin/env python3
# Usage: python3 decided.py summary.json (a `simulturn simulate --json` summary).
# Decided share (Wilson 95%) and median length of decided games from a simulate summary.
# Undecided games are day-limit games (all on the last day) and stalemates (day unknown:
# the median is given for both extremes, stalemates counted first or last).
import json, sys, math
s = json.load(open(sys.argv[1]))
n = sum(s['days'].values())
r = s['reasons']; und = s['flags'].get('undecided', 0)
dec = n - und
lim = r.get('day-limit', 0); stale = r.get('stalemate', 0)
def wilson(k, n, z=1.96):
    p = k / n; d = 1 + z*z/n; c = p + z*z/(2*n); h = z*math.sqrt(p*(1-p)/n + z*z/(4*n*n)); return ((c-h)/d*100, (c+h)/d*100)
days = {int(k): v for k, v in s['days'].items()}
last = max(days)
days[last] -= lim
def median(dist, skip_low, skip_high):
    xs = []
    for d in sorted(dist):
        xs += [d] * dist[d]
    xs = xs[skip_low: len(xs) - skip_high] if skip_high else xs[skip_low:]
    return xs[(len(xs) - 1) // 2]
lo, hi = wilson(dec, n)
m1 = median(days, stale, 0); m2 = median(days, 0, stale)
print(f"games {n}, decided {dec} = {100*dec/n:.1f}% ({lo:.1f}-{hi:.1f}), day-limit {lim}, stalemates {stale}, median of decided {m1 if m1 == m2 else f'{m1}-{m2}'}")
cats = s['categories'].get('bot', {})
if len(cats) == 2:
    (a, A), (b, B) = cats.items()
    ea, eb = A['wins'] - A['sharedWins'], B['wins'] - B['sharedWins']
    m = ea + eb; k = max(ea, eb)
    p = min(1, 2 * sum(math.comb(m, i) for i in range(k, m + 1)) / 2**m)
    p1 = sum(math.comb(m, i) for i in range(k, m + 1)) / 2**m
    print(f"  {a} won {A['wins']} ({A['sharedWins']} shared), {b} won {B['wins']} ({B['sharedWins']} shared); won alone {a} {ea}, {b} {eb}; sign test two-sided p={p:.3g}, one-sided {p1:.3g}")
