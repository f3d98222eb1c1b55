#!/bin/sh
# Corporate War: does duelModel=d6 leave more games undecided than the default ratio?
# Run from anywhere after `npm run play -- --help` (which builds dist/cli):
#
#   ./run.sh pilot     # 6,400 games a model, seed duel-model-2026-11-28, 8 shards of 800
#   ./run.sh confirm   # 26,400 games a model, seed duel-model-confirm-b-2026-11-28, 8 shards of 3,300
#
# Each shard is a sweep that plays both duel models on the same games. The pilot merged
# and compared the games so far after each shard (compare-pilot-<games>.txt); the confirm
# does not (its one test is the final comparison, made once). At the end the two whole
# studies are kept (<name>-ratio.json, <name>-d6.json), compared (compare-<name>.txt and
# .json) and their games paired (paired-<name>.txt, from the records). A shard whose
# summaries are already there is not played again, so a stopped run goes on where it
# stopped. shards/, merged/ and records/ are rebuilt by the script and not kept in git.
#
# The confirm's first seed, duel-model-confirm-2026-11-28, was started and stopped after
# one shard of one model (nothing to compare); the confirm took a fresh seed anyway.
set -e
here=$(cd "$(dirname "$0")" && pwd)
cli="node $here/../../../dist/cli/main.js"
cd "$here"
case "$1" in
  pilot) name=pilot; seed=duel-model-2026-11-28; games=6400; looks=yes ;;
  confirm) name=confirm; seed=duel-model-confirm-b-2026-11-28; games=26400; looks=no ;;
  *) echo "usage: run.sh pilot|confirm" >&2; exit 2 ;;
esac
shards=8
per=$((games / shards))
mkdir -p "shards/$name" "merged/$name" "records/$name"
for k in $(seq 1 $shards); do
  if [ ! -f "shards/$name/duelModel-ratio-$k.json" ] || [ ! -f "shards/$name/duelModel-d6-$k.json" ]; then
    echo "$(date -u +%H:%M:%S) shard $k/$shards"
    $cli simulate corporate-war --games "$games" --seed "$seed" --bots search,cautious,rusher,random \
      --sweep duelModel=ratio,d6 --shard "$k/$shards" --workers 2 \
      --json "shards/$name/{sweep}-{index}.json" --records "records/$name/{sweep}-{index}.jsonl" > /dev/null
  fi
  if [ "$looks" = yes ] || [ "$k" = "$shards" ]; then
    for model in ratio d6; do
      files=$(seq 1 "$k" | sed "s|.*|shards/$name/duelModel-$model-&.json|")
      # shellcheck disable=SC2086
      $cli simulate merge $files --json "merged/$name/$model-$((k * per)).json" > /dev/null 2>&1
    done
  fi
  if [ "$looks" = yes ]; then
    $cli simulate compare "merged/$name/ratio-$((k * per)).json" "merged/$name/d6-$((k * per)).json" \
      > "compare-$name-$((k * per)).txt"
  fi
done
cp "merged/$name/ratio-$games.json" "$name-ratio.json"
cp "merged/$name/d6-$games.json" "$name-d6.json"
$cli simulate compare "$name-ratio.json" "$name-d6.json" --json "compare-$name.json" > "compare-$name.txt"
if [ "$looks" = yes ]; then step=$per; else step=$games; fi
node paired.mjs "records/$name" "$step" > "paired-$name.txt"
echo "$(date -u +%H:%M:%S) done"
