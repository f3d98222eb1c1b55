/**
 * plainG: the move reads `G` through immer's draft (boardgame.io runs every move on one)
 * without making a proxy of every value it reads; checked against the immer that
 * boardgame.io brings, so that a version answering otherwise is caught here.
 */
import { isDraft, produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { plainG } from '../../src/boardgame-io/game-config.js';

describe('plainG', () => {
  const base = {
    state: 'text',
    received: [[{ unit: 1 }], [{ unit: 2 }]],
    arrival: ['a', 'b'],
    setup: { seed: 's' },
  };

  it("gives a draft's own values, not immer's proxies of them, and makes none", () => {
    produce(base, (draft) => {
      const plain = plainG(draft);
      expect(isDraft(plain)).toBe(false);
      expect(isDraft(plain.received)).toBe(false);
      expect(plain.received).toBe(base.received);
      expect(plain.setup).toBe(base.setup);
      expect(plain).toEqual(base);
      // Reading through the draft itself makes proxies: what plainG spares the move.
      expect(isDraft(draft.received)).toBe(true);
    });
  });

  it('is a shallow copy of a plain G', () => {
    const plain = plainG(base);
    expect(plain).not.toBe(base);
    expect(plain).toEqual(base);
    expect(plain.received).toBe(base.received);
  });
});
