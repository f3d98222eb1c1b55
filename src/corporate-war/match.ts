/**
 * Whole games of Corporate War: `playMatch` seats computer players and external players,
 * plays until the game ends and returns a replay log; `replay` re-runs a log and says on
 * which day, if any, the rules now give a different game. Built on the kernel's match
 * runner through {@link CORPORATE_WAR_MATCH}, the game's implementation of `MatchGame`.
 */

import type { MatchGame } from '../kernel/game/match-game.js';
import type { ExternalSeat, Seat } from '../kernel/game/seat.js';
import { SimulturnError } from '../kernel/issue.js';
import {
  type Divergence,
  type LoggedStep,
  type RunMatchResult,
  replaySteps,
  runMatch,
} from '../kernel/match.js';
import { readInput } from '../kernel/read-input.js';
import { err, ok, type Result } from '../kernel/result.js';
import type { BotRegistry, CorporateWarBot } from './bots/bot.js';
import { type BotKey, DEFAULT_BOTS } from './bots/registry.js';
import { DUEL_MODELS } from './duel.js';
import { type Issue, issue } from './errors.js';
import type { DayResult } from './resolve-day.js';
import type { RulesOptions } from './rules.js';
import { SETUP_OPTIONS } from './rules-options.js';
import { DEFAULT_SCENARIO, type Scenario } from './scenario.js';
import { stateHash } from './serialize.js';
import { createGame, type NewGameOptions } from './setup.js';
import type { GameState, Outcome } from './state.js';
import { awaitingOf, CORPORATE_WAR_ID, resolveOf, stepOf, viewOf } from './turns.js';
import { isObj } from './validate-config.js';
import type { PlayerView } from './view.js';
import type { Edge, PlayerId, Stats } from './vocabulary.js';

/**
 * Corporate War as the kernel's match runner sees it: the turn-taking part of the game
 * contract (`CORPORATE_WAR` has the same members). Every day is one step, all players at
 * once (K1).
 */
export const CORPORATE_WAR_MATCH: MatchGame<GameState, PlayerView, DayResult> = {
  id: CORPORATE_WAR_ID,
  awaiting: awaitingOf,
  step: stepOf,
  view: viewOf,
  resolve: resolveOf,
  hash: stateHash,
};

/** Who plays a seat: a bot's name in the registry, a bot, or an external player's callback. */
export type SeatSpec = BotKey | CorporateWarBot | ExternalSeat<PlayerView>;

/** The match used when no day limit is given: the seed aims at about ten days, so thirty is generous. */
export const DEFAULT_MATCH_DAY_LIMIT = SETUP_OPTIONS.dayLimit.default;

/** What `playMatch` needs. */
export interface PlayMatchOptions {
  /** Seeds the game (edges, deployment, dice) and the bots' private generators. */
  readonly seed: string;
  /**
   * Who plays: by corporation, or a list matched to `corporations` in order. Players
   * without a seat give no orders. Default: four `rusher` bots.
   */
  readonly seats?: readonly SeatSpec[] | Readonly<Record<PlayerId, SeatSpec>>;
  /** The corporations that play; default the seats' keys, or the scenario's first ones. */
  readonly corporations?: readonly string[];
  /** Overrides of the default rules options. */
  readonly rules?: Partial<RulesOptions>;
  /** The scenario; the seed's by default. */
  readonly scenario?: Scenario;
  /** The game ends undecided after this day (default {@link DEFAULT_MATCH_DAY_LIMIT}). */
  readonly dayLimit?: number;
  /** CW-2.1: fixed edges for some players, as for `newGame`. */
  readonly edges?: NewGameOptions['edges'];
  /** CW-2.2: players' deployment choices, as for `newGame`. */
  readonly deployments?: NewGameOptions['deployments'];
  /** Per-soldier ratings that replace the unit type's, as for `newGame`. */
  readonly soldierStats?: NewGameOptions['soldierStats'];
  /** The bots seats can name; default {@link DEFAULT_BOTS}. */
  readonly bots?: BotRegistry;
  /** Keep the replay log (default true). */
  readonly record?: boolean;
  /** Called after each day with its result and the orders given. */
  readonly onDay?: (result: DayResult, orders: Readonly<Record<PlayerId, unknown>>) => void;
}

/** How a game was set up, as written in a replay log: enough to rebuild its first dawn. */
export interface MatchSetup {
  /** The corporations that play, in seat order. */
  readonly corporations: readonly string[];
  /** The rules options the game was made with. */
  readonly rules: RulesOptions;
  /** The scenario, or null for the default one. */
  readonly scenario: Scenario | null;
  /** CW-2.1: the fixed edges given, if any. */
  readonly edges?: Readonly<Record<PlayerId, Edge>>;
  /** CW-2.2: the deployment choices given, if any. */
  readonly deployments?: Readonly<Record<PlayerId, string | number>>;
  /** The per-soldier ratings given, if any. */
  readonly soldierStats?: Readonly<Record<string, Partial<Stats>>>;
}

