/**
 * `simulturn simulate`: rules research. Plays a study of many games between bots on
 * worker threads and prints win rates by bot, corporation and starting edge with 95%
 * intervals, the distribution of game length, how often nobody wins and the game's own
 * flags; `simulturn simulate merge` combines the summaries of a study's shards exactly.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { GAMES } from '../games.js';
import type { AnyGame } from '../kernel/game/contract.js';
import { lineUpFor } from '../kernel/game/line-up.js';
import type { GameRecord, SimulationGame } from '../kernel/game/simulation.js';
import type { SimulationIssue } from '../kernel/game/simulation-issue.js';
import {
  parseShard,
  roundRobinCycle,
  type Schedule,
  scheduleProblem,
  seatCountOf,
} from '../kernel/simulate/plan.js';
import { openSimulationPool, runSimulation } from '../kernel/simulate/pool.js';
import { planShard, WHOLE_STUDY } from '../kernel/simulate/shard.js';
import { SHARD_INDEX_VARIABLES } from '../kernel/simulate/shard-env.js';
import {
  gamesCovered,
  isComplete,
  mergeSummaries,
  type StudyMeta,
  type Summary,
} from '../kernel/simulate/summary.js';
import { renderSummary } from '../kernel/simulate/table.js';
import { withoutVariance } from '../kernel/simulate/variance.js';
import { describeVersions } from '../kernel/simulate/versions.js';
import { SIMULATION_GAMES } from './games.js';
import { createProgressBar } from './progress.js';
import { relaunchForStudy } from './relaunch.js';
import { compare } from './simulate-compare.js';
import { checkWritable, readSummary, summaryJson, UsageError, writeAtomically } from './simulate-files.js';
import { openRecords, recordsFormat } from './simulate-records.js';
import { renderSweep, sweepFile, sweepPoints } from './simulate-sweep.js';

/** The most worker threads: more threads than CPUs only slow a study, and each costs memory. */
export const maxWorkers = (): number => 4 * Math.max(1, availableParallelism());

/**
 * A clear error for a study whose worker threads could not be started (the system gave
 * no more threads, EAGAIN, or no memory for them); any other error as it is.
 */
export function workerFailure(e: unknown, workers: number): unknown {
  // The pool reports a thread that could not start as a dead worker, with Node's error as its cause.
  const cause = (e as { cause?: unknown } | null)?.cause ?? e;
  const code = (cause as { code?: unknown } | null)?.code;
  const message = cause instanceof Error ? cause.message : String(cause);
  const shortage =
    code === 'EAGAIN' ||
    code === 'ERR_WORKER_INIT_FAILED' ||
    code === 'ERR_WORKER_OUT_OF_MEMORY' ||
    /\bEAGAIN\b/.test(message);
  if (!shortage) return e;
  return new Error(
    `cannot start ${workers} worker thread${workers === 1 ? '' : 's'}: the system has no more threads ` +
      `(or memory) to give (${message}); run with fewer --workers, or --workers 0 to play in this thread`,
  );
}

/**
 * The bots of a study that names none: the game's default line-up for the study's seats
 * (`lineUpFor`), rotated through the seats like any list; without one, every bot of the
 * game. A study's options that cannot be read give every bot too: `checkSetup` says why.
 */
export function studyBots(
  game: AnyGame | undefined,
  simulation: SimulationGame,
  options: Readonly<Record<string, string>>,
): string[] {
  if (game?.defaultLineUp === undefined || game.defaultLineUp.length === 0) return [...simulation.bots];
  return lineUpFor(game, seatCountOf(simulation.seatCount, options));
}

/**
 * The registry's plug-in of a game, with the game's state format version as its own when
 * it gives none (Corporate War's), so that every summary says which version played it.
 */
export function simulationGame(id: string): SimulationGame | undefined {
  const simulation = Object.hasOwn(SIMULATION_GAMES, id) ? SIMULATION_GAMES[id] : undefined;
  const version = GAMES.named(id)?.stateFormat.version;
  if (simulation === undefined || simulation.version !== undefined || version === undefined)
    return simulation;
  return Object.freeze({ ...simulation, version });
}

