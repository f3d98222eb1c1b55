/**
 * statePatch and applyPatch: what a move changed in a boardgame.io state, found by
 * comparing references (boardgame.io's reducer shares what did not change), and applied
 * back to a copy of the state before it gives the state after it.
 */
import { describe, expect, it } from 'vitest';
import { applyPatch, statePatch } from '../../src/boardgame-io/index.js';
import { grown } from '../../src/boardgame-io/state-patch.js';

/** A copy as storage would read it back: plain JSON, nothing shared. */
const reread = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('statePatch', () => {
  // A state of many seats, and a move that adds one seat's orders, as boardgame.io makes it.
  const seats = Array.from({ length: 500 }, (_, i) => String(i));
  const before = {
    _stateID: 7,
    G: {
      state: 'x'.repeat(10_000),
      pending: Object.fromEntries(seats.slice(0, 200).map((s) => [s, [{ unit: Number(s), to: [1, 2] }]])),
      arrival: seats.slice(0, 200),
      reports: Object.fromEntries(seats.map((s) => [s, { text: `report of ${s}` }])),
    },
    ctx: {
      turn: 3,
      activePlayers: Object.fromEntries(seats.slice(200).map((s) => [s, 'orders'])),
      _activePlayersNumMoves: Object.fromEntries(seats.map((s) => [s, 0])),
    },
  };
  const { '200': _moved, ...stillActive } = before.ctx.activePlayers;
  const after = {
    ...before,
    _stateID: 8,
    G: {
      ...before.G,
      pending: { ...before.G.pending, '200': [{ unit: 200, to: [3, 4] }] },
      arrival: [...before.G.arrival, '200'],
    },
    ctx: {
      ...before.ctx,
      activePlayers: stillActive,
      _activePlayersNumMoves: { ...before.ctx._activePlayersNumMoves, '200': 1 },
    },
  };

  it('finds only what the move changed, not what it shares', () => {
    const patch = statePatch(before, after);
    expect(patch).toEqual([
      { op: 'set', path: ['_stateID'], value: 8 },
      { op: 'set', path: ['G', 'pending', '200'], value: [{ unit: 200, to: [3, 4] }] },
      { op: 'push', path: ['G', 'arrival'], values: ['200'] },
      { op: 'delete', path: ['ctx', 'activePlayers', '200'] },
      { op: 'set', path: ['ctx', '_activePlayersNumMoves', '200'], value: 1 },
    ]);
    // A few hundred bytes for a state of several hundred kilobytes.
    expect(JSON.stringify(patch).length).toBeLessThan(300);
    expect(JSON.stringify(after).length).toBeGreaterThan(30_000);
  });

  it('gives the state after when applied to the state before, read back', () => {
    const restored = applyPatch(reread(before), statePatch(before, after));
    expect(restored).toEqual(reread(after));
  });

  it('is empty for the same state, and sets what is not an append', () => {
    expect(statePatch(before, before)).toEqual([]);
    expect(statePatch({ a: [1, 2, 3] }, { a: [1, 9, 3, 4] })).toEqual([
      { op: 'set', path: ['a'], value: [1, 9, 3, 4] },
    ]);
    expect(statePatch({ a: [1, 2] }, { a: [1] })).toEqual([{ op: 'set', path: ['a'], value: [1] }]);
    expect(statePatch({ a: { b: 1 } }, { a: 'now text' })).toEqual([
      { op: 'set', path: ['a'], value: 'now text' },
    ]);
    expect(statePatch(1, 2)).toEqual([{ op: 'set', path: [], value: 2 }]);
  });

  it('pushes what a list noted as grown added, the same as when it compares the lists', () => {
    const orders = Object.freeze([{ to: 'a' }, { to: 'b' }]);
    const longer = Object.freeze([...orders, { to: 'c' }]);
    const compared = statePatch({ G: { orders } }, { G: { orders: longer } });
    expect(compared).toEqual([{ op: 'push', path: ['G', 'orders'], values: [{ to: 'c' }] }]);
    const noted = statePatch({ G: { orders } }, { G: { orders: grown(orders, longer) } });
    expect(noted).toEqual(compared);
    // A list that is not frozen may have changed since: it is not noted, and is compared.
    const changed = [{ to: 'x' }, orders[1], { to: 'c' }];
    expect(statePatch({ G: { orders } }, { G: { orders: grown(orders, changed) } })).toEqual([
      { op: 'set', path: ['G', 'orders'], value: changed },
    ]);
  });

  it('keeps a key named __proto__ a key', () => {
    const patch = statePatch({ m: {} }, JSON.parse('{"m":{"__proto__":{"polluted":true}}}'));
    const restored = applyPatch({ m: {} }, reread(patch)) as { m: Record<string, unknown> };
    expect(Object.hasOwn(restored.m, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a patch whose path does not lead through objects', () => {
    expect(() => applyPatch({ a: 1 }, [{ op: 'set', path: ['a', 'b'], value: 2 }])).toThrow(
      /a is not an object/,
    );
    expect(() => applyPatch({ a: 1 }, [{ op: 'push', path: ['a'], values: [2] }])).toThrow(
      /a is not an array/,
    );
  });
});
