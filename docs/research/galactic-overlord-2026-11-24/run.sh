#!/bin/sh
# Every figure of this study, re-run with one command from the repository's root:
#   sh docs/research/galactic-overlord-2026-11-24/run.sh [workers]
# Seeds: the simulator's default study seed "simulturn" (game g is seeded "simulturn/g").
# It takes about an hour on two loaded cores; each study's table goes to a .txt file
# and its summary (mergeable with `simulturn simulate merge`) to a .json file.
set -e
W=${1:-2}
D=docs/research/galactic-overlord-2026-11-24
npx tsup --no-config --entry.main src/cli/main.ts --entry.sim-worker src/cli/sim-worker.ts \
  --format esm --platform node --target node20 --out-dir .cli-try --silent
sim() { out=$1; shift; node .cli-try/main.js simulate galactic-overlord --workers "$W" --json "$D/$out.json" "$@" > "$D/$out.txt" 2>/dev/null; echo "$out done"; }
# 1. Which heuristic is best, then the search bot against it (1,000 two-faction games each).
sim aggressor-economist-2p-1k --games 1000 --bots aggressor,economist
sim search-aggressor-2p-1k --games 1000 --bots search,aggressor
node $D/sign-test.mjs $D/search-aggressor-2p-1k.json > $D/search-aggressor-2p-1k.sign.txt
# The same under the humane reading of an empty home (GO-5.3, emptyDefence: one-base).
sim search-aggressor-2p-one-base --games 200 --bots search,aggressor --rules emptyDefence=one-base
node $D/sign-test.mjs $D/search-aggressor-2p-one-base.json > $D/search-aggressor-2p-one-base.sign.txt
# 2. Four and eight factions, the three heuristics rotated through the seats.
sim heuristics-4p-1k --games 1000 --bots aggressor,economist,random --rules players=4
sim heuristics-8p-1k --games 1000 --bots aggressor,economist,random --rules players=8
# 3. Four and eight factions with all four bots (each bot once, then twice, at every table).
sim all-4p --games 400 --bots search,aggressor,economist,random --rules players=4
sim all-8p --games 120 --bots search,aggressor,economist,random --rules players=8,turnLimit=30
# 4. The search bot against the other heuristics and the random player (200 games each).
for b in economist random; do
  sim search-$b-2p --games 200 --bots search,$b
  node $D/sign-test.mjs $D/search-$b-2p.json > $D/search-$b-2p.sign.txt
done
# 5. Time per search decision (needs the package build in dist/).
npx tsup > /dev/null
node $D/decision-cost.mjs 20 2 > $D/decision-cost.txt
node $D/decision-cost.mjs 10 4 >> $D/decision-cost.txt