/** K9: a game's seats for the help: a fixed count, or the default of its options. */
const seatsLine = (g: SimulationGame): string =>
  typeof g.seatCount === 'number'
    ? `${g.seatCount} seats`
    : `${g.seatCount({})} seats by default, set by its options`;

/** The help of `simulturn simulate`: its commands, flags and games. */
export function simulateUsage(): string {
  const games = Object.values(SIMULATION_GAMES).map((g) => {
    const flags = g.flags.map((f) => `      ${f.title}: ${f.description}`);
    const lineUp = GAMES.named(g.id)?.defaultLineUp;
    const lineUpText = lineUp === undefined ? '' : `; default line-up ${lineUp.join(', ')}`;
    return [
      `  ${g.id} (${g.title}): ${seatsLine(g)}; bots ${g.bots.join(', ')}${lineUpText}`,
      '    flags:',
      ...flags,
    ].join('\n');
  });
  return `usage:
  simulturn simulate <game> [--games N] [--seed S] [--bots a,b,...] [--round-robin]
                     [--workers W] [--shard i/n|env/n] [--rules name=value,...]
                     [--day-limit D] [--sweep name=v1,v2,...]... [--json out.json]
                     [--records out.jsonl|out.csv]
  simulturn simulate merge <summary.json>... [--mixed-versions] [--json out.json]
  simulturn simulate compare <first.json> <second.json> [--json out.json]

Plays games 0 to N-1 of a study (default 1000) on W worker threads (default: one per
CPU; 0 plays in this thread). Game g is seeded "<seed>/g" and seat j gets bot
(g + j) mod (number of bots), so each bot plays each seat equally often (or, with
--round-robin, every pair of bots meets in every pair of seats). The same seed
gives the same results for any number of workers and any sharding.

  --games N        the games of the whole study (default 1000)
  --seed S         the study's seed (default "simulturn")
  --bots a,b,...   the bots, rotated through the seats (default: the game's default
                   line-up for the study's seats, or every bot of a game without one)
  --round-robin    seat the bots by a round robin instead: game g gets the g-th of every
                   arrangement of different bots of the list in the seats (n!/(n-s)! for
                   n bots and s seats, in lexicographic order), so every pair of bots
                   meets equally often in every pair of seats over each whole cycle; it
                   needs at least as many bots as seats (name a bot twice to seat it twice)
  --workers W      worker threads (default ${availableParallelism()} here, at most ${maxWorkers()}: four
                   per CPU); 0 runs in this thread
  --shard i/n      play only the i-th of n equal contiguous parts of the study
  --shard env/n    the same, with i read from a batch system's array index (each
                   counted its own way, as the simulator guide says):
${SHARD_INDEX_VARIABLES.map((v) => `                     ${v.variable} (${v.system})`).join('\n')}
  --rules k=v,...  rules options, such as duelModel=d6,headToHeadSwap=fight
  --day-limit D    the last day of a game (Corporate War's default is 30)
  --sweep k=v1,... one study for each value of rules option k, all with the same seed (so
                   game g starts alike in each), on one pool of workers, then a table of
                   them side by side; several --sweep flags play every combination
  --json FILE      also write the summary as JSON (mergeable with "simulate merge"); the
                   file is checked to be writable before the study starts; {index} in
                   its name is the shard's i, so each task of an array job has its own;
                   {sweep} the sweep's values (needed with more than one study)
  --records FILE   also write every game, one a line, in game order: FILE.jsonl holds
                   each game's record and seed as JSON, FILE.csv a row a game with each
                   seat's values in columns; {index} and {sweep} as for --json

Progress goes to stderr: a bar redrawn on a terminal; elsewhere (a pipe, a log, CI) a
line each tenth of the study if ten seconds have passed since the last, and one at the
end. A study whose games all ended alike is warned about on stderr and in its table.

With workers, the study runs in this command started again under Node's
--single-threaded-gc, which plays it faster (the simulator guide has the figures);
SIMULTURN_RELAUNCH=0 in the environment keeps the process as it was started.

merge reads summaries of shards of one study, refuses overlaps, other studies and
summaries played by other versions of simulturn or the game (--mixed-versions merges
those anyway, recording no versions), and prints the table of the merged summary with
how many of the study's games it covers.

compare reads two summaries of one game (refusing two games) and prints each difference,
the second study minus the first, with its 95% interval and two-sided p: the decided
share, every reason, flag and win rate by Fisher's exact test and Newcombe's interval,
the mean length by Welch's test, each p also corrected by Holm's method; then how many
games each study needs to see the difference in the decided share.

The table: the versions that played it; win rate by each seat category with its 95%
Wilson score interval (a shared win counts as a win for each winner); win rate by bot
and seat, and bot against bot; the decided share; game length in the game's unit; how
games ended, and the share of games with each flag.
games:
${games.join('\n')}`;
}

