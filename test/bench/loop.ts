/**
 * The benchmark's calls as a plain loop, for comparing two commits in one session and for
 * CPU profiles (vitest's runner gets in the way of both). Prints medians of interleaved
 * calls. From the repository's root:
 *
 *   npx esbuild test/bench/loop.ts --bundle --platform=node --format=esm --outfile=node_modules/.cache/loop.mjs
 *   node node_modules/.cache/loop.mjs                 # medians
 *   node --cpu-prof node_modules/.cache/loop.mjs day  # a profile of 4,000 mid-game days
 *
 * To compare with an older commit, bundle the same file in a worktree of it
 * (`git worktree add /tmp/old REV`, with node_modules linked) and run both bundles
 * alternately. Arguments: `day`, `advance`, `lookahead`, `random`, `rushers`, `default`,
 * `heuristic` (rusher, cautious and random rotated through the seats) or `floor` loop on one
 * workload for a profile, optionally followed by how many times; `players N [times]` and
 * `players-advance N [times]` play the mid-game day with N players (2 to 4), read and not;
 * `meetings` counts what a day holds (encounters, fights…) with 2, 3 and 4 players.
 *
 * On a noisy machine, count instructions instead of timing (valgrind is in the image; a
 * workload's count repeats to within 0.3%; subtract a run with a count of 0 for start-up):
 *
 *   valgrind --tool=callgrind --callgrind-out-file=/dev/null --smc-check=all-non-file \
 *     node --single-threaded node_modules/.cache/loop.mjs random 20
 */
import { demoOrders } from '../../src/cli/demo-orders.js';
import { randomBot } from '../../src/corporate-war/bots/random.js';
import {
  advanceDay,
  lookAheadDay,
  newGame,
  playerView,
  playMatch,
  resolveDay,
} from '../../src/corporate-war/index.js';
import { stateToJson } from '../../src/corporate-war/serialize.js';
import { seededRng } from '../../src/kernel/rng.js';
import { floorDawn, floorDay, floorOf } from './floor.js';
import { medians } from './medians.js';

const CORPS = ['psicorps', 'phoenicae', 'orchid-inc', 'tanker-toys'];
let mid = newGame({ seed: 'bench', corporations: CORPS });
for (let d = 0; d < 2; d++) mid = resolveDay(mid, demoOrders(mid)).state;
const midOrders = demoOrders(mid);

/** The same mid-game day (day 3 of the demo script) with the first `n` corporations only. */
function midFor(n: number) {
  let state = newGame({ seed: 'bench', corporations: CORPS.slice(0, n) });
  for (let d = 0; d < 2; d++) state = resolveDay(state, demoOrders(state)).state;
  return { state, orders: demoOrders(state) };
}
const plain = JSON.parse(JSON.stringify(stateToJson(mid))) as unknown;

let g = 0;
const randomGame = () =>
  playMatch({
    seed: `m/${g++}`,
    seats: ['random', 'random', 'random', 'random'],
    dayLimit: 10,
    record: false,
  });
const rusherGame = () =>
  playMatch({ seed: `m/${g++}`, seats: ['rusher', 'rusher', 'rusher', 'rusher'], record: false });
const defaultGame = () =>
  playMatch({ seed: `m/${g++}`, seats: ['search', 'rusher', 'cautious', 'random'], record: false });
/** The heuristic bots as a study rotates them: seat j of game k gets bot (k + j) mod 3. */
const HEURISTIC = ['rusher', 'cautious', 'random'];
const heuristicGame = () => {
  const k = g++;
  return playMatch({
    seed: `m/${k}`,
    seats: [0, 1, 2, 3].map((j) => HEURISTIC[(k + j) % 3]!),
    record: false,
  });
};
const floor = floorOf(mid);
const toDawn = floorDawn(floor);
const floorOnce = () => {
  toDawn();
  floorDay(floor, midOrders);
};

/** Every player's reports and intel read, as a server does (both are built when first read). */
function readAll(r: {
  reports: Record<string, { groups: unknown }>;
  state: { intel: Record<string, unknown> };
}) {
  for (const p of CORPS) {
    void r.reports[p]!.groups;
    void r.state.intel[p];
  }
}

