/**
 * `simulturn referee`: a play-by-mail game refereed from the command line. Games live in
 * folders; players send orders as text (an order sheet) or JSON; each player gets a
 * report and a new sheet after every day. See `docs/guides/play-by-mail.md`.
 *
 * Exit codes: 0 done (also "already resolved"), 1 refused (orders with problems, orders
 * still missing, the game is over), 2 usage error, 3 a damaged file (or a link or a pipe
 * in the folder, or a lock that cannot be read), 4 busy: another command holds the lock.
 */

import { closeSync, openSync, readSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CORPORATE_WAR } from '../corporate-war/game.js';
import { DEFAULT_MATCH_DAY_LIMIT } from '../corporate-war/match.js';
import type { GameState, Outcome } from '../corporate-war/state.js';
import { GAMES } from '../games.js';
import type { GameRegistry } from '../kernel/game/registry.js';
import { err, ok, type Result } from '../kernel/result.js';
import { createRefereeGame, readOptionsText } from '../referee/corporate-war/create.js';
import { reportFile, sheetFile } from '../referee/corporate-war/layout.js';
import { loadGame } from '../referee/corporate-war/load.js';
import { resolveGameDay } from '../referee/corporate-war/resolve.js';
import { gameStatus, readReport } from '../referee/corporate-war/status.js';
import { MAX_ORDERS_BYTES, MAX_ORDERS_TEXT, submitOrders } from '../referee/corporate-war/submit.js';
import { verifyGame } from '../referee/corporate-war/verify.js';
import { readDeadline } from '../referee/deadline.js';
import { DEFAULT_ENV, type RefereeEnv } from '../referee/env.js';
import { isFileProblem, type RefereeProblem } from '../referee/issues.js';
import { at } from '../referee/layout.js';
import { holdsStepGame } from '../referee/load.js';
import { stepGameStatus } from '../referee/status.js';
import { mailboxOrders } from './referee-mailbox.js';
import { newStepGame, statusJson, stepOrders, stepReport, stepResolve, stepStatus } from './referee-steps.js';
import { decodeUtf8 } from './utf8.js';

/** Where the command reads and writes: the process's streams, or a test's. */
export interface RefereeIo {
  /** Prints to standard output (the text ends with a newline). */
  readonly out: (text: string) => void;
  /** Prints to standard error (the text ends with a newline). */
  readonly err: (text: string) => void;
  /** Reads the orders a player sent: a file, or standard input for `-`. */
  readonly readInput: (path: string) => Result<Uint8Array, string>;
  /** The referee's surroundings (atomic writes, bots); the usual ones by default. */
  readonly env?: RefereeEnv;
  /** The games `new --game` can start and the other commands can load; simulturn's (`GAMES`) by default. */
  readonly games?: GameRegistry;
}

const codeOf = (e: unknown): string | undefined => (e as { code?: string } | null)?.code;

/** Why a file could not be read, in words rather than a system error's. */
function readFailure(e: unknown): string {
  switch (codeOf(e)) {
    case 'ENOENT':
      return 'there is no such file';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EISDIR':
      return 'it is a folder, not a file';
    default:
      return e instanceof Error ? e.message : String(e);
  }
}

/**
 * Reads a file, or standard input for `-`, but never more than `limit + 1` bytes: the
 * size limit applies while reading, so an endless or huge input is cut short (and then
 * refused as too long) instead of being read whole first.
 */
function readLimited(path: string, limit: number): Result<Uint8Array, string> {
  const name = path === '-' ? 'standard input' : path;
  const failed = (e: unknown) => err(`cannot read ${name}: ${readFailure(e)}`);
  let fd: number;
  try {
    fd = path === '-' ? 0 : openSync(path, 'r');
  } catch (e) {
    return failed(e);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    const buffer = Buffer.alloc(64 * 1024);
    while (total <= limit) {
      let n: number;
      try {
        n = readSync(fd, buffer, 0, Math.min(buffer.length, limit + 1 - total), null);
      } catch (e) {
        // A standard input that would block (a terminal, a non-blocking pipe): wait a little.
        if (codeOf(e) === 'EAGAIN') {
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
          continue;
        }
        if (codeOf(e) === 'EOF') break;
        throw e;
      }
      if (n === 0) break;
      chunks.push(Buffer.from(buffer.subarray(0, n)));
      total += n;
    }
  } catch (e) {
    return failed(e);
  } finally {
    if (path !== '-') closeSync(fd);
  }
  return ok(Buffer.concat(chunks));
}