const listOf = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

function count(flag: string, text: string, min: number): number {
  const n = /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  if (!(Number.isSafeInteger(n) && n >= min)) {
    throw new UsageError(`--${flag} must be a whole number from ${min}, got "${text}"`);
  }
  return n;
}

function rulesOf(text: string | undefined, dayLimit: string | undefined): Record<string, string> {
  // No prototype: "__proto__" or "constructor" is a name like any other, refused as no option.
  const options: Record<string, string> = Object.create(null);
  for (const pair of listOf(text ?? '')) {
    const eq = pair.indexOf('=');
    if (eq <= 0 || eq === pair.length - 1)
      throw new UsageError(`--rules takes name=value pairs, got "${pair}"`);
    const name = pair.slice(0, eq).trim();
    if (Object.hasOwn(options, name)) throw new UsageError(`--rules names ${name} twice`);
    options[name] = pair.slice(eq + 1).trim();
  }
  if (dayLimit !== undefined) {
    if (Object.hasOwn(options, 'dayLimit'))
      throw new UsageError('give the day limit by --day-limit or by --rules, not both');
    options.dayLimit = String(count('day-limit', dayLimit, 1));
  }
  return options;
}

/**
 * The worker script built beside the command line, `dist/cli/sim-worker.js`. In the
 * CommonJS build `import.meta.url` is shimmed with the URL of a shared chunk in `dist/`,
 * hence the second place to look.
 */
function workerScript(): URL {
  const places = [
    new URL('./sim-worker.js', import.meta.url),
    new URL('./cli/sim-worker.js', import.meta.url),
  ];
  const found = places.find((url) => existsSync(fileURLToPath(url)));
  if (found === undefined) {
    throw new UsageError(
      `the worker script ${fileURLToPath(places[0]!)} is missing: build simulturn (npm run build) or use --workers 0`,
    );
  }
  return found;
}

/**
 * A round robin is balanced over whole cycles only: says on stderr when the study's
 * games are not a whole number of cycles, and which sizes nearby are.
 */
function warnPartialCycle(meta: StudyMeta, game: SimulationGame): void {
  const cycle = roundRobinCycle(meta.bots.length, seatCountOf(game.seatCount, meta.options));
  if (cycle === undefined || meta.gamesTotal % cycle === 0) return;
  const whole = Math.floor(meta.gamesTotal / cycle);
  const nearby = [whole * cycle, (whole + 1) * cycle].filter((n) => n > 0).join(' or ');
  process.stderr.write(
    `simulturn simulate: warning: a round robin of these bots has ${cycle} arrangements a cycle; ` +
      `${meta.gamesTotal} games are ${whole} whole cycle${whole === 1 ? '' : 's'} and ${meta.gamesTotal % cycle} games more, ` +
      `so seats and pairs are not all equally often met; --games ${nearby} would be\n`,
  );
}

/** One study of a run (one point of a sweep, or the only one) and where its outputs go. */
interface PlannedStudy {
  readonly meta: StudyMeta;
  readonly label: string;
  readonly json: string | undefined;
  readonly records: string | undefined;
}

