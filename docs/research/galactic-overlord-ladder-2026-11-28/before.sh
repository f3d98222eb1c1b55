#!/bin/sh
# The "before" figures: the same studies on the code before this work (commit 37e7e17,
# main when it began), built from that commit into .cli-try/before/ (ignored by git).
#   sh docs/research/galactic-overlord-ladder-2026-11-28/before.sh
set -e
D=docs/research/galactic-overlord-ladder-2026-11-28
B=.cli-try/before
rm -rf $B && mkdir -p $B
git archive 37e7e17 src package.json tsconfig.json | tar -x -C $B
ln -s "$(pwd)/node_modules" $B/node_modules
(cd $B && npx tsup --no-config --entry.main src/cli/main.ts --entry.sim-worker src/cli/sim-worker.ts \
  --format esm --platform node --target node20 --out-dir cli --silent)
mkdir -p $D/before
: > "$D/before/digest.txt"
sim() {
  out=$1; shift
  nice -n 10 node "$B/cli/main.js" simulate galactic-overlord --games 1000 --workers 1 --json "$D/before/$out.json" "$@" > "$D/before/$out.txt" 2>/dev/null
  node "$D/lengths.mjs" "$D/before/$out.json" | sed "s/^/$out: /" >> "$D/before/digest.txt"
}
# The default line-up then: aggressor, economist, random, whose first two seats play two factions.
sim default-2p --seed study --bots aggressor,economist
sim all-bots-2p --seed study --bots random,aggressor,economist,search
for b in aggressor economist random; do sim mirror-$b --seed study --bots $b,$b; done
cat $D/before/digest.txt
