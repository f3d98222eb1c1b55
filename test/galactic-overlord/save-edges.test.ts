/**
 * Galactic Overlord's saves at the edge of what `parseState` accepts (issue 30): the turn,
 * the turn limit, the next ship and base ids and each faction's stocks pushed as far as
 * the parser takes them, then one more turn played by the bots (or with no orders), and
 * the save after it must load (the contract's save-edge battery, test/support).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GALACTIC_OVERLORD, type GalacticOverlordOptions } from '../../src/galactic-overlord/index.js';
import { checkSaveEdges } from '../support/save-edges.js';
import { arbRules } from './arbitraries.js';

const arbOptions: fc.Arbitrary<GalacticOverlordOptions> = fc
  .record({ n: fc.integer({ min: 2, max: 6 }), rules: arbRules, turnLimit: fc.integer({ min: 1, max: 30 }) })
  .map(({ n, rules, turnLimit }) => ({
    players: Array.from({ length: n }, (_, k) => `f${k}`),
    rules,
    turnLimit,
  }));

describe('Galactic Overlord saves at the edge of what parseState accepts (issue 30)', {
  timeout: 120_000,
}, () => {
  it('play one more turn into a save that loads', () => {
    const tally = checkSaveEdges(GALACTIC_OVERLORD, {
      options: arbOptions,
      focus: [
        'state.turn',
        'state.turnLimit',
        'state.nextShip',
        'state.nextBase',
        'state.factions.*.bp',
        'state.factions.*.built',
        'state.factions.*.generators',
        'state.factions.*.spies',
      ],
    });
    // Every drawn game was pushed and played on, most of them with a number moved.
    expect(tally.stepped).toBeGreaterThan(0);
    expect(tally.moved).toBeGreaterThan(tally.stepped / 2);
  });
});
