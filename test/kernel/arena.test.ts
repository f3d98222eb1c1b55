/**
 * `Arena` (issue 22): typed arrays carved from one buffer. Each array must start zeroed,
 * must not overlap another, and an arena that runs out must still give working arrays.
 */
import { describe, expect, it } from 'vitest';
import { Arena } from '../../src/kernel/arena.js';

describe('Arena', () => {
  it('carves zeroed arrays that do not overlap, aligned whatever came before', () => {
    const arena = new Arena(Arena.bytesFor([5, 3], [7], [2]));
    const a = arena.int32(5);
    const b = arena.uint8(7); // 7 bytes: the next array must still start on 8
    const c = arena.float64(2);
    const d = arena.int32(3);
    for (const x of [a, b, c, d]) expect([...x].every((v) => v === 0)).toBe(true);
    a.fill(-1);
    b.fill(255);
    c.fill(Number.POSITIVE_INFINITY);
    d.fill(7);
    expect([...a]).toEqual([-1, -1, -1, -1, -1]);
    expect([...b]).toEqual([255, 255, 255, 255, 255, 255, 255]);
    expect([...c]).toEqual([Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY]);
    expect([...d]).toEqual([7, 7, 7]);
    // All four from the one buffer.
    expect(new Set([a.buffer, b.buffer, c.buffer, d.buffer]).size).toBe(1);
  });

  it('sizes itself for exactly what bytesFor lists', () => {
    expect(Arena.bytesFor([1], [1], [1])).toBe(24);
    expect(Arena.bytesFor([2, 3], [9])).toBe(8 + 16 + 16);
    expect(new Arena(13).bytes).toBe(16);
  });

  it('makes ordinary arrays once it is full, without touching what it carved', () => {
    const arena = new Arena(Arena.bytesFor([4]));
    const inside = arena.int32(4);
    const outside = arena.int32(4);
    expect(outside.buffer).not.toBe(inside.buffer);
    outside.fill(9);
    expect([...inside]).toEqual([0, 0, 0, 0]);
    expect([...arena.uint8(3)]).toEqual([0, 0, 0]);
    expect([...arena.float64(1)]).toEqual([0]);
  });

  it('zeroes what it carved when reset, and carves the same bytes again', () => {
    const arena = new Arena(Arena.bytesFor([3], [5]));
    const a = arena.int32(3).fill(42);
    arena.uint8(5).fill(1);
    arena.reset();
    expect([...a]).toEqual([0, 0, 0]);
    const again = arena.int32(3);
    expect(again.buffer).toBe(a.buffer);
    expect(again.byteOffset).toBe(a.byteOffset);
    expect([...arena.uint8(5)]).toEqual([0, 0, 0, 0, 0]);
  });
});