const PROCESS_IO: RefereeIo = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  readInput: (path) => readLimited(path, MAX_ORDERS_BYTES),
};

/** How long `orders` waits for a busy lock by default, in seconds. */
const DEFAULT_ORDERS_WAIT = 10;

const USAGE = `usage: simulturn referee <command> <dir> ...
  new <dir> [--game G] --seed S [--options k=v,...] [--bots ...]
        start a game in the folder <dir> and write each human player's order sheet
        --game G        the game (default corporate-war); a game other than Corporate
                        War names its files by step
        --options k=v,...  the game's options, read by the game; a value may hold
                        commas. Corporate War: corporations=A,B,... (the human
                        players' corporations, such as psicorps,phoenicae),
                        dayLimit=N (the game ends undecided after day N, default
                        ${DEFAULT_MATCH_DAY_LIMIT}) and its rules options
        --bots          computer players: bot names (rusher,cautious) each taking the
                        next free seat, or player=bot (corporation=bot); a ladder
                        level (easy, hard) stands for its bot
        --deadline T    when the first orders are due, a date and time with its zone
                        (2026-12-01T18:00Z); kept and shown, never acted on
  orders <dir> <player> <file|-> [--wait S]
        take a player's orders for the coming day, an order sheet or JSON (- reads
        standard input); any problem refuses them whole; sending again replaces them;
        a sheet with no orders is refused unless it says "no orders"
        --wait S        wait up to S seconds while another command holds the folder
                        (default ${DEFAULT_ORDERS_WAIT}; 0 fails at once)
  orders <dir> --mailbox <folder> [--wait S]
        take every player's orders from the files in <folder>, one a player, each
        named for its player (p17.txt, p17.json); each answered as above, in the order
        of the names; a game named by step is loaded once for all of them
  status <dir> [--json]
        the day, its deadline, whose orders are in and who is missing; checks every
        file (--json: the same as JSON, with each seat's count of idle days or steps)
  resolve <dir> [--force] [--step N] [--deadline T]
        resolve the day (the step) once every human player's orders are in (--force:
        without the missing ones, whose soldiers stay); --step N does nothing if step
        N is resolved (in Corporate War the step is the day); --deadline T: when the
        next day's orders are due
  report <dir> <player> [--step N] [--json]
        print a player's report (default: of the last day or step resolved)
Corporate War still takes its old flags, each with a note of what replaces it:
  --corporations A,B (--options corporations=A,B), --day-limit N (--options
  dayLimit=N) and --day N (--step N)
exit codes: 0 done, 1 refused, 2 usage error, 3 a damaged file (or a link or a pipe in
  the folder, or a lock that cannot be read): repair it, 4 busy: another command holds
  the folder (try again later)`;

/** A mistake in the command line: exit code 2. */
class UsageError extends Error {}

const listOf = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

function dayNumber(flag: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^[0-9]{1,6}$/.test(text.trim()) || Number(text) < 1) {
    throw new UsageError(`${flag} takes a day number from 1, not "${text}"`);
  }
  return Number(text);
}

function positionals(args: readonly string[], names: readonly string[]): string[] {
  if (args.length !== names.length) {
    throw new UsageError(`expected ${names.map((n) => `<${n}>`).join(' ')}, got ${args.length} argument(s)`);
  }
  return [...args];
}

/** The exit code of a command's problems: busy (4) before damaged (3), before refused (1) or usage (2). */
const exitCodeOf = (problems: readonly RefereeProblem[]): number =>
  problems.some((p) => p.code === 'lock/held')
    ? 4
    : problems.some(isFileProblem)
      ? 3
      : problems.every(
            (p) =>
              p.code === 'referee/game-over' ||
              p.code === 'referee/waiting' ||
              p.code === 'referee/not-awaited',
          )
        ? 1
        : 2;

