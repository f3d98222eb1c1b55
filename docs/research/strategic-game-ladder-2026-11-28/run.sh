#!/bin/sh
# Every figure of the ladder and default line-up study, from the repository's root:
#   sh docs/research/strategic-game-ladder-2026-11-28/run.sh
# One study at a time, nice'd, one worker thread: about 35 minutes on a loaded two-core
# machine (the two studies with the search bot take most of it). The "before" figures were
# made with the same commands and a build of main's bots (commit 838d308) in dist/cli-before.
set -e
L=docs/research/strategic-game-ladder-2026-11-28
npx tsup --no-config --entry.main src/cli/main.ts --entry.sim-worker src/cli/sim-worker.ts \
  --format esm --platform node --target node20 --out-dir dist/cli --silent
sim() { out=$1; shift; nice -n 10 node dist/cli/main.js simulate strategic-game --games 1000 \
  --seed ladder-2026-11-28 --workers 1 --json "$L/$out.json" "$@" > "$L/$out.txt"; }
# The ladder: each level against the one below, seats rotated (each bot 500 games a seat).
sim expander-random-1k --bots expander,random
sim default-line-up-1k # search against expander: the game's default line-up and the top step
node $L/step-test.mjs $L/expander-random-1k.json expander
node $L/step-test.mjs $L/default-line-up-1k.json search
# The mirrors: the expander on each named map, and the random player.
for m in seed fair duel; do sim expander-mirror-$m-1k --bots expander --rules map=$m; done
sim random-mirror-1k --bots random
