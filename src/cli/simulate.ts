/**
 * `simulturn simulate`: rules research. Plays a study of many games between bots on
 * worker threads and prints win rates by bot, corporation and starting edge with 95%
 * intervals, the distribution of game length, how often nobody wins and the game's own
 * flags; `simulturn simulate merge` combines the summaries of a study's shards exactly.
 */
import { closeSync, constants, existsSync, openSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { GAMES } from '../games.js';
import type { AnyGame } from '../kernel/game/contract.js';
import { lineUpFor } from '../kernel/game/line-up.js';
import type { SimulationGame } from '../kernel/game/simulation.js';
import type { SimulationIssue } from '../kernel/game/simulation-issue.js';
import { formatPath } from '../kernel/issue.js';
import { parseShard, roundRobinCycle, scheduleProblem, seatCountOf } from '../kernel/simulate/plan.js';
import { runSimulation } from '../kernel/simulate/pool.js';
import { planShard, WHOLE_STUDY } from '../kernel/simulate/shard.js';
import { SHARD_INDEX_VARIABLES } from '../kernel/simulate/shard-env.js';
import {
  gamesCovered,
  isComplete,
  mergeSummaries,
  parseSummary,
  type Schedule,
  type StudyMeta,
  type Summary,
} from '../kernel/simulate/summary.js';
import { renderSummary } from '../kernel/simulate/table.js';
import { temporaryPath, writeFileAtomic } from '../kernel/storage/atomic-write.js';
import { ENTRY_NAMES, entryKind, NO_FOLLOW } from '../kernel/storage/entries.js';
import { SIMULATION_GAMES } from './games.js';
import { createProgressBar } from './progress.js';
import { relaunchForStudy } from './relaunch.js';

/** A mistake in the command line or its files: reported with exit code 2. */
class UsageError extends Error {}

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

/** K9: a game's seats for the help: a fixed count, or the default of its options. */
const seatsLine = (g: SimulationGame): string =>
  typeof g.seatCount === 'number'
    ? `${g.seatCount} seats`
    : `${g.seatCount({})} seats by default, set by its options`;

function usage(): string {
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
                     [--day-limit D] [--json out.json]
  simulturn simulate merge <summary.json>... [--json out.json]

Plays games 0 to N-1 of a study (default 1000) on W worker threads (default: one per
CPU; 0 plays in this thread). Game g is seeded "<seed>/g" and seat j gets bot
(g + j) mod (number of bots), so each bot plays each seat equally often. The same seed
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
  --json FILE      also write the summary as JSON (mergeable with "simulate merge"); the
                   file is checked to be writable before the study starts; {index} in
                   its name is the shard's i, so each task of an array job has its own

With workers, the study runs in this command started again under Node's
--single-threaded-gc, which plays it faster (the simulator guide has the figures);
SIMULTURN_RELAUNCH=0 in the environment keeps the process as it was started.

merge reads summaries of shards of one study, refuses overlaps and other studies, and
prints the table of the merged summary with how many of the study's games it covers.

The table: win rate by each seat category with its 95% Wilson score interval (a shared
win counts as a win for each winner), game length in days, how games ended, and the
share of games with each flag.
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

const describeIssues = (issues: readonly SimulationIssue[], where = ''): string =>
  issues.map((i) => `${where}${i.path.length > 0 ? `${formatPath(i.path)}: ` : ''}${i.message}`).join('\n');

/** Writes a file whole or not at all (the kernel's atomic write: never through a link). */
function writeAtomically(path: string, text: string): void {
  const r = writeFileAtomic(path, text);
  if (!r.ok) throw new UsageError(r.error.message);
}

/**
 * Checks, before a study is played, that its summary can be written to `path`: a file
 * can be created beside it, and what is there, if anything, is a plain file.
 */
function checkWritable(path: string): void {
  const there = entryKind(path);
  if (there !== 'missing' && there !== 'file') {
    throw new UsageError(`cannot write ${path}: it is ${ENTRY_NAMES[there]}`);
  }
  const probe = temporaryPath(path);
  try {
    closeSync(openSync(probe, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NO_FOLLOW, 0o644));
    rmSync(probe);
  } catch (e) {
    throw new UsageError(`cannot write ${path}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

const summaryJson = (summary: Summary): string => `${JSON.stringify(summary, null, 2)}\n`;

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
    },
  });
  const [id, ...extra] = positionals;
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
  const game: SimulationGame | undefined =
    id !== undefined && Object.hasOwn(SIMULATION_GAMES, id) ? SIMULATION_GAMES[id] : undefined;
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
  const options = rulesOf(values.rules, values['day-limit']);
  const bots =
    values.bots === undefined ? studyBots(GAMES.named(game.id), game, options) : listOf(values.bots);
  if (bots.length === 0) throw new UsageError('--bots names no bot');
  const problems = game.checkSetup({ bots, options });
  if (problems.length > 0) {
    const flag = (i: SimulationIssue) => (i.path[0] === 'bots' ? '--bots' : '--rules');
    throw new UsageError(problems.map((i) => `${flag(i)}: ${i.message}`).join('\n'));
  }
  const schedule: Schedule = values['round-robin'] === true ? 'round-robin' : 'rotation';
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
  let shard = WHOLE_STUDY;
  if (values.shard !== undefined) {
    const parsed = parseShard(values.shard, process.env);
    if (!parsed.ok) throw new UsageError(`--shard: ${parsed.error.map((i) => i.message).join('; ')}`);
    shard = parsed.value;
  }
  const range = planShard(gamesTotal, shard);
  // Each task of an array job writes its own file: out/shard-{index}.json.
  const json = values.json?.replaceAll('{index}', String(shard.index));
  // Before the study, not after it: a summary that cannot be written would be lost.
  if (json !== undefined) checkWritable(json);
  // With workers, the study is played by this command started again with V8's
  // single-threaded collector (relaunch.ts says why, with the figures).
  if (workers > 0) {
    const code = relaunchForStudy();
    if (code !== undefined) {
      process.exitCode = code;
      return;
    }
  }
  if (schedule === 'round-robin') warnPartialCycle(meta, game);
  const bar = createProgressBar();
  let summary: Summary;
  try {
    summary = await runSimulation({
      meta,
      game,
      range,
      workers,
      ...(workers > 0 ? { workerScript: workerScript() } : {}),
      onProgress: (done, total) => bar.update(done, total),
    });
  } catch (e) {
    throw workerFailure(e, workers);
  }
  bar.finish();
  // The table first: if the file cannot be written after all, the results are still shown.
  process.stdout.write(renderSummary(summary, game));
  if (json !== undefined) writeAtomically(json, summaryJson(summary));
}

function readSummary(path: string): Summary {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read ${path}: ${e instanceof Error ? e.message : String(e)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`${path} is not JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  const parsed = parseSummary(json);
  if (!parsed.ok) throw new UsageError(describeIssues(parsed.error, `${path}: `));
  return parsed.value;
}

function merge(args: string[]): void {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { json: { type: 'string' } },
  });
  if (positionals.length === 0) throw new UsageError('merge needs at least one summary file');
  const summaries = positionals.map(readSummary);
  const merged = mergeSummaries(summaries);
  if (!merged.ok) {
    throw new UsageError(
      merged.error
        .map((i) => {
          const which = typeof i.path[0] === 'number' ? `${positionals[i.path[0]]}: ` : '';
          return `${which}${i.message}`;
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
  process.stdout.write(renderSummary(summary, game));
  if (values.json !== undefined) writeAtomically(values.json, summaryJson(summary));
}

/** `simulturn simulate`: plays a study, or merges the summaries of its shards (`simulate merge`). */
export async function simulate(args: string[]): Promise<void> {
  try {
    if (args.includes('--help') || args.includes('-h') || args.length === 0) {
      (args.length === 0 ? process.stderr : process.stdout).write(`${usage()}\n`);
      if (args.length === 0) process.exitCode = 2;
      return;
    }
    if (args[0] === 'merge') merge(args.slice(1));
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
