/**
 * `--shard env/n`: a shard's index read from each batch system's environment. Every
 * variable, its way of counting (from 0, from a first index with a step, from 1), and the
 * typed issues for a missing, unreadable, ambiguous or out-of-range index.
 */
import { describe, expect, it } from 'vitest';
import { parseShard } from '../../src/kernel/simulate/plan.js';
import {
  SHARD_INDEX_VARIABLES,
  type ShardEnvironment,
  shardFromEnvironment,
} from '../../src/kernel/simulate/shard-env.js';

/** The shard's index, or the issues' codes and messages. */
const read = (count: number, env: ShardEnvironment) => {
  const r = shardFromEnvironment(count, env);
  return r.ok ? r.value.index : r.error.map((i) => `${i.code}: ${i.message}`).join('\n');
};

describe('shardFromEnvironment', () => {
  it('reads each system its own way: every task of an n-task array is one of the n shards, once', () => {
    // Each system's array as its documentation submits n tasks (the counting column).
    const n = 7;
    const arrays: Record<string, (k: number) => ShardEnvironment> = {
      'Kubernetes, completions: 7 (0 to 6)': (k) => ({ JOB_COMPLETION_INDEX: String(k) }),
      'AWS Batch, size 7 (0 to 6)': (k) => ({ AWS_BATCH_JOB_ARRAY_INDEX: String(k) }),
      'Slurm --array=1-7': (k) => ({ SLURM_ARRAY_TASK_ID: String(k + 1), SLURM_ARRAY_TASK_MIN: '1' }),
      'Slurm --array=0-6 with its count': (k) => ({
        SLURM_ARRAY_TASK_ID: String(k),
        SLURM_ARRAY_TASK_MIN: '0',
        SLURM_ARRAY_TASK_COUNT: '7',
      }),
      'Slurm --array=10-22:2': (k) => ({
        SLURM_ARRAY_TASK_ID: String(10 + 2 * k),
        SLURM_ARRAY_TASK_MIN: '10',
        SLURM_ARRAY_TASK_STEP: '2',
      }),
      'Grid Engine -t 1-7': (k) => ({ SGE_TASK_ID: String(k + 1), SGE_TASK_FIRST: '1', SGE_TASK_LAST: '7' }),
      'Grid Engine -t 5-35:5': (k) => ({
        SGE_TASK_ID: String(5 + 5 * k),
        SGE_TASK_FIRST: '5',
        SGE_TASK_LAST: '35',
        SGE_TASK_STEPSIZE: '5',
      }),
      'PBS Pro -J 1-7': (k) => ({ PBS_ARRAY_INDEX: String(k + 1) }),
      'Torque -t 1-7': (k) => ({ PBS_ARRAYID: String(k + 1) }),
    };
    for (const [name, env] of Object.entries(arrays)) {
      const shards = Array.from({ length: n }, (_, k) => read(n, env(k)));
      expect(shards, name).toEqual([1, 2, 3, 4, 5, 6, 7]);
    }
    expect(shardFromEnvironment(50, { JOB_COMPLETION_INDEX: ' 49 ' })).toEqual({
      ok: true,
      value: { index: 50, count: 50 },
    });
  });

  it('names every variable it looked for when none is set (Grid Engine\'s "undefined" and empty values are unset)', () => {
    for (const env of [{}, { SGE_TASK_ID: 'undefined' }, { JOB_COMPLETION_INDEX: '' }, { HOME: '/root' }]) {
      const r = shardFromEnvironment(50, env);
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.error.map((i) => [i.code, i.path])).toEqual([['shard/no-index', ['shard']]]);
      for (const v of SHARD_INDEX_VARIABLES) {
        expect(r.error[0]!.message).toContain(`${v.variable} (${v.system})`);
      }
    }
    expect(SHARD_INDEX_VARIABLES.map((v) => v.variable)).toEqual([
      'JOB_COMPLETION_INDEX',
      'SLURM_ARRAY_TASK_ID',
      'SGE_TASK_ID',
      'PBS_ARRAY_INDEX',
      'PBS_ARRAYID',
      'AWS_BATCH_JOB_ARRAY_INDEX',
    ]);
  });

  it.each<[string, number, ShardEnvironment, RegExp]>([
    ['not a number', 4, { JOB_COMPLETION_INDEX: 'two' }, /JOB_COMPLETION_INDEX="two": not a whole number/],
    [
      'a negative number',
      4,
      { AWS_BATCH_JOB_ARRAY_INDEX: '-1' },
      /AWS_BATCH_JOB_ARRAY_INDEX="-1": not a whole/,
    ],
    ['a fraction', 4, { JOB_COMPLETION_INDEX: '1.5' }, /not a whole number/],
    [
      'past the shards, from 0',
      4,
      { JOB_COMPLETION_INDEX: '4' },
      /JOB_COMPLETION_INDEX="4": this is task 5 of the array but the study has 4 shards \(env\/4\); the index counts from 0/,
    ],
    [
      'past the shards, from 1',
      4,
      { PBS_ARRAY_INDEX: '5' },
      /PBS_ARRAY_INDEX="5": this is task 5 of the array but the study has 4/,
    ],
    [
      '0 where counting starts at 1',
      4,
      { PBS_ARRAY_INDEX: '0' },
      /PBS_ARRAY_INDEX="0": not an index of the array \(from 1/,
    ],
    [
      'Slurm without its first index',
      4,
      { SLURM_ARRAY_TASK_ID: '2' },
      /SLURM_ARRAY_TASK_MIN, the array's first index, is not set/,
    ],
    [
      'Slurm, a first index that is not a number',
      4,
      { SLURM_ARRAY_TASK_ID: '2', SLURM_ARRAY_TASK_MIN: 'one' },
      /SLURM_ARRAY_TASK_MIN="one": not a whole number/,
    ],
    [
      'Slurm, below the first index',
      4,
      { SLURM_ARRAY_TASK_ID: '0', SLURM_ARRAY_TASK_MIN: '1' },
      /SLURM_ARRAY_TASK_ID="0": not an index of the array/,
    ],
    [
      'Slurm, off the step',
      4,
      { SLURM_ARRAY_TASK_ID: '4', SLURM_ARRAY_TASK_MIN: '1', SLURM_ARRAY_TASK_STEP: '2' },
      /not an index of the array/,
    ],
    [
      'Slurm, a step of 0',
      4,
      { SLURM_ARRAY_TASK_ID: '4', SLURM_ARRAY_TASK_MIN: '1', SLURM_ARRAY_TASK_STEP: '0' },
      /SLURM_ARRAY_TASK_STEP="0": not a whole number from 1/,
    ],
    [
      'Slurm, an array of another size',
      50,
      { SLURM_ARRAY_TASK_ID: '3', SLURM_ARRAY_TASK_MIN: '1', SLURM_ARRAY_TASK_COUNT: '40' },
      /the array has 40 tasks but the study is split into 50 shards \(env\/50\)/,
    ],
    [
      'Grid Engine, an array of another size',
      50,
      { SGE_TASK_ID: '3', SGE_TASK_FIRST: '1', SGE_TASK_LAST: '60' },
      /the array has 60 tasks but the study is split into 50 shards/,
    ],
    [
      'two systems at once',
      4,
      { JOB_COMPLETION_INDEX: '1', SLURM_ARRAY_TASK_ID: '2', SLURM_ARRAY_TASK_MIN: '1' },
      /JOB_COMPLETION_INDEX="1": SLURM_ARRAY_TASK_ID is set too, so which batch system's index counts is unclear/,
    ],
  ])('refuses %s with shard/bad-index', (_, count, env, message) => {
    const r = shardFromEnvironment(count, env);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.map((i) => [i.code, i.path])).toEqual([['shard/bad-index', ['shard']]]);
    expect(r.error[0]!.message).toMatch(message);
  });

  it('refuses a count of 0 shards', () => {
    expect(read(0, { JOB_COMPLETION_INDEX: '0' })).toMatch(
      /^setup\/invalid: a study has from 1 shard, not 0/,
    );
  });
});

describe('parseShard with env/n', () => {
  it('reads the index from the environment given, and from none by default', () => {
    expect(parseShard('env/3', { JOB_COMPLETION_INDEX: '2' })).toEqual({
      ok: true,
      value: { index: 3, count: 3 },
    });
    expect(parseShard(' env/3 ', { PBS_ARRAYID: '1' })).toEqual({ ok: true, value: { index: 1, count: 3 } });
    const none = parseShard('env/3');
    expect(none.ok ? [] : none.error.map((i) => i.code)).toEqual(['shard/no-index']);
    const zero = parseShard('env/0', { JOB_COMPLETION_INDEX: '0' });
    expect(zero.ok ? [] : zero.error.map((i) => i.code)).toEqual(['setup/invalid']);
    const bad = parseShard('env/x', { JOB_COMPLETION_INDEX: '0' });
    expect(bad.ok ? [] : bad.error.map((i) => i.code)).toEqual(['setup/invalid']);
  });
});
