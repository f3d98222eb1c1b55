/**
 * `simulturn simulate <game>` without --bots: the game's default line-up for the study's
 * seats (Corporate War's, the toy's when it has one), or every bot of a game without one.
 */
import { describe, expect, it } from 'vitest';
import { studyBots } from '../../src/cli/simulate.js';
import { CORPORATE_WAR } from '../../src/corporate-war/game.js';
import { CORPORATE_WAR_SIMULATION } from '../../src/corporate-war/simulation.js';
import type { AnyGame } from '../../src/kernel/game/contract.js';
import { simulationFor } from '../../src/kernel/simulate/from-game.js';
import { TOY } from '../support/toy-game.js';

describe("a study's bots when none are named", () => {
  it("are Corporate War's default line-up, for as many seats as the study has", () => {
    const game = CORPORATE_WAR as unknown as AnyGame;
    expect(studyBots(game, CORPORATE_WAR_SIMULATION, {})).toEqual([...CORPORATE_WAR.defaultLineUp!]);
    expect(studyBots(game, CORPORATE_WAR_SIMULATION, { players: '2' })).toEqual(
      CORPORATE_WAR.defaultLineUp!.slice(0, 2),
    );
  });

  it('are every bot of a game without a line-up, and the line-up of one with it', () => {
    const toy = TOY as unknown as AnyGame;
    const simulation = simulationFor(toy)!;
    expect(studyBots(toy, simulation, { players: '3' })).toEqual(['greedy', 'random', 'search']);
    const lined = { ...toy, defaultLineUp: ['search', 'greedy'] } as AnyGame;
    expect(studyBots(lined, simulation, { players: '3' })).toEqual(['search', 'greedy', 'search']);
  });
});
