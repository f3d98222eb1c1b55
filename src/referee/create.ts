/**
 * `new`: a game's folder written in its dialect (`createFolder`: the first dawn and its
 * sheets, and last `game.json`), and `new --game <id>` for a game named by step: the game
 * set up from its options (the `name=value` text its `readOptions` reads) and the seed,
 * its seats from `game.players`, computer players where `bots` puts them and human
 * players in every other seat. Corporate War's seats and setup are `./corporate-war/create.ts`'s.
 */
import { readdirSync } from 'node:fs';
import type { AnyGame } from '../kernel/game/contract.js';
import { botOfName } from '../kernel/game/line-up.js';
import { err, ok, type Result } from '../kernel/result.js';
import { ensureDirectory, isTemporaryFile } from '../kernel/storage/atomic-write.js';
import { stepDawnFiles } from './dawn.js';
import type { Dialect } from './dialect.js';
import { DEFAULT_ENV, exclusive, type RefereeEnv, writeAll } from './env.js';
import { isPlayerId, jsonText } from './fields.js';
import type { StepGameFile } from './game-file.js';
import { type RefereeIssue, type RefereeProblem, refereeIssue } from './issues.js';
import { GAME_FILE, GAME_FOLDERS, LOCK_FILE } from './layout.js';
import { stepHumans } from './load.js';
import type { Seat } from './seat.js';
import { STEP_DIALECT } from './step-dialect.js';

/** What a new game named by step needs. */
export interface NewStepGame {
  /** The game's seed: its setup, and its computer players' choices. */
  readonly seed: string;
  /** The game's options as `name=value` text, read by its `readOptions` (none: its defaults). */
  readonly options?: Readonly<Record<string, string>>;
  /**
   * Computer players: `player=bot` seats a bot as that player; a bare `bot` takes the
   * first seat without one, in seat order. A ladder level's name (`hard`) stands for its
   * bot. Every other seat is a human player's.
   */
  readonly bots?: readonly string[];
  /** K10: when the first step's orders are due (UTC, as `readDeadline` gives it). */
  readonly deadline?: string;
}

const bad = (detail: string) => err([refereeIssue('referee/bad-options', { detail })]);

/** The seats of a new game over the game's players, or what is wrong with them. */
export function planStepSeats(
  game: AnyGame,
  players: readonly string[],
  bots: readonly string[],
): Result<Seat[], RefereeIssue[]> {
  const seats: { player: string; bot: string | null }[] = players.map((player) => ({ player, bot: null }));
  const names = Object.keys(game.bots).sort().join(', ');
  const levels = (game.ladder ?? []).map((l) => l.level);
  const known = levels.length === 0 ? names : `${names}; the levels are ${levels.join(', ')}`;
  for (const entry of bots) {
    const eq = entry.indexOf('=');
    // A ladder level (`easy`, `hard`) seats its bot, as `play` and the web client do.
    const bot = botOfName(game, (eq < 0 ? entry : entry.slice(eq + 1)).trim());
    if (!Object.hasOwn(game.bots, bot)) return bad(`there is no bot "${bot}"; the bots are ${known}`);
    const seat =
      eq < 0 ? seats.find((s) => s.bot === null) : seats.find((s) => s.player === entry.slice(0, eq).trim());
    if (seat === undefined)
      return bad(
        eq < 0
          ? 'there are more bots than seats'
          : `"${entry.slice(0, eq).trim()}" is not a seat; the seats are ${players.join(', ')}`,
      );
    if (seat.bot !== null) return bad(`${seat.player} is given two bots`);
    seat.bot = bot;
  }
  const unsafe = seats.find((s) => !isPlayerId(s.player));
  if (unsafe !== undefined) return bad(`"${unsafe.player}" cannot name a player's files`);
  return ok(seats);
}

/** The first entry of `dir` that is not part of a game's layout, if any. */
function strangerIn(dir: string): string | undefined {
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return undefined;
  }
  const ours = new Set<string>([...GAME_FOLDERS, LOCK_FILE]);
  return names.find((n) => !ours.has(n) && !isTemporaryFile(n));
}

/**
 * Writes a new game's folder `dir` (created if missing; empty, or holding only the
 * leftovers of an interrupted `new`) in the dialect `d`: the first dawn and its sheets,
 * and last `game.json`. Returns the game file written.
 */
export function createFolder(
  dir: string,
  d: Dialect,
  game: AnyGame,
  start: {
    readonly seed: string;
    readonly seats: readonly Seat[];
    readonly state: unknown;
    /** K10: when the first step's orders are due (UTC), if given. */
    readonly deadline?: string;
  },
  env: RefereeEnv,
): Result<object, RefereeProblem[]> {
  const stranger = strangerIn(dir);
  if (stranger === GAME_FILE) return err([refereeIssue('referee/game-exists', { dir })]);
  if (stranger !== undefined) return err([refereeIssue('referee/folder-in-use', { dir, entry: stranger })]);
  try {
    ensureDirectory(dir);
  } catch (e) {
    return bad(`cannot create ${dir}: ${String(e)}`);
  }
  return exclusive(dir, env, () => {
    // Checked again under the lock: another `new` may have been quicker.
    if (strangerIn(dir) === GAME_FILE) return err([refereeIssue('referee/game-exists', { dir })]);
    const { seed, seats, state } = start;
    const dawn = stepDawnFiles(d, game, state, stepHumans({ seats }));
    const deadline = start.deadline === undefined ? {} : { deadline: start.deadline };
    const dawns = [{ step: game.step(state), hash: dawn.hash, ...deadline }];
    const file = d.gameFile(game, { seed, seats, dawns }, state);
    // game.json last: until it is written, there is no game.
    const written = writeAll(dir, [...dawn.files, { path: GAME_FILE, text: jsonText(file) }], env);
    return written.ok ? ok(file) : written;
  });
}

/**
 * Creates a game of `game` named by step in the folder `dir` (see `createFolder`).
 * Returns the game file written.
 * @example
 * ```ts
 * const r = createStepGame('games/t1', TOY, { seed: 's', options: { players: '2' }, bots: ['bob=greedy'] });
 * ```
 */
export function createStepGame(
  dir: string,
  game: AnyGame,
  options: NewStepGame,
  env: RefereeEnv = DEFAULT_ENV,
): Result<StepGameFile, RefereeProblem[]> {
  let setupOptions: unknown = {};
  if (game.readOptions !== undefined) {
    const read = game.readOptions(options.options ?? {});
    if (!read.ok)
      return err(read.error.map((i) => refereeIssue('referee/bad-options', { detail: i.message })));
    setupOptions = read.value;
  } else if (options.options !== undefined && Object.keys(options.options).length > 0) {
    return bad(`${game.title} takes no options from text`);
  }
  const setup = game.setup(setupOptions, options.seed);
  if (!setup.ok)
    return err(setup.error.map((i) => refereeIssue('referee/bad-options', { detail: i.message })));
  const state = setup.value;
  const seats = planStepSeats(game, game.players(state), options.bots ?? []);
  if (!seats.ok) return seats;
  const deadline = options.deadline === undefined ? {} : { deadline: options.deadline };
  const start = { seed: options.seed, seats: seats.value, state, ...deadline };
  const made = createFolder(dir, STEP_DIALECT, game, start, env);
  return made as Result<StepGameFile, RefereeProblem[]>;
}