/** The outcome in a line, and on the next the game's sentence on why it ended (read from the state). */
function outcomeLine(o: Outcome, names: Readonly<Record<string, string>>, state: GameState): string {
  const name = (p: string) => names[p] ?? p;
  const winners = o.winners.length === 0 ? 'no winner' : `won by ${o.winners.map(name).join(' and ')}`;
  const why = CORPORATE_WAR.outcome(state)?.why;
  return `The game is over: ${o.reason} on day ${o.day}, ${winners}.${why === undefined ? '' : `\n${why}`}`;
}

type Command = (args: string[], io: RefereeIo, env: RefereeEnv) => number | RefereeProblem[];

/** `--step N`: a step number from 0. */
function stepNumber(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^[0-9]{1,9}$/.test(text.trim())) throw new UsageError(`--step takes a step number, not "${text}"`);
  return Number(text);
}

/** `--deadline T`: a date and time with its zone, kept in UTC (K10). */
function deadlineOf(text: string | undefined): { deadline?: string } {
  if (text === undefined) return {};
  const d = readDeadline(text);
  if (!d.ok) throw new UsageError(`--deadline: ${d.error.message}`);
  return { deadline: d.value };
}

/**
 * `--options k=v,...`: a game's options as text. A part without `=` continues the value
 * before it, so that a value may be a list: `corporations=psicorps,phoenicae,dayLimit=20`.
 */
function optionsText(text: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  let last: string | undefined;
  for (const entry of listOf(text)) {
    const eq = entry.indexOf('=');
    if (eq < 0 && last !== undefined) out[last] = `${out[last]},${entry}`;
    else if (eq <= 0) throw new UsageError(`--options takes name=value pairs, not "${entry}"`);
    else {
      last = entry.slice(0, eq).trim();
      out[last] = entry.slice(eq + 1).trim();
    }
  }
  return out;
}

/** Corporate War's old flags, which still work, and what replaces each. */
const REPLACED: Readonly<Record<string, string>> = {
  corporations: '--options corporations=A,B,...',
  'day-limit': '--options dayLimit=N',
  day: '--step N (in Corporate War the step is the day)',
};

/** One line on standard error for an old flag given: it still works, and what replaces it. */
function noteOldFlag(io: RefereeIo, flag: string): void {
  io.err(`simulturn referee: note: --${flag} still works for Corporate War; ${REPLACED[flag]} replaces it\n`);
}

/** An old flag's value, noted, or the new flag's; both given is a usage error. */
function eitherFlag(
  io: RefereeIo,
  old: { readonly flag: string; readonly value: string | undefined },
  now: { readonly flag: string; readonly value: string | undefined },
): string | undefined {
  if (old.value === undefined) return now.value;
  if (now.value !== undefined)
    throw new UsageError(`--${old.flag} and ${now.flag} say the same; give ${now.flag}`);
  noteOldFlag(io, old.flag);
  return old.value;
}

/** Which flags belong to which kind of game: Corporate War's days, or the others' steps. */
function refuseFlags(values: Readonly<Record<string, unknown>>, flags: readonly string[], why: string): void {
  const given = flags.find((f) => values[f] !== undefined);
  if (given !== undefined) throw new UsageError(`--${given} ${why}`);
}

