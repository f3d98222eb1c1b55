#!/bin/sh
# Re-tuning the search player (issue 22): new settings against old, head to head.
# From the repository's root:
#
#   sh docs/research/search-tuning-2026-11-24/run.sh A B GAMES [PLAYERS] [FROM]
#
# plays games FROM (default 0) to GAMES of settings A and B (`samples,depth,margin`) in
# duel.ts, seats alternated on fixed seeds, in two processes at nice 10, adds them to
# results/A_vs_B[_4p].jsonl beside this script and prints summary.mjs's line for the file.
set -e
A=$1; B=$2; N=$3; P=${4:-2}; FROM=${5:-0}
HERE=docs/research/search-tuning-2026-11-24
mkdir -p .cli-try "$HERE/results"
npx esbuild "$HERE/duel.ts" --bundle --platform=node --format=esm --outfile=.cli-try/duel.mjs --log-level=warning
SUFFIX=""; if [ "$P" = 4 ]; then SUFFIX=_4p; fi
OUT="$HERE/results/${A}_vs_${B}${SUFFIX}.jsonl"
MID=$(( FROM + ((N - FROM) / 4) * 2 ))
nice -n 10 node .cli-try/duel.mjs "$A" "$B" "$FROM" "$MID" "$P" > "$OUT.$FROM.0" &
nice -n 10 node .cli-try/duel.mjs "$A" "$B" "$MID" "$N" "$P" > "$OUT.$FROM.1"
wait
if [ "$FROM" = 0 ]; then : > "$OUT"; fi
cat "$OUT.$FROM.0" "$OUT.$FROM.1" >> "$OUT" && rm "$OUT.$FROM.0" "$OUT.$FROM.1"
node "$HERE/summary.mjs" "$OUT"
