/**
 * The Strategic Game's bots: each gives orders `checkOrders` accepts, from its view only,
 * and the same orders from the same view and stream. Their strength against each other
 * is measured in docs/research/strategic-game-2026-11-24/, not here.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../../src/kernel/rng.js';
import { playerView, STRATEGIC_GAME } from '../../src/strategic-game/index.js';
import { orderIssues } from '../../src/strategic-game/orders.js';
import { check } from '../support/fc.js';
import { arbPlayed } from './arbitraries.js';

describe('Strategic Game bots', () => {
  for (const name of Object.keys(STRATEGIC_GAME.bots)) {
    it(`${name} gives legal orders, the same from the same view and stream`, () => {
      const bot = STRATEGIC_GAME.bots[name]!;
      let awaited = 0;
      check(
        fc.property(arbPlayed, fc.string({ maxLength: 4 }), (s, seed) => {
          for (const p of STRATEGIC_GAME.awaiting(s).players) {
            awaited++;
            const view = playerView(s, p);
            const a = bot.bot(view, seededRng(seed));
            expect(orderIssues(s, p, a)).toEqual([]);
            expect(bot.bot(structuredClone(view), seededRng(seed))).toEqual(a);
          }
        }),
        { numRuns: name === 'search' ? 60 : 200 },
      );
      expect(awaited).toBeGreaterThan(30);
    });
  }

  it('every bot sends a list the rules read when the budget is the largest setup allows', () => {
    const start = STRATEGIC_GAME.setup({ budget: 100_000 }, 'rich');
    if (!start.ok) throw new Error('setup');
    for (const [name, bot] of Object.entries(STRATEGIC_GAME.bots))
      for (const p of STRATEGIC_GAME.awaiting(start.value).players) {
        const orders = bot.bot(playerView(start.value, p), seededRng('rich'));
        expect(orderIssues(start.value, p, orders), `${name} for ${p}`).toEqual([]);
      }
  });

  it('the expander beats the random player on the seed’s map', () => {
    const start = STRATEGIC_GAME.setup({}, 'bots');
    if (!start.ok) throw new Error('setup');
    let s = start.value;
    const { expander, random } = STRATEGIC_GAME.bots;
    for (let k = 0; k < 400 && s.end === null; k++) {
      const orders: Record<string, unknown> = {};
      for (const p of STRATEGIC_GAME.awaiting(s).players)
        orders[p] = (p === 'p2' ? expander! : random!).bot(playerView(s, p), seededRng(`${k}${p}`));
      s = STRATEGIC_GAME.resolve(s, orders).state;
    }
    expect(s.end?.winners).toEqual(['p2']);
  });
});