const newGame: Command = (args, io, env) => {
  const { values, positionals: pos } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      seed: { type: 'string' },
      corporations: { type: 'string' },
      bots: { type: 'string' },
      'day-limit': { type: 'string' },
      game: { type: 'string' },
      options: { type: 'string' },
      deadline: { type: 'string' },
    },
  });
  const deadline = deadlineOf(values.deadline);
  const [dir] = positionals(pos, ['dir']) as [string];
  if (values.seed === undefined || values.seed === '') throw new UsageError('new needs --seed S');
  const games = io.games ?? GAMES;
  const id = values.game ?? 'corporate-war';
  if (games.named(id) === undefined) {
    throw new UsageError(`there is no game "${id}"; the games are ${games.ids.join(', ')}`);
  }
  if (id !== 'corporate-war') {
    refuseFlags(values, ['corporations', 'day-limit'], 'is for Corporate War; every game takes --options');
    const options = {
      seed: values.seed,
      options: optionsText(values.options),
      bots: listOf(values.bots),
      ...deadline,
    };
    return newStepGame(dir, games, id, options, io, env);
  }
  const read = readOptionsText(optionsText(values.options));
  if (!read.ok) return read.error;
  const given = read.value;
  const corporations = eitherFlag(
    io,
    { flag: 'corporations', value: values.corporations },
    { flag: '--options corporations=...', value: given.corporations?.join(',') },
  );
  const dayLimit = eitherFlag(
    io,
    { flag: 'day-limit', value: values['day-limit'] },
    { flag: '--options dayLimit=...', value: given.dayLimit?.toString() },
  );
  if (corporations === undefined && values.bots === undefined) {
    throw new UsageError(
      'new needs --options corporations=A,B,... (the human players), and --bots for computer players',
    );
  }
  const r = createRefereeGame(
    dir,
    {
      seed: values.seed,
      corporations: listOf(corporations),
      bots: listOf(values.bots),
      dayLimit: dayNumber('--day-limit', dayLimit) ?? DEFAULT_MATCH_DAY_LIMIT,
      rules: given.rules,
      ...deadline,
    },
    env,
  );
  if (!r.ok) return r.error;
  const loaded = loadGame(dir);
  if (!loaded.ok) return loaded.error;
  const g = loaded.value;
  const status = gameStatus(g);
  const width = Math.max(...g.game.seats.map((s) => s.player.length));
  const lines = [`Corporate War in ${dir}: seed "${g.game.seed}", at most ${status.dayLimit} days.`];
  for (const s of g.game.seats) {
    const edge = g.state.players.find((p) => p.id === s.player)!.edge;
    const who = s.bot === null ? 'human' : `bot ${s.bot}`;
    const sheet = s.bot === null ? `  sheet: ${at(dir, sheetFile(s.player, 1))}` : '';
    lines.push(`  ${s.player.padEnd(width)}  ${who.padEnd(14)}  enters from the ${edge.padEnd(5)}${sheet}`);
  }
  lines.push(
    'Send each human player its sheet (and nothing else from the folder); take their orders with',
    `  simulturn referee orders ${dir} <player> <file>`,
  );
  io.out(`${lines.join('\n')}\n`);
  return 0;
};

/** A number of seconds from 0 to an hour. */
function seconds(flag: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const n = /^[0-9]{1,4}(\.[0-9]{1,3})?$/.test(text.trim()) ? Number(text) : Number.NaN;
  if (!(n >= 0 && n <= 3600))
    throw new UsageError(`${flag} takes a number of seconds from 0 to 3600, not "${text}"`);
  return n;
}

const orders: Command = (args, io, env) => {
  const { values, positionals: pos } = parseArgs({
    args,
    allowPositionals: true,
    options: { wait: { type: 'string' }, mailbox: { type: 'string' } },
  });
  const wait = seconds('--wait', values.wait, DEFAULT_ORDERS_WAIT);
  if (values.mailbox !== undefined) {
    const [dir] = positionals(pos, ['dir']) as [string];
    return mailboxOrders(dir, values.mailbox, Math.round(wait * 1000), io, env, io.games ?? GAMES);
  }
  const [dir, player, source] = positionals(pos, ['dir', 'player', 'file|-']) as [string, string, string];
  const input = io.readInput(source);
  // A file that cannot be read is not a mistake in the command's form: say why, not the usage.
  if (!input.ok) {
    io.err(`simulturn referee orders: ${input.error}; nothing was stored.\n`);
    return 1;
  }
  if (input.value.length > MAX_ORDERS_BYTES) {
    io.out(
      `The orders of ${player} are refused: more than ${MAX_ORDERS_BYTES} bytes were sent, and at most ` +
        `${MAX_ORDERS_TEXT} characters are read. Nothing was stored.\n`,
    );
    return 1;
  }
  const text = decodeUtf8(input.value);
  if (text === undefined) {
    io.out(`The orders of ${player} are refused: they are not UTF-8 text. Nothing was stored.\n`);
    return 1;
  }
  if (holdsStepGame(dir))
    return stepOrders(dir, io.games ?? GAMES, player, text, Math.round(wait * 1000), io, env);
  const r = submitOrders(dir, player, text, env, { wait: Math.round(wait * 1000) });
  if (!r.ok) return r.error;
  const s = r.value;
  if (s.accepted) {
    const replaced = s.replaced ? ', replacing the orders sent before' : '';
    io.out(`${s.summary}Accepted: these are the orders of ${player} for day ${s.day}${replaced}.\n`);
    return 0;
  }
  const n = s.problems.length;
  const kept = s.kept
    ? `The orders of ${player} accepted before for day ${s.day} still stand.`
    : `No orders of ${player} for day ${s.day} are in yet.`;
  io.out(
    [
      `The orders of ${player} for day ${s.day} are refused: ${n} ${n === 1 ? 'problem' : 'problems'}; nothing was stored.`,
      ...s.problems,
      `Fix ${n === 1 ? 'it' : 'them'} and send the whole sheet again. ${kept}`,
    ].join('\n') + '\n',
  );
  return 1;
};

