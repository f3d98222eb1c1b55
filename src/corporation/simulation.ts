/**
 * Corporation's simulator plug-in: the contract's plain one (`simulationOf`) with two more
 * categories for each seat, so a study can measure the first player's advantage: `seat`
 * (its place in the players' list, from 1) and `order` (its place in the order of play,
 * 1 placing and moving first, CO-2.4). Lengths are steps (placements, turns and
 * challenge answers).
 */
import type { Game } from '../kernel/game/contract.js';
import type { GameRecord, GameSpec, SimulationGame } from '../kernel/game/simulation.js';
import type { StepResult } from '../kernel/game/steps.js';
import { simulationOf, studyOf } from '../kernel/simulate/from-game.js';
import type { CorporationOptions } from './setup.js';
import type { CorporationState } from './state.js';

type CorporationGame = Game<
  CorporationState,
  CorporationOptions,
  unknown,
  StepResult<CorporationState>,
  unknown
>;

/** The simulator plug-in of a Corporation game object (`CORPORATION` passes itself). */
export function corporationSimulation(game: CorporationGame): SimulationGame {
  const base = simulationOf(game, studyOf(game));
  return Object.freeze({
    ...base,
    categories: Object.freeze([
      ...base.categories,
      { name: 'seat', title: 'seat', description: "the seat's place in the list of players, from 1" },
      {
        name: 'order',
        title: 'order of play',
        description: "the seat's place in the order of play: 1 places and moves first (CO-2.4)",
      },
    ]),
    playGame: (spec: GameSpec): GameRecord => {
      const record = base.playGame(spec);
      const read = game.readOptions!(spec.options);
      const start = read.ok ? game.setup(read.value, spec.seed) : undefined;
      const n = record.seats.length;
      const first = start?.ok ? start.value.first : 0;
      return {
        ...record,
        seats: record.seats.map((s, j) => ({
          categories: { ...s.categories, seat: String(j + 1), order: String(((j - first + n) % n) + 1) },
        })),
      };
    },
  });
}
