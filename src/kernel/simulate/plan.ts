/**
 * How each game of a study is set up, and a shard read from the command line (the games
 * a shard covers are `./shard.ts`'s). A study is games 0 to N-1; game g is
 * played from the seed `${seed}/${g}` with the bots rotated by g seats, so a game depends
 * on the study and its own index only, never on which machine or worker plays it.
 */

import type { GameSpec, SeatCount } from '../game/simulation.js';
import type { SimulationIssue } from '../game/simulation-issue.js';
import { err, ok, type Result } from '../result.js';
import { simulationIssue } from './issues.js';
import type { Shard } from './shard.js';
import { type ShardEnvironment, shardFromEnvironment } from './shard-env.js';
import type { StudyMeta } from './summary.js';

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

/** K9: the number of seats of a study's games: the game's count, or its function of the options. */
export function seatCountOf(seats: SeatCount, options: Readonly<Record<string, string>>): number {
  return typeof seats === 'number' ? seats : seats(options);
}

/** Everything game `index` of a study is played from (`seats`: the game's `seatCount`). */
export function gameSpec(meta: StudyMeta, index: number, seats: SeatCount): GameSpec {
  return {
    seed: gameSeed(meta.seed, index),
    index,
    bots: seatBots(meta.bots, index, seatCountOf(seats, meta.options)),
    options: meta.options,
  };
}