async function study(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      games: { type: 'string', default: '1000' },
      seed: { type: 'string', default: 'simulturn' },
      bots: { type: 'string' },
      workers: { type: 'string' },
      shard: { type: 'string' },
      rules: { type: 'string' },
      'day-limit': { type: 'string' },
      json: { type: 'string' },
      'round-robin': { type: 'boolean' },
      sweep: { type: 'string', multiple: true },
      records: { type: 'string' },
    },
  });
  const [id, ...extra] = positionals;
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
  const game = id === undefined ? undefined : simulationGame(id);
  if (game === undefined) {
    throw new UsageError(
      `unknown game "${id ?? ''}"; the games are ${Object.keys(SIMULATION_GAMES).join(', ')}`,
    );
  }
  const gamesTotal = count('games', values.games, 1);
  const workers = values.workers === undefined ? availableParallelism() : count('workers', values.workers, 0);
  if (workers > maxWorkers()) {
    throw new UsageError(
      `--workers takes at most ${maxWorkers()} here (four per CPU: more threads than CPUs only slow a study), got ${workers}`,
    );
  }
  const rules = rulesOf(values.rules, values['day-limit']);
  const points = sweepPoints(values.sweep ?? [], rules);
  const schedule: Schedule = values['round-robin'] === true ? 'round-robin' : 'rotation';
  let shard = WHOLE_STUDY;
  if (values.shard !== undefined) {
    const parsed = parseShard(values.shard, process.env);
    if (!parsed.ok) throw new UsageError(`--shard: ${parsed.error.map((i) => i.message).join('; ')}`);
    shard = parsed.value;
  }
  const range = planShard(gamesTotal, shard);
  if (values.records !== undefined) recordsFormat(values.records);
  // Every study of a sweep is checked, and its files, before the first game is played.
  const studies = points.map((point): PlannedStudy => {
    const { options } = point;
    const bots =
      values.bots === undefined ? studyBots(GAMES.named(game.id), game, options) : listOf(values.bots);
    if (bots.length === 0) throw new UsageError('--bots names no bot');
    const problems = game.checkSetup({ bots, options });
    if (problems.length > 0) {
      // An option's problem is the flag's that gave it: --rules (or --day-limit), or --sweep.
      const flag = (i: SimulationIssue) =>
        i.path[0] === 'bots'
          ? '--bots'
          : point.label !== '' && !Object.hasOwn(rules, String(i.path[1]))
            ? '--sweep'
            : '--rules';
      throw new UsageError(problems.map((i) => `${flag(i)}: ${i.message}`).join('\n'));
    }
    const meta: StudyMeta = {
      game: game.id,
      seed: values.seed,
      bots,
      ...(schedule === 'round-robin' ? { schedule } : {}),
      options: { ...options },
      gamesTotal,
    };
    const scheduleError = scheduleProblem(meta, game);
    if (scheduleError !== null) throw new UsageError(`--round-robin: ${scheduleError}`);
    // Each task of an array job writes its own file: out/shard-{index}.json.
    const place = (flag: string, path: string | undefined) =>
      path === undefined
        ? undefined
        : sweepFile(flag, path, point, points.length).replaceAll('{index}', String(shard.index));
    return {
      meta,
      label: point.label,
      json: place('json', values.json),
      records: place('records', values.records),
    };
  });
  const outputs = studies.flatMap((s) => [s.json, s.records]).filter((f): f is string => f !== undefined);
  const twice = outputs.find((f, i) => outputs.indexOf(f) !== i);
  if (twice !== undefined) throw new UsageError(`two outputs would be written to ${twice}`);
  // Before the study, not after it: a summary that cannot be written would be lost.
  for (const file of outputs) checkWritable(file);
  // With workers, the study is played by this command started again with V8's
  // single-threaded collector (relaunch.ts says why, with the figures).
  if (workers > 0) {
    const code = relaunchForStudy();
    if (code !== undefined) {
      process.exitCode = code;
      return;
    }
  }
  for (const s of studies) if (schedule === 'round-robin') warnPartialCycle(s.meta, game);
  const summaries = await playStudies(game, studies, range, workers);
  if (studies.length > 1) {
    process.stdout.write(`\n${renderSweep(points, summaries, game.lengthUnit ?? 'days')}`);
  }
}

/**
 * Plays the studies one after another, on one pool of workers for them all, writing
 * each one's table, summary and records as it ends.
 */
