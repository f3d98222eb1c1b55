#!/bin/sh
# The round-robin study of every game's ladder, from the repository's root:
#   sh docs/research/round-robin-2026-11-28/run.sh
# Two-player games throughout; every ladder level's bot, easiest first; each game's study
# a whole number of round-robin cycles. One study at a time on two worker threads at the
# lowest priority (a shared two-core machine): about 4 minutes for the first three, and
# the Strategic Game's and Corporation's shards as many as time allowed (see the README).
set -e
L=docs/research/round-robin-2026-11-28
npm run play -- --help > /dev/null # bundles dist/cli/main.js
sim() { out=$1; shift; node dist/cli/main.js simulate "$@" --seed round-robin-2026-11-28 --round-robin \
  --workers 2 --json "$L/$out.json" > "$L/$out.txt"; }
sim corporate-war corporate-war --bots random,cautious,rusher,search --rules players=2 --games 1200
sim harvester harvester --bots random,gatherer,search --rules players=2 --games 1002
sim galactic-overlord galactic-overlord --bots random,economist,aggressor,search --games 1008
# The two games of slow search bots: shards of 24 games (four whole cycles of six),
# alternating, then merged (all 42 shards ran; a smaller N merges whole cycles only).
N=${N:-42}
mkdir -p /tmp/round-robin
for i in $(seq 1 "$N"); do
  node dist/cli/main.js simulate strategic-game --bots random,expander,search --games 1008 --shard "$i/42" \
    --seed round-robin-2026-11-28 --round-robin --workers 2 --json "/tmp/round-robin/strategic-game-$i.json" > /dev/null
  node dist/cli/main.js simulate corporation --bots random,greedy,search --games 1008 --shard "$i/42" \
    --seed round-robin-2026-11-28 --round-robin --workers 2 --json "/tmp/round-robin/corporation-$i.json" > /dev/null
done
for g in strategic-game corporation; do
  node dist/cli/main.js simulate merge /tmp/round-robin/$g-*.json --json "$L/$g.json" > "$L/$g.txt"
done
node $L/digest.mjs $L/corporate-war.json $L/harvester.json $L/galactic-overlord.json \
  $L/strategic-game.json $L/corporation.json > $L/digest.md
