/**
 * The property runner: fast-check with a fixed seed, so that a test checks the same cases
 * on every run and a failure can always be replayed. On failure the error message starts
 * with the seed and the counterexample's path, and says how to replay it:
 *
 *   FC_SEED=<seed> FC_PATH=<path> npx vitest run <file> -t '<test name>'
 *
 * Three environment variables, read where there is a `process` (Node; never in a
 * browser), tune every run: `FC_SEED` sets the seed (`FC_SEED=$RANDOM` explores new
 * cases), `FC_PATH` with it replays only the failing case, `FC_RUNS` runs every property
 * that many times. The contract battery and the fog harness run through it.
 */
import fc from 'fast-check';

/** An environment variable, or undefined where there is none (a browser). */
function knob(name: string): string | undefined {
  const value = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.[
    name
  ];
  return value === '' ? undefined : value;
}

/** The seed of every property run: 20261121, unless FC_SEED says otherwise. */
export const FC_SEED = Number(knob('FC_SEED') ?? 20261121);

/**
 * Runs a property with the fixed seed and (by default) 1,000 runs. On failure, throws an
 * `Error` whose message names the seed and the counterexample's path and what failed (the
 * first line of the original error's message), with fast-check's own report (the
 * counterexample) below, and the original error as its `cause`. Set FC_PATH (with
 * FC_SEED) to replay only the failing case.
 * @example
 * ```ts
 * import fc from 'fast-check';
 * import { check } from 'simulturn/testing';
 * check(fc.property(fc.integer(), (n) => n + 0 === n), { numRuns: 200 });
 * ```
 */
export function check<Ts>(prop: fc.IProperty<Ts>, opts: fc.Parameters<Ts> = {}): void {
  const replay = knob('FC_PATH');
  const params: fc.Parameters<Ts> = {
    ...opts,
    seed: FC_SEED,
    numRuns: Number(knob('FC_RUNS') ?? opts.numRuns ?? 1000),
    ...(replay !== undefined ? { path: replay, endOnFailure: true } : {}),
  };
  const details = fc.check(prop, params);
  if (!details.failed) return;
  const path = details.counterexamplePath;
  const where = path === null ? `seed: ${details.seed}` : `seed: ${details.seed}, path: "${path}"`;
  const replayHint =
    path === null
      ? `replay: FC_SEED=${details.seed} npx vitest run <file> -t '<test name>'`
      : `replay: FC_SEED=${details.seed} FC_PATH="${path}" npx vitest run <file> -t '<test name>'`;
  const report = fc.defaultReportMessage(details) ?? 'property failed';
  // What failed, in the message too: not every test runner shows an error's cause.
  const cause = details.errorInstance;
  const what = cause instanceof Error ? `\n${cause.message.split('\n')[0]!.slice(0, 500)}` : '';
  throw new Error(`Property failed (${where})${what}\n${replayHint}\n\n${report}`, { cause });
}

/**
 * Gives a value a short description for fast-check's counterexample reports, so that a
 * failing game prints as the call that made it rather than as a 20 kB state.
 * @example
 * ```ts
 * const arbGame = fc.nat(3).map((n) => labelled(newGame(n + 2), `newGame(${n + 2})`));
 * ```
 */
export function labelled<T extends object>(value: T, label: string): T {
  Object.defineProperty(value, fc.toStringMethod, { value: () => label, configurable: true });
  return value;
}
