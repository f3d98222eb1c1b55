/**
 * Playing a range of a study's games in this thread: what every simulation does, on a
 * worker thread or not. Free of Node, so the package's root entry runs in browsers; the
 * worker-thread pool is in `simulturn/node`.
 */

import type { GameRecord, SimulationGame } from '../game/simulation.js';
import { gameSpec } from './plan.js';
import type { StudyMeta } from './summary.js';

/** Plays games `from` to `to - 1` of a study; throws if the game breaks its contract. */
export function playRange(game: SimulationGame, meta: StudyMeta, from: number, to: number): GameRecord[] {
  const records: GameRecord[] = [];
  for (let index = from; index < to; index++) {
    const record = game.playGame(gameSpec(meta, index, game.seatCount));
    if (record.index !== index)
      throw new Error(`${game.id}: game ${index} returned the record of game ${record.index}`);
    records.push(record);
  }
  return records;
}
