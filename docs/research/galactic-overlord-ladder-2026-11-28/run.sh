#!/bin/sh
# Every figure of this study, re-run with one command from the repository's root:
#   sh docs/research/galactic-overlord-ladder-2026-11-28/run.sh
# It builds the command line into .cli-try/ (ignored by git) and runs each study on one
# worker, niced; each table goes to a .txt file and each summary (mergeable with
# `simulturn simulate merge`) to a .json file, with a one-line digest in digest.txt.
# About ten minutes on two loaded cores, most of it the search bot's 1,000 games.
set -e
D=docs/research/galactic-overlord-ladder-2026-11-28
CLI=${CLI:-.cli-try}
if [ "$CLI" = .cli-try ]; then
  npx tsup --no-config --entry.main src/cli/main.ts --entry.sim-worker src/cli/sim-worker.ts \
    --format esm --platform node --target node20 --out-dir .cli-try --silent
fi
: > "$D/digest.txt"
sim() {
  out=$1; shift
  nice -n 10 node "$CLI/main.js" simulate galactic-overlord --games 1000 --workers 1 --json "$D/$out.json" "$@" > "$D/$out.txt" 2>/dev/null
  node "$D/lengths.mjs" "$D/$out.json" | sed "s/^/$out: /" >> "$D/digest.txt"
}
# 1. The ladder: each level against the one below, 1,000 two-faction games, seats swapped
#    evenly by the simulator's rotation; the one-sided exact binomial test on each step.
sim step-medium-easy --seed ladder --bots economist,random
sim step-hard-medium --seed ladder --bots aggressor,economist
sim step-hardest-hard --seed ladder --bots search,aggressor
node $D/ladder-test.mjs $D/step-medium-easy.json economist > $D/ladder.txt
node $D/ladder-test.mjs $D/step-hard-medium.json aggressor >> $D/ladder.txt
node $D/ladder-test.mjs $D/step-hardest-hard.json search >> $D/ladder.txt
# 2. The default line-up at two, three and four factions, named as the simulator seats it
#    when no --bots is given (the line-up repeated over the seats, then rotated), so that
#    these figures stay this line-up's if the default changes.
sim default-2p --seed study --bots aggressor,economist
sim default-3p --seed study --bots aggressor,economist,aggressor --rules players=3
sim default-4p --seed study --bots aggressor,economist,aggressor,economist --rules players=4
# 3. Each bot's mirror, two factions.
for b in aggressor economist random; do sim mirror-$b --seed study --bots $b,$b; done
cat $D/ladder.txt $D/digest.txt