/** The format tag of a replay log. */
export const MATCH_LOG_FORMAT = 'simulturn/match-log';
/** The version of the replay log format. */
export const MATCH_LOG_VERSION = 1;

/** A replay log: the seed, the setup, every day's orders and the hash chain. Plain JSON. */
export interface MatchLog {
  /** The format tag, {@link MATCH_LOG_FORMAT}. */
  readonly format: typeof MATCH_LOG_FORMAT;
  /** The format version, {@link MATCH_LOG_VERSION}. */
  readonly version: typeof MATCH_LOG_VERSION;
  /** The game played. */
  readonly game: 'corporate-war';
  /** The match's seed. */
  readonly seed: string;
  /** How the game was made, so a replay can make it again. */
  readonly setup: MatchSetup;
  /** Who sat in each seat, for the record (bot names, or `external`). */
  readonly seats: Readonly<Record<PlayerId, string>>;
  /** The chain's first link, the hash of the first dawn. */
  readonly start: string;
  /** Every day's orders and the hash of the dawn after it, in order. */
  readonly days: readonly LoggedStep[];
  /** How the game ended, or null if it did not. */
  readonly outcome: Outcome | null;
}

/** What `playMatch` returns. */
export interface MatchResult {
  /** The final state. */
  readonly state: GameState;
  /** How the game ended (null only if it was stopped by the runner's safety limit). */
  readonly outcome: Outcome | null;
  /** The replay log (its `days` is empty when `record` is false). */
  readonly log: MatchLog;
}

function resolveSeat(spec: SeatSpec, bots: BotRegistry, where: (string | number)[]): Seat<PlayerView> {
  if (typeof spec === 'string') {
    const entry = bots[spec];
    if (entry === undefined) {
      throw new SimulturnError([
        issue('options/invalid', where, {
          detail: `no bot is named "${spec}"; the bots are ${Object.keys(bots).join(', ')}`,
        }),
      ]);
    }
    return entry.bot;
  }
  if (typeof spec === 'function' || (isObj(spec) && typeof spec.orders === 'function')) return spec;
  throw new SimulturnError([
    issue('options/invalid', where, { detail: 'a seat is a bot name, a bot function or { orders }' }),
  ]);
}

const seatName = (spec: SeatSpec, bots: BotRegistry): string =>
  typeof spec === 'string'
    ? spec
    : typeof spec === 'function'
      ? (Object.values(bots).find((e) => e.bot === spec)?.name ?? (spec.name || 'bot'))
      : 'external';

/** The setup `playMatch` will use, with the seats by player. */
function planMatch(options: PlayMatchOptions): {
  setup: MatchSetup;
  seats: Record<PlayerId, SeatSpec>;
} {
  const scenario = options.scenario ?? DEFAULT_SCENARIO;
  const given = options.seats;
  let corporations = options.corporations;
  const seats: Record<PlayerId, SeatSpec> = {};
  if (Array.isArray(given)) {
    corporations ??= Object.keys(scenario.corporations).slice(0, given.length);
    corporations.forEach((c, i) => {
      const s = given[i];
      if (s !== undefined) seats[c] = s;
    });
  } else if (given !== undefined) {
    const byPlayer = given as Readonly<Record<PlayerId, SeatSpec>>;
    corporations ??= Object.keys(byPlayer);
    for (const c of corporations) if (Object.hasOwn(byPlayer, c)) seats[c] = byPlayer[c]!;
  } else {
    corporations ??= Object.keys(scenario.corporations).slice(0, 4);
    for (const c of corporations) seats[c] = 'rusher';
  }
  const rules = {
    ...(options.rules ?? {}),
    dayLimit: options.dayLimit ?? options.rules?.dayLimit ?? DEFAULT_MATCH_DAY_LIMIT,
  };
  const setup: MatchSetup = {
    corporations: [...corporations],
    rules: rules as RulesOptions,
    scenario: options.scenario ?? null,
    ...(options.edges !== undefined ? { edges: options.edges } : {}),
    ...(options.deployments !== undefined ? { deployments: options.deployments } : {}),
    ...(options.soldierStats !== undefined ? { soldierStats: options.soldierStats } : {}),
  };
  return { setup, seats };
}

function firstDawn(seed: string, setup: MatchSetup): Result<GameState, Issue[]> {
  return createGame({
    seed,
    corporations: setup.corporations,
    rules: setup.rules,
    ...(setup.scenario !== null ? { scenario: setup.scenario } : {}),
    ...(setup.edges !== undefined ? { edges: setup.edges } : {}),
    ...(setup.deployments !== undefined ? { deployments: setup.deployments } : {}),
    ...(setup.soldierStats !== undefined ? { soldierStats: setup.soldierStats } : {}),
  });
}

/**
 * Plays a whole game: every day each seat gives orders from its player's view (bots with
 * a private generator seeded from the match seed, the player and the day), then the day
 * is resolved. Returns the final state, the outcome and a replay log. Throws
 * `SimulturnError` on invalid options (unknown bot, bad corporations or rules).
 * @example
 * ```ts
 * const { outcome, log } = playMatch({ seed: 'x', seats: ['rusher', 'cautious', 'random', 'search'] });
 * console.log(outcome?.reason, outcome?.winners, log.days.length);
 * ```
 */
