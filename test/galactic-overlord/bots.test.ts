/**
 * The Galactic Overlord bots: their orders are always legal, they see only their view,
 * they never leave home empty while a raid could come (GO-5.3), a mirror of each
 * heuristic ends decided, and the aggressor and the economist beat the random player.
 * Their strength against each other is measured by the ladder study
 * (docs/research/galactic-overlord-ladder-2026-11-28/), not asserted here.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { threatened } from '../../src/galactic-overlord/home-guard.js';
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

  it('never send every ship while another faction could attack their home (GO-5.3)', () => {
    // Sending every ship leaves an empty home, which any raider's one ship takes whole.
    let attacks = 0;
    check(
      fc.property(arbPlayed(), fc.string({ maxLength: 4 }), (s, seed) => {
        for (const p of GALACTIC_OVERLORD.awaiting(s).players) {
          const view = playerView(s, p);
          if (!threatened(view)) continue;
          for (const [name, bot] of Object.entries(BOTS)) {
            const r = checkOrders(s, p, bot(view, seededRng(`${seed}:${p}`)));
            if (!r.ok || r.value.special?.kind !== 'attack') continue;
            attacks++;
            const sent = r.value.special.ships;
            const home =
              sent === 'all'
                ? 0
                : r.value.ships.length + s.factions[p]!.ships.filter((x) => !sent.includes(x.id)).length;
            expect(home, `${name} keeps a ship home`).toBeGreaterThan(0);
          }
        }
      }),
      { numRuns: 200 },
    );
    expect(attacks).toBeGreaterThan(50);
  });

  it.each(['aggressor', 'economist', 'random'] as const)(
    'a mirror of the %s attacks: its two-faction games end decided, before the turn limit',
    (name) => {
      for (let k = 0; k < 6; k++) {
        const start = GALACTIC_OVERLORD.setup({ players: ['a', 'b'] }, `mirror ${k}`);
        if (!start.ok) throw new Error('setup');
        const { state } = runMatch(GALACTIC_OVERLORD, {
          seed: `mirror ${k}`,
          start: start.value,
          seats: { a: BOTS[name], b: BOTS[name] },
          maxSteps: 100,
          arrival: true,
        });
        expect(GALACTIC_OVERLORD.outcome(state)?.reason, `game ${k}`).toBe('overlord');
      }
    },
  );

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
