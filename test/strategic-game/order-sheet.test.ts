/**
 * The Strategic Game order sheet (TSG-9.2): bound to its player and step by the kernel's
 * header (issue 30), at a production step and at a movement step, whose number the blank
 * sheet's title shows.
 */
import { describe, expect, it } from 'vitest';
import {
  ORDER_SHEET,
  playerView,
  readSheet,
  resolveStep,
  STRATEGIC_GAME,
} from '../../src/strategic-game/index.js';
import { sheetHeaderChecks } from '../../src/testing/index.js';
import { game } from './support.js';

describe('Strategic Game order sheet header: bound to its player and step (TSG-9.2, issue 30)', () => {
  const checks = sheetHeaderChecks(STRATEGIC_GAME, () => {
    const state = game();
    return {
      state,
      later: resolveStep(state, {}).state,
      player: 'p1',
      other: 'p2',
      orders: 'build E3 S5 T4 W4\nbattle retreat 50\n',
      none: [],
    };
  });
  for (const c of checks) it(c.name, c.run);

  it('binds a movement step’s sheet to that step, the one its title names', () => {
    const move = resolveStep(game(), {}).state;
    const mover = move.initiative[0];
    const blank = ORDER_SHEET.blank(playerView(move, mover));
    expect(blank).toContain(`, move-1 (step ${move.step})\nplayer: ${mover}\nstep: ${move.step}\n`);
    expect(readSheet(blank, move, mover).issues).toEqual([]);
  });
});