const mode = process.argv[2] ?? 'medians';
const count = (n: number) => Number(process.argv[3] ?? n);
if (mode === 'day') for (let i = 0; i < count(4000); i++) readAll(resolveDay(mid, midOrders));
else if (mode === 'advance') for (let i = 0; i < count(8000); i++) advanceDay(mid, midOrders);
else if (mode === 'lookahead') for (let i = 0; i < count(8000); i++) lookAheadDay(mid, midOrders);
else if (mode === 'players') {
  // How a day grows with the players: `players N` plays N-player mid-game days (2 to 4),
  // every report and intel read, as `day` does for four.
  const n = Number(process.argv[3] ?? 4);
  const { state, orders } = midFor(n);
  const corps = CORPS.slice(0, n);
  for (let i = 0; i < Number(process.argv[4] ?? 2000); i++) {
    const r = resolveDay(state, orders);
    for (const p of corps) {
      void r.reports[p]!.groups;
      void r.state.intel[p];
    }
  }
} else if (mode === 'players-advance') {
  const { state, orders } = midFor(Number(process.argv[3] ?? 4));
  for (let i = 0; i < Number(process.argv[4] ?? 2000); i++) advanceDay(state, orders);
} else if (mode === 'meetings') {
  // What grows with the pairs of sides: per day of 100 ten-day random-bot games with 2, 3
  // and 4 players, the living soldiers, steps, encounters, fights, shots and kills.
  for (const n of [2, 3, 4]) {
    const seats = CORPS.slice(0, n);
    const tally: Record<string, number> = { alive: 0, step: 0, encounter: 0, fight: 0, shots: 0, kill: 0 };
    let days = 0;
    for (let k = 0; k < 100; k++) {
      let s = newGame({ seed: `meet/${k}`, corporations: seats });
      const rng = seededRng(`meet/${k}`);
      for (let d = 0; d < 10 && s.outcome === null; d++) {
        const orders: Record<string, unknown> = {};
        for (const p of seats) orders[p] = randomBot(playerView(s, p)!, rng);
        for (const x of s.soldiers) if (x.status === 'alive') tally.alive!++;
        const r = resolveDay(s, orders);
        for (const e of r.trace.events) {
          if (e.type in tally) tally[e.type]!++;
          if (e.type === 'fight') tally.shots! += e.shots.length;
        }
        s = r.state;
        days++;
      }
    }
    const per = Object.entries(tally).map(([k, v]) => `${k} ${(v / days).toFixed(2)}`);
    console.log(`${n} players, per day: ${per.join(', ')}`);
  }
} else if (mode === 'random') for (let i = 0; i < count(300); i++) randomGame();
else if (mode === 'rushers') for (let i = 0; i < count(200); i++) rusherGame();
else if (mode === 'default') for (let i = 0; i < count(30); i++) defaultGame();
else if (mode === 'heuristic') for (let i = 0; i < count(100); i++) heuristicGame();
else if (mode === 'floor') for (let i = 0; i < count(40000); i++) floorOnce();
else {
  const [day, read, quiet, ahead, trip, least] = medians(
    [
      () => resolveDay(mid, midOrders),
      () => readAll(resolveDay(mid, midOrders)),
      () => advanceDay(mid, midOrders),
      () => lookAheadDay(mid, midOrders),
      () => JSON.parse(JSON.stringify(plain)),
      floorOnce,
    ],
    600,
  );
  console.log(
    `resolveDay ${day!.toFixed(3)} ms, read ${read!.toFixed(3)} ms, advanceDay ${quiet!.toFixed(3)} ms, lookAheadDay ${ahead!.toFixed(3)} ms, JSON round trip ${trip!.toFixed(3)} ms, floor ${least!.toFixed(4)} ms, ratios ${(day! / trip!).toFixed(2)} and read ${(read! / trip!).toFixed(2)}, advanceDay/floor ${(quiet! / least!).toFixed(1)}`,
  );
  const [random, rushers, defaults, heuristic] = medians(
    [randomGame, rusherGame, defaultGame, heuristicGame],
    15,
  );
  console.log(
    `ten-day random-bot game ${random!.toFixed(2)} ms (${(1000 / random!).toFixed(0)} games/s), four rushers ${rushers!.toFixed(2)} ms, default bots ${defaults!.toFixed(2)} ms, heuristic bots ${heuristic!.toFixed(2)} ms`,
  );
}
