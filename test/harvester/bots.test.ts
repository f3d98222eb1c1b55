/**
 * Harvester's bots: every bot's orders are legal for its player (checkOrders accepts
 * them) and a function of its view and generator alone; the search player's guessed world
 * holds what the view shows.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { awaiting, checkOrders, HARVESTER, playerView } from '../../src/harvester/index.js';
import { guessWorld } from '../../src/harvester/search.js';
import { seededRng } from '../../src/kernel/rng.js';
import { check } from '../support/fc.js';
import { arbPlayed } from './arbitraries.js';

describe('Harvester bots', () => {
  it('give legal orders, the same ones for the same view and generator', () => {
    let orders = 0;
    check(
      fc.property(arbPlayed(6), fc.string({ maxLength: 4 }), (s, seed) => {
        for (const p of awaiting(s).players) {
          const view = playerView(s, p);
          for (const bot of Object.values(HARVESTER.bots)) {
            const a = bot.bot(view, seededRng(`${seed}:${p}`));
            const b = bot.bot(JSON.parse(JSON.stringify(view)), seededRng(`${seed}:${p}`));
            expect(JSON.stringify(b), bot.name).toBe(JSON.stringify(a));
            const r = checkOrders(s, p, a);
            expect(r.ok ? [] : r.error.map((i) => `${i.code} ${i.message}`), `${bot.name} for ${p}`).toEqual(
              [],
            );
            orders++;
          }
        }
      }),
      { numRuns: 60 },
    );
    expect(orders).toBeGreaterThan(300);
  });

  it('the search player guesses a world that shows it what its view shows of its own units and exact hexes', () => {
    const g = HARVESTER.setup({ players: 4 }, 'guess');
    if (!g.ok) throw new Error('setup');
    const view = playerView(g.value, 'p2');
    const world = guessWorld(view);
    const again = playerView(world, 'p2');
    const placed = (v: typeof view) => v.units.map((u) => `${u.kind}@${u.hex}`); // ids are the world's own
    expect(placed(again)).toEqual(placed(view));
    const exact = (v: typeof view) =>
      v.known.filter((k) => k.level === 1).map((k) => [k.hex, k.amount, k.contents]);
    expect(exact(again)).toEqual(exact(view));
  });
});
