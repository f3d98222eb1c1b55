/**
 * The workloads of the four newer games' benchmarks (`corporation.bench.ts`,
 * `galactic-overlord.bench.ts`, `strategic-game.bench.ts`, `harvester.bench.ts`), of
 * `games-loop.ts` (the same calls as a plain loop, for callgrind) and of
 * `digest-games.ts`, written once so the three measure the same thing. Every game is
 * played through its contract object (`CORPORATION`, …), as the simulator and the
 * referee play it: options from text (`readOptions`), `setup`, the match runner.
 */

import { GAMES } from '../../src/games.js';
import type { AnyGame } from '../../src/kernel/game/contract.js';
import type { Seat } from '../../src/kernel/game/seat.js';
import { botRng, runMatch } from '../../src/kernel/match.js';

/** One game's set-up: the game, its options as text, and one bot per seat. */
export interface Setup {
  readonly game: AnyGame;
  readonly options: Readonly<Record<string, string>>;
  /** One bot name per seat; shorter lists are rotated through the seats, as the simulator does. */
  readonly bots: readonly string[];
  /** Options text cannot say (a map as data), laid over those read from `options`. */
  readonly extra?: Readonly<Record<string, unknown>>;
}

/** The contract object of a shipped game, by id. */
export function gameOf(id: string): AnyGame {
  const g = GAMES.named(id);
  if (g === undefined) throw new Error(`no game ${id}`);
  return g;
}

/** The start state of a set-up for a seed (throws on bad options: a bench's own bug). */
export function startOf(setup: Setup, seed: string): unknown {
  const o = setup.game.readOptions!(setup.options);
  if (!o.ok) throw new Error(`${setup.game.id}: ${o.error.map((i) => i.message).join('; ')}`);
  const s = setup.game.setup({ ...(o.value as object), ...setup.extra }, seed);
  if (!s.ok) throw new Error(`${setup.game.id}: ${s.error.map((i) => i.message).join('; ')}`);
  return s.value;
}

/** The seats of a set-up: its bots rotated through the game's players. */
export function seatsOf(setup: Setup, start: unknown): Record<string, Seat<unknown>> {
  const seats: Record<string, Seat<unknown>> = {};
  setup.game.players(start).forEach((p, j) => {
    const entry = setup.game.bots[setup.bots[j % setup.bots.length]!]!;
    seats[p] = (view, rng) => entry.bot(view, rng);
  });
  return seats;
}

/** The result of one step, as `game.resolve` returns it. */
export type Resolved = ReturnType<AnyGame['resolve']>;

/**
 * Plays a whole game as the simulator does (no replay log, an arrival order drawn for
 * each step, `maxSteps` as a safety net) and returns the last state and the steps played.
 */
export function playGame(
  setup: Setup,
  seed: string,
  onStep?: (r: Resolved, orders: Readonly<Record<string, unknown>>) => void,
  maxSteps = 10_000,
): { state: unknown; steps: number } {
  const start = startOf(setup, seed);
  const run = runMatch(setup.game, {
    seed,
    start,
    seats: seatsOf(setup, start),
    record: false,
    arrival: true,
    maxSteps,
    ...(onStep === undefined ? {} : { onStep }),
  });
  return { state: run.state, steps: run.stepsPlayed };
}

/** A state and the orders its awaited seats give there: one step to resolve again and again. */
export interface StepCase {
  readonly state: unknown;
  readonly orders: Readonly<Record<string, unknown>>;
  /** The step's number in the game (the game's own `step`). */
  readonly step: number;
}

/** The orders the awaited seats of a set-up give at a state, as the match runner asks them. */
export function ordersAt(setup: Setup, seed: string, state: unknown): Record<string, unknown> {
  const seats = seatsOf(setup, state);
  const orders: Record<string, unknown> = {};
  const step = setup.game.step(state);
  for (const p of setup.game.awaiting(state).players) {
    const seat = seats[p] as (view: unknown, rng: ReturnType<typeof botRng>) => unknown;
    const given = seat(setup.game.view(state, p), botRng(seed, p, step));
    if (given !== undefined && given !== null) orders[p] = given;
  }
  return orders;
}

/** One step as a referee or a server pays for it: resolved, and every player's report made. */
export function resolveAndReport(game: AnyGame, c: StepCase): unknown {
  const r = game.resolve(c.state, c.orders);
  return game.reports(r);
}
