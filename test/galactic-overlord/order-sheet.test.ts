/**
 * The Galactic Overlord order sheet: the blank sheet reads back as no orders, a filled-in
 * sheet reads as the JSON orders a player means, bad lines are named by number, and no
 * text makes it throw.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blankSheet,
  checkOrders,
  GALACTIC_OVERLORD,
  playerView,
  readSheet,
} from '../../src/galactic-overlord/index.js';
import { check } from '../support/fc.js';
import { game, ships, withFaction } from './support.js';

describe('Galactic Overlord order sheet', () => {
  it('the blank sheet reads back as no orders, accepted', () => {
    const s = game();
    const r = readSheet(blankSheet(playerView(s, 'ann')), s, 'ann');
    expect(r.orders).toEqual({});
    expect(r.reply).toBe('orders accepted');
    expect(GALACTIC_OVERLORD.orderSheet).toBeDefined();
  });

  it('a filled-in sheet reads as the orders meant', () => {
    const s = withFaction(game(), 'ann', { ships: ships(3, 'frigate', 'laser', 1) });
    const text = [
      'bases: 1',
      'ship: 2 x cruiser torpedo',
      'ship: frigate fighter',
      'repair: 1',
      'attack: bob 1 2 to-death base 5',
      'oob: lftltf close-in bunch',
      'oob against cy: TTFFLL   # against cy only',
    ].join('\n');
    const r = readSheet(text, s, 'ann');
    expect(r.reply).toBe('orders accepted');
    expect(r.orders).toEqual({
      bases: 1,
      ships: [
        { hull: 'cruiser', weapon: 'torpedo' },
        { hull: 'cruiser', weapon: 'torpedo' },
        { hull: 'frigate', weapon: 'fighter' },
      ],
      repair: [1],
      special: { kind: 'attack', target: 'bob', ships: [1, 2], toDeath: true, base: 5 },
      oob: { slots: 'lftltf', range: 'close-in', formation: 'bunch' },
      against: { cy: { slots: 'TTFFLL', range: 'none', formation: 'none' } },
    });
    expect(checkOrders(s, 'ann', r.orders).ok).toBe(true);
  });

  it('names unreadable lines by number and passes on the rules’ refusals', () => {
    const s = game();
    const r = readSheet('fly: away\nship: titan laser\nshields', s, 'ann');
    expect(r.reply).toContain('line 1: cannot read');
    expect(r.reply).toContain('needs 5 self-built bases');
    expect(r.reply).toContain('raising shields needs a shield generator');
  });

  it('never throws on any text', () => {
    const s = game();
    check(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        expect(() => readSheet(text, s, 'ann')).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});
