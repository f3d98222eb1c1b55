/**
 * `new`: a refereed game in a new folder. The seats are the human players' corporations,
 * and computer players for the empty seats; the first dawn is written, then every human
 * player's order sheet for day 1, and last `game.json`, which makes the game exist.
 */
import { DEFAULT_BOTS } from '../../corporate-war/bots/registry.js';
import { CORPORATE_WAR } from '../../corporate-war/game.js';
import type { RulesOptions } from '../../corporate-war/rules.js';
import { DEFAULT_SCENARIO, type Scenario } from '../../corporate-war/scenario.js';
import { createGame } from '../../corporate-war/setup.js';
import { botOfName } from '../../kernel/game/line-up.js';
import { err, ok, type Result } from '../../kernel/result.js';
import { createFolder } from '../create.js';
import { DEFAULT_ENV, type RefereeEnv } from '../env.js';
import { isPlayerId } from '../fields.js';
import { type RefereeIssue, type RefereeProblem, refereeIssue } from '../issues.js';
import { CORPORATE_WAR_GAME, DAY_DIALECT } from './day-dialect.js';
import type { GameFile, Seat } from './game-file.js';

/** What a new refereed game needs. */
export interface NewRefereeGame {
  /** The game's seed: its edges, deployment and dice, and its computer players' choices. */
  readonly seed: string;
  /** The corporations that play, human players unless `bots` makes them computer players. */
  readonly corporations: readonly string[];
  /**
   * Computer players: `name=bot` seats a bot as corporation `name` (listed or not);
   * a bare `bot` takes the next empty seat, the scenario's first corporation not playing.
   */
  readonly bots?: readonly string[];
  /** The game ends undecided after this day. */
  readonly dayLimit: number;
  /** K10: when day 1's orders are due (UTC, as `readDeadline` gives it). */
  readonly deadline?: string;
  /** Other rules options. */
  readonly rules?: Partial<RulesOptions>;
  readonly scenario?: Scenario;
}

/** The seats of a new game, in order, or what is wrong with them. */
export function planSeats(
  options: Pick<NewRefereeGame, 'corporations' | 'bots' | 'scenario'>,
): Result<Seat[], RefereeIssue[]> {
  const scenario = options.scenario ?? DEFAULT_SCENARIO;
  const bad = (detail: string) => err([refereeIssue('referee/bad-options', { detail })]);
  const known = Object.keys(scenario.corporations);
  const seats: { player: string; bot: string | null }[] = [];
  for (const c of options.corporations) {
    if (!known.includes(c))
      return bad(`"${c}" is not a corporation; the corporations are ${known.join(', ')}`);
    if (seats.some((s) => s.player === c)) return bad(`${c} is named twice`);
    seats.push({ player: c, bot: null });
  }
  for (const entry of options.bots ?? []) {
    const eq = entry.indexOf('=');
    const player = eq < 0 ? known.find((c) => !seats.some((s) => s.player === c)) : entry.slice(0, eq).trim();
    // A ladder level (`easy`, `hard`) seats its bot, as `play` and the web client do.
    const bot = botOfName(CORPORATE_WAR, (eq < 0 ? entry : entry.slice(eq + 1)).trim());
    if (!Object.hasOwn(DEFAULT_BOTS, bot)) {
      const levels = (CORPORATE_WAR.ladder ?? []).map((l) => l.level).join(', ');
      return bad(
        `there is no bot "${bot}"; the bots are ${Object.keys(DEFAULT_BOTS).sort().join(', ')}; the levels are ${levels}`,
      );
    }
    if (player === undefined) return bad('there are more players than corporations');
    if (!known.includes(player)) {
      return bad(`"${player}" is not a corporation; the corporations are ${known.join(', ')}`);
    }
    const seat = seats.find((s) => s.player === player);
    if (seat === undefined) seats.push({ player, bot });
    else if (seat.bot === null) seat.bot = bot;
    else return bad(`${player} is given two bots`);
  }
  if (seats.length < 2 || seats.length > 4) {
    return bad(`a game has two to four players; these seats make ${seats.length}`);
  }
  const unsafe = seats.find((s) => !isPlayerId(s.player));
  if (unsafe !== undefined) return bad(`"${unsafe.player}" cannot name a player's files`);
  return ok(seats);
}

/** What `--options` gives a new game: its human players, its day limit if named, and rules options. */
export interface OptionsFromText {
  readonly corporations?: readonly string[];
  readonly dayLimit?: number;
  readonly rules: Partial<RulesOptions>;
}

/**
 * A new game's options from `name=value` text, as `--options` gives them for every game:
 * `corporations` (the human players' corporations, `psicorps,phoenicae`) and what
 * Corporate War's `readOptions` reads (`dayLimit` and the rules options). Its `players`
 * is refused: a refereed game's seats are its corporations and its bots.
 * @example
 * ```ts
 * const r = readOptionsText({ corporations: 'psicorps,phoenicae', dayLimit: '20' });
 * if (r.ok) console.log(r.value.dayLimit); // 20
 * ```
 */
export function readOptionsText(
  text: Readonly<Record<string, string>>,
): Result<OptionsFromText, RefereeIssue[]> {
  const { corporations, ...rest } = text;
  if (Object.hasOwn(rest, 'players')) {
    const detail = 'players is not an option of a refereed game: its seats are its corporations and its bots';
    return err([refereeIssue('referee/bad-options', { detail })]);
  }
  const read = CORPORATE_WAR.readOptions!(rest);
  if (!read.ok) {
    return err(read.error.map((i) => refereeIssue('referee/bad-options', { detail: i.message })));
  }
  const { dayLimit, ...rules } = read.value.rules ?? {};
  const listed = corporations
    ?.split(',')
    .map((c) => c.trim())
    .filter((c) => c !== '');
  return ok({
    ...(listed !== undefined ? { corporations: listed } : {}),
    ...(Object.hasOwn(rest, 'dayLimit') && typeof dayLimit === 'number' ? { dayLimit } : {}),
    rules,
  });
}

/**
 * Creates a game in the folder `dir` (created if missing; it must be empty, or hold only
 * the leftovers of an interrupted `new`). Returns the game file written.
 * @example
 * ```ts
 * const r = createRefereeGame('games/g1', { seed: 's', corporations: ['psicorps', 'phoenicae'], bots: ['rusher'], dayLimit: 20 });
 * ```
 */
export function createRefereeGame(
  dir: string,
  options: NewRefereeGame,
  env: RefereeEnv = DEFAULT_ENV,
): Result<GameFile, RefereeProblem[]> {
  const seats = planSeats(options);
  if (!seats.ok) return seats;
  if (!Number.isSafeInteger(options.dayLimit) || options.dayLimit < 1) {
    return err([refereeIssue('referee/bad-options', { detail: 'the day limit is a whole number from 1' })]);
  }
  const game = createGame({
    seed: options.seed,
    corporations: seats.value.map((s) => s.player),
    rules: { ...(options.rules ?? {}), dayLimit: options.dayLimit },
    ...(options.scenario !== undefined ? { scenario: options.scenario } : {}),
  });
  if (!game.ok) {
    return err(game.error.map((i) => refereeIssue('referee/bad-options', { detail: i.message })));
  }
  const deadline = options.deadline === undefined ? {} : { deadline: options.deadline };
  const start = { seed: options.seed, seats: seats.value, state: game.value, ...deadline };
  const made = createFolder(dir, DAY_DIALECT, CORPORATE_WAR_GAME, start, env);
  return made as Result<GameFile, RefereeProblem[]>;
}