const status: Command = (args, io) => {
  const { values, positionals: pos } = parseArgs({
    args,
    allowPositionals: true,
    options: { json: { type: 'boolean', default: false } },
  });
  const [dir] = positionals(pos, ['dir']) as [string];
  if (holdsStepGame(dir)) return stepStatus(dir, io.games ?? GAMES, io, values.json);
  const loaded = loadGame(dir);
  if (!loaded.ok) return loaded.error;
  const g = loaded.value;
  if (values.json) return statusJson(g.folder, io);
  const s = gameStatus(g);
  const width = Math.max(...s.seats.map((x) => x.player.length));
  const limit = s.dayLimit === null ? '' : ` of at most ${s.dayLimit}`;
  const lines = [
    s.outcome === null
      ? `Corporate War in ${dir}: day ${s.day}${limit}.`
      : `Corporate War in ${dir}: over after day ${s.outcome.day}.`,
  ];
  for (const seat of s.seats) {
    const state =
      seat.bot !== null
        ? `bot ${seat.bot}`
        : s.outcome !== null
          ? 'human'
          : seat.orders === null
            ? 'human, orders missing'
            : `human, orders in (${seat.orders} ${seat.orders === 1 ? 'order' : 'orders'})`;
    lines.push(`  ${seat.player.padEnd(width)}  ${state}`);
  }
  const deadline = stepGameStatus(g.folder).deadline;
  if (s.outcome !== null) lines.push(outcomeLine(s.outcome, s.names, g.state));
  else {
    if (deadline !== null) lines.push(`Orders for day ${s.day} are due by ${deadline}.`);
    if (s.missing.length > 0) lines.push(`Waiting for the orders of ${s.missing.join(', ')}.`);
    else lines.push(`Every order is in: day ${s.day} is ready to resolve.`);
  }
  io.out(`${lines.join('\n')}\n`);
  const problems = verifyGame(g);
  return problems.length > 0 ? problems : 0;
};