export function playMatch(options: PlayMatchOptions): MatchResult {
  const bots = options.bots ?? DEFAULT_BOTS;
  const { setup, seats } = planMatch(options);
  const start = firstDawn(options.seed, setup);
  if (!start.ok) throw new SimulturnError(start.error);
  const runnerSeats: Record<PlayerId, Seat<PlayerView>> = {};
  const names: Record<PlayerId, string> = {};
  for (const [player, spec] of Object.entries(seats)) {
    runnerSeats[player] = resolveSeat(spec, bots, ['seats', player]);
    names[player] = seatName(spec, bots);
  }
  const run: RunMatchResult<GameState> = runMatch(CORPORATE_WAR_MATCH, {
    seed: options.seed,
    start: start.value,
    seats: runnerSeats,
    maxSteps: (setup.rules.dayLimit ?? DEFAULT_MATCH_DAY_LIMIT) + 1,
    ...(options.record !== undefined ? { record: options.record } : {}),
    ...(options.onDay !== undefined ? { onStep: options.onDay } : {}),
  });
  const outcome = run.state.outcome;
  const log: MatchLog = {
    format: MATCH_LOG_FORMAT,
    version: MATCH_LOG_VERSION,
    game: 'corporate-war',
    seed: options.seed,
    setup,
    seats: names,
    start: run.start,
    days: run.days,
    outcome: outcome === null ? null : { ...outcome, winners: [...outcome.winners] },
  };
  return { state: run.state, outcome, log };
}

/** What `replay` found. */
export interface ReplayReport {
  /** The state after the last day replayed. */
  readonly state: GameState;
  /** How many days were replayed. */
  readonly daysReplayed: number;
  /** The first day whose state differs from the log's hash chain, or null if none. */
  readonly divergence: Divergence | null;
}

function logIssues(log: unknown): Issue[] {
  const bad = (path: (string | number)[], detail: string) => [issue('options/invalid', path, { detail })];
  if (!isObj(log)) return bad([], 'a replay log is a JSON object');
  if (log.format !== MATCH_LOG_FORMAT || log.version !== MATCH_LOG_VERSION) {
    return bad(['format'], `expected ${MATCH_LOG_FORMAT} version ${MATCH_LOG_VERSION}`);
  }
  if (log.game !== 'corporate-war') return bad(['game'], 'this log is of another game');
  if (typeof log.seed !== 'string') return bad(['seed'], 'the seed must be a string');
  if (typeof log.start !== 'string') return bad(['start'], 'the start hash must be a string');
  if (!isObj(log.setup) || !Array.isArray(log.setup.corporations)) {
    return bad(['setup'], 'the setup must name the corporations');
  }
  const duel = isObj(log.setup.rules) ? log.setup.rules.duelModel : undefined;
  if (duel !== undefined && !(typeof duel === 'string' && Object.hasOwn(DUEL_MODELS, duel))) {
    return bad(
      ['setup', 'rules', 'duelModel'],
      `replay knows the duel models ${Object.keys(DUEL_MODELS).join(', ')}`,
    );
  }
  if (!Array.isArray(log.days)) return bad(['days'], 'days must be a list');
  const out: Issue[] = [];
  log.days.forEach((d: unknown, i: number) => {
    if (!isObj(d) || !isObj(d.orders) || typeof d.hash !== 'string') {
      out.push(...bad(['days', i], 'each day is { orders: {...}, hash: "..." }'));
    }
  });
  return out;
}

/**
 * Re-runs a replay log (parsed JSON) with the current rules and compares every day's
 * state hash with the log's chain. Returns the first day that differs, if any; a log that
 * is not a valid replay log gets typed issues, never an exception.
 * @example
 * ```ts
 * const r = replay(JSON.parse(text));
 * if (r.ok && r.value.divergence !== null) console.log(`day ${r.value.divergence.step} differs`);
 * ```
 */
export function replay(log: unknown): Result<ReplayReport, Issue[]> {
  // Read once into plain data: a hostile object (getters, proxies) cannot throw from the
  // replay.
  const read = readInput(log);
  if (!read.ok) {
    return err([
      issue('options/invalid', read.error.path, {
        detail: `the log could not be read: ${read.error.detail}`,
      }),
    ]);
  }
  const problems = logIssues(read.value);
  if (problems.length > 0) return err(problems);
  const l = read.value as MatchLog;
  const start = firstDawn(l.seed, { ...l.setup, scenario: l.setup.scenario ?? null });
  if (!start.ok) return err(start.error.map((i) => ({ ...i, path: ['setup', ...i.path] })));
  const r = replaySteps(CORPORATE_WAR_MATCH, start.value, l.start, l.days);
  return ok({ state: r.state, daysReplayed: r.stepsReplayed, divergence: r.divergence });
}
