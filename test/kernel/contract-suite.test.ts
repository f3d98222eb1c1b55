/**
 * Every game passes the shared contract suite (`test/support/contract-suite.ts`): the toy
 * game here; Corporate War in `test/corporate-war/game-contract.test.ts`. A broken game
 * fails it: one whose step does not grow, one awaited after its end.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkContract } from '../support/contract-suite.js';
import { TOY, type ToyOptions } from '../support/toy-game.js';

const arbOptions: fc.Arbitrary<ToyOptions> = fc.record({
  players: fc.integer({ min: 2, max: 4 }),
  rounds: fc.integer({ min: 1, max: 3 }),
  pile: fc.integer({ min: 1, max: 9 }),
});

describe('the contract suite', () => {
  it('the toy game passes it, playing to the end and sending garbage', () => {
    const tally = checkContract(TOY, { options: arbOptions, maxSteps: 40, numRuns: 100 });
    expect(tally.games).toBe(100);
    expect(tally.over).toBeGreaterThan(50);
    expect(tally.garbage).toBeGreaterThan(20);
    expect(tally.legal).toBeGreaterThan(100);
  });

  it('fails a game whose step does not grow', () => {
    const stuck = { ...TOY, step: () => 1 };
    expect(() => checkContract(stuck, { options: arbOptions, numRuns: 10 })).toThrow(/Property failed/);
  });

  it('fails a game that awaits players after its end', () => {
    const endless = { ...TOY, awaiting: () => ({ players: ['ann'], kind: 'bid' }) };
    expect(() => checkContract(endless, { options: arbOptions, maxSteps: 40, numRuns: 20 })).toThrow(
      /Property failed/,
    );
  });
});
