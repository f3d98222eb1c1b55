/**
 * Corporation on the game contract (issue 16's `Game`, issue 17): `CORPORATION` passes the
 * shared contract suite, plays whole games between its bots through the generic match
 * runner, answers silence and refused orders with the quiet step (CO-6.6), takes a
 * challenge window's answers in arrival order, and is studied by the generic simulator.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quietStep } from '../../src/corporation/game.js';
import {
  awaiting,
  COLOURS,
  CORPORATION,
  type CorporationOptions,
  playTurn,
  stateHash,
} from '../../src/corporation/index.js';
import { GAMES } from '../../src/games.js';
import { runMatch } from '../../src/kernel/match.js';
import { simulationFor } from '../../src/kernel/simulate/from-game.js';
import { playRange } from '../../src/kernel/simulate/play-range.js';
import { checkContract, checkSeatsIsolated } from '../../src/testing/index.js';

const arbOptions: fc.Arbitrary<CorporationOptions> = fc
  .integer({ min: 2, max: 4 })
  .map((n) => ({ players: COLOURS.slice(0, n) }));

describe('Corporation on the contract', () => {
  it('passes the contract suite: bots, garbage, empty and missing orders', () => {
    const tally = checkContract(CORPORATION, { options: arbOptions, maxSteps: 30, numRuns: 30 });
    expect(tally.games).toBe(30);
    // Every seat's view and every report, tampered with at every step, moved nothing.
    expect(tally.views).toBeGreaterThan(50);
    expect(tally.tamper.writes).toBeGreaterThan(1000);
    expect(tally.steps).toBeGreaterThan(300);
    expect(tally.garbage).toBeGreaterThan(5);
    // K11: legal orders were listed and each accepted, at placements, turns and challenges.
    expect(tally.legal).toBeGreaterThan(300);
  });

  it('plays the same match when every bot tampers with its view and its orders after ordering', () => {
    const tally = checkSeatsIsolated(CORPORATION, { options: arbOptions, maxSteps: 12, numRuns: 4 });
    expect(tally.matches).toBe(4);
    expect(tally.steps).toBeGreaterThan(20);
    expect(tally.tamper.writes).toBeGreaterThan(1000);
  });

  it('is in the registry the command line reads', () => {
    expect(GAMES.named('corporation')).toBe(CORPORATION);
  });

  it('plays whole games between its bots to an outcome with ranks', () => {
    for (const seed of ['a', 'b', 'c']) {
      const start = CORPORATION.setup({ players: ['red', 'blue', 'green'] }, seed);
      expect(start.ok).toBe(true);
      if (!start.ok) continue;
      const seats = {
        red: CORPORATION.bots.greedy!.bot,
        blue: CORPORATION.bots.random!.bot,
        green: CORPORATION.bots.greedy!.bot,
      };
      const { state } = runMatch(CORPORATION, { seed, start: start.value, seats, maxSteps: 2000 });
      const o = CORPORATION.outcome(state);
      expect(o, seed).not.toBeNull();
      expect(Object.keys(o!.seats).sort()).toEqual(['blue', 'green', 'red']);
      for (const w of o!.winners) expect(o!.seats[w]!.rank).toBe(1);
    }
  });

  it('CO-6.6 plays the quiet step for silence and for refused orders, and says what was refused', () => {
    const start = CORPORATION.setup({ players: ['red', 'blue'] }, 'quiet');
    if (!start.ok) throw new Error('setup');
    const s = start.value;
    const mover = awaiting(s).players[0]!;
    const quiet = playTurn(s, mover, quietStep(s, mover));
    expect(quiet.ok).toBe(true);
    const silent = CORPORATION.resolve(s, {});
    const wrong = CORPORATION.resolve(s, { [mover]: { nonsense: true } });
    expect(stateHash(silent.state)).toBe(stateHash(quiet.ok ? quiet.value.state : s));
    expect(stateHash(wrong.state)).toBe(stateHash(silent.state));
    expect(silent.reports[mover]!.refused).toEqual([]);
    expect(wrong.reports[mover]!.refused.map((i) => i.code)).toContain('orders/unknown-field');
    // Everyone is told what was played: nothing is hidden (CO-6.2).
    const other = s.players.find((p) => p !== mover)!;
    expect(wrong.reports[other]!.played).toEqual(wrong.reports[mover]!.played);
    expect(wrong.reports[other]!.refused).toEqual([]);
  });

  it('is studied by the generic simulator, with mean ranks and lengths in steps', () => {
    const sim = simulationFor(CORPORATION)!;
    const meta = {
      game: 'corporation',
      seed: 's',
      bots: ['greedy', 'random'],
      options: { players: '2' },
      gamesTotal: 6,
    };
    const records = playRange(sim, meta, 0, 6);
    expect(records).toHaveLength(6);
    expect(records.every((r) => r.ranks !== undefined)).toBe(true);
  });

  it('records each seat in the list and in the order of play, the first mover drawn from the seed', () => {
    const sim = simulationFor(CORPORATION)!;
    expect(sim.categories.map((c) => c.name)).toEqual(['bot', 'seat', 'order']);
    const meta = {
      game: 'corporation',
      seed: 'o',
      bots: ['random'],
      options: { players: '3' },
      gamesTotal: 12,
    };
    const records = playRange(sim, meta, 0, 12);
    const firsts = new Set<string>();
    for (const r of records) {
      expect(r.seats.map((s) => s.categories.seat)).toEqual(['1', '2', '3']);
      expect(r.seats.map((s) => s.categories.order).sort()).toEqual(['1', '2', '3']);
      firsts.add(String(r.seats.findIndex((s) => s.categories.order === '1')));
    }
    expect(firsts.size).toBeGreaterThan(1); // CO-2.4: the first player is drawn
  });
});
