/** newGame refuses option keys it does not know (they were ignored before), naming the nearest. */
import { describe, expect, it } from 'vitest';
import { forcesOf, type NewGameOptions, newGame } from '../../src/corporation/index.js';

const codes = (o: unknown) => {
  const r = newGame(o as NewGameOptions);
  return r.ok ? [] : r.error.map((i) => [i.code, i.path.join('.'), 'nearest' in i ? i.nearest : undefined]);
};

describe('newGame options', () => {
  it('refuses an unknown option with the nearest known key, and one with none near', () => {
    expect(codes({ seed: 's', players: ['red', 'blue'], rule: {} })).toEqual([
      ['options/unknown-key', 'rule', 'rules'],
    ]);
    expect(codes({ seed: 's', players: ['red', 'blue'], forces: {} })).toEqual([
      ['options/unknown-key', 'forces', undefined],
    ]);
  });

  it('refuses an unknown field of the start position with its path', () => {
    const table = [
      'red',
      'blue',
      'green',
      'yellow',
      'red',
      'blue',
      'green',
      'yellow',
      'red',
      'blue',
      'green',
      'yellow',
    ];
    expect(codes({ seed: 's', players: ['red', 'blue'], start: { table, boardrom: { red: 1 } } })).toEqual([
      ['options/unknown-key', 'start.boardrom', 'boardroom'],
    ]);
  });

  it('forcesOf is undefined during the placements (no position to start from yet)', () => {
    const r = newGame({ seed: 's', players: ['red', 'blue'] });
    expect(r.ok && forcesOf(r.value)).toBeUndefined();
  });
});
