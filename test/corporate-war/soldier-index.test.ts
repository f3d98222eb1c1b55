/**
 * `soldierIndex` is kept per scenario across days. It must still be right for a state
 * whose soldiers are listed in another order under the same scenario (a state built by
 * hand, or a campaign's edit), and the order reader must find soldiers through it.
 */
import { List } from 'immutable';
import { describe, expect, it } from 'vitest';
import { sectorName } from '../../src/corporate-war/board.js';
import { newGame, resolveDay, validateOrders } from '../../src/corporate-war/index.js';
import { soldierIndex, soldierRows } from '../../src/corporate-war/state.js';

const game = newGame({ seed: 'index', corporations: ['psicorps', 'phoenicae'] });

const positions = (state: typeof game) => soldierRows(state.soldiers).map((s) => [s.id, s] as const);

describe('soldierIndex', () => {
  it('gives every soldier its position in the list', () => {
    const index = soldierIndex(game);
    soldierRows(game.soldiers).forEach((s, i) => expect(index.get(s.id)).toBe(i));
    expect(index.size).toBe(game.soldiers.size);
  });

  it('is rebuilt for the same scenario with the soldiers in another order', () => {
    const before = soldierIndex(game);
    const reversed = game.set('soldiers', List(game.soldiers.toArray().reverse()));
    expect(reversed.scenario).toBe(game.scenario);
    const index = soldierIndex(reversed);
    soldierRows(reversed.soldiers).forEach((s, i) => expect(index.get(s.id)).toBe(i));
    expect(index.get(positions(game)[0]![0])).toBe(game.soldiers.size - 1);
    // And the original order is served right again afterwards.
    const again = soldierIndex(game);
    soldierRows(game.soldiers).forEach((s, i) => expect(again.get(s.id)).toBe(i));
    expect(before.get(positions(game)[0]![0])).toBe(0);
  });

  it('lets the order reader find soldiers in a reordered list', () => {
    const reversed = game.set('soldiers', List(game.soldiers.toArray().reverse()));
    const mine = soldierRows(reversed.soldiers).find((s) => s.owner === 'psicorps' && s.role === '')!;
    const r = validateOrders(reversed, 'psicorps', [
      { soldier: mine.id, to: sectorName(reversed.scenario.board, mine.sector) },
    ]);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.moves.map((m) => m.soldier)).toEqual([mine.id]);
  });

  it('stays right from day to day', () => {
    let state = game;
    for (let d = 0; d < 3; d++) {
      state = resolveDay(state, {}).state;
      const index = soldierIndex(state);
      soldierRows(state.soldiers).forEach((s, i) => expect(index.get(s.id)).toBe(i));
    }
  });
});