const resolve: Command = (args, io, env) => {
  const { values, positionals: pos } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      force: { type: 'boolean', default: false },
      day: { type: 'string' },
      step: { type: 'string' },
      deadline: { type: 'string' },
    },
  });
  const [dir] = positionals(pos, ['dir']) as [string];
  const deadline = deadlineOf(values.deadline);
  if (holdsStepGame(dir)) {
    refuseFlags(values, ['day'], 'is for Corporate War; every game takes --step N');
    const step = stepNumber(values.step);
    return stepResolve(
      dir,
      io.games ?? GAMES,
      { force: values.force, ...(step !== undefined ? { step } : {}), ...deadline },
      io,
      env,
    );
  }
  const day = dayNumber(
    values.day !== undefined ? '--day' : '--step',
    eitherFlag(io, { flag: 'day', value: values.day }, { flag: '--step', value: values.step }),
  );
  const r = resolveGameDay(
    dir,
    { force: values.force, ...(day !== undefined ? { day } : {}), ...deadline },
    env,
  );
  // Refused (orders missing, a damaged file): the reason, whose orders are missing, is the
  // error itself; nothing on standard output pretends a day was resolved, so a script
  // that reads it cannot take a refusal for a resolved day.
  if (!r.ok) return r.error;
  const res = r.value;
  if (res.kind === 'already-resolved') {
    io.out(`Day ${res.day} is already resolved (the game is at day ${res.current}); nothing was done.\n`);
    return 0;
  }
  const loaded = loadGame(dir);
  if (!loaded.ok) return loaded.error;
  const g = loaded.value;
  const lines = [`Day ${res.day} resolved.`];
  if (res.missing.length > 0) {
    lines.push(`No orders came from ${res.missing.join(', ')}: their soldiers stayed where they stood.`);
  }
  lines.push('Send each player its report and, while the game goes on, its new sheet:');
  for (const s of g.game.seats) {
    const report = at(dir, reportFile(s.player, res.day, 'md'));
    const sheet =
      s.bot === null && res.outcome === null ? `  ${at(dir, sheetFile(s.player, g.game.day))}` : '';
    lines.push(`  ${s.player}: ${report}${sheet}${s.bot === null ? '' : ' (computer player)'}`);
  }
  lines.push(
    res.outcome !== null
      ? outcomeLine(res.outcome, gameStatus(g).names, g.state)
      : `Day ${g.game.day} begins.`,
  );
  io.out(`${lines.join('\n')}\n`);
  return 0;
};

const report: Command = (args, io) => {
  const { values, positionals: pos } = parseArgs({
    args,
    allowPositionals: true,
    options: { day: { type: 'string' }, json: { type: 'boolean', default: false }, step: { type: 'string' } },
  });
  const [dir, player] = positionals(pos, ['dir', 'player']) as [string, string];
  if (holdsStepGame(dir)) {
    refuseFlags(values, ['day'], 'is for Corporate War; every game takes --step N');
    const step = stepNumber(values.step);
    return stepReport(
      dir,
      io.games ?? GAMES,
      player,
      { json: values.json, ...(step !== undefined ? { step } : {}) },
      io,
    );
  }
  const day = dayNumber(
    values.day !== undefined ? '--day' : '--step',
    eitherFlag(io, { flag: 'day', value: values.day }, { flag: '--step', value: values.step }),
  );
  const loaded = loadGame(dir);
  if (!loaded.ok) return loaded.error;
  const r = readReport(loaded.value, player, {
    format: values.json ? 'json' : 'markdown',
    ...(day !== undefined ? { day } : {}),
  });
  if (!r.ok) return r.error;
  io.out(r.value);
  return 0;
};

const COMMANDS: Readonly<Record<string, Command>> = { new: newGame, orders, status, resolve, report };

/**
 * Runs `simulturn referee <command> ...` and returns its exit code; everything it says
 * goes through `io`. Never throws on bad input or damaged files.
 */
export function runReferee(args: readonly string[], io: RefereeIo = PROCESS_IO): number {
  const [name, ...rest] = args;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    (name === undefined ? io.err : io.out)(`${USAGE}\n`);
    return name === undefined ? 2 : 0;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  const env = io.env ?? {
    ...DEFAULT_ENV,
    notice: (text: string) => io.err(`simulturn referee: note: ${text}\n`),
  };
  try {
    if (command === undefined) throw new UsageError(`unknown command "${name}"`);
    const r = command(rest, io, env);
    if (typeof r === 'number') return r;
    for (const p of r) io.err(`simulturn referee ${name}: ${p.message}\n`);
    return exitCodeOf(r);
  } catch (e) {
    const parseError =
      e instanceof TypeError && String((e as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');
    if (!(e instanceof UsageError) && !parseError) throw e;
    io.err(`simulturn referee: ${(e as Error).message}\n${USAGE}\n`);
    return 2;
  }
}

/** `simulturn referee`: runs the command on the process's streams and sets its exit code. */
export function referee(args: string[]): void {
  process.exitCode = runReferee(args);
}