async function playStudies(
  game: SimulationGame,
  studies: readonly PlannedStudy[],
  range: readonly [number, number],
  workers: number,
): Promise<Summary[]> {
  const perStudy = range[1] - range[0];
  const bar = createProgressBar();
  const pool =
    workers > 0 && studies.length > 1
      ? await openSimulationPool({ workerScript: workerScript(), workers }).catch((e: unknown) => {
          throw workerFailure(e, workers);
        })
      : undefined;
  const summaries: Summary[] = [];
  try {
    for (const [k, s] of studies.entries()) {
      const records = s.records === undefined ? undefined : openRecords(s.records, game, s.meta);
      const run = {
        meta: s.meta,
        game,
        range,
        onProgress: (done: number) => bar.update(k * perStudy + done, studies.length * perStudy),
        ...(records === undefined ? {} : { onRecords: (r: readonly GameRecord[]) => records.write(r) }),
      };
      let summary: Summary;
      try {
        summary =
          pool !== undefined
            ? await pool.run(run)
            : await runSimulation({
                ...run,
                workers,
                ...(workers > 0 ? { workerScript: workerScript() } : {}),
              });
      } catch (e) {
        records?.abort();
        throw workerFailure(e, workers);
      }
      if (k === studies.length - 1) bar.finish();
      // The table first: if a file cannot be written after all, the results are still shown.
      process.stdout.write(`${k > 0 ? '\n' : ''}${renderSummary(summary, game)}`);
      warnFlat(summary, s.label);
      records?.finish();
      if (s.json !== undefined) writeAtomically(s.json, summaryJson(summary));
      summaries.push(summary);
    }
  } finally {
    await pool?.close();
  }
  return summaries;
}

/** Says on stderr, too, when a study's games all ended alike (its table says it first). */
function warnFlat(summary: Summary, label = ''): void {
  const flat = withoutVariance(summary);
  if (flat !== null)
    process.stderr.write(`simulturn simulate: warning${label === '' ? '' : ` (${label})`}: ${flat}\n`);
}

function merge(args: string[]): void {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { json: { type: 'string' }, 'mixed-versions': { type: 'boolean' } },
  });
  if (positionals.length === 0) throw new UsageError('merge needs at least one summary file');
  const summaries = positionals.map(readSummary);
  const mixedVersions = values['mixed-versions'] === true;
  const merged = mergeSummaries(summaries, { mixedVersions });
  if (!merged.ok) {
    throw new UsageError(
      merged.error
        .map((i) => {
          const which = typeof i.path[0] === 'number' ? `${positionals[i.path[0]]}: ` : '';
          const advice =
            i.code === 'summary/different-versions' ? ' (--mixed-versions merges them anyway)' : '';
          return `${which}${i.message}${advice}`;
        })
        .join('\n'),
    );
  }
  const summary = merged.value;
  if (values.json !== undefined) checkWritable(values.json);
  const game = Object.hasOwn(SIMULATION_GAMES, summary.meta.game)
    ? SIMULATION_GAMES[summary.meta.game]
    : undefined;
  const covered = gamesCovered(summary);
  process.stderr.write(
    `merged ${summaries.length} summaries: ${covered} of ${summary.meta.gamesTotal} games covered${isComplete(summary) ? ' (complete)' : ''}\n`,
  );
  if (mixedVersions && summary.versions === undefined) {
    const played = [...new Set(summaries.map((s) => describeVersions(s.versions)))];
    process.stderr.write(
      `simulturn simulate merge: warning: the summaries were played by different code (${played.join('; ')}); the merge records no versions\n`,
    );
  }
  process.stdout.write(renderSummary(summary, game));
  warnFlat(summary);
  if (values.json !== undefined) writeAtomically(values.json, summaryJson(summary));
}

/** `simulturn simulate`: plays a study, or merges the summaries of its shards (`simulate merge`). */
export async function simulate(args: string[]): Promise<void> {
  try {
    if (args.includes('--help') || args.includes('-h') || args.length === 0) {
      (args.length === 0 ? process.stderr : process.stdout).write(`${simulateUsage()}\n`);
      if (args.length === 0) process.exitCode = 2;
      return;
    }
    if (args[0] === 'merge') merge(args.slice(1));
    else if (args[0] === 'compare') compare(args.slice(1));
    else await study(args);
  } catch (e) {
    // parseArgs throws TypeErrors with a code for unknown or malformed flags.
    const parseError =
      e instanceof TypeError && String((e as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');
    if (!(e instanceof UsageError) && !parseError) throw e;
    process.stderr.write(`simulturn simulate: ${(e as Error).message}\n(see simulturn simulate --help)\n`);
    process.exitCode = 2;
  }
}
