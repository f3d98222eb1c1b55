/**
 * Harvester's simulator plug-in: the generic one (`simulationFor`, from `readOptions`)
 * with a flag and two counters of the hierarchy: whether the game ended with the One
 * (HV-10.1), the turn of the first conquest (HV-8.1), and how many players served
 * somebody at the end. The game itself is played as the generic plug-in plays it.
 */
import type { Game } from '../kernel/game/contract.js';
import type { Seat } from '../kernel/game/seat.js';
import type { GameRecord, GameSpec, SimulationGame } from '../kernel/game/simulation.js';
import { SimulturnError } from '../kernel/issue.js';
import { runMatch } from '../kernel/match.js';
import { recordOf, simulationOf, studyOf } from '../kernel/simulate/from-game.js';
import type { HvReport } from './report.js';
import type { HvState } from './state.js';
import type { TurnResult } from './turn.js';
import type { HvView } from './view.js';

/** The plug-in for a Harvester game object (one without a plug-in of its own). */
export function harvesterSimulation<Options>(
  game: Game<HvState, Options, HvView, TurnResult, HvReport>,
): SimulationGame {
  const base = simulationOf(game, studyOf(game));
  const playGame = (spec: GameSpec): GameRecord => {
    const options = game.readOptions!(spec.options);
    if (!options.ok) throw new SimulturnError(options.error);
    const start = game.setup(options.value, spec.seed);
    if (!start.ok) throw new SimulturnError(start.error);
    const players = game.players(start.value);
    const seats: Record<string, Seat<HvView>> = {};
    players.forEach((p, j) => {
      seats[p] = game.bots[spec.bots[j]!]!.bot;
    });
    let firstConquest = 0;
    const run = runMatch(game, {
      seed: spec.seed,
      start: start.value,
      seats,
      record: false,
      onStep: (r) => {
        if (firstConquest === 0 && Object.values(r.reports).some((rep) => rep.conquered.length > 0))
          firstConquest = r.state.turn - 1;
      },
    });
    const s = run.state;
    const outcome = game.outcome(s);
    return recordOf(spec, players, run.stepsPlayed, outcome, {
      flags: { 'the-one': outcome?.reason === 'the-one', conquest: firstConquest > 0 },
      counters: { firstConquest, serving: players.filter((p) => s.machines[p]!.ruler !== null).length },
    });
  };
  return Object.freeze({
    ...base,
    lengthUnit: 'turns',
    flags: Object.freeze([
      {
        name: 'the-one',
        title: 'the One',
        description: 'the game ended with one Harvester ruling all the others (HV-10.1)',
      },
      { name: 'conquest', title: 'a conquest', description: 'a player conquered another (HV-8.1)' },
    ]),
    counters: Object.freeze([
      {
        name: 'firstConquest',
        title: 'first conquest',
        description: 'the turn of the first conquest, in the games with one (HV-8.1)',
        meanOver: 'conquest',
      },
      {
        name: 'serving',
        title: 'serving at the end',
        description: 'players serving another when the game ended (HV-8)',
      },
    ]),
    playGame,
  });
}
