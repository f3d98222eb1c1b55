/**
 * How each game of a study is set up, and a shard read from the command line (the games
 * a shard covers are `./shard.ts`'s). A study is games 0 to N-1; game g is played from
 * the seed `${seed}/${g}` with the bots of its seats given by the study's schedule (the
 * bots rotated by g seats, or the g-th arrangement of a round robin), so a game depends
 * on the study and its own index only, never on which machine or worker plays it.
 */

import type { GameSpec, SeatCount, SimulationGame } from '../game/simulation.js';
import type { SimulationIssue } from '../game/simulation-issue.js';
import { err, ok, type Result } from '../result.js';
import { simulationIssue } from './issues.js';
import { SCHEDULES, type Schedule } from './schedule.js';
import type { Shard } from './shard.js';
import { type ShardEnvironment, shardFromEnvironment } from './shard-env.js';
import type { StudyMeta } from './summary.js';

export { SCHEDULES, type Schedule } from './schedule.js';

/**
 * Parses a shard as written on the command line: `i/n` with 1 ≤ i ≤ n, or `env/n`, shard
 * i of n with i read from a batch system's variable in `env` (see `shardFromEnvironment`).
 */
export function parseShard(text: string, env: ShardEnvironment = {}): Result<Shard, SimulationIssue[]> {
  const fromEnv = /^env\/(\d+)$/.exec(text.trim());
  if (fromEnv !== null) return shardFromEnvironment(Number(fromEnv[1]), env);
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = m === null ? Number.NaN : Number(m[1]);
  const count = m === null ? Number.NaN : Number(m[2]);
  if (!(Number.isSafeInteger(index) && Number.isSafeInteger(count) && index >= 1 && index <= count)) {
    return err([
      simulationIssue('setup/invalid', ['shard'], {
        detail: `a shard is written i/n with 1 ≤ i ≤ n, such as 2/8, or env/n to read i from a batch system's array index; got "${text}"`,
      }),
    ]);
  }
  return ok({ index, count });
}

/** The seed of game `index` of a study. */
export function gameSeed(seed: string, index: number): string {
  return `${seed}/${index}`;
}

/**
 * The bot of each seat in game `index`: seat j gets `bots[(index + j) % bots.length]`.
 * Over any `bots.length` consecutive games each bot sits in each seat equally often.
 */
export function seatBots(bots: readonly string[], index: number, seatCount: number): string[] {
  return Array.from({ length: seatCount }, (_, j) => bots[(index + j) % bots.length]!);
}

/**
 * How many games one cycle of a round robin of `botCount` bots over `seatCount` seats
 * has: the arrangements of `seatCount` different entries of the list of bots in the
 * seats, `botCount! / (botCount - seatCount)!`. Undefined when there are fewer bots than
 * seats (a bot must be named twice to sit twice) or the cycle is too long to count.
 */
export function roundRobinCycle(botCount: number, seatCount: number): number | undefined {
  if (!(Number.isSafeInteger(botCount) && Number.isSafeInteger(seatCount)) || seatCount < 1) return undefined;
  if (botCount < seatCount) return undefined;
  let cycle = 1;
  for (let k = 0; k < seatCount; k++) {
    cycle *= botCount - k;
    if (!Number.isSafeInteger(cycle)) return undefined;
  }
  return cycle;
}

/**
 * The bot of each seat in game `index` of a round robin: arrangement `index mod cycle`
 * (see {@link roundRobinCycle}) of the list's entries, in lexicographic order of their
 * places in the list. Over each whole cycle every entry sits in every seat equally often
 * and every ordered pair of entries sits in every ordered pair of seats equally often,
 * so every pair of bots meets equally often, each way round; a bot named twice is two
 * entries. Throws when there are fewer bots than seats (a caller's bug: the pool checks).
 */
export function roundRobinBots(bots: readonly string[], index: number, seatCount: number): string[] {
  const cycle = roundRobinCycle(bots.length, seatCount);
  if (cycle === undefined)
    throw new Error(`a round robin of ${bots.length} bots over ${seatCount} seats cannot be played`);
  // Unranks index mod cycle: at seat j, each remaining entry heads (cycle of the rest) arrangements.
  let rank = index % cycle;
  let block = cycle;
  const left = bots.map((_, i) => i);
  const out: string[] = [];
  for (let j = 0; j < seatCount; j++) {
    block /= bots.length - j;
    const k = Math.floor(rank / block);
    rank -= k * block;
    out.push(bots[left.splice(k, 1)[0]!]!);
  }
  return out;
}

/** The bot of each seat in game `index` under a schedule (the rotation when none is given). */
export function scheduledBots(
  schedule: Schedule | undefined,
  bots: readonly string[],
  index: number,
  seatCount: number,
): string[] {
  return schedule === 'round-robin'
    ? roundRobinBots(bots, index, seatCount)
    : seatBots(bots, index, seatCount);
}

/** K9: the number of seats of a study's games: the game's count, or its function of the options. */
export function seatCountOf(seats: SeatCount, options: Readonly<Record<string, string>>): number {
  return typeof seats === 'number' ? seats : seats(options);
}

/** What is wrong with a study's schedule, if anything: a round robin needs as many bots as seats. */
export function scheduleProblem(meta: StudyMeta, game: Pick<SimulationGame, 'seatCount'>): string | null {
  if (meta.schedule === undefined || meta.schedule === 'rotation') return null;
  if (meta.schedule !== 'round-robin')
    return `the schedule is ${String(meta.schedule)}; expected ${SCHEDULES.join(' or ')}`;
  const seats = seatCountOf(game.seatCount, meta.options);
  if (roundRobinCycle(meta.bots.length, seats) === undefined) {
    return meta.bots.length < seats
      ? `a round robin seats different bots: it needs at least as many bots as seats (${seats}), got ${meta.bots.length}; name a bot twice to let it sit twice`
      : `a round robin of ${meta.bots.length} bots over ${seats} seats has too many arrangements to count`;
  }
  return null;
}

/** Everything game `index` of a study is played from (`seats`: the game's `seatCount`). */
export function gameSpec(meta: StudyMeta, index: number, seats: SeatCount): GameSpec {
  return {
    seed: gameSeed(meta.seed, index),
    index,
    bots: scheduledBots(meta.schedule, meta.bots, index, seatCountOf(seats, meta.options)),
    options: meta.options,
  };
}
