/**
 * A shard's index read from a batch system's environment, so that one command line
 * serves every task of an array job: `--shard env/50` is shard i of 50, i from the
 * variable the scheduler sets in each task. Each system counts its own way (Kubernetes
 * and AWS Batch from 0, Slurm and Grid Engine from a first index they also set, PBS from
 * the index the job was submitted with), and every way is turned into the simulator's
 * shards, counted from 1. Pure: the environment is an argument, so it runs anywhere.
 */

import type { SimulationIssue } from '../game/simulation-issue.js';
import { err, ok, type Result } from '../result.js';
import { simulationIssue } from './issues.js';
import type { Shard } from './shard.js';

/** The environment, as `process.env` has it. */
export type ShardEnvironment = Readonly<Record<string, string | undefined>>;

/** One batch system's variable for an array task's index. */
export interface ShardIndexVariable {
  /** The variable. */
  readonly variable: string;
  /** The batch system that sets it. */
  readonly system: string;
  /** How the index counts, and so how to submit an array of n tasks. */
  readonly counting: string;
}

/** The variables `--shard env/n` reads, one per batch system, in the order they are looked for. */
export const SHARD_INDEX_VARIABLES: readonly ShardIndexVariable[] = Object.freeze([
  {
    variable: 'JOB_COMPLETION_INDEX',
    system: 'Kubernetes Indexed Job',
    counting: 'from 0: give the job completions: n and completionMode: Indexed',
  },
  {
    variable: 'SLURM_ARRAY_TASK_ID',
    system: 'Slurm job array',
    counting: 'from SLURM_ARRAY_TASK_MIN in steps of SLURM_ARRAY_TASK_STEP: submit with --array=1-n',
  },
  {
    variable: 'SGE_TASK_ID',
    system: 'Grid Engine array job',
    counting: 'from SGE_TASK_FIRST in steps of SGE_TASK_STEPSIZE: submit with -t 1-n',
  },
  {
    variable: 'PBS_ARRAY_INDEX',
    system: 'PBS Pro array job',
    counting: 'from 1, as submitted: submit with -J 1-n',
  },
  {
    variable: 'PBS_ARRAYID',
    system: 'Torque array job',
    counting: 'from 1, as submitted: submit with -t 1-n',
  },
  {
    variable: 'AWS_BATCH_JOB_ARRAY_INDEX',
    system: 'AWS Batch array job',
    counting: 'from 0: give the job arrayProperties size n',
  },
]);

/** The whole number a variable holds, or undefined. */
const wholeNumber = (text: string): number | undefined => {
  const t = text.trim();
  const n = /^\d+$/.test(t) ? Number(t) : Number.NaN;
  return Number.isSafeInteger(n) ? n : undefined;
};

/**
 * Grid Engine sets SGE_TASK_ID to "undefined" in a job that is not an array, and LSF-like
 * systems leave such variables empty: neither is an index.
 */
const isSet = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== '' && value.trim() !== 'undefined';

/** The task's position in its array, from 0, or what is wrong (a detail for `shard/bad-index`). */
function position(
  source: ShardIndexVariable,
  env: ShardEnvironment,
  count: number,
): { at: number } | { detail: string; variable?: string; value?: string } {
  const value = wholeNumber(env[source.variable]!);
  if (value === undefined) return { detail: 'not a whole number from 0, so no array index' };
  let first = 0;
  let step = 1;
  let size: number | undefined;
  if (source.variable === 'SLURM_ARRAY_TASK_ID' || source.variable === 'SGE_TASK_ID') {
    const [firstName, stepName] =
      source.variable === 'SLURM_ARRAY_TASK_ID'
        ? ['SLURM_ARRAY_TASK_MIN', 'SLURM_ARRAY_TASK_STEP']
        : ['SGE_TASK_FIRST', 'SGE_TASK_STEPSIZE'];
    const firstText = env[firstName];
    if (!isSet(firstText)) return { detail: `${firstName}, the array's first index, is not set` };
    const f = wholeNumber(firstText);
    if (f === undefined)
      return { variable: firstName, value: firstText, detail: 'not a whole number from 0' };
    first = f;
    const stepText = env[stepName];
    if (isSet(stepText)) {
      const s = wholeNumber(stepText);
      if (s === undefined || s === 0)
        return { variable: stepName, value: stepText, detail: 'not a whole number from 1' };
      step = s;
    }
    if (source.variable === 'SLURM_ARRAY_TASK_ID' && isSet(env.SLURM_ARRAY_TASK_COUNT)) {
      size = wholeNumber(env.SLURM_ARRAY_TASK_COUNT);
    } else if (source.variable === 'SGE_TASK_ID' && isSet(env.SGE_TASK_LAST)) {
      const last = wholeNumber(env.SGE_TASK_LAST);
      if (last !== undefined && last >= first) size = Math.floor((last - first) / step) + 1;
    }
  } else if (source.variable === 'PBS_ARRAY_INDEX' || source.variable === 'PBS_ARRAYID') {
    first = 1;
  }
  if (value < first || (value - first) % step !== 0) {
    return { detail: `not an index of the array (${source.counting})` };
  }
  const at = (value - first) / step;
  if (size !== undefined && size !== count) {
    return {
      detail: `the array has ${size} tasks but the study is split into ${count} shards (env/${count}): every shard needs a task, and each task one shard`,
    };
  }
  if (at >= count) {
    return {
      detail: `this is task ${at + 1} of the array but the study has ${count} shards (env/${count}); the index counts ${source.counting}`,
    };
  }
  return { at };
}

/**
 * The shard of this task of an array job: shard i of `count`, i (from 1) read from the
 * one of {@link SHARD_INDEX_VARIABLES} that `env` sets. Fails with `shard/no-index`
 * (naming every variable looked for) when none is set, and with `shard/bad-index` when
 * more than one is, or the index is not a whole number, not in the array, or gives no
 * shard of `count`.
 * @example
 * ```ts
 * const r = shardFromEnvironment(50, { JOB_COMPLETION_INDEX: '0' });
 * // r.value: { index: 1, count: 50 }, the first of 50 shards
 * ```
 */
export function shardFromEnvironment(count: number, env: ShardEnvironment): Result<Shard, SimulationIssue[]> {
  if (!(Number.isSafeInteger(count) && count >= 1)) {
    return err([
      simulationIssue('setup/invalid', ['shard'], { detail: `a study has from 1 shard, not ${count}` }),
    ]);
  }
  const set = SHARD_INDEX_VARIABLES.filter((s) => isSet(env[s.variable]));
  const looked = SHARD_INDEX_VARIABLES.map((s) => `${s.variable} (${s.system})`);
  if (set.length === 0) return err([simulationIssue('shard/no-index', ['shard'], { looked })]);
  if (set.length > 1) {
    return err([
      simulationIssue('shard/bad-index', ['shard'], {
        variable: set[0]!.variable,
        value: env[set[0]!.variable]!,
        detail: `${set
          .slice(1)
          .map((s) => s.variable)
          .join(
            ' and ',
          )} ${set.length > 2 ? 'are' : 'is'} set too, so which batch system's index counts is unclear; give the shard as i/n`,
      }),
    ]);
  }
  const source = set[0]!;
  const p = position(source, env, count);
  if ('at' in p) return ok({ index: p.at + 1, count });
  const variable = p.variable ?? source.variable;
  return err([
    simulationIssue('shard/bad-index', ['shard'], {
      variable,
      value: p.value ?? env[variable] ?? '',
      detail: p.detail,
    }),
  ]);
}
