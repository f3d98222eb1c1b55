/**
 * The Strategic Game on the game contract: `STRATEGIC_GAME` passes the shared contract
 * suite, plays whole games between its bots through the generic match runner, is in the
 * registry, reads its options from text, and is studied by the generic simulator.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games.js';
import { runMatch } from '../../src/kernel/match.js';
import { simulationFor } from '../../src/kernel/simulate/from-game.js';
import { playRange } from '../../src/kernel/simulate/play-range.js';
import { DUEL_MAP, STRATEGIC_GAME, type TsgOptions } from '../../src/strategic-game/index.js';
import { DEFAULT_TURN_LIMIT } from '../../src/strategic-game/vocabulary.js';
import { checkContract, checkSeatsIsolated } from '../../src/testing/index.js';
import { arbRules } from './arbitraries.js';

const arbOptions: fc.Arbitrary<TsgOptions> = fc
  .record({
    rules: arbRules,
    budget: fc.integer({ min: 0, max: 100 }),
    turnLimit: fc.integer({ min: 1, max: 12 }),
  })
  .map((o) => ({ ...o, map: DUEL_MAP }));

describe('Strategic Game on the contract', () => {
  it('passes the contract suite: bots, garbage, empty and missing orders', () => {
    const tally = checkContract(STRATEGIC_GAME, { options: arbOptions, maxSteps: 30, numRuns: 80 });
    expect(tally.games).toBe(80);
    // Every seat's view and every report, tampered with at every step, moved nothing.
    expect(tally.views).toBeGreaterThan(50);
    expect(tally.tamper.writes).toBeGreaterThan(1000);
    expect(tally.steps).toBeGreaterThan(300);
    expect(tally.over).toBeGreaterThan(10);
    expect(tally.garbage).toBeGreaterThan(10);
  });

  it('plays the same match when every bot tampers with its view and its orders after ordering', () => {
    const tally = checkSeatsIsolated(STRATEGIC_GAME, { options: arbOptions, maxSteps: 30, numRuns: 10 });
    expect(tally.matches).toBe(10);
    expect(tally.steps).toBeGreaterThan(20);
    expect(tally.tamper.writes).toBeGreaterThan(1000);
  });

  it('is in the registry the command line reads', () => {
    expect(GAMES.named('strategic-game')).toBe(STRATEGIC_GAME);
  });

  it("plays whole games between its bots on the seed's map to an outcome with ranks", () => {
    for (const seed of ['a', 'b']) {
      const start = STRATEGIC_GAME.setup({}, seed);
      if (!start.ok) throw new Error('setup');
      const { expander, random } = STRATEGIC_GAME.bots;
      const { state, days } = runMatch(STRATEGIC_GAME, {
        seed,
        start: start.value,
        seats: { p1: expander!.bot, p2: random!.bot },
        maxSteps: 400,
      });
      const o = STRATEGIC_GAME.outcome(state);
      expect(o, seed).not.toBeNull();
      expect(o!.winners).toEqual(['p1']);
      expect(o!.seats.p1!.rank).toBe(1);
      // Three steps a turn: production (both players), then one mover, then the other.
      expect(days[0]!.orders).toHaveProperty('p1');
      expect(days[0]!.orders).toHaveProperty('p2');
      expect(Object.keys(days[1]!.orders)).toHaveLength(1);
      expect(Object.keys(days[2]!.orders)).toHaveLength(1);
    }
  });

  it('reads its options from text and refuses what it does not know', () => {
    const r = STRATEGIC_GAME.readOptions!({ map: 'duel', budget: '60', victory: 'capture' });
    expect(r).toEqual({
      ok: true,
      value: { map: DUEL_MAP, budget: 60, turnLimit: DEFAULT_TURN_LIMIT, rules: { victory: 'capture' } },
    });
    const bad = STRATEGIC_GAME.readOptions!({ players: '3', map: 'moon', victory: 'maybe', colour: 'red' });
    expect(bad.ok ? [] : bad.error.map((i) => i.path[0])).toEqual(['players', 'map', 'victory', 'colour']);
  });

  it('is studied by its simulator plug-in: turns, homes, who moved first in the deciding turn, battles', () => {
    const sim = simulationFor(STRATEGIC_GAME)!;
    expect(sim).toBe(STRATEGIC_GAME.simulation);
    const meta = {
      game: 'strategic-game',
      seed: 's',
      bots: ['expander', 'random'],
      options: { map: 'duel' },
      gamesTotal: 4,
    };
    const records = playRange(sim, meta, 0, 4);
    expect(records).toHaveLength(4);
    for (const r of records) {
      expect(r.ranks).toBeDefined();
      expect(r.days).toBe(r.counters.turns);
      expect(r.seats.map((x) => x.categories.home)).toEqual(['first home', 'second home']);
      expect(r.counters.firstSeatFirst).toBeLessThanOrEqual(r.counters.turns!);
      // A game won by one side was won by Player 1 or Player 2 of its last turn, not both.
      expect(Number(r.flags.winnerMovedFirst) + Number(r.flags.winnerMovedSecond)).toBe(
        r.winners.length === 1 ? 1 : 0,
      );
    }
    expect(sim.checkSetup({ bots: ['nobody'], options: {} }).map((i) => i.code)).toEqual([
      'setup/unknown-bot',
    ]);
  });
});
