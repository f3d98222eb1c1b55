/**
 * `npm run bench`: the cost of a typical mid-game day beside a JSON round trip of the same
 * state, measured in the same run. Not part of CI's pass or fail.
 */
import { bench, describe } from 'vitest';
import { demoOrders } from '../../src/cli/demo-orders.js';
import { newGame, resolveDay, serializeState, stateHash } from '../../src/corporate-war/index.js';

let state = newGame({ seed: 'bench', corporations: ['psicorps', 'phoenicae', 'orchid-inc', 'tanker-toys'] });
for (let d = 0; d < 2; d++) state = resolveDay(state, demoOrders(state)).state;
const orders = demoOrders(state);
// The state's JSON as plain data: the round trip is one stringify and one parse of it.
const plain = JSON.parse(serializeState(state)) as unknown;

describe('a mid-game day', () => {
  bench('resolveDay', () => {
    resolveDay(state, orders);
  });
  bench('JSON.parse(JSON.stringify(state JSON))', () => {
    JSON.parse(JSON.stringify(plain));
  });
  bench('serializeState', () => {
    serializeState(state);
  });
  bench('stateHash', () => {
    stateHash(state);
  });
});
