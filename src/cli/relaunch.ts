/**
 * A study on worker threads runs faster when V8 collects each thread's garbage on that
 * thread alone. By default V8 lends every collection helper threads, and on a machine
 * whose cores the workers already fill those helpers only take turns with the other
 * workers' games. The switch, `--single-threaded-gc`, is V8's and process-wide: it must be
 * given when Node starts (set later, through `v8.setFlagsFromString`, it crashed the
 * process in the fifth performance session), so `simulturn simulate` starts itself again
 * with it, once, when a study uses workers and Node was not started with it.
 *
 * Measured on the two-core development machine, the 4,000-game study (`simulate
 * corporate-war --games 4000 --seed scale --bots rusher,cautious,random`), whole runs,
 * alternated: one worker 33.9–34.9 s without the switch, 33.4–34.9 s with it; two workers
 * 21.6–22.2 s without, 19.3–20.2 s with (speed-ups of the medians 1.60× and 1.73×). The
 * same summaries, byte for byte. `docs/guides/simulator.md` has the table.
 */
import { spawnSync } from 'node:child_process';

/** The V8 switch a study's process is started with. */
export const STUDY_NODE_FLAG = '--single-threaded-gc';

/**
 * Set to `0` to keep the process as it was started: no second start (for a study run under
 * a profiler or a debugger that must see the workers, or to measure V8's default).
 */
export const RELAUNCH_VARIABLE = 'SIMULTURN_RELAUNCH';

/** What a process was started with, as far as starting it again needs. */
export interface ProcessStart {
  /** Node's own options (`process.execArgv`). */
  readonly execArgv: readonly string[];
  /** `process.argv`: Node, the script, then the command's arguments. */
  readonly argv: readonly string[];
  /** The environment. */
  readonly env: Readonly<Record<string, string | undefined>>;
}

/**
 * The arguments for Node to start the command again with {@link STUDY_NODE_FLAG}, or
 * undefined when it must not: the process already has the switch, the caller turned it off
 * ({@link RELAUNCH_VARIABLE}`=0`), or the process was not started from a script file (Node's
 * `--eval`, a REPL), which could not be started again the same way.
 */
export function relaunchArgs(start: ProcessStart): string[] | undefined {
  if (start.env[RELAUNCH_VARIABLE] === '0') return undefined;
  if (start.execArgv.includes(STUDY_NODE_FLAG)) return undefined;
  if (start.execArgv.some((a) => a === '-e' || a === '--eval' || a === '-p' || a === '--print'))
    return undefined;
  const script = start.argv[1];
  if (script === undefined || script === '') return undefined;
  return [STUDY_NODE_FLAG, ...start.execArgv, script, ...start.argv.slice(2)];
}

/**
 * Runs this command again in a child Node started with {@link STUDY_NODE_FLAG}, sharing
 * this process's terminal, and returns its exit code (a child killed by a signal kills
 * this process with the same signal); undefined when {@link relaunchArgs} says not to, and
 * the caller then plays the study itself.
 */
export function relaunchForStudy(): number | undefined {
  const args = relaunchArgs({ execArgv: process.execArgv, argv: process.argv, env: process.env });
  if (args === undefined) return undefined;
  // The child is started with the switch, so it never starts a third process; the variable
  // is belt and braces against a Node that drops the switch from `execArgv`.
  const child = spawnSync(process.execPath, args, {
    stdio: 'inherit',
    env: { ...process.env, [RELAUNCH_VARIABLE]: '0' },
  });
  if (child.error !== undefined) return undefined;
  if (child.signal !== null) process.kill(process.pid, child.signal);
  return child.status ?? 1;
}
