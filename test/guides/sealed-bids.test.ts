/**
 * The example game of docs/guides/new-game.md, `sealed-bids.ts`, proved by the batteries of
 * `simulturn/testing`: the guide shows this file's region as a game's whole test file.
 */
// #region test
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { checkContract, checkFog, checkSeatsIsolated, type FogWorld } from '../../src/testing/index.js';
import { type BidState, SEALED_BIDS } from './sealed-bids.js';

const options = fc.record({
  players: fc.integer({ min: 2, max: 6 }),
  rounds: fc.integer({ min: 1, max: 6 }),
});

it('keeps the game contract, and no seat reaches the state or another seat', () => {
  expect(checkContract(SEALED_BIDS, { options }).over).toBeGreaterThan(10);
  expect(checkSeatsIsolated(SEALED_BIDS, { options }).matches).toBe(20);
});

it("shows no player the others' values or profits", () => {
  /** World B: the secrets of every player but `me` changed. */
  const othersSecrets = ({ state, orders }: FogWorld<BidState>, me: string, noise: number) => {
    const others = <T>(of: Readonly<Record<string, T>>, change: (x: T) => T) =>
      Object.fromEntries(Object.entries(of).map(([p, x]) => [p, p === me ? x : change(x)]));
    const values = others(state.values, (vs) => vs.map((v) => 1 + ((v + noise) % 9)));
    return { orders, state: { ...state, values, profits: others(state.profits, (n) => n + noise) } };
  };
  expect(checkFog(SEALED_BIDS, { options, unperceived: othersSecrets }).differing).toBeGreaterThan(50);
});
// #endregion
