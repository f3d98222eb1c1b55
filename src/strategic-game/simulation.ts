/**
 * The Strategic Game's simulator plug-in: the generic study of a contract game, with the
 * records a balance study of this game needs: each seat's home (the seed's map is a
 * little uneven, TSG-3.1), whether the winner moved first or second in the deciding turn
 * (TSG-2.2: initiative), the share of turns the first seat moved first, and the battles.
 * A game's length is counted in turns.
 */
import type { Game } from '../kernel/game/contract.js';
import type { Seat } from '../kernel/game/seat.js';
import type { GameRecord, GameSpec, SimulationGame } from '../kernel/game/simulation.js';
import { SimulturnError } from '../kernel/issue.js';
import { runMatch } from '../kernel/match.js';
import { simulationOf, studyOf } from '../kernel/simulate/from-game.js';
import type { TsgReport } from './report.js';
import type { TsgOptions } from './setup.js';
import type { TsgState } from './state.js';
import type { TsgStep } from './turn.js';
import type { TsgView } from './view.js';

/** The Strategic Game's own type on the contract. */
export type TsgGame = Game<TsgState, TsgOptions, TsgView, TsgStep, TsgReport>;

/** Steps after which a simulated game is stopped unfinished (a safety net: the turn limit ends games first). */
const MAX_STEPS = 3 * 10_000 + 3;

/** The plug-in for a game object (the game passes itself, so that neither module imports the other's value). */
export function strategicSimulation(game: TsgGame): SimulationGame {
  const { options } = studyOf(game);
  const base = simulationOf(game, { options, seatCount: 2 });
  const playGame = (spec: GameSpec): GameRecord => {
    const o = options(spec.options);
    if (!o.ok) throw new SimulturnError(o.error);
    const start = game.setup(o.value, spec.seed);
    if (!start.ok) throw new SimulturnError(start.error);
    const players = start.value.players;
    const seats: Record<string, Seat<TsgView>> = {};
    players.forEach((p, j) => {
      const entry = game.bots[spec.bots[j]!]!;
      seats[p] = (view, rng) => entry.bot(view, rng);
    });
    let battles = 0;
    let firstSeatFirst = 0;
    let lastFirst = players[0];
    const run = runMatch(game, {
      seed: spec.seed,
      start: start.value,
      seats,
      record: false,
      maxSteps: MAX_STEPS,
      onStep: (r) => {
        battles += r.trace.battles.length;
        if (r.state.phase === 'move-1') {
          lastFirst = r.state.initiative[0];
          if (lastFirst === players[0]) firstSeatFirst++;
        }
      },
    });
    const s = run.state;
    const outcome = game.outcome(s);
    const winner = outcome?.winners.length === 1 ? outcome.winners[0] : undefined;
    return {
      index: spec.index,
      days: s.turn,
      reason: outcome?.reason ?? 'unfinished',
      winners: players.flatMap((p, j) => (outcome?.winners.includes(p) ? [j] : [])),
      seats: players.map((_, j) => ({
        categories: { bot: spec.bots[j]!, home: j === 0 ? 'first home' : 'second home' },
      })),
      ...(outcome === null
        ? {}
        : {
            scores: players.map((p) => outcome.seats[p]!.score),
            ranks: players.map((p) => outcome.seats[p]!.rank),
          }),
      flags: {
        winnerMovedFirst: winner !== undefined && winner === lastFirst,
        winnerMovedSecond: winner !== undefined && winner !== lastFirst,
      },
      counters: { turns: s.turn, firstSeatFirst, battles },
    };
  };
  return Object.freeze({
    ...base,
    lengthUnit: 'turns',
    categories: Object.freeze([
      ...base.categories,
      {
        name: 'home',
        title: 'home',
        description: "the seat's home: the map's first (on the seed's map 2302) or second (0321)",
      },
    ]),
    flags: Object.freeze([
      {
        name: 'winnerMovedFirst',
        title: 'winner moved first',
        description: 'the game was won in a turn in which the winner was Player 1 (TSG-2.2)',
      },
      {
        name: 'winnerMovedSecond',
        title: 'winner moved second',
        description:
          'the game was won in a turn in which the winner was Player 2, moving after seeing Player 1',
      },
    ]),
    counters: Object.freeze([
      { name: 'turns', title: 'turns', description: 'turns played' },
      {
        name: 'firstSeatFirst',
        title: 'first seat moved first',
        description: 'turns in which the first seat won the initiative roll',
        shareOf: 'turns',
      },
      { name: 'battles', title: 'battles', description: 'battles fought' },
    ]),
    playGame,
  });
}
