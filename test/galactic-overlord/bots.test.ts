/**
 * The Galactic Overlord bots: their orders are always legal, they see only their view,
 * and the aggressor and the economist beat the random player (the economist loses to the
 * aggressor: 0 of 100 two-faction games, measured once, not asserted).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOTS, checkOrders, GALACTIC_OVERLORD, playerView } from '../../src/galactic-overlord/index.js';
import { runMatch } from '../../src/kernel/match.js';
import { seededRng } from '../../src/kernel/rng.js';
import { check } from '../support/fc.js';
import { arbPlayed } from './arbitraries.js';

describe('Galactic Overlord bots', () => {
  it('give orders the rules accept, from any position reached in play', () => {
    check(
      fc.property(arbPlayed(), fc.string({ maxLength: 4 }), (s, seed) => {
        for (const p of GALACTIC_OVERLORD.awaiting(s).players) {
          for (const bot of Object.values(BOTS)) {
            const orders = bot(playerView(s, p), seededRng(`${seed}:${p}`));
            const r = checkOrders(s, p, orders);
            expect(r.ok ? [] : r.error.map((i) => i.message)).toEqual([]);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it.each(['aggressor', 'economist'] as const)(
    'the %s beats the random player in two-faction games',
    (name) => {
      let wins = 0;
      const games = 40;
      for (let k = 0; k < games; k++) {
        const start = GALACTIC_OVERLORD.setup({ players: ['a', 'b'] }, `duel ${k}`);
        if (!start.ok) throw new Error('setup');
        // Seats alternate so that seat order does not decide.
        const aggressorSeat = k % 2 === 0 ? 'a' : 'b';
        const seats = {
          a: aggressorSeat === 'a' ? BOTS[name] : BOTS.random,
          b: aggressorSeat === 'b' ? BOTS[name] : BOTS.random,
        };
        const { state } = runMatch(GALACTIC_OVERLORD, {
          seed: `duel ${k}`,
          start: start.value,
          seats,
          maxSteps: 100,
          arrival: true,
        });
        if (GALACTIC_OVERLORD.outcome(state)?.winners.includes(aggressorSeat)) wins++;
      }
      expect(wins).toBeGreaterThanOrEqual(30);
    },
  );
});
