/**
 * The "Testing it" part of docs/guides/new-game.md: the contract battery of
 * `simulturn/testing` run on the toy game of `test/support/toy-game.ts`.
 */
// #region battery
import fc from 'fast-check';
import { checkContract, checkSeatsIsolated } from '../../src/testing/index.js';
import { TOY } from '../support/toy-game.js';

/** The toy's options as the battery draws them. */
const options = fc.record({
  players: fc.integer({ min: 2, max: 4 }),
  rounds: fc.integer({ min: 1, max: 3 }),
});

/** The contract battery on the toy: it throws, naming what broke and the seed that replays it. */
export function proveToy() {
  const tally = checkContract(TOY, { options, maxSteps: 40 });
  checkSeatsIsolated(TOY, { options, maxSteps: 40 });
  return tally;
}
// #endregion
