/**
 * Corporation's saves at the edge of what `parseState` accepts (issue 30): the step, turn
 * and quiet-turn counts pushed as far as the parser takes them, then one more step played,
 * and the save after it must load (the contract's save-edge battery, test/support).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLOURS, CORPORATION, type CorporationOptions } from '../../src/corporation/index.js';
import { checkSaveEdges } from '../support/save-edges.js';
import { arbRules } from './arbitraries.js';

const arbOptions: fc.Arbitrary<CorporationOptions> = fc
  .record({ n: fc.integer({ min: 1, max: 4 }), rules: arbRules() })
  .map(({ n, rules }) => ({ players: COLOURS.slice(0, n), rules }));

describe('Corporation saves at the edge of what parseState accepts (issue 30)', { timeout: 120_000 }, () => {
  it('play one more step into a save that loads', () => {
    const tally = checkSaveEdges(CORPORATION, {
      options: arbOptions,
      maxSteps: 30,
      numRuns: 100,
      focus: ['state.step', 'state.turn', 'state.quietTurns'],
    });
    // Every drawn game was pushed and played on, most of them with a number moved.
    expect(tally.stepped).toBeGreaterThan(0);
    expect(tally.moved).toBeGreaterThan(tally.stepped / 2);
  });
});
