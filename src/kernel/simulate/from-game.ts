/**
 * Any game on the contract as a simulator game: {@link simulationOf} plays one game of a
 * study through `setup`, the match runner and `outcome`, and reduces it to a record with
 * each seat's bot, the winners, and (K9) each seat's score, place and elimination. A game
 * that wants richer records (its own categories, flags and counters, as Corporate War's
 * does) writes its own `SimulationGame`.
 *
 * @example
 * ```ts
 * const sim = simulationOf(myGame, {
 *   options: (text) => ok({ players: Number(text.players ?? 2) }),
 *   seatCount: (text) => Number(text.players ?? 2),
 * });
 * ```
 */
import type { AnyGame, Game, GameOutcome } from '../game/contract.js';
import type { Seat } from '../game/seat.js';
import type { GameRecord, GameSpec, SeatCount, SimulationGame, SimulationSetup } from '../game/simulation.js';
import type { SimulationIssue } from '../game/simulation-issue.js';
import type { StepResult } from '../game/steps.js';
import { SimulturnError } from '../issue.js';
import { runMatch } from '../match.js';
import { err, ok, type Result } from '../result.js';
import { simulationIssue } from './issues.js';
import { seatCountOf } from './plan.js';

/** How a study of a contract game reads its options and seats. */
export interface GameStudy<Options> {
  /** The study's options (text, as on the command line) as the game's options, or typed issues. */
  readonly options: (text: Readonly<Record<string, string>>) => Result<Options, readonly SimulationIssue[]>;
  /** K9: how many seats a game has, a number or a function of the study's options. */
  readonly seatCount: SeatCount;
  /** Steps after which a game is stopped unfinished (a safety net; default 1000). */
  readonly maxSteps?: number;
}

/**
 * The simulator's view of a contract game: one category (`bot`), no flags or counters,
 * `days` counting steps, the outcome's reason (`unfinished` if the step limit stopped
 * it), winners, and each seat's score, rank and elimination step.
 */
export function simulationOf<State, Options, View, Resolved extends StepResult<State>, Report>(
  game: Game<State, Options, View, Resolved, Report>,
  study: GameStudy<Options>,
): SimulationGame {
  const checkSetup = (setup: SimulationSetup): SimulationIssue[] => {
    const known = Object.keys(game.bots);
    const issues: SimulationIssue[] = setup.bots.flatMap((bot, i) =>
      Object.hasOwn(game.bots, bot)
        ? []
        : [simulationIssue('setup/unknown-bot', ['bots', i], { bot, known })],
    );
    if (setup.bots.length === 0)
      issues.push(simulationIssue('setup/invalid', ['bots'], { detail: 'name at least one bot' }));
    const options = study.options(setup.options);
    return options.ok ? issues : [...issues, ...options.error];
  };
  const playGame = (spec: GameSpec): GameRecord => {
    const options = study.options(spec.options);
    // The study was checked before any game was played: a problem here is a caller's bug.
    if (!options.ok) throw new SimulturnError(options.error);
    const start = game.setup(options.value, spec.seed);
    if (!start.ok) throw new SimulturnError(start.error);
    const players = game.players(start.value);
    if (players.length !== seatCountOf(study.seatCount, spec.options) || players.length !== spec.bots.length)
      throw new Error(`${game.id}: the game has ${players.length} seats, the study ${spec.bots.length}`);
    const seats: Record<string, Seat<View>> = {};
    players.forEach((p, j) => {
      const entry = game.bots[spec.bots[j]!]!;
      seats[p] = (view, rng) => entry.bot(view, rng);
    });
    const run = runMatch(game, {
      seed: spec.seed,
      start: start.value,
      seats,
      record: false,
      maxSteps: study.maxSteps ?? 1000,
    });
    return recordOf(spec, players, run.stepsPlayed, game.outcome(run.state));
  };
  return Object.freeze({
    id: game.id,
    title: game.title,
    lengthUnit: 'steps',
    version: game.stateFormat.version,
    seatCount: study.seatCount,
    bots: Object.freeze(Object.keys(game.bots)),
    categories: Object.freeze([
      { name: 'bot', title: 'bot', description: 'the computer player of the seat' },
    ]),
    flags: Object.freeze([]),
    counters: Object.freeze([]),
    checkSetup,
    playGame,
  });
}

/**
 * The simulator plug-in of a registered game: its own `simulation` if it has one, else
 * {@link simulationOf} with its `readOptions` (the seats counted from a set-up made with
 * the options), else undefined: the game cannot be studied from text options.
 * @example
 * ```ts
 * const SIMULATION_GAMES = Object.fromEntries(GAMES.games.flatMap((g) => {
 *   const s = simulationFor(g);
 *   return s === undefined ? [] : [[g.id, s]];
 * }));
 * ```
 */
export function simulationFor(game: AnyGame): SimulationGame | undefined {
  if (game.simulation !== undefined) return game.simulation;
  return game.readOptions === undefined ? undefined : simulationOf(game, studyOf(game));
}

/**
 * The study of a game that reads its options from text, as {@link simulationFor} makes
 * it: the options are its `readOptions`, each problem a `setup/invalid` issue under
 * `options`; and (K9) the seats are counted from a set-up made with the options and any
 * seed. A game's own plug-in starts from it and changes what it must. Throws (a caller's
 * bug) when the game reads no options.
 */
export function studyOf<State, Options, View, Resolved extends StepResult<State>, Report>(
  game: Game<State, Options, View, Resolved, Report>,
): GameStudy<Options> {
  const read = game.readOptions;
  if (read === undefined) throw new Error(`${game.id}: the game reads no options`);
  const options = (text: Readonly<Record<string, string>>): Result<Options, SimulationIssue[]> => {
    const r = read.call(game, text);
    return r.ok
      ? ok(r.value)
      : err(
          r.error.map((i) => simulationIssue('setup/invalid', ['options', ...i.path], { detail: i.message })),
        );
  };
  // Bad options are checkSetup's to report, so they count one seat here rather than throw.
  const seatCount = (text: Readonly<Record<string, string>>): number => {
    const o = read.call(game, text);
    const start = o.ok ? game.setup(o.value, 'seats') : undefined;
    return start?.ok ? game.players(start.value).length : 1;
  };
  return { options, seatCount };
}

/**
 * What every record of a contract game holds, as {@link simulationOf} records it: the
 * game's length in steps, the outcome's reason (`unfinished` without one), the winners and
 * each seat's bot by seat, the flags and counters given (none by default), and (K9) each
 * seat's score, place and elimination when the outcome ranks every seat.
 */
export function recordOf(
  spec: GameSpec,
  players: readonly string[],
  stepsPlayed: number,
  outcome: GameOutcome | null,
  own: Pick<GameRecord, 'flags' | 'counters'> = { flags: {}, counters: {} },
): GameRecord {
  const seatsOut = outcome === null ? null : players.map((p) => outcome.seats[p]);
  return {
    index: spec.index,
    days: stepsPlayed,
    reason: outcome?.reason ?? 'unfinished',
    winners: players.flatMap((p, j) => (outcome?.winners.includes(p) ? [j] : [])),
    seats: players.map((_, j) => ({ categories: { bot: spec.bots[j]! } })),
    flags: own.flags,
    counters: own.counters,
    ...(seatsOut === null || seatsOut.some((s) => s === undefined)
      ? {}
      : {
          scores: seatsOut.map((s) => s!.score),
          ranks: seatsOut.map((s) => s!.rank),
          eliminatedAt: seatsOut.map((s) => s!.eliminatedAt ?? null),
        }),
  };
}
