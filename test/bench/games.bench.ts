/**
 * `npm run bench`: whole games a second on one core, and the heap a 100-day replay holds
 * when every state is kept (structural sharing against plain copies). Not part of CI's
 * pass or fail; figures and the goals they are read against are in docs/performance.md.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, bench, describe } from 'vitest';
import { demoOrders } from '../../src/cli/demo-orders.js';
import {
  advanceDay,
  type GameState,
  lookAheadDay,
  newGame,
  playMatch,
  resolveDay,
} from '../../src/corporate-war/index.js';
import { stateToJson } from '../../src/corporate-war/serialize.js';
import { floorDawn, floorDay, floorOf } from './floor.js';
import { medians } from './medians.js';

const CORPS = ['psicorps', 'phoenicae', 'orchid-inc', 'tanker-toys'];
/** The heuristic bots of the 100,000-game goal, rotated through the seats as a study does. */
const HEURISTIC = ['rusher', 'cautious', 'random'];
/** Game `k`'s seats in a study of the heuristic bots: seat j gets bot (k + j) mod 3. */
const heuristicSeats = (k: number) => [0, 1, 2, 3].map((j) => HEURISTIC[(k + j) % 3]!);
let game = 0;

describe('whole games, one core', () => {
  bench(
    'four random bots, ten days',
    () => {
      playMatch({
        seed: `random/${game++}`,
        seats: ['random', 'random', 'random', 'random'],
        dayLimit: 10,
        record: false,
      });
    },
    { iterations: 40, warmupIterations: 5 },
  );
  bench(
    'the default bots (search, rusher, cautious, random), day limit 30',
    () => {
      playMatch({
        seed: `default/${game++}`,
        seats: ['search', 'rusher', 'cautious', 'random'],
        record: false,
      });
    },
    { iterations: 12, warmupIterations: 2 },
  );
  bench(
    'four rushers, day limit 30',
    () => {
      playMatch({ seed: `rusher/${game++}`, seats: ['rusher', 'rusher', 'rusher', 'rusher'], record: false });
    },
    { iterations: 30, warmupIterations: 3 },
  );
});

let mid = newGame({ seed: 'bench', corporations: CORPS });
for (let d = 0; d < 2; d++) mid = resolveDay(mid, demoOrders(mid)).state;
const midOrders = demoOrders(mid);
const floor = floorOf(mid);
const toDawn = floorDawn(floor);
/** The floor (`floor.ts`): the same day's core work on typed arrays, nothing else. */
function floorOnce(): void {
  toDawn();
  floorDay(floor, midOrders);
}

/**
 * A day as a server or frontend uses it: every player's reports and intel read. Reports
 * and intel are built when first read, so `resolveDay` alone does not pay for them.
 */
function resolveAndRead(): void {
  const r = resolveDay(mid, midOrders);
  for (const p of CORPS) {
    void r.reports[p]!.groups;
    void r.state.intel[p];
  }
}

describe('a mid-game day, with and without reports', () => {
  bench('resolveDay', () => {
    resolveDay(mid, midOrders);
  });
  bench('resolveDay, every report and intel read', resolveAndRead);
  bench('advanceDay (no reports)', () => {
    advanceDay(mid, midOrders);
  });
  bench('lookAheadDay (no reports, no state)', () => {
    lookAheadDay(mid, midOrders);
  });
  bench('the floor: a minimal mutable day on typed arrays (floor.ts)', floorOnce);
});

/** The heap after a full garbage collection, in bytes. */
function heapAfterGc(): number {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

afterAll(() => {
  // Medians and ratios in one run, against the goals of docs/performance.md.
  // The state's JSON as plain data: the round trip is one stringify and one parse of it.
  const plain = JSON.parse(JSON.stringify(stateToJson(mid))) as unknown;
  const [day, read, quiet, trip, least] = medians(
    [
      () => resolveDay(mid, midOrders),
      resolveAndRead,
      () => advanceDay(mid, midOrders),
      () => JSON.parse(JSON.stringify(plain)),
      floorOnce,
    ],
    400,
  );
  console.log(
    `medians: resolveDay ${day!.toFixed(3)} ms, with every report and intel read ${read!.toFixed(3)} ms, ` +
      `advanceDay ${quiet!.toFixed(3)} ms, JSON round trip ${trip!.toFixed(3)} ms, the floor ${least!.toFixed(3)} ms; ` +
      `ratios to the round trip ${(day! / trip!).toFixed(2)} as called (goal at most 0.2) and ` +
      `${(read! / trip!).toFixed(2)} read (goal at most 0.5); advanceDay is ${(quiet! / least!).toFixed(1)}x the floor`,
  );
  let g = 0;
  const [random, rushers, defaults, heuristic] = medians(
    [
      () =>
        playMatch({
          seed: `m/${g++}`,
          seats: ['random', 'random', 'random', 'random'],
          dayLimit: 10,
          record: false,
        }),
      () => playMatch({ seed: `m/${g++}`, seats: ['rusher', 'rusher', 'rusher', 'rusher'], record: false }),
      () => playMatch({ seed: `m/${g++}`, seats: ['search', 'rusher', 'cautious', 'random'], record: false }),
      () => playMatch({ seed: `m/${g}`, seats: heuristicSeats(g++), record: false }),
    ],
    15,
  );
  // On two perfect cores: what a study of that many games would take, against the goals.
  const minutes = (games: number, ms: number) => (games * ms) / 2 / 60_000;
  console.log(
    `medians: a ten-day random-bot game ${random!.toFixed(1)} ms (${(1000 / random!).toFixed(0)} games/s, goal 2,000); ` +
      `four rushers ${rushers!.toFixed(1)} ms; the default bots ${defaults!.toFixed(1)} ms ` +
      `(10,000 games in ${minutes(10_000, defaults!).toFixed(1)} min on two perfect cores, goal 1); ` +
      `the heuristic bots ${heuristic!.toFixed(1)} ms (100,000 games in ${minutes(100_000, heuristic!).toFixed(1)} min, goal 1)`,
  );

  // A 100-day game (cautious players and rushers in this seed play to the day limit), every dawn kept.
  const before = heapAfterGc();
  const states: GameState[] = [];
  playMatch({
    seed: 'memory0',
    seats: ['cautious', 'rusher', 'cautious', 'rusher'],
    dayLimit: 100,
    record: false,
    onDay: (r) => states.push(r.state),
  });
  // Every state's intel learnt, so that no day waits unread in the figure.
  for (const s of states) JSON.stringify(s.intel);
  const shared = heapAfterGc() - before;
  const copies = states.map((s) => JSON.parse(JSON.stringify(stateToJson(s))) as unknown);
  const copied = heapAfterGc() - before - shared;
  console.log(
    `memory: ${states.length} days kept: ${(shared / 1048576).toFixed(1)} MiB with structural sharing, ` +
      `${(copied / 1048576).toFixed(1)} MiB as ${copies.length} plain JSON copies (${(copied / shared).toFixed(1)}x)`,
  );
});
