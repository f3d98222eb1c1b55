/**
 * The four newer games' benchmark workloads (`game-cases.ts`) as a plain loop, for
 * callgrind's instruction counts and CPU profiles, which vitest's runner gets in the way
 * of (see `loop.ts` for the method). From the repository's root:
 *
 *   npx esbuild test/bench/games-loop.ts --bundle --platform=node --format=esm --outfile=.cli-try/games-loop.mjs
 *   node .cli-try/games-loop.mjs                                   # the workloads' names
 *   node .cli-try/games-loop.mjs strategic-game                    # medians of its every row
 *   node .cli-try/games-loop.mjs strategic-game turn 1 200         # 200 calls of one workload
 *
 * A workload is a game, a row (`turn`, `game`, `length`, or the first word of one of the
 * game's further rows, such as `fleets`) and an index into the row, from 0. Its set-up
 * (playing to the measured state) is part of every run, so count a run of 0 calls and
 * subtract it:
 *
 *   valgrind --tool=callgrind --callgrind-out-file=/dev/null --smc-check=all-non-file \
 *     node --single-threaded .cli-try/games-loop.mjs strategic-game turn 1 200
 */
import { GAME_CASES, type GameCases, growthLine, type Workload } from './game-cases.js';

/** A game's rows by name: `turn`, `game`, `length` and its further rows. */
function rowsOf(c: GameCases): [string, readonly Workload[]][] {
  return [['turn', c.turn], ['game', c.game], ['length', c.length], ...Object.entries(c.more ?? {})];
}

function rowNamed(c: GameCases, name: string): readonly Workload[] {
  const row = rowsOf(c).find(([n]) => n === name || n.split(' ').includes(name));
  if (row === undefined) throw new Error(`${c.id} has no row ${name}`);
  return row[1];
}

const [id, rowName, index, count] = process.argv.slice(2);
if (id === undefined) {
  for (const c of Object.values(GAME_CASES))
    for (const [name, row] of rowsOf(c))
      console.log(`${c.id} ${name}: ${row.map((w) => w.label).join(', ')}`);
} else {
  const c = GAME_CASES[id];
  if (c === undefined) throw new Error(`no workloads for ${id}`);
  if (rowName !== undefined) {
    const w = rowNamed(c, rowName)[Number(index ?? 0)];
    if (w === undefined) throw new Error(`${id} ${rowName} has no workload ${index}`);
    const { call } = w.prepare();
    const n = Number(count ?? 100);
    for (let k = 0; k < n; k++) call();
    console.log(`${id} ${rowName} ${w.label}: ${n} calls`);
  } else {
    for (const [name, row] of rowsOf(c)) {
      console.log(growthLine(`${id} ${name}`, row, name === 'turn' || name.startsWith('a turn') ? 15 : 3));
    }
  }
}
