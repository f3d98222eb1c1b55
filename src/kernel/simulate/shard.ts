/**
 * The games a run covers: a study is games 0 to N-1, split into shards that machines or
 * batch tasks play apart and whose summaries merge. What a shard is and which games it
 * covers; reading one from text is `parseShard` (`./plan.ts`), reading its index from a
 * batch system's environment `./shard-env.ts`.
 */

/** A range of game indices, `from` included and `to` excluded. */
export type GameRange = readonly [from: number, to: number];

/** One part of a study: the `index`-th (from 1) of `count` shards. */
export interface Shard {
  /** Which shard, from 1 to `count`. */
  readonly index: number;
  /** How many shards the study is split into. */
  readonly count: number;
}

/** The whole study as one shard. */
export const WHOLE_STUDY: Shard = Object.freeze({ index: 1, count: 1 });

/**
 * The games a shard covers: shard i of n takes `[floor((i-1)N/n), floor(iN/n))`, so the
 * shards of a study are contiguous, disjoint, cover every game once and differ in size
 * by at most one.
 */
export function planShard(gamesTotal: number, shard: Shard = WHOLE_STUDY): GameRange {
  return [
    Math.floor(((shard.index - 1) * gamesTotal) / shard.count),
    Math.floor((shard.index * gamesTotal) / shard.count),
  ];
}
