/**
 * The search bot (`search-bot.ts`): cheap, robust facts only. Its strength against the
 * heuristic bots is measured by the study (docs/research/galactic-overlord-2026-11-24/,
 * 1,000 games), not here; a handful of duels here only checks that it is not broken.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOTS,
  checkOrders,
  GALACTIC_OVERLORD,
  playerView,
  searchBot,
} from '../../src/galactic-overlord/index.js';
import { positionOf } from '../../src/galactic-overlord/search-position.js';
import { runMatch } from '../../src/kernel/match.js';
import { seededRng, seedRng } from '../../src/kernel/rng.js';
import { check } from '../support/fc.js';
import { arbPlayed } from './arbitraries.js';
import { withFaction } from './support.js';

describe('Galactic Overlord search bot', () => {
  it('gives orders the rules accept, from positions reached in play', () => {
    check(
      fc.property(arbPlayed(4), fc.string({ maxLength: 4 }), (s, seed) => {
        for (const p of GALACTIC_OVERLORD.awaiting(s).players) {
          const orders = searchBot(playerView(s, p), seededRng(`${seed}:${p}`));
          const r = checkOrders(s, p, orders);
          expect(r.ok ? [] : r.error.map((i) => i.message)).toEqual([]);
        }
      }),
      { numRuns: 12 },
    );
  });

  it('is deterministic for its generator, and a function of the view only', () => {
    check(
      fc.property(arbPlayed(4), (s) => {
        const [p, other] = GALACTIC_OVERLORD.awaiting(s).players;
        if (p === undefined || other === undefined) return;
        const a = searchBot(playerView(s, p), seededRng('same'));
        expect(searchBot(playerView(s, p), seededRng('same'))).toEqual(a);
        // Another faction's hidden stock and damage (GO-7.1) do not show in the view, nor change the orders.
        const f = s.factions[other]!;
        const hidden = withFaction(s, other, {
          generators: 3 - f.generators,
          ships: f.ships.map((x) => ({ ...x, damage: 1 })),
        });
        expect(searchBot(playerView(hidden, p), seededRng('same'))).toEqual(a);
      }),
      { numRuns: 6 },
    );
  });

  it('plays on a state that agrees with its view: every public fact copied, hidden ones guessed', () => {
    check(
      fc.property(arbPlayed(4), (s) => {
        const p = s.players[0]!;
        const view = playerView(s, p);
        const guess = positionOf(view, seedRng('g'), () => 2);
        for (const q of s.players) {
          // What p sees of every faction in the guessed state is what it sees in the true one.
          expect(playerView(guess, q).factions).toEqual(playerView(s, q).factions);
          expect(guess.factions[q]!.built).toBe(s.factions[q]!.built);
        }
        expect(guess.factions[p]).toEqual(s.factions[p]);
        expect(guess.bases).toEqual(s.bases);
      }),
      { numRuns: 100 },
    );
  });

  it('beats the aggressor in most of a handful of two-faction duels (seats alternate)', () => {
    let wins = 0;
    const games = 6;
    for (let k = 0; k < games; k++) {
      const start = GALACTIC_OVERLORD.setup({ players: ['a', 'b'] }, `search duel ${k}`);
      if (!start.ok) throw new Error('setup');
      const searchSeat = k % 2 === 0 ? 'a' : 'b';
      const seats = {
        a: searchSeat === 'a' ? searchBot : BOTS.aggressor,
        b: searchSeat === 'b' ? searchBot : BOTS.aggressor,
      };
      const { state } = runMatch(GALACTIC_OVERLORD, {
        seed: `search duel ${k}`,
        start: start.value,
        seats,
        maxSteps: 60,
        arrival: true,
      });
      if (GALACTIC_OVERLORD.outcome(state)?.winners.includes(searchSeat)) wins++;
    }
    // Under equal strength, 5 or more of 6 has probability 7/64; the 1,000-game study is the measure.
    expect(wins).toBeGreaterThanOrEqual(5);
  });
});
